import type { ChartPalette } from '@console/components/chart/chart-palette';
import { lineChartOption } from '@console/components/chart/line-chart-option';

const palette: ChartPalette = {
  series: ['#0f6cbd', '#107c10'],
  text: '#242424',
  axis: '#616161',
  grid: '#e0e0e0',
  surface: '#ffffff',
  font: 'Segoe UI',
};

const data = {
  labels: ['2026-05-01', '2026-05-02'],
  series: [
    { name: '存管金额', values: [128, 10.5] },
    { name: '退款金额', values: [0, 3] },
  ],
};

describe('a line chart option', () => {
  it('draws a named line per series over the periods, in the theme colours', () => {
    const option = lineChartOption(data, palette);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['2026-05-01', '2026-05-02'] });
    expect(option.series).toEqual([
      { type: 'line', name: '存管金额', data: [128, 10.5] },
      { type: 'line', name: '退款金额', data: [0, 3] },
    ]);
    expect(option.color).toEqual(['#0f6cbd', '#107c10']);
    expect(option.legend).toMatchObject({ textStyle: { color: '#242424', fontFamily: 'Segoe UI' } });
  });

  it('draws bars between the ticks when asked for bars', () => {
    const option = lineChartOption({ ...data, shape: 'bar' }, palette);
    expect(option.xAxis).toMatchObject({ boundaryGap: true });
    expect(option.series).toEqual([
      { type: 'bar', name: '存管金额', data: [128, 10.5] },
      { type: 'bar', name: '退款金额', data: [0, 3] },
    ]);
  });

  it("reads a period's figures in its tooltip, as many digits as the chart asks", () => {
    const tooltip = (fractionDigits?: number) => {
      const { tooltip } = lineChartOption({ ...data, fractionDigits }, palette);
      if (!tooltip || Array.isArray(tooltip)) throw new Error('one tooltip expected');
      return tooltip;
    };
    expect(tooltip(2)).toMatchObject({ trigger: 'axis', backgroundColor: '#ffffff' });
    expect(tooltip(2).valueFormatter?.(10.5, 0)).toBe('10.50');
    expect(tooltip().valueFormatter?.(10.5, 0)).toBe('10.5');
  });

  it('ticks its value axis no finer than its figures', () => {
    expect(lineChartOption({ ...data, fractionDigits: 0 }, palette).yAxis).toMatchObject({ minInterval: 1 });
    expect(lineChartOption(data, palette).yAxis).toMatchObject({ minInterval: undefined });
  });
});
