import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type Topic } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { brandsQuery, topicsQuery } from '../queries';
import { ReadOnlyNote, useCanWrite } from '../roles';
import { Button, Card, ErrorNote, formatDate, PageHeader, QueryState, SelectField, TextField } from '../ui';

const route = getRouteApi('/app/brands/$brandId/topics');

export function TopicsPage() {
  const { brandId } = route.useParams();
  const queryClient = useQueryClient();
  const topics = useQuery(topicsQuery(brandId));
  const brand = useQuery({ ...brandsQuery, select: (brands) => brands.find((entry) => entry.id === brandId) });
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Topic | null>(null);
  const canWrite = useCanWrite();

  const create = useMutation({
    mutationFn: async (body: { seed: string; language?: string; country?: string }) =>
      unwrap(await api.POST('/brands/{brandId}/topics', { params: { path: { brandId } }, body })).data,
    // Not awaited: the form's reset waits for this, and would otherwise clear what the user typed meanwhile.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: topicsQuery(brandId).queryKey }),
    onError: (failure) => setError(messageOf(failure)),
  });
  const remove = useMutation({
    mutationFn: async (topicId: string) =>
      unwrap(await api.DELETE('/brands/{brandId}/topics/{topicId}', { params: { path: { brandId, topicId } } })),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: topicsQuery(brandId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['visibility', brandId] });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const [country, language] = String(form.get('market') ?? '').split('-');
    create.mutate(
      { seed: String(form.get('seed')).trim(), ...(country && language ? { country, language } : {}) },
      { onSuccess: () => formElement.reset() },
    );
  };

  const markets = brand.data?.markets ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Topics" />
      {canWrite ? null : <ReadOnlyNote />}
      {canWrite ? (
        <Card title="Add a topic">
          <form className="grid gap-4 sm:grid-cols-4" onSubmit={submit}>
            <TextField
              className="sm:col-span-3"
              label="Question or category"
              name="seed"
              required
              minLength={3}
              maxLength={200}
              placeholder="best CRM for small businesses"
              hint="10 to 20 prompts are written from it"
            />
            <SelectField label="Market" name="market" options={markets.map((market) => ({ value: market, label: market }))} />
            <div className="sm:col-span-4">
              <ErrorNote error={error} />
            </div>
            <div className="sm:col-span-4">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Writing prompts…' : 'Add topic'}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
      <Card title="Topics">
        <QueryState query={topics} empty="No topic yet." />
        <ul className="divide-y divide-slate-100">
          {(topics.data ?? []).map((topic) => (
            <li key={topic.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="flex-1 font-medium">{topic.seed}</span>
              <span className="text-slate-700">
                {topic.country}-{topic.language} · {topic.promptCount} prompts · {formatDate(topic.createdAt)}
              </span>
              <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="text-indigo-700 underline">
                Launch a campaign
              </Link>
              {canWrite ? (
                <Button variant="ghost" onClick={() => setRemoving(topic)} aria-label={`Delete topic ${topic.seed}`}>
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Delete this topic?"
        description={`"${removing?.seed ?? ''}", its prompts and its campaigns' answers are deleted for good; the figures no longer count them.`}
        confirmLabel="Delete topic"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
