import type { Db } from '../../db/client.js';
import type { BrandRow } from '../brands/repository.js';
import { brandCounts, competitorCounts } from '../metrics/repository.js';
import { percent } from '../metrics/statistics.js';
import { dayWindow } from '../metrics/window.js';

/** Ranked by answers mentioning each competitor (ties by name), all time unless a window is asked for. */
export async function competitorLeaderboard(db: Db, brand: BrandRow, query: { days?: number; model?: string }, now = new Date()) {
  const window = query.days === undefined ? undefined : dayWindow(query.days, now);
  const [brandTotals, rivals] = await Promise.all([
    brandCounts(db, brand.accountId, brand.id, query.model, window),
    competitorCounts(db, brand.accountId, brand.id, query.model, window),
  ]);
  return rivals
    .sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name))
    .map((rival, index) => ({
      id: rival.id,
      name: rival.name,
      domain: rival.domain,
      mentionRate: percent(rival.answers, brandTotals.answers),
      coOccurrenceRate: percent(rival.coMentions, brandTotals.answers),
      averagePosition: Math.round((100 * rival.positionSum) / rival.answers) / 100,
      rank: index + 1,
    }));
}
