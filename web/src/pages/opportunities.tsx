import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { api, messageOf, unwrap, type Opportunity, type OpportunityStatus } from '../api';
import { SliceFilters } from '../filters';
import { opportunitiesQuery } from '../queries';
import { OPPORTUNITY_STATUSES, type OpportunitiesSearch } from '../search';
import { Badge, Button, EmptyState, ErrorNote, formatDate, PageHeader, QueryState } from '../ui';

const route = getRouteApi('/app/brands/$brandId/opportunities');

const STATUS_LABELS: Record<OpportunityStatus, string> = {
  TODO: 'To do',
  IN_PROGRESS: 'In progress',
  DONE: 'Done',
  DISMISSED: 'Dismissed',
};

/** What each status can become, as buttons: the verb, and the status it sets. */
const MOVES: Record<OpportunityStatus, { label: string; to: OpportunityStatus }[]> = {
  TODO: [
    { label: 'Start', to: 'IN_PROGRESS' },
    { label: 'Mark done', to: 'DONE' },
    { label: 'Dismiss', to: 'DISMISSED' },
  ],
  IN_PROGRESS: [
    { label: 'Mark done', to: 'DONE' },
    { label: 'Back to to do', to: 'TODO' },
    { label: 'Dismiss', to: 'DISMISSED' },
  ],
  DONE: [{ label: 'Reopen', to: 'TODO' }],
  DISMISSED: [{ label: 'Reopen', to: 'TODO' }],
};

const tab =
  'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=page]:border-indigo-700 aria-[current=page]:text-indigo-800 border-transparent text-slate-700 hover:bg-slate-100';

export function OpportunitiesPage() {
  const { brandId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session } = useRouteContext({ from: '/app' });
  const canWrite = session.user.role !== 'viewer';
  const queryClient = useQueryClient();
  const shown = search.status ?? 'TODO';
  const opportunities = useQuery(
    opportunitiesQuery(brandId, { status: shown === 'ALL' ? undefined : shown, topicId: search.topicId, market: search.market }),
  );
  const [notice, setNotice] = useState<{ title: string; status: OpportunityStatus } | null>(null);

  const move = useMutation({
    mutationFn: async ({ opportunity, status }: { opportunity: Opportunity; status: OpportunityStatus }) =>
      unwrap(
        await api.PATCH('/brands/{brandId}/opportunities/{opportunityId}', {
          params: { path: { brandId, opportunityId: opportunity.id } },
          body: { status },
        }),
      ).data,
    onMutate: () => setNotice(null),
    onSuccess: async (updated, { opportunity }) => {
      setNotice({ title: opportunity.title, status: updated.status });
      await queryClient.invalidateQueries({ queryKey: ['opportunities', brandId] });
    },
  });

  const setFilter = (name: keyof OpportunitiesSearch, value: string) =>
    void navigate({ search: (previous) => ({ ...previous, [name]: value === '' ? undefined : value }) });

  // Sorted by priority, as the API answers them; kept so whatever the order of the response.
  const rows = [...(opportunities.data ?? [])].sort((a, b) => b.priorityScore - a.priorityScore);
  const tabs: { status: OpportunitiesSearch['status']; label: string }[] = [
    ...OPPORTUNITY_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] })),
    { status: 'ALL', label: 'All' },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title="Opportunities" />
      <p className="max-w-3xl text-sm text-slate-700">
        Prompts where competitors are recommended instead of your brand, most urgent first. They are found after every campaign, from the
        last 30 days of answers.
      </p>
      <nav aria-label="Opportunity status" className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((entry) => (
          <Link
            key={entry.status}
            to="/brands/$brandId/opportunities"
            params={{ brandId }}
            search={(previous) => ({ ...previous, status: entry.status === 'TODO' ? undefined : entry.status })}
            className={tab}
            aria-current={shown === entry.status ? 'page' : undefined}
            activeOptions={{ exact: true, includeSearch: true }}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <SliceFilters brandId={brandId} fields={['topicId', 'market']} values={search} onChange={setFilter} />

      <div aria-live="polite">
        {notice ? (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            “{notice.title}” is now {STATUS_LABELS[notice.status].toLowerCase()}.{' '}
            <Link
              to="/brands/$brandId/opportunities"
              params={{ brandId }}
              search={(previous) => ({ ...previous, status: notice.status === 'TODO' ? undefined : notice.status })}
              className="font-medium text-indigo-700 underline"
            >
              See {STATUS_LABELS[notice.status].toLowerCase()}
            </Link>
          </p>
        ) : null}
      </div>
      <ErrorNote error={move.isError ? messageOf(move.error) : null} />
      <QueryState query={opportunities} />
      {opportunities.data && rows.length === 0 ? (
        <EmptyState title={shown === 'ALL' ? 'No opportunities' : `No opportunities ${STATUS_LABELS[shown].toLowerCase()}`}>
          {search.topicId || search.market ? (
            'None for these filters.'
          ) : (
            <p>
              An opportunity appears when a campaign&apos;s answers recommend competitors instead of your brand.{' '}
              <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
                Campaigns
              </Link>
            </p>
          )}
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <ul className="space-y-3" data-testid="opportunities">
          {rows.map((opportunity) => (
            <OpportunityItem
              key={opportunity.id}
              opportunity={opportunity}
              canWrite={canWrite}
              pending={move.isPending}
              onMove={(status) => move.mutate({ opportunity, status })}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OpportunityItem({
  opportunity,
  canWrite,
  pending,
  onMove,
}: {
  opportunity: Opportunity;
  canWrite: boolean;
  pending: boolean;
  onMove: (status: OpportunityStatus) => void;
}) {
  const titleId = useId();
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-opportunity-id={opportunity.id}
      data-status={opportunity.status}
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-16 text-center" title="Priority, 0 to 100">
          <span className="block text-2xl font-semibold text-slate-900 tabular-nums">{opportunity.priorityScore.toFixed(1)}</span>
          <span className="text-xs text-slate-600">priority</span>
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-medium text-slate-900">
            {opportunity.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{opportunity.description}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-700">
            <Badge tone={opportunity.status === 'TODO' ? 'warn' : opportunity.status === 'IN_PROGRESS' ? 'info' : 'neutral'}>
              {STATUS_LABELS[opportunity.status]}
            </Badge>
            {opportunity.competitorsMentioned.map((name) => (
              <Badge key={name}>{name}</Badge>
            ))}
            <span>updated {formatDate(opportunity.updatedAt)}</span>
          </div>
        </div>
        {canWrite ? (
          <div role="group" aria-labelledby={titleId} className="flex flex-wrap gap-1">
            {MOVES[opportunity.status].map((move) => (
              <Button key={move.to} variant="secondary" disabled={pending} onClick={() => onMove(move.to)}>
                {move.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
