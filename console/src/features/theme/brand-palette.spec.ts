import { brandVariantsFrom, contrastRatio } from '@console/features/theme/brand-palette';

const white = '#ffffff';

describe('the brand shades from one colour', () => {
  it('keeps a colour that is already readable as shade 80, darker below and lighter above', () => {
    const brand = brandVariantsFrom('#304156');
    expect(brand[80]).toBe('#304156');
    expect(brand[10] < brand[80]).toBe(true);
    expect(brand[160]).toMatch(/^#f/);
  });

  it.each(['#409EFF', '#1890FF', '#11A983', '#13C2C2', '#F5222D', '#FFEB3B'])(
    'darkens %s just enough that white reads on it and it reads on its palest tint (4.5:1)',
    (colour) => {
      const brand = brandVariantsFrom(colour);
      expect(contrastRatio(brand[80], white)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brand[80], brand[160])).toBeGreaterThanOrEqual(4.5);
      // Just enough: not much darker than the threshold asks.
      expect(contrastRatio(brand[80], white)).toBeLessThan(5.2);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21, 5);
    expect(contrastRatio('#409eff', white)).toBeCloseTo(2.78, 2);
  });
});
