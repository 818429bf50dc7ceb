import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type Competitor, type CompetitorStatus } from '../api';
import { SliceFilters } from '../filters';
import { competitorsQuery } from '../queries';
import { COMPETITOR_STATUSES, type CompetitorsSearch } from '../search';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogClose,
  EmptyState,
  ErrorNote,
  PageHeader,
  percent,
  QueryState,
  SelectField,
  Table,
  TextField,
  type Column,
} from '../ui';

const route = getRouteApi('/app/brands/$brandId/competitors');

const STATUS_LABELS: Record<CompetitorStatus, string> = { TRACKED: 'Tracked', DISCOVERED: 'Discovered', IGNORED: 'Ignored' };
const STATUS_TONES = { TRACKED: 'info', DISCOVERED: 'neutral', IGNORED: 'warn' } as const;

/** Aliases as typed: separated by commas, blanks dropped. */
const aliasList = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);

/** The buttons of a row: what a competitor's status can become, and what the page says once it has. */
const STATUS_CHANGES: { status: CompetitorStatus; label: string; done: (name: string) => string }[] = [
  { status: 'TRACKED', label: 'Track', done: (name) => `${name} is tracked.` },
  { status: 'IGNORED', label: 'Ignore', done: (name) => `${name} is ignored: never counted or shown.` },
];

const COLUMNS: Column[] = [
  'Rank',
  'Name',
  { label: 'Mention rate', numeric: true },
  {
    label: (
      <abbr title="Share of the answers naming the brand that also name this competitor" className="no-underline">
        Co-occurrence
      </abbr>
    ),
    numeric: true,
  },
  { label: 'Average position', numeric: true },
  'Domain',
  'Status',
];

type Editing = { kind: 'add' } | { kind: 'edit'; competitor: Competitor } | { kind: 'merge'; competitor: Competitor };

