/** What to do about the usual causes of a failed start, matched on the cause's message or code. */
const HINTS: Array<[RegExp, string]> = [
  // Before the data directory's hint: an unreadable .env says "permission denied" too.
  [/\.env could not be read/, 'Make it a readable file of NAME=value lines, or remove it.'],
  [/EADDRINUSE|address already in use/i, 'Another process uses the port: set PORT (or METRICS_PORT) to a free one, or stop that process.'],
  [
    /permission denied|EACCES/i,
    'The embedded PostgreSQL cannot use the data directory: set DATA_DIR to a directory you own, or DATABASE_URL to a PostgreSQL server.',
  ],
  [
    /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|timeout exceeded when trying to connect/i,
    'PostgreSQL at DATABASE_URL cannot be reached: start it, fix DATABASE_URL, or unset it to use the embedded one.',
  ],
  [
    /password authentication failed|role .* does not exist|database .* does not exist/i,
    'PostgreSQL refused the credentials or database of DATABASE_URL: fix DATABASE_URL.',
  ],
  [
    /must be (?:an? |on or off|one of|true|"all")|is not a valid/i,
    'Fix that variable (in the environment or .env; see .env.example), or unset it for its default.',
  ],
];

/**
 * One line on why something failed (whatever was thrown, even nothing) and, for the usual causes, what to do
 * about it; `otherwise` is said when no usual cause matches.
 */
export function startFailureMessage(error: unknown, otherwise = 'Run with LOG_LEVEL=debug for details.'): string {
  const cause = error instanceof Error ? error.message : error === undefined || error === null ? 'no reason was given' : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const searched = `${cause} ${typeof code === 'string' ? code : ''}`;
  const hint = HINTS.find(([pattern]) => pattern.test(searched))?.[1] ?? otherwise;
  return hint ? `${cause.replace(/\.$/, '')}. ${hint}` : cause;
}
