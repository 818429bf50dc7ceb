import { SQL, sql } from 'drizzle-orm';

/** A data-modifying CTE; a name lets later ones read what it RETURNs. */
export interface Write {
  name?: string;
  query: SQL;
}

/**
 * Joins writes into one statement of data-modifying CTEs with `main` as its main statement: one round trip, one
 * transaction, and every write sees the same snapshot (a later CTE reads an earlier one's RETURNING, not its table).
 * Writes to the same table must not touch the same row twice.
 */
export function oneStatement(writes: (SQL | Write)[], main: SQL): SQL {
  if (writes.length === 0) return main;
  const ctes = writes.map((write, index) => {
    const { name, query } = write instanceof SQL ? { name: undefined, query: write } : write;
    return sql`${sql.identifier(name ?? `write_${index}`)} AS (${query})`;
  });
  return sql`WITH ${sql.join(ctes, sql`, `)} ${main}`;
}
