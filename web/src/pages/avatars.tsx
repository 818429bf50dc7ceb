import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type TextareaHTMLAttributes } from 'react';
import { api, messageOf, unwrap } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { ReadOnlyNote, useCanWrite } from '../roles';
import { Badge, Button, Card, Dialog, DialogClose, EmptyState, ErrorNote, PageHeader, QueryState, TextField } from '../ui';

const route = getRouteApi('/app/brands/$brandId/avatars');

const fetchAvatars = async (brandId: string) => unwrap(await api.GET('/brands/{brandId}/avatars', { params: { path: { brandId } } })).data;

const avatarsQuery = (brandId: string) => queryOptions({ queryKey: ['avatars', brandId], queryFn: () => fetchAvatars(brandId) });

type Avatar = Awaited<ReturnType<typeof fetchAvatars>>[number];

/** The API's limits on each field (spec, "Limits"): the form holds them, the API decides. */
const LIMITS = { name: 100, sector: 100, role: 100, objectives: 500, description: 1000 } as const;

/** The fields a user writes, as the API's avatar has them. */
type AvatarFields = Pick<Avatar, 'name' | 'sector' | 'role' | 'objectives' | 'description' | 'isDefault'>;

/** What the model is told before every prompt of a campaign run as this avatar (English wording; src/llm/persona.ts). */
const personaLine = (avatar: Pick<Avatar, 'role' | 'sector' | 'objectives'>) =>
  `The user is a ${avatar.role} in the ${avatar.sector} sector. Their objectives: ${avatar.objectives.replace(/[.。]\s*$/, '')}.`;

type Editing = { kind: 'edit'; avatar: Avatar } | { kind: 'delete'; avatar: Avatar };

