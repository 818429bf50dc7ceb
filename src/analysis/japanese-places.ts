import type { AnswerDocument } from './document.js';
import { hasKana, isChineseCommonWord } from './ideographs.js';
import { JAPANESE_FIRM_ENDING } from './japanese-makers.js';
import { addNamesByLine } from './line-names.js';
import type { Mention } from './mention.js';
import { mentionText } from './mention.js';

/** Japan's prefectures, as written before "の" with or without "県", "府" or "都". */
const PREFECTURES =
  '北海道|青森|岩手|宮城|秋田|山形|福島|茨城|栃木|群馬|埼玉|千葉|東京|神奈川|新潟|富山|石川|福井|山梨|長野|岐阜|静岡|愛知|三重|' +
  '滋賀|京都|大阪|兵庫|奈良|和歌山|鳥取|島根|岡山|広島|山口|徳島|香川|愛媛|高知|福岡|佐賀|長崎|熊本|大分|宮崎|鹿児島|沖縄';
/** A prefecture and "の", not the end of a longer word of ideographs ("京都" in "東京都"). */
const PLACE_BEFORE = `(?<!\\p{Script=Han})(?:${PREFECTURES})[県府都]?の`;
/** A name of ideographs and katakana: "鍋島", "越乃寒梅", "〆張鶴", "嘉之助蒸溜所". */
const NAME = '[\\p{Script=Han}\\u30a1-\\u30fa\\u30fc〆]{2,10}';
/** Particles and the copula that make the name what the sentence is about, or one of several: "も", "が", "や", "です". */
const AFTER_NAME = '(?:も|が|は|や|です|でしょう|など|による|を|、|（)';
const NAME_AFTER_PLACE = new RegExp(`(?<=${PLACE_BEFORE})(${NAME})(?=${AFTER_NAME})`, 'gu');
const PLACE_ENDING = new RegExp(`${PLACE_BEFORE}$`, 'u');
const NAME_ENDING = new RegExp(`^${AFTER_NAME}`, 'u');

const HAN = /\p{Script=Han}/u;
/**
 * Written with ideographs, as the old makers and breweries are: katakana alone after a place writes a loanword ("静岡県の
 * メーカー"). Not a word of the language ("北海道の魚介", "岐阜県の工場"), unless the name of a firm ("富山の若鶴酒造").
 */
const mayBeName = (written: string): boolean => HAN.test(written) && (!isChineseCommonWord(written) || JAPANESE_FIRM_ENDING.test(written));

/**
 * "佐賀の鍋島です", "栃木の仙禽も", "鹿児島の嘉之助蒸溜所が": Japanese gives a local maker, a brewery or a shop with the
 * prefecture it comes from. The name after the prefecture and "の" becomes a mention, which that place makes a name.
 */
export function addJapaneseNamesAfterPlaces(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  if (!hasKana(doc)) return mentions;
  return addNamesByLine(doc, mentions, (text, add) => {
    for (const match of text.matchAll(NAME_AFTER_PLACE)) if (mayBeName(match[1]!)) add(match.index, match[1]!.length);
  });
}

/** Whether the mention is a name a Japanese sentence gives after its prefecture (NAME_AFTER_PLACE). */
export function isJapaneseNameAfterPlace(doc: AnswerDocument, mention: Mention): boolean {
  if (!hasKana(doc)) return false;
  const { tokens, text } = doc;
  const start = tokens[mention.firstToken]!.start;
  const end = tokens[mention.endToken - 1]!.end;
  return (
    PLACE_ENDING.test(text.slice(Math.max(0, start - 6), start)) &&
    NAME_ENDING.test(text.slice(end, end + 4)) &&
    mayBeName(mentionText(doc, mention))
  );
}