export function CompetitorsPage() {
  const { brandId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { session } = useRouteContext({ from: '/app' });
  const canWrite = session.user.role !== 'viewer';
  const queryClient = useQueryClient();
  const competitors = useQuery({ ...competitorsQuery(brandId, search), placeholderData: keepPreviousData });
  // Every competitor the brand keeps, whatever the filters: what another can be merged into.
  const everyCompetitor = useQuery({ ...competitorsQuery(brandId, {}), enabled: canWrite });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setFilter = (name: keyof CompetitorsSearch, value: string) =>
    void navigate({ search: (previous) => ({ ...previous, [name]: value === '' ? undefined : name === 'days' ? Number(value) : value }) });

  // The brand's answers are re-analysed after every change, in the background: the figures follow within seconds.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['competitors', brandId] });
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['competitors', brandId] });
      void queryClient.invalidateQueries({ queryKey: ['visibility', brandId] });
    }, 3000);
  };
  const change = useMutation({
    mutationFn: async (request: ChangeRequest) => {
      if (request.kind === 'add') {
        return unwrap(await api.POST('/brands/{brandId}/competitors', { params: { path: { brandId } }, body: request.body })).data;
      }
      const path = { brandId, competitorId: request.competitorId };
      if (request.kind === 'merge') {
        return unwrap(
          await api.POST('/brands/{brandId}/competitors/{competitorId}/merge', { params: { path }, body: { into: request.into } }),
        ).data;
      }
      return unwrap(await api.PATCH('/brands/{brandId}/competitors/{competitorId}', { params: { path }, body: request.body })).data;
    },
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: async (record, request) => {
      setEditing(null);
      setNotice(`${request.done(record.name)} The figures follow once the answers are re-analysed, within seconds.`);
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  const rows = competitors.data ?? [];
  const filtered = Boolean(search.days || search.model || search.topicId || search.market || search.status);
  return (
    <div className="space-y-4">
      <PageHeader title="Competitors">
        {canWrite ? (
          <Button onClick={() => setEditing({ kind: 'add' })}>Add a tracked competitor</Button>
        ) : (
          <p className="text-sm text-slate-700">Your role (viewer) reads the leaderboard; members and above change it.</p>
        )}
      </PageHeader>
      <SliceFilters brandId={brandId} fields={['days', 'model', 'topicId', 'market']} values={search} onChange={setFilter} allTime>
        <SelectField
          label="Status"
          value={search.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          options={[
            { value: '', label: 'Tracked and discovered' },
            ...COMPETITOR_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          ]}
        />
      </SliceFilters>

      <div aria-live="polite">
        {notice ? <p className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{notice}</p> : null}
      </div>
      <ErrorNote error={error} />
      <QueryState query={competitors} />
      {competitors.data && rows.length === 0 ? (
        <EmptyState title="No competitors">
          {filtered ? (
            'None match these filters.'
          ) : (
            <p>
              Competitors are found in the answers of campaigns, or added here.{' '}
              <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
                Launch a campaign
              </Link>
            </p>
          )}
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <Card>
          <Table
            testId="competitors-table"
            caption="Competitors by mention rate"
            columns={COLUMNS}
            actions={canWrite ? 'shown' : undefined}
            spaced
          >
            {rows.map((competitor) => (
              <tr key={competitor.id} className="border-t border-slate-100 align-top" data-competitor-id={competitor.id}>
                <td className="py-2 pr-2 tabular-nums">{competitor.rank}</td>
                <td className="py-2 pr-2">
                  <span className="font-medium" data-testid="competitor-name">
                    {competitor.name}
                  </span>
                  {competitor.aliases.length > 0 ? (
                    <span className="block text-xs text-slate-600">also {competitor.aliases.join(', ')}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums" data-testid="competitor-mention-rate">
                  {percent(competitor.mentionRate)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{percent(competitor.coOccurrenceRate)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {competitor.averagePosition === null ? '—' : competitor.averagePosition.toFixed(2)}
                </td>
                <td className="py-2 pr-2">{competitor.domain ?? '—'}</td>
                <td className="py-2 pr-2">
                  <Badge tone={STATUS_TONES[competitor.status]}>{STATUS_LABELS[competitor.status]}</Badge>
                </td>
                {canWrite ? (
                  <td className="py-1">
                    <div className="flex flex-wrap gap-1">
                      {STATUS_CHANGES.filter((entry) => entry.status !== competitor.status).map((entry) => (
                        <Button
                          key={entry.status}
                          variant="secondary"
                          disabled={change.isPending}
                          aria-label={`${entry.label} ${competitor.name}`}
                          onClick={() =>
                            change.mutate({ kind: 'update', competitorId: competitor.id, body: { status: entry.status }, done: entry.done })
                          }
                        >
                          {entry.label}
                        </Button>
                      ))}
                      <Button
                        variant="ghost"
                        aria-label={`Edit ${competitor.name}`}
                        onClick={() => {
                          setError(null);
                          setEditing({ kind: 'edit', competitor });
                        }}
                      >
                        Edit…
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Merge ${competitor.name} into another`}
                        onClick={() => {
                          setError(null);
                          setEditing({ kind: 'merge', competitor });
                        }}
                      >
                        Merge…
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </Table>
        </Card>
      ) : null}

      <Dialog
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.kind === 'edit' ? `Edit ${editing.competitor.name}` : 'Add a tracked competitor'}
        description="A tracked competitor is found like the brand itself, by its name and every alias, in every answer."
      >
        {editing?.kind === 'add' || editing?.kind === 'edit' ? (
          <CompetitorForm
            competitor={editing.kind === 'edit' ? editing.competitor : undefined}
            pending={change.isPending}
            error={error}
            onSubmit={(body) =>
              editing.kind === 'edit'
                ? change.mutate({ kind: 'update', competitorId: editing.competitor.id, body, done: (name) => `${name} is saved.` })
                : change.mutate({ kind: 'add', body, done: (name) => `${name} is tracked.` })
            }
          />
        ) : null}
      </Dialog>

      <Dialog
        open={editing?.kind === 'merge'}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.kind === 'merge' ? `Merge ${editing.competitor.name}` : 'Merge'}
        description="Its names become aliases of the competitor that remains, and its figures count there."
      >
        {editing?.kind === 'merge' ? (
          <MergeForm
            competitor={editing.competitor}
            others={(everyCompetitor.data ?? []).filter((entry) => entry.id !== editing.competitor.id)}
            pending={change.isPending}
            error={error}
            onSubmit={(into) =>
              change.mutate({
                kind: 'merge',
                competitorId: editing.competitor.id,
                into,
                done: (name) => `${editing.competitor.name} is merged into ${name}.`,
              })
            }
          />
        ) : null}
      </Dialog>
    </div>
  );
}

type CompetitorBody = { name?: string; aliases?: string[]; domain?: string | null };

type ChangeRequest = (
  | { kind: 'add'; body: CompetitorBody & { name: string } }
  | { kind: 'update'; competitorId: string; body: CompetitorBody & { status?: CompetitorStatus } }
  | { kind: 'merge'; competitorId: string; into: string }
) & {
  /** What the page says once it is done, given the competitor's name as the API answers it. */
  done: (name: string) => string;
};

function CompetitorForm({
  competitor,
  pending,
  error,
  onSubmit,
}: {
  competitor?: Competitor;
  pending: boolean;
  error: string | null;
  onSubmit: (body: CompetitorBody & { name: string }) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const domain = String(form.get('domain') ?? '').trim();
    onSubmit({
      name: String(form.get('name') ?? '').trim(),
      aliases: aliasList(form.get('aliases')),
      // Clearing the field of a known domain clears it; a new competitor simply has none.
      ...(domain ? { domain } : competitor?.domain ? { domain: null } : {}),
    });
  };
  return (
    <form className="space-y-4" onSubmit={submit}>
      <TextField label="Name" name="name" required maxLength={100} defaultValue={competitor?.name ?? ''} />
      <TextField
        label="Aliases"
        name="aliases"
        defaultValue={competitor?.aliases.join(', ') ?? ''}
        hint="Other names answers use for it, separated by commas"
      />
      <TextField label="Domain" name="domain" maxLength={253} defaultValue={competitor?.domain ?? ''} placeholder="example.com" />
      <ErrorNote error={error} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {competitor ? 'Save' : 'Track competitor'}
        </Button>
      </div>
    </form>
  );
}

function MergeForm({
  competitor,
  others,
  pending,
  error,
  onSubmit,
}: {
  competitor: Competitor;
  others: Competitor[];
  pending: boolean;
  error: string | null;
  onSubmit: (into: string) => void;
}) {
  const [into, setInto] = useState('');
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (into) onSubmit(into);
      }}
    >
      <SelectField
        label={`Merge ${competitor.name} into`}
        required
        value={into}
        onChange={(event) => setInto(event.target.value)}
        options={[{ value: '', label: 'Choose a competitor' }, ...others.map((other) => ({ value: other.id, label: other.name }))]}
      />
      <ErrorNote error={error} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || !into}>
          Merge
        </Button>
      </div>
    </form>
  );
}
