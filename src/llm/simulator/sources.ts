import type { Citation } from '../types.js';
import { hashString } from './random.js';

/** A review or forum site of one language; `url` builds a plausible article address from the topic's slug and an article number. */
interface LocalSite {
  name: string;
  url: (slug: string, id: number) => string;
}

const LOCAL_SITES: Readonly<Record<string, readonly LocalSite[]>> = {
  en: [
    { name: 'TechRadar', url: (slug) => `https://www.techradar.com/best/best-${slug}` },
    { name: "Tom's Guide", url: (slug) => `https://www.tomsguide.com/best-picks/best-${slug}` },
    { name: 'Wirecutter', url: (slug) => `https://www.nytimes.com/wirecutter/reviews/best-${slug}/` },
    { name: 'Reddit', url: (slug, id) => `https://www.reddit.com/r/BuyItForLife/comments/${id.toString(36)}/${slug.replace(/-/g, '_')}/` },
  ],
  fr: [
    { name: 'Les Numériques', url: (slug) => `https://www.lesnumeriques.com/guide-achat/${slug}.html` },
    { name: '01net', url: (slug) => `https://www.01net.com/guides/${slug}/` },
    { name: 'Que Choisir', url: (slug, id) => `https://www.quechoisir.org/comparatif-${slug}-n${id % 100000}/` },
    { name: 'Journal du Net', url: (slug) => `https://www.journaldunet.com/guide/${slug}/` },
  ],
  de: [
    { name: 'CHIP', url: (slug) => `https://www.chip.de/bestenlisten/${slug}` },
    { name: 'COMPUTER BILD', url: (slug) => `https://www.computerbild.de/vergleich/${slug}/` },
    { name: 'Stiftung Warentest', url: (slug, id) => `https://www.test.de/${slug}-${id % 10000000}-0/` },
    { name: 't3n', url: (slug) => `https://t3n.de/news/${slug}/` },
  ],
  es: [
    { name: 'Xataka', url: (slug) => `https://www.xataka.com/seleccion/${slug}` },
    { name: 'OCU', url: (slug) => `https://www.ocu.org/comparar/${slug}` },
    { name: 'Computer Hoy', url: (slug) => `https://computerhoy.20minutos.es/guias-compra/${slug}` },
  ],
  it: [
    { name: 'Altroconsumo', url: (slug) => `https://www.altroconsumo.it/confronta/${slug}` },
    { name: 'HDblog', url: (slug) => `https://www.hdblog.it/guide/${slug}/` },
    { name: 'Aranzulla', url: (slug, id) => `https://www.aranzulla.it/${slug}-${id % 10000000}.html` },
  ],
  pt: [
    { name: 'DECO PROteste', url: (slug) => `https://www.deco.proteste.pt/comparar/${slug}` },
    { name: 'Pplware', url: (slug) => `https://pplware.sapo.pt/guias/${slug}/` },
    { name: 'Tecmundo', url: (slug) => `https://www.tecmundo.com.br/guia/${slug}.htm` },
  ],
  nl: [
    { name: 'Tweakers', url: (slug, id) => `https://tweakers.net/reviews/${id % 100000}/${slug}.html` },
    { name: 'Consumentenbond', url: (slug) => `https://www.consumentenbond.nl/${slug}` },
    { name: 'Frankwatching', url: (slug) => `https://www.frankwatching.com/archive/${slug}/` },
  ],
  pl: [
    { name: 'Komputer Świat', url: (slug) => `https://www.komputerswiat.pl/poradniki/${slug}` },
    { name: "Spider's Web", url: (slug) => `https://spidersweb.pl/${slug}` },
  ],
  sv: [
    { name: 'PC för Alla', url: (slug) => `https://pcforalla.idg.se/${slug}` },
    { name: 'Råd & Rön', url: (slug) => `https://www.radron.se/tester/${slug}/` },
  ],
  da: [
    { name: 'Tjek', url: (slug) => `https://tjek.dk/test/${slug}` },
    { name: 'Computerworld', url: (slug, id) => `https://www.computerworld.dk/art/${id % 1000000}/${slug}` },
  ],
  no: [
    { name: 'Tek.no', url: (slug) => `https://www.tek.no/test/${slug}` },
    { name: 'Forbrukerrådet', url: (slug) => `https://www.forbrukerradet.no/${slug}/` },
  ],
  fi: [
    { name: 'Tekniikan Maailma', url: (slug) => `https://tekniikanmaailma.fi/${slug}/` },
    { name: 'Kauppalehti', url: (slug) => `https://www.kauppalehti.fi/uutiset/${slug}/` },
  ],
  ja: [
    { name: '価格.com', url: (_slug, id) => `https://kakaku.com/article/review/${id % 1000000}.html` },
    { name: 'mybest', url: (_slug, id) => `https://my-best.com/${id % 100000}` },
    { name: 'ITmedia', url: (_slug, id) => `https://www.itmedia.co.jp/news/articles/${id % 10000000}.html` },
  ],
  zh: [
    { name: '知乎', url: (_slug, id) => `https://www.zhihu.com/question/${300000000 + (id % 300000000)}` },
    { name: '少数派', url: (_slug, id) => `https://sspai.com/post/${id % 100000}` },
    { name: '什么值得买', url: (_slug, id) => `https://post.smzdm.com/p/${id.toString(36)}/` },
  ],
  ko: [
    { name: '다나와', url: (_slug, id) => `https://dpg.danawa.com/news/view?boardSeq=60&listSeq=${id % 10000000}` },
    { name: 'ZDNet Korea', url: (_slug, id) => `https://zdnet.co.kr/view/?no=${id % 100000000}` },
  ],
};

export interface ReviewCitation extends Citation {
  title: string;
  /** The title without the site's name after it, as an answer quotes an article. */
  headline: string;
  siteName: string;
}

export function headlineOf(title: string): string {
  return title.replace(/\s+[|–-]\s+[^|–-]+$/, '');
}

/**
 * Articles from review sites of the answer's language about the topic. The article number follows from the
 * topic, so repeated answers cite the same pages, as assistants that search do.
 */
export function localReviews(language: string, slug: string, title: (siteName: string) => string): ReviewCitation[] {
  const sites = LOCAL_SITES[language] ?? LOCAL_SITES.en!;
  return sites.map((site) => {
    const fullTitle = title(site.name);
    return {
      url: site.url(slug, 1_000_000 + (hashString(`${language}|${slug}|${site.name}`) % 1_000_000_000)),
      title: fullTitle,
      headline: headlineOf(fullTitle),
      siteName: site.name,
    };
  });
}
