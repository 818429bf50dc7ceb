import { describe, expect, it } from 'vitest';

import { MODEL_IDS } from './models.js';
import type { ModelId } from './models.js';
import { createSimulator, simulateAnswer } from './simulator.js';
import { LlmError } from './types.js';
import type { AnswerRequest } from './types.js';

interface RequestOptions {
  model?: ModelId;
  prompt?: string;
  language?: string;
  country?: string;
  topicSeed?: string;
  brandName?: string;
  brandAliases?: string[];
  brandDomain?: string | null;
  runIndex?: number;
  date?: string;
}

function request(options: RequestOptions = {}): AnswerRequest {
  return {
    model: options.model ?? 'GPT_4O',
    prompt: options.prompt ?? 'What are the best CRMs for small businesses in the US?',
    language: options.language ?? 'en',
    country: options.country ?? 'US',
    timeoutMs: 30_000,
    context: {
      brandName: options.brandName ?? 'Pipedrive',
      brandAliases: options.brandAliases ?? ['Pipedrive CRM'],
      brandDomain: options.brandDomain === undefined ? 'pipedrive.com' : options.brandDomain,
      topicSeed: options.topicSeed ?? 'best CRM for small businesses',
      runIndex: options.runIndex ?? 0,
      date: options.date ?? '2025-06-02',
    },
  };
}

const runs = (count: number, options: RequestOptions = {}) =>
  Array.from({ length: count }, (_, runIndex) => simulateAnswer(request({ ...options, runIndex })));

const withoutUrls = (text: string) => text.replace(/https:\/\/\S+/g, ' ');

const countWords = (text: string, words: RegExp) => withoutUrls(text).match(words)?.length ?? 0;

const ENGLISH_WORDS = /(?<![\p{L}])(?:the|and|with|for|is|you|your|of|to)(?![\p{L}])/giu;

interface LanguageCase {
  language: string;
  country: string;
  topicSeed: string;
  prompt: string;
  functionWords: RegExp;
}

const LANGUAGES: LanguageCase[] = [
  {
    language: 'fr',
    country: 'FR',
    topicSeed: 'meilleur CRM pour PME',
    prompt: 'Quelles sont les meilleures options en matière de CRM pour PME en France ?',
    functionWords: /(?<![\p{L}])(?:le|la|les|des|du|pour|et|est|vous|votre|avec|une|que)(?![\p{L}])/giu,
  },
  {
    language: 'de',
    country: 'DE',
    topicSeed: 'E-Bikes für Pendler',
    prompt: 'Was würdest du mir in Sachen E-Bikes für Pendler empfehlen?',
    functionWords: /(?<![\p{L}])(?:der|die|das|und|mit|für|ist|du|dein|nicht|als|ein|eine)(?![\p{L}])/giu,
  },
  {
    language: 'es',
    country: 'ES',
    topicSeed: 'zapatillas de running',
    prompt: '¿Qué zapatillas de running me recomiendas?',
    functionWords: /(?<![\p{L}])(?:el|la|los|las|de|del|y|con|para|que|es|tu|una)(?![\p{L}])/giu,
  },
  {
    language: 'it',
    country: 'IT',
    topicSeed: 'banca online',
    prompt: 'Quali sono le migliori banche online in Italia?',
    functionWords: /(?<![\p{L}])(?:il|la|le|di|del|e|con|per|che|è|un|una)(?![\p{L}])/giu,
  },
  {
    language: 'pt',
    country: 'PT',
    topicSeed: 'alojamento web',
    prompt: 'Qual é o melhor alojamento web para uma pequena empresa?',
    functionWords: /(?<![\p{L}])(?:o|a|os|as|de|do|da|e|com|para|que|é|um|uma)(?![\p{L}])/giu,
  },
  {
    language: 'nl',
    country: 'NL',
    topicSeed: 'koffiemachine',
    prompt: 'Welke koffiemachine raad je aan?',
    functionWords: /(?<![\p{L}])(?:de|het|een|en|met|voor|van|je|is|niet|dan)(?![\p{L}])/giu,
  },
  {
    language: 'ja',
    country: 'JP',
    topicSeed: 'オンライン英会話',
    prompt: 'オンライン英会話でおすすめはどれですか？',
    functionWords: /[はがをにでのもと]|です|ます/gu,
  },
];

