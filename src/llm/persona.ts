interface PersonaText {
  market: (country: string) => string;
  persona: (role: string, sector: string, objectives: string) => string;
}

/** Short context lines per offered language, so the persona reads naturally next to the prompt. */
const TEXTS: Record<string, PersonaText> = {
  en: {
    market: (c) => `The user is based in ${c}.`,
    persona: (r, s, o) => `The user is a ${r} in the ${s} sector. Their objectives: ${o}.`,
  },
  fr: {
    market: (c) => `L'utilisateur se trouve en ${c}.`,
    persona: (r, s, o) => `L'utilisateur est ${r} dans le secteur ${s}. Ses objectifs : ${o}.`,
  },
  de: {
    market: (c) => `Der Nutzer ist in ${c} ansässig.`,
    persona: (r, s, o) => `Der Nutzer ist ${r} in der Branche ${s}. Seine Ziele: ${o}.`,
  },
  es: {
    market: (c) => `El usuario se encuentra en ${c}.`,
    persona: (r, s, o) => `El usuario es ${r} en el sector ${s}. Sus objetivos: ${o}.`,
  },
  it: { market: (c) => `L'utente si trova in ${c}.`, persona: (r, s, o) => `L'utente è ${r} nel settore ${s}. I suoi obiettivi: ${o}.` },
  pt: { market: (c) => `O utilizador está em ${c}.`, persona: (r, s, o) => `O utilizador é ${r} no setor ${s}. Os seus objetivos: ${o}.` },
  nl: {
    market: (c) => `De gebruiker bevindt zich in ${c}.`,
    persona: (r, s, o) => `De gebruiker is ${r} in de sector ${s}. Doelen: ${o}.`,
  },
  pl: { market: (c) => `Użytkownik znajduje się w kraju: ${c}.`, persona: (r, s, o) => `Użytkownik to ${r} w sektorze ${s}. Cele: ${o}.` },
  sv: { market: (c) => `Användaren befinner sig i ${c}.`, persona: (r, s, o) => `Användaren är ${r} inom ${s}. Mål: ${o}.` },
  da: { market: (c) => `Brugeren befinder sig i ${c}.`, persona: (r, s, o) => `Brugeren er ${r} inden for ${s}. Mål: ${o}.` },
  no: { market: (c) => `Brukeren befinner seg i ${c}.`, persona: (r, s, o) => `Brukeren er ${r} innen ${s}. Mål: ${o}.` },
  fi: { market: (c) => `Käyttäjä asuu maassa ${c}.`, persona: (r, s, o) => `Käyttäjä on ${r} alalla ${s}. Tavoitteet: ${o}.` },
  ja: { market: (c) => `ユーザーは${c}にいます。`, persona: (r, s, o) => `ユーザーは${s}業界の${r}です。目的：${o}。` },
  zh: { market: (c) => `用户位于${c}。`, persona: (r, s, o) => `用户是${s}行业的${r}。目标：${o}。` },
  ko: { market: (c) => `사용자는 ${c}에 있습니다.`, persona: (r, s, o) => `사용자는 ${s} 분야의 ${r}입니다. 목표: ${o}.` },
};

const countryNames = new Map<string, string>();

function countryName(country: string, language: string): string {
  const key = `${language}:${country}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
    } catch {
      name = country;
    }
    countryNames.set(key, name);
  }
  return name;
}

/** The system context of a run: the avatar's persona and the market, in the prompt's language. */
export function runSystemContext(
  language: string,
  country: string,
  avatar: { role: string; sector: string; objectives: string } | null,
): string {
  const text = TEXTS[language] ?? TEXTS.en!;
  const lines = [text.market(countryName(country, language))];
  if (avatar) lines.push(text.persona(avatar.role, avatar.sector, avatar.objectives.replace(/[.。]\s*$/, '')));
  return lines.join(' ');
}
