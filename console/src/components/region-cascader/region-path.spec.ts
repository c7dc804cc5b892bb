import {
  businessAreaOf,
  chooseAt,
  parentCodeAt,
  regionPath,
} from '@console/components/region-cascader/region-path';

describe('the business-area path', () => {
  it('reads the path of a fourth-level code off the code', () => {
    expect(regionPath('110101001')).toEqual(['11', '1101', '110101', '110101001']);
  });

  it.each(['', '1101', '11010100', 'abcdefghi'])('gives no path for %p', (code) => {
    expect(regionPath(code)).toEqual([]);
  });

  it('loads provinces under 00, then each level under the level above', () => {
    const path = ['11', '1101'];
    expect(parentCodeAt(0, path)).toBe('00');
    expect(parentCodeAt(1, path)).toBe('11');
    expect(parentCodeAt(2, path)).toBe('1101');
    expect(parentCodeAt(3, path)).toBeUndefined();
  });

  it('a choice clears the levels below it', () => {
    expect(chooseAt(['11', '1101', '110101', '110101001'], 1, '1102')).toEqual(['11', '1102']);
    expect(chooseAt([], 0, '31')).toEqual(['31']);
  });

  it('sends the fourth level only', () => {
    expect(businessAreaOf(['11', '1101', '110101'])).toBe('');
    expect(businessAreaOf(['11', '1101', '110101', '110101001'])).toBe('110101001');
  });
});
