/** Percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;
}

/**
 * Percentages with one decimal that still add up to exactly 100 (largest remainder), so a share of
 * voice table never sums to 99.8 or 100.3.
 */
/**
 * The one order of every leaderboard (the share-of-voice list and the competitor ranking): most answers naming the
 * entity first, then by name. Ranked on counts, not on rounded percentages, so equal rounding never reorders.
 */
export function byAnswersThenName(a: { answers: number; name: string }, b: { answers: number; name: string }): number {
  return b.answers - a.answers || a.name.localeCompare(b.name, 'en');
}

export function sharesOf(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (1000 * count) / total);
  const floors = exact.map(Math.floor);
  let left = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - floors[index]! })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map((value) => value / 10);
}

const Z_95 = 1.959964;

/** Wilson score interval of a proportion, in percent: honest even for small samples and rates near 0 or 100. */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const margin = (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  const round = (value: number) => Math.round(1000 * Math.min(1, Math.max(0, value))) / 10;
  return { low: round(centre - margin), high: round(centre + margin) };
}

/** Two-proportion z-test at the 5 % level: did the rate really move, or is it run-to-run noise? */
export function significantChange(successesA: number, trialsA: number, successesB: number, trialsB: number): boolean {
  if (trialsA === 0 || trialsB === 0) return false;
  const pooled = (successesA + successesB) / (trialsA + trialsB);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / trialsA + 1 / trialsB));
  if (standardError === 0) return false;
  return Math.abs(successesA / trialsA - successesB / trialsB) / standardError > Z_95;
}
