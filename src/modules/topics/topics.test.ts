import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, prompts, runs, topics } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface PromptItem {
  id: string;
  text: string;
  topic: { id: string; seed: string };
}

describe('topics', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  /** Acme tracks US-en (primary) and FR-fr. */
  let acme: string;
  let names = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    acme = await createBrand({ name: 'Acme', aliases: ['Acme Cloud', 'Roadrunner'] });
    expect((await call('PATCH', `/brands/${acme}`, { markets: ['US-en', 'FR-fr'] })).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });
  async function createBrand(body: Record<string, unknown> = {}): Promise<string> {
    const response = await call('POST', '/brands', { name: `Topic Brand ${++names}`, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }
  const createTopic = (brandId: string, body: Record<string, unknown>) => call('POST', `/brands/${brandId}/topics`, body);
  async function promptsOf(brandId: string, topicId: string): Promise<PromptItem[]> {
    const all: PromptItem[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = (await call('GET', `/brands/${brandId}/prompts?limit=200&offset=${offset}`)).json();
      all.push(...page.data);
      if (offset + 200 >= page.total) break;
    }
    return all.filter((prompt) => prompt.topic.id === topicId);
  }

  it('creates a topic with 201 and the topic shape, and lists it', async () => {
    const response = await createTopic(acme, { seed: 'project management software' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: expect.any(String),
      brandId: acme,
      seed: 'project management software',
      language: 'en',
      country: 'US',
      createdAt: expect.stringMatching(ISO_UTC_MS),
    });
    const listed = await call('GET', `/brands/${acme}/topics`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(data);
  });

  it('accepts seeds of 3 and 200 characters and refuses 2 and 201', async () => {
    const brand = await createBrand();
    for (const seed of ['CRM', 's'.repeat(200), '  CRM  ']) {
      const response = await createTopic(brand, { seed });
      expect(response.statusCode, seed).toBe(201);
      expect(response.json().data.seed).toBe(seed.trim());
    }
    for (const seed of ['ab', 's'.repeat(201), '  ab  ', '', undefined, 42]) {
      const response = await createTopic(brand, { seed });
      expect(response.statusCode, String(seed)).toBe(422);
      expect(response.json()).toEqual({ error: expect.stringContaining('seed'), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    }
    expect((await call('GET', `/brands/${brand}/topics`)).json().data).toHaveLength(3);
  });

  it('validates language and country lengths on create', async () => {
    for (const [field, value] of [
      ['language', 'f'],
      ['language', 'fr-FRA'],
      ['country', 'F'],
      ['country', 'FRANCE'],
    ] as const) {
      const response = await createTopic(acme, { seed: 'cloud storage', [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(422);
      expect(response.json()).toEqual({ error: expect.stringContaining(field), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    }
  });

  it('defaults language and country to the primary market, each part separately', async () => {
    const french = await createBrand({ language: 'fr', country: 'FR' });
    await call('PATCH', `/brands/${french}`, { markets: ['FR-fr', 'BE-fr', 'FR-en'] });
    const bare = await createTopic(french, { seed: 'banque en ligne' });
    expect(bare.json().data).toMatchObject({ language: 'fr', country: 'FR' });
    const countryOnly = await createTopic(french, { seed: 'banque en ligne', country: 'BE' });
    expect(countryOnly.json().data).toMatchObject({ language: 'fr', country: 'BE' });
    const languageOnly = await createTopic(french, { seed: 'online bank', language: 'en' });
    expect(languageOnly.json().data).toMatchObject({ language: 'en', country: 'FR' });
  });

  it('answers 400 MARKET_NOT_TRACKED naming the market the brand does not track', async () => {
    for (const [body, market] of [
      [{ language: 'de', country: 'DE' }, 'DE-de'],
      [{ country: 'FR' }, 'FR-en'],
      [{ language: 'fr' }, 'US-fr'],
    ] as const) {
      const response = await createTopic(acme, { seed: 'cloud storage', ...body });
      expect(response.statusCode, market).toBe(400);
      expect(response.json()).toEqual({
        error: expect.stringContaining(market),
        code: 'MARKET_NOT_TRACKED',
        requestId: expect.any(String),
      });
    }
    const seeds = (await call('GET', `/brands/${acme}/topics`)).json().data.map((topic: { seed: string }) => topic.seed);
    expect(seeds).not.toContain('cloud storage');
  });

  it('creates a topic in a tracked additional market, normalising a regional language', async () => {
    const response = await createTopic(acme, { seed: 'logiciel de gestion de projet', language: 'fr-FR', country: 'fr' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ language: 'fr', country: 'FR' });
  });

  describe('prompt generation', () => {
    it('generates 10 to 20 distinct prompts at once, carrying the topic id and seed', async () => {
      const topic = (await createTopic(acme, { seed: 'best CRM for small businesses' })).json().data;
      const generated = await promptsOf(acme, topic.id);
      expect(generated.length).toBeGreaterThanOrEqual(10);
      expect(generated.length).toBeLessThanOrEqual(20);
      expect(topic.promptCount).toBe(generated.length);
      expect(new Set(generated.map((prompt) => prompt.text.toLowerCase())).size).toBe(generated.length);
      for (const prompt of generated) {
        expect(prompt.topic).toEqual({ id: topic.id, seed: 'best CRM for small businesses' });
        expect(prompt.text).not.toMatch(/[{}<>]|\$\d|%s|undefined|null/);
        expect(prompt.text.trim()).toBe(prompt.text);
        expect(prompt.text).toMatch(/\?$/);
      }
    });

    it('writes the prompts in the topic language', async () => {
      const english = (await createTopic(acme, { seed: 'project management tool' })).json().data;
      const french = (await createTopic(acme, { seed: 'outil de gestion de projet', language: 'fr', country: 'FR' })).json().data;
      const englishTexts = (await promptsOf(acme, english.id)).map((prompt) => prompt.text);
      const frenchTexts = (await promptsOf(acme, french.id)).map((prompt) => prompt.text);
      expect(frenchTexts.length).toBeGreaterThanOrEqual(10);
      for (const text of englishTexts) expect(text).toMatch(/\b(the|a|an|for|to|of|what|which|how|is|are|do|best)\b/i);
      for (const text of frenchTexts) {
        // French typography puts a space before the question mark.
        expect(text).toMatch(/ \?$/);
        expect(text).toMatch(/(^|[\s'])(le|la|les|des|du|de|d'|pour|quel|quelle|quels|quelles|comment|un|une|en|est|sont)(?=[\s']|$)/i);
        expect(text).not.toMatch(/\b(the|which|what|how)\b/i);
      }
    });

    it('never names the brand or its aliases, even when the seed does', async () => {
      for (const seed of ['Acme alternatives for project management', 'Is Roadrunner better than Acme Cloud for backups?', 'acme']) {
        const response = await createTopic(acme, { seed });
        expect(response.statusCode, seed).toBe(201);
        const generated = await promptsOf(acme, response.json().data.id);
        expect(generated.length, seed).toBeGreaterThanOrEqual(10);
        for (const { text } of generated) expect(text, seed).not.toMatch(/acme|roadrunner/i);
      }
    });
  });

  describe('DELETE', () => {
    it('removes the topic, its prompts and its campaign runs, and nothing else', async () => {
      const brand = await createBrand();
      const doomed = (await createTopic(brand, { seed: 'electric bikes' })).json().data;
      const kept = (await createTopic(brand, { seed: 'running shoes' })).json().data;
      const [prompt] = await promptsOf(brand, doomed.id);
      await ctx.database.db.insert(campaigns).values({
        id: 'cmp_topic_delete',
        accountId: owner.id,
        brandId: brand,
        topicId: doomed.id,
        models: ['SIMULATED'],
        runsPerModel: 1,
        status: 'completed',
        total: 1,
      });
      await ctx.database.db.insert(runs).values({
        id: 'run_topic_delete',
        accountId: owner.id,
        brandId: brand,
        campaignId: 'cmp_topic_delete',
        promptId: prompt!.id,
        model: 'SIMULATED',
        runIndex: 0,
      });

      const response = await call('DELETE', `/brands/${brand}/topics/${doomed.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { deleted: true } });

      const listed = (await call('GET', `/brands/${brand}/topics`)).json().data.map((topic: { id: string }) => topic.id);
      expect(listed).toEqual([kept.id]);
      expect(await promptsOf(brand, doomed.id)).toEqual([]);
      expect(await ctx.database.db.select().from(prompts).where(eq(prompts.topicId, doomed.id))).toEqual([]);
      expect(await ctx.database.db.select().from(runs).where(eq(runs.id, 'run_topic_delete'))).toEqual([]);
      expect((await promptsOf(brand, kept.id)).length).toBe(kept.promptCount);
    });

    it('answers 404 NOT_FOUND for an unknown topic', async () => {
      const response = await call('DELETE', `/brands/${acme}/topics/top_does_not_exist`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
    });

    it('answers 404 for a topic of another brand of the same account, and leaves that topic alone', async () => {
      const other = await createBrand();
      const topic = (await createTopic(other, { seed: 'standing desks' })).json().data;
      const response = await call('DELETE', `/brands/${acme}/topics/${topic.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
      expect(await ctx.database.db.select({ id: topics.id }).from(topics).where(eq(topics.id, topic.id))).toEqual([{ id: topic.id }]);
      expect((await promptsOf(other, topic.id)).length).toBe(topic.promptCount);
    });
  });
});
