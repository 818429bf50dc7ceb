import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDashboard } from './support/web.js';

/** The budget of the JavaScript a browser loads before the dashboard's first page can render, gzipped. */
const INITIAL_JS_BUDGET_BYTES = 250 * 1000;

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not those it loads on demand. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((match) => match[1]!);
}

describe('the dashboard bundle', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-web-build-'));
  const assets = (file: string) => path.join(outDir, file.replace(/^\//, ''));
  let initial: Map<string, number>;

  beforeAll(() => {
    buildDashboard(outDir);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entries = [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(entries.length).toBeGreaterThan(0);
    // Everything the entry pulls in statically, transitively: what loads before any page's own chunk.
    initial = new Map();
    const pending = entries.map(assets);
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (initial.has(file)) continue;
      initial.set(file, gzipped(file));
      for (const imported of staticImports(readFileSync(file, 'utf8'))) pending.push(path.resolve(path.dirname(file), imported));
    }
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`loads at most ${INITIAL_JS_BUDGET_BYTES / 1000} KB of JavaScript, gzipped, before the first page`, () => {
    const total = [...initial.values()].reduce((sum, size) => sum + size, 0);
    const listing = [...initial.entries()].map(([file, size]) => `${path.basename(file)} ${(size / 1000).toFixed(1)} KB`).join(', ');
    console.log(`dashboard initial JavaScript: ${(total / 1000).toFixed(1)} KB gzipped (${listing})`);
    expect(total, listing).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('keeps the charts out of the initial JavaScript: uPlot loads with the pages that draw a chart only', () => {
    // `u-legend`, the class of uPlot's legend, is a string in uPlot's own code, whatever the minifier renames.
    for (const file of initial.keys()) expect(readFileSync(file, 'utf8'), path.basename(file)).not.toContain('u-legend');
  });

  it('writes a .gz and a .br of each file it loads, which the service sends', () => {
    for (const file of initial.keys()) {
      expect(readFileSync(`${file}.gz`).length, `${path.basename(file)}.gz`).toBeGreaterThan(0);
      expect(readFileSync(`${file}.br`).length, `${path.basename(file)}.br`).toBeGreaterThan(0);
    }
  });
});
