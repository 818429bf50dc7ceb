import type { PromptLanguage } from './types.js';

/**
 * Polish inflects the seed for case, gender and number, none of which the generator can do, so every
 * template keeps the seed in the nominative in front of a colon and asks the question after it.
 */
export const polish: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    PL: 'w Polsce',
    DE: 'w Niemczech',
    CZ: 'w Czechach',
    SK: 'na Słowacji',
    LT: 'na Litwie',
    UA: 'na Ukrainie',
    AT: 'w Austrii',
    CH: 'w Szwajcarii',
    FR: 'we Francji',
    BE: 'w Belgii',
    NL: 'w Holandii',
    LU: 'w Luksemburgu',
    ES: 'w Hiszpanii',
    IT: 'we Włoszech',
    PT: 'w Portugalii',
    SE: 'w Szwecji',
    DK: 'w Danii',
    NO: 'w Norwegii',
    FI: 'w Finlandii',
    GB: 'w Wielkiej Brytanii',
    IE: 'w Irlandii',
    US: 'w Stanach Zjednoczonych',
    CA: 'w Kanadzie',
    AU: 'w Australii',
    BR: 'w Brazylii',
    MX: 'w Meksyku',
    JP: 'w Japonii',
    CN: 'w Chinach',
    KR: 'w Korei Południowej',
    IN: 'w Indiach',
  },
  genericSubject: 'rozwiązania',
  headlessStart: /^(?:dla|do|z|ze|bez|w|we|na|od)\s/i,
  questionStart: /^(?:jaki|jaka|jakie|jakich|który|która|które|jak|co|czy|gdzie|ile|dlaczego)(?:\s|$)/i,
  subjectPatterns: [
    [/^(?:jaki|jaka|jakie|który|która|które) (?:jest|są) (?:najlepsz[yaei]|najtańsz[yaei]) (.+)$/i, '$1'],
    [
      /^(?:jaki|jaka|jakie|który|która|które) (.+?) (?:wybrać|kupić|polecacie|polecasz|polecisz|jest najlepsz[yaei]|są najlepsze)(?: (dla .+|do .+))?$/i,
      '$1 $2',
    ],
  ],
  questionFiller:
    /^(?:(?:jaki|jaka|jakie|jakich|który|która|które|jak|co|czy|gdzie|ile|dlaczego|jest|są|warto|najlepszy|najlepsza|najlepsze|wybrać|kupić|się)(?:\s+|$))+/i,
  leadingNoise: /^(?:najlepsz[yaei]\s+|alternatyw[ay](?:\s+dla)?\s+|ranking\s+|top(?:\s*\d+)?\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:ranking|opinie|cena|ceny|porównanie|tani[ea]?|alternatyw[ay]|(?:19|20)\d\d)$/i,
  brandConnectors: 'jak|podobn[ey] do|alternatyw[ay] dla|zamiast|lub|albo|czy|i|vs\\.?|od',
  templates: {
    best: [
      '{subject}: jakie są najlepsze opcje {market}',
      '{subject}: co polecasz',
      '{subject}: które opcje mają obecnie najlepsze opinie',
    ],
    comparison: [
      '{subject}: czy możesz porównać najpopularniejsze opcje',
      '{subject}: czym różnią się najpopularniejsze marki',
      '{subject}: jak wypadają liderzy rynku w bezpośrednim porównaniu',
    ],
    alternatives: ['{subject}: jakie są alternatywy dla liderów rynku', '{subject}: czy są mniej znane opcje, które warto rozważyć'],
    howToChoose: ['{subject}: jak wybrać najlepszą opcję dla siebie', '{subject}: na co zwrócić uwagę przy wyborze'],
    price: [
      '{subject}: ile trzeba na to wydać {market}',
      '{subject}: która opcja ma najlepszy stosunek jakości do ceny',
      '{subject}: czy są tanie, ale solidne opcje',
    ],
    useCase: ['{subject}: co sprawdza się najlepiej na dłuższą metę', '{subject}: co jest najpopularniejsze {market}'],
    persona: ['{subject}: co wybrać na początek', '{subject}: co wybierają profesjonaliści'],
  },
};
