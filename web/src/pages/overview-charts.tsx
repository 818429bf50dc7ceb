import { useMemo } from 'react';
import uPlot from 'uplot';
import type { Visibility } from '../api';
import { Card, percent } from '../ui';
import { AXIS_STYLE, horizontalBars, UPlotChart, type ChartOptions } from '../uplot-chart';

/** Colours with at least 3:1 contrast on white, told apart by dash pattern as well. */
const COLOURS = ['#4338ca', '#b45309', '#047857', '#be123c', '#0369a1', '#7c3aed', '#4d7c0f', '#9f1239', '#334155', '#a16207'];
const DASHES = [[], [6, 3], [2, 2], [8, 3, 2, 3], []];
/** The brand's bar and its competitors' (slate-500: 4.8:1 on white). */
const BRAND_COLOUR = '#4338ca';
const COMPETITOR_COLOUR = '#64748b';

const DAY = 86_400;
/** Ticks at whole days, weeks, months or years: the timeline has one point a day. */
const DAY_INCRS = [...[1, 2, 3, 7, 14].map((days) => days * DAY), ...[1, 2, 3, 6].map((months) => months * 30 * DAY), 365 * DAY];
const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The days' lines on a UTC time axis (`days` in seconds, ascending), the mention rate from 0 to 100 %. */
function timelineOptions(lines: string[], days: number[]): ChartOptions {
  const first = days[0] ?? 0;
  const last = days.at(-1) ?? first;
  const spline = uPlot.paths.spline!();
  return {
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      // One day alone gets a day either side (uPlot would widen it to a thousand days).
      x: { time: true, range: first === last ? [first - DAY, last + DAY] : [first, last] },
      y: { range: [0, 100] },
    },
    axes: [
      {
        ...AXIS_STYLE,
        incrs: DAY_INCRS,
        values: (_, splits, _axis, _space, incr) =>
          splits.map((seconds) => (incr >= 30 * DAY ? monthLabel : dayLabel).format(seconds * 1000)),
      },
      { ...AXIS_STYLE, size: 52, values: (_, splits) => splits.map((value) => `${value} %`) },
    ],
    series: [
      { label: 'Date', value: (_, seconds) => (seconds == null ? '—' : isoDate(seconds)) },
      ...lines.map((name, index) => ({
        label: name,
        stroke: index === 0 ? '#0f172a' : COLOURS[(index - 1) % COLOURS.length],
        width: index === 0 ? 3 : 2,
        dash: index === 0 ? [] : DASHES[(index - 1) % DASHES.length],
        spanGaps: true,
        paths: spline,
        points: { show: days.length < 20, size: 6 },
        value: (_: uPlot, value: number | null) => (value == null ? '—' : percent(value)),
      })),
    ],
    legend: {
      markers: {
        dash: (u, index) => {
          const dash = u.series[index]?.dash ?? [];
          return dash.length === 0 ? 'solid' : dash[0]! <= 2 ? 'dotted' : 'dashed';
        },
      },
    },
    cursor: { drag: { x: false, y: false } },
  };
}

export default function OverviewCharts({
  series,
  overall,
  sov,
}: {
  series: { model: string; timeline: Visibility['timeline'] }[];
  overall: Visibility['timeline'];
  sov: Visibility['sov'];
}) {
  const { rows, lines } = useMemo(() => {
    const byDate = new Map<string, Record<string, number | string>>();
    for (const day of overall) byDate.set(day.date, { date: day.date, 'All models': day.mentionRate });
    for (const { model, timeline } of series) {
      for (const day of timeline) {
        const row = byDate.get(day.date) ?? { date: day.date };
        row[model] = day.mentionRate;
        byDate.set(day.date, row);
      }
    }
    return {
      rows: [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date))),
      lines: series.length > 1 ? ['All models', ...series.map((entry) => entry.model)] : ['All models'],
    };
  }, [series, overall]);

  const timeline = useMemo(() => {
    const days = rows.map((row) => Date.parse(`${row.date}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [days, ...lines.map((name) => rows.map((row) => (row[name] === undefined ? null : Number(row[name]))))];
    return { options: timelineOptions(lines, days), data };
  }, [rows, lines]);

  const shares = useMemo(() => {
    const largest = Math.max(0, ...sov.map((entry) => entry.shareOfVoice));
    const options = horizontalBars({
      names: sov.map((entry) => (entry.isBrand ? `${entry.name} (you)` : entry.name)),
      colours: sov.map((entry) => (entry.isBrand ? BRAND_COLOUR : COMPETITOR_COLOUR)),
      label: 'Share of voice',
      format: percent,
      tick: (value) => `${value} %`,
      max: Math.min(100, Math.max(10, Math.ceil(largest / 10) * 10)),
      nameWidth: 128,
    });
    const data: uPlot.AlignedData = [sov.map((_, index) => index), sov.map((entry) => entry.shareOfVoice)];
    return { options, data };
  }, [sov]);

  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <Card title="Mention rate over time, per model" className="lg:col-span-3">
        <figure aria-label="Line chart of the daily mention rate per model; the same figures are in the table below it">
          <UPlotChart name="timeline" options={timeline.options} data={timeline.data} height={260} />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-indigo-700">Show as a table</summary>
            <table className="mt-2 w-full">
              <thead>
                <tr className="text-left">
                  <th scope="col">Date</th>
                  {lines.map((name) => (
                    <th key={name} scope="col" className="text-right">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={String(row.date)}>
                    <td>{row.date}</td>
                    {lines.map((name) => (
                      <td key={name} className="text-right tabular-nums">
                        {row[name] === undefined ? '—' : percent(Number(row[name]))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      </Card>
      <Card title="Share of voice" className="lg:col-span-2">
        <figure aria-label="Bar chart of the share of voice of the brand and its competitors; the same figures are in the table below it">
          <UPlotChart name="share-of-voice" options={shares.options} data={shares.data} height={Math.max(120, sov.length * 32 + 48)} />
          <div className="mt-1 flex flex-wrap gap-3 text-xs text-slate-700">
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: BRAND_COLOUR }} />
              your brand
            </span>
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: COMPETITOR_COLOUR }} />
              competitors
            </span>
          </div>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-indigo-700">Show as a table</summary>
            <table className="mt-2 w-full" data-testid="sov-table">
              <thead>
                <tr className="text-left">
                  <th scope="col">Name</th>
                  <th scope="col" className="text-right">
                    Mention rate
                  </th>
                  <th scope="col" className="text-right">
                    Share of voice
                  </th>
                </tr>
              </thead>
              <tbody>
                {sov.map((entry) => (
                  <tr key={entry.name}>
                    <td>
                      {entry.name}
                      {entry.isBrand ? ' (your brand)' : ''}
                    </td>
                    <td className="text-right tabular-nums">{percent(entry.mentionRate)}</td>
                    <td className="text-right tabular-nums">{percent(entry.shareOfVoice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      </Card>
    </div>
  );
}
