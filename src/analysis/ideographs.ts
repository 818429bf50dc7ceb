import type { AnswerDocument } from './document.js';

// Chinese, Japanese and Korean have no capitals, so a name there is told from a phrase by what
// the phrase carries: Japanese grammar in hiragana, Korean words spaced apart, Chinese particles.
export const HIRAGANA = /[\u3041-\u309f]/;
const SPACED_HANGUL = /[\uac00-\ud7af]\s+[\uac00-\ud7af]/;
/** Grammatical characters of Chinese that product names do not contain. */
const PARTICLE_CHARACTERS = '的与和及或是在要不很更想了对把被让就都也还但而并从到';
const CHINESE_PARTICLES = new RegExp(`[${PARTICLE_CHARACTERS}]`);
export const HANGUL = /[\uac00-\ud7af]/;
/** A word of two hangul syllables or more, and nothing else. */
export const HANGUL_WORD = /^[\uac00-\ud7af]{2,}$/u;
/** ICU's word segmenter for Chinese, one per thread, shared by every Chinese reading. */
export const HAN_SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });

const KANA = /[\u3041-\u30ff]/;
/** Trades Japanese brands end on, written in hiragana: "楽天でんき", "ENEOSでんき", "楽天ほけん". */
const JAPANESE_TRADE_ENDING = /(?:でんき|ほけん|ぎんこう|しょうけん)$/u;

/** "とにかく安く", "유료 멤버십", "空间与舒适性": words of a sentence, not a name. */
export function isIdeographicPhrase(text: string): boolean {
  if (HIRAGANA.test(text.replace(JAPANESE_TRADE_ENDING, ''))) return true;
  if (HANGUL.test(text)) return SPACED_HANGUL.test(text);
  if (KANA.test(text) || !CHINESE_PARTICLES.test(text)) return false;
  // A particle counts standing alone, not inside a word: 想 in 想要 is "want", in 理想 it is part of a name.
  for (const { segment } of HAN_SEGMENTER.segment(text)) if (segment.length === 1 && CHINESE_PARTICLES.test(segment)) return true;
  return false;
}

/** Characters that end a Chinese name from the left: particles, and verbs that introduce one ("看", "选"). */
const BEFORE_CHINESE_NAME = new RegExp(`[${PARTICLE_CHARACTERS}等看选买比用]`);
const MAX_NAME_IDEOGRAPHS = 4;
/** Verbs of considering and choosing, which end a name from the left as particles do: "也可以考慮Gogoro", "推荐Kymco". */
const BEFORE_CHINESE_NAME_WORDS = new Set('考虑 考慮 推荐 推薦 试试 試試 選擇 建议 建議 例如 入手 关注 關注'.split(' '));

/** The most characters a Chinese name written before another name of it in brackets has: "本杰明摩尔（Benjamin Moore）". */
const MAX_BRACKETED_NAME_IDEOGRAPHS = 6;

/**
 * How many ideographs at the end of a Chinese run name something, read back from its end: ICU's dictionary splits a name
 * it does not know into single characters, which are taken together; a particle, a verb of choosing or a word it knows
 * after them ends the name. A word it knows may end the name itself ("特斯拉"), and, where `charactersBeforeWord`, take
 * the single characters before it too ("本杰明摩尔").
 */
function chineseNameEnd(run: string, max: number, charactersBeforeWord: boolean): number {
  const segments = [...HAN_SEGMENTER.segment(run.slice(-max * 2))].map((segment) => segment.segment);
  let length = 0;
  for (let k = segments.length - 1; k >= 0; k--) {
    const segment = segments[k]!;
    if (BEFORE_CHINESE_NAME.test(segment) || BEFORE_CHINESE_NAME_WORDS.has(segment) || length + segment.length > max) break;
    // A dictionary word ends the name unless only single characters came before it.
    if (segment.length > 1 && length > 0) break;
    length += segment.length;
    if (segment.length > 1 && !charactersBeforeWord) break;
  }
  return length;
}

/**
 * How many ideographs written right before a Latin model name belong to it, in Chinese text:
 * "乐道L60" after "的", "特斯拉Model 3", "零跑B10" after "一下". The ICU dictionary knows words
 * such as "特斯拉"; an unknown maker comes out as single characters, which are taken together.
 */
