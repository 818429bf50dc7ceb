import { LineKind } from './document.js';
import type { AnswerDocument } from './document.js';
import { tableCells } from './heads.js';
import { isIdeographicPhrase } from './ideographs.js';
import type { NameSpan } from './matcher.js';
import { Recurrences } from './recurrences.js';
import { tokenNorms } from './shapes.js';
import { fold, wordList as words } from './norm.js';

/** Header words of the column that holds the options: "| Provider |", "| 배달앱 |", "| おすすめ |". */
const NAME_HEADERS = words(`
  option options name names provider providers app apps tool tools service services brand brands product products
  company companies platform platforms bank banks card cards model models pick picks recommendation recommended
  choice vendor vendors supplier operator carrier store stores shop shops
  anbieter marke modell produkt dienst fournisseur marque produit banque offre outil operateur enseigne
  proveedor marca producto servicio banco herramienta operador tienda fornecedor operadora produto ferramenta loja
  aanbieder leverancier merk winkel dostawca sklep marka operator
`);
const NAME_HEADER_ENDINGS = [
  '앱',
  '어플',
  '서비스',
  '브랜드',
  '제품',
  '회사',
  '업체',
  '매장',
  '플랫폼',
  '은행',
  '추천',
  'サービス',
  '会社',
  'ブランド',
  '製品',
  '商品',
  '業者',
  'アプリ',
  'チェーン',
  '店舗',
  '店名',
  '社名',
  '名称',
  'おすすめ',
  '品牌',
  '车型',
  '产品',
  '公司',
  '平台',
  '商家',
  '机构',
  '機構',
  '服务',
  '应用',
  '推荐',
];
/** Header words of a column of needs or criteria, whose rows are labels: "| Use case |", "| 지역 |". */
const LABEL_HEADERS = words(`
  use case need needs if for criterion criteria feature features aspect category scenario situation region profile
  priority goal budget usage kriterium merkmal bedarf besoin critere profil necesidad criterio perfil uso necessidade
  behoefte potrzeba kryterium
`);
const LABEL_HEADER_ENDINGS = [
  '지역',
  '용도',
  '상황',
  '항목',
  '구분',
  '분류',
  '使い方',
  '用途',
  '目的',
  '項目',
  '区分',
  '场景',
  '需求',
  '情况',
  '条件',
  '项目',
  '类别',
  '维度',
  '維度',
  '指标',
  '기준',
  '基準',
];

const NUMERIC = /^[^\p{L}\p{N}]*\d/u;

export interface NameColumn {
  /** Cell number of the column of names, 1 for the first, 0 for none. */
  cell: number;
  /** The header or the answer's other lines say the column holds names: the header row then titles columns. */
  evident: boolean;
  /** The header row names the options, one a column: the rows hold what they are compared on. */
  titledByNames?: boolean;
  /** The column's header calls it the names ("| 제품 |", "| Provider |"). */
  namedByHeader?: boolean;
}

/**
 * The column of each table that holds its options, by table number (1 for the answer's first):
 * the first unless a later one is clearly the column of names, as in "| Need | Pick |" tables.
 */
export function nameColumns(doc: AnswerDocument, knownNames: readonly NameSpan[]): Map<number, NameColumn> {
  const knownStarts = new Set(knownNames.map((span) => span.firstToken));
  const columns = new Map<number, NameColumn>();
  const recurrences = new Recurrences(doc);
  let table = 0;
  let rows: number[] = [];
  const close = (): void => {
    if (rows.length > 1) columns.set(table, bestColumn(doc, rows, recurrences, knownStarts));
    rows = [];
  };
  doc.lines.forEach((line, index) => {
    if (line.kind === LineKind.TableSeparator) return;
    if (line.kind !== LineKind.TableRow) {
      close();
      return;
    }
    if (line.tableRow === 0) {
      close();
      table++;
    }
    rows.push(index);
  });
  close();
  return columns;
}

