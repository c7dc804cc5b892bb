import { brandVariantsFrom } from '@console/features/theme/brand-palette';
import { isHexColour, themeFrom } from '@console/features/theme/brand-theme';

describe('the theme from one colour', () => {
  it('builds a Fluent light theme whose brand background is shade 80', () => {
    expect(themeFrom('#11A983').colorBrandBackground).toBe(brandVariantsFrom('#11A983')[80]);
  });

  it('accepts only #rrggbb', () => {
    expect(isHexColour('#409EFF')).toBe(true);
    expect(isHexColour('409EFF')).toBe(false);
    expect(isHexColour('#fff')).toBe(false);
  });
});
