import type { PromptLanguage } from './types.js';

/**
 * German articles and adjectives would have to agree with the seed's gender and case, so the subject
 * only appears bare: after "im Bereich", "in Sachen", "zum Thema", or before a colon.
 */
export const german: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    DE: 'in Deutschland',
    AT: 'in Österreich',
    CH: 'in der Schweiz',
    LI: 'in Liechtenstein',
    LU: 'in Luxemburg',
    BE: 'in Belgien',
    NL: 'in den Niederlanden',
    FR: 'in Frankreich',
    IT: 'in Italien',
    ES: 'in Spanien',
    PT: 'in Portugal',
    PL: 'in Polen',
    CZ: 'in Tschechien',
    DK: 'in Dänemark',
    SE: 'in Schweden',
    NO: 'in Norwegen',
    FI: 'in Finnland',
    GB: 'in Großbritannien',
    IE: 'in Irland',
    US: 'in den USA',
    CA: 'in Kanada',
    AU: 'in Australien',
    BR: 'in Brasilien',
    MX: 'in Mexiko',
    JP: 'in Japan',
    CN: 'in China',
    KR: 'in Südkorea',
    IN: 'in Indien',
  },
  genericSubject: 'Lösungen',
  headlessStart: /^(?:für|mit|ohne|zum|zur|bei|von|im|in|auf|unter)\s/i,
  questionStart: /^(?:was|welche[rsnm]?|wie|wo|wer|warum|wieso|weshalb|lohnt|lohnen|gibt es|ist|sind|soll|sollte|kann)(?:\s|$)/i,
  subjectPatterns: [
    [/^(?:was|wer) (?:ist|sind) (?:der|die|das) (?:beste|günstigste|empfehlenswerteste)\S* (.+)$/i, '$1'],
    [
      /^welche[rsnm]? (.+?) (?:ist|sind) (?:am besten|am empfehlenswertesten|der beste\S*|die beste\S*|das beste\S*|empfehlenswert)(?: (für .+))?$/i,
      '$1 $2',
    ],
    [
      /^welche[rsnm]? (.+?) (?:soll(?:te)? ich|kann ich|würdest du|empfiehlst du|empfehlen sie|empfehlt ihr|kaufen|wählen|nehmen)(?: \S+)*?(?: (für .+))?$/i,
      '$1 $2',
    ],
    [
      /^wie (?:finde|wähle|erkenne|vergleiche) (?:ich|man) (?:den|die|das|ein|eine|einen) (?:richtige\S* |passende\S* |beste\S* |gute\S* )?(.+?)(?: aus)?$/i,
      '$1',
    ],
    [/^was kostet (?:ein|eine|einen|der|die|das) (?:gute\S* )?(.+)$/i, '$1'],
    [/^was kosten (?:gute )?(.+)$/i, '$1'],
    [/^lohn(?:t|en) sich (?:ein |eine |einen |der |die |das )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:was|welche[rsnm]?|wie|wo|wer|warum|wieso|weshalb|lohnt|lohnen|sich|gibt|es|ist|sind|soll|sollte|kann|ich|man|du|wir|der|die|das|ein|eine|einen|am)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:der|die|das|ein|eine|einen)\s+|Alternativen?(?:\s+zu)?\s+|(?:die\s+)?(?:beste[nrsm]?|günstigste[nrsm]?|top(?:[- ]?\d+)?)\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise:
    /\s+(?:(?:online )?kaufen|bestellen|vergleichen|Vergleich|Test|Tests|Testsieger|Empfehlungen?|Erfahrungen|Preise?|günstig|Alternativen?|(?:19|20)\d\d)$/i,
  brandConnectors: 'ähnlich wie|wie|Alternativen? zu|statt|anstatt|anstelle von|oder|und|vs\\.?|gegen|als|von',
  templates: {
    best: [
      '{subject}: Was sind {market} die besten Optionen',
      'Was würdest du mir in Sachen {subject} empfehlen',
      'Was ist im Bereich {subject} aktuell am besten bewertet',
    ],
    comparison: [
      'Kannst du die wichtigsten Marken und Anbieter im Bereich {subject} miteinander vergleichen',
      '{subject} im Vergleich: Worin unterscheiden sich die bekanntesten Marken und Anbieter',
      'Wie schneiden die Marktführer in Sachen {subject} im direkten Vergleich ab',
    ],
    alternatives: [
      'Welche Alternativen zu den großen Namen gibt es im Bereich {subject}',
      'Gibt es im Bereich {subject} weniger bekannte Marken oder Anbieter, die sich lohnen',
    ],
    howToChoose: ['Zum Thema {subject}: Worauf sollte ich bei der Auswahl achten', 'Wie treffe ich in Sachen {subject} die richtige Wahl'],
    price: [
      '{subject}: Mit welchen Kosten muss ich {market} rechnen',
      'Was bietet im Bereich {subject} das beste Preis-Leistungs-Verhältnis',
      '{subject}: Gibt es günstige Optionen, die trotzdem gut sind',
    ],
    useCase: ['{subject}: Was ist auf lange Sicht am zuverlässigsten', 'Was ist {market} im Bereich {subject} besonders beliebt'],
    persona: ['Was empfiehlst du einem Einsteiger in Sachen {subject}', 'Worauf setzen Profis in Sachen {subject}'],
  },
};
