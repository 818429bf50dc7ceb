import type { AnswerDocument } from './document.js';
import { isChinese, isChineseCommonWord } from './ideographs.js';
import { addNamesByLine } from './line-names.js';
import type { Mention } from './mention.js';

/** A character of a name: none of the particles that join names or end one. */
const NAME_CHARACTER = '(?:(?![的和或与與及也都则則这這])[\\p{Script=Han}A-Za-z0-9])';
/** Verbs of considering, Simplified and Traditional: "可以看看", "可以考慮", "比较推荐的是", "也可以试试". */
const CONSIDERING = '(?:看看|考虑|考慮|推荐的是|推薦的是|试试|試試)';
/** A name right after such a verb that ends its clause: "首先可以看看嘉宝莉，", "比較推薦的是維格餅家，". */
const AFTER_CONSIDERING = new RegExp(`${CONSIDERING}(${NAME_CHARACTER}{2,6}?)(?=[，。；,.;])`, 'gu');
/** Phrases of worth written right after a name: "多乐士也值得考虑", "华帝也是不错的选择", "牛栏山二锅头也可以试试". */
const WORTH = '(?=也值得|也是不错|也是不錯|也不错|也不錯|也可以考虑|也可以考慮|也可以试试|也可以試試)';
/** The name before them opens its sentence or clause, or follows "和"/"或" after another name. */
const BEFORE_WORTH = new RegExp(`(?<=^|[，。；：、,.;:！？\\s]|和|或)(${NAME_CHARACTER}{2,6})${WORTH}`, 'gu');

/** A maker written before "的" and a model in letters, opening its clause or after a verb of considering: "三陽的JET SL". */
const MAKER_OF_MODEL = new RegExp(`(?<=^|[，。；：、,.;:！？\\s]|${CONSIDERING}|像是|例如|比如)(${NAME_CHARACTER}{2,4})(?=的[A-Z])`, 'gu');

/**
 * "首先可以看看嘉宝莉，", "多乐士也值得考虑": Chinese writes a name it puts forward right after a verb of considering, ending the
 * clause, or right before a phrase of worth, set apart from the words around it by punctuation alone. Such a run, unless it
 * is a word or term ICU's dictionary knows ("口感", "大型超市"), becomes a mention, which the cue before or after it makes an
 * option (series.ts), as any name after a cue.
 */
export function addChineseCuedNames(doc: AnswerDocument, mentions: Mention[]): Mention[] {
  if (!isChinese(doc)) return mentions;
  return addNamesByLine(doc, mentions, (text, add) => {
    for (const pattern of [AFTER_CONSIDERING, BEFORE_WORTH, MAKER_OF_MODEL]) {
      for (const match of text.matchAll(pattern)) {
        const name = match[1]!;
        // A maker of a model may be a word as well ("三陽", "小米"): the model says it is a name.
        if (pattern !== MAKER_OF_MODEL && isChineseCommonWord(name)) continue;
        add(match.index + match[0].length - name.length, name.length);
      }
    }
  });
}
