import { queryOptions } from '@tanstack/react-query';
import { api, fetchSession, unwrap, type CompetitorStatus, type ModelId, type OpportunityStatus } from './api';

/** Every read of the dashboard, as TanStack Query options: one key per API call and its parameters. */

export const sessionQuery = queryOptions({ queryKey: ['session'], queryFn: fetchSession, staleTime: Infinity });

export const brandsQuery = queryOptions({
  queryKey: ['brands'],
  queryFn: async () => unwrap(await api.GET('/brands')).data,
});

export const modelsQuery = queryOptions({
  queryKey: ['models'],
  queryFn: async () => unwrap(await api.GET('/models')).data,
  staleTime: 5 * 60_000,
});

export const topicsQuery = (brandId: string) =>
  queryOptions({
    queryKey: ['topics', brandId],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}/topics', { params: { path: { brandId } } })).data,
  });

export interface MetricFilters {
  days: number;
  model?: string;
  topicId?: string;
  market?: string;
}

/** The overview's filters from its URL: 30 days unless another period is chosen. */
export const overviewFilters = (search: Partial<MetricFilters>): MetricFilters => ({
  days: search.days ?? 30,
  model: search.model,
  topicId: search.topicId,
  market: search.market,
});

export const visibilityQuery = (brandId: string, filters: MetricFilters) =>
  queryOptions({
    queryKey: ['visibility', brandId, filters],
    queryFn: async () => {
      const { days, model, topicId, market } = filters;
      // topicId and market narrow every figure to one slice (docs/metrics.md).
      const query = { days, ...(model ? { model: model as ModelId } : {}), ...(topicId ? { topicId } : {}), ...(market ? { market } : {}) };
      return unwrap(await api.GET('/brands/{brandId}/visibility', { params: { path: { brandId }, query } })).data;
    },
  });

export interface AnswerFilters {
  days?: number;
  model?: string;
  topicId?: string;
  campaignId?: string;
  mentioned?: boolean;
  q?: string;
  offset?: number;
}

export const ANSWERS_PAGE = 20;

export const answersQuery = (brandId: string, filters: AnswerFilters) =>
  queryOptions({
    queryKey: ['answers', brandId, filters],
    queryFn: async () => {
      const { mentioned, model, ...rest } = filters;
      const query = {
        ...rest,
        ...(model ? { model: model as ModelId } : {}),
        ...(mentioned === undefined ? {} : { mentioned: mentioned ? ('true' as const) : ('false' as const) }),
        limit: ANSWERS_PAGE,
      };
      return unwrap(await api.GET('/brands/{brandId}/answers', { params: { path: { brandId }, query } }));
    },
  });

export const answerQuery = (brandId: string, answerId: string) =>
  queryOptions({
    queryKey: ['answer', brandId, answerId],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}/answers/{answerId}', { params: { path: { brandId, answerId } } })).data,
  });

export const campaignsQuery = (brandId: string) =>
  queryOptions({
    queryKey: ['campaigns', brandId],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}/campaigns', { params: { path: { brandId } } })).data,
  });

export const keysQuery = queryOptions({
  queryKey: ['keys'],
  queryFn: async () => unwrap(await api.GET('/keys')).data,
});

export interface CompetitorFilters extends Partial<MetricFilters> {
  status?: CompetitorStatus;
}

export const competitorsQuery = (brandId: string, filters: CompetitorFilters) =>
  queryOptions({
    queryKey: ['competitors', brandId, filters],
    queryFn: async () => {
      const { model, ...rest } = filters;
      const query = { ...rest, ...(model ? { model: model as ModelId } : {}) };
      return unwrap(await api.GET('/brands/{brandId}/competitors', { params: { path: { brandId }, query } })).data;
    },
  });

export interface SourceFilters {
  groupBy?: 'domain';
  topicId?: string;
  market?: string;
  limit: number;
  offset?: number;
}

export const sourcesQuery = (brandId: string, filters: SourceFilters) =>
  queryOptions({
    queryKey: ['sources', brandId, filters],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}/sources', { params: { path: { brandId }, query: filters } })),
  });

export interface OpportunityFilters {
  status?: OpportunityStatus;
  topicId?: string;
  market?: string;
}

export const opportunitiesQuery = (brandId: string, filters: OpportunityFilters) =>
  queryOptions({
    queryKey: ['opportunities', brandId, filters],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}/opportunities', { params: { path: { brandId }, query: filters } })).data,
  });
