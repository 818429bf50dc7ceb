import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap } from '../api';
import { brandsQuery } from '../queries';
import { ReadOnlyNote, useCanWrite } from '../roles';
import { Button, Card, EmptyState, ErrorNote, Loading, PageHeader, TextField } from '../ui';

/** The first brand's overview, or the first step of the way in: create a brand. */
export function HomePage() {
  const brands = useQuery(brandsQuery);
  const canWrite = useCanWrite();
  if (brands.isPending) return <Loading />;
  if (brands.isError) return <ErrorNote error={messageOf(brands.error)} />;
  const first = brands.data[0];
  if (first) return <Navigate to="/brands/$brandId" params={{ brandId: first.id }} replace />;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <EmptyState title="Welcome to Brandlens">
        <ol className="mx-auto mt-2 max-w-sm list-decimal space-y-1 text-left">
          <li>
            <strong>Create a brand</strong>: the name assistants should mention.
          </li>
          <li>Add a topic: a buyer's question, from which prompts are written.</li>
          <li>Launch a campaign: the prompts go to the models, and their answers are measured.</li>
        </ol>
      </EmptyState>
      {canWrite ? (
        <NewBrandForm />
      ) : (
        <ReadOnlyNote>
          The account has no brand yet, and you have read-only access (viewer): an owner, admin or member creates the first one.
        </ReadOnlyNote>
      )}
    </div>
  );
}

export function NewBrandPage() {
  const canWrite = useCanWrite();
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="New brand" />
      {canWrite ? <NewBrandForm /> : <ReadOnlyNote />}
    </div>
  );
}

function NewBrandForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (body: { name: string; domain?: string; aliases?: string[]; language?: string; country?: string }) =>
      unwrap(await api.POST('/brands', { body })).data,
    // Next step of the way in: its first topic. The list is refreshed once there, or the home page would move on first.
    onSuccess: async (brand) => {
      await navigate({ to: '/brands/$brandId/topics', params: { brandId: brand.id } });
      await queryClient.invalidateQueries({ queryKey: brandsQuery.queryKey });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const aliases = value('aliases')
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean);
    create.mutate({
      name: value('name'),
      ...(value('domain') ? { domain: value('domain') } : {}),
      ...(aliases.length ? { aliases } : {}),
      ...(value('language') ? { language: value('language') } : {}),
      ...(value('country') ? { country: value('country') } : {}),
    });
  };
  return (
    <Card title="Create a brand">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
        <TextField className="sm:col-span-2" label="Brand name" name="name" required maxLength={100} />
        <TextField
          label="Website domain"
          name="domain"
          placeholder="example.com"
          hint="Optional; its pages count as the brand's citations"
        />
        <TextField label="Other names" name="aliases" hint="Optional, separated by commas" />
        <TextField label="Language" name="language" defaultValue="en" hint="ISO 639 code, e.g. en, fr" minLength={2} maxLength={5} />
        <TextField label="Country" name="country" defaultValue="US" hint="ISO 3166 code, e.g. US, FR" minLength={2} maxLength={5} />
        <div className="sm:col-span-2">
          <ErrorNote error={error} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create brand'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
