import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { sessionQuery } from '../queries';
import { hasRole, RoleRequired, ROLE_LABELS, useRole, type Role } from '../roles';
import { ShownOnceDialog } from '../shown-once';
import { invitesQuery, SettingsNav, usersQuery, type CreatedInvite, type Invite, type TeamUser } from '../settings';
import { Badge, Button, Card, ErrorNote, formatDate, PageHeader, QueryState, SelectField, Table, TextField } from '../ui';

const ALL_ROLES: Role[] = ['owner', 'admin', 'member', 'viewer'];

/** The roles this user may hand out: only an owner grants the owner role. */
function grantable(role: Role): { value: string; label: string }[] {
  return ALL_ROLES.filter((entry) => entry !== 'owner' || role === 'owner').map((entry) => ({ value: entry, label: ROLE_LABELS[entry] }));
}

export function TeamPage() {
  const role = useRole();
  if (!hasRole(role, 'admin')) {
    return (
      <div>
        <PageHeader title="Settings › Team" />
        <SettingsNav />
        <RoleRequired minimum="admin" what="The team" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader title="Settings › Team" />
      <SettingsNav />
      <InviteForm />
      <Invites />
      <Members />
    </div>
  );
}

function InviteForm() {
  const role = useRole();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (body: { email: string; role: Role }) => unwrap(await api.POST('/invites', { body })).data,
    // The list refreshes behind the dialog: awaiting it would hold back the form's reset until after the user typed again.
    onSuccess: (invite) => {
      setCreated(invite);
      void queryClient.invalidateQueries({ queryKey: invitesQuery.queryKey });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    create.mutate(
      { email: String(form.get('email')).trim(), role: String(form.get('role')) as Role },
      { onSuccess: () => formElement.reset() },
    );
  };
  return (
    <Card title="Invite a teammate">
      <p className="mb-3 max-w-3xl text-sm text-slate-700">
        The invite gives a link, shown once: when the service has a mail server it is also emailed to your teammate, otherwise send it to
        them yourself. It works once, for 7 days, and asks them to choose a password.
      </p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <TextField className="w-72" label="Teammate's email" name="email" type="email" required maxLength={254} autoComplete="off" />
        <SelectField className="w-96" label="Role" name="role" defaultValue="member" options={grantable(role)} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Inviting…' : 'Create invite'}
        </Button>
      </form>
      <div className="mt-3">
        <ErrorNote error={error} />
      </div>
      <ShownOnceDialog
        value={created?.url ?? null}
        onClose={() => setCreated(null)}
        title="Invite link"
        description={
          created?.emailed
            ? `It was emailed to ${created.email}. It is also shown here this once, to copy should the mail not arrive: it cannot be read again.`
            : 'Copy it now and send it to your teammate: it is shown this once and cannot be read again.'
        }
        inputId="invite-link"
        label={`Link for ${created?.email} (${created?.role})`}
        copyLabel="Copy link"
      >
        <p className="mt-2 text-xs text-slate-600">Valid until {formatDate(created?.expiresAt)}.</p>
      </ShownOnceDialog>
    </Card>
  );
}

function Invites() {
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const revoke = useMutation({
    mutationFn: async (inviteId: string) => unwrap(await api.DELETE('/invites/{inviteId}', { params: { path: { inviteId } } })),
    onSuccess: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: invitesQuery.queryKey });
    },
  });
  return (
    <Card title="Pending invites">
      <QueryState query={invites} empty="No pending invite." />
      {invites.data && invites.data.length > 0 ? (
        <Table testId="invites-table" columns={['Email', 'Role', 'Invited', 'Expires']} actions="hidden">
          {invites.data.map((invite) => (
            <tr key={invite.id} className="border-t border-slate-100">
              <td className="py-2 font-medium">{invite.email}</td>
              <td className="py-2">{invite.role}</td>
              <td className="py-2">{formatDate(invite.createdAt)}</td>
              <td className="py-2">{formatDate(invite.expiresAt)}</td>
              <td className="py-2 text-right">
                <Button variant="secondary" onClick={() => setRevoking(invite)} aria-label={`Revoke the invite of ${invite.email}`}>
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this invite?"
        description={`The link sent to ${revoking?.email ?? ''} stops working.`}
        confirmLabel="Revoke invite"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </Card>
  );
}

function Members() {
  const role = useRole();
  const me = useQuery(sessionQuery).data?.user.id;
  const queryClient = useQueryClient();
  const users = useQuery(usersQuery);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const changeRole = useMutation({
    mutationFn: async ({ userId, role: next }: { userId: string; role: Role }) =>
      unwrap(await api.PATCH('/users/{userId}', { params: { path: { userId } }, body: { role: next } })).data,
    onSuccess: async (user) => {
      // A change of one's own role applies at once: the session says what this page may show.
      if (user.id === me) await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (failure) => setError(messageOf(failure)),
    // The select shows the role the API has, whatever was asked.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
  const remove = useMutation({
    mutationFn: async (userId: string) => unwrap(await api.DELETE('/users/{userId}', { params: { path: { userId } } })),
    onSuccess: async () => {
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
    },
  });
  return (
    <Card title="Members">
      <QueryState query={users} />
      <div className="mb-3">
        <ErrorNote error={error} />
      </div>
      {users.data ? (
        <Table testId="users-table" columns={['Email', 'Role', 'Last sign-in']} actions="hidden">
          {users.data.map((user) => {
            // Only an owner changes or removes an owner (the API says so too); an admin sees why.
            const locked = user.role === 'owner' && role !== 'owner';
            return (
              <tr key={user.id} className="border-t border-slate-100" data-user-email={user.email}>
                <td className="py-2 font-medium">
                  {user.email} {user.id === me ? <Badge tone="info">you</Badge> : null}
                </td>
                <td className="py-2">
                  <label className="sr-only" htmlFor={`role-${user.id}`}>
                    Role of {user.email}
                  </label>
                  <select
                    id={`role-${user.id}`}
                    className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-slate-100"
                    value={user.role}
                    disabled={locked || changeRole.isPending}
                    title={locked ? 'Only an owner changes an owner' : undefined}
                    onChange={(event) => {
                      setError(null);
                      changeRole.mutate({ userId: user.id, role: event.target.value as Role });
                    }}
                  >
                    {ALL_ROLES.filter((entry) => entry !== 'owner' || role === 'owner' || user.role === 'owner').map((entry) => (
                      <option key={entry} value={entry}>
                        {entry}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="py-2">{user.lastLoginAt ? formatDate(user.lastLoginAt) : 'never'}</td>
                <td className="py-2 text-right">
                  <Button
                    variant="secondary"
                    disabled={locked}
                    title={locked ? 'Only an owner removes an owner' : undefined}
                    onClick={() => {
                      remove.reset();
                      setRemoving(user);
                    }}
                    aria-label={`Remove ${user.email}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </Table>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.id === me ? 'Remove yourself?' : 'Remove this teammate?'}
        description={`${removing?.email ?? ''} can no longer sign in, and their sessions end now.`}
        confirmLabel="Remove user"
        keepLabel="Keep them"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Card>
  );
}
