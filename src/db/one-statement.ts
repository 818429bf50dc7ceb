import { sql, type SQL } from 'drizzle-orm';

/** A data-modifying CTE, named so later ones (and the main statement) can read what it RETURNs. */
export interface Write {
  name: string;
  query: SQL;
  /** Computed on its own, even when only EXISTS reads it (which would drop its select list). */
  materialized?: boolean;
}

/**
 * Joins writes into one statement of data-modifying CTEs with `main` as its main statement: one round trip, one
 * transaction, and every write sees the same snapshot (a later CTE reads an earlier one's RETURNING, not its table).
 * Writes to the same table must not touch the same row twice.
 */
export function oneStatement(writes: Write[], main: SQL): SQL {
  if (writes.length === 0) return main;
  const ctes = writes.map(
    ({ name, query, materialized }) => sql`${sql.identifier(name)} AS ${materialized ? sql`MATERIALIZED ` : sql``}(${query})`,
  );
  return sql`WITH ${sql.join(ctes, sql`, `)} ${main}`;
}

/**
 * A condition that holds once the named writes (each RETURNING a row per row written) have run to their end, one after
 * the other in the order given. PostgreSQL runs a statement's main query first and the CTEs it does not read
 * afterwards, last to first: reading them here fixes the order in which they lock rows, the same in every statement.
 */
export function afterWrites(names: string[]): SQL {
  const each = names.map((name) => `SELECT 1 FROM ${name}`).join(' UNION ALL ');
  return sql.raw(`(SELECT count(*) FROM (${each}) written) >= 0`);
}

/** Values as a statement's parameters, by name. */
export function asParams<Name extends string>(values: Record<Name, unknown>): Record<Name, SQL> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sql`${sql.param(value)}`])) as Record<Name, SQL>;
}

/** Named placeholders for a statement rendered once and given its values at each call (`preparedStatement`). */
export function asPlaceholders<Name extends string>(names: readonly Name[]): Record<Name, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`])) as Record<Name, SQL>;
}
