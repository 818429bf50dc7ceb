import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './processes.js';

/** Debian's Chromium (`apt-get install -y chromium`) or CHROMIUM_PATH; playwright-core never downloads a browser. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Flags for Chromium run as root in a container: no sandbox, and /tmp rather than a small /dev/shm. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage'];

const AXE_SOURCE = readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is (WCAG 2.x A and AA rules). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  // Evaluated in the page, where axe and document exist (this file is typed for Node).
  const violations = (await page.evaluate(
    "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((result) => result.violations)",
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Collects a page's script errors and failed requests (`STATUS METHOD /path`), but for those `expected` allows
 * (a request the test makes to be refused), into `errors`.
 */
export function watchPageErrors(page: Page, errors: string[], expected: (failure: string) => boolean): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const failure = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
    if (!expected(failure)) errors.push(failure);
  });
}
