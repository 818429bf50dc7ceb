import type { PromptLanguage } from './types.js';

/**
 * Norwegian (bokmål). "hvilken"/"hvilket" and adjective endings depend on the seed's gender, so the subject
 * is used bare, mostly before a colon and otherwise after "når det gjelder".
 */
export const norwegian: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    NO: 'i Norge',
    SE: 'i Sverige',
    DK: 'i Danmark',
    FI: 'i Finland',
    IS: 'på Island',
    DE: 'i Tyskland',
    NL: 'i Nederland',
    BE: 'i Belgia',
    FR: 'i Frankrike',
    ES: 'i Spania',
    IT: 'i Italia',
    PT: 'i Portugal',
    AT: 'i Østerrike',
    CH: 'i Sveits',
    PL: 'i Polen',
    GB: 'i Storbritannia',
    IE: 'i Irland',
    US: 'i USA',
    CA: 'i Canada',
    AU: 'i Australia',
    BR: 'i Brasil',
    JP: 'i Japan',
    CN: 'i Kina',
    KR: 'i Sør-Korea',
    IN: 'i India',
  },
  genericSubject: 'løsninger',
  headlessStart: /^(?:til|for|med|uten|i|på|av)\s/i,
  questionStart: /^(?:hva|hvilken|hvilket|hvilke|hvordan|hvor|hvorfor|finnes|er|lønner|kan|skal|bør)(?:\s|$)/i,
  subjectPatterns: [
    [
      /^(?:hvilken|hvilket|hvilke) (.+?) (?:er best|er bra|er gode|bør jeg velge|skal jeg velge|skal jeg kjøpe|anbefaler du)(?: ((?:for|til) .+))?$/i,
      '$1 $2',
    ],
    [/^hvordan velger (?:jeg|man) (?:en |et |ei |riktig |den riktige |det riktige |de riktige )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:hva|hvilken|hvilket|hvilke|hvordan|hvor|hvorfor|finnes|det|er|lønner|seg|kan|skal|bør|jeg|man|en|et|ei|den|de|beste|velge|kjøpe)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:en|et|ei)\s+|alternativer?(?:\s+til)?\s+|(?:(?:den|det|de)\s+)?beste\s+|topp(?:\s*\d+)?\s+|kjøpe?\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:best i test|test|sammenligning|anmeldelser|pris|priser|billige?|alternativer?|(?:19|20)\d\d)$/i,
  brandConnectors: 'som|lignende|alternativer? til|i stedet for|istedenfor|eller|og|vs\\.?|mot|enn|fra',
  templates: {
    best: [
      '{subject}: hva er de beste alternativene {market}',
      '{subject}: hva vil du anbefale',
      '{subject}: hvilke alternativer får best omtale akkurat nå',
    ],
    comparison: [
      '{subject}: kan du sammenligne de mest populære alternativene',
      '{subject}: hva skiller de ledende merkene fra hverandre',
      'Hvordan står markedslederne seg mot hverandre når det gjelder {subject}',
    ],
    alternatives: [
      'Hvilke alternativer finnes til de mest kjente navnene når det gjelder {subject}',
      '{subject}: finnes det mindre kjente alternativer som er verdt å vurdere',
    ],
    howToChoose: ['{subject}: hvordan velger jeg riktig', '{subject}: hva bør jeg se etter før jeg velger'],
    price: [
      '{subject}: hva koster det {market}',
      '{subject}: hvilket alternativ gir mest for pengene',
      '{subject}: finnes det rimelige, men pålitelige alternativer',
    ],
    useCase: ['{subject}: hvilke alternativer er mest pålitelige i lengden', 'Hva er mest populært {market} når det gjelder {subject}'],
    persona: ['{subject}: hva anbefaler du for en nybegynner', '{subject}: hva velger proffene'],
  },
};
