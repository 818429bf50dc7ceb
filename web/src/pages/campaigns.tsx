import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type Campaign, type ModelId } from '../api';
import { campaignsQuery, modelsQuery, topicsQuery } from '../queries';
import { ReadOnlyNote, useCanWrite } from '../roles';
import { usageQuery } from '../settings';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorNote,
  formatDate,
  Loading,
  PageHeader,
  QueryState,
  SelectField,
  SimulatedBadge,
  Table,
  TextField,
} from '../ui';

const route = getRouteApi('/app/brands/$brandId/campaigns');

const LIVE = new Set(['queued', 'running']);
const statusTone = { queued: 'neutral', running: 'info', completed: 'good', failed: 'bad', cancelled: 'neutral' } as const;

export function CampaignsPage() {
  const { brandId } = route.useParams();
  const queryClient = useQueryClient();
  // Live progress: the list is read again every 2 s while any campaign is queued or running.
  const campaigns = useQuery({
    ...campaignsQuery(brandId),
    refetchInterval: (query) => (query.state.data?.some((campaign) => LIVE.has(campaign.status)) ? 2000 : false),
  });
  const topics = useQuery(topicsQuery(brandId));
  const live = campaigns.data?.filter((campaign) => LIVE.has(campaign.status)).length ?? 0;
  // When a campaign finishes, the figures and answers behind it are new.
  const previousLive = useRef(live);
  useEffect(() => {
    if (live < previousLive.current) {
      void queryClient.invalidateQueries({ queryKey: ['visibility', brandId] });
      void queryClient.invalidateQueries({ queryKey: ['answers', brandId] });
    }
    previousLive.current = live;
  }, [live, brandId, queryClient]);

  const seedOf = new Map((topics.data ?? []).map((topic) => [topic.id, topic.seed]));
  const canWrite = useCanWrite();
  return (
    <div className="space-y-6">
      <PageHeader title="Campaigns" />
      {topics.data && topics.data.length === 0 ? (
        <EmptyState title="Add a topic first">
          A campaign sends a topic's prompts to the models.{' '}
          <Link to="/brands/$brandId/topics" params={{ brandId }} className="font-medium text-indigo-700 underline">
            Add a topic
          </Link>
        </EmptyState>
      ) : canWrite ? (
        <LaunchForm brandId={brandId} />
      ) : (
        <ReadOnlyNote />
      )}
      <Card title="History">
        <QueryState query={campaigns} empty="No campaign yet." />
        {campaigns.data && campaigns.data.length > 0 ? (
          <Table testId="campaigns-table" columns={['Launched', 'Topic', 'Models', 'Status', 'Progress']} actions="hidden">
            {campaigns.data.map((campaign) => (
              <CampaignRow key={campaign.id} brandId={brandId} campaign={campaign} seed={seedOf.get(campaign.topicId)} />
            ))}
          </Table>
        ) : null}
      </Card>
    </div>
  );
}

function CampaignRow({ brandId, campaign, seed }: { brandId: string; campaign: Campaign; seed: string | undefined }) {
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const cancel = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/brands/{brandId}/campaigns/{campaignId}/cancel', { params: { path: { brandId, campaignId: campaign.id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQuery(brandId).queryKey }),
  });
  const { total, completed, failed } = campaign.progress;
  const done = completed + failed;
  return (
    <tr className="border-t border-slate-100 align-top" data-campaign-id={campaign.id} data-status={campaign.status}>
      <td className="py-2">{formatDate(campaign.createdAt)}</td>
      <td className="py-2">{seed ?? campaign.topicId}</td>
      <td className="py-2">
        {campaign.models.join(', ')} × {campaign.runsPerModel}
      </td>
      <td className="py-2">
        <span className="flex flex-wrap gap-1">
          <Badge tone={statusTone[campaign.status]}>{campaign.status}</Badge>
          {campaign.simulated ? <SimulatedBadge /> : null}
        </span>
        {campaign.error ? <p className="mt-1 text-xs text-red-800">{campaign.error}</p> : null}
      </td>
      <td className="py-2">
        <progress
          className="h-2 w-32 accent-indigo-700"
          max={total || 1}
          value={done}
          aria-label={`Progress of the campaign of ${campaign.createdAt}`}
        />
        <span className="ml-2 text-xs text-slate-700 tabular-nums">
          {done}/{total}
          {failed > 0 ? `, ${failed} failed` : ''}
        </span>
      </td>
      <td className="py-2 text-right">
        {LIVE.has(campaign.status) ? (
          canWrite ? (
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel
            </Button>
          ) : null
        ) : (
          <Link
            to="/brands/$brandId/answers"
            params={{ brandId }}
            search={{ campaignId: campaign.id }}
            className="text-indigo-700 underline"
            aria-label={`Answers of the campaign of ${formatDate(campaign.createdAt)}`}
          >
            Answers
          </Link>
        )}
      </td>
    </tr>
  );
}

