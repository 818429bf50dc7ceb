import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Capitalised words that are no competitor's name, told by the words around them (issue 11): German words of advice and
// negation, places by their context, and the heads of a list of advice.

describe('German words of advice and negation that open no name', () => {
  const fibre: BrandConfig = { name: 'Deutsche Glasfaser', aliases: [], domain: null };

  it('reads a label opening on "kein" as a phrase, so its list stays one of labels', () => {
    const insurer: BrandConfig = { name: 'HUK-COBURG', aliases: [], domain: null };
    const answer = [
      'HUK-COBURG bietet einen Telematik-Tarif.',
      '',
      '*   **Datenschutz:** Die Fahrdaten werden in der Regel von Dienstleistern verarbeitet.',
      '*   **Kein Malus:** Bei den meisten Tarifen kann der Beitrag nicht steigen.',
      '*   **Nachtfahrten:** Fahrten zwischen 23 und 5 Uhr werden oft schlechter bewertet.',
    ].join('\n');
    expect(names(answer, insurer, 'de')).toEqual([]);
  });

  it('reads a label opening on a participle ("Fehlende Zähne") as a phrase, so its list stays one of labels', () => {
    const insurer: BrandConfig = { name: 'ERGO', aliases: [], domain: null };
    const answer = [
      '### Worauf Sie achten sollten',
      '- **Zahnstaffel:** Eine begrenzte Erstattung in den ersten Jahren ist üblich.',
      '- **Wartezeit:** Meist 8 Monate für Zahnersatz, einige Tarife verzichten darauf.',
      '- **Fehlende Zähne:** Bereits fehlende Zähne sind oft ausgeschlossen.',
    ].join('\n');
    expect(names(answer, insurer, 'de')).toEqual([]);
  });

  it('takes no German dictionary noun compared with no option for a name ("Eigenes Auto vs. Carsharing")', () => {
    const miles: BrandConfig = { name: 'MILES', aliases: [], domain: null };
    const answer = '## Eigenes Auto vs. Carsharing in Leipzig\n\nMit teilAuto fährst du günstig. Flinkster ist eine Alternative.';
    expect(names(answer, miles, 'de')).toEqual(['Flinkster']);
  });

  it('takes no German dictionary noun set in bold in running text for a name, but a word no dictionary holds', () => {
    const gym: BrandConfig = { name: 'McFit', aliases: [], domain: null };
    const answer = (bold: string): string => `McFit ist günstig. Und achte auf die **${bold}**: Sie bindet dich oft ein Jahr.`;
    expect(names(answer('Mindestlaufzeit'), gym, 'de')).toEqual([]);
    expect(names(answer('Zumbrix'), gym, 'de')).toEqual(['Zumbrix']);
  });

  it('takes no imperative after a label ("Schau, ob …") for the name the label gives', () => {
    const answer = [
      '## Glasfaser in Köln im Vergleich',
      '',
      'In Köln ist die Lage etwas besonders: NetCologne als lokaler Anbieter hat das dichteste Glasfasernetz der Stadt, während die Telekom vor allem in den Außenbezirken nachzieht. Deutsche Glasfaser ist im Stadtgebiet kaum aktiv, sondern eher im Umland, etwa im Rhein-Erft-Kreis oder im Oberbergischen.',
      '',
      '| Anbieter | Verfügbarkeit in Köln | Preis (1.000 Mbit/s) | Besonderheit |',
      '|---|---|---|---|',
      '| NetCologne | sehr gut, v. a. Innenstadt | ab ca. 70 € | Lokaler Service, Kundencenter in der Stadt |',
      '| Telekom | gut, wachsend | ab ca. 80 € | Kombi mit Mobilfunk (MagentaEINS) |',
      '| Deutsche Glasfaser | nur Umland | ab ca. 75 € | Hoher Upload, kostenloser Anschluss bei Vorvermarktung |',
      '| 1&1 | über das Netz der Telekom | ab ca. 70 € | Oft günstige Aktionspreise |',
      '',
      '**Empfehlung:**',
      '* **Wohnung in Ehrenfeld, Sülz oder der Innenstadt:** NetCologne ist meist die erste Wahl.',
      '* **Haus im Umland:** Schau, ob Deutsche Glasfaser oder die Telekom bei dir ausbaut.',
      '* **Bereits Telekom-Mobilfunkkunde:** MagentaEINS-Rabatt mitnehmen.',
      '',
      'Die Verfügbarkeit prüfst du am schnellsten direkt auf den Websites der Anbieter mit deiner Adresse.',
    ].join('\n');
    expect(names(answer, fibre, 'de')).not.toContain('Schau');
    expect(names(answer, fibre, 'de')).toEqual(expect.arrayContaining(['NetCologne', 'Telekom', '1&1']));
  });

  it('takes no "Frage" opening a sentence for a paragraph’s subject', () => {
    const answer = [
      'Die Frage stellt sich meistens ganz konkret, wenn in einem Ort beide ausbauen oder einer schon da ist und der andere wirbt.',
      '',
      'Deutsche Glasfaser baut vor allem im ländlichen Raum aus und betreibt dort ein eigenes Netz. Der Hausanschluss ist während der Vorvermarktung häufig kostenlos.',
      '',
      'Die Telekom baut ebenfalls massiv aus, öffnet ihr Netz aber für andere Anbieter und ist insgesamt breiter aufgestellt.',
      '',
      'Beim Service schneidet die Deutsche Glasfaser eher durchwachsen ab. Die Telekom ist hier meist solider.',
      '',
      'Und falls an deiner Adresse nur eines der beiden Netze verfügbar ist, ist die Frage ohnehin beantwortet.',
    ].join('\n');
    expect(names(answer, fibre, 'de')).toEqual(['Telekom']);
  });
});