/** Rows are line numbers, the header first. */
function bestColumn(doc: AnswerDocument, rows: readonly number[], recurrences: Recurrences, knownStarts: ReadonlySet<number>): NameColumn {
  const scores: number[] = [];
  const namedByHeader = new Set<number>();
  const labelledByHeader = new Set<number>();
  tableCells(doc, doc.lines[rows[0]!]!).forEach(([from, to]) => {
    const cell = doc.tokens[from]!.cell;
    scores[cell] = headerScore(doc.text.slice(doc.tokens[from]!.start, doc.tokens[to - 1]!.end));
    if (scores[cell] > 0) namedByHeader.add(cell);
    if (scores[cell] < 0) labelledByHeader.add(cell);
  });
  // Written again outside the table: in a heading, a verdict, a sentence. Repeats inside one column prove nothing.
  const firstLine = rows[0]!;
  const lastLine = rows[rows.length - 1]!;
  if (titlesColumnsWithNames(doc, rows[0]!, recurrences, lastLine + 1, knownStarts, labelledByHeader.has(1))) {
    return { cell: 0, evident: false, titledByNames: true };
  }
  // Each option has a row of its own: a value written in two rows ("Hybrid", "Memory foam") is an attribute.
  const seen = new Set<string>();
  const knownCells: number[] = [];
  for (const row of rows.slice(1)) {
    for (const [from, to] of tableCells(doc, doc.lines[row]!)) {
      const cell = doc.tokens[from]!.cell;
      const text = doc.text.slice(doc.tokens[from]!.start, doc.tokens[to - 1]!.end);
      const repeated = seen.has(`${cell}\u0000${fold(text)}`);
      seen.add(`${cell}\u0000${fold(text)}`);
      let score = 0;
      if (knownStarts.has(from)) knownCells[cell] = (knownCells[cell] ?? 0) + 1;
      if (NUMERIC.test(text) || isIdeographicPhrase(text) || to - from > 8 || repeated) score--;
      else {
        // A cell the writer set in bold is a little evidence.
        if (isBoldCell(doc, from, to)) score++;
        if (recurrences.lines(tokenNorms(doc.tokens, from, to), 1, firstLine, lastLine + 1) >= 1) score++;
      }
      scores[cell] = (scores[cell] ?? 0) + score;
    }
  }
  // The brand or known competitors opening cells of one column more than of all others settle it: "| 요기패스X | 요기요 | … |
  // 요기요 할인 쿠폰 |" names the app in one row's last cell, and every row's second.
  const knownTotal = knownCells.reduce((sum, count) => sum + (count ?? 0), 0);
  const knownColumn = knownCells.findIndex((count) => (count ?? 0) * 2 > knownTotal);
  if (knownColumn > 0) return { cell: knownColumn, evident: true, namedByHeader: namedByHeader.has(knownColumn) };
  let best = 1;
  for (let cell = 2; cell < scores.length; cell++) {
    const score = scores[cell] ?? 0;
    const bestScore = scores[best] ?? 0;
    // A column its header calls the names ("| Plan | App |") wins a tie with a first column that says nothing.
    const headerSays = namedByHeader.has(cell) && !namedByHeader.has(best) && score >= bestScore;
    if (score > 0 && (score > bestScore + 1 || headerSays)) best = cell;
  }
  // "| Criterion | Vivo | Claro |": a first column its header calls criteria, and no other column of names, holds none.
  if (best === 1 && labelledByHeader.has(1)) return { cell: 0, evident: false };
  return { cell: best, evident: (scores[best] ?? 0) > 0, namedByHeader: namedByHeader.has(best) };
}

/**
 * "| | Wolt Market | foodora market |", "| 维度 | 网易云音乐 | QQ音乐 |": a header whose corner is empty or names what is
 * compared, and whose other cells the answer writes again elsewhere or are known names, titles the columns with the
 * options; the first column then holds what they are compared on.
 */
function titlesColumnsWithNames(
  doc: AnswerDocument,
  header: number,
  recurrences: Recurrences,
  afterTable: number,
  knownStarts: ReadonlySet<number>,
  cornerIsLabel: boolean,
): boolean {
  const cells = tableCells(doc, doc.lines[header]!);
  const emptyCorner = cells.length > 0 && doc.tokens[cells[0]![0]]!.cell > 1;
  if (!emptyCorner && !cornerIsLabel) return false;
  const titles = emptyCorner ? cells : cells.slice(1);
  const named = titles.filter(
    ([from, to]) => knownStarts.has(from) || recurrences.lines(tokenNorms(doc.tokens, from, to), 1, header, afterTable) >= 1,
  );
  return titles.length >= 2 && named.length >= 2;
}

function isBoldCell(doc: AnswerDocument, from: number, to: number): boolean {
  const bold = doc.tokens[from]!.bold;
  if (bold < 0) return false;
  for (let i = from + 1; i < to; i++) if (doc.tokens[i]!.bold !== bold) return false;
  return true;
}

function headerScore(text: string): number {
  const written = text.replace(/[*_`]/g, '').trim();
  // Folding would decompose hangul and kana: CJK endings are compared as written.
  const tokens = fold(written)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (tokens.some((token) => NAME_HEADERS.has(token)) || NAME_HEADER_ENDINGS.some((ending) => written.endsWith(ending))) return 2;
  if (tokens.some((token) => LABEL_HEADERS.has(token)) || LABEL_HEADER_ENDINGS.some((ending) => written.endsWith(ending))) return -2;
  return 0;
}
