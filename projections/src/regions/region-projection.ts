import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import type { Region, RegionEvent } from '@services/system/region/region.events';

/** Rows per INSERT: one JSON parameter each, so the limit is only the statement's size. */
const upsertChunk = 5_000;

const columns: Array<[field: keyof Region, column: string, type: string]> = [
  ['code', 'code', 'text'],
  ['parentCode', 'parent_code', 'text'],
  ['ancestors', 'ancestors', 'text'],
  ['name', 'name', 'text'],
  ['provinceCode', 'province_code', 'text'],
  ['provinceName', 'province_name', 'text'],
  ['cityCode', 'city_code', 'text'],
  ['cityName', 'city_name', 'text'],
  ['districtCode', 'district_code', 'text'],
  ['districtName', 'district_name', 'text'],
  ['townCode', 'town_code', 'text'],
  ['townName', 'town_name', 'text'],
  ['villageCode', 'village_code', 'text'],
  ['villageName', 'village_name', 'text'],
  ['regionLevel', 'region_level', 'integer'],
  ['sort', 'sort', 'integer'],
  ['remark', 'remark', 'text'],
];
const columnList = sql.join(columns.map(([, column]) => sql.ref(column)));
const recordsetShape = sql.raw(columns.map(([, column, type]) => `${column} ${type}`).join(', '));
const updates = sql.raw(
  columns
    .filter(([field]) => field !== 'code')
    .map(([, column]) => `${column} = excluded.${column}`)
    .join(', '),
);

/**
 * The regions (blade_region). A batch is folded per code in memory (imports expand to their
 * regions, the last word on a code wins), then written with chunked multi-row upserts and one
 * delete. Events carry whole regions, so replays leave the same rows.
 */
export const regionProjection: Projection = {
  name: 'region-read-model',
  handles: ['region.imported', 'region.saved', 'region.removed'] satisfies Array<RegionEvent['type']>,
  tables: ['blade_region'],

  async apply(trx, events) {
    const latest = new Map<string, Region | 'removed'>();
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as RegionEvent;
      if (event.type === 'region.imported')
        for (const region of event.data.regions) latest.set(region.code, region);
      else if (event.type === 'region.saved') latest.set(event.data.code, event.data);
      else if (event.type === 'region.removed') latest.set(event.data.code, 'removed');
    }
    const upserts = [...latest.values()].filter((region): region is Region => region !== 'removed');
    const removals = [...latest].filter(([, region]) => region === 'removed').map(([code]) => code);
    for (let start = 0; start < upserts.length; start += upsertChunk) {
      const rows = upserts
        .slice(start, start + upsertChunk)
        .map((region) => Object.fromEntries(columns.map(([field, column]) => [column, region[field]])));
      await sql`
        INSERT INTO blade_region (${columnList})
        SELECT ${columnList} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${recordsetShape})
        ON CONFLICT (code) DO UPDATE SET ${updates}`.execute(trx);
    }
    if (removals.length > 0) {
      await sql`DELETE FROM blade_region WHERE code = ANY(${removals}::text[])`.execute(trx);
    }
  },
};
