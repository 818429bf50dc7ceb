const BAR_WIDTH = 30;

/** One line redrawn in place on a terminal; plain lines, at most one a second, when piped. */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastPlainAt = 0;
  return {
    update(done: number, failed: number, total: number, label: string) {
      const finished = done + failed;
      const ratio = total === 0 ? 1 : finished / total;
      const filled = Math.round(ratio * BAR_WIDTH);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${finished}/${total} (${done} completed, ${failed} failed) ${label}`;
      if (stream.isTTY) {
        stream.write(`\r${line}\x1b[K`);
      } else if (Date.now() - lastPlainAt >= 1_000 || finished === total) {
        lastPlainAt = Date.now();
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
