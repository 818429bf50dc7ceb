import type { PromptLanguage } from './types.js';

/**
 * Korean particles such as 은/는, 이/가 and 을/를 depend on whether the seed ends in a consonant, so the
 * seed is only followed by forms that never change: 의, 에, 중에서, 관련, or a noun like 가격.
 */
export const korean: PromptLanguage = {
  questionMark: '?',
  marketPhrases: {
    KR: '한국에서',
    US: '미국에서',
    GB: '영국에서',
    CA: '캐나다에서',
    AU: '호주에서',
    IE: '아일랜드에서',
    FR: '프랑스에서',
    BE: '벨기에에서',
    CH: '스위스에서',
    DE: '독일에서',
    AT: '오스트리아에서',
    ES: '스페인에서',
    IT: '이탈리아에서',
    PT: '포르투갈에서',
    NL: '네덜란드에서',
    PL: '폴란드에서',
    SE: '스웨덴에서',
    DK: '덴마크에서',
    NO: '노르웨이에서',
    FI: '핀란드에서',
    BR: '브라질에서',
    MX: '멕시코에서',
    JP: '일본에서',
    CN: '중국에서',
    TW: '대만에서',
    SG: '싱가포르에서',
    IN: '인도에서',
  },
  genericSubject: '서비스',
  questionStart: /까$|나요|어때|뭐|무엇|어떤|어느|어떻게|어디|얼마|추천해/,
  subjectPatterns: [
    [/^(?:어떤|어느) (.+?)(?:이|가|을|를|은|는)? (?:좋|추천|사|고르|선택).*$/, '$1'],
    [/^(?:가장 좋은|최고의|인기 있는) (.+?)(?:은|는|이|가)? (?:무엇|뭐|어떤).*$/, '$1'],
    [/^(.+?)\s*(?:추천|뭐가 좋|어떤 게 좋|어떤게 좋|고르는 법|고르는 방법|선택 방법|비교).*$/, '$1'],
  ],
  questionFiller: /(?:은|는|이|가)?\s*(?:무엇인가요|뭔가요|어때요|있나요|좋을까요|인가요|까요|나요)$/,
  leadingNoise: /^(?:가장 좋은|최고의|인기 있는|추천|(?:19|20)\d\d년?)\s*/,
  trailingNoise: /\s*(?:추천|순위|비교|가격|후기|리뷰|(?:19|20)\d\d년?)$/,
  brandConnectors: '대신|대안|같은|처럼|와|과|또는|이나|vs\\.?|의',
  templates: {
    best: [
      '{market} 가장 좋은 {subject} 추천해 주실 수 있나요',
      '{subject} 중에서 가장 추천하는 것은 무엇인가요',
      '요즘 평이 좋은 {subject}에는 어떤 것들이 있나요',
    ],
    comparison: [
      '인기 있는 {subject}의 차이점은 무엇인가요',
      '주요 {subject} 간의 장단점을 비교해 주실 수 있나요',
      '대표적인 {subject} 브랜드들은 서로 어떻게 다른가요',
    ],
    alternatives: ['유명한 {subject} 대신 쓸 만한 대안이 있나요', '덜 알려졌지만 괜찮은 {subject}에는 무엇이 있나요'],
    howToChoose: ['{subject} 고를 때 무엇을 봐야 하나요', '나에게 맞는 {subject} 선택 방법은 무엇인가요'],
    price: [
      '{market} {subject} 가격은 보통 어느 정도인가요',
      '가성비가 가장 좋은 {subject}에는 어떤 것이 있나요',
      '저렴하면서도 믿을 만한 {subject} 추천이 있을까요',
    ],
    useCase: ['오래 써도 믿을 만한 {subject}에는 어떤 것이 있나요', '{market} 가장 인기 있는 {subject}에는 무엇이 있나요'],
    persona: ['초보자에게 추천하는 {subject}에는 무엇이 있나요', '전문가들이 많이 쓰는 {subject}에는 무엇이 있나요'],
  },
};
