import type { FastifyReply, FastifyRequest } from 'fastify';

function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: one header row, CRLF line ends, fields quoted when they hold a comma, quote or line break. */
export function toCsv<Row extends Record<string, unknown>>(rows: Row[], columns: (keyof Row & string)[]): string {
  return [columns.map(field).join(','), ...rows.map((row) => columns.map((column) => field(row[column])).join(','))].join('\r\n') + '\r\n';
}

export function wantsCsv(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((type) => type.trim().toLowerCase().startsWith('text/csv'));
}

export function sendCsv<Row extends Record<string, unknown>>(
  reply: FastifyReply,
  rows: Row[],
  columns: (keyof Row & string)[],
  name: string,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(toCsv(rows, columns));
}
