import type { PromptLanguage } from './types.js';

/**
 * "vilken"/"vilket" and adjective endings depend on whether the seed is an en- or ett-word, so the subject
 * is used bare, mostly before a colon and otherwise after "när det gäller".
 */
export const swedish: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    SE: 'i Sverige',
    FI: 'i Finland',
    NO: 'i Norge',
    DK: 'i Danmark',
    IS: 'på Island',
    DE: 'i Tyskland',
    NL: 'i Nederländerna',
    BE: 'i Belgien',
    FR: 'i Frankrike',
    ES: 'i Spanien',
    IT: 'i Italien',
    PT: 'i Portugal',
    AT: 'i Österrike',
    CH: 'i Schweiz',
    PL: 'i Polen',
    GB: 'i Storbritannien',
    IE: 'i Irland',
    US: 'i USA',
    CA: 'i Kanada',
    AU: 'i Australien',
    BR: 'i Brasilien',
    JP: 'i Japan',
    CN: 'i Kina',
    KR: 'i Sydkorea',
    IN: 'i Indien',
  },
  genericSubject: 'lösningar',
  headlessStart: /^(?:för|till|med|utan|i|på|av)\s/i,
  questionStart: /^(?:vad|vilken|vilket|vilka|hur|var|varför|finns|är|lönar|kan|ska|bör)(?:\s|$)/i,
  subjectPatterns: [
    [
      /^(?:vilken|vilket|vilka) (.+?) (?:är bäst|är bra|ska jag välja|ska jag köpa|bör jag välja|rekommenderar du)(?: (för .+))?$/i,
      '$1 $2',
    ],
    [/^hur väljer (?:jag|man) (?:en |ett |rätt )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:vad|vilken|vilket|vilka|hur|var|varför|finns|det|är|lönar|sig|kan|ska|bör|jag|man|en|ett|den|de|bästa|välja|köpa)(?:\s+|$))+/i,
  leadingNoise: /^(?:(?:en|ett)\s+|alternativ(?:\s+till)?\s+|(?:(?:den|det|de)\s+)?bästa\s+|topp(?:\s*\d+)?\s+|köpa\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:bäst i test|test|jämförelse|recensioner|pris|priser|billig[at]?|alternativ|(?:19|20)\d\d)$/i,
  brandConnectors: 'som|liknande|alternativ till|i stället för|istället för|eller|och|vs\\.?|mot|än|från',
  templates: {
    best: [
      '{subject}: vilka är de bästa alternativen {market}',
      '{subject}: vad rekommenderar du',
      '{subject}: vilka alternativ har bäst betyg just nu',
    ],
    comparison: [
      '{subject}: kan du jämföra de populäraste alternativen',
      '{subject}: vad skiljer de ledande märkena åt',
      'Hur står sig marknadsledarna mot varandra när det gäller {subject}',
    ],
    alternatives: [
      'Vilka alternativ finns det till de mest kända namnen när det gäller {subject}',
      '{subject}: finns det mindre kända alternativ som är värda att överväga',
    ],
    howToChoose: ['{subject}: hur väljer jag rätt', '{subject}: vad ska jag tänka på innan jag väljer'],
    price: [
      '{subject}: vad kostar det {market}',
      '{subject}: vilket alternativ ger mest valuta för pengarna',
      '{subject}: finns det billiga men pålitliga alternativ',
    ],
    useCase: ['{subject}: vilka alternativ är mest pålitliga i längden', 'Vad är mest populärt {market} när det gäller {subject}'],
    persona: ['{subject}: vad rekommenderar du för en nybörjare', '{subject}: vad väljer proffsen'],
  },
};
