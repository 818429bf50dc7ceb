import type { PromptLanguage } from './types.js';

/**
 * "hvilken"/"hvilket" and adjective endings depend on the seed's gender, so the subject is used bare:
 * mostly before a colon and otherwise after "når det gælder".
 */
export const danish: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    DK: 'i Danmark',
    GL: 'i Grønland',
    FO: 'på Færøerne',
    SE: 'i Sverige',
    NO: 'i Norge',
    FI: 'i Finland',
    IS: 'i Island',
    DE: 'i Tyskland',
    NL: 'i Holland',
    BE: 'i Belgien',
    FR: 'i Frankrig',
    ES: 'i Spanien',
    IT: 'i Italien',
    PT: 'i Portugal',
    AT: 'i Østrig',
    CH: 'i Schweiz',
    PL: 'i Polen',
    GB: 'i Storbritannien',
    IE: 'i Irland',
    US: 'i USA',
    CA: 'i Canada',
    AU: 'i Australien',
    BR: 'i Brasilien',
    JP: 'i Japan',
    CN: 'i Kina',
    KR: 'i Sydkorea',
    IN: 'i Indien',
  },
  genericSubject: 'løsninger',
  headlessStart: /^(?:til|for|med|uden|i|på|af)\s/i,
  questionStart: /^(?:hvad|hvilken|hvilket|hvilke|hvordan|hvor|hvorfor|findes|er|kan|skal|bør|kan det betale sig)(?:\s|$)/i,
  subjectPatterns: [
    [
      /^(?:hvilken|hvilket|hvilke) (.+?) (?:er bedst|er god|er gode|skal jeg vælge|skal jeg købe|bør jeg vælge|anbefaler du)(?: (til .+))?$/i,
      '$1 $2',
    ],
    [/^hvordan vælger (?:jeg|man) (?:en |et |den rigtige |det rigtige |de rigtige )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:hvad|hvilken|hvilket|hvilke|hvordan|hvor|hvorfor|findes|der|er|kan|skal|bør|det|betale|sig|jeg|man|en|et|den|de|bedste|vælge|købe)(?:\s+|$))+/i,
  leadingNoise: /^(?:(?:en|et)\s+|alternativer?(?:\s+til)?\s+|(?:(?:den|det|de)\s+)?bedste\s+|top(?:\s*\d+)?\s+|køb\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:bedst i test|test|sammenligning|anmeldelser|pris|priser|billig[e]?|alternativer?|(?:19|20)\d\d)$/i,
  brandConnectors: 'som|lignende|alternativer? til|i stedet for|eller|og|vs\\.?|mod|end|fra',
  templates: {
    best: [
      '{subject}: hvad er de bedste muligheder {market}',
      '{subject}: hvad vil du anbefale',
      '{subject}: hvilke muligheder får de bedste anmeldelser lige nu',
    ],
    comparison: [
      '{subject}: kan du sammenligne de mest populære muligheder',
      '{subject}: hvad er forskellen på de førende mærker',
      'Hvordan klarer de førende aktører sig i forhold til hinanden, når det gælder {subject}',
    ],
    alternatives: [
      'Hvilke alternativer findes der til de mest kendte navne, når det gælder {subject}',
      '{subject}: findes der mindre kendte muligheder, som er værd at overveje',
    ],
    howToChoose: ['{subject}: hvordan vælger jeg det rigtige', '{subject}: hvad skal jeg være opmærksom på, før jeg vælger'],
    price: [
      '{subject}: hvad koster det {market}',
      '{subject}: hvilken mulighed giver mest for pengene',
      '{subject}: findes der billige, men pålidelige muligheder',
    ],
    useCase: ['{subject}: hvilke muligheder er mest pålidelige i længden', 'Hvad er mest populært {market}, når det gælder {subject}'],
    persona: ['{subject}: hvad vil du anbefale til en nybegynder', '{subject}: hvad vælger de professionelle'],
  },
};
