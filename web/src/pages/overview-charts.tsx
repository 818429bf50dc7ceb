import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Visibility } from '../api';
import { Card, percent } from '../ui';

/** Colours with at least 3:1 contrast on white, told apart by dash pattern as well. */
const COLOURS = ['#4338ca', '#b45309', '#047857', '#be123c', '#0369a1', '#7c3aed', '#4d7c0f', '#9f1239', '#334155', '#a16207'];
const DASHES = ['', '6 3', '2 2', '8 3 2 3', ''];

export default function OverviewCharts({
  series,
  overall,
  sov,
}: {
  series: { model: string; timeline: Visibility['timeline'] }[];
  overall: Visibility['timeline'];
  sov: Visibility['sov'];
}) {
  const byDate = new Map<string, Record<string, number | string>>();
  for (const day of overall) byDate.set(day.date, { date: day.date, 'All models': day.mentionRate });
  for (const { model, timeline } of series) {
    for (const day of timeline) {
      const row = byDate.get(day.date) ?? { date: day.date };
      row[model] = day.mentionRate;
      byDate.set(day.date, row);
    }
  }
  const rows = [...byDate.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const lines = series.length > 1 ? ['All models', ...series.map((entry) => entry.model)] : ['All models'];

  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <Card title="Mention rate over time, per model" className="lg:col-span-3">
        <figure aria-label="Line chart of the daily mention rate per model; the same figures are in the table below it">
          <div className="h-72">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid stroke="#e2e8f0" />
                <XAxis dataKey="date" tick={{ fontSize: 12, fill: '#334155' }} />
                <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 12, fill: '#334155' }} />
                <Tooltip formatter={(value) => percent(Number(value))} />
                <Legend />
                {lines.map((name, index) => (
                  <Line
                    key={name}
                    type="monotone"
                    dataKey={name}
                    stroke={index === 0 ? '#0f172a' : COLOURS[(index - 1) % COLOURS.length]}
                    strokeWidth={index === 0 ? 3 : 2}
                    strokeDasharray={index === 0 ? undefined : DASHES[(index - 1) % DASHES.length]}
                    dot={rows.length < 20}
                    connectNulls
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
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
          <div style={{ height: Math.max(160, sov.length * 32 + 40) }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={sov} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
                <CartesianGrid stroke="#e2e8f0" horizontal={false} />
                <XAxis
                  type="number"
                  unit="%"
                  domain={[0, (max: number) => Math.min(100, Math.ceil(max / 10) * 10)]}
                  tick={{ fontSize: 12, fill: '#334155' }}
                />
                <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12, fill: '#0f172a' }} />
                <Tooltip formatter={(value) => percent(Number(value))} />
                <Bar dataKey="shareOfVoice" name="Share of voice" isAnimationActive={false}>
                  {sov.map((entry) => (
                    <Cell key={entry.name} fill={entry.isBrand ? '#4338ca' : '#94a3b8'} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
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
