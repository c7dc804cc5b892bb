import { brandVariantsFrom, isHexColour, themeFrom } from '@console/features/theme/brand-theme';

describe('the theme from one colour', () => {
  it('puts the chosen colour at shade 80, darker below and lighter above', () => {
    const brand = brandVariantsFrom('#409EFF');
    expect(brand[80]).toBe('#409eff');
    expect(brand[10] < brand[80]).toBe(true);
    expect(brand[160]).toMatch(/^#f/);
  });

  it('builds a Fluent light theme whose brand background is the colour', () => {
    expect(themeFrom('#11A983').colorBrandBackground).toBe('#11a983');
  });

  it('accepts only #rrggbb', () => {
    expect(isHexColour('#409EFF')).toBe(true);
    expect(isHexColour('409EFF')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
  });
});
