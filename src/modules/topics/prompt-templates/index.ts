import { danish } from './da.js';
import { german } from './de.js';
import { english } from './en.js';
import { spanish } from './es.js';
import { finnish } from './fi.js';
import { french } from './fr.js';
import { italian } from './it.js';
import { japanese } from './ja.js';
import { korean } from './ko.js';
import { dutch } from './nl.js';
import { norwegian } from './no.js';
import { polish } from './pl.js';
import { portuguese } from './pt.js';
import { swedish } from './sv.js';
import type { PromptLanguage } from './types.js';
import { chinese } from './zh.js';

const promptLanguages = new Map<string, PromptLanguage>([
  ['en', english],
  ['fr', french],
  ['de', german],
  ['es', spanish],
  ['it', italian],
  ['pt', portuguese],
  ['nl', dutch],
  ['pl', polish],
  ['sv', swedish],
  ['da', danish],
  ['no', norwegian],
  ['fi', finnish],
  ['ja', japanese],
  ['zh', chinese],
  ['ko', korean],
]);

/** The templates of a language code, English for a language without templates. */
export function promptLanguageFor(code: string): PromptLanguage {
  return promptLanguages.get(code) ?? english;
}
