import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// The heads of a list one of whose items opens on the brand: products and makers (product-lines.ts).

describe('Korean product lines in a list the brand opens an item of', () => {
  const vacuum: BrandConfig = { name: '로보락', aliases: [], domain: null };

  it('reads the heads beside "**로보락 Q7**" as products, a maker and a line in spaced words', () => {
    const answer = [
      '원룸용으로 충분한 제품들입니다.',
      '',
      '- **샤오미 로봇청소기 E10**: 흡입과 물걸레를 동시에 합니다.',
      '- **에코백스 디봇 N8**: 라이다 센서로 지도를 만듭니다.',
      '- **로보락 Q7**: 할인 기간에는 20만 원대 후반입니다.',
    ].join('\n');
    expect(names(answer, vacuum, 'ko')).toEqual(['샤오미 로봇청소기 E10', '에코백스 디봇 N8']);
  });

  it('reads no label, clause or remark comparing with the brand as a product', () => {
    const answer = [
      '원룸용으로 충분한 제품들입니다.',
      '',
      '- **로보락 Q7**: 할인 기간에는 20만 원대 후반입니다.',
      '- **한 줄 정리**: 작은 방이면 충분합니다.',
      '- **중고 구매 활용**: 상태를 확인하세요.',
      '- **예산이 적다면 중고**: 상태를 꼭 확인하세요.',
      '',
      '- 로보락보다 가격은 낮지만 흡입력이 약한 제품',
      '- 물걸레 기능이 있는 보급형 제품',
    ].join('\n');
    expect(names(answer, vacuum, 'ko')).toEqual([]);
  });
});

describe('Chinese makers in a list the brand opens an item of', () => {
  it('reads a head of two or three characters beside the brand’s as a maker, though grammar reads "美的" as a phrase', () => {
    const answer = [
      '洗碗机可以看看这几个牌子：',
      '',
      '- **方太**：嵌入式做得好，适合整体橱柜。',
      '- **美的**：性价比高，型号多。',
      '- **西门子**：口碑稳定，价格偏高。',
    ].join('\n');
    expect(names(answer, { name: '方太', aliases: [], domain: null }, 'zh')).toEqual(['美的', '西门子']);
  });
});
