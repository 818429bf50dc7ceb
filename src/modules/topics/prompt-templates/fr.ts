import type { PromptLanguage } from './types.js';

// "de" elides before a vowel and before the silent h of these common word starts ("d'hébergement").
const ELISION =
  /(?<![\p{L}\p{N}])([Dd]e|[Qq]ue) (?=[aeiouyàâäéèêëîïôöùûüœæ]|h(?:ébergement|ôtel|ôpital|uile|ygiène|abitation|ypoth|ybride|oméo|umid|oraire|istoire|erb|abit|orlog|ôte|umain)|[AEIOUYÀÂÉÈÊÎÔŒ])/gu;

function elide(prompt: string): string {
  return prompt.replace(ELISION, (_match, word: string) => `${word.slice(0, -1)}'`);
}

/**
 * French nouns carry a gender the seed does not reveal, so the subject only appears where no article
 * or adjective has to agree with it: after "en matière de", "côté", or before a colon.
 */
export const french: PromptLanguage = {
  questionMark: ' ?',
  marketPhrases: {
    FR: 'en France',
    BE: 'en Belgique',
    CH: 'en Suisse',
    LU: 'au Luxembourg',
    CA: 'au Canada',
    MC: 'à Monaco',
    MA: 'au Maroc',
    SN: 'au Sénégal',
    CI: "en Côte d'Ivoire",
    US: 'aux États-Unis',
    GB: 'au Royaume-Uni',
    IE: 'en Irlande',
    DE: 'en Allemagne',
    AT: 'en Autriche',
    ES: 'en Espagne',
    IT: 'en Italie',
    PT: 'au Portugal',
    NL: 'aux Pays-Bas',
    PL: 'en Pologne',
    SE: 'en Suède',
    DK: 'au Danemark',
    NO: 'en Norvège',
    FI: 'en Finlande',
    BR: 'au Brésil',
    MX: 'au Mexique',
    JP: 'au Japon',
    CN: 'en Chine',
    KR: 'en Corée du Sud',
    IN: 'en Inde',
    AU: 'en Australie',
  },
  genericSubject: 'solutions',
  headlessStart: /^(?:pour|à|au|aux|avec|sans|en|de|du|des|chez|par)\s/i,
  questionStart: /^(?:quel(?:le)?s?|comment|combien|pourquoi|où|est-ce|que|qu'|lequel|laquelle|lesquel(?:le)?s)(?:\s|$|')/i,
  subjectPatterns: [
    [/^quel(?:le)?s? (?:est|sont)[- ](?:le |la |les |l')?(?:meilleure?s?|top) (.+)$/i, '$1'],
    [/^quel(?:le)?s? (.+?) (?:est|sont) (?:le |la |les )?(?:meilleure?s?|plus adaptée?s?|idéale?s?)(?: (pour .+))?$/i, '$1 $2'],
    [
      /^quel(?:le)?s? (.+?) (?:choisir|prendre|acheter|utiliser|privilégier|(?:me )?(?:recommandez|conseillez)-vous|(?:me )?(?:recommandes|conseilles)-tu)(?: (pour .+))?$/i,
      '$1 $2',
    ],
    [
      /^comment (?:bien )?(?:choisir|trouver|comparer|sélectionner) (?:un |une |des |le |la |les |l'|son |sa |ses |mon |ma |mes )?(?:bon |bonne |meilleure? )?(.+)$/i,
      '$1',
    ],
    [/^combien (?:coûte|coûtent|coute|coutent) (?:un |une |des |le |la |les |l')?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:quel(?:le)?s?|comment|combien|pourquoi|où|est-ce|que|qu'|est|sont|il|elle|ils|je|on|vous|mon|ma|mes|un|une|des|le|la|les|l'|faut-il|choisir|trouver|acheter)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:le|la|les|un|une|des)\s+|l'|alternatives?(?:\s+à)?\s+|meilleure?s?\s+|top(?:\s*\d+)?\s+|comparatif(?:\s+des?)?\s+|acheter\s+|choisir\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise:
    /\s+(?:pas ch(?:er|ère)s?|comparatif|comparaison|avis|prix|tarifs?|classement|à acheter|alternatives?|(?:en )?(?:19|20)\d\d)$/i,
  brandConnectors: 'comme|type|similaire à|alternatives? à|à la place de|plutôt que|autre que|vs\\.?|contre|ou|et|que|de chez|chez',
  templates: {
    best: [
      'Quelles sont les meilleures options en matière de {subject} {market}',
      '{subject} : que me conseillez-vous',
      'Côté {subject}, quelles offres sont les mieux notées en ce moment',
    ],
    comparison: [
      'Pouvez-vous comparer les principales offres en matière de {subject}',
      '{subject} : quelles différences entre les acteurs les plus connus',
      'Côté {subject}, comment les leaders du marché se comparent-ils',
    ],
    alternatives: [
      'Quelles alternatives aux grands noms existe-t-il en matière de {subject}',
      '{subject} : y a-t-il des options moins connues mais intéressantes',
    ],
    howToChoose: ['Comment faire le bon choix en matière de {subject}', '{subject} : quels critères regarder avant de choisir'],
    price: [
      '{subject} : quel budget prévoir {market}',
      'Quelle offre a le meilleur rapport qualité-prix en matière de {subject}',
      'Côté {subject}, existe-t-il des options pas chères mais fiables',
    ],
    useCase: [
      '{subject} : quelles sont les options les plus fiables sur la durée',
      'Quelles sont les options les plus populaires {market} en matière de {subject}',
    ],
    persona: ['Que recommandez-vous à un débutant en matière de {subject}', '{subject} : que choisissent les professionnels'],
  },
  finalize: elide,
};
