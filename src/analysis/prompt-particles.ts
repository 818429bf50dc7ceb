// Names a Japanese, Korean or Chinese question weighs. These scripts write names without capitals, but set them
// against each other with particles, enumeration marks and the words that weigh them.

/** Katakana loanwords for things, not names: "スマホから乗り換え" leaves a phone, no brand. */
const KATAKANA_THINGS = new Set(
  'スマホ プラン キャリア サービス アプリ ネット カード メール ポイント データ ギガ メーカー ブランド モデル シリーズ'.split(' '),
);
/** "他のメーカーと比べて": what "other" stands before is a kind of thing, not one name. */
const AFTER_OTHER = /(?:他|ほか|その他)の$/u;
const JAPANESE_WEIGHING = /乗り?換え|比較|比べ|どっち|どちら|違い|変え|やめ|迷っ/;
// Japanese sets words apart with hiragana particles: a run of katakana, kanji or Latin letters before one is a word.
const WORD_BEFORE_PARTICLE = /([\p{Script=Katakana}\p{Script=Han}A-Za-z0-9ー]{2,})(?=から|より|と)/gu;
/** Where a Japanese question weighs what it listed just before: "…の違い", "…、どっち", "…で迷って". */
const JAPANESE_WEIGHED_HERE = /どっち|どちら|違い|比較|比べ|迷/u;
const JAPANESE_SENTENCE_END = /[。？！?!\n]/u;
/** Particles between a list and the word weighing it: "AとBの違い", "AとBって", "AとBで迷って", "AとB、どっち". */
const PARTICLE_AT_END = /(?:の|って|で|を|は|が|も|[、,\s])+$/u;
const JAPANESE_ITEM = /^[\p{Script=Katakana}\p{Script=Han}\p{Script=Hiragana}A-Za-z0-9ー・.&（）()]{2,20}$/u;
/** Hiragana a verb or adjective ends on ("比べる", "安い"), or particles that join a clause ("を", "が"); no name does. */
const NOT_A_NAME_HIRAGANA = /[るたいすうくてばず]$|[をが]/u;
/** Katakana, letters or a run of hiragana ("くら寿司"); one hiragana between kanji inflects a common noun ("待ち時間"). */
const SPELT_AS_A_NAME = /[\p{Script=Katakana}A-Za-z]|\p{Script=Hiragana}{2}/u;

const CHINESE_PAIR =
  // "喜茶和奈雪的茶哪个更好喝", "比亚迪汉L和小米SU7怎么选": Chinese sets two names about 和/与/跟/还是 before the question word.
  /(?:^|[，。？！、\s])([^，。？！、\s和与跟]{2,8})(?:和|与|跟|还是|vs|VS)([^，。？！、\s]{2,8}?)(?=哪个|哪家|怎么|谁|还是|如何|选|[，？?]|$)/u;
const KOREAN_WEIGHING = /갈아타|비교|대신|뭐가|어디가|나아|낫|좋아/;
const KOREAN_SWITCHING = /갈아타|옮기|옮겨|바꾸|바꿔|넘어가/;
/** A word of hangul, or of hangul with Latin letters and digits ("29CM", "KB차차차", "11번가"). */
const KOREAN_WORD = /^(?=.*[\p{Script=Hangul}A-Za-z])[\p{Script=Hangul}A-Za-z0-9]{2,}$/u;
/** The word after "A랑 B" that asks which of them: "among", "what", "where", "compare". */
const KOREAN_COMPARING = /^(중|뭐|어디|어느|비교|누가)/;
/** Words after a name that set it against another: "instead of", "among". */
const KOREAN_SET_BEFORE = new Set(['대신', '중에', '중']);
/** "다이소, 테무, 알리 중에": names listed with commas before "among". */
const KOREAN_COMMA_LIST = /([^\s,?!.]+(?:\s*,\s*[^\s,?!.]+)+)\s+중/gu;

/** "쿠팡이츠랑" → "쿠팡이츠", "카카오페이랑" → "카카오페이": 이랑 follows a final consonant, 랑 a vowel. */
function withoutParticle(word: string): string {
  const particle = /(이랑|랑|보다|에서)$/.exec(word);
  if (!particle) return word;
  const stem = word.slice(0, particle.index);
  if (particle[1] === '이랑' && !endsOnConsonant(stem)) return `${stem}이`;
  return stem;
}

