import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { messageOf, type SourceRow } from '../api';
import { SliceFilters } from '../filters';
import { sourcesQuery } from '../queries';
import type { SourcesSearch } from '../search';
import { Badge, Button, Card, EmptyState, ErrorNote, formatDate, Loading, PageHeader } from '../ui';

// The chart's code (uPlot) comes with this page only, after the table: the initial bundle stays small.
const SourcesChart = lazy(() => import('./sources-chart'));

const route = getRouteApi('/app/brands/$brandId/sources');

export const SOURCES_PAGE = 50;
const TOP_DOMAINS = 10;

const TYPE_BADGES = {
  BRAND: { tone: 'info', label: 'Brand', title: "Your brand's own site" },
  COMPETITOR: { tone: 'warn', label: 'Competitor', title: "A competitor's site" },
  OTHER: { tone: 'neutral', label: 'Other', title: 'Neither your site nor a competitor’s' },
} as const;

function TypeBadge({ type }: { type: SourceRow['type'] }) {
  const badge = TYPE_BADGES[type];
  return (
    <Badge tone={badge.tone} title={badge.title}>
      {badge.label}
    </Badge>
  );
}

const toggle =
  'rounded-md px-3 py-2 text-sm font-medium ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-700 aria-pressed:text-white aria-pressed:ring-indigo-700 bg-white text-slate-900 hover:bg-slate-100 aria-pressed:hover:bg-indigo-800';

export function SourcesPage() {
  const { brandId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const offset = search.offset ?? 0;
  const slice = { topicId: search.topicId, market: search.market };
  const sources = useQuery({
    ...sourcesQuery(brandId, { ...slice, groupBy: search.by, limit: SOURCES_PAGE, offset }),
    placeholderData: keepPreviousData,
  });
  const topDomains = useQuery(sourcesQuery(brandId, { ...slice, groupBy: 'domain', limit: TOP_DOMAINS }));

  const setFilter = (name: keyof SourcesSearch, value: string | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, offset: undefined, [name]: value === '' ? undefined : value }) });

  const byDomain = search.by === 'domain';
  const total = sources.data?.total ?? 0;
  const domains = (topDomains.data?.data ?? []).map((row) => ({
    domain: row.domain ?? '(no domain)',
    citationCount: row.citationCount,
    type: row.type,
  }));
  return (
    <div className="space-y-4">
      <PageHeader title="Sources">
        <div role="group" aria-label="Show sources" className="flex gap-1">
          <button type="button" className={toggle} aria-pressed={!byDomain} onClick={() => setFilter('by', undefined)}>
            By URL
          </button>
          <button type="button" className={toggle} aria-pressed={byDomain} onClick={() => setFilter('by', 'domain')}>
            By domain
          </button>
        </div>
      </PageHeader>
      <p className="max-w-3xl text-sm text-slate-700">
        The pages the answers cite, most cited first: your brand&apos;s site, a competitor&apos;s, or another.
      </p>
      <SliceFilters brandId={brandId} fields={['topicId', 'market']} values={search} onChange={(name, value) => setFilter(name, value)} />

      {sources.isPending ? <Loading /> : null}
      <ErrorNote error={sources.isError ? messageOf(sources.error) : null} />
      {sources.data && total === 0 ? (
        <EmptyState title="No sources">
          {search.topicId || search.market ? (
            'No answer of these filters cites a page.'
          ) : (
            <p>
              Sources are the pages answers cite; none has yet.{' '}
              <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
                Launch a campaign
              </Link>
            </p>
          )}
        </EmptyState>
      ) : null}
      {sources.data && total > 0 ? (
        <>
          {domains.length > 0 ? (
            <Suspense fallback={<Loading label="Loading the chart…" />}>
              <SourcesChart domains={domains} />
            </Suspense>
          ) : null}
          <Card title={byDomain ? 'Domains' : 'URLs'}>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">
              <span data-testid="sources-total">{total}</span> {byDomain ? 'domains' : 'URLs'}; showing {offset + 1}–
              {Math.min(offset + SOURCES_PAGE, total)}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="sources-table">
                <caption className="sr-only">{byDomain ? 'Cited domains' : 'Cited URLs'}, most cited first</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="py-2 pr-2 font-medium">
                      {byDomain ? 'Domain' : 'URL'}
                    </th>
                    {byDomain ? null : (
                      <th scope="col" className="py-2 pr-2 font-medium">
                        Domain
                      </th>
                    )}
                    <th scope="col" className="py-2 pr-2 font-medium">
                      Type
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right font-medium">
                      Citations
                    </th>
                    {byDomain ? (
                      <th scope="col" className="py-2 pr-2 text-right font-medium">
                        URLs
                      </th>
                    ) : null}
                    <th scope="col" className="py-2 pr-2 font-medium">
                      First cited
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Last cited
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sources.data.data.map((row) => (
                    <tr key={'url' in row ? row.id : (row.domain ?? '')} className="border-t border-slate-100">
                      {'url' in row ? (
                        <>
                          <td className="max-w-md py-2 pr-2 break-all">
                            <a href={row.url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
                              {row.url}
                            </a>
                          </td>
                          <td className="py-2 pr-2">{row.domain ?? '—'}</td>
                        </>
                      ) : (
                        <td className="py-2 pr-2">{row.domain ?? '(no domain)'}</td>
                      )}
                      <td className="py-2 pr-2">
                        <TypeBadge type={row.type} />
                      </td>
                      <td className="py-2 pr-2 text-right tabular-nums">{row.citationCount}</td>
                      {'urls' in row ? <td className="py-2 pr-2 text-right tabular-nums">{row.urls}</td> : null}
                      <td className="py-2 pr-2 whitespace-nowrap">{formatDate(row.firstSeenAt)}</td>
                      <td className="py-2 whitespace-nowrap">{formatDate(row.lastSeenAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          {total > SOURCES_PAGE ? (
            <nav aria-label="Pages" className="flex gap-2">
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() =>
                  void navigate({ search: (previous) => ({ ...previous, offset: Math.max(0, offset - SOURCES_PAGE) || undefined }) })
                }
              >
                Previous page
              </Button>
              <Button
                variant="secondary"
                disabled={offset + SOURCES_PAGE >= total}
                onClick={() => void navigate({ search: (previous) => ({ ...previous, offset: offset + SOURCES_PAGE }) })}
              >
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