describe('places by the words around them', () => {
  it('reads names in brackets after a noun of places, or after "near", as places wherever the answer writes them', () => {
    const energy: BrandConfig = { name: 'Engie', aliases: [], domain: null };
    const answer = [
      'Les prix dépendent de votre région (Wallonie, Bruxelles ou Flandre). Engie et Luminus sont les plus grands fournisseurs.',
      '',
      '### Comment comparer',
      '- **Wallonie** : le comparateur officiel de la CWaPE.',
      '- **Bruxelles** : le simulateur BruSim.',
      '- **Flandre** : le V-test de la VREG.',
    ].join('\n');
    expect(names(answer, energy, 'fr')).toEqual(['Luminus']);
    const hotels: BrandConfig = { name: 'Booking.com', aliases: [], domain: null };
    const madrid =
      'Booking.com tiene mucha oferta de hoteles cerca de Sol, Retiro y Atocha. Expedia y Hotels.com también sirven.\n\n' +
      '- **Retiro**: parque al lado y tranquilo.\n- **Atocha**: bien comunicado.\n- **Sol**: céntrico pero ruidoso.';
    expect(names(madrid, hotels, 'es')).toEqual(['Expedia', 'Hotels.com']);
  });

  it('reads no owner of a thing after "near" as a place', () => {
    const tasks: BrandConfig = { name: 'Asana', aliases: [], domain: null };
    const answer = '- **Trello**: simple boards.\n- **Asana**: more structure, near Trello’s simplicity.\n- **ClickUp**: many views.';
    expect(names(answer, tasks, 'en')).toEqual(['Trello', 'ClickUp']);
  });
});

describe('lists under a heading of advice', () => {
  it('reads the heads of a list under "## Spartipps" as pieces of advice, a product among them too', () => {
    const bus: BrandConfig = { name: 'FlixBus', aliases: [], domain: null };
    const answer = [
      '## Optionen im Überblick',
      '',
      '- **Günstigste Option:** FlixBus – Tickets ab ca. 20 € bei früher Buchung.',
      '- **Schnellste Option:** Deutsche Bahn – mit dem ICE-Sprinter knapp 4 Stunden.',
      '- **Alternative im Bus:** BlaBlaCar Bus – weniger Abfahrten, preislich ähnlich.',
      '',
      '## Spartipps',
      '',
      '1. **Früh buchen:** Sowohl Bahn als auch Busanbieter staffeln die Preise nach Nachfrage.',
      '2. **Flexible Reisezeiten:** Dienstag und Mittwoch sind meist am günstigsten.',
      '3. **BahnCard 25:** Lohnt sich ab zwei, drei Fernreisen im Jahr.',
      '4. **Preisvergleich:** Portale zeigen Bus und Bahn nebeneinander.',
    ].join('\n');
    expect(names(answer, bus, 'de')).toEqual(['Deutsche Bahn', 'BlaBlaCar Bus']);
  });

  it('reads a Swedish "Checklista" heading as one of advice', () => {
    const bank: BrandConfig = { name: 'SBAB', aliases: [], domain: null };
    const answer = [
      '**1. SBAB**',
      'SBAB har öppna listräntor.',
      '',
      '**2. Skandia**',
      'Skandia har låga räntor.',
      '',
      '#### Checklista',
      '- **Lånelöfte:** skaffa innan du går på visning',
      '- **Kontantinsats:** minst 15 % av köpeskillingen',
    ].join('\n');
    expect(names(answer, bank, 'sv')).toEqual(['Skandia']);
  });

  it('reads a Korean heading ending on "팁" or "포인트" as one of advice', () => {
    const roundLab: BrandConfig = { name: '라운드랩', aliases: [], domain: null };
    const answer = [
      '민감성 피부라면 아래 제품이 무난합니다.',
      '',
      '| 제품 | 타입 |',
      '|---|---|',
      '| **라운드랩 자작나무 수분 선크림** | 유기자차 |',
      '| **닥터지 그린 마일드 업 선 플러스** | 무기자차 |',
      '',
      '**선택 팁**',
      '*   **무기자차**: 자극은 적지만 약간의 백탁이 있을 수 있습니다.',
      '*   **유기자차**: 백탁이 적지만, 눈 시림이 있다면 눈가를 피해 바르세요.',
    ].join('\n');
    expect(names(answer, roundLab, 'ko')).toEqual(['닥터지 그린 마일드 업 선 플러스']);
    expect(names(answer.replace('**선택 팁**', '**체크 포인트**'), roundLab, 'ko')).toEqual(['닥터지 그린 마일드 업 선 플러스']);
  });
});
