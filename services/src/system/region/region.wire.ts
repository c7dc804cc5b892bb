import { z } from 'zod';
import { pageOf } from '@platform/http/wire-shapes';

/**
 * The shapes of blade-system/region's answers, declared once here as the answers' schemas
 * (/api/docs, and checked against every answer in tests). A region is keyed by its code, the
 * national statistics code ("00" is the parent of the provinces), never by an id.
 */

const regionCode = z.string().regex(/^\d{2,12}$/);

/** A region as events carry it, the read model holds it and region/detail and submit answer it. */
export const regionRecord = z.strictObject({
  code: regionCode,
  parentCode: regionCode,
  /** The codes above it, comma-joined from "00". */
  ancestors: z.string(),
  name: z.string(),
  provinceCode: regionCode.nullable(),
  provinceName: z.string().nullable(),
  cityCode: regionCode.nullable(),
  cityName: z.string().nullable(),
  districtCode: regionCode.nullable(),
  districtName: z.string().nullable(),
  townCode: regionCode.nullable(),
  townName: z.string().nullable(),
  villageCode: regionCode.nullable(),
  villageName: z.string().nullable(),
  /** 1 a province ... 5 a village. */
  regionLevel: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});
export type Region = z.output<typeof regionRecord>;

/** region/list. */
export const regionPage = pageOf(regionRecord);

/** A node of region/lazy-tree (WIRE.md's generic tree node): its id, key and value are the code. */
export const regionNode = z.strictObject({
  id: regionCode,
  parentId: regionCode,
  title: z.string(),
  key: regionCode,
  value: regionCode,
  hasChildren: z.boolean(),
});
export type RegionNode = z.output<typeof regionNode>;
