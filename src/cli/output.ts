export interface OutputOptions {
  json?: boolean;
}

/** Prints the machine form with --json, the human form otherwise. */
export function emit(options: OutputOptions, machine: unknown, human: string): void {
  process.stdout.write(options.json ? `${JSON.stringify(machine)}\n` : `${human}\n`);
}

export function table(rows: Record<string, string>[]): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (values: string[]) =>
    values
      .map((value, index) => value.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column] ?? '')))].join('\n');
}
