/** China's administrative divisions (migration 0014): platform-wide, keyed by code. */
export interface RegionTables {
  blade_region: BladeRegionTable;
}

export interface BladeRegionTable {
  code: string;
  parent_code: string;
  ancestors: string;
  name: string;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  town_code: string | null;
  town_name: string | null;
  village_code: string | null;
  village_name: string | null;
  region_level: number;
  sort: number;
  remark: string | null;
}
