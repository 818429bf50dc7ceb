import type { PromptLanguage } from './types.js';

/**
 * Finnish inflects the seed in fifteen cases the generator cannot produce, so every template keeps the
 * seed in the nominative in front of a colon and asks the question after it.
 */
export const finnish: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    FI: 'Suomessa',
    SE: 'Ruotsissa',
    NO: 'Norjassa',
    DK: 'Tanskassa',
    EE: 'Virossa',
    IS: 'Islannissa',
    DE: 'Saksassa',
    NL: 'Alankomaissa',
    BE: 'Belgiassa',
    FR: 'Ranskassa',
    ES: 'Espanjassa',
    IT: 'Italiassa',
    PT: 'Portugalissa',
    AT: 'Itävallassa',
    CH: 'Sveitsissä',
    PL: 'Puolassa',
    GB: 'Isossa-Britanniassa',
    IE: 'Irlannissa',
    US: 'Yhdysvalloissa',
    CA: 'Kanadassa',
    AU: 'Australiassa',
    BR: 'Brasiliassa',
    JP: 'Japanissa',
    CN: 'Kiinassa',
    KR: 'Etelä-Koreassa',
    IN: 'Intiassa',
  },
  genericSubject: 'ratkaisut',
  questionStart: /^(?:mikä|mitkä|mitä|miten|kuinka|paljonko|missä|miksi|onko|kannattaako|kumpi)(?:\s|$)/i,
  subjectPatterns: [
    [/^mikä on (?:paras|halvin|suosituin) (.+)$/i, '$1'],
    [/^mitkä ovat (?:parhaat|halvimmat|suosituimmat) (.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:mikä|mitkä|mitä|miten|kuinka|paljonko|missä|miksi|onko|kannattaako|kumpi|on|ovat|paras|parhaat|valita|ostaa)(?:\s+|$))+/i,
  leadingNoise: /^(?:paras\s+|vaihtoehdot\s+|parhaat\s+|top(?:\s*\d+)?\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:vertailu|testi|arvostelut|hinta|hinnat|halpa|halvat|vaihtoehdot|(?:19|20)\d\d)$/i,
  brandConnectors: 'kuten|vaihtoehdot|vai|tai|ja|vs\\.?',
  templates: {
    best: [
      '{subject}: mitkä ovat parhaat vaihtoehdot {market}',
      '{subject}: mitä suosittelet',
      '{subject}: mitkä vaihtoehdot saavat tällä hetkellä parhaat arviot',
    ],
    comparison: [
      '{subject}: voitko vertailla suosituimpia vaihtoehtoja keskenään',
      '{subject}: mitä eroja johtavien merkkien välillä on',
      '{subject}: miten markkinajohtajat pärjäävät suorassa vertailussa',
    ],
    alternatives: [
      '{subject}: mitä vaihtoehtoja tunnetuimmille merkeille on',
      '{subject}: onko vähemmän tunnettuja vaihtoehtoja, joita kannattaa harkita',
    ],
    howToChoose: [
      '{subject}: miten valitsen itselleni sopivimman vaihtoehdon',
      '{subject}: mihin kannattaa kiinnittää huomiota valinnassa',
    ],
    price: [
      '{subject}: paljonko se maksaa {market}',
      '{subject}: mikä vaihtoehto on hinta-laatusuhteeltaan paras',
      '{subject}: onko edullisia mutta luotettavia vaihtoehtoja',
    ],
    useCase: ['{subject}: mikä on pitkällä aikavälillä luotettavin vaihtoehto', '{subject}: mikä on suosituin vaihtoehto {market}'],
    persona: ['{subject}: mitä suosittelet aloittelijalle', '{subject}: mitä ammattilaiset käyttävät'],
  },
};
