import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import { matchesFilters } from '@platform/database/list-query';
import { readPage } from '@platform/database/read-page';
import type { ListRequest, ListSpec } from '@platform/http/list-request';

/** region/list: filters code, parentCode (exact), name (contains), regionLevel. */
export const regionList: ListSpec = {
  filterable: { code: 'code', parentCode: 'code', name: 'text', regionLevel: 'number' },
};

/** A region as events carry it (region.events.ts): every column, camelCase. */
const regionColumns = [
  'code',
  'parent_code as parentCode',
  'ancestors',
  'name',
  'province_code as provinceCode',
  'province_name as provinceName',
  'city_code as cityCode',
  'city_name as cityName',
  'district_code as districtCode',
  'district_name as districtName',
  'town_code as townCode',
  'town_name as townName',
  'village_code as villageCode',
  'village_name as villageName',
  'region_level as regionLevel',
  'sort',
  'remark',
] as const;

/** The reads of the region tree: pages, one region, one level of the tree. */
export class RegionQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Level by level, each parent's children in their order. */
  page({ paging, filters }: ListRequest) {
    const filtered = this.db.selectFrom('blade_region').where(matchesFilters(filters));
    const ordered = filtered
      .select(regionColumns)
      .orderBy('region_level')
      .orderBy('parent_code')
      .orderBy('sort')
      .orderBy('code');
    return readPage(filtered, ordered, paging);
  }

  detail(code: string) {
    return this.db
      .selectFrom('blade_region')
      .select(regionColumns)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** The children of a region in order, each saying whether it has children of its own. */
  async children(parentCode: string) {
    const rows = await this.db
      .selectFrom('blade_region')
      .select(regionColumns)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('blade_region as child')
              .select('child.code')
              .whereRef('child.parent_code', '=', 'blade_region.code'),
          )
          .as('hasChildren'),
      )
      .where('parent_code', '=', parentCode)
      .orderBy('sort')
      .orderBy('code')
      .execute();
    return rows.map((row) => ({ ...row, hasChildren: Boolean(row.hasChildren) }));
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
