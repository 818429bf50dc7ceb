import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, competitors, type CompetitorStatus } from '../../db/schema.js';

export interface CompetitorRow {
  id: string;
  key: string;
  name: string;
  aliases: string[];
  status: CompetitorStatus;
  domain: string | null;
  nameForms: Record<string, number>;
}

const columns = {
  id: competitors.id,
  key: competitors.key,
  name: competitors.name,
  aliases: competitors.aliases,
  status: competitors.status,
  domain: competitors.domain,
  nameForms: competitors.nameForms,
};

export async function findCompetitor(db: Db, accountId: string, brandId: string, competitorId: string): Promise<CompetitorRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.brandId, brandId), eq(competitors.id, competitorId)));
  return row;
}

/** The brand's other competitors, to check a name against. */
export async function otherCompetitors(db: Db, accountId: string, brandId: string, exceptId = ''): Promise<CompetitorRow[]> {
  return db
    .select(columns)
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.brandId, brandId), ne(competitors.id, exceptId)));
}

export async function insertCompetitor(db: Db, row: typeof competitors.$inferInsert): Promise<CompetitorRow> {
  const [inserted] = await db.insert(competitors).values(row).returning(columns);
  return inserted!;
}

export async function updateCompetitor(
  db: Db,
  accountId: string,
  competitorId: string,
  changes: Partial<Pick<CompetitorRow, 'key' | 'name' | 'aliases' | 'status' | 'domain'>>,
): Promise<CompetitorRow | undefined> {
  const [row] = await db
    .update(competitors)
    .set(changes)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.id, competitorId)))
    .returning(columns);
  return row;
}

export async function deleteCompetitor(db: Db, accountId: string, competitorId: string): Promise<void> {
  await db.delete(competitors).where(and(eq(competitors.accountId, accountId), eq(competitors.id, competitorId)));
}

/** Workers see the change at their next claim: they rebuild the brand's analyzer and read its competitor ids again. */
export async function bumpCompetitorsVersion(db: Db, accountId: string, brandId: string): Promise<void> {
  await db
    .update(brands)
    .set({ competitorsVersion: sql`${brands.competitorsVersion} + 1` })
    .where(and(eq(brands.accountId, accountId), eq(brands.id, brandId)));
}
