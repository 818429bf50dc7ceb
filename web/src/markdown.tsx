import type { Definition, List, Nodes, Parents, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';

/**
 * An answer's Markdown as React elements, with the mentions the analysis counted marked in place.
 *
 * The analysis gives each mention as offsets into the raw text. The Markdown is parsed (micromark with GFM) into an
 * mdast tree whose nodes keep their source offsets, and every literal node (text, inline code, code, raw HTML shown as
 * text) is split where a mention overlaps its source range. No HTML from the answer reaches the page: raw HTML is shown
 * as text, and links open outside with rel="noopener noreferrer nofollow" only for http(s) and mailto addresses.
 * This module is loaded with the answer page only (micromark stays out of the initial bundle).
 */

/** A stretch of the raw answer text to mark: [start, end) as JavaScript string offsets. */
export interface Highlight {
  start: number;
  end: number;
  kind: 'brand' | 'competitor';
  /** Who the mention names, said to screen readers and in the tooltip, e.g. "Pipedrive, your brand". */
  label: string;
  /** The competitor's name (data-competitor), none for the brand. */
  competitor?: string;
  /** The competitor's background colour; the brand's comes from the stylesheet. */
  colour?: string;
}

/** A piece of a node's value, marked when it belongs to a mention. */
export interface Segment {
  text: string;
  highlight?: Highlight;
}

export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/**
 * Splits the value of one literal node at the mentions overlapping its source range [start, end).
 *
 * Where the value stands verbatim in its source (`exact`: the whole of a text node; `within`: inside the backticks of
 * inline code or the fences of a code block), value index i is raw offset base + i and the split is exact. Where it does
 * not (backslash escapes, entities, the indentation of a list's or quote's continuation lines), the source text of the
 * mention is searched in the value instead: the occurrence nearest before its raw offset, which the value (never longer
 * than its source) can only have moved back.
 */
export function splitLiteral(
  value: string,
  start: number,
  end: number,
  source: string,
  highlights: readonly Highlight[],
  placement: 'exact' | 'within' = 'exact',
): Segment[] {
  if (value === '') return [];
  const overlapping = highlights.filter((highlight) => highlight.end > highlight.start && highlight.start < end && highlight.end > start);
  if (overlapping.length === 0) return [{ text: value }];
  const raw = source.slice(start, end);
  const at = raw === value ? 0 : placement === 'within' ? raw.lastIndexOf(value) : -1;
  const ranges: { from: number; to: number; highlight: Highlight }[] = [];
  if (at >= 0) {
    const base = start + at;
    for (const highlight of overlapping) {
      const from = Math.max(highlight.start - base, 0);
      const to = Math.min(highlight.end - base, value.length);
      if (to > from) ranges.push({ from, to, highlight });
    }
  } else {
    let cursor = 0;
    for (const highlight of [...overlapping].sort((a, b) => a.start - b.start)) {
      const needle = source.slice(Math.max(highlight.start, start), Math.min(highlight.end, end));
      const from = nearestBefore(value, needle, cursor, Math.max(highlight.start, start) - start);
      if (from < 0) continue;
      ranges.push({ from, to: from + needle.length, highlight });
      cursor = from + needle.length;
    }
  }
  return segmentsOf(value, ranges);
}

/** The last occurrence of `needle` in `value` from `from` up to `limit`, else the first after it, else -1. */
function nearestBefore(value: string, needle: string, from: number, limit: number): number {
  if (needle === '') return -1;
  let best = -1;
  let index = value.indexOf(needle, from);
  while (index >= 0 && index <= limit) {
    best = index;
    index = value.indexOf(needle, index + 1);
  }
  return best >= 0 ? best : index;
}

/** The value cut at the ranges, in order; a range overlapping one before it is left out. */
function segmentsOf(value: string, ranges: { from: number; to: number; highlight: Highlight }[]): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const range of [...ranges].sort((a, b) => a.from - b.from)) {
    if (range.from < cursor) continue;
    if (range.from > cursor) segments.push({ text: value.slice(cursor, range.from) });
    segments.push({ text: value.slice(range.from, range.to), highlight: range.highlight });
    cursor = range.to;
  }
  if (cursor < value.length) segments.push({ text: value.slice(cursor) });
  return segments;
}

