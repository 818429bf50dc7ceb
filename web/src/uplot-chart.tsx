import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** uPlot's options but its size, which the chart takes from its container's width and its `height`. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/** Axis text and lines as the rest of the dashboard draws them: slate-700 text on white, slate-200 grid. */
export const AXIS_STYLE = {
  stroke: '#334155',
  font: '12px system-ui, sans-serif',
  grid: { stroke: '#e2e8f0', width: 1 },
  ticks: { stroke: '#cbd5e1', width: 1, size: 4 },
} satisfies uPlot.Axis;

/** Ticks at whole numbers only (1, 2, 5, 10, 20, 50, …), for counts. */
const WHOLE_INCRS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/** A name shortened with an ellipsis to about what `width` pixels of 12 px text hold; the legend shows it whole. */
function fitted(name: string, width: number): string {
  const chars = Math.floor((width - 12) / 7);
  return name.length > chars ? `${name.slice(0, chars - 1)}…` : name;
}

/**
 * Options for a horizontal bar chart of named values, first name at the top, each bar in its own colour: uPlot's bars
 * path builder on a vertical category scale (the names' indices) and a horizontal value scale from 0 to `max` (or to
 * the largest value).
 */
export function horizontalBars({
  names,
  colours,
  label,
  format,
  tick,
  max,
  wholeNumbers = false,
  nameWidth,
}: {
  names: string[];
  /** One per name. */
  colours: string[];
  /** The series' name in the legend, which shows the hovered bar's name and value. */
  label: string;
  /** A value in the legend. */
  format: (value: number) => string;
  /** A value on the axis. */
  tick: (value: number) => string;
  max?: number;
  wholeNumbers?: boolean;
  /** Pixels for the names beside the bars. */
  nameWidth: number;
}): ChartOptions {
  return {
    scales: {
      x: { time: false, ori: 1, dir: -1, range: [-0.5, names.length - 0.5] },
      y: { ori: 0, range: [0, max ?? null] },
    },
    axes: [
      {
        ...AXIS_STYLE,
        side: 3,
        size: nameWidth,
        grid: { show: false },
        splits: () => names.map((_, index) => index),
        values: (_, splits) => splits.map((index) => fitted(names[index] ?? '', nameWidth)),
      },
      {
        ...AXIS_STYLE,
        side: 2,
        // Room for a label such as "100 %" between ticks.
        space: 56,
        ...(wholeNumbers ? { incrs: WHOLE_INCRS } : {}),
        values: (_, splits) => splits.map((value) => tick(value)),
      },
    ],
    series: [
      { label: 'Name', value: (_, index) => names[index] ?? '—' },
      {
        label,
        width: 0,
        // Not a bar's colour (those are `colours`): the legend writes the series' name in it.
        fill: '#334155',
        value: (_, value) => (value == null ? '—' : format(value)),
        paths: uPlot.paths.bars!({ size: [0.7, 28], disp: { fill: { unit: 3, values: () => colours } } }),
        points: { show: false },
      },
    ],
    legend: { markers: { show: false } },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
  };
}

/**
 * One uPlot chart (canvas) in React: created before the browser paints, as wide as its container and resized with it
 * (ResizeObserver), made anew when its options, data or height change, destroyed on unmount. Once uPlot has drawn the
 * current data (its `draw` hook), the container carries `data-drawn`: the browser test and bench:dashboard wait for it.
 * The canvas and its legend are hidden from assistive technology; the page gives the same figures in a labelled figure
 * and a table.
 */
export function UPlotChart({
  name,
  options,
  data,
  height,
}: {
  /** `data-chart` on the container, for tests. */
  name: string;
  /** Memoised by the caller: a new object makes a new chart. */
  options: ChartOptions;
  data: uPlot.AlignedData;
  height: number;
}) {
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = container.current!;
    delete element.dataset.drawn;
    const markDrawn = () => {
      element.dataset.drawn = 'true';
    };
    const widthNow = () => Math.max(element.clientWidth, 120);
    const plot = new uPlot(
      { ...options, width: widthNow(), height, hooks: { ...options.hooks, draw: [...(options.hooks?.draw ?? []), markDrawn] } },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      const width = widthNow();
      if (width !== plot.width) plot.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data, height]);

  // contain: its width comes from the page, never from the canvas inside it, so the chart can narrow with the page.
  return <div ref={container} data-chart={name} aria-hidden="true" className="w-full overflow-hidden" style={{ contain: 'inline-size' }} />;
}
