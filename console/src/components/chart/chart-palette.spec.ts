import { tokenValue } from '@console/components/chart/chart-palette';

describe('a chart colour', () => {
  const style = {
    getPropertyValue: (name: string) => ({ '--colorBrandForeground1': ' #0f6cbd' })[name] ?? '',
  };

  it("is a token's value where the chart is drawn", () => {
    expect(tokenValue('var(--colorBrandForeground1)', style)).toBe('#0f6cbd');
  });

  it('is itself when it is no token', () => {
    expect(tokenValue('#107c10', style)).toBe('#107c10');
  });
});
