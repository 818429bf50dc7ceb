import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { messageOf, signIn } from '../api';
import { sessionQuery } from '../queries';
import { Button, ErrorNote, TextField } from '../ui';

const route = getRouteApi('/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    signIn(String(form.get('email')), String(form.get('password')))
      .then(async (session) => {
        queryClient.clear();
        queryClient.setQueryData(sessionQuery.queryKey, session);
        await navigate({ to: redirect ?? '/' });
      })
      .catch((failure: unknown) => setError(messageOf(failure)))
      .finally(() => setPending(false));
  };

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">Sign in to Brandlens</h1>
        <p className="mt-1 text-sm text-slate-700">How visible your brands are in the answers of AI assistants.</p>
        <form className="mt-6 space-y-4" onSubmit={submit}>
          <TextField label="Email" name="email" type="email" autoComplete="username" required autoFocus />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <ErrorNote error={error} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-4 text-xs text-slate-600">
          The first start of the service prints a demo login; an operator adds users with <code>brandlens users create</code>.
        </p>
      </div>
    </main>
  );
}
