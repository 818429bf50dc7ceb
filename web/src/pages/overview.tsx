import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { messageOf, type Visibility } from '../api';
import { SliceFilters } from '../filters';
import { brandsQuery, overviewFilters, topicsQuery, visibilityQuery, type MetricFilters } from '../queries';
import { preloadedModule } from '../preloaded-module';
import { Badge, Card, EmptyState, ErrorNote, Loading, PageHeader, percent, SimulatedBadge } from '../ui';

// The charts (uPlot) come with this page only (the initial bundle stays small), fetched as soon as this page's code is,
// beside its data, not after it, and drawn as soon as both are in.
const useOverviewCharts = preloadedModule(() => import('./overview-charts'));

const route = getRouteApi('/app/brands/$brandId/');

export function OverviewPage() {
  const { brandId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = overviewFilters(search);
  const brand = useQuery({ ...brandsQuery, select: (brands) => brands.find((entry) => entry.id === brandId) });
  const topics = useQuery(topicsQuery(brandId));
  const visibility = useQuery(visibilityQuery(brandId, filters));
  const charts = useOverviewCharts();

  const setFilter = (name: keyof MetricFilters, value: string) =>
    void navigate({ search: (previous) => ({ ...previous, [name]: value === '' ? undefined : name === 'days' ? Number(value) : value }) });

  const series: { model: string; timeline: Visibility['timeline'] }[] = visibility.data?.timelineByModel ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title={brand.data ? `${brand.data.name}: overview` : 'Overview'}>
        {visibility.data && visibility.data.simulatedAnswers > 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <SimulatedBadge /> {visibility.data.simulatedAnswers} of {visibility.data.answers} answers came from the simulator
          </p>
        ) : null}
      </PageHeader>

      <SliceFilters
        brandId={brandId}
        fields={['days', 'model', 'topicId', 'market']}
        values={filters}
        onChange={(name, value) => setFilter(name, value)}
      />

      {visibility.isPending ? <Loading label="Loading the figures…" /> : null}
      <ErrorNote error={visibility.isError ? messageOf(visibility.error) : null} />
      {visibility.data ? (
        visibility.data.answers === 0 ? (
          <NoAnswers
            brandId={brandId}
            hasTopics={(topics.data?.length ?? 0) > 0}
            filtered={Boolean(search.model || search.topicId || search.market)}
          />
        ) : (
          <>
            <Figures data={visibility.data} days={filters.days} />
            {charts?.module ? (
              <charts.module.default series={series} overall={visibility.data.timeline} sov={visibility.data.sov} />
            ) : charts?.error ? (
              <ErrorNote error={`The charts could not be loaded (${messageOf(charts.error)}); reload the page to try again.`} />
            ) : (
              <Loading label="Loading the charts…" />
            )}
            <Breakdowns data={visibility.data} />
          </>
        )
      ) : null}
    </div>
  );
}

function NoAnswers({ brandId, hasTopics, filtered }: { brandId: string; hasTopics: boolean; filtered: boolean }) {
  if (filtered) return <EmptyState title="No answers match these filters">Widen the period or clear a filter.</EmptyState>;
  return (
    <EmptyState title="No answers yet">
      {hasTopics ? (
        <p>
          Figures appear once a campaign has run.{' '}
          <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
            Launch a campaign
          </Link>
        </p>
      ) : (
        <p>
          Start with a topic, a question buyers ask.{' '}
          <Link to="/brands/$brandId/topics" params={{ brandId }} className="font-medium text-indigo-700 underline">
            Add a topic
          </Link>
        </p>
      )}
    </EmptyState>
  );
}

/** A figure's move since the previous window; `significant` only where a test applies, `lowerIsBetter` for ranks. */
function Change(props: { change: number; significant?: boolean; unit: string; days: number; digits?: number; lowerIsBetter?: boolean }) {
  const { change, significant, unit, days, digits = 1, lowerIsBetter = false } = props;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const better = lowerIsBetter ? change <= 0 : change >= 0;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>
        {sign}
        {Math.abs(change).toFixed(digits)} {unit} vs the previous {days} days
      </span>
      {significant === undefined ? null : significant ? (
        <Badge tone={better ? 'good' : 'bad'} title="Two-proportion z-test at the 5 % level">
          significant
        </Badge>
      ) : (
        <Badge title="Within what chance gives at the 5 % level">not significant</Badge>
      )}
    </p>
  );
}

function Stat({ label, value, testId, children }: { label: string; value: string; testId: string; children?: ReactNode }) {
  return (
    <Card>
      <h2 className="text-sm font-medium text-slate-700">{label}</h2>
      <p className="mt-1 text-3xl font-semibold text-slate-900" data-testid={testId}>
        {value}
      </p>
      {children}
    </Card>
  );
}

function Figures({ data, days }: { data: Visibility; days: number }) {
  const previous = data.previousPeriod;
  const noComparison = <p className="mt-2 text-sm text-slate-600">No answers in the previous {days} days to compare with.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label="Mention rate" value={percent(data.mentionRate)} testId="mention-rate">
        <p className="text-sm text-slate-700">
          95 % interval {data.mentionRateCI95.low.toFixed(1)}–{data.mentionRateCI95.high.toFixed(1)} %, over {data.answers} answers
        </p>
        {previous ? <Change change={previous.change} significant={previous.significant} unit="pts" days={days} /> : noComparison}
      </Stat>
      <Stat label="Share of voice" value={percent(data.shareOfVoice)} testId="share-of-voice">
        {previous ? <Change change={previous.shareOfVoiceChange} unit="pts" days={days} /> : noComparison}
      </Stat>
      <Stat
        label="Average position"
        value={data.averagePosition === null ? '—' : data.averagePosition.toFixed(2)}
        testId="average-position"
      >
        {previous?.averagePositionChange != null ? (
          <Change change={previous.averagePositionChange} unit="ranks" days={days} digits={2} lowerIsBetter />
        ) : previous ? (
          <p className="mt-2 text-sm text-slate-600">No position to compare: the brand is not named in one of the two periods.</p>
        ) : (
          noComparison
        )}
      </Stat>
      <Stat label="Citation rate" value={percent(data.citationRate)} testId="citation-rate">
        {previous ? (
          <Change change={previous.citationRateChange} significant={previous.citationRateSignificant} unit="pts" days={days} />
        ) : (
          noComparison
        )}
      </Stat>
    </div>
  );
}

function Breakdowns({ data }: { data: Visibility }) {
  const tables: { title: string; rows: { name: string; answers: number; mentionRate: number }[] }[] = [
    {
      title: 'By model',
      rows: data.byModel.map((entry) => ({ name: entry.model, answers: entry.answers, mentionRate: entry.mentionRate })),
    },
    {
      title: 'By topic',
      rows: data.byTopic.map((entry) => ({ name: entry.seed, answers: entry.answers, mentionRate: entry.mentionRate })),
    },
    {
      title: 'By market',
      rows: data.byMarket.map((entry) => ({ name: entry.market, answers: entry.answers, mentionRate: entry.mentionRate })),
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {tables.map((table) => (
        <Card key={table.title} title={table.title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {table.title.replace('By ', '').replace(/^./, (first) => first.toUpperCase())}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Answers
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Mention rate
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.name} className="border-t border-slate-100">
                  <td className="py-1">{row.name}</td>
                  <td className="py-1 text-right tabular-nums">{row.answers}</td>
                  <td className="py-1 text-right tabular-nums">{percent(row.mentionRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </div>
  );
}
