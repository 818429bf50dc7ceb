import { MODELS } from '../models.js';
import type { ModelInfo } from '../models.js';
import { hashString } from './random.js';
import { fold } from './text.js';
import type { Intent } from './types.js';

/** How an answer is laid out, after the assistant family it imitates. */
export type Style = 'table' | 'prose' | 'sourced' | 'brief' | 'bullets' | 'direct';

const STYLES: readonly Style[] = ['table', 'prose', 'sourced', 'brief', 'bullets', 'direct'];

export interface ModelVoice {
  style: Style;
  /** Small and fast models ("mini", "haiku", "flash") answer with fewer options and sections. */
  compact: boolean;
  /** Opens with the verdict before the details. */
  leadWithAnswer: boolean;
  /** Markdown headings rather than bold lines for sections. */
  headings: boolean;
  numbered: boolean;
}

const STYLE_BY_PROVIDER: Readonly<Record<string, Style>> = {
  openai: 'table',
  anthropic: 'prose',
  google: 'brief',
  perplexity: 'sourced',
  mistral: 'bullets',
  deepseek: 'bullets',
  'openai-compatible': 'bullets',
  xai: 'direct',
};

/** The voice of a model id; SIMULATED itself takes a voice per prompt, so its answers look like a mix of assistants. */
export function voiceFor(model: string, prompt: string): ModelVoice {
  const info: ModelInfo | undefined = (MODELS as Readonly<Record<string, ModelInfo>>)[model];
  const provider = info?.provider ?? 'simulated';
  const providerModelId = info?.providerModelId ?? model.toLowerCase();
  const style = STYLE_BY_PROVIDER[provider] ?? STYLES[hashString(`style|${prompt}`) % STYLES.length]!;
  return {
    style,
    compact: /mini|haiku|flash/.test(providerModelId) || providerModelId === 'sonar',
    leadWithAnswer: providerModelId.startsWith('gpt-5') || style === 'direct',
    headings: provider !== 'deepseek' && provider !== 'mistral',
    numbered: provider !== 'mistral',
  };
}

/** Latin words matched at a word start (so "compar" finds "comparer"), other scripts anywhere. */
function intentPattern(wordStarts: readonly string[], unspaced: readonly string[]): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${wordStarts.join('|')})|${unspaced.join('|')}`, 'u');
}

const INTENT_PATTERNS: readonly (readonly [Intent, RegExp])[] = [
  [
    'price',
    intentPattern(
      [
        'cost',
        'price',
        'pricing',
        'cheap',
        'afford',
        'budget',
        'value for money',
        'prix',
        'tarif',
        'pas cher',
        'rapport qualite',
        'kosten',
        'preis',
        'gunstig',
        'precio',
        'presupuesto',
        'barat',
        'economic',
        'prezz',
        'costo',
        'costa',
        'preco',
        'custo',
        'orcamento',
        'prijs',
        'kost',
        'goedkoop',
        'cena',
        'koszt',
        'tani',
        'pris(?:er|et|en)?\\b',
        'billig',
        'hinta',
        'edullin',
      ],
      ['価格', '料金', '相場', 'コスパ', '价格', '费用', '性价比', '가격', '비용', '가성비'],
    ),
  ],
  [
    'alternatives',
    intentPattern(
      [
        'alternativ',
        'lesser[- ]known',
        'less known',
        'moins connu',
        'weniger bekannt',
        'menos conocid',
        'meno conosciut',
        'menos conhecid',
        'minder bekend',
        'mniej znan',
        'mindre kand',
        'mindre kend',
        'vahemman tunnet',
      ],
      ['代わり', '知られていない', '替代', '대안', '덜 알려진'],
    ),
  ],
  [
    'compare',
    intentPattern(
      [
        'compar',
        'vs\\b',
        'versus',
        'differen',
        'vergleich',
        'unterschied',
        'verschil',
        'porown',
        'jamfor',
        'sammenlign',
        'vertail',
        'confront',
      ],
      ['比較', '比べ', '違い', '比较', '区别', '비교', '차이'],
    ),
  ],
  [
    'choose',
    intentPattern(
      [
        'choose',
        'choosing',
        'look for',
        'choisir',
        'bon choix',
        'critere',
        'auswahl',
        'achten',
        'wahl',
        'elegir',
        'tener en cuenta',
        'scegliere',
        'escolher',
        'ter em conta',
        'kiezen',
        'letten op',
        'wybrac',
        'valja',
        'vaelge',
        'velge',
        'valita',
      ],
      ['選ぶ', '選び', '选择', '怎么选', '고르', '선택'],
    ),
  ],
];

export function detectIntent(prompt: string): Intent {
  // Folding strips Japanese voicing marks and splits Hangul, so those scripts are matched as written.
  const text = `${fold(prompt)}\n${prompt.toLowerCase()}`;
  return INTENT_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'recommend';
}
