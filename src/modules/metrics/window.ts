const DAY_MS = 86_400_000;

export interface DayWindow {
  /** First UTC day counted, YYYY-MM-DD. */
  from: string;
  /** Last UTC day counted (today), YYYY-MM-DD. */
  to: string;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` UTC calendar days, today included: a whole first day counts, to its last millisecond. */
export function dayWindow(days: number, now = new Date()): DayWindow {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}

/** The window of the same length just before. */
export function previousWindow(days: number, now = new Date()): DayWindow {
  return dayWindow(days, new Date(now.getTime() - days * DAY_MS));
}
