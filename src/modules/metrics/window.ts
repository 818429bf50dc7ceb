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

export interface MonthSplit {
  /** First days of the first and last whole calendar months inside the window, if it holds any. */
  months?: { from: string; to: string };
  /** The days outside those months: the whole window when it holds no whole month, else up to two part-months. */
  days: DayWindow[];
}

function monthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1));
}

/** Splits a window into whole calendar months, read from monthly rollups, and the days at either end. */
export function splitByMonths(window: DayWindow): MonthSplit {
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(`${window.to}T00:00:00Z`);
  const firstMonth = from.getUTCDate() === 1 ? from : monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
  const afterTo = new Date(to.getTime() + DAY_MS);
  const afterLastMonth = afterTo.getUTCDate() === 1 ? afterTo : monthStart(to.getUTCFullYear(), to.getUTCMonth());
  if (firstMonth >= afterLastMonth) return { days: [window] };
  const lastMonth = monthStart(afterLastMonth.getUTCFullYear(), afterLastMonth.getUTCMonth() - 1);
  const days: DayWindow[] = [];
  if (from < firstMonth) days.push({ from: window.from, to: isoDay(new Date(firstMonth.getTime() - DAY_MS)) });
  if (afterLastMonth <= to) days.push({ from: isoDay(afterLastMonth), to: window.to });
  return { months: { from: isoDay(firstMonth), to: isoDay(lastMonth) }, days };
}
