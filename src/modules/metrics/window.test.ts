import { describe, expect, it } from 'vitest';
import { dayWindow, splitByMonths } from './window.js';

describe('splitting a window into whole months and edge days', () => {
  it('keeps a window inside one month, or across two part-months, as days', () => {
    expect(splitByMonths({ from: '2026-03-05', to: '2026-03-20' })).toEqual({ days: [{ from: '2026-03-05', to: '2026-03-20' }] });
    expect(splitByMonths({ from: '2026-02-10', to: '2026-03-20' })).toEqual({ days: [{ from: '2026-02-10', to: '2026-03-20' }] });
  });

  it('reads whole months from the rollup and the days at either end', () => {
    expect(splitByMonths(dayWindow(365, new Date('2026-11-23T10:00:00Z')))).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-24', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-23' },
      ],
    });
  });

  it('needs no edge days when the window starts on the 1st and ends on a month-end', () => {
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, days: [] });
    expect(splitByMonths({ from: '2025-12-01', to: '2026-01-15' })).toEqual({
      months: { from: '2025-12-01', to: '2025-12-01' },
      days: [{ from: '2026-01-01', to: '2026-01-15' }],
    });
    expect(splitByMonths({ from: '2025-11-20', to: '2026-02-28' })).toEqual({
      months: { from: '2025-12-01', to: '2026-02-01' },
      days: [{ from: '2025-11-20', to: '2025-11-30' }],
    });
  });
});
