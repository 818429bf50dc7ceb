import type { AnswerDocument } from './document.js';
import { hasKana, isChineseCommonWord } from './ideographs.js';
import { addNamesByLine } from './line-names.js';
import type { Mention } from './mention.js';

/**
 * "の" and a model in letters and digits: "のα6400", "のEOS R50", "のX-S20", "のOM-1"; not an aperture ("のF2.8").
 */
export const JAPANESE_MODEL_AFTER = /^の(?!F\d)[A-Zα][A-Za-z]*(?:[- ]?[A-Za-z]+)?-?\d/u;
/** A maker in katakana or kanji, or in capitalised letters, right before such a model, opening its run of characters. */
const MAKER_BEFORE_MODEL =
  /(?<=^|[\s、。，：:（(「『・]|[\u3041-\u3096])([\p{Script=Han}\u30a1-\u30fa\u30fc]{2,10}|[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)(?=の)/gu;
/** Katakana words of what a product is, not who makes it: "キットレンズのXC15-45mm". */
const PRODUCT_NOUN_ENDING = /(?:レンズ|モデル|シリーズ|ボディ|センサー|マウント|キット)$/u;

/** The words are a maker's name, not a product's kind or a word of the language ("往年のFM2"). */
export const mayNameMaker = (written: string): boolean => !PRODUCT_NOUN_ENDING.test(written) && !isChineseCommonWord(written);

/**
 * "ソニーのα6400も根強い人気です", "キヤノンのEOS R50は": Japanese names a camera, a phone or an appliance by its maker, "の"
 * and the model. The maker becomes a mention, which the model makes a name of its own (evidence.ts).
 */
export function addJapaneseMakersOfModels(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  if (!hasKana(doc)) return mentions;
  return addNamesByLine(doc, mentions, (text, add) => {
    for (const match of text.matchAll(MAKER_BEFORE_MODEL)) {
      const maker = match[1]!;
      const end = match.index + maker.length;
      if (mayNameMaker(maker) && JAPANESE_MODEL_AFTER.test(text.slice(end, end + 20))) add(match.index, maker.length);
    }
  });
}
