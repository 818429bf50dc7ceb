import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { brandsQuery, modelsQuery, topicsQuery } from './queries';
import { DAY_CHOICES } from './search';
import { SelectField } from './ui';

/** The overview's filters, shared by every page whose endpoint takes them: period, model, topic and market. */
export type SliceFilterName = 'days' | 'model' | 'topicId' | 'market';

export interface SliceFilterValues {
  days?: number;
  model?: string;
  topicId?: string;
  market?: string;
}

export function SliceFilters<Name extends SliceFilterName>({
  brandId,
  fields,
  values,
  onChange,
  allTime = false,
  children,
}: {
  brandId: string;
  fields: readonly Name[];
  values: SliceFilterValues;
  /** The new value, '' when cleared; the page writes it into its URL. */
  onChange: (name: Name, value: string) => void;
  /** Offer "All time" as the period (the endpoint's default when it has no days). */
  allTime?: boolean;
  children?: ReactNode;
}) {
  const brand = useQuery({ ...brandsQuery, select: (brands) => brands.find((entry) => entry.id === brandId) });
  const topics = useQuery(topicsQuery(brandId));
  const has = (name: SliceFilterName): name is Name => (fields as readonly SliceFilterName[]).includes(name);
  const models = useQuery({ ...modelsQuery, enabled: has('model') });
  const columns = fields.length + (children ? 1 : 0);
  return (
    <form
      aria-label="Filters"
      className={`grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 ${columns >= 5 ? 'lg:grid-cols-5' : columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      onSubmit={(event) => event.preventDefault()}
    >
      {has('days') ? (
        <SelectField
          label="Period"
          value={values.days ? String(values.days) : ''}
          onChange={(event) => onChange('days' as Name, event.target.value)}
          options={[
            ...(allTime ? [{ value: '', label: 'All time' }] : []),
            ...DAY_CHOICES.map((days) => ({ value: String(days), label: `Last ${days} days` })),
          ]}
        />
      ) : null}
      {has('model') ? (
        <SelectField
          label="Model"
          value={values.model ?? ''}
          onChange={(event) => onChange('model' as Name, event.target.value)}
          options={[{ value: '', label: 'All models' }, ...(models.data ?? []).map((model) => ({ value: model.id, label: model.label }))]}
        />
      ) : null}
      {has('topicId') ? (
        <SelectField
          label="Topic"
          value={values.topicId ?? ''}
          onChange={(event) => onChange('topicId' as Name, event.target.value)}
          options={[{ value: '', label: 'All topics' }, ...(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.seed }))]}
        />
      ) : null}
      {has('market') ? (
        <SelectField
          label="Market"
          value={values.market ?? ''}
          onChange={(event) => onChange('market' as Name, event.target.value)}
          options={[
            { value: '', label: 'All markets' },
            ...(brand.data?.markets ?? []).map((market) => ({ value: market, label: market })),
          ]}
        />
      ) : null}
      {children}
    </form>
  );
}
