import pg from 'pg';

export const TEST_DATABASE_PREFIX = 'brandlens_test_';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(serverUrl: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}
