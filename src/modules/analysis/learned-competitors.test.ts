import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors, runCompetitors, runs } from '../../db/schema.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { reanalyzeBrand } from './reanalyze.js';
import { competitorOptions } from './repository.js';

const LIST_ANSWER = [
  '가성비 커피 브랜드를 고르신다면 아래를 추천합니다.',
  '',
  '1. **메가MGC커피** – 아메리카노 2,000원, 양이 많습니다.',
  '2. **빽다방** – 달달한 음료가 강점입니다.',
  '3. **Starbucks Korea** – 매장이 넓고 앉을 자리가 많습니다.',
  '4. **컴포즈커피 아메리카노** – 1,500원으로 가장 저렴합니다.',
].join('\n');
const PROSE_ANSWER =
  '가장 쉬운 대안은 저가 커피로 바꾸는 거예요. 메가MGC커피는 아메리카노가 2,000원이고, 빽다방도 비슷한 가격대예요. 컴포즈커피는 더 저렴합니다.';

describe('competitors learned from one stored answer', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let runIds: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    account = await ctx.createAccount();
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
    brandId = (await post('/brands', { name: '메가MGC커피' })).json().data.id;
    const topicId = (await post(`/brands/${brandId}/topics`, { seed: '가성비 커피 브랜드 추천' })).json().data.id;
    const campaignId = (await post(`/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'] })).json().data.id;
    const rows = await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.campaignId, campaignId));
    runIds = rows.slice(0, 2).map((row) => row.id);
    for (const [index, text] of [LIST_ANSWER, PROSE_ANSWER].entries()) {
      await answerRun(ctx, account.id, runIds[index]!, text, new Date(), 'ko');
    }
  });
  afterAll(async () => ctx.close());

  const namesOfRun = async (runId: string) =>
    (
      await ctx.database.db
        .select({ name: competitors.name })
        .from(runCompetitors)
        .innerJoin(competitors, eq(competitors.id, runCompetitors.competitorId))
        .where(and(eq(competitors.accountId, account.id), eq(runCompetitors.runId, runId)))
    ).map((row) => row.name);

  it('knows a hangul name one answer put forward, and reads the prose of the others by it on re-analysis', async () => {
    expect(await namesOfRun(runIds[0]!)).toEqual(expect.arrayContaining(['빽다방', 'Starbucks Korea']));
    expect(await namesOfRun(runIds[1]!)).toEqual([]);
    const options = await competitorOptions(ctx.database.db, account.id, brandId);
    // A name in letters needs two answers to be known: from one, it is only evidence that its words are a name.
    // "컴포즈커피" is learned as the maker of the product put forward, "컴포즈커피 아메리카노".
    expect(options.knownCompetitors).toEqual([]);
    expect([...options.namesPutForwardOnce!].sort()).toEqual(['Starbucks Korea', '빽다방', '컴포즈커피 아메리카노']);
    expect([...options.tentativeCompetitors!].sort()).toEqual(['빽다방', '컴포즈커피', '컴포즈커피 아메리카노']);

    await reanalyzeBrand(ctx.database.db, account.id, brandId);
    expect((await namesOfRun(runIds[1]!)).sort()).toEqual(['빽다방', '컴포즈커피']);
  });
});