export const chineseMakerLength = (run: string): number => chineseNameEnd(run, MAX_NAME_IDEOGRAPHS, false);

/**
 * How many ideographs at the end of a run of them name what the brackets after it name again: "看看本杰明摩尔" ends on
 * 本杰明摩尔, "德国的凯姆" on 凯姆. The name may end on one word ICU's dictionary knows ("摩尔", "三陽").
 */
export const chineseNameLength = (run: string): number => chineseNameEnd(run, MAX_BRACKETED_NAME_IDEOGRAPHS, true);

const HAN = /\p{Script=Han}/u;
/** Kana anywhere: the answer is Japanese. Read once per answer. */
export function hasKana(doc: AnswerDocument): boolean {
  doc.memo.kana ??= KANA.test(doc.text);
  return doc.memo.kana;
}

/** Hangul anywhere: the answer is Korean. Read once per answer. */
export function hasHangul(doc: AnswerDocument): boolean {
  doc.memo.hangul ??= HANGUL.test(doc.text);
  return doc.memo.hangul;
}

/** Han without kana: Chinese rather than Japanese. Read once per answer. */
export function isChinese(doc: AnswerDocument): boolean {
  doc.memo.chinese ??= HAN.test(doc.text) && !KANA.test(doc.text);
  return doc.memo.chinese;
}

const ONLY_HAN = /^\p{Script=Han}+$/u;

/**
 * Two or more Chinese words ICU's dictionary knows, and nothing else: "结构设计" is 结构 + 设计, a term. A maker the dictionary
 * does not know comes apart into single characters ("蔚来", "问界"), and a model has Latin letters or digits.
 */
export function isChineseTerm(text: string): boolean {
  if (!ONLY_HAN.test(text)) return false;
  let words = 0;
  let last = '';
  for (const { segment } of HAN_SEGMENTER.segment(text)) {
    if (segment.length < 2) return false;
    words++;
    last = segment;
  }
  // One dictionary word alone may be a maker's name (特斯拉, 理想): a term takes two. A word then the trade it names is
  // how Chinese brands are made ("汽水音乐", "曹操出行", "招商银行").
  return words >= 2 && !CHINESE_TRADE_WORDS.has(last);
}

/**
 * "口感", "实际", "大型超市": one word ICU's dictionary knows, or a term of several. A name the dictionary knows is lost too
 * ("茅台"), where nothing else says it is one.
 */
export function isChineseCommonWord(text: string): boolean {
  if (!ONLY_HAN.test(text)) return false;
  return (text.length >= 2 && HAN_SEGMENTER.segment(text).containing(0)?.segment === text) || isChineseTerm(text);
}

/** Trades that end Chinese brand names: a service's name is often a word and its trade. */
export const CHINESE_TRADE_WORDS = new Set(
  '音乐 音樂 出行 打车 咖啡 银行 銀行 证券 證券 保险 保險 航空 汽车 汽車 手机 手機 外卖 视频 視頻 地图 支付 钱包 网盘 云盘 读书 阅读 快递 快遞 商城 超市 电器 旅行 酒店 影视 直播 电商 健身 教育 课堂 英语 外语'.split(
    ' ',
  ),
);

/**
 * "國際牌Panasonic", "日立HITACHI", "華碩ASUS Zenbook 14": a maker's Chinese name written onto its name in letters, as
 * Chinese answers give brands from abroad and their own; a phrase is not spelt twice. Generic Latin words ("App") do not count.
 */
const BILINGUAL_NAME = /^\p{Script=Han}{2,4}(?:[A-Z]{2,}|[A-Z][a-z]{3,})(?:$|[\s\d])/u;
export const GENERIC_LATIN = new Set([
  'app',
  'apps',
  'suv',
  'mpv',
  'plus',
  'pro',
  'max',
  'mini',
  'ultra',
  'wifi',
  'usb',
  'led',
  'oled',
  'cpu',
  'gpu',
  'ai',
]);
export function isBilingualName(written: string): boolean {
  const match = BILINGUAL_NAME.exec(written);
  if (!match) return false;
  const latin = /[A-Za-z]+/.exec(match[0])![0];
  return !GENERIC_LATIN.has(latin.toLowerCase());
}
