import type { LanguagePack } from '../types.js';
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
import { chinese } from './zh.js';

const PACKS: Readonly<Record<string, LanguagePack>> = {
  en: english,
  fr: french,
  de: german,
  es: spanish,
  it: italian,
  pt: portuguese,
  nl: dutch,
  pl: polish,
  sv: swedish,
  da: danish,
  no: norwegian,
  // Bokmål and Nynorsk tags are both answered in Bokmål, as most assistants do.
  nb: norwegian,
  nn: norwegian,
  fi: finnish,
  ja: japanese,
  zh: chinese,
  ko: korean,
};

/** The language of a tag ("fr", "fr-BE", "pt_BR", "nb") and its pack; English when the language is not offered. */
export function resolveLanguage(language: string): { code: string; pack: LanguagePack } {
  const code = language.slice(0, 2).toLowerCase();
  const pack = PACKS[code];
  if (!pack) return { code: 'en', pack: english };
  return { code: pack === norwegian ? 'no' : code, pack };
}
