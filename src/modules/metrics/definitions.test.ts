import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METRIC_DEFINITIONS } from './definitions.js';

describe('metric definitions', () => {
  it('are the same in docs/metrics.md as in the OpenAPI descriptions', () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../../docs/metrics.md'), 'utf8');
    for (const definition of Object.values(METRIC_DEFINITIONS)) expect(page).toContain(definition);
  });
});
