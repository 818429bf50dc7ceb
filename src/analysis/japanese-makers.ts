import type { AnswerDocument, Token } from './document.js';
import { hasKana, isChineseCommonWord } from './ideographs.js';
import { addNamesByLine } from './line-names.js';
import { Slot } from './mention.js';
import type { Mention } from './mention.js';
import { OPENING_CORNER_BRACKET } from './shapes.js';

/**
 * "の" and a model in letters and digits: "のα6400", "のEOS R50", "のX-S20", "のOM-1", "のFX 2 Disc"; not an aperture
 * ("のF2.8"); or a model in katakana and its code in letters or apart: "のエスケープ R3", not "のサブ1".
 */
const MODEL_AFTER = /^の(?:(?!F\d)[A-Zα][A-Za-z]*(?:[- ]?[A-Za-z]+)?[- ]?\d|[\u30a1-\u30fa\u30fc]{2,}(?: [A-Z]{0,3}|[A-Z]{1,3})\d)/u;
/** "の" and a product's name in corner brackets: "の「ジャスティン プラス」", "の「アイコナ」". */
const QUOTED_PRODUCT_AFTER = /^の「[^」\n]{1,30}」/u;
/** A maker in katakana or kanji, or in capitalised letters, right before such a model, opening its run of characters. */
const MAKER_BEFORE_MODEL =
  /(?<=^|[\s、。，：:（(「『・]|[\u3041-\u3096])([\p{Script=Han}\u30a1-\u30fa\u30fc]{2,10}|[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)(?=の)/gu;
/** Katakana words of what a product is, not who makes it: "キットレンズのXC15-45mm". */
const PRODUCT_NOUN_ENDING = /(?:レンズ|モデル|シリーズ|ボディ|センサー|マウント|キット)$/u;
/**
 * What else writes a feature or a line in corner brackets after "の": a kind of product, a service, a plan, a shop or a
 * place ("アプリの「…」", "標準プランの「…」", "石川県の「…」").
 */
const NO_MAKER_ENDING = /(?:アプリ|サイト|サービス|プラン|ポイント|メーカー|ブランド|ショップ|ストア|機能|店|県|市|区|町|村)$/u;
const IN_KANA_OR_KANJI = /^[\p{Script=Han}\u30a1-\u30fa\u30fc]+$/u;

/**
 * Kinds of firm a maker's name ends on: "大塚食品", "若鶴酒造". ICU's dictionary knows such names as terms (a place or a
 * family and the trade), so before a model or a product they name a maker all the same. Not "屋" nor "堂": "居酒屋", "食堂".
 */
export const JAPANESE_FIRM_ENDING = /(?:食品|酒造|製薬|電機|工業|製作所|蒸溜所|蒸留所|醸造|商店|本舗|製菓|乳業|産業|化学|物産|薬品)$/u;
/** The words are a maker's name, not a product's kind or a word of the language ("往年のFM2"). */
const mayNameMaker = (written: string): boolean =>
  !PRODUCT_NOUN_ENDING.test(written) && (!isChineseCommonWord(written) || JAPANESE_FIRM_ENDING.test(written));

/**
 * The words written before `after` name the maker of the model it opens on. A product in corner brackets is named after
 * words of kana or kanji that are no kind of product, nor a word of the question ("電気ケトルの「…」" after "電気ケトルのおすすめ").
 */
export function makesModelAfter(written: string, after: string, prompt: string): boolean {
  if (!mayNameMaker(written)) return false;
  if (MODEL_AFTER.test(after)) return true;
  return QUOTED_PRODUCT_AFTER.test(after) && IN_KANA_OR_KANJI.test(written) && !NO_MAKER_ENDING.test(written) && !prompt.includes(written);
}

/**
 * "ソニーのα6400も根強い人気です", "キヤノンのEOS R50は", "ティファールの「ジャスティン プラス」": Japanese names a camera, a phone
 * or an appliance by its maker, "の" and the model. The maker becomes a mention, which the model makes a name of its own (evidence.ts).
 */
export function addJapaneseMakersOfModels(doc: AnswerDocument, mentions: Mention[], prompt: string): Mention[] {
  if (!hasKana(doc)) return mentions;
  return addNamesByLine(doc, mentions, (text, add) => {
    for (const match of text.matchAll(MAKER_BEFORE_MODEL)) {
      const maker = match[1]!;
      const end = match.index + maker.length;
      if (makesModelAfter(maker, text.slice(end, end + 40), prompt)) add(match.index, maker.length);
    }
  });
}

/** The maker's words that end right before "の": as MAKER_BEFORE_MODEL reads them. */
const MAKER_ENDING = new RegExp(`${MAKER_BEFORE_MODEL.source.replace('(?=の)', '')}$`, 'u');

/**
 * "エスビー食品の「とろけるカレー」", "ブラックニッカの「ディープブレンド」も": a name in corner brackets right after a maker and
 * "の" is the maker's product; the maker is the option (addJapaneseMakersOfModels).
 */
export function isMakersQuotedProduct(doc: AnswerDocument, mention: Mention, prompt: string): boolean {
  const { tokens, text } = doc;
  const first = tokens[mention.firstToken]!;
  const of = tokens[mention.firstToken - 1];
  if (!hasKana(doc) || first.before !== OPENING_CORNER_BRACKET || of?.norm !== 'の' || of.end !== first.start - 1) return false;
  const lineStart = tokens[doc.lines[first.line]!.firstToken]!.start;
  const maker = MAKER_ENDING.exec(text.slice(Math.max(lineStart, of.start - 24), of.start))?.[1];
  return maker !== undefined && makesModelAfter(maker, text.slice(of.start, of.start + 40), prompt);
}

/**
 * "**象印「炎舞炊き」**", "**アイシア「金缶」**": a head written onto a product in corner brackets, both in one bold span, names
 * the product's maker, kana and all ("いなば「CIAO」").
 */
export function headsQuotedProduct(tokens: readonly Token[], mention: Mention): boolean {
  if (mention.slot !== Slot.ListHead) return false;
  const last = tokens[mention.writtenEnd - 1]!;
  const next = tokens[mention.writtenEnd];
  return (
    next !== undefined && next.before === OPENING_CORNER_BRACKET && next.start === last.end + 1 && next.bold === last.bold && last.bold >= 0
  );
}
