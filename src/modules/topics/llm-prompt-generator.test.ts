import { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { prompts } from '../../db/schema.js';
import { fakeProviderEnv, startFakeLlmServer, type FakeBehaviour, type FakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { generatePrompts } from './prompt-generator.js';

const BRAND = { name: 'Acme', aliases: ['Acme Cloud', 'Roadrunner'] };
const BRAND_NAMES = [BRAND.name, ...BRAND.aliases];
const SEED = 'project management software';

const GOOD_QUESTIONS = [
  'What is the best project management software for a small agency?',
  'Which project management tools work well for remote teams?',
  'How does Trello compare with Asana for managing client projects?',
  'What are good alternatives to Jira for a non-technical team?',
  'How should I choose project management software for a growing startup?',
  'How much does project management software usually cost per user?',
  'Is there free project management software that is good enough for a team of five?',
  'Which project management app is best for tracking construction projects?',
  'What project management software do marketing managers recommend?',
  'Which tool is easiest for freelancers to manage several clients at once?',
  'What features matter most in project management software for agencies?',
  'Which project management software integrates best with Slack and Google Drive?',
];

describe('prompt generation by PROMPT_MODEL', () => {
  let fake: FakeLlmServer;
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;

  beforeAll(async () => {
    fake = await startFakeLlmServer();
    ctx = await createTestContext({
      config: loadConfig({ ...fakeProviderEnv(fake.url), PROMPT_MODEL: 'GPT_4O_MINI', PROMPT_MODEL_TIMEOUT_MS: '1000' }),
    });
    owner = await ctx.createAccount();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: owner.headers, payload: BRAND });
    brandId = created.json().data.id;
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/${brandId}`,
      headers: owner.headers,
      payload: { markets: ['US-en', 'FR-fr'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const answerWith = (questions: unknown) => fake.setAnswer({ text: JSON.stringify({ questions }), citations: [] });

  /** Creates a topic through the route and returns its stored prompts, in generated order. */
  async function createTopic(body: Record<string, unknown>, app: FastifyInstance = ctx.app): Promise<string[]> {
    const response = await app.inject({ method: 'POST', url: `/api/v1/brands/${brandId}/topics`, headers: owner.headers, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const topic = response.json().data;
    const stored = await ctx.database.db
      .select({ text: prompts.text })
      .from(prompts)
      .where(eq(prompts.topicId, topic.id))
      .orderBy(asc(prompts.createdAt));
    expect(topic.promptCount).toBe(stored.length);
    return stored.map((prompt) => prompt.text);
  }

  const offlinePrompts = (seed: string) => generatePrompts({ seed, language: 'en', country: 'US', brandNames: BRAND_NAMES });

  it("stores the model's questions, tidied, deduplicated and without the brand", async () => {
    answerWith([
      `1. ${GOOD_QUESTIONS[0]}`,
      `2) ${GOOD_QUESTIONS[1]}`,
      `- ${GOOD_QUESTIONS[2]}`,
      `"${GOOD_QUESTIONS[3]}"`,
      `  ${GOOD_QUESTIONS[4]}  `,
      ...GOOD_QUESTIONS.slice(5),
      GOOD_QUESTIONS[0]!.toUpperCase(),
      GOOD_QUESTIONS[5]!.replace(/\?$/, ''),
      'Is Acme better than Trello for small teams?',
      'What do reviewers say about acme cloud?',
      'Is ROADRUNNER worth it for a design studio?',
      'What is the best {subject} in {market}?',
      '',
      '   ',
      `What is the best tool ${'for very large teams '.repeat(15)}?`,
    ]);
    expect(await createTopic({ seed: SEED })).toEqual(GOOD_QUESTIONS);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps at most 20 questions', async () => {
    const many = Array.from({ length: 25 }, (_, index) => `Which project management tool suits a team of ${index + 2} people?`);
    answerWith(many);
    expect(await createTopic({ seed: SEED })).toEqual(many.slice(0, 20));
  });

  it('asks the model for JSON of a schema, with the seed, the topic language and market, and the names to avoid', async () => {
    answerWith(GOOD_QUESTIONS);
    await createTopic({ seed: 'logiciel de gestion de projet', language: 'fr', country: 'FR' });

    expect(fake.requests).toHaveLength(1);
    const { path, body } = fake.requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { schema: { type: 'object', properties: { questions: { type: 'array', items: { type: 'string' } } } } },
    });
    const messages = body.messages as { role: string; content: string }[];
    const system = messages.find((message) => message.role === 'system')!.content;
    const user = messages.find((message) => message.role === 'user')!.content;
    expect(system).toMatch(/15 to 20 questions/);
    expect(system).toMatch(/comparisons.*alternatives.*how to choose.*price/s);
    expect(system).toMatch(/Never name any of the brands/);
    expect(user).toContain('logiciel de gestion de projet');
    expect(user).toContain('French (fr)');
    expect(user).toContain('France (FR)');
    expect(user).toContain('"Acme", "Acme Cloud", "Roadrunner"');
  });

  const failures: [string, () => void][] = [
    ['too few usable questions', () => answerWith([...GOOD_QUESTIONS.slice(0, 9), 'Is Acme any good?', GOOD_QUESTIONS[0]])],
    ['an answer that is not JSON', () => fake.setAnswer({ text: `Here are some questions:\n1. ${GOOD_QUESTIONS[0]}`, citations: [] })],
    ['JSON of another shape', () => fake.setAnswer({ text: JSON.stringify({ prompts: GOOD_QUESTIONS }), citations: [] })],
    ['an HTTP 500', () => fake.enqueue({ status: 500 } satisfies FakeBehaviour)],
    ['no answer within PROMPT_MODEL_TIMEOUT_MS', () => fake.enqueue({ delayMs: 5_000 } satisfies FakeBehaviour)],
  ];

  it.each(failures)('falls back on the offline prompts after %s', async (_case, arrange) => {
    answerWith(GOOD_QUESTIONS);
    arrange();
    const stored = await createTopic({ seed: 'best CRM for small businesses' });
    expect(fake.requests).toHaveLength(1);
    expect(stored).toEqual(offlinePrompts('best CRM for small businesses'));
    expect(stored.length).toBeGreaterThanOrEqual(10);
    expect(stored.length).toBeLessThanOrEqual(20);
  });

  it('logs a warning when it falls back', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await ctx.buildApp({ logger: pino({ level: 'warn' }, sink) });
    fake.enqueue({ status: 500 });
    await createTopic({ seed: SEED }, app);
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/offline generator/),
        err: expect.objectContaining({ message: expect.stringMatching(/HTTP 500/) }),
      }),
    );
    expect(lines.join('')).not.toContain(fakeProviderEnv(fake.url).OPENAI_API_KEY);
  });

  // Every provider points at the fake server, so a model asked by mistake would show there.
  const offlineSettings: [string, (providers: Record<string, string>) => NodeJS.ProcessEnv][] = [
    ['unset', (providers) => providers],
    ['naming no model', (providers) => ({ ...providers, PROMPT_MODEL: 'GPT_9' })],
    [
      'naming a model whose provider has no key',
      ({ OPENAI_API_KEY: _key, ...providers }) => ({ ...providers, PROMPT_MODEL: 'GPT_4O_MINI' }),
    ],
    ['naming the simulator', (providers) => ({ ...providers, PROMPT_MODEL: 'SIMULATED' })],
    ['set while every model is simulated', (providers) => ({ ...providers, PROMPT_MODEL: 'GPT_4O_MINI', LLM_SIMULATE: 'all' })],
  ];

  it.each(offlineSettings)('uses the offline generator without asking any model with PROMPT_MODEL %s', async (_case, envOf) => {
    const app = await ctx.buildApp({ llm: loadConfig(envOf(fakeProviderEnv(fake.url))).llm });
    answerWith(GOOD_QUESTIONS);
    expect(await createTopic({ seed: SEED }, app)).toEqual(offlinePrompts(SEED));
    expect(fake.requests).toHaveLength(0);
  });
});
