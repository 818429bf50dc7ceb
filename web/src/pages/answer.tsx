import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { messageOf, type Answer } from '../api';
import type { Highlight } from '../markdown';
import { answerQuery, brandsQuery } from '../queries';
import { Badge, Card, ErrorNote, formatDate, Loading, PageHeader, SimulatedBadge } from '../ui';

const route = getRouteApi('/app/brands/$brandId/answers/$answerId');

/** Background colours for competitors, each at least 4.5:1 against the dark text over them. */
const COMPETITOR_COLOURS = ['#bfdbfe', '#bbf7d0', '#fbcfe8', '#ddd6fe', '#fed7aa', '#a5f3fc', '#e9d5ff', '#d9f99d'];

type Mention = NonNullable<Answer['analysis']>['mentions'][number];

// The Markdown parser comes with this page only (the initial bundle stays small), fetched as soon as this page's code is.
const markdownModule = import('../markdown');
const AnswerMarkdown = lazy(() => markdownModule);

/** What the page marks in the answer: every counted mention, with who it names and, for a competitor, its colour. */
export function highlightsOf(
  mentions: Mention[],
  names: { brand: string; competitors: Map<string, { name: string; colour: string }> },
): Highlight[] {
  return mentions.map((mention) => {
    if (mention.kind === 'BRAND') return { start: mention.start, end: mention.end, kind: 'brand', label: `${names.brand}, your brand` };
    const competitor = mention.competitorId ? names.competitors.get(mention.competitorId) : undefined;
    return {
      start: mention.start,
      end: mention.end,
      kind: 'competitor',
      label: competitor ? `${competitor.name}, competitor` : 'competitor',
      competitor: competitor?.name,
      colour: competitor?.colour ?? COMPETITOR_COLOURS[0],
    };
  });
}

export function AnswerPage() {
  const { brandId, answerId } = route.useParams();
  const answer = useQuery(answerQuery(brandId, answerId));
  const brand = useQuery({ ...brandsQuery, select: (brands) => brands.find((entry) => entry.id === brandId) });
  if (answer.isPending) return <Loading />;
  if (answer.isError) return <ErrorNote error={messageOf(answer.error)} />;
  const data = answer.data;
  const competitors = new Map(
    (data.analysis?.competitors ?? []).map((competitor, index) => [
      competitor.id,
      { name: competitor.name, colour: COMPETITOR_COLOURS[index % COMPETITOR_COLOURS.length]! },
    ]),
  );
  const brandName = brand.data?.name ?? 'Your brand';
  const counts = new Map<string | null, number>();
  for (const mention of data.analysis?.mentions ?? []) counts.set(mention.competitorId, (counts.get(mention.competitorId) ?? 0) + 1);

  return (
    <div className="space-y-4">
      <p>
        <Link to="/brands/$brandId/answers" params={{ brandId }} className="text-sm text-indigo-700 underline">
          ← All answers
        </Link>
      </p>
      <PageHeader title={data.prompt.text}>
        <div className="flex flex-wrap items-center gap-2">
          {data.simulated ? <SimulatedBadge /> : null}
          {data.status === 'FAILED' ? <Badge tone="bad">failed: {data.errorClass}</Badge> : null}
        </div>
      </PageHeader>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Model</dt>
          <dd className="font-medium">{data.model}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Market</dt>
          <dd className="font-medium">{data.market}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Topic</dt>
          <dd className="font-medium">{data.topic.seed}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Answered</dt>
          <dd className="font-medium">{formatDate(data.completedAt)}</dd>
        </div>
      </dl>
      {data.analysis ? (
        <Card title="Who the answer names">
          <ul className="flex flex-wrap gap-2 text-sm" aria-label="Legend">
            <li>
              <mark data-kind="brand">{brandName}</mark>{' '}
              {data.analysis.brandMentioned
                ? `your brand, ${counts.get(null) ?? 0}×${data.analysis.brandPosition ? `, position ${data.analysis.brandPosition}` : ''}`
                : 'your brand: not mentioned'}
            </li>
            {[...competitors.entries()].map(([id, competitor]) => (
              <li key={id}>
                <mark data-kind="competitor" style={{ backgroundColor: competitor.colour }}>
                  {competitor.name}
                </mark>{' '}
                {counts.get(id) ?? 0}×
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Answer">
        {data.text === null ? (
          <p className="text-sm text-slate-700">This run failed ({data.errorClass}); it has no text.</p>
        ) : (
          <div className="text-[0.95rem] leading-7 text-slate-900" data-testid="answer-text">
            <Suspense fallback={<Loading label="Loading the answer…" />}>
              <AnswerMarkdown
                source={data.text}
                highlights={highlightsOf(data.analysis?.mentions ?? [], { brand: brandName, competitors })}
              />
            </Suspense>
          </div>
        )}
      </Card>
      <Card title={`Citations (${data.citations.length})`}>
        {data.citations.length === 0 ? (
          <p className="text-sm text-slate-700">The answer cites no page.</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {data.citations.map((citation) => (
              <li key={citation.url}>
                <a href={citation.url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline break-all">
                  {citation.title ?? citation.url}
                </a>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