export function AvatarsPage() {
  const { brandId } = route.useParams();
  const queryClient = useQueryClient();
  const avatars = useQuery(avatarsQuery(brandId));
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The create form is made anew after a success, so its fields and counters start empty.
  const [formKey, setFormKey] = useState(0);

  const refresh = () => queryClient.invalidateQueries({ queryKey: avatarsQuery(brandId).queryKey });
  const create = useMutation({
    mutationFn: async (body: AvatarFields) => {
      const { description, ...rest } = body;
      const created = unwrap(
        await api.POST('/brands/{brandId}/avatars', {
          params: { path: { brandId } },
          body: { ...rest, ...(description ? { description } : {}) },
        }),
      );
      return created.data;
    },
    onMutate: () => {
      setCreateError(null);
      setNotice(null);
    },
    onSuccess: async (avatar) => {
      setFormKey((key) => key + 1);
      setNotice(`${avatar.name} is saved${avatar.isDefault ? ', the default avatar of new campaigns' : ''}.`);
      await refresh();
    },
    onError: (failure) => setCreateError(messageOf(failure)),
  });
  const update = useMutation({
    mutationFn: async ({ avatarId, body }: { avatarId: string; body: Partial<AvatarFields>; done: string }) =>
      unwrap(await api.PATCH('/brands/{brandId}/avatars/{avatarId}', { params: { path: { brandId, avatarId } }, body })).data,
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: async (_updated, { done }) => {
      setEditing(null);
      setNotice(done);
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const remove = useMutation({
    mutationFn: async (avatar: Avatar) =>
      unwrap(await api.DELETE('/brands/{brandId}/avatars/{avatarId}', { params: { path: { brandId, avatarId: avatar.id } } })),
    onMutate: () => setNotice(null),
    onSuccess: async (_deleted, avatar) => {
      setEditing(null);
      setNotice(`${avatar.name} is deleted. Campaigns already run keep their answers.`);
      await refresh();
    },
  });

  const open = (next: Editing) => {
    setError(null);
    remove.reset();
    setEditing(next);
  };
  const list = avatars.data ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Avatars" />
      <p className="max-w-3xl text-sm text-slate-700">
        An avatar is the buyer a campaign asks its prompts as. Its role, sector and objectives are given to the model as context before
        every prompt, so the answers are the ones that person would get. A campaign uses the brand&rsquo;s default avatar unless another is
        chosen.
      </p>
      {canWrite ? null : <ReadOnlyNote />}
      {canWrite ? (
        <Card title="New avatar">
          <AvatarForm
            key={formKey}
            pending={create.isPending}
            error={createError}
            submitLabel={create.isPending ? 'Saving…' : 'Create avatar'}
            onSubmit={(body) => create.mutate(body)}
          />
        </Card>
      ) : null}

      <div aria-live="polite">
        {notice ? <p className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{notice}</p> : null}
      </div>
      {editing === null ? <ErrorNote error={error} /> : null}
      <QueryState query={avatars} />
      {avatars.data && list.length === 0 ? (
        <EmptyState title="No avatars yet">
          <p>
            Without an avatar, prompts are asked as they are, with only the market as context. Add one for each kind of buyer you sell to
            (say, a head of procurement in banking who wants to cut vendor costs), then{' '}
            <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
              launch a campaign
            </Link>{' '}
            to see what the models tell them.
          </p>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <Card title={`Avatars (${list.length})`}>
          <ul className="divide-y divide-slate-100" data-testid="avatars-list">
            {list.map((avatar) => (
              <li key={avatar.id} className="flex flex-wrap items-start gap-3 py-3 text-sm" data-avatar-id={avatar.id}>
                <div className="min-w-64 flex-1 space-y-1">
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span data-testid="avatar-name">{avatar.name}</span>
                    {avatar.isDefault ? (
                      <Badge tone="info" title="Campaigns launched without another avatar use this one">
                        default
                      </Badge>
                    ) : null}
                  </h3>
                  <p className="text-slate-800">
                    {avatar.role} · {avatar.sector}
                  </p>
                  <p className="text-slate-700">
                    <span className="font-medium">Objectives:</span> {avatar.objectives}
                  </p>
                  {avatar.description ? <p className="text-slate-700">{avatar.description}</p> : null}
                  <p className="text-xs text-slate-600">
                    <span className="font-medium">Context given to the model (English prompts):</span> &ldquo;{personaLine(avatar)}&rdquo;
                  </p>
                </div>
                {canWrite ? (
                  <div className="flex flex-wrap gap-1">
                    {avatar.isDefault ? null : (
                      <Button
                        variant="secondary"
                        disabled={update.isPending}
                        aria-label={`Make default: ${avatar.name}`}
                        onClick={() =>
                          update.mutate({
                            avatarId: avatar.id,
                            body: { isDefault: true },
                            done: `${avatar.name} is the default avatar of new campaigns.`,
                          })
                        }
                      >
                        Make default
                      </Button>
                    )}
                    <Button variant="ghost" aria-label={`Edit avatar ${avatar.name}`} onClick={() => open({ kind: 'edit', avatar })}>
                      Edit…
                    </Button>
                    <Button variant="ghost" aria-label={`Delete avatar ${avatar.name}`} onClick={() => open({ kind: 'delete', avatar })}>
                      Delete
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Dialog
        open={editing?.kind === 'edit'}
        onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        title={editing?.kind === 'edit' ? `Edit ${editing.avatar.name}` : 'Edit avatar'}
        description="Campaigns launched from now on use the new wording; answers already given keep theirs."
      >
        {editing?.kind === 'edit' ? (
          <AvatarForm
            avatar={editing.avatar}
            pending={update.isPending}
            error={error}
            submitLabel={update.isPending ? 'Saving…' : 'Save'}
            onSubmit={(body) =>
              update.mutate({
                avatarId: editing.avatar.id,
                body: changedFields(editing.avatar, body),
                done: `${body.name} is saved.`,
              })
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={editing?.kind === 'delete'}
        onClose={() => setEditing(null)}
        title="Delete this avatar?"
        description={
          editing?.kind === 'delete'
            ? `“${editing.avatar.name}” is deleted for good.${editing.avatar.isDefault ? ' New campaigns then run without a default avatar.' : ''}`
            : undefined
        }
        confirmLabel="Delete avatar"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => (editing?.kind === 'delete' ? remove.mutate(editing.avatar) : undefined)}
      />
    </div>
  );
}

/** Only what the form changed goes in the PATCH (the API changes only the fields given). */
function changedFields(avatar: Avatar, body: AvatarFields): Partial<AvatarFields> {
  return Object.fromEntries(
    (Object.keys(body) as (keyof AvatarFields)[]).filter((field) => body[field] !== avatar[field]).map((field) => [field, body[field]]),
  );
}

function AvatarForm({
  avatar,
  pending,
  error,
  submitLabel,
  onSubmit,
}: {
  avatar?: Avatar;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (body: AvatarFields) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '').trim();
    onSubmit({
      name: text('name'),
      sector: text('sector'),
      role: text('role'),
      objectives: text('objectives'),
      description: text('description') || null,
      isDefault: form.get('isDefault') === 'on',
    });
  };
  return (
    <form className="grid gap-4 sm:grid-cols-3" onSubmit={submit}>
      <TextField
        label="Name"
        name="name"
        required
        maxLength={LIMITS.name}
        defaultValue={avatar?.name ?? ''}
        placeholder="Claire"
        hint={`Up to ${LIMITS.name} characters; for your team`}
      />
      <TextField
        label="Role"
        name="role"
        required
        maxLength={LIMITS.role}
        defaultValue={avatar?.role ?? ''}
        placeholder="Head of procurement"
        hint={`Up to ${LIMITS.role} characters`}
      />
      <TextField
        label="Sector"
        name="sector"
        required
        maxLength={LIMITS.sector}
        defaultValue={avatar?.sector ?? ''}
        placeholder="Banking"
        hint={`Up to ${LIMITS.sector} characters`}
      />
      <TextAreaField
        className="sm:col-span-3"
        label="Objectives"
        name="objectives"
        required
        rows={2}
        maxLength={LIMITS.objectives}
        defaultValue={avatar?.objectives ?? ''}
        placeholder="Cut vendor costs by 10% without slowing down the team"
        hint="What this buyer wants to achieve; given to the model with the role and sector"
      />
      <TextAreaField
        className="sm:col-span-3"
        label="Description (optional)"
        name="description"
        rows={3}
        maxLength={LIMITS.description}
        defaultValue={avatar?.description ?? ''}
        hint="Notes for your team; not sent to the model"
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-3">
        <input type="checkbox" name="isDefault" className="h-4 w-4 accent-indigo-700" defaultChecked={avatar?.isDefault ?? false} />
        Default avatar: campaigns launched without another use it (the brand&rsquo;s previous default stops being one)
      </label>
      {error ? (
        <div className="sm:col-span-3">
          <ErrorNote error={error} />
        </div>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-3">
        {avatar ? (
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        ) : null}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A multi-line field like ui.tsx's TextField, with the characters used out of its limit. */
function TextAreaField({
  label,
  hint,
  className = '',
  maxLength,
  defaultValue,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint: string; maxLength: number; defaultValue: string }) {
  const id = useId();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={maxLength}
        defaultValue={defaultValue}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-700"
        {...props}
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>{hint}</span>
        <span className="tabular-nums">
          {length} / {maxLength}
        </span>
      </p>
    </div>
  );
}
