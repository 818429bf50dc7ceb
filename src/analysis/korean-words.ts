import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HANGUL_WORD } from './ideographs.js';

/**
 * The stems of the Korean Hunspell dictionary (dictionary-ko): common nouns, verbs and the best-known proper nouns.
 * Read once, on first use, from its word file only; the affix file is not needed to look up a stem.
 */
let stems: Set<string> | null = null;

function koreanStems(): Set<string> {
  if (stems) return stems;
  const dir = path.dirname(createRequire(import.meta.url).resolve('dictionary-ko'));
  stems = new Set();
  // One "stem/flags" a line, hangul decomposed into jamo as Hunspell reads it.
  for (const line of readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n')) {
    const slash = line.indexOf('/');
    const stem = (slash < 0 ? line : line.slice(0, slash)).trim();
    if (stem) stems.add(stem.normalize('NFC'));
  }
  return stems;
}

/** A hangul word the dictionary holds: a common word ("가격", "메뉴"), or a name so common it became one ("삼성"). */
export const isKoreanCommonWord = (written: string): boolean => HANGUL_WORD.test(written) && koreanStems().has(written);
