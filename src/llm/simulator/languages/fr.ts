import type { LanguagePack } from '../types.js';

export const french: LanguagePack = {
  sentenceGap: ' ',
  dash: ' – ',
  colon: ' :',
  and: 'et',
  openers: {
    recommend: [
      "Le bon choix dépend de votre budget, de l'usage que vous en aurez et de ce qui compte le plus pour vous. Voici les options qui reviennent le plus souvent :",
      "Il n'existe pas de meilleure option universelle, mais quelques noms se détachent nettement :",
      'Voici les options les plus solides en ce moment, avec ce que chacune fait de mieux :',
    ],
    compare: [
      'Voici comment les principales options se comparent sur ce qui compte le plus : la simplicité, les fonctionnalités et le prix.',
      'Les principales offres se ressemblent beaucoup : la différence se fait sur les détails. Comparaison rapide :',
    ],
    price: [
      "Les prix varient fortement : les offres d'entrée de gamme couvrent l'essentiel, les offres premium ajoutent des fonctionnalités et du service. Voici où se situent les principaux acteurs :",
      'Le coût dépend surtout de la formule dont vous avez besoin. Voici un aperçu réaliste des principales options :',
    ],
    alternatives: [
      'Au-delà des noms les plus connus, plusieurs alternatives méritent vraiment le détour :',
      'Si les acteurs habituels ne vous conviennent pas, ces alternatives valent la peine de regarder de plus près :',
    ],
    choose: [
      "Partez de vos besoins : votre budget, l'intensité d'utilisation et les fonctionnalités indispensables. Avec ces critères en tête, voici les options à comparer :",
      "Le plus simple est de définir d'abord ce qui compte pour vous, puis de comparer une courte liste. Les candidats sérieux :",
    ],
  },
  strengths: {
    ease: [
      'Prise en main rapide et interface intuitive dès le premier jour.',
      'Simple et accessible, sans longue période d’apprentissage.',
    ],
    value: [
      'Excellent rapport qualité-prix, moins cher que la plupart des alternatives.',
      "L'une des options les plus abordables, sans faire l'impasse sur l'essentiel.",
    ],
    features: [
      'Très complet, avec plus de fonctionnalités que la plupart des utilisateurs n’en auront besoin.',
      "L'option la plus riche en fonctionnalités de cette liste.",
    ],
    scale: [
      'Pensé pour un usage intensif et capable de suivre votre croissance.',
      'Un choix solide sur le long terme si vos besoins vont évoluer.',
    ],
    support: ['Service client régulièrement salué par les utilisateurs.', 'Réputé pour un support réactif et vraiment utile.'],
    integrations: [
      "Se connecte à un large éventail d'outils et de services.",
      "Un vaste écosystème d'intégrations et de modules complémentaires.",
    ],
    quality: [
      'Qualité excellente et avis très positifs de façon constante.',
      'Les tests saluent régulièrement sa fiabilité et ses finitions.',
    ],
    freeStart: [
      "Une offre gratuite ou un essai permet de tester avant de s'engager.",
      'Une formule gratuite permet de se faire un avis sans risque.',
    ],
    local: ['Acteur bien implanté localement, avec un service en français.', 'Un acteur local solide, qui jouit d’une bonne réputation.'],
    modern: ['Un nom plus récent, avec une expérience moderne et soignée.', 'Une approche moderne, qui progresse vite.'],
  },
  drawbacks: {
    price: ['Plus cher que la plupart des alternatives.', 'Le principal inconvénient reste le prix.'],
    learningCurve: ["Comptez un temps d'adaptation au début.", 'La configuration demande un peu de temps.'],
    fewerFeatures: ['Moins de fonctions avancées que les grands noms.', 'Un peu léger sur les fonctions avancées.'],
    support: ['Certains utilisateurs signalent un service client lent.', 'Le support reçoit des avis mitigés.'],
    availability: ['La disponibilité varie selon les régions.', 'Pas encore disponible partout.'],
    extras: ['Certaines options utiles sont payantes.', 'La facture grimpe vite avec les options.'],
  },
  strengthLabels: {
    ease: 'Simplicité',
    value: 'Rapport qualité-prix',
    features: 'Fonctionnalités',
    scale: 'Croissance',
    support: 'Service client',
    integrations: 'Intégrations',
    quality: 'Qualité',
    freeStart: 'Démarrage gratuit',
    local: 'Service local',
    modern: 'Modernité',
  },
  situations: {
    ease: 'Vous voulez de la simplicité ?',
    value: 'Budget serré ?',
    features: 'Besoin de toutes les fonctionnalités ?',
    scale: 'Vous prévoyez de grandir ?',
    support: 'Le support avant tout ?',
    integrations: "Vous utilisez déjà d'autres outils ?",
    quality: 'La qualité avant tout ?',
    freeStart: 'Envie de tester avant de payer ?',
    local: 'Vous préférez un acteur local ?',
    modern: 'Envie de modernité ?',
  },
  priceTiers: ['Entrée de gamme', 'Milieu de gamme', 'Haut de gamme'],
  headings: {
    picks: ['Nos recommandations', 'Les principales options', 'Les meilleures options du moment'],
    comparison: 'Comparatif rapide',
    howToChoose: 'Comment choisir',
    tips: 'Conseils avant de vous décider',
    verdict: 'En résumé',
    keyDifferences: 'Différences clés',
    recommendation: 'Recommandation',
    sources: 'Sources',
    references: 'Ressources utiles',
    shortAnswer: 'Réponse courte',
    lookFor: 'Points à vérifier',
  },
  table: { option: 'Option', bestFor: 'Point fort', price: 'Gamme de prix' },
  tips: {
    common: [
      "Comparez le coût total sur un an, pas seulement le prix d'appel.",
      'Lisez des avis récents de personnes dont les besoins ressemblent aux vôtres.',
      'Limitez-vous à deux ou trois options plutôt que de tout comparer.',
    ],
    software: [
      "Faites un essai de deux semaines avec les personnes qui l'utiliseront vraiment.",
      'Vérifiez la compatibilité avec les outils que vous utilisez déjà.',
    ],
    product: ["Vérifiez la garantie et les conditions de retour avant l'achat.", "Essayez en magasin si c'est possible."],
    service: [
      "Lisez les conditions : frais, durée d'engagement et résiliation.",
      'Vérifiez la facilité à joindre le service client en cas de problème.',
    ],
  },
  verdicts: [
    (a, b) => `Pour la plupart des besoins, ${a} ou ${b} sont les choix les plus sûrs pour commencer.`,
    (a, b) => `Si je devais n'en retenir qu'un, je commencerais par ${a}, avec ${b} comme alternative.`,
    (a, b) => `${a} est le plus polyvalent ; ${b} est à envisager s'il colle mieux à vos priorités.`,
  ],
  shortAnswers: [
    (a) => `Pour la plupart des besoins, ${a} est le meilleur point de départ.`,
    (a) => `${a} est le choix qui convient au plus grand nombre.`,
  ],
  proseFirst: (name) => `${name} revient le plus souvent dans les recommandations.`,
  proseOthers: [
    (name) => `${name} constitue une alternative solide.`,
    (name) => `${name} mérite aussi le coup d'œil.`,
    (name) => `${name} joue dans la même catégorie.`,
    (name) => `${name} complète la liste.`,
  ],
  proseAdvice: (a, b) =>
    `Mon conseil : présélectionnez ${a} et ${b}, testez-les pendant une ou deux semaines sur vos vrais besoins, et gardez celui que vous utilisez avec plaisir. L'adéquation compte plus que la liste des fonctionnalités.`,
  criteriaLead: 'Ce que je vérifierais avant de trancher :',
  alsoWorth: (name) => `${name} mérite aussi d'être considéré.`,
  otherNames: (names) => `Autres noms cités régulièrement : ${names}.`,
  furtherReading: (links) => `Pour des avis indépendants, consultez ${links}.`,
  researchLead: "D'après les tests et comparatifs récents, voici les options qui reviennent le plus souvent",
  followUps: [
    'Voulez-vous que je compare deux de ces options plus en détail ?',
    'Souhaitez-vous que j’affine cette sélection selon votre budget ?',
  ],
  sourceTitles: [
    (s, y) => `${s} : le comparatif ${y}`,
    (s, y) => `${s} : notre sélection ${y}`,
    (s, y) => `${s} en ${y} : le guide d'achat`,
  ],
  officialSite: 'Site officiel',
  seedNoise: /^(?:(?:le|la|les|un|une|des)\s+)?(?:meilleur(?:e)?s?|top(?: \d+)?|bon(?:ne)?s?|comparatif(?: des?)?)\s+/i,
};
