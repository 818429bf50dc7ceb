import type { AnswerRequest, Citation } from '../types.js';
import { resolveCategory } from './category.js';
import type { ResolvedCategory } from './category.js';
import { buildCitations } from './citations.js';
import type { ReviewCitation } from './citations.js';
import { resolveLanguage } from './languages/index.js';
import { DRAWBACKS_BY_KIND, inventBrands, STRENGTHS_BY_KIND } from './names.js';
import { hashUnit, Random } from './random.js';
import { containsWords, fold, homeUrl, hostOf, markdownLink } from './text.js';
import type { CatalogueBrand, CategoryKind, Drawback, Intent, LanguagePack, PriceTier, Strength } from './types.js';
import { detectIntent, voiceFor } from './voice.js';
import type { ModelVoice } from './voice.js';

export interface Option {
  /** As the answer writes it: the tracked brand sometimes under one of its aliases. */
  name: string;
  domain: string;
  strengths: readonly [Strength, Strength];
  drawback: Drawback;
  price: PriceTier;
  isBrand: boolean;
  /** The brand's own site, linked beside its name. */
  link: Citation | null;
}

/** Everything an answer says, decided before any wording, so the wording can be tested apart. */
export interface AnswerPlan {
  pack: LanguagePack;
  kind: CategoryKind;
  voice: ModelVoice;
  intent: Intent;
  /** The options the answer puts forward, in order. */
  listed: Option[];
  /** The tracked brand when it only comes up after the list. */
  brandAside: Option | null;
  /** Competitors named in passing. */
  passing: string[];
  reviews: ReviewCitation[];
  citations: Citation[];
  brandMentioned: boolean;
  /** Every competitor named, the tracked brand never among them. */
  competitors: string[];
  random: Random;
}

const LIST_SIZES: Readonly<Record<ModelVoice['style'], readonly [number, number]>> = {
  table: [5, 6],
  prose: [4, 5],
  sourced: [4, 5],
  brief: [4, 5],
  bullets: [4, 6],
  direct: [4, 5],
};

const DAY_MS = 86_400_000;

export function dayNumber(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.floor(time / DAY_MS);
}

/**
 * Share of answers naming the brand: about 45 % (more for a brand the catalogue rates popular), set apart per
 * model and prompt, and drifting over the weeks so a dashboard shows trends.
 */
function mentionProbability(request: AnswerRequest, catalogueWeight: number | null, day: number): number {
  const { brandName } = request.context;
  const base = catalogueWeight === null ? 0.45 : 0.33 + catalogueWeight * 0.022;
  const byModel = (hashUnit(`model|${request.model}|${brandName}`) - 0.5) * 0.24;
  const byPrompt = (hashUnit(`prompt|${request.prompt}|${brandName}`) - 0.5) * 0.24;
  const trend = 0.05 * Math.sin((2 * Math.PI * day) / 56 + hashUnit(`trend|${brandName}`) * 2 * Math.PI);
  return Math.min(0.8, Math.max(0.15, base + byModel + byPrompt + trend));
}

function competitorWeight(brand: CatalogueBrand, model: string, day: number, intent: Intent): number {
  const affinity = 0.8 + 0.45 * hashUnit(`affinity|${model}|${brand.name}`);
  const weekly = 0.9 + 0.2 * hashUnit(`week|${Math.floor(day / 7)}|${brand.name}`);
  // Sharpened so the leaders of a category recur in most answers while the tail rotates.
  let weight = brand.weight ** 1.6 * affinity * weekly;
  if (intent === 'price') weight *= brand.price === 1 ? 1.5 : brand.price === 3 ? 0.7 : 1;
  // Asked for alternatives, assistants reach past the leaders.
  if (intent === 'alternatives') weight = Math.sqrt(weight) * 3;
  return weight;
}

function describeTrackedBrand(
  brandName: string,
  kind: CategoryKind,
  entry: CatalogueBrand | undefined,
): Omit<Option, 'name' | 'isBrand' | 'link'> {
  if (entry) return { domain: entry.domain, strengths: entry.strengths, drawback: entry.drawback, price: entry.price };
  // An unknown brand keeps the same reputation in every answer.
  const random = new Random(`tracked|${brandName}`);
  const [first, second] = random.shuffle(STRENGTHS_BY_KIND[kind]) as [Strength, Strength];
  return { domain: '', strengths: [first, second], drawback: random.pick(DRAWBACKS_BY_KIND[kind]), price: random.int(1, 3) as PriceTier };
}

function pickRank(random: Random, size: number, model: string, brandName: string): number {
  // How highly this model rates the brand: some models put it first, others further down.
  const esteem = hashUnit(`rank|${model}|${brandName}`);
  const decay = 0.25 + esteem * 1.1;
  const weights = Array.from({ length: size }, (_, index) => Math.exp(-decay * index));
  let roll = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < size; index++) {
    roll -= weights[index]!;
    if (roll < 0) return index;
  }
  return size - 1;
}

