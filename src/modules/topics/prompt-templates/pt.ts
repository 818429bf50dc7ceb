import type { PromptLanguage } from './types.js';

/**
 * Portuguese articles and adjectives agree with the seed's gender and number, so the subject is used where
 * nothing has to agree with it: after "que" (invariable), "opções de", or before a colon. The wording avoids
 * "tu"/"você" and other forms that differ between Brazil and Portugal.
 */
export const portuguese: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    BR: 'no Brasil',
    PT: 'em Portugal',
    AO: 'em Angola',
    MZ: 'em Moçambique',
    CV: 'em Cabo Verde',
    US: 'nos Estados Unidos',
    CA: 'no Canadá',
    GB: 'no Reino Unido',
    IE: 'na Irlanda',
    FR: 'na França',
    DE: 'na Alemanha',
    ES: 'na Espanha',
    IT: 'na Itália',
    NL: 'na Holanda',
    BE: 'na Bélgica',
    CH: 'na Suíça',
    LU: 'em Luxemburgo',
    PL: 'na Polônia',
    SE: 'na Suécia',
    DK: 'na Dinamarca',
    NO: 'na Noruega',
    FI: 'na Finlândia',
    AR: 'na Argentina',
    MX: 'no México',
    AU: 'na Austrália',
    JP: 'no Japão',
    CN: 'na China',
    KR: 'na Coreia do Sul',
    IN: 'na Índia',
  },
  genericSubject: 'soluções',
  headlessStart: /^(?:para|com|sem|de|em|a|ao|por|no|na)\s/i,
  questionStart: /^(?:qual|quais|que|o que|como|quanto|quantos|onde|por que|porque|vale a pena|é|são|existe|existem|há)(?:\s|$)/i,
  subjectPatterns: [
    [/^(?:qual é|qual e|quais são|quais sao) (?:o |a |os |as )?(?:melhor|melhores) (.+)$/i, '$1'],
    [/^(?:qual|quais|que) (.+?) (?:é|são) (?:o |a |os |as )?(?:melhor|melhores|mais indicad[oa]s?|ideal|ideais)(?: (para .+))?$/i, '$1 $2'],
    [
      /^(?:qual|quais|que) (.+?) (?:escolher|comprar|contratar|você recomenda|vocês recomendam|recomendas|recomendam|devo escolher|devo comprar)(?: (para .+))?$/i,
      '$1 $2',
    ],
    [
      /^como (?:escolher|encontrar|comparar) (?:o |a |os |as |um |uma |uns |umas |meu |minha )?(?:melhor |bom |boa |bons |boas )?(.+)$/i,
      '$1',
    ],
    [/^quanto (?:custa|custam) (?:o |a |os |as |um |uma )?(.+)$/i, '$1'],
  ],
  questionFiller:
    /^(?:(?:qual|quais|que|o|a|os|as|como|quanto|onde|por|porque|vale|pena|é|são|existe|existem|há|um|uma|eu|me|escolher|comprar)(?:\s+|$))+/i,
  leadingNoise:
    /^(?:(?:o|a|os|as|um|uma)\s+|alternativas?(?:\s+(?:a|ao|à))?\s+|(?:(?:o|a|os|as)\s+)?melhor(?:es)?\s+|top(?:\s*\d+)?\s+|comprar\s+|(?:19|20)\d\d\s+)/i,
  trailingNoise: /\s+(?:barat[oa]s?|preços?|opiniões|avaliações|ranking|comparativo|alternativas?|(?:em )?(?:19|20)\d\d)$/i,
  brandConnectors: 'como|parecid[oa]s? com|semelhantes? a|alternativas? (?:a|ao|à)|em vez de|ou|e|vs\\.?|contra|que|da|do|de',
  templates: {
    best: [
      'Quais são as melhores opções de {subject} {market}',
      'Que {subject} os especialistas recomendam',
      'Quais são as opções de {subject} mais bem avaliadas atualmente',
    ],
    comparison: [
      'Como se comparam as principais opções de {subject}',
      'Quais são as diferenças entre as opções mais populares de {subject}',
      '{subject}: o que distingue as marcas líderes umas das outras',
    ],
    alternatives: [
      'Que alternativas existem às opções mais conhecidas de {subject}',
      'Há opções de {subject} menos conhecidas que valham a pena',
    ],
    howToChoose: ['Como escolher bem entre as opções de {subject}', '{subject}: o que devo considerar antes de escolher'],
    price: [
      'Quanto custam, em média, as opções de {subject} {market}',
      'Qual é a opção de {subject} com a melhor relação qualidade-preço',
      'Existem opções de {subject} baratas, mas confiáveis',
    ],
    useCase: ['Quais são as opções de {subject} mais confiáveis a longo prazo', 'Quais opções de {subject} são as mais populares {market}'],
    persona: ['Sou iniciante: que {subject} devo escolher', 'Que {subject} os profissionais usam'],
  },
};
