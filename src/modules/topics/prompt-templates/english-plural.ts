/**
 * Plural of an English noun phrase, so that templates can say "the best CRMs for small businesses"
 * instead of the ungrammatical "the best CRM for small businesses are". Only the head noun changes:
 * the last word before the first preposition or relative pronoun.
 */

const HEAD_BOUNDARY = /^(?:for|with|without|in|on|under|over|to|near|from|at|by|of|that|which|who|like|between|within|around|via|per)$/i;

/** Uncountable heads get "options" instead of a plural ending: "CRM software options". */
const UNCOUNTABLE = new Set([
  'software',
  'hardware',
  'firmware',
  'equipment',
  'insurance',
  'furniture',
  'gear',
  'clothing',
  'apparel',
  'footwear',
  'luggage',
  'jewelry',
  'jewellery',
  'makeup',
  'skincare',
  'haircare',
  'advice',
  'food',
  'storage',
  'management',
  'marketing',
  'analytics',
  'security',
  'protection',
  'broadband',
  'internet',
  'wifi',
  'electricity',
  'energy',
  'power',
  'water',
  'mail',
  'email',
  'research',
  'data',
  'information',
  'news',
  'music',
  'education',
  'healthcare',
  'care',
  'support',
  'training',
  'transport',
  'transportation',
  'accommodation',
  'finance',
  'feedback',
  'content',
  'traffic',
  'fitness',
  'nutrition',
  'childcare',
  'payroll',
]);

/** Countable nouns ending in "-ing", which otherwise reads as an uncountable activity ("hosting", "banking"). */
const COUNTABLE_ING = new Set([
  'ring',
  'earring',
  'string',
  'thing',
  'king',
  'wing',
  'swing',
  'spring',
  'sling',
  'building',
  'painting',
  'drawing',
  'wedding',
  'ceiling',
  'meeting',
  'listing',
  'booking',
  'recording',
  'pudding',
  'sibling',
]);

const IRREGULAR: Readonly<Record<string, string>> = {
  person: 'people',
  man: 'men',
  woman: 'women',
  child: 'children',
  knife: 'knives',
  life: 'lives',
  shelf: 'shelves',
};

const ALREADY_PLURAL = new Set(Object.values(IRREGULAR));

type HeadForm = { kind: 'keep' } | { kind: 'uncountable' } | { kind: 'plural'; word: string };

function headForm(head: string): HeadForm {
  const lower = head.toLowerCase();
  const lastPart = lower.split('-').pop() ?? lower;
  const isAcronym = head.length > 1 && head === head.toUpperCase() && /[A-Z]/.test(head);

  if (ALREADY_PLURAL.has(lastPart)) return { kind: 'keep' };
  if (UNCOUNTABLE.has(lastPart)) return { kind: 'uncountable' };
  if (lastPart.endsWith('ing') && !COUNTABLE_ING.has(lastPart)) return { kind: 'uncountable' };
  // "CMS", "POS", "SaaS": a plural "s" would be unreadable.
  if (/S$/.test(head) && (isAcronym || /[a-z]aS$/.test(head))) return { kind: 'uncountable' };
  if (isAcronym) return { kind: 'plural', word: `${head}s` };

  const irregular = IRREGULAR[lastPart];
  if (irregular) return { kind: 'plural', word: head.slice(0, head.length - lastPart.length) + irregular };
  if (/s$/.test(lower) && !/(?:ss|us|is)$/.test(lower)) return { kind: 'keep' };
  if (/[^aeiou]y$/.test(lower)) return { kind: 'plural', word: `${head.slice(0, -1)}ies` };
  if (/is$/.test(lower)) return { kind: 'plural', word: `${head.slice(0, -2)}es` };
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return { kind: 'plural', word: `${head}es` };
  return { kind: 'plural', word: `${head}s` };
}

export function pluralizeEnglish(subject: string): string {
  const words = subject.split(' ');
  const boundary = words.findIndex((word, index) => index > 0 && HEAD_BOUNDARY.test(word));
  const headIndex = (boundary === -1 ? words.length : boundary) - 1;
  const head = words[headIndex];
  if (head === undefined || !/\p{L}/u.test(head)) return subject;

  const form = headForm(head);
  if (form.kind === 'keep') return subject;
  const replacement = form.kind === 'uncountable' ? [head, 'options'] : [form.word];
  return [...words.slice(0, headIndex), ...replacement, ...words.slice(headIndex + 1)].join(' ');
}
