import type { PromptLanguage } from './types.js';

/**
 * Italian articles and adjectives agree with the seed's gender and number, so the subject is used where
 * nothing has to agree with it: after "che" (invariable), "in fatto di", or before a colon.
 */
export const italian: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    IT: 'in Italia',
    CH: 'in Svizzera',
    SM: 'a San Marino',
    FR: 'in Francia',
    DE: 'in Germania',
    AT: 'in Austria',
    ES: 'in Spagna',
    PT: 'in Portogallo',
    BE: 'in Belgio',
    NL: 'nei Paesi Bassi',
    LU: 'in Lussemburgo',
    PL: 'in Polonia',
    SE: 'in Svezia',
    DK: 'in Danimarca',
    NO: 'in Norvegia',
    FI: 'in Finlandia',
    GB: 'nel Regno Unito',
    IE: 'in Irlanda',
    US: 'negli Stati Uniti',
    CA: 'in Canada',
    AU: 'in Australia',
    BR: 'in Brasile',
    AR: 'in Argentina',
    MX: 'in Messico',
    JP: 'in Giappone',
    CN: 'in Cina',
    KR: 'in Corea del Sud',
    IN: 'in India',
  },
  genericSubject: 'soluzioni',
  headlessStart: /^(?:per|con|senza|di|da|in|a|al|alla)\s/i,
  questionStart: /^(?:qual|quale|quali|che|come|quanto|quanti|quanta|dove|perché|conviene|vale la pena|è|sono|esiste|esistono)(?:\s|$|')/i,
  subjectPatterns: [
    [/^(?:qual è|qual'è|quale è|quali sono) (?:il |lo |la |l'|i |gli |le )?(?:miglior[ei]?|top) ?(.+)$/i, '$1'],
    [/^(?:quale|quali|che) (.+?) (?:è|sono) (?:il |la |i |le )?(?:miglior[ei]?|più adatt[oaie]|ideal[ei])(?: (per .+))?$/i, '$1 $2'],
    [
      /^(?:quale|quali|che) (.+?) (?:scegliere|comprare|prendere|mi consigli|mi consigliate|consigli|consigliate|dovrei scegliere|dovrei comprare)(?: (per .+))?$/i,
      '$1 $2',
    ],
    [
      /^come (?:scegliere|trovare|confrontare) (?:il |lo |la |l'|i |gli |le |un |uno |una |un')?(?:miglior[ei]? |giust[oaie] |buon[oaie]? )?(.+)$/i,
      '$1',
    ],
    [/^quanto (?:costa|costano) (?:il |lo |la |l'|i |gli |le |un |uno |una |un')?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:qual|quale|quali|che|come|quanto|dove|perché|conviene|vale|la|pena|è|sono|esiste|esistono|il|lo|gli|le|i|un|uno|una|mi|si|scegliere|comprare)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:il|lo|la|i|gli|le|un|uno|una)\s+|l'|un'|alternative(?:\s+a)?\s+|(?:(?:il|la|i|le)\s+)?miglior[ei]?\s+|top(?:\s*\d+)?\s+|comprare\s+|classifica(?:\s+de[li])?\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:economic[oaih]e?|prezz[oi]|opinioni|recensioni|classifica|confronto|alternative|(?:nel )?(?:19|20)\d\d)$/i,
  brandConnectors: 'come|simil[ei] a|alternative a|invece di|al posto di|o|e|vs\\.?|contro|di',
  templates: {
    best: [
      'Quali sono le migliori opzioni in fatto di {subject} {market}',
      'Che {subject} mi consigli',
      '{subject}: quali sono le opzioni più apprezzate al momento',
    ],
    comparison: [
      '{subject}: puoi confrontare le principali opzioni',
      'Quali differenze ci sono tra le opzioni più note in fatto di {subject}',
      'Come si posizionano tra loro i leader di mercato in fatto di {subject}',
    ],
    alternatives: [
      'Quali alternative ci sono ai nomi più noti in fatto di {subject}',
      '{subject}: esistono opzioni meno conosciute ma valide',
    ],
    howToChoose: ['Che {subject} scegliere in base alle mie esigenze', '{subject}: a cosa devo fare attenzione prima di scegliere'],
    price: [
      '{subject}: quanto si spende in media {market}',
      "Qual è l'opzione con il miglior rapporto qualità-prezzo in fatto di {subject}",
      'Ci sono opzioni economiche ma affidabili in fatto di {subject}',
    ],
    useCase: [
      '{subject}: quali sono le opzioni più affidabili nel tempo',
      'Quali sono le opzioni più diffuse {market} in fatto di {subject}',
    ],
    persona: ['Che {subject} consiglieresti a un principiante', 'Che {subject} usano i professionisti'],
  },
};
