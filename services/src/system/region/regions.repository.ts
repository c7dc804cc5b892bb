import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { BladeRegionTable } from '@infra/schema/region.tables';
import type { FilterCondition, FilterableFields } from '@platform/http/filters';
import { readPage } from '@platform/database/read-page';
import type { Page, PageQuery } from '@platform/http/paging';
import type { Region } from '@services/system/region/region.events';

export const regionFilterable: FilterableFields = {
  code: 'code',
  parentCode: 'code',
  name: 'text',
  regionLevel: 'number',
};
const filterColumns: Record<string, string> = {
  code: 'code',
  parentCode: 'parent_code',
  name: 'name',
  regionLevel: 'region_level',
};

/** The reads of blade_region: pages, one region, one level of the tree. */
export class RegionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(paging: PageQuery, filters: readonly FilterCondition[]): Promise<Page<Region>> {
    let query = this.db.selectFrom('blade_region');
    for (const { field, op, value } of filters) {
      const column = sql.ref(filterColumns[field]!);
      query =
        op === 'contains'
          ? query.where(sql<boolean>`${column} ILIKE ${`%${String(value).replace(/[\\%_]/g, '\\$&')}%`}`)
          : query.where(sql<boolean>`${column} ${sql.raw(op)} ${value}`);
    }
    const ordered = query
      .selectAll()
      .orderBy('region_level')
      .orderBy('parent_code')
      .orderBy('sort')
      .orderBy('code');
    const page = await readPage(query, ordered, paging);
    return { ...page, records: page.records.map(regionOf) };
  }

  async detail(code: string): Promise<Region | undefined> {
    const row = await this.db
      .selectFrom('blade_region')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row && regionOf(row);
  }

  /** The children of a region in order, each saying whether it has children of its own. */
  async children(parentCode: string): Promise<Array<Region & { hasChildren: boolean }>> {
    const rows = await this.db
      .selectFrom('blade_region as r')
      .selectAll('r')
      .select((eb) =>
        eb
          .exists(
            eb.selectFrom('blade_region as c').select('c.code').whereRef('c.parent_code', '=', 'r.code'),
          )
          .as('has_children'),
      )
      .where('r.parent_code', '=', parentCode)
      .orderBy('r.sort')
      .orderBy('r.code')
      .execute();
    return rows.map(({ has_children, ...row }) => ({ ...regionOf(row), hasChildren: Boolean(has_children) }));
  }

  async hasChildren(code: string): Promise<boolean> {
    const child = await this.db
      .selectFrom('blade_region')
      .select('code')
      .where('parent_code', '=', code)
      .limit(1)
      .executeTakeFirst();
    return child !== undefined;
  }
}

function regionOf(row: Selectable<BladeRegionTable>): Region {
  return {
    code: row.code,
    parentCode: row.parent_code,
    ancestors: row.ancestors,
    name: row.name,
    provinceCode: row.province_code,
    provinceName: row.province_name,
    cityCode: row.city_code,
    cityName: row.city_name,
    districtCode: row.district_code,
    districtName: row.district_name,
    townCode: row.town_code,
    townName: row.town_name,
    villageCode: row.village_code,
    villageName: row.village_name,
    regionLevel: row.region_level,
    sort: row.sort,
    remark: row.remark,
  };
}
