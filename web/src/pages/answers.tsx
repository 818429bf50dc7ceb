import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ANSWERS_PAGE, answersQuery, modelsQuery, topicsQuery } from '../queries';
import { DAY_CHOICES, type AnswersSearch } from '../search';
import { Badge, Button, EmptyState, formatDate, PageHeader, QueryState, SelectField, SimulatedBadge, TextField } from '../ui';

const route = getRouteApi('/app/brands/$brandId/answers');

export function AnswersPage() {
  const { brandId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const answers = useQuery({ ...answersQuery(brandId, search), placeholderData: keepPreviousData });
  const models = useQuery(modelsQuery);
  const topics = useQuery(topicsQuery(brandId));
  const offset = search.offset ?? 0;

  const setFilter = (name: keyof AnswersSearch, value: string) =>
    void navigate({
      search: (previous) => ({
        ...previous,
        offset: undefined,
        [name]: value === '' ? undefined : name === 'days' ? Number(value) : value,
      }),
    });

  return (
    <div className="space-y-4">
      <PageHeader title="Answers" />
      <form
        aria-label="Filters"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <div className="flex items-end gap-2 lg:col-span-1">
          <TextField
            className="flex-1"
            label="Words of the answer"
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            key={search.q ?? ''}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <SelectField
          label="Brand mentioned"
          value={search.mentioned === undefined ? '' : String(search.mentioned)}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                offset: undefined,
                mentioned: event.target.value === '' ? undefined : event.target.value === 'true',
              }),
            })
          }
          options={[
            { value: '', label: 'Any' },
            { value: 'true', label: 'Mentioned' },
            { value: 'false', label: 'Not mentioned' },
          ]}
        />
        <SelectField
          label="Model"
          value={search.model ?? ''}
          onChange={(event) => setFilter('model', event.target.value)}
          options={[{ value: '', label: 'All models' }, ...(models.data ?? []).map((model) => ({ value: model.id, label: model.label }))]}
        />
        <SelectField
          label="Topic"
          value={search.topicId ?? ''}
          onChange={(event) => setFilter('topicId', event.target.value)}
          options={[{ value: '', label: 'All topics' }, ...(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.seed }))]}
        />
        <SelectField
          label="Period"
          value={search.days ? String(search.days) : ''}
          onChange={(event) => setFilter('days', event.target.value)}
          options={[{ value: '', label: 'All time' }, ...DAY_CHOICES.map((days) => ({ value: String(days), label: `Last ${days} days` }))]}
        />
      </form>

      <QueryState query={answers} />
      {answers.data && answers.data.total === 0 ? (
        <EmptyState title="No answers">
          {search.q || search.model || search.mentioned !== undefined || search.topicId || search.days || search.campaignId ? (
            'No answer matches these filters.'
          ) : (
            <Link to="/brands/$brandId/campaigns" params={{ brandId }} className="font-medium text-indigo-700 underline">
              Launch a campaign to collect answers
            </Link>
          )}
        </EmptyState>
      ) : null}
      {answers.data && answers.data.total > 0 ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {answers.data.total} answers; showing {offset + 1}–{Math.min(offset + ANSWERS_PAGE, answers.data.total)}
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {answers.data.data.map((answer) => (
              <li key={answer.id} className="p-4">
                <Link
                  to="/brands/$brandId/answers/$answerId"
                  params={{ brandId, answerId: answer.id }}
                  className="font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {answer.prompt.text}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  <span>{answer.model}</span>
                  <span aria-hidden="true">·</span>
                  <span>{answer.market}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatDate(answer.completedAt)}</span>
                  {answer.status === 'FAILED' ? (
                    <Badge tone="bad">failed: {answer.errorClass}</Badge>
                  ) : answer.analysis?.brandMentioned ? (
                    <Badge tone="good">brand mentioned{answer.analysis.brandPosition ? ` (#${answer.analysis.brandPosition})` : ''}</Badge>
                  ) : (
                    <Badge>brand not mentioned</Badge>
                  )}
                  {answer.simulated ? <SimulatedBadge /> : null}
                </div>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex gap-2">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() =>
                void navigate({ search: (previous) => ({ ...previous, offset: Math.max(0, offset - ANSWERS_PAGE) || undefined }) })
              }
            >
              Previous page
            </Button>
            <Button
              variant="secondary"
              disabled={offset + ANSWERS_PAGE >= answers.data.total}
              onClick={() => void navigate({ search: (previous) => ({ ...previous, offset: offset + ANSWERS_PAGE }) })}
            >
              Next page
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
