// How the tokenizer writes a word's norm, apart from text.ts so the word lists (lexicon.ts) can be written as each
// language spells them and normalised once.

/** Han, kana and hangul: scripts written without spaces, matched one character at a time. */
export const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const SPECIAL_FOLD_CHARS = /[ßæœøłđðþı]/g;
const COMBINING_MARKS = /\p{M}/gu;
const foldCache = new Map<string, string>();

/** Lower-case, accents removed, compatibility forms unified ("Müller" → "muller", "ＡＢ" → "ab"). */
export function fold(word: string): string {
  let ascii = true;
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) > 127) {
      ascii = false;
      break;
    }
  }
  if (ascii) return word.toLowerCase();
  const cached = foldCache.get(word);
  if (cached !== undefined) return cached;
  const folded = word
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_FOLD_CHARS, (char) => SPECIAL_FOLDS[char] ?? char);
  if (foldCache.size > 50_000) foldCache.clear();
  foldCache.set(word, folded);
  return folded;
}

/** A listed word as the tokenizer normalises it: an ideograph is its own norm, other words are folded. */
export const normOf = (word: string): string => (IDEOGRAPH.test(word) ? word : fold(word));

/** A word list written as each language spells it, its words normalised as token norms are. */
export const wordList = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/).map(normOf));
