import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api, messageOf, unwrap, type Brand } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { brandsQuery } from '../queries';
import { ReadOnlyNote, useCanWrite } from '../roles';
import { brandQuery, usageQuery } from '../settings';
import { Button, Card, ErrorNote, PageHeader, QueryState, TextField } from '../ui';

const route = getRouteApi('/app/brands/$brandId/settings');

const list = (value: string) =>
  value
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);

export function BrandSettingsPage() {
  const { brandId } = route.useParams();
  const brand = useQuery(brandQuery(brandId));
  const canWrite = useCanWrite();
  // Kept here: the form is made anew from what the API answers after a save.
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title="Brand settings" />
      <QueryState query={brand} />
      {brand.data ? (
        <>
          {canWrite ? null : <ReadOnlyNote />}
          {/* Keyed by what was saved, so the form shows it again after a save. */}
          <BrandForm key={JSON.stringify(brand.data)} brand={brand.data} readOnly={!canWrite} saved={saved} setSaved={setSaved} />
          {canWrite ? <DeleteBrand brand={brand.data} /> : null}
        </>
      ) : null}
    </div>
  );
}

function BrandForm({
  brand,
  readOnly,
  saved,
  setSaved,
}: {
  brand: Brand;
  readOnly: boolean;
  saved: string | null;
  setSaved: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: async (body: { name: string; domain: string | null; aliases: string[]; markets: string[]; autoWeeklyAnalysis: boolean }) =>
      unwrap(await api.PATCH('/brands/{brandId}', { params: { path: { brandId: brand.id } }, body })).data,
    onSuccess: async (_result, body) => {
      const renamed = body.name !== brand.name || body.domain !== brand.domain || body.aliases.join() !== brand.aliases.join();
      setSaved(renamed ? 'Saved. The stored answers are being analysed again with the new names.' : 'Saved.');
      await queryClient.invalidateQueries({ queryKey: brandsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['brand', brand.id] });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const form = new FormData(event.currentTarget);
    const domain = String(form.get('domain') ?? '').trim();
    update.mutate({
      name: String(form.get('name')).trim(),
      domain: domain || null,
      aliases: list(String(form.get('aliases') ?? '')),
      markets: list(String(form.get('markets') ?? '')),
      autoWeeklyAnalysis: form.get('autoWeeklyAnalysis') === 'on',
    });
  };
  return (
    <Card title="Brand">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
        <fieldset disabled={readOnly} className="contents">
          <TextField className="sm:col-span-2" label="Brand name" name="name" required maxLength={100} defaultValue={brand.name} />
          <TextField
            label="Other names"
            name="aliases"
            defaultValue={brand.aliases.join(', ')}
            hint="Separated by commas; answers naming any of them count for the brand"
          />
          <TextField
            label="Website domain"
            name="domain"
            defaultValue={brand.domain ?? ''}
            placeholder="example.com"
            hint="Its pages count as the brand's citations; empty for none"
          />
          <TextField
            className="sm:col-span-2"
            label="Markets"
            name="markets"
            required
            defaultValue={brand.markets.join(', ')}
            pattern="\s*[A-Z]{2}-[a-z]{2,3}(\s*,\s*[A-Z]{2}-[a-z]{2,3})*\s*"
            hint="COUNTRY-language, separated by commas, e.g. US-en, FR-fr; the first is the primary market"
          />
          <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              name="autoWeeklyAnalysis"
              className="h-4 w-4 accent-indigo-700"
              defaultChecked={brand.autoWeeklyAnalysis}
            />
            Weekly analysis: a campaign of each topic every week (Mondays, 06:00 UTC unless the server says otherwise)
          </label>
        </fieldset>
        <div className="sm:col-span-2">
          <ErrorNote error={error} />
          {saved ? (
            <p role="status" className="text-sm text-emerald-800">
              {saved}
            </p>
          ) : null}
        </div>
        {readOnly ? null : (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}

function DeleteBrand({ brand }: { brand: Brand }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/brands/{brandId}', { params: { path: { brandId: brand.id } } })),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: ['brand', brand.id] });
      await queryClient.invalidateQueries({ queryKey: brandsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: usageQuery.queryKey });
      await navigate({ to: '/' });
    },
  });
  return (
    <Card title="Delete this brand">
      <p className="mb-3 text-sm text-slate-700">
        Its topics, prompts, campaigns, answers and figures are deleted for good. The campaign runs it used this month stay counted.
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setTyped('');
          remove.reset();
          setOpen(true);
        }}
      >
        Delete brand…
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${brand.name}?`}
        description="This cannot be undone. Type the brand's name to confirm."
        confirmLabel="Delete brand"
        pending={remove.isPending}
        error={remove.error}
        confirmDisabled={typed.trim() !== brand.name}
        onConfirm={() => (typed.trim() === brand.name ? remove.mutate() : undefined)}
      >
        <TextField label="Brand name" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </ConfirmDialog>
    </Card>
  );
}
