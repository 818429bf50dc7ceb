// Words of Chinese, Japanese and Korean answers, written as those scripts are: no capitals, words told apart by
// particles, spacing and the phrases around them.

/**
 * Korean phrases that, written after a name and the particle on it, put it forward: "코드잇도 괜찮습니다", "호식이두마리치킨도
 * 고려해 보세요", "버터를 살펴보세요", "우체국택배가 무난해요". The particle first, then the phrase, as written.
 */
export const KOREAN_CUES_AFTER: readonly string[] = [
  ...[
    '괜찮',
    '고려',
    '함께 보',
    '함께 비교',
    '함께 살펴',
    '비교해 보',
    '살펴',
    '추천',
    '좋은 선택',
    '좋은 대안',
    '대안이',
    '눈여겨',
    '빼놓을 수 없',
    '무난합',
    '무난해',
    '볼 만',
    '알아보',
    '검토',
    '많이 찾',
    '많이 선택',
    '인기',
  ].map((cue) => `도 ${cue}`),
  ...['고려', '살펴', '추천', '눈여겨', '검토', '알아보', '권해', '권합'].flatMap((cue) => [`을 ${cue}`, `를 ${cue}`]),
  ...['무난합', '무난해', '무난한 선택', '좋은 선택', '대안이 될', '많이 추천', '추천됩'].flatMap((cue) => [`이 ${cue}`, `가 ${cue}`]),
];

/**
 * "LINE WORKSが向いています", "Google Chatも選択肢になります": a Japanese particle written onto a name and the phrase after it
 * that puts the name forward as an option.
 */
export const JAPANESE_CUES_AFTER: readonly string[] = ['選択肢', '候補', '有力', '向いて'].flatMap((cue) => [`が${cue}`, `も${cue}`]);

/**
 * "Stravaが一番人気です", "Nike Run Clubがいいでしょう", "Agodaも強いです": phrases that put forward the name before them only
 * where it is written in letters, which Japanese keeps for names and acronyms; after katakana they follow loanwords as
 * often ("テイクアウトがいい"). Not "おすすめ", "便利" or "定番": shops and plans take them too ("購入はAmazonが便利"), and a
 * never-read set lost precision with them. Written as tokens are: one per kana or ideograph.
 */
export const JAPANESE_CUES_AFTER_LETTERS: readonly string[] = ['いい', '良い', '強い', '最適', '一番人気'].flatMap((cue) =>
  [`が${cue}`, `も${cue}`].map((phrase) => [...phrase].join(' ')),
);

/** Labels of Chinese, Japanese and Korean answers ("価格", "优点", "장점"). */
export const IDEOGRAPHIC_LABELS: ReadonlySet<string> = new Set(
  `価格 料金 費用 特徴 メリット デメリット 注意点 まとめ 結論 ポイント おすすめ 比較 選び方 評価 機能 概要 理由 向いている人
  价格 费用 特点 优点 缺点 总结 结论 注意 推荐 比较 功能 概述 适合人群 优势 劣势
  補足 参考 ヒント コツ 総評 注意事項 出典 参考文献 参考リンク
  来源 出处 参考资料 参考来源 資料來源 来源链接 출처 참고자료 참고 링크
  补充 补充说明 小贴士 提示 参考 建议 怎么选 注意事项 總結 補充 小提醒
  가격 비용 장점 단점 요약 결론 특징 추천 비교 기능 개요 주의 정리 참고 팁 꿀팁 총평 주의사항 한줄평`.split(/\s+/),
);

/** Endings of a heading that titles advice in Korean, Japanese and Chinese: "**선택 팁**", "### 注意点", "**小贴士**". */
export const CJK_ADVICE_HEADING_ENDINGS: readonly string[] =
  `팁 포인트 주의사항 체크리스트 注意点 コツ ヒント アドバイス 注意事項 小贴士 贴士 提醒 注意事项 技巧`.split(' ');
