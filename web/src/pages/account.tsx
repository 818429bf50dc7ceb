import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap } from '../api';
import { sessionQuery } from '../queries';
import { ROLE_LABELS } from '../roles';
import { SettingsNav } from '../settings';
import { Button, Card, ErrorNote, PageHeader, TextField } from '../ui';

const MIN_PASSWORD = 12;

export function AccountPage() {
  const session = useQuery(sessionQuery).data;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) => unwrap(await api.POST('/auth/password', { body })).data,
    onError: (failure) => setError(messageOf(failure)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmPassword'))) {
      setError('The new password and its confirmation differ.');
      return;
    }
    change.mutate(
      { currentPassword: String(form.get('currentPassword')), newPassword },
      {
        onSuccess: (result) => {
          formElement.reset();
          const others = result.endedSessions;
          setDone(
            `Password changed. ${others === 0 ? 'You had no other session.' : `${others} other session${others === 1 ? '' : 's'} ended.`}`,
          );
        },
      },
    );
  };
  return (
    <div className="space-y-6">
      <PageHeader title="Settings › Account" />
      <SettingsNav />
      {session ? (
        <Card title="Signed in as">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-slate-600">Email</dt>
            <dd className="font-medium">{session.user.email}</dd>
            <dt className="text-slate-600">Role</dt>
            <dd>{ROLE_LABELS[session.user.role]}</dd>
            <dt className="text-slate-600">Plan</dt>
            <dd>{session.account.plan}</dd>
          </dl>
        </Card>
      ) : null}
      <Card title="Change password">
        <form className="grid max-w-md gap-4" onSubmit={submit}>
          <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            maxLength={256}
            hint={`At least ${MIN_PASSWORD} characters. Your other sessions end; this one stays.`}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD}
            maxLength={256}
          />
          <ErrorNote error={error} />
          {done ? (
            <p role="status" className="text-sm text-emerald-800">
              {done}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
