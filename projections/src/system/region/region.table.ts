import { column, readModelTable, type TableOf } from '@projections/support/read-model-table';

const optionalText = column.nullable(column.text);

/** China's administrative divisions (migration 0014): platform-wide, keyed by code. */
export const regionTable = readModelTable('blade_region', {
  code: column.text,
  parent_code: column.text,
  ancestors: column.text,
  name: column.text,
  province_code: optionalText,
  province_name: optionalText,
  city_code: optionalText,
  city_name: optionalText,
  district_code: optionalText,
  district_name: optionalText,
  town_code: optionalText,
  town_name: optionalText,
  village_code: optionalText,
  village_name: optionalText,
  region_level: column.integer,
  sort: column.integer,
  remark: optionalText,
});

declare module '@infra/schema/database' {
  interface Database {
    blade_region: TableOf<typeof regionTable>;
  }
}