/** A hangul syllable with a final consonant (batchim). */
const endsOnConsonant = (word: string): boolean => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
};

/**
 * "ドコモからmineoに乗り換えたい", "쿠팡이츠랑 배민 뭐가 더 나아요?", "喜茶和奈雪的茶哪个更好喝": Japanese, Korean and Chinese
 * write a name the question weighs without capitals, but set against another by a particle (から, と, より; 랑, 보다, 에서;
 * 和, 与, 还是) or before 대신 ("instead of"); the word the particle sets apart is the name.
 */
export function namesSetAgainstByParticles(text: string): string[] {
  const found: string[] = [];
  if (JAPANESE_WEIGHING.test(text)) {
    for (const match of text.matchAll(WORD_BEFORE_PARTICLE)) {
      const word = match[1]!;
      // Kanji alone make common nouns as often ("通信速度と料金"): a name has katakana or Latin letters in it.
      const spelt = /[\p{Script=Katakana}A-Za-z]/u.test(word) && !KATAKANA_THINGS.has(word);
      if (spelt && !AFTER_OTHER.test(text.slice(0, match.index))) found.push(word);
    }
    found.push(...japaneseListWeighed(text));
  }
  const pair = CHINESE_PAIR.exec(text);
  if (pair) found.push(pair[1]!, pair[2]!);
  if (KOREAN_WEIGHING.test(text)) {
    const words = text.split(/[\s?!.,]+/);
    words.forEach((word, index) => {
      // "X에서" is "from X" when switching ("X에서 Y로 갈아타"), else "in X" ("안드로이드 오토에서 쓸 수 있는").
      const bare = /에서$/.test(word) && !KOREAN_SWITCHING.test(text) ? word : withoutParticle(word);
      // "A랑 B 중에/뭐가": 랑 joins two things compared; "쇼핑이랑 송금 위주로" joins two topics.
      const joined = /랑$/.test(word) && bare !== word;
      const compared = joined ? KOREAN_COMPARING.test(words[index + 2] ?? '') : bare !== word;
      const setAgainst = compared || KOREAN_SET_BEFORE.has(words[index + 1] ?? '');
      const name = bare.replace(/[을를]$/, '');
      if (setAgainst && KOREAN_WORD.test(name)) found.push(name);
    });
  }
  for (const [, list] of text.matchAll(KOREAN_COMMA_LIST)) {
    for (const item of list!.split(',')) if (KOREAN_WORD.test(item.trim())) found.push(item.trim());
  }
  return found;
}

/**
 * "スシロー、くら寿司、はま寿司の違い", "まねきねことビッグエコーってどっち", "レアジョブとネイティブキャンプで迷って": the words listed
 * with と or や, or three or more with 、, just before the words that weigh them. Hiragana names ("くら寿司", "ぐるなび") count
 * here, where the list sets them apart; a list of kanji nouns alone ("通信速度と料金", "価格と待ち時間") is of criteria.
 */
function japaneseListWeighed(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(JAPANESE_SENTENCE_END)) {
    const weighing = JAPANESE_WEIGHED_HERE.exec(sentence);
    if (!weighing) continue;
    const head = sentence.slice(0, weighing.index).replace(PARTICLE_AT_END, '');
    // The items from the last one back. "A、BとC" lists with と before the last; "A、B、C" with commas alone; in
    // "SBI証券と楽天証券、クレカ積立で比べる" the comma after a pair opens another phrase.
    const parts = head.split(/(と|や|、|,)/u);
    const items: string[] = [];
    const lastMark = parts[parts.length - 2];
    const joinedByParticle = lastMark === 'と' || lastMark === 'や';
    for (let i = parts.length - 1; i >= 0; i -= 2) {
      // "Googleマップの評価": what follows の is the item's attribute, the name stands before it.
      const item = parts[i]!.split('の')[0]!.trim();
      if (!JAPANESE_ITEM.test(item) || NOT_A_NAME_HIRAGANA.test(item) || KATAKANA_THINGS.has(item)) break;
      items.push(item);
      const mark = parts[i - 1];
      if (mark === undefined) break;
      if (!joinedByParticle && (mark === 'と' || mark === 'や')) {
        items.length = 0;
        break;
      }
    }
    const listed = items.length >= 2 && (joinedByParticle || items.length >= 3);
    if (listed && items.some((item) => SPELT_AS_A_NAME.test(item))) found.push(...items.reverse());
  }
  return found;
}
