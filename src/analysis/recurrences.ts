import type { AnswerDocument } from './document.js';

/** Token positions by norm, built once per answer and shared by every reader, to find a name written again on other lines. */
export class Recurrences {
  constructor(private readonly doc: AnswerDocument) {}

  /** How many distinct lines write these words (counting stops at `enough`), lines [skipFrom, skipTo) left out. */
  lines(words: readonly string[], enough: number, skipFrom = -1, skipTo = -1): number {
    const positions = this.positions().get(words[0]!);
    if (!positions) return 0;
    const tokens = this.doc.tokens;
    let lines = 0;
    let lastLine = -1;
    // A few hundred starts settle the question; a word repeated more often than that is no name.
    for (let k = 0; k < positions.length && k < 256; k++) {
      const start = positions[k]!;
      const line = tokens[start]!.line;
      if (line === lastLine || (line >= skipFrom && line < skipTo)) continue;
      let matches = true;
      for (let w = 1; matches && w < words.length; w++) matches = tokens[start + w]?.norm === words[w] && tokens[start + w]!.line === line;
      if (!matches) continue;
      lastLine = line;
      if (++lines >= enough) break;
    }
    return lines;
  }

  private positions(): Map<string, number[]> {
    if (this.doc.memo.positions) return this.doc.memo.positions;
    const index = new Map<string, number[]>();
    this.doc.tokens.forEach((token, i) => {
      const list = index.get(token.norm);
      if (list) list.push(i);
      else index.set(token.norm, [i]);
    });
    this.doc.memo.positions = index;
    return index;
  }
}
