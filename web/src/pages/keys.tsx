import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type ApiKey, type NewApiKey } from '../api';
import { keysQuery } from '../queries';
import { RoleRequired, useCanManage } from '../roles';
import { SettingsNav } from '../settings';
import { ShownOnceDialog } from '../shown-once';
import { Button, Card, Dialog, DialogClose, ErrorNote, formatDate, Loading, PageHeader, TextField } from '../ui';

export function KeysPage() {
  if (!useCanManage()) {
    return (
      <div>
        <PageHeader title="Settings › API keys" />
        <SettingsNav />
        <RoleRequired minimum="admin" what="API keys" />
      </div>
    );
  }
  return <Keys />;
}

function Keys() {
  const queryClient = useQueryClient();
  const keys = useQuery(keysQuery);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: async (name: string) => unwrap(await api.POST('/keys', { body: { name } })).data,
    onSuccess: async (key) => {
      setCreated(key);
      await queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const revoke = useMutation({
    mutationFn: async (keyId: string) => unwrap(await api.DELETE('/keys/{keyId}', { params: { path: { keyId } } })),
    onSuccess: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const formElement = event.currentTarget;
    create.mutate(String(new FormData(formElement).get('name')).trim(), { onSuccess: () => formElement.reset() });
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Settings › API keys" />
      <SettingsNav />
      <p className="max-w-3xl text-sm text-slate-700">
        Programs call the API at <code>/api/v1</code> with a key in <code>X-API-Key</code>. A key is shown once, when it is created; a lost
        key is revoked and a new one created. API access is part of the Agency plan.
      </p>
      <Card title="Create a key">
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <TextField className="w-72" label="Key name" name="name" required maxLength={100} placeholder="reporting script" />
          <Button type="submit" disabled={create.isPending}>
            Create key
          </Button>
        </form>
        <div className="mt-3">
          <ErrorNote error={error} />
        </div>
      </Card>
      <Card title="Active keys">
        {keys.isPending ? <Loading /> : null}
        <ErrorNote error={keys.isError ? messageOf(keys.error) : null} />
        {keys.data?.length === 0 ? <p className="text-sm text-slate-700">No active key.</p> : null}
        {keys.data && keys.data.length > 0 ? (
          <table className="w-full text-sm" data-testid="keys-table">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 font-medium">
                  Starts with
                </th>
                <th scope="col" className="py-2 font-medium">
                  Created
                </th>
                <th scope="col" className="py-2 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id} className="border-t border-slate-100">
                  <td className="py-2 font-medium">{key.name}</td>
                  <td className="py-2 font-mono">{key.start}…</td>
                  <td className="py-2">{formatDate(key.createdAt)}</td>
                  <td className="py-2">{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'never'}</td>
                  <td className="py-2 text-right">
                    <Button variant="secondary" onClick={() => setRevoking(key)} aria-label={`Revoke key ${key.name}`}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>

      <ShownOnceDialog
        value={created?.key ?? null}
        onClose={() => setCreated(null)}
        title="Your new API key"
        description="Copy it now: it is shown this once and cannot be read again."
        inputId="new-key"
        label={`Key “${created?.name}”`}
        copyLabel="Copy key"
      />

      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this key?"
        description={`Programs using “${revoking?.name ?? ''}” (${revoking?.start ?? ''}…) are refused from now on.`}
      >
        <ErrorNote error={revoke.isError ? messageOf(revoke.error) : null} />
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button variant="danger" disabled={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)}>
            Revoke key
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
