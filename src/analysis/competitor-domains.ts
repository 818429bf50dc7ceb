import type { AnswerDocument } from './document.js';
import type { Entity } from './entities.js';
import { competitorKey } from './text.js';
import type { Source, TextUrl } from './urls.js';
import { registrableDomain } from './urls.js';

const MIN_SPELLING = 4;

/** "salesforce" spells "Salesforce Sales Cloud", "capsulecrm" spells "Capsule CRM": one starts the other. */
function spells(label: string, key: string): boolean {
  if (label.length < MIN_SPELLING || key.length < MIN_SPELLING) return false;
  return label.startsWith(key) || key.startsWith(label);
}

const firstLabel = (domain: string): string =>
  domain
    .split('.')[0]!
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * The competitor's site: the target of a Markdown link written on its name, else a cited or linked
 * site whose registrable domain spells one of its names.
 */
export function competitorDomain(
  doc: AnswerDocument,
  entity: Entity,
  /** Names the answer does not write but the competitor goes by: a tracked competitor's own name. */
  otherNames: readonly string[],
  textUrls: readonly TextUrl[],
  sources: readonly Source[],
): string | null {
  if (textUrls.length === 0 && sources.length === 0) return null;
  const links = textUrls.filter((url) => url.textStart >= 0);
  const keys = [...entity.forms.map((form) => form.join(' ')), ...otherNames].map(competitorKey).filter(Boolean);
  for (const mention of entity.mentions) {
    const link = doc.tokens[mention.firstToken]!.link;
    if (link < 0) continue;
    const domain = registrableDomain(links[link]!.url);
    if (domain && keys.some((key) => spells(firstLabel(domain), key))) return domain;
  }
  for (const source of sources) {
    if (source.domain && keys.some((key) => spells(firstLabel(source.domain!), key))) return source.domain;
  }
  return null;
}
