import fc from 'fast-check';

// Answers as providers could return them, and worse: Markdown of every kind, bare URLs anywhere,
// deep brackets, CJK, RTL marks, control characters, emoji, very long words and lines. Shared by
// the property tests and `npm run bench:analysis`, which reports the worst time they cost.

const NAMES = [
  'HubSpot',
  'Zoho CRM',
  'Pipedrive',
  'N26',
  'Booking.com',
  '楽天モバイル',
  '배달의민족',
  '小米SU7',
  'Riese & Müller',
  'monday.com',
];
const WORDS = [
  'the',
  'best',
  'option',
  'für',
  'pour',
  'Preis',
  'price',
  'and',
  'or',
  'vs',
  'like',
  'such as',
  'の',
  '和',
  '또는',
  'إلى',
  'שלום',
];

const chars = (alphabet: string, maxLength: number, minLength = 0) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

const url = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'www.', 'https://www.'),
    chars('abcxyz019-', 12, 1),
    fc.constantFrom('.com', '.org', '.co.uk', '.de', '.jp'),
    fc.array(chars('abz09_%()-', 10), { maxLength: 3 }),
    fc.constantFrom('', '/', '?q=1', '#top', '?utm_source=x', ')', ').', '),'),
  )
  .map(([scheme, host, tld, path, end]) => `${scheme}${host}${tld}${path.map((part) => `/${part}`).join('')}${end}`);

const inline: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.constantFrom(...WORDS),
  url,
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(
    '\u200f',
    '\u200e',
    '\u202e',
    '\u0000',
    '\u0007',
    '\t',
    '\r',
    '\u2028',
    '\ufeff',
    '🚀',
    '👩‍👩‍👧',
    '🇯🇵',
    '[1]',
    '【2†source】',
    '&',
    '—',
    '：',
  ),
  chars('()[]*_`|#-:. ', 20),
  fc.nat(5_000).map((length) => 'Wort'.repeat(length / 4)),
);

const phrase = fc.array(inline, { maxLength: 12 }).map((parts) => parts.join(' '));

const markdownLine: fc.Arbitrary<string> = fc.oneof(
  phrase,
  fc.array(inline, { maxLength: 300 }).map((parts) => parts.join(' ')),
  phrase.map((text) => `## ${text}`),
  fc.tuple(fc.nat(30), phrase).map(([n, text]) => `${n}. **${text}** – ${text}`),
  phrase.map((text) => `- **${text}:** ${text}`),
  // Items of a label, then a name alone, with lists nested under them: labels found, then read again without them.
  fc
    .array(fc.tuple(phrase, fc.constantFrom(...NAMES), phrase), { minLength: 2, maxLength: 4 })
    .map((items) => items.map(([label, name, text], i) => `${i + 1}. **${label}** – ${name}\n   - **${text}:** ${text}`).join('\n')),
  // Paragraphs that open on a name, and enumerations with the ideographic comma.
  fc.tuple(fc.constantFrom(...NAMES), phrase).map(([name, text]) => `${name} ${text.toLowerCase()}`),
  fc.array(fc.constantFrom(...NAMES), { minLength: 2, maxLength: 4 }).map((names) => `${names.join('、')}等多家公司。`),
  phrase.map((text) => `  * [${text}](${text.includes(' ') ? 'https://x.example/a' : text})`),
  fc.array(phrase, { minLength: 1, maxLength: 5 }).map((cells) => `| ${cells.join(' | ')} |`),
  fc.constant('|---|---|---|'),
  phrase.map((text) => `\`\`\`\n${text}\n\`\`\``),
  phrase.map((text) => `> ${text}`),
  fc.constant(''),
);

/** One answer: Markdown lines of every kind. */
export const answerArbitrary: fc.Arbitrary<string> = fc.array(markdownLine, { maxLength: 40 }).map((lines) => lines.join('\n'));

/** Answers built to be long in one way each: what a careless loop or regular expression pays for. */
export const stressShapes: Record<string, (size: number) => string> = {
  'bare URLs on one line': (size) => repeat('https://a.example.org/x ', size),
  'www URLs in parentheses': (size) => `${'('.repeat(size / 4)}www.c.example.net${')'.repeat(size / 4)} and more text`,
  'nested brackets': (size) => `${'[('.repeat(size / 4)}Zoho${')]'.repeat(size / 4)}`,
  'one long word': (size) => 'A'.repeat(size),
  'one long line of names': (size) => repeat('HubSpot, Zoho CRM and Pipedrive or Close. ', size),
  'list items': (size) => repeat('1. **Acme Cloud** – fast and cheap\n', size),
  'label list': (size) => repeat('- **Pricing:** from $9 a month\n', size),
  'table rows': (size) => `| Name | Price |\n|---|---|\n${repeat('| **Acme** | $9 |\n', size)}`,
  'bold spans': (size) => repeat('**Acme** ', size),
  links: (size) => repeat('[Acme](https://acme.example/a) ', size),
  'CJK text': (size) => repeat('楽天モバイルとIIJmio、小米SU7和问界M7。', size),
  'hangul words': (size) => repeat('배달의민족 또는 요기요 ', size),
  'emphasis markers': (size) => repeat('*_`', size),
  'citation markers': (size) => repeat('Acme[1][2] ', size),
  'colons and dashes': (size) => repeat('Acme: Zoho – ', size),
  'capitalised words': (size) => repeat('Alpha Beta Gamma Delta ', size),
};

function repeat(unit: string, size: number): string {
  return unit.repeat(Math.max(1, Math.ceil(size / unit.length))).slice(0, size);
}
