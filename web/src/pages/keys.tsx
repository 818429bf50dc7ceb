import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type ApiKey, type NewApiKey } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { keysQuery } from '../queries';
import { RoleRequired, useCanManage } from '../roles';
import { SettingsNav } from '../settings';
import { ShownOnceDialog } from '../shown-once';
import { Button, Card, ErrorNote, formatDate, PageHeader, QueryState, Table, TextField } from '../ui';

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
    // The list refreshes behind the dialog: awaiting it would hold back the form's reset until after the user typed again.
    onSuccess: (key) => {
      setCreated(key);
      void queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
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
        <QueryState query={keys} empty="No active key." />
        {keys.data && keys.data.length > 0 ? (
          <Table testId="keys-table" columns={['Name', 'Starts with', 'Created', 'Last used']} actions="hidden">
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
          </Table>
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

      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this key?"
        description={`Programs using “${revoking?.name ?? ''}” (${revoking?.start ?? ''}…) are refused from now on.`}
        confirmLabel="Revoke key"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </div>
  );
}
