import { describe, expect, it } from 'vitest';
import { learnedNames } from './learned-names.js';

describe('learnedNames', () => {
  it('knows, for each answer, the names put forward in at least two of the other answers', () => {
    const known = learnedNames([['Zoho', 'Pricing'], ['Zoho', 'Close'], ['Zoho'], ['Close']]);
    expect(known[0]).toEqual(['Zoho', 'Close']);
    // Close is in answers 1 and 3: each of them sees it in one other answer only.
    expect(known[1]).toEqual(['Zoho']);
    expect(known[2]).toEqual(['Zoho', 'Close']);
    expect(known[3]).toEqual(['Zoho']);
    // A name one other answer put forward is not enough: "Pricing" taken for a name once stays unknown.
    expect(known.flat()).not.toContain('Pricing');
  });

  it('counts a name once per answer however often it is written there', () => {
    expect(learnedNames([['Zoho', 'Zoho'], ['Other']])).toEqual([[], []]);
  });
});
