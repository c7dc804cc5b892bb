import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { paletteAt } from '@console/components/chart/chart-palette';
import type { LineChartData } from '@console/components/chart/line-chart-data';
import { lineChartOption } from '@console/components/chart/line-chart-option';

// Only what a line chart needs, so that this chunk carries a part of ECharts rather than all.
// SVG rather than canvas: sharp at any zoom, and its text is in the page.
use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface EChartsLinePlotProps extends LineChartData {
  className: string;
}

/**
 * The picture of a line chart, drawn by ECharts into a box the page sizes: redrawn when the
 * data change, resized with its box. Loaded on demand (line-chart.tsx), so only pages that chart
 * fetch ECharts.
 */
export default function EChartsLinePlot(props: EChartsLinePlotProps) {
  const { className, labels, series, fractionDigits, shape } = props;
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || !chart.current) return;
    const option = lineChartOption({ labels, series, fractionDigits, shape }, paletteAt(element));
    chart.current.setOption(option, { notMerge: true });
  }, [labels, series, fractionDigits, shape]);

  // The figures table beside it says the same to a screen reader.
  return <div ref={box} className={className} aria-hidden="true" />;
}
