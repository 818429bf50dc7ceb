import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../ui';

/** The same palette as the badges: the brand's own domain, a competitor's, any other. */
const TYPE_COLOURS = { BRAND: '#4338ca', COMPETITOR: '#b45309', OTHER: '#64748b' } as const;
const TYPE_NAMES = { BRAND: 'your brand', COMPETITOR: 'a competitor', OTHER: 'other' } as const;

export interface DomainBar {
  domain: string;
  citationCount: number;
  type: keyof typeof TYPE_COLOURS;
}

/** The most cited domains, loaded with the sources page only (Recharts stays out of the initial bundle). */
export default function SourcesChart({ domains }: { domains: DomainBar[] }) {
  return (
    <Card title="Top domains">
      <figure aria-label="Bar chart of the most cited domains; the same figures are in the table below it">
        <div style={{ height: Math.max(160, domains.length * 32 + 40) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={domains} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
              <CartesianGrid stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
              <YAxis type="category" dataKey="domain" width={160} tick={{ fontSize: 12, fill: '#0f172a' }} />
              <Tooltip />
              <Bar dataKey="citationCount" name="Citations" isAnimationActive={false}>
                {domains.map((entry) => (
                  <Cell key={entry.domain} fill={TYPE_COLOURS[entry.type]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-slate-700">
          {(Object.keys(TYPE_COLOURS) as (keyof typeof TYPE_COLOURS)[]).map((type) => (
            <span key={type} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: TYPE_COLOURS[type] }} />
              {TYPE_NAMES[type]}
            </span>
          ))}
        </figcaption>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-indigo-700">Show as a table</summary>
          <table className="mt-2 w-full">
            <thead>
              <tr className="text-left">
                <th scope="col">Domain</th>
                <th scope="col">Type</th>
                <th scope="col" className="text-right">
                  Citations
                </th>
              </tr>
            </thead>
            <tbody>
              {domains.map((entry) => (
                <tr key={entry.domain}>
                  <td>{entry.domain}</td>
                  <td>{TYPE_NAMES[entry.type]}</td>
                  <td className="text-right tabular-nums">{entry.citationCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </Card>
  );
}
