import type { Db } from '../../db/client.js';
import type { BrandRow } from '../brands/repository.js';
import {
  brandCounts,
  brandCountsByMarket,
  brandCountsByModel,
  brandCountsByTopic,
  brandTimeline,
  competitorCounts,
  type MetricScope,
} from '../metrics/repository.js';
import { byAnswersThenName, percent, sharesOf, significantChange, wilsonInterval } from '../metrics/statistics.js';
import { resolveSlice, type SliceFilter } from '../metrics/slices.js';
import { dayWindow, previousWindow } from '../metrics/window.js';

export interface VisibilityQuery extends SliceFilter {
  days: number;
  model?: string;
}

/** Every visibility figure of a brand, from the daily aggregates only. */
export async function visibility(db: Db, brand: BrandRow, query: VisibilityQuery, now = new Date()) {
  const { days } = query;
  const scope: MetricScope = { model: query.model, slice: await resolveSlice(db, brand.accountId, brand.id, query) };
  const window = dayWindow(days, now);
  const [current, previous, timeline, byModel, byTopic, byMarket, rivals] = await Promise.all([
    brandCounts(db, brand.accountId, brand.id, scope, window),
    brandCounts(db, brand.accountId, brand.id, scope, previousWindow(days, now)),
    brandTimeline(db, brand.accountId, brand.id, scope, window),
    brandCountsByModel(db, brand.accountId, brand.id, scope, window),
    brandCountsByTopic(db, brand.accountId, brand.id, scope, window),
    brandCountsByMarket(db, brand.accountId, brand.id, scope, window),
    competitorCounts(db, brand.accountId, brand.id, scope, window),
  ]);

  const entities = [
    { name: brand.name, mentions: current.mentions, isBrand: true },
    ...rivals.map((rival) => ({ name: rival.name, mentions: rival.answers, isBrand: false })),
  ];
  const shares = sharesOf(entities.map((entity) => entity.mentions));
  // The competitors keep the order /competitors gives them; the brand comes first among entities named as often.
  const sov = entities
    .map((entity, index) => ({ ...entity, answers: entity.mentions, shareOfVoice: shares[index]! }))
    .filter((entry) => entry.isBrand || entry.answers > 0)
    .sort((a, b) => b.answers - a.answers || Number(b.isBrand) - Number(a.isBrand) || byAnswersThenName(a, b))
    .map((entry) => ({
      name: entry.name,
      isBrand: entry.isBrand,
      mentionRate: percent(entry.mentions, current.answers),
      shareOfVoice: entry.shareOfVoice,
    }));

  const mentionRate = percent(current.mentions, current.answers);
  const previousRate = percent(previous.mentions, previous.answers);
  return {
    mentionRate,
    shareOfVoice: sov.find((entry) => entry.isBrand)!.shareOfVoice,
    answers: current.answers,
    simulatedAnswers: current.simulatedAnswers,
    mentionRateCI95: wilsonInterval(current.mentions, current.answers),
    averagePosition: current.mentions === 0 ? null : Math.round((100 * current.positionSum) / current.mentions) / 100,
    citationRate: percent(current.domainCitations, current.answers),
    sov,
    timeline: timeline.map((day) => ({ date: day.date, mentionRate: percent(day.mentions, day.answers), answers: day.answers })),
    byModel: byModel.map((entry) => ({ model: entry.model, answers: entry.answers, mentionRate: percent(entry.mentions, entry.answers) })),
    byTopic: byTopic.map((entry) => ({
      topicId: entry.topicId,
      seed: entry.seed,
      answers: entry.answers,
      mentionRate: percent(entry.mentions, entry.answers),
    })),
    byMarket: byMarket.map((entry) => ({
      market: entry.market,
      answers: entry.answers,
      mentionRate: percent(entry.mentions, entry.answers),
    })),
    // Against a window without answers there is nothing to compare: null, not a change from 0.
    previousPeriod:
      previous.answers === 0
        ? null
        : {
            mentionRate: previousRate,
            answers: previous.answers,
            change: Math.round(10 * (mentionRate - previousRate)) / 10,
            significant: significantChange(current.mentions, current.answers, previous.mentions, previous.answers),
          },
  };
}
