import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { api, fetchSession, messageOf, unwrap } from '../api';
import { sessionQuery } from '../queries';
import { Button, ErrorNote, TextField } from '../ui';

const MIN_PASSWORD = 12;

/**
 * The invite link is /accept-invite#TOKEN: the token is in the fragment, which the browser never sends to a server
 * (nor in a Referer). It is read once and taken out of the address bar.
 */
function readToken(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
}

export function AcceptInvitePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(readToken);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      setError('The password and its confirmation differ.');
      return;
    }
    setPending(true);
    api
      .POST('/invites/accept', { body: { token, password } })
      .then(unwrap)
      // The answer set the session cookie; reading the session takes its CSRF token for the writes to come.
      .then(() => fetchSession())
      .then(async (session) => {
        queryClient.clear();
        queryClient.setQueryData(sessionQuery.queryKey, session);
        await navigate({ to: '/' });
      })
      .catch((failure: unknown) => setError(messageOf(failure)))
      .finally(() => setPending(false));
  };

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">Join your team on Brandlens</h1>
        {token ? (
          <>
            <p className="mt-1 text-sm text-slate-700">Choose a password to finish: you are signed in right after.</p>
            <form className="mt-6 space-y-4" onSubmit={submit}>
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD}
                maxLength={256}
                autoFocus
                hint={`At least ${MIN_PASSWORD} characters`}
              />
              <TextField
                label="Confirm password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD}
                maxLength={256}
              />
              <ErrorNote error={error} />
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? 'Joining…' : 'Accept invite'}
              </Button>
            </form>
          </>
        ) : (
          <div className="mt-4">
            <ErrorNote error="This link has no invite in it: open the whole link you were sent, or ask for a new invite." />
          </div>
        )}
        <p className="mt-4 text-xs text-slate-600">
          Already have a login?{' '}
          <a href="/login" className="text-indigo-700 underline">
            Sign in
          </a>
        </p>
      </div>
    </main>
  );
}
