import { pluralizeEnglish } from './english-plural.js';
import type { PromptLanguage } from './types.js';

export const english: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    US: 'in the US',
    GB: 'in the UK',
    CA: 'in Canada',
    AU: 'in Australia',
    NZ: 'in New Zealand',
    IE: 'in Ireland',
    IN: 'in India',
    SG: 'in Singapore',
    ZA: 'in South Africa',
    FR: 'in France',
    BE: 'in Belgium',
    CH: 'in Switzerland',
    LU: 'in Luxembourg',
    DE: 'in Germany',
    AT: 'in Austria',
    ES: 'in Spain',
    MX: 'in Mexico',
    IT: 'in Italy',
    PT: 'in Portugal',
    BR: 'in Brazil',
    NL: 'in the Netherlands',
    PL: 'in Poland',
    SE: 'in Sweden',
    DK: 'in Denmark',
    NO: 'in Norway',
    FI: 'in Finland',
    JP: 'in Japan',
    CN: 'in China',
    KR: 'in South Korea',
  },
  genericSubject: 'solution',
  headlessStart: /^(?:for|to|with|without|in|on|under|from|at|by|of)\s/i,
  questionStart: /^(?:how|what(?:'s)?|which|who|where|why|when|is|are|do|does|can|could|should|would|will)(?:\s|$)/i,
  subjectPatterns: [
    [
      /^(?:which|what) (.+?) (?:is|are) (?:the )?(?:best|top|ideal|right|most recommended)(?: (?:choice|option|one|pick)s?)?(?: (for .+))?$/i,
      '$1 $2',
    ],
    [
      /^what(?:'s| is| are)(?: some| a| an| the)?(?: very| really)? (?:best|top|good|great|right|ideal|most popular|most reliable|cheapest|most affordable|top-rated|top rated)(?: \d+)? (.+)$/i,
      '$1',
    ],
    [
      /^how (?:do|should|can|would|could) (?:i|we|you|one) (?:choose|pick|select|find|compare|buy|get)(?: a| an| the| my| our)?(?: right| best| good| perfect| ideal)? (.+)$/i,
      '$1',
    ],
    [/^how to (?:choose|pick|select|find|compare|buy)(?: a| an| the)?(?: right| best| good| perfect)? (.+)$/i, '$1'],
    [/^(?:can|could) you (?:please )?recommend(?: me)?(?: a| an| some| the)?(?: good| great| best)? (.+)$/i, '$1'],
    [/^how much (?:does|do|would|will|should) (?:a |an |the |my )?(.+?) (?:cost|costs|run|be)\b.*$/i, '$1'],
    [/^how much (?:is|are) (?:a |an |the )?(.+)$/i, '$1'],
    [/^(?:is|are) (?:a |an |the )?(.+?) worth (?:it|buying|the money|paying for)\b.*$/i, '$1'],
    [/^where (?:can|should|do) (?:i|we|you) (?:buy|get|find) (?:a |an |the |some )?(?:good |cheap |the best )?(.+)$/i, '$1'],
    [/^what should (?:i|we) look for in (?:a |an |the )?(.+)$/i, '$1'],
    [/^(?:should|do|can) (?:i|we) (?:get|buy|choose|use|pick) (?:a |an |the )?(.+?) or .+$/i, '$1'],
    // "Which CRM should I use for my startup": keep only the thing asked about and its purpose.
    [/^(?:which|what) (.+?) (?:should|would|do|does|can|could|will) \S+ \S+(?: (for .+)| .+)?$/i, '$1 $2'],
  ],
  questionFiller:
    /^(?:(?:how|what(?:'s)?|which|who|where|why|when|is|are|do|does|did|can|could|should|would|will|it|there|i|we|you|my|our|a|an|the|some|worth|to|get|buy|choose|find|use|need|much|many)\s+)+/i,
  leadingNoise:
    /^(?:the|a|an|alternatives?(?: to)?|(?:very )?best|top(?:[- ]rated|[- ]?\d+)?|\d+ best|good|recommended|buy(?:ing)?|compare|comparing|cheapest|(?:19|20)\d\d)\s+/i,
  trailingNoise:
    /\s+(?:reviews?|comparison|compared|rankings?|recommendations?|prices?|pricing|costs?|deals|for sale|to buy|near me|alternatives?|vs|versus|(?:in )?(?:19|20)\d\d)$/i,
  brandConnectors:
    'like|such as|similar to|alternatives? to|instead of|compared to|other than|besides|except|vs\\.?|versus|or|and|than|by|from',
  templates: {
    best: ['What are the best {subjects} {market}', 'Which {subject} would you recommend', 'What are the top-rated {subjects} right now'],
    comparison: [
      'How do the leading {subjects} compare',
      'Can you compare the most popular {subjects} side by side',
      'What are the main differences between the top {subjects}',
    ],
    alternatives: ['What are good alternatives to the best-known {subjects}', 'Are there any lesser-known {subjects} worth considering'],
    howToChoose: ['How do I choose the right {subject}', 'What should I look for when comparing {subjects}'],
    price: [
      'How much do {subjects} typically cost {market}',
      'Which {subjects} offer the best value for money',
      'What are the most affordable {subjects} that are still worth it',
    ],
    useCase: ['Which {subjects} are the most reliable in the long run', 'Which {subjects} are the most popular {market}'],
    persona: ['Which {subject} would you recommend to a beginner', 'Which {subjects} do professionals recommend'],
  },
  pluralize: pluralizeEnglish,
};
