import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Names Korean prose puts forward by the phrase after them (korean-cued-names.ts) and paragraphs opening on an
// adverb before their topic (paragraph-subjects.ts).

describe('Korean names in prose', () => {
  const bakery: BrandConfig = { name: '파리바게뜨', aliases: [], domain: null };

  it('reads a name before a phrase that puts it forward, the particle written onto it', () => {
    expect(names('파리바게뜨는 매장이 많습니다. 케이크가 중요하다면 빵굽는마을도 고려해 보세요.', bakery, 'ko')).toEqual(['빵굽는마을']);
    expect(names('파리바게뜨는 매장이 많습니다. 담백한 빵을 원하시면 밀도르를 살펴보세요.', bakery, 'ko')).toEqual(['밀도르']);
    expect(names('파리바게뜨는 매장이 많습니다. 가까운 곳이라면 뚜레쥬르가 무난합니다.', bakery, 'ko')).toEqual(['뚜레쥬르']);
  });

  it('takes the names joined to it by particles', () => {
    expect(names('파리바게뜨는 무난합니다. 입문용으로는 밀도르와 빵굽는마을이 많이 추천됩니다.', bakery, 'ko')).toEqual([
      '밀도르',
      '빵굽는마을',
    ]);
  });

  it('reads the name a sentence gives as what its topic is', () => {
    expect(names('파리바게뜨는 매장이 많습니다. 가장 먼저 추천하고 싶은 곳은 밀도르입니다. 식사빵이 좋아요.', bakery, 'ko')).toEqual([
      '밀도르',
    ]);
    expect(names('파리바게뜨는 매장이 많습니다. 가장 먼저 떠오르는 건 빵굽는마을이에요.', bakery, 'ko')).toEqual(['빵굽는마을']);
    expect(names('파리바게뜨는 매장이 많습니다. 가장 많이 비교되는 건 밀도르의 소금빵입니다.', bakery, 'ko')).toEqual(['밀도르']);
    // A common word is no name, whatever the sentence says of it.
    expect(names('파리바게뜨는 매장이 많습니다. 가장 중요한 건 가격입니다.', bakery, 'ko')).toEqual([]);
  });

  it('takes no common word, plural, or what a name before it sells', () => {
    expect(names('파리바게뜨는 매장이 많습니다. 주차도 고려해 보세요. 손님들이 무난하게 먹습니다.', bakery, 'ko')).toEqual([]);
    expect(names('파리바게뜨는 매장이 많습니다. 예약이 어렵다면 파리바게뜨 소금빵을 추천합니다.', bakery, 'ko')).toEqual([]);
    expect(names('파리바게뜨는 매장이 많습니다. 아이들이 좋아하는 편입니다. 어른들도 괜찮아요.', bakery, 'ko')).toEqual([]);
  });

  it('reads the topics of paragraphs that open on an adverb ordering the options', () => {
    const answer = [
      '동네 빵집을 고르는 기준을 정리해 드릴게요.',
      '',
      '우선 밀도르는 담백한 식사빵이 강점입니다.',
      '',
      '빵굽는마을은 케이크 종류가 많습니다.',
      '',
      '마지막으로 파리바게뜨는 매장이 가장 많습니다.',
    ].join('\n');
    expect(names(answer, bakery, 'ko')).toEqual(['밀도르', '빵굽는마을']);
  });

  it('reads a maker written before "의" and its product named in quotes', () => {
    expect(names("파리바게뜨는 매장이 많습니다. 밀도르의 '소금빵'은 담백합니다. 매장의 '신상품'도 많습니다.", bakery, 'ko')).toEqual([
      '밀도르',
    ]);
  });

  it('reads a maker written before "의", maybe a size, and a model in letters, but no common word nor a generic term', () => {
    const tv: BrandConfig = { name: 'LG전자', aliases: [], domain: null };
    const answer = '현실적인 선택은 하이센스의 85인치 ULED예요. 소니의 BRAVIA 9도 있고, LG전자는 올레드가 강점이에요.';
    expect(names(answer, tv, 'ko')).toEqual(['하이센스', '소니']);
    expect(names('LG전자가 무난해요. 화면의 OLED 패널과 제품의 Pro 모델도 볼 만해요.', tv, 'ko')).toEqual([]);
  });
});

describe('Korean phrases of popularity after a name', () => {
  it('reads "도 많이 찾" and "도 인기" as cues, not after a place\'s particle', () => {
    const school: BrandConfig = { name: '해커스', aliases: [], domain: null };
    expect(names('해커스가 유명합니다. 말하기 훈련이라면 박코치어학원도 많이 찾습니다.', school, 'ko')).toEqual(['박코치어학원']);
    expect(names('해커스가 유명합니다. 페도라도 인기가 많은 브랜드예요. 해외에서도 인기가 많아요.', school, 'ko')).toEqual(['페도라']);
  });
});

describe('Korean enumerations of names spelt with letters', () => {
  it('reads names joined by particles as options when one mixes hangul with letters and none is a dictionary word', () => {
    const fashion: BrandConfig = { name: '무신사', aliases: [], domain: null };
    const answer =
      '무신사는 남성복이 강합니다. 여성복이라면 29CM이나 W컨셉 같은 플랫폼도 좋습니다. 펜션이나 풀빌라 같은 숙소는 따로 찾아보세요.';
    expect(names(answer, fashion, 'ko')).toEqual(['29CM', 'W컨셉']);
  });
});
