import { findQuestionNames } from './candidates.js';
import { parseAnswer } from './document.js';
import { ALTERNATIVE_WORDS, COMPARISON_WORDS } from './lexicon.js';
import { findSeries } from './series.js';
import { tokenNorms } from './shapes.js';
import { findTextUrls } from './urls.js';

const MAX_PROMPT_CHARS = 2_000;

/**
 * Names the question puts up for comparison or replacement, as token words: "Pipedrive vs
 * HubSpot", "Vivo ou TIM", "alternatives to Salesforce". A place or a product type the question
 * merely mentions ("hotels in Barcelona", "welches Lastenrad") is not among them.
 */
export function namesPutUpByPrompt(prompt: string | undefined): string[][] {
  if (!prompt) return [];
  const text = prompt.slice(0, MAX_PROMPT_CHARS);
  const doc = parseAnswer(text, findTextUrls(text));
  const names: string[][] = [];
  for (const series of findSeries(doc, findQuestionNames(doc))) {
    const first = series.members[0]!.firstToken;
    const last = series.members[series.members.length - 1]!.endToken;
    let weighed = series.compared || (series.cued && !series.weakCue);
    for (let i = first; !weighed && i < last; i++) {
      const norm = doc.tokens[i]!.norm;
      weighed = ALTERNATIVE_WORDS.has(norm) || COMPARISON_WORDS.has(norm);
    }
    if (!weighed) continue;
    for (const member of series.members) names.push(tokenNorms(doc.tokens, member.firstToken, member.endToken));
  }
  return names;
}
