/**
 * The definitions agencies read: served in the OpenAPI descriptions and written out in
 * docs/metrics.md (a test keeps the two the same).
 */
export const METRIC_DEFINITIONS = {
  answer:
    'An answer is one completed run. Windows are the last `days` UTC calendar days, today included (default 30, from 1 to 365); `model` restricts every figure to one model. A rate over no answers is 0, with `answers: 0` beside it to tell it from a measured 0 (campaign results too); a figure meaningless without answers (`averagePosition`, `previousPeriod`) is null. `simulatedAnswers` says how many of the window’s answers the offline simulator gave rather than a provider (`LLM_SIMULATE`, the SIMULATED model); campaigns and answers carry `simulated` too.',
  slices:
    "`topicId` and `market` (COUNTRY-language, any case) narrow every figure to the answers of one topic or one market, alone, together, and with `days` and `model`: an answer's market is its prompt's (its topic's). Rates stay over the slice's own answers. Filters that match nothing (a topic the brand does not have, a topic asked for outside its own market) give the figures of no answers, as GET /answers gives an empty page. Sources count only the citations of the slice's answers; opportunities keep those of the slice's prompts (they have no window or model). Visibility also gives `byTopic` (`{ topicId, seed, answers, mentionRate }`) and `byMarket` (`{ market, answers, mentionRate }`) for the topics and markets with answers in the window, most answers first.",
  mentionRate: '`mentionRate` = 100 × answers mentioning the brand / answers, rounded to one decimal.',
  sov: "`sov` lists the brand and every competitor, each `{ name, mentionRate, shareOfVoice, isBrand }`: an entity's mentions are the answers that mention it, and `shareOfVoice` = 100 × its mentions / the mentions of all entities. Ordered by the answers naming each entity, descending (so by shareOfVoice), the brand first among equals, then by name: competitors come in the order `/competitors` ranks them. The shares add up to 100.",
  timeline:
    '`timeline` has one entry `{ date, mentionRate, answers }` per UTC day of the window that has answers, oldest first; `timelineByModel` gives each model of `byModel` its own.',
  confidence:
    '`mentionRateCI95` is the Wilson score interval of the mention rate at 95 %: answers vary from run to run, and the interval says how far the rate can be trusted.',
  averagePosition:
    '`averagePosition` is the mean rank of the brand among the options an answer puts forward, over the answers that mention it (null when none do).',
  citationRate: "`citationRate` = 100 × answers citing the brand's own domain / answers.",
  previousPeriod:
    "`previousPeriod` compares with the window of the same length just before: `change` is the difference in mention rate, in points, and `significant` is a two-proportion z-test at the 5 % level. It also gives that window's `shareOfVoice`, `averagePosition` and `citationRate`, each with its change to now (`shareOfVoiceChange` and `citationRateChange` in points, `averagePositionChange` in ranks: negative is nearer the top), and `citationRateSignificant`, the same test for the citation rate. It is null when that window has no answers.",
  competitors:
    "Competitors: one entry per merged competitor. `mentionRate` = 100 × answers mentioning it / all answers of the brand; `coOccurrenceRate` = 100 × answers mentioning both it and the brand / all answers of the brand; `rank` 1 = most answers mentioning it, ties broken by name. All time unless `days` is given. Each has a `status`: DISCOVERED (found by the analysis), TRACKED (the user's: found like the brand by its name and `aliases` in every answer, and listed even before any answer names it) or IGNORED (never counted, shown or ranked; listed only with `status=IGNORED`).",
  sources:
    "Sources: one entry per distinct cited URL (compared without fragment, `utm_*` parameters or trailing slash), with `citationCount` = times cited across all answers; `type` is BRAND for the brand's own domain, COMPETITOR for a known competitor's domain, OTHER otherwise. Ordered by citationCount, descending.",
  opportunities:
    "Opportunities: after every campaign and re-analysis, each prompt answered in the last 30 days where the brand trails has one open opportunity, created or updated with the new evidence. The brand trails on a prompt when a competitor is named in more of the prompt's answers than the brand, and the brand appears in none of them or at less than half its average mention rate over the same 30 days; only the competitors named more often than the brand are listed (`competitorsMentioned`) as recommended instead of it. An open opportunity whose prompt no longer shows the brand trailing keeps following the evidence, says so, and scores 0. A DONE or DISMISSED opportunity is not reopened by the evidence it was closed on: only later answers count for that prompt.",
  priorityScore:
    "`priorityScore` (0 to 100) = 100 × (0.4 × share of the prompt's answers naming a competitor + 0.2 × min(1, distinct competitors / 5) + 0.2 × models where competitors appear / models that answered + 0.2 × 0.5^(days since the last answer / 14)) × (1 − brand mentions / answers), rounded to one decimal.",
} as const;

export function describeMetrics(...names: (keyof typeof METRIC_DEFINITIONS)[]): string {
  return names.map((name) => METRIC_DEFINITIONS[name]).join('\n\n');
}
