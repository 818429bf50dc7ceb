import type { AnswerDocument } from './document.js';
import { GENERIC_LATIN, isChinese, isChineseCommonWord } from './ideographs.js';
import { addNamesByLine } from './line-names.js';
import type { Mention } from './mention.js';

/** A character of a name: none of the particles that join names or end one, nor "from" ("從一般的 UberX"). */
const NAME_CHARACTER = '(?:(?![的和或与與及也都则則这這從从])[\\p{Script=Han}A-Za-z0-9])';
/** Verbs of considering, Simplified and Traditional: "可以看看", "可以考慮", "比较推荐的是", "也可以试试". */
const CONSIDERING = '(?:看看|考虑|考慮|推荐的是|推薦的是|试试|試試)';
/** A name right after such a verb that ends its clause: "首先可以看看嘉宝莉，", "比較推薦的是維格餅家，". */
const AFTER_CONSIDERING = new RegExp(`${CONSIDERING}(${NAME_CHARACTER}{2,6}?)(?=[，。；,.;])`, 'gu');
/** Phrases of worth written right after a name: "多乐士也值得考虑", "华帝也是不错的选择", "牛栏山二锅头也可以试试". */
const WORTH = '(?=也值得|也是不错|也是不錯|也不错|也不錯|也可以考虑|也可以考慮|也可以试试|也可以試試)';
/** The name before them opens its sentence or clause, or follows "和"/"或" after another name. */
const BEFORE_WORTH = new RegExp(`(?<=^|[，。；：、,.;:！？\\s]|和|或)(${NAME_CHARACTER}{2,6})${WORTH}`, 'gu');

/** Where a name may start: a clause's start, a verb of considering, a word giving examples, or "from". */
const NAME_OPENING = `(?<=^|[，。；：,.;:！？\\s]|${CONSIDERING}|像是|例如|比如|或者|從|从)`;
/**
 * What, right after a name, says it is a maker or a brand: "的" and a model in letters, maybe a space apart ("三陽的JET SL",
 * "YAMAHA 的 EMF"), "的" and a product in title marks ("竹叶青的《论道》"), "的" and a product line ("千禾的零添加系列"), or
 * "是" and a clause calling it a brand ("迷客夏是鮮奶茶的代表品牌之一", "厨邦是广东阳江的老牌子").
 */
const MAKER_AFTER =
  '(?:的(?: ?[A-Z]|《[^》\\n]{2,20}》|[^，。；：！？、\\s的]{1,8}系列)' +
  '|(?:也|则|則|同样|同樣|一直|本身就)?是[^，。；：！？\\n]{0,24}?(?:品牌|牌子|老字号|老字號|厂商|廠商|连锁|連鎖|老店)(?:之一)?(?=[，。；！？\\n]|$))';
const MAKER = new RegExp(`${NAME_OPENING}(${NAME_CHARACTER}{2,5}?)(?=${MAKER_AFTER})`, 'gu');
const MAKER_EVIDENCE = new RegExp(`^${MAKER_AFTER}`, 'u');

/** What follows a name in Chinese text says it is a maker or a brand (`MAKER_AFTER`); a model in letters must be no generic word. */
export function isChineseMakerBefore(after: string): boolean {
  if (!MAKER_EVIDENCE.test(after)) return false;
  const model = /^的 ?([A-Z][A-Za-z]*)/u.exec(after);
  return model === null || !GENERIC_LATIN.has(model[1]!.toLowerCase());
}

/**
 * "首先可以看看嘉宝莉，", "多乐士也值得考虑": Chinese writes a name it puts forward right after a verb of considering, ending the
 * clause, or right before a phrase of worth, set apart from the words around it by punctuation alone. Such a run, unless it
 * is a word or term ICU's dictionary knows ("口感", "大型超市"), becomes a mention, which the cue before or after it makes an
 * option (series.ts), as any name after a cue.
 */
export function addChineseCuedNames(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  if (!isChinese(doc)) return mentions;
  return addNamesByLine(doc, mentions, (text, add) => {
    for (const pattern of [AFTER_CONSIDERING, BEFORE_WORTH, MAKER]) {
      for (const match of text.matchAll(pattern)) {
        const name = match[1]!;
        // A maker of a model in letters written onto "的" may be a word as well ("三陽", "小米"): the model says it is a name;
        // not where a space sets the model apart, as after a modifier ("入門的 Gogoro Delight").
        if (isChineseCommonWord(name) && !(pattern === MAKER && /^的[A-Z]/u.test(text.slice(match.index + match[0].length)))) continue;
        add(match.index + match[0].length - name.length, name.length);
      }
    }
  });
}