describe('simulated answers', () => {
  it('answers the same request the same way every time', async () => {
    const simulator = createSimulator();
    const first = await simulator.answer(request());
    const second = await createSimulator().answer(request());
    expect(second).toEqual(first);
    expect(first).toMatchObject({ simulated: true, providerModelId: 'simulated-gpt_4o' });
  });

  it('differs between runs, days and models', () => {
    const base = simulateAnswer(request()).answer.text;
    expect(simulateAnswer(request({ runIndex: 1 })).answer.text).not.toBe(base);
    expect(simulateAnswer(request({ date: '2025-06-03' })).answer.text).not.toBe(base);
    expect(simulateAnswer(request({ model: 'GPT_5' })).answer.text).not.toBe(base);
  });

  it('names the brand in some runs but not all, around a stable core of competitors', () => {
    const answers = runs(50);
    const mentioned = answers.filter(({ plan }) => plan.brandMentioned);
    expect(mentioned.length).toBeGreaterThan(5);
    expect(mentioned.length).toBeLessThan(45);
    for (const { plan, answer } of answers) {
      expect(/Pipedrive/.test(withoutUrls(answer.text))).toBe(plan.brandMentioned);
    }

    const seen = new Map<string, number>();
    for (const { plan } of answers) for (const name of plan.competitors) seen.set(name, (seen.get(name) ?? 0) + 1);
    const lineups = new Set(answers.map(({ plan }) => plan.competitors.join('|')));
    expect(lineups.size).toBeGreaterThan(25);
    expect(seen.size).toBeGreaterThan(8);
    expect(Math.max(...seen.values())).toBeGreaterThanOrEqual(30);
    expect([...seen.keys()]).toEqual(expect.arrayContaining(['HubSpot', 'Zoho CRM']));
  });

  it('ranks competitors differently from one model to another', () => {
    const leaders = (model: ModelId) => runs(30, { model }).map(({ plan }) => plan.listed[0]!.name);
    expect(leaders('GPT_4O')).not.toEqual(leaders('CLAUDE_SONNET_4_5'));
  });

  it('never lists the tracked brand as a competitor, even when the catalogue knows it', () => {
    const options = { brandName: 'HubSpot', brandAliases: ['HubSpot CRM'], brandDomain: 'hubspot.com' };
    for (const model of MODEL_IDS) {
      for (const { plan, answer } of runs(12, { ...options, model })) {
        expect(plan.competitors.some((name) => /hubspot/i.test(name))).toBe(false);
        expect(plan.listed.filter((option) => !option.isBrand).some((option) => /hubspot/i.test(option.name))).toBe(false);
        if (!plan.brandMentioned) expect(withoutUrls(answer.text)).not.toMatch(/hubspot/i);
      }
    }
  });

  it('invents the same pronounceable competitors for every prompt of an unknown category', () => {
    const options = { topicSeed: 'vegan dog food', brandName: 'Yarrah', brandAliases: [], brandDomain: 'yarrah.com' };
    const first = runs(20, { ...options, prompt: 'Which vegan dog food would you recommend?' });
    const second = runs(20, { ...options, prompt: 'How do I choose the right vegan dog food?' });
    const names = (answers: typeof first) => new Set(answers.flatMap(({ plan }) => plan.competitors));
    const shared = [...names(first)].filter((name) => names(second).has(name));
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const name of names(first)) {
      expect(name).toMatch(/^[A-Z][a-z]+(?:[A-Z][a-z]+)?$/);
      expect(name).not.toMatch(/yarrah/i);
    }
    for (const { answer } of first) {
      for (const citation of answer.citations) expect(new URL(citation.url).hostname).toMatch(/\.[a-z]{2,}$/);
    }
  });

  it.each(LANGUAGES)('answers a $language prompt in $language', ({ functionWords, ...options }) => {
    for (const model of ['GPT_4O', 'CLAUDE_SONNET_4_5', 'PERPLEXITY_SONAR', 'GEMINI_2_5_FLASH', 'MISTRAL_LARGE'] as const) {
      const { text } = simulateAnswer(request({ ...options, model })).answer;
      const native = countWords(text, functionWords);
      expect(native, text).toBeGreaterThanOrEqual(8);
      if (options.language !== 'ja') expect(countWords(text, ENGLISH_WORDS), text).toBeLessThan(native / 3);
    }
  });

  it('writes the offered languages without an answer engine of their own in their own script or words', () => {
    const cases: [string, RegExp][] = [
      ['pl', /(?<![\p{L}])(?:i|dla|się|nie|jest)(?![\p{L}])/iu],
      ['sv', /(?<![\p{L}])(?:och|för|med|att|är)(?![\p{L}])/iu],
      ['da', /(?<![\p{L}])(?:og|for|med|at|er)(?![\p{L}])/iu],
      ['no', /(?<![\p{L}])(?:og|for|med|å|er)(?![\p{L}])/iu],
      ['fi', /(?<![\p{L}])(?:ja|on|tai|kuin)(?![\p{L}])/iu],
      ['zh', /[的是和]/u],
      ['ko', /[은는이가을를]/u],
    ];
    for (const [language, words] of cases) {
      for (const model of MODEL_IDS) {
        expect(simulateAnswer(request({ language, model })).answer.text, `${language} ${model}`).toMatch(words);
      }
    }
  });

  it('takes a style after the model it imitates', () => {
    const text = (model: ModelId) => simulateAnswer(request({ model })).answer.text;
    expect(text('GPT_4O')).toMatch(/^\|---\|---\|---\|$/m);
    expect(text('GPT_5')).toMatch(/^## /m);
    expect(text('PERPLEXITY_SONAR')).toMatch(/\[\d\]/);
    expect(text('CLAUDE_SONNET_4_5')).not.toMatch(/^\d+\. |^\|/m);
    expect(text('CLAUDE_SONNET_4_5')).toMatch(/^\*\*[^*]+\*\* /m);
    expect(text('GEMINI_2_5_FLASH')).toMatch(/^\* \*\*/m);
    expect(text('GEMINI_2_5_FLASH').length).toBeLessThan(text('GPT_4O').length / 2);
    const styles = new Set(MODEL_IDS.map((model) => simulateAnswer(request({ model })).plan.voice.style));
    expect(styles.size).toBe(6);
  });

  it('cites two to five https sources and links at least one of them in the text', () => {
    for (const model of MODEL_IDS) {
      for (const { answer } of runs(10, { model })) {
        expect(answer.citations.length).toBeGreaterThanOrEqual(2);
        expect(answer.citations.length).toBeLessThanOrEqual(5);
        for (const citation of answer.citations) {
          expect(new URL(citation.url).protocol).toBe('https:');
          expect(citation.title).toBeTruthy();
          expect(Object.keys(citation).sort()).toEqual(['title', 'url']);
        }
        expect(
          answer.citations.some((citation) => answer.text.includes(citation.url)),
          answer.text,
        ).toBe(true);
      }
    }
  });

  it('sometimes links the brand site beside its name', () => {
    const linked = runs(80).filter(({ answer }) => answer.text.includes('(https://www.pipedrive.com/)'));
    expect(linked.length).toBeGreaterThan(0);
    for (const { answer } of linked) expect(answer.citations.map((citation) => citation.url)).toContain('https://www.pipedrive.com/');
  });

  it('leaves no template syntax or missing values in any language or style', () => {
    const languages = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'no', 'fi', 'ja', 'zh', 'ko'];
    const prompts = [
      'How much does a CRM cost?',
      'Are there lesser-known alternatives?',
      'Compare the leading options',
      'How do I choose?',
    ];
    for (const language of languages) {
      for (const model of MODEL_IDS) {
        for (const [index, prompt] of prompts.entries()) {
          const { answer } = simulateAnswer(request({ language, model, prompt, runIndex: index }));
          const written = [answer.text, ...answer.citations.flatMap((citation) => [citation.url, citation.title ?? ''])];
          for (const part of written) expect(part, `${language} ${model}`).not.toMatch(/\{|\}|undefined|NaN|null|\[object/);
          expect(answer.text).not.toMatch(/\n{3,}|^\s|\s$| {2}/);
        }
      }
    }
  });

  it('reports usage from the text length and a small latency without waiting', async () => {
    const started = performance.now();
    const answer = await createSimulator().answer(request());
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answer.usage.outputTokens).toBe(Math.ceil(answer.text.length / 4));
    expect(answer.usage.inputTokens).toBeGreaterThan(10);
    expect(answer.latencyMs).toBeGreaterThan(0);
    expect(answer.latencyMs).toBeLessThan(10_000);
  });

  it('refuses a run date it cannot read', async () => {
    await expect(createSimulator().answer(request({ date: 'yesterday' }))).rejects.toMatchObject({
      errorClass: 'bad_request',
    });
    await expect(createSimulator().answer(request({ date: 'yesterday' }))).rejects.toBeInstanceOf(LlmError);
  });
});
