import { tokens } from '@fluentui/react-components';

/**
 * The colours a chart draws with, as Fluent tokens: the chart follows the theme the page has.
 * ECharts paints colour values, not CSS variables, so each is read from the page when drawn.
 */
export const chartTokens = {
  series: [
    tokens.colorBrandForeground1,
    tokens.colorPaletteGreenForeground1,
    tokens.colorPaletteRedForeground1,
    tokens.colorPaletteMarigoldForeground1,
  ],
  text: tokens.colorNeutralForeground1,
  axis: tokens.colorNeutralForeground3,
  grid: tokens.colorNeutralStroke2,
  surface: tokens.colorNeutralBackground1,
  font: tokens.fontFamilyBase,
} as const;

type Resolved<T> = { [K in keyof T]: T[K] extends readonly string[] ? string[] : string };
export type ChartPalette = Resolved<typeof chartTokens>;

/** The value a token (`var(--name)`) has at `element`; anything else is already a value. */
export function tokenValue(token: string, style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): string {
  const variable = /^var\((--[^,)]+)/.exec(token)?.[1];
  return variable ? style.getPropertyValue(variable).trim() : token;
}

/** The chart's colours as the theme in force at `element` defines them. */
export function paletteAt(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const value = (token: string) => tokenValue(token, style);
  return {
    series: chartTokens.series.map(value),
    text: value(chartTokens.text),
    axis: value(chartTokens.axis),
    grid: value(chartTokens.grid),
    surface: value(chartTokens.surface),
    font: value(chartTokens.font),
  };
}
