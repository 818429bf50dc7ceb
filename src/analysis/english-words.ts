import { HunspellWords } from './hunspell-words.js';

/**
 * English words, which answers in other languages borrow as they are ("App", "Premium", "Cashback"); the names the
 * dictionary holds ("Avis", "Hertz") are not among them. One instance, read once per thread, serves every language.
 */
export const ENGLISH_WORDS = new HunspellWords('dictionary-en', true);
