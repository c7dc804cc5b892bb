import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { regionTable } from '@projections/system/region/region.table';
import type { Region, RegionEvent } from '@services/system/region/region.events';

/** Rows per INSERT: one JSON parameter each, so the limit is only the statement's size. */
const upsertChunk = 5_000;

/** Every column is written: the region table has none the database computes. */
const columns = Object.entries(regionTable.columns);
const columnList = sql.join(columns.map(([column]) => sql.ref(column)));
const recordsetShape = sql.raw(columns.map(([column, { sqlType }]) => `${column} ${sqlType}`).join(', '));
const updates = sql.raw(
  columns
    .filter(([column]) => column !== 'code')
    .map(([column]) => `${column} = excluded.${column}`)
    .join(', '),
);

/**
 * The regions. A batch is folded per code in memory (imports expand to their regions, the last
 * word on a code wins), then written with chunked multi-row upserts and one delete. Events
 * carry whole regions, so replays leave the same rows.
 */
export const regionProjection: Projection = {
  name: 'region-read-model',
  handles: ['region.imported', 'region.saved', 'region.removed'] satisfies Array<RegionEvent['type']>,
  tables: [regionTable.name],

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
      const rows = upserts.slice(start, start + upsertChunk).map(rowOf);
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

function rowOf(region: Region): RowOf<typeof regionTable> {
  return {
    code: region.code,
    parent_code: region.parentCode,
    ancestors: region.ancestors,
    name: region.name,
    province_code: region.provinceCode,
    province_name: region.provinceName,
    city_code: region.cityCode,
    city_name: region.cityName,
    district_code: region.districtCode,
    district_name: region.districtName,
    town_code: region.townCode,
    town_name: region.townName,
    village_code: region.villageCode,
    village_name: region.villageName,
    region_level: region.regionLevel,
    sort: region.sort,
    remark: region.remark,
  };
}
