import type { PromptLanguage } from './types.js';

/**
 * Dutch "welk"/"welke" and adjective endings depend on whether the seed is a de- or het-word, so the
 * subject is used bare, mostly before a colon and otherwise after "op het gebied van".
 */
export const dutch: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    NL: 'in Nederland',
    BE: 'in België',
    SR: 'in Suriname',
    LU: 'in Luxemburg',
    DE: 'in Duitsland',
    FR: 'in Frankrijk',
    GB: 'in het Verenigd Koninkrijk',
    IE: 'in Ierland',
    ES: 'in Spanje',
    IT: 'in Italië',
    PT: 'in Portugal',
    AT: 'in Oostenrijk',
    CH: 'in Zwitserland',
    PL: 'in Polen',
    SE: 'in Zweden',
    DK: 'in Denemarken',
    NO: 'in Noorwegen',
    FI: 'in Finland',
    US: 'in de Verenigde Staten',
    CA: 'in Canada',
    AU: 'in Australië',
    BR: 'in Brazilië',
    MX: 'in Mexico',
    JP: 'in Japan',
    CN: 'in China',
    KR: 'in Zuid-Korea',
    IN: 'in India',
  },
  genericSubject: 'oplossingen',
  headlessStart: /^(?:voor|met|zonder|van|in|op|bij)\s/i,
  questionStart: /^(?:wat|welke?|hoe|waar|wie|waarom|is|zijn|loont|kan|moet|heeft)(?:\s|$)/i,
  subjectPatterns: [
    [/^wat (?:is|zijn) (?:de|het) (?:beste|goedkoopste) (.+)$/i, '$1'],
    [/^welke? (.+?) (?:is|zijn) (?:het beste|de beste|het meest geschikt|aan te raden)(?: (voor .+))?$/i, '$1 $2'],
    [/^welke? (.+?) (?:moet ik|kan ik|raad je|raden jullie|zou je|kies ik|koop ik|kiezen|kopen)(?: \S+)*?(?: (voor .+))?$/i, '$1 $2'],
    [/^hoe (?:kies|vind|vergelijk) (?:ik|je|jij|u) (?:de|het|een) (?:juiste |beste |goede )?(.+)$/i, '$1'],
    [/^wat kost (?:een|de|het) (?:goede )?(.+)$/i, '$1'],
    [/^wat kosten (?:goede )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:wat|welke?|hoe|waar|wie|waarom|is|zijn|loont|kan|moet|heeft|het|de|een|ik|je|u|we|er|zich|kiezen|kopen)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:de|het|een)\s+|alternatieven?(?:\s+voor)?\s+|(?:(?:de|het)\s+)?beste\s+|top(?:\s*\d+)?\s+|goedkoopste\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:kopen|bestellen|vergelijken|vergelijking|reviews?|prijzen|prijs|ervaringen|goedkoop|alternatieven|(?:19|20)\d\d)$/i,
  brandConnectors: 'zoals|vergelijkbaar met|alternatieven? voor|in plaats van|of|en|vs\\.?|tegen|dan|van',
  templates: {
    best: [
      '{subject}: wat zijn {market} de beste opties',
      '{subject}: wat raad je me aan',
      '{subject}: welke opties worden momenteel het best beoordeeld',
    ],
    comparison: [
      '{subject}: kun je de belangrijkste opties met elkaar vergelijken',
      '{subject}: wat zijn de verschillen tussen de bekendste merken',
      'Hoe verhouden de marktleiders op het gebied van {subject} zich tot elkaar',
    ],
    alternatives: [
      'Welke alternatieven zijn er voor de bekendste namen op het gebied van {subject}',
      '{subject}: zijn er minder bekende opties die de moeite waard zijn',
    ],
    howToChoose: ['{subject}: waar moet ik op letten bij het kiezen', 'Hoe maak ik de juiste keuze op het gebied van {subject}'],
    price: [
      '{subject}: met welke kosten moet ik {market} rekenen',
      '{subject}: welke optie biedt de beste prijs-kwaliteitverhouding',
      '{subject}: zijn er goedkope maar betrouwbare opties',
    ],
    useCase: ['{subject}: wat is op de lange termijn het meest betrouwbaar', 'Wat is {market} het populairst op het gebied van {subject}'],
    persona: ['{subject}: wat raad je een beginner aan', '{subject}: waar kiezen professionals voor'],
  },
};