/** Only addresses that leave the dashboard for the web or a mail client are links; anything else stays text. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

interface Context {
  source: string;
  highlights: readonly Highlight[];
  definitions: Map<string, Definition>;
  /** Inside a tight list: its items' paragraphs are not separated. */
  tight: boolean;
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.highlight ? (
      <mark
        key={index}
        data-kind={segment.highlight.kind}
        data-competitor={segment.highlight.competitor}
        data-label={` (${segment.highlight.label})`}
        title={segment.highlight.label}
        style={segment.highlight.colour ? { backgroundColor: segment.highlight.colour } : undefined}
        // Who it names, read by screen readers after the mention, never copied with the text.
        className="after:sr-only after:content-[attr(data-label)]"
      >
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/** A literal node's value with its mentions marked. */
function literal(node: Extract<Nodes, { value: string }>, context: Context, placement: 'exact' | 'within' = 'exact'): ReactNode {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return node.value;
  return <Marked segments={splitLiteral(node.value, start, end, context.source, context.highlights, placement)} />;
}

function children(parent: Parents, context: Context): ReactNode {
  return parent.children.map((child, index) => <Fragment key={index}>{render(child, context)}</Fragment>);
}

const HEADINGS = ['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const;
const HEADING_STYLES = ['text-lg', 'text-base', 'text-base', 'text-sm', 'text-sm', 'text-sm'];
const link = 'text-indigo-700 underline break-words';

function render(node: RootContent, context: Context): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return context.tight ? <div>{children(node, context)}</div> : <p className="my-3">{children(node, context)}</p>;
    case 'heading': {
      // Under the page's h1 and the card's h2: an answer's own headings start at h3.
      const Heading = HEADINGS[node.depth - 1]!;
      return (
        <Heading className={`mt-5 mb-2 font-semibold text-slate-900 ${HEADING_STYLES[node.depth - 1]}`}>{children(node, context)}</Heading>
      );
    }
    case 'thematicBreak':
      return <hr className="my-4 border-slate-200" />;
    case 'blockquote':
      return (
        <blockquote className="my-3 border-l-4 border-slate-300 pl-3 text-slate-700">
          {children(node, { ...context, tight: false })}
        </blockquote>
      );
    case 'list':
      return renderList(node, context);
    case 'listItem':
      return (
        <li className={node.checked === null || node.checked === undefined ? undefined : 'list-none'}>
          {node.checked === null || node.checked === undefined ? null : (
            <span className="mr-1">
              <span aria-hidden="true">{node.checked ? '☑' : '☐'}</span>
              <span className="sr-only">{node.checked ? 'done: ' : 'to do: '}</span>
            </span>
          )}
          {children(node, context)}
        </li>
      );
    case 'code':
      return (
        <pre className="my-3 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm leading-6" data-language={node.lang ?? undefined}>
          <code>{literal(node, context, 'within')}</code>
        </pre>
      );
    case 'html':
      // Raw HTML is shown as the text it is, never rendered.
      return <span className="whitespace-pre-wrap">{literal(node, context)}</span>;
    case 'table':
      return renderTable(node, context);
    case 'definition':
      return null;
    case 'footnoteDefinition':
      return (
        <div className="my-2 flex gap-2 text-sm text-slate-700">
          <span>[{node.label ?? node.identifier}]</span>
          <div>{children(node, { ...context, tight: true })}</div>
        </div>
      );
    case 'text':
      return literal(node, context);
    case 'inlineCode':
      return <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">{literal(node, context, 'within')}</code>;
    case 'emphasis':
      return <em>{children(node, context)}</em>;
    case 'strong':
      return <strong className="font-semibold">{children(node, context)}</strong>;
    case 'delete':
      return <del>{children(node, context)}</del>;
    case 'break':
      return <br />;
    case 'link':
      return renderLink(node.url, node.title, children(node, context));
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return definition ? renderLink(definition.url, definition.title, children(node, context)) : children(node, context);
    }
    case 'image':
      return renderLink(node.url, node.title, `[image${node.alt ? `: ${node.alt}` : ''}]`);
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      const label = `[image${node.alt ? `: ${node.alt}` : ''}]`;
      return definition ? renderLink(definition.url, definition.title, label) : label;
    }
    case 'footnoteReference':
      return <sup>[{node.label ?? node.identifier}]</sup>;
    default:
      // Front matter (no extension here reads it), and table rows and cells, which renderTable draws.
      return null;
  }
}

function renderList(node: List, context: Context): ReactNode {
  const inner = { ...context, tight: !node.spread && node.children.every((item) => !item.spread) };
  const className = `my-3 space-y-1 pl-6 ${node.ordered ? 'list-decimal' : 'list-disc'}`;
  return node.ordered ? (
    <ol className={className} start={node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}>
      {children(node, inner)}
    </ol>
  ) : (
    <ul className={className}>{children(node, inner)}</ul>
  );
}

function renderTable(node: Table, context: Context): ReactNode {
  const [head, ...body] = node.children;
  const align = (index: number): CSSProperties | undefined => {
    const value = node.align?.[index];
    return value ? { textAlign: value } : undefined;
  };
  const inner = { ...context, tight: true };
  return (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        {head ? (
          <thead>
            <tr className="border-b border-slate-300 text-left">
              {head.children.map((cell, index) => (
                <th key={index} scope="col" className="px-2 py-1 font-semibold" style={align(index)}>
                  {children(cell, inner)}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100 align-top">
              {row.children.map((cell, index) => (
                <td key={index} className="px-2 py-1" style={align(index)}>
                  {children(cell, inner)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderLink(url: string, title: string | null | undefined, content: ReactNode): ReactNode {
  const href = safeHref(url);
  if (!href) return content;
  return (
    <a href={href} title={title ?? undefined} target="_blank" rel="noopener noreferrer nofollow" className={link}>
      {content}
    </a>
  );
}

function definitionsOf(root: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return definitions;
}

/** The answer rendered from its Markdown, each highlight marked where its offsets fall. */
export default function AnswerMarkdown({ source, highlights }: { source: string; highlights: readonly Highlight[] }) {
  const root = useMemo(() => parseMarkdown(source), [source]);
  const definitions = useMemo(() => definitionsOf(root), [root]);
  return children(root, { source, highlights, definitions, tight: false });
}