function toOption(brand: CatalogueBrand): Option {
  return {
    name: brand.name,
    domain: brand.domain,
    strengths: brand.strengths,
    drawback: brand.drawback,
    price: brand.price,
    isBrand: false,
    link: null,
  };
}

export function planAnswer(request: AnswerRequest, day: number): AnswerPlan {
  const { context } = request;
  const { code, pack } = resolveLanguage(request.language);
  const random = new Random([request.prompt, request.model, context.runIndex, context.date].join('\u0001'));
  const trackedNames = [context.brandName, ...context.brandAliases].map((name) => name.trim()).filter(Boolean);
  const brandHost = hostOf(context.brandDomain);
  const sameSite = (domain: string) => brandHost !== null && domain.replace(/^www\./, '') === brandHost.replace(/^www\./, '');
  const isTrackedBrand = (name: string) => trackedNames.some((tracked) => containsWords(name, tracked) || containsWords(tracked, name));
  // Rivals must not even contain the brand's name ("Bankora" for a brand called Bank).
  const resemblesTrackedBrand = (name: string) =>
    isTrackedBrand(name) || trackedNames.some((tracked) => fold(tracked).length >= 3 && fold(name).includes(fold(tracked)));

  const category: ResolvedCategory = resolveCategory(context.topicSeed, request.prompt, request.country, resemblesTrackedBrand);
  const trackedEntry = category.catalogue.find((brand) => isTrackedBrand(brand.name) || sameSite(brand.domain));
  const rivals = category.brands.filter((brand) => brand !== trackedEntry && !resemblesTrackedBrand(brand.name) && !sameSite(brand.domain));
  // A brand named like its category ("CRM") rules out most rivals by name; invented ones fill the list.
  const pool =
    rivals.length >= 6 ? rivals : [...rivals, ...inventBrands(context.topicSeed || request.prompt, category.kind, resemblesTrackedBrand)];
  const voice = voiceFor(request.model, request.prompt);
  const intent = detectIntent(request.prompt);
  const [smallest, largest] = LIST_SIZES[voice.style];
  const size = voice.compact ? random.int(smallest - 1, smallest) : random.int(smallest, largest);

  const brandMentioned = random.chance(mentionProbability(request, trackedEntry?.weight ?? null, day));
  const asideAllowed = voice.style !== 'brief' && voice.style !== 'sourced';
  const brandInList = brandMentioned && !(asideAllowed && random.chance(0.2));
  const chosen = random.weightedSample(pool, (brand) => competitorWeight(brand, request.model, day, intent), brandInList ? size - 1 : size);
  const listed = chosen.map(toOption);

  let brandOption: Option | null = null;
  if (brandMentioned) {
    const aliases = trackedNames.slice(1);
    const name = aliases.length > 0 && random.chance(0.2) ? random.pick(aliases) : context.brandName.trim();
    const url = brandHost ? homeUrl(brandHost) : null;
    const link = url && random.chance(0.35) ? { url, title: `${context.brandName} – ${pack.officialSite}` } : null;
    brandOption = { ...describeTrackedBrand(context.brandName, category.kind, trackedEntry), name, isBrand: true, link };
    if (brandInList) listed.splice(pickRank(random, listed.length + 1, request.model, context.brandName), 0, brandOption);
  }

  const remaining = pool.filter((brand) => !chosen.includes(brand));
  const passing =
    voice.style !== 'brief' && random.chance(0.45)
      ? random.weightedSample(remaining, (brand) => brand.weight, random.int(1, 3)).map((brand) => brand.name)
      : [];

  const { reviews, citations } = buildCitations({
    language: code,
    pack,
    category,
    topic: context.topicSeed || request.prompt,
    year: context.date.slice(0, 4),
    officialCandidates: listed.filter((option) => !option.isBrand),
    brandLink: brandOption?.link ?? null,
    // An assistant that searches sometimes cites the brand's own pages without naming it.
    brandPageHost: !brandMentioned && brandHost && random.chance(0.08) ? brandHost : null,
    needsOfficialPage: voice.style === 'sourced',
    random,
  });

  return {
    pack,
    kind: category.kind,
    voice,
    intent,
    listed,
    brandAside: brandMentioned && !brandInList ? brandOption : null,
    passing,
    reviews,
    citations,
    brandMentioned,
    competitors: [...listed.filter((option) => !option.isBrand).map((option) => option.name), ...passing],
    random,
  };
}

/** A bold name, followed in brackets by any notes and by the brand's site when the plan links it. */
export function displayName(option: Option, notes: readonly string[] = []): string {
  const extras = [...notes];
  if (option.link) extras.push(markdownLink((hostOf(option.link.url) ?? option.link.url).replace(/^www\./, ''), option.link.url));
  return extras.length > 0 ? `**${option.name}** (${extras.join(', ')})` : `**${option.name}**`;
}
