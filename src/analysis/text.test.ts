import { describe, expect, it } from 'vitest';
import { TokenAutomaton } from './automaton.js';
import { parseAnswer } from './document.js';
import { competitorKey } from './index.js';

describe('competitorKey', () => {
  it('merges case variants, accents, punctuation and generic product suffixes', () => {
    expect(competitorKey('Zoho CRM')).toBe(competitorKey('Zoho'));
    expect(competitorKey('HUBSPOT')).toBe(competitorKey('HubSpot'));
    expect(competitorKey('Avène')).toBe(competitorKey('Avene'));
    expect(competitorKey('Proton VPN')).toBe(competitorKey('ProtonVPN'));
    expect(competitorKey('Booking.com')).toBe(competitorKey('Booking'));
    expect(competitorKey('Hello bank!')).toBe(competitorKey('Hello Bank'));
  });

  it('keeps names apart that differ by more than a generic suffix', () => {
    expect(competitorKey('Capital One 360 Checking')).not.toBe(competitorKey('Capital One'));
    expect(competitorKey('Bank')).toBe('bank');
  });
});

describe('TokenAutomaton', () => {
  const automaton = new TokenAutomaton([
    { norms: ['zoho'], value: 'zoho' },
    { norms: ['zoho', 'crm'], value: 'zoho crm' },
    { norms: ['riese', '&', 'muller'], value: 'r&m' },
  ]);

  it('reports leftmost-longest matches and treats "and" words as "&"', () => {
    const doc = parseAnswer('Zoho CRM or Zoho? Riese und Müller!', []);
    expect(automaton.findAll(doc.tokens).map((match) => match.value)).toEqual(['zoho crm', 'zoho', 'r&m']);
  });

  it('is reusable across answers and never matches across lines', () => {
    expect(automaton.findAll(parseAnswer('Riese &\nMüller', []).tokens)).toEqual([]);
    expect(automaton.findAll(parseAnswer('zoho', []).tokens)).toHaveLength(1);
  });
});
