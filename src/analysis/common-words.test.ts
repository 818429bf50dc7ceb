import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { isKoreanCommonWord } from './korean-words.js';
import { names } from './test-support/rule-examples.js';

// Common words told from names where capitals cannot tell: Korean has none.

describe('Korean common words, from the dictionary (dictionary-ko)', () => {
  it('holds common nouns and not the names of younger brands', () => {
    expect(['가격대', '메뉴', '소음', '배송'].every(isKoreanCommonWord)).toBe(true);
    expect(['에이블리', '무신사', '쿠팡', '컴포즈커피'].some(isKoreanCommonWord)).toBe(false);
  });

  it('takes a paragraph that opens on a common noun for no option, among paragraphs that weigh options', () => {
    const answer = [
      '에이블리와 지그재그는 둘 다 여성 패션 앱이라 상품 구성은 비슷하지만, 혜택에서 차이가 납니다.',
      '',
      '에이블리는 여러 쇼핑몰 상품을 묶어서 받을 수 있는 통합 배송이 강점입니다.',
      '',
      '지그재그는 직진배송을 내세우고 있어서 급하게 입을 옷이 필요할 때 유리합니다.',
      '',
      '가격대는 두 앱 모두 1~3만 원대 옷이 중심이라 큰 차이는 없습니다. 가격대가 있는 옷을 찾는다면 무신사가 더 잘 맞습니다.',
    ].join('\n');
    const brand: BrandConfig = { name: '무신사', aliases: [], domain: null };
    expect(names(answer, brand, 'ko', {}, '여자 옷 살 건데 에이블리랑 지그재그 중에 뭐가 더 좋아요?')).toEqual(['에이블리', '지그재그']);
  });

  it('takes a common word set in bold for emphasis, not a name', () => {
    const answer = [
      '자기계발 서비스는 **분야**와 **결제 방식**에 따라 고르는 게 좋습니다. 분야가 넓을수록 고르기 쉽습니다.',
      '',
      '| 서비스 | 주요 분야 | 요금 방식 |',
      '|---|---|---|',
      '| **클래스101** | 취미 | 구독 |',
      '| **인프런** | 개발 | 강의별 구매 |',
      '| **패스트캠퍼스** | 실무 | 강의별 구매 |',
    ].join('\n');
    const brand: BrandConfig = { name: '클래스101', aliases: [], domain: null };
    expect(names(answer, brand, 'ko')).toEqual(['인프런', '패스트캠퍼스']);
  });

  it('takes a common word on a bold line of its own for a section’s title, written again though it is', () => {
    const answer = [
      '쇼핑과 송금을 함께 쓴다면 두 서비스 모두 충분합니다.',
      '',
      '**송금**',
      '- 카카오페이는 대화방에서 바로 송금할 수 있습니다. 송금 수수료는 무료입니다.',
      '',
      '**온라인 결제**',
      '- 토스페이는 결제 금액 일부를 포인트로 돌려줍니다.',
    ].join('\n');
    const brand: BrandConfig = { name: '네이버페이', aliases: [], domain: null };
    expect(names(answer, brand, 'ko')).not.toContain('송금');
  });
});
