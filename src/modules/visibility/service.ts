import type { Db } from '../../db/client.js';
import type { BrandRow } from '../brands/repository.js';
import {
  brandCounts,
  brandCountsByMarket,
  brandCountsByTopic,
  brandTimeline,
  brandTimelineByModel,
  competitorCounts,
  type BrandCounts,
  type CompetitorCounts,
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
  const before = previousWindow(days, now);
  const [current, previous, timeline, modelDays, byTopic, byMarket, rivals, previousRivals] = await Promise.all([
    brandCounts(db, brand.accountId, brand.id, scope, window),
    brandCounts(db, brand.accountId, brand.id, scope, before),
    brandTimeline(db, brand.accountId, brand.id, scope, window),
    brandTimelineByModel(db, brand.accountId, brand.id, scope, window),
    brandCountsByTopic(db, brand.accountId, brand.id, scope, window),
    brandCountsByMarket(db, brand.accountId, brand.id, scope, window),
    competitorCounts(db, brand.accountId, brand.id, scope, window),
    competitorCounts(db, brand.accountId, brand.id, scope, before),
  ]);
  const models = byModelOf(modelDays);

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
  const shareOfVoice = sov.find((entry) => entry.isBrand)!.shareOfVoice;
  const position = averagePosition(current);
  const citationRate = percent(current.domainCitations, current.answers);
  return {
    mentionRate,
    shareOfVoice,
    answers: current.answers,
    simulatedAnswers: current.simulatedAnswers,
    mentionRateCI95: wilsonInterval(current.mentions, current.answers),
    averagePosition: position,
    citationRate,
    sov,
    timeline: timeline.map((day) => ({ date: day.date, mentionRate: percent(day.mentions, day.answers), answers: day.answers })),
    byModel: models.map((entry) => ({ model: entry.model, answers: entry.answers, mentionRate: percent(entry.mentions, entry.answers) })),
    timelineByModel: models.map(({ model, days: modelTimeline }) => ({
      model,
      timeline: modelTimeline.map((day) => ({ date: day.date, mentionRate: percent(day.mentions, day.answers), answers: day.answers })),
    })),
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
        : comparison({ counts: current, rivals, mentionRate, shareOfVoice, position, citationRate }, previous, previousRivals),
  };
}

type ModelDay = Awaited<ReturnType<typeof brandTimelineByModel>>[number];

/** Each model's days (rows in model order) and their sums: byModel and timelineByModel from one read. */
function byModelOf(rows: ModelDay[]) {
  const models: { model: string; answers: number; mentions: number; days: ModelDay[] }[] = [];
  for (const row of rows) {
    let entry = models.at(-1);
    if (entry?.model !== row.model) models.push((entry = { model: row.model, answers: 0, mentions: 0, days: [] }));
    entry.answers += row.answers;
    entry.mentions += row.mentions;
    entry.days.push(row);
  }
  return models;
}

interface PeriodFigures {
  counts: BrandCounts;
  rivals: CompetitorCounts[];
  mentionRate: number;
  shareOfVoice: number;
  position: number | null;
  citationRate: number;
}

function averagePosition(counts: BrandCounts): number | null {
  return counts.mentions === 0 ? null : Math.round((100 * counts.positionSum) / counts.mentions) / 100;
}

const pointsBetween = (now: number, before: number) => Math.round(10 * (now - before)) / 10;

/** The previous window's headline figures and each one's change to now (in points; in ranks for the position). */
function comparison(now: PeriodFigures, before: BrandCounts, rivalsBefore: CompetitorCounts[]) {
  const mentionRate = percent(before.mentions, before.answers);
  const shareOfVoice = sharesOf([before.mentions, ...rivalsBefore.map((rival) => rival.answers)])[0]!;
  const position = averagePosition(before);
  const citationRate = percent(before.domainCitations, before.answers);
  return {
    mentionRate,
    answers: before.answers,
    change: pointsBetween(now.mentionRate, mentionRate),
    significant: significantChange(now.counts.mentions, now.counts.answers, before.mentions, before.answers),
    shareOfVoice,
    shareOfVoiceChange: pointsBetween(now.shareOfVoice, shareOfVoice),
    averagePosition: position,
    averagePositionChange: now.position === null || position === null ? null : Math.round(100 * (now.position - position)) / 100,
    citationRate,
    citationRateChange: pointsBetween(now.citationRate, citationRate),
    citationRateSignificant: significantChange(now.counts.domainCitations, now.counts.answers, before.domainCitations, before.answers),
  };
}
