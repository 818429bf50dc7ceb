import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { messageOf, type Answer } from '../api';
import { answerQuery, brandsQuery } from '../queries';
import { Badge, Card, ErrorNote, formatDate, Loading, PageHeader, SimulatedBadge } from '../ui';

const route = getRouteApi('/app/brands/$brandId/answers/$answerId');

/** Background colours for competitors, each at least 4.5:1 against the dark text over them. */
const COMPETITOR_COLOURS = ['#bfdbfe', '#bbf7d0', '#fbcfe8', '#ddd6fe', '#fed7aa', '#a5f3fc', '#e9d5ff', '#d9f99d'];

type Mention = NonNullable<Answer['analysis']>['mentions'][number];

/** The answer's text with every counted mention marked, from the analysis's offsets (overlaps keep the first). */
export function highlight(
  text: string,
  mentions: Mention[],
  names: { brand: string; competitors: Map<string, { name: string; colour: string }> },
) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    if (mention.start < cursor || mention.end > text.length || mention.end <= mention.start) continue;
    if (mention.start > cursor) parts.push(text.slice(cursor, mention.start));
    const competitor = mention.competitorId ? names.competitors.get(mention.competitorId) : undefined;
    parts.push(
      mention.kind === 'BRAND' ? (
        <mark key={mention.start} data-kind="brand" title={`${names.brand} (your brand)`}>
          {text.slice(mention.start, mention.end)}
        </mark>
      ) : (
        <mark
          key={mention.start}
          data-kind="competitor"
          data-competitor={competitor?.name}
          title={competitor ? `${competitor.name} (competitor)` : 'competitor'}
          style={{ backgroundColor: competitor?.colour ?? COMPETITOR_COLOURS[0] }}
        >
          {text.slice(mention.start, mention.end)}
        </mark>
      ),
    );
    cursor = mention.end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
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
          <div className="text-[0.95rem] leading-7 whitespace-pre-wrap text-slate-900" data-testid="answer-text">
            {highlight(data.text, data.analysis?.mentions ?? [], { brand: brandName, competitors })}
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
