import { useMemo } from 'react';
import type uPlot from 'uplot';
import { Card } from '../ui';
import { horizontalBars, UPlotChart } from '../uplot-chart';

/** The same palette as the badges: the brand's own domain, a competitor's, any other. */
const TYPE_COLOURS = { BRAND: '#4338ca', COMPETITOR: '#b45309', OTHER: '#64748b' } as const;
const TYPE_NAMES = { BRAND: 'your brand', COMPETITOR: 'a competitor', OTHER: 'other' } as const;

export interface DomainBar {
  domain: string;
  citationCount: number;
  type: keyof typeof TYPE_COLOURS;
}

/** The most cited domains, loaded with the sources page only (uPlot stays out of the initial bundle). */
export default function SourcesChart({ domains }: { domains: DomainBar[] }) {
  // The page maps its rows anew on each render: the chart is made anew only when what it shows changes.
  const key = JSON.stringify(domains);
  const chart = useMemo(() => {
    const options = horizontalBars({
      names: domains.map((entry) => entry.domain),
      colours: domains.map((entry) => TYPE_COLOURS[entry.type]),
      label: 'Citations',
      format: String,
      tick: String,
      wholeNumbers: true,
      nameWidth: 168,
    });
    const data: uPlot.AlignedData = [domains.map((_, index) => index), domains.map((entry) => entry.citationCount)];
    return { options, data };
  }, [key]); // `key` is `domains`' content

  return (
    <Card title="Top domains">
      <figure aria-label="Bar chart of the most cited domains; the same figures are in the table below it">
        <UPlotChart name="top-domains" options={chart.options} data={chart.data} height={Math.max(120, domains.length * 32 + 48)} />
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
