import type { PromptLanguage } from './types.js';

/**
 * Spanish articles and adjectives agree with the seed's gender and number, so the subject is used where
 * nothing has to agree with it: after "qué" (invariable), "opciones de", "en materia de", or before a colon.
 * A template whose question starts after a colon places its own "¿".
 */
export const spanish: PromptLanguage = {
  questionMark: '?',
  openingMark: '¿',
  marketPhrases: {
    ES: 'en España',
    MX: 'en México',
    AR: 'en Argentina',
    CO: 'en Colombia',
    CL: 'en Chile',
    PE: 'en Perú',
    VE: 'en Venezuela',
    EC: 'en Ecuador',
    UY: 'en Uruguay',
    PY: 'en Paraguay',
    BO: 'en Bolivia',
    CR: 'en Costa Rica',
    GT: 'en Guatemala',
    DO: 'en República Dominicana',
    PR: 'en Puerto Rico',
    US: 'en Estados Unidos',
    CA: 'en Canadá',
    GB: 'en el Reino Unido',
    FR: 'en Francia',
    DE: 'en Alemania',
    IT: 'en Italia',
    PT: 'en Portugal',
    NL: 'en los Países Bajos',
    BE: 'en Bélgica',
    CH: 'en Suiza',
    BR: 'en Brasil',
    JP: 'en Japón',
    CN: 'en China',
    KR: 'en Corea del Sur',
    IN: 'en la India',
  },
  genericSubject: 'soluciones',
  headlessStart: /^(?:para|con|sin|de|en|a|al|por)\s/i,
  questionStart:
    /^(?:qué|que|cuál|cual|cuáles|cuales|cómo|como|cuánto|cuanto|cuánta|cuanta|dónde|donde|por qué|vale la pena|merece la pena|es|son|hay)(?:\s|$)/i,
  subjectPatterns: [
    [/^(?:cuál|cual|cuáles|cuales) (?:es|son) (?:el |la |los |las )?(?:mejor|mejores) (.+)$/i, '$1'],
    [/^(?:qué|que) (.+?) (?:es|son) (?:el |la |los |las )?(?:mejor|mejores|más recomendables?)(?: (para .+))?$/i, '$1 $2'],
    [
      /^(?:qué|que|cuál|cual) (.+?) (?:me recomiendas|me recomiendan|recomiendas|recomiendan|elegir|escoger|comprar|contratar|debo comprar|debo elegir|debería elegir)(?: (para .+))?$/i,
      '$1 $2',
    ],
    [
      /^(?:cómo|como) (?:elegir|escoger|encontrar|comparar) (?:un |una |unos |unas |el |la |los |las |mi )?(?:buen |buena |buenos |buenas |mejor )?(.+)$/i,
      '$1',
    ],
    [/^(?:cuánto|cuanto) (?:cuesta|cuestan|vale|valen) (?:un |una |unos |unas |el |la |los |las )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:qué|que|cuál|cual|cuáles|cuales|cómo|como|cuánto|cuanto|dónde|donde|por|vale|merece|la|pena|es|son|hay|me|mi|un|una|unos|unas|el|los|las|elegir|comprar)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:el|la|los|las|un|una|unos|unas)\s+|alternativas?(?:\s+a)?\s+|(?:(?:el|la|los|las)\s+)?mejor(?:es)?\s+|top(?:\s*\d+)?\s+|comprar\s+|comparativa(?:\s+de)?\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:baratos?|baratas?|precios?|opiniones|comparativa|ranking|alternativas?|(?:en )?(?:19|20)\d\d)$/i,
  brandConnectors: 'como|similar a|parecidos? a|alternativas? a|en lugar de|en vez de|o|y|vs\\.?|contra|que|de',
  templates: {
    best: [
      'Cuáles son las mejores opciones de {subject} {market}',
      'Qué {subject} me recomiendas',
      'Cuáles son las opciones de {subject} mejor valoradas ahora mismo',
    ],
    comparison: [
      'Puedes comparar las principales opciones de {subject}',
      'En qué se diferencian las opciones más populares de {subject}',
      '{subject}: ¿qué diferencias hay entre las marcas líderes',
    ],
    alternatives: [
      'Qué alternativas hay a las opciones más conocidas de {subject}',
      'Hay opciones de {subject} menos conocidas que valgan la pena',
    ],
    howToChoose: ['Cómo saber qué {subject} elegir', '{subject}: ¿qué debo tener en cuenta antes de decidirme'],
    price: [
      'Qué presupuesto debo prever en materia de {subject} {market}',
      'Cuál es la opción de {subject} con mejor relación calidad-precio',
      'Hay opciones de {subject} baratas pero fiables',
    ],
    useCase: ['Cuáles son las opciones de {subject} más fiables a largo plazo', 'Qué opciones de {subject} son las más populares {market}'],
    persona: ['Qué {subject} me recomiendas si soy principiante', 'Qué {subject} usan los profesionales'],
  },
};