function LaunchForm({ brandId }: { brandId: string }) {
  const queryClient = useQueryClient();
  const topics = useQuery(topicsQuery(brandId));
  const models = useQuery(modelsQuery);
  const usage = useQuery(usageQuery);
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [launched, setLaunched] = useState<string | null>(null);
  // By default: the models that can answer here, or the simulator when none can.
  const usable = (models.data ?? []).filter((model) => model.configured);
  const chosen =
    selected ??
    new Set(
      usable
        .filter((model) => model.id !== 'SIMULATED')
        .slice(0, 2)
        .map((model) => model.id),
    );
  if (selected === null && chosen.size === 0 && usable.some((model) => model.id === 'SIMULATED')) chosen.add('SIMULATED');

  const launch = useMutation({
    mutationFn: async (body: { topicId: string; models: ModelId[]; runsPerModel: number }) =>
      unwrap(await api.POST('/brands/{brandId}/campaigns', { params: { path: { brandId } }, body })).data,
    onSuccess: async (campaign) => {
      setLaunched(`Campaign launched: ${campaign.progress.total} runs queued.`);
      await queryClient.invalidateQueries({ queryKey: campaignsQuery(brandId).queryKey });
      await queryClient.invalidateQueries({ queryKey: usageQuery.queryKey });
    },
    onError: (failure) => setError(messageOf(failure)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setLaunched(null);
    const form = new FormData(event.currentTarget);
    if (chosen.size === 0) return setError('Choose at least one model.');
    launch.mutate({
      topicId: String(form.get('topicId')),
      models: [...chosen] as ModelId[],
      runsPerModel: Number(form.get('runsPerModel')),
    });
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  if (topics.isPending || models.isPending) return <Loading />;
  return (
    <Card title="Launch a campaign">
      <form className="space-y-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            className="sm:col-span-2"
            label="Topic"
            name="topicId"
            required
            options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: `${topic.seed} (${topic.promptCount} prompts)` }))}
          />
          <TextField label="Runs per model" name="runsPerModel" type="number" min={1} max={10} defaultValue={1} required />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Models</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {(models.data ?? []).map((model) => (
              <label
                key={model.id}
                className="flex items-center gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:disabled]:opacity-70"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-indigo-700"
                  checked={chosen.has(model.id)}
                  disabled={!model.configured}
                  onChange={(event) => toggle(model.id, event.target.checked)}
                />
                <span className="flex-1">{model.label}</span>
                {model.simulated ? <SimulatedBadge /> : null}
                {model.configured ? (
                  <Badge tone="good">configured</Badge>
                ) : (
                  <Badge title={model.credentialEnv ? `Set ${model.credentialEnv} on the server` : undefined}>not configured</Badge>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        {usage.data ? (
          <p className="text-sm text-slate-700" data-testid="runs-left">
            {Math.max(0, usage.data.runQuota - usage.data.runsThisMonth).toLocaleString()} of {usage.data.runQuota.toLocaleString()}{' '}
            campaign runs left this month.
          </p>
        ) : null}
        <ErrorNote error={error} />
        {launched ? (
          <p role="status" className="text-sm text-emerald-800">
            {launched}
          </p>
        ) : null}
        <Button type="submit" disabled={launch.isPending}>
          {launch.isPending ? 'Launching…' : 'Launch campaign'}
        </Button>
      </form>
    </Card>
  );
}
