// Generic word lists about answers in general, never about one brand or category.
// Entries are written as each language spells them and normalised here as token norms are.
import { JAPANESE_CUES_AFTER, KOREAN_CUES_AFTER } from './cjk-lexicon.js';
import { normOf, wordList as words } from './norm.js';

/** Comma-separated phrases, each folded word by word. */
const phrases = (list: string): readonly string[] => list.split(',').map((phrase) => phrase.trim().split(/\s+/).map(normOf).join(' '));

/** Lower-case words inside multi-word names: "Marcus by Goldman Sachs", "Velo de Ville". */
export const JOINING_WORDS = words('by de of for von van der la le du des del da do dos di');

/** Words that coordinate two names ("Notion or Airtable", "Gazelle oder Kalkhoff"). */
export const ALTERNATIVE_WORDS = words(
  `or ou oder o oppure eller tai vai lub czy nebo alebo или або veya atau hoặc vagy ili ή أو או หรือ या 或 또는`,
);

/**
 * Words of a question that weighs a product it names, or leaving it: "Is Dropbox still worth it?", "Ich bin bei E.ON …
 * Lohnt sich ein Wechsel?", "¿Es fiable Destinia?". What such a question names is an option when the answer discusses it.
 */
export const WEIGHING_WORDS = words(`
  worth switch switching leave leaving replace replacing instead cancel cancelling renew renewal
  lohnt lohnen wechsel wechseln wechsle kundigen verlangern
  vaut changer quitter resilier remplacer renouveler
  vale merece fiable confiable cambiar trocar compensa cancelar
  waard overstappen opzeggen verlengen
  warto oplaca zmienic zrezygnowac
  vale conviene cambiare passare värt byta lönar værd skifte verdt bytte kannattaako vaihtaa
  стоит перейти сменить варто değer vyplatí přejít layak pindah
`);

/** Prepositions that place a product as the setting of a question, not an option: "a shop on Shopify", "über JobRad". */
export const SETTING_PREPOSITIONS = words(`
  on in inside within into onto with via through for
  sur dans avec pour auf mit uber fur en con sobre para em no na com op met w we
`);

/** Words that set two names against each other ("Pipedrive vs HubSpot"). */
export const COMPARISON_WORDS = words(`vs versus contra contre gegen tegen`);

/** Not "a": Portuguese writes its definite article so ("a Claro"). */
export const INDEFINITE_ARTICLES = words('an ein eine einen einem einer un une uno una um uma een jakis');

export const ARTICLES = words(
  'the a an le la les l un une el los las lo o os as um uma der die das den dem ein eine il gli het een az ο η το οι τα του της των τον την',
);

/** "The Kia EV6 is another option": the verb "to be" after a name that opens a clause, in the languages of the answers. */
export const COPULAS = words(
  'is remains est reste ist bleibt es sigue continua rimane jest pozostaje ar blijft adalah merupakan este είναι е є',
);

/** German verbs of the third person singular that weigh an option: "Buchbinder hat …", "Starcar ist …", "Remington bietet …". */
export const SINGULAR_VERBS = words('ist hat bietet punktet gilt liegt eignet überzeugt kostet lohnt verlangt setzt bleibt kommt');

/** Spanish and French verbs of offering after an option's name: "Getaround permite …", "Seazon propose …". */
export const OFFERING_VERBS = words('ofrece permite destaca cobra incluye propone tiene propose offre permet inclut');

/** "formerly Sendinblue", "antes operaba como Ctrip": what follows is a former name, not an option. */
export const FORMER_NAME_WORDS = words(`
  formerly previously anciennement ex ehemals fruher vormals antes antiguamente anteriormente precedentemente
  gia voorheen dawniej tidigare tidligere aiemmin
`);

/**
 * Nouns for what a company sells or runs, not a company: names after one and a cue are offers, not options ("a plan like
 * ShieldGold", "datas como o Dia do Motociclista", "Serien wie Classic oder Ikon"). Models only in the plural, a maker's
 * range: "a line-voltage model such as Mysa" names a kind of product on offer.
 */
export const OFFER_NOUNS = words(`
  plan plans tier tiers package packages bundle bundles tarif tarife tarifa tarifas plano planos piano piani formule formules
  campaign campaigns campana campanas campanha campanhas event events evento eventos dates datas fechas
  models modelle modellen modelos modeles modelli serien series
`);

/** Nouns of kinds of place: "cities such as Leeds", "barrios como Vallecas", "kaupungeissa, kuten Helsingissä". */
export const PLACE_NOUNS = words(`
  city cities town towns district districts neighbourhood neighbourhoods neighborhood neighborhoods region regions
  area areas country countries state states suburbs ville villes quartier quartiers pays departements
  stadt stadte stadtteil stadtteile region regionen land lander bundeslander ciudad ciudades barrio barrios municipio
  municipios region regiones pais paises zona zonas provincia provincias cidade cidades bairro bairros regiao regioes
  estado estados citta quartiere quartieri regione regioni paese paesi stad steden wijk wijken regio provincie
  provincies miasto miasta miastach dzielnice dzielnicach regiony kraj kraje städer kommuner byer
  airport airports aeropuerto aeropuertos aeroporto aeroportos aeroporti aeroport aeroports flughafen flughafen
  luchthaven luchthavens lotnisko lotniska flygplats flygplatser lufthavn lufthavne lufthavner
  kaupungeissa kaupungit alueilla metro metros market markets vung tinh huyen kota provinsi daerah wilayah kabupaten
  capital capitals capitale capitales capitais capitali hauptstadt hauptstadte stolica stolice hoofdstad hoofdsteden
  destination destinations destino destinos destinazione destinazioni reiseziel reiseziele bestemming bestemmingen
`);

/** "In Barcelona, Expedia and Booking …": a place before a comma is not part of the enumeration after it. */
export const PLACE_PREPOSITIONS = words('in en a au aux im em no na nos nas nel nella nei op w we pa at');

/**
 * Phrases that announce options: the words just before a name are compared with them.
 * Chinese, Japanese and Korean cues are written one character per word, as tokenized.
 */
export const OPTION_CUES: readonly string[] = phrases(`
  like, such as, e.g, eg, including, include, includes, alternatives, alternative, alternatives to, options,
  options like, compared with, compared to, than, over, instead of, rather than, look at, consider, try, shortlist,
  recommend, option is, options are, pick is, picks are, choice is, choose, pick, go with, opt for, start with,
  switch to, check out, also check, look into, go for, prefer, prefers, suggest, try on, try out, leave, leaving, switch from, switching from, move off, moving off, move away from,
  moving away from, migrate from, migrating from, coming from, replace, replacing,
  comme, tel que, telle que, tels que, telles que, par exemple, notamment, plus que, moins que, mieux que,
  plutot que, face a, quitter, remplacer, choisir,
  wie, z.b, z b, etwa, beispielsweise, als, statt, anstelle von, wechseln von, ersetzen,
  como, tipo, por ejemplo, por exemplo, incluyen, incluem, frente a, en lugar de, em vez de, mas que, mais que,
  menos que, mejor que, melhor que, dejar, sustituir, substituir, sair do, sair da,
  come, ad esempio, per esempio, rispetto a, lasciare, sostituire,
  zoals, bijvoorbeeld, dan, overweeg, kijk naar, probeer, kies voor, in plaats van, beter dan,
  considera, prova, scegli, consiglio, opta per, invece di, piuttosto che, meglio di, punta su,
  empfehle, empfehlen, probieren sie, setzen sie auf, greifen sie zu, schauen sie sich, schaut sich, schau dir, sieh dir,
  vergleiche mit,
  prueba, elige, recomiendo, opta por, vistazo a, considere, experimente, escolha, recomendo, opte por,
  options include, alternatives include, other options include, worth checking, worth considering, worth trying,
  essayez, optez pour, recommande, privilegiez, comparer avec, compare with, comparar con, comparar com, confrontare con,
  comparer aussi avec, comparez aussi avec, comparar tambien con, comparar tambem com, confrontare anche con, vergleichen auch mit,
  vergleichen mit, blick auf, mirar, fijarte en, olhar, dar uma olhada em, conferir, guardare, dare un'occhiata a, valutare,
  regarder, jeter un oeil a, considerer, penser a, pensez a, pensez aussi a, comparez avec, valuta, confronta, vergelijk,
  cotar, espreitar, sprawdzcie, porownaj,
  jak, np, takie jak, rozwaz, rozwazyc, polecam, zajrzec do, zajrzyj do, sprawdz, wyborem jest, postaw na,
  wybierz, sprobuj, wyjscia jest, zamiast, niz,
  som, t.ex, till exempel, sasom, overvag, valj, istallet for, fx, f.eks, eksempelvis, kuten, esim,
  ornegin, napriklad, zkuste, zvazte, misto,
  tra cui, ad es, till exempel, testa, kolla in, kolla på, ta en titt på, kigge på, kig på, se nærmere på, titte på, rekommenderar, for eksempel, i stedet for, vælg, velg, anbefaler,
  prøv, overvej, vurder, enn, esimerkiksi, suosittelen, kokeile, valitse,
  например, такие как, такой как, как, вместо, рассмотрите, попробуйте, присмотритесь к, присмотреться к,
  обратите внимание на, выбирайте, выберите, рекомендую, советую, чем, по сравнению с,
  наприклад, такі як, як, замість, спробуйте, зверніть увагу на, оберіть, ніж,
  například, jako, doporučuji, vyberte, než, seperti, misalnya, contohnya, termasuk, daripada, coba, pilih,
  pertimbangkan, như, ví dụ, chẳng hạn, thay vì, hãy thử, so với,
  takich jak, takimi jak, sprawdzić, zwrócić uwagę na, wypróbować, alternatywa, alternatywy, alternatywa dla,
  рассмотреть, обратить внимание на, попробовать, таких как, вроде, альтернатива, альтернативы,
  розглянути, звернути увагу на, спробувати, таких як, альтернатива,
  zvážit, vyzkoušet, zkusit, podívat se na, alternativa, alternativy, např,
  zvážte, vyskúšajte, vyskúšať, odporúčam, napríklad, alternatívou,
  poput, kao što su, na primjer, npr, isprobajte, razmislite o, preporučujem, umjesto,
  например, като, препоръчвам, опитайте, вместо, алтернатива, алтернативи,
  precum, cum ar fi, de exemplu, de pildă, recomand, încercați, încearcă, luați în calcul, în loc de, comparativ cu, alternativă,
  alternative la,
  például, mint például, ajánlom, alternatíva, alternatívaként,
  مثل, على سبيل المثال, تجربة, جرب, أنصح ب, ننصح ب, بدائل, بديل, כמו, למשל, לבדוק, לנסות, מומלץ, חלופות,
  เช่น, ลอง, ลองใช้, แนะนำ, उदाहरण के लिए,
  όπως, για παράδειγμα, π.χ, προτείνω, δοκιμάστε, εναλλακτικά, εναλλακτική, αντί για, σε σύγκριση με,
  例 え ば, 比 如, 例 如, 像, 看, 考 虑, 考 慮, 推 荐, 推 薦, 推 荐 的 是, 推 薦 的 是, 试 试, 試 試, 选 择, 对 比, 예 를 들 어, 추 천`);

/**
 * Nouns for the kinds of company an answer lists, which announce names when a colon follows them: "Main brands: Hisense,
 * TCL", "Marken: …", "대표 브랜드: 삼성전자, TCL". Without the colon they are words of a sentence ("brands that last").
 */
export const COMPANY_NOUNS_BEFORE_COLON: readonly string[] = `brands makers manufacturers providers companies suppliers retailers
  chains marken hersteller anbieter marques fabricants fournisseurs enseignes marcas fabricantes proveedores operadoras
  merken fabrikanten aanbieders marki producenci dostawcy marchi produttori fornitori varumärken tillverkare
  브랜드 제조사 업체 品牌 厂商 厂家 牌子 ブランド メーカー`.split(/\s+/);

/** Phrases that, right after a name, put it forward: "Attio is worth a look", "X is another option". */
export const OPTION_CUES_AFTER: readonly string[] = phrases(`
  is worth, are worth, is also worth, are also worth, deserves a mention, deserves a look, is another, is also a good, is a good option, is a solid,
  is a great option, is an excellent, is a strong, is a popular, est une alternative, est aussi, vaut le coup,
  ist eine alternative, lohnt sich, es otra, merece la pena, vale la pena, e outra, vale a pena, e un'altra,
  gibi, yerine, gibi uygulamalar, tercih edilebilir, göz atın, da değerlendirilebilir,
  is a good alternative, is a solid alternative, are good alternatives, are solid alternatives, is a good choice,
  are also good options, er et godt alternativ, er gode alternativer, er et godt valg, er også værd, er verdt,
  är ett bra alternativ, är bra alternativ, är ett bra val, är värt, on hyvä vaihtoehto, ovat hyviä vaihtoehtoja,
  è un'ottima alternativa, è una buona alternativa, è un'alternativa, je dobrá alternativa, stojí za zvážení,
  adalah alternatif, bisa menjadi alternatif, là lựa chọn, cũng là lựa chọn, là một lựa chọn,
  este o altă, este o alternativă, este o opțiune bună, este o variantă bună,
  jest kolejną, to kolejna, jest dobrą alternatywą, jest dobrym wyborem, je další, je dobrou alternativou, je dobrá volba,
  je ďalšia, je dobrou alternatívou, je još jedna, je dobra alternativa, je dobar izbor, е друга, е добра алтернатива,
  е добър избор, ещё один, еще один, хорошая альтернатива, тоже хороший выбор, ще один, гарна альтернатива,
  जैसे, भी अच्छा विकल्प, एक अच्छा विकल्प,
  είναι μια άλλη, είναι καλή επιλογή, είναι εναλλακτική, is jó választás, is jó alternatíva, is megfontolandó,
  な ど, 等, 같 은, 등, 也 值 得, 也 是 不 错, 也 是 不 錯, 也 不 错, 也 不 錯, 也 可 以 考 虑, 也 可 以 考 慮, 也 可 以 试 试, 也 可 以 試 試`).concat(
  // Tokens of hangul and kana are characters.
  [...KOREAN_CUES_AFTER, ...JAPANESE_CUES_AFTER].map((cue) => [...cue.replace(/\s/g, '')].join(' ')),
);

/** "Also" between a cue and the names it announces: "valuta anche UPS", "sprawdź też Grecos", "vergelijk ook a.s.r.". */
export const ALSO_WORDS = words(
  'also too anche pure też także ook aussi também también auch ebenfalls även också også myös také tiež također также тоже також също επίσης',
);

/** Cues that also introduce features ("plans include Cloudflare"): only an enumeration after them counts. */
export const WEAK_OPTION_CUES = words('include includes including incluyen incluem');

/** Single words that end an option cue; at the start of a sentence they are not part of a name ("Consider Kit"). */
export const CUE_VERBS: ReadonlySet<string> = new Set(
  OPTION_CUES.filter((cue) => !cue.includes(' ') && cue.length > 3).concat(['compare', 'choose', 'pick', 'try', 'use']),
);

/** Conjunctions meaning "and"; folded to "&" so "Riese und Müller" matches "Riese & Müller". */
export const AND_WORDS = words(`and und et y e en och og ja i oraz и і та ve và és și και و ו และ और dan 和 与 及 と や 및`);

/**
 * Function words that start sentences and headings. A capitalised word from this list
 * says nothing about a name ("The best option", "Pour un PEA").
 */
export const FUNCTION_WORDS = words(`
  a an the this that these those it its if when while where why how what which who whose
  after before since during until because although though unless once whether use using
  for from with without to in on at by as of or and but so than then also both each every
  all any some many most more less few several other another such here there our your my
  their his her we you they i he she is are was were be been being do does did can could
  should would will may might must not no yes just only very much well even still yet
  le la les un une des du de d l ce cet cette ces pour par avec sans dans sur en et ou mais
  si quand comme plus moins tres tout tous toutes chaque votre vos notre nos leur leurs il
  elle ils elles on nous vous je est sont a ont qui que quoi dont ou aussi
  der die das ein eine einen einem einer dem den des fur mit ohne im am um auf aus bei zu
  und oder aber wenn wie was wer welche welcher welches dein deine ihr ihre sie er es wir
  ist sind auch noch nur sehr alle jede jeder viele mehr weniger laut gemass mehrere einige wenige beide andere kein keine keinen keinem keiner
  eigene eigenes eigener eigenen manche solche diese dieser dieses beim zum zur vom ins furs warum wieso weshalb wann wo
  nach vor unter gegen seit wahrend wegen trotz durch bis schau schaue achte prufe vergleiche frag frage nutze wahle beachte lies rechne buche kundige
  el los las lo una unos unas por para con sin en y o pero si cuando como mas menos muy
  todo todos cada tu tus su sus nuestro es son tambien antes despues durante desde segun entre mi mis cual cuales
  quel quelle quels quelles avant apres pendant depuis chez selon entre
  whichever whatever however
  antes depois durante desde entre algumas alguns algum alguma meu minha qual quais
  prima dopo durante secondo tra fra mio mia quale quali alcuni alcune
  jesli jezeli gdy kiedy i lub albo ale to w na z do dla czy ze sie jak co tez takze juz
  o os as um uma uns umas por para com sem em no na nos nas e ou mas se quando como mais
  menos muito todo todos cada seu sua seus suas voce e sao tambem
  il lo gli per con senza nel nella e ma se quando come piu meno molto ogni anche inoltre poi questo questa questi queste tutti tutte
  het een en of maar als voor met zonder op bij van zijn ook
  och att for med utan pa av som ar det den en ett om nar eller till
  og for til med uden uten hvis nar er det den et som eller
  ja tai jos kun on ovat etta mutta
  для если когда как что это все и или но в на с по от до из за при без а также
  якщо коли що це або але
  için ve ile bu bir daha çok eğer ama veya
  a nebo pokud když se na je jsou také
  untuk dan yang jika dengan di ini itu atau tetapi juga
  sådan hvordan hvad hvilken hvilket hvorfor hur vad vilken vilket varför slik hva hvilke miten mikä kuinka näin
  почему какой какая nasıl neden hangi proč který jaký bagaimana mengapa apa nếu khi cách tại làm
  u s v k ke ve ze při pri przy у к о об ο η το οι τα του της των τον την στο στη στην στον στα az egy
`);

/**
 * Nouns that answers use as labels for aspects rather than as names
 * ("**Pricing:** …", "**Fazit**", "| Kriterium |"), and acronyms of the same kind.
 */
export const LABEL_WORDS = words(`
  price prices pricing cost costs fee fees budget value feature features support performance security speed
  reliability uptime integration integrations scalability usability design durability fit sizing weight comfort
  cushioning stability feel ride versatility verdict summary conclusion recommendation recommendations tip tips
  note notes pros cons advantages disadvantages drawbacks limitations strengths weaknesses overview comparison
  alternatives options option example examples sources source references resources faq step steps warning caution
  important update automation reporting analytics templates deliverability trial credit invoicing savings checking
  insurance rates interest availability access service services setup onboarding migration backups storage
  bandwidth email ease best takeaway takeaways answer bottom line quick key bonus total monthly annual yearly free
  paid plan plans tier tiers model models brand brands app apps tool tools software platform platforms provider
  providers product products shoe shoes bank banks account accounts card cards host hosts hosting category
  criteria criterion factor factors requirement requirements consideration considerations result results
  prix tarif tarifs frais cout couts avantages inconvenients conseil conseils resume exemple exemples limites
  application assurances epargne fonctionnalites securite offre offres carte cartes banque banques produit
  produits marque marques texture fini
  sim esim lte 5g 4g vpn crm erp seo hr ev suv awd fwd rwd gps nfc oled lcd anc usb wifi hdr api saas apr
  preis preise kosten vorteile nachteile fazit tipp tipps hinweis hinweise empfehlung empfehlungen starken
  schwachen reichweite akku motor wartung fahrwerk verarbeitung komfort leasing forderung probefahrt beispiel
  kriterium kriterien ausstattung gewicht marke marken modell modelle typisches alternativen zusammenfassung
  vergleich
  precio precios coste costo comisiones ventajas inconvenientes consejos resumen recomendacion cancelacion
  fidelidad paquetes tasas opciones plataforma plataformas tipo
  preco precos custo vantagens desvantagens dicas resumo conclusao recomendacao plano planos teste
  prezzo prezzi costi vantaggi svantaggi consigli riepilogo conclusione
  prijs voordelen nadelen conclusie samenvatting
  cena ceny koszt zalety wady podsumowanie
  pris kostnad fordelar nackdelar sammanfattning fordele ulemper hinta edut haitat yhteenveto
  fonti suggerimenti slutsats källor konklusion opsummering kilder fordeler konklusjon oppsummering
  lähteet johtopäätös vinkit plussat miinukset
  плюсы минусы цена цены стоимость итог итоги вывод выводы совет советы источники преимущества недостатки
  особенности рекомендация рекомендации сравнение тариф тарифы альтернативы лучший лучшая лучшее
  переваги недоліки ціна вартість висновок підсумок поради джерела
  artılar eksiler fiyat fiyatlar ücret avantajlar dezavantajlar sonuç özet öneri öneriler ipucu kaynaklar
  karşılaştırma
  výhody nevýhody shrnutí závěr tipy zdroje doporučení srovnání
  kelebihan kekurangan harga kesimpulan ringkasan sumber biaya
  bronnen quellen fuentes fontes źródła porównanie wniosek wnioski vergelijking comparatif comparaison comparación
  comparação confronto jämförelse альтернатива примечание важно lưu ưu nhược giá kết tóm mẹo nguồn tärkeää huom vigtigt bemærk obs
  viktigt merk nota attenzione poznámka catatan dikkat
  uk eu us usa ai ia ki api sms cdn spf vat atm apy apr fdic gdpr rgpd dsgvo ssl ssh php seo b2b b2c saas diy
  msrp nif iban pea etf iva tva mwst kyc pdf usb gps led tv ux ui crm
`);

/** "Allgemeine Tipps", "Winter Tips": a phrase ending on one of these words titles advice, never an option. */
export const ADVICE_WORDS = words(`
  tip tips tipp tipps checklist conseil conseils astuces consejo consejos dica dicas consiglio consigli wskazowki porady
  hinweis hinweise
  tips vinkit råd ipuclari советы поради
  checklista tjekliste sjekkliste tarkistuslista saran rady khuyên
`);

/** "Best for", "Idéal pour": after a label word, a label introducing who something suits. */
export const FOR_WORDS = words('for para pour fur per voor dla til till');

/** Endings of abstract nouns ("Durability", "Verarbeitung", "Cancelación"), folded. */
export const ABSTRACT_NOUN_ENDINGS: readonly string[] = [
  'tion',
  'sion',
  'ity',
  'ness',
  'ment',
  'ance',
  'ence',
  'ship',
  'ung',
  'heit',
  'keit',
  'schaft',
  'itat',
  'ite',
  'cion',
  'dad',
  'miento',
  'ncia',
  'cao',
  'dade',
  'mento',
  'zione',
  'ita',
  'nza',
  'heid',
  'osc',
  'anie',
  'enie',
  'ning',
];

/** Weekday and month names: capitalised in several languages without being names. */
/** Sales events named like brands: "campañas como el Black Friday". */
export const SALES_EVENTS = new Set([
  'black friday',
  'cyber monday',
  'cyber week',
  'prime day',
  'singles day',
  'boxing day',
  'hot sale',
  'buen fin',
]);

export const CALENDAR_WORDS = words(`
  monday tuesday wednesday thursday friday saturday sunday january february march april may
  june july august september october november december
  lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin
  juillet aout septembre octobre novembre decembre
  montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz juni juli
  oktober dezember
  lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio
  julio agosto septiembre octubre noviembre diciembre
  segunda terca quarta quinta sexta sabado domingo janeiro fevereiro marco maio junho julho
  setembro outubro novembro dezembro
  lunedi martedi mercoledi giovedi venerdi sabato domenica gennaio febbraio aprile maggio
  giugno luglio settembre ottobre dicembre
  maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
`);

/**
 * Review sites, marketplaces, app stores, social networks and publishers: answers cite
 * them as sources of opinion or as places to buy, not as options of the asked category.
 * Folded, comma-separated because some have several words.
 */
export const INCIDENTAL_NAMES: ReadonlySet<string> = new Set(
  `g2, capterra, trustpilot, getapp, software advice, reddit, quora, wikipedia, youtube,
  facebook, instagram, linkedin, twitter, tiktok, pinterest, amazon, ebay, google, yelp,
  tripadvisor, glassdoor, forbes, techradar, pcmag, cnet, wirecutter, nerdwallet, bankrate,
  investopedia, zdnet, engadget, the verge, gartner, product hunt, app store, google play,
  play store, consumer reports, which, stiftung warentest, que choisir,
  check24, verivox, idealo, durchblicker, finanztip, tarifcheck, geizhals, comparis, moneyland, oko test,
  independer, zorgwijzer, pricewise, overstappen, gaslicht, easyswitch, kieskeurig, tweakers, consumentenbond, consuwijzer,
  moneysupermarket, comparethemarket, compare the market, gocompare, confused.com, uswitch, moneysavingexpert,
  lelynx, lesfurets, assurland, meilleurtaux, kelkoo, dealabs, rastreator, acierto.com, kelisto, helpmycash, ocu,
  facile.it, segugio.it, altroconsumo, sostariffe, supermoney, trovaprezzi, reclame aqui, buscape, deco proteste,
  kuantokusta, comparaja, ceneo, opineo, rankomat, comperia, heureka, zbozi.cz, bankmonitor, arukereso, compricer,
  lendo, prisjakt, pricerunner, finansportalen, sikayetvar, akakce, cimri, rates.ca, lowestrates.ca, ratehub,
  moneysmart, canstar, finder, policygenius, the zebra, 価格 com, マイベスト, 다나와, 에누리, 什么值得买`
    .split(',')
    // Tokens of kana, hangul and ideographs are characters: "価格 com" is read "価 格 com".
    .map((name) => name.trim().replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=\S)/gu, '$1 ')),
);

/** Generic product words that follow a name ("Pipedrive CRM", "Chime app"): evidence of a name. */
export const PRODUCT_WORDS = words(`
  crm app apps software platform suite cloud hub pro plus premium business bank banking card
  account api ai sdk studio online web mobile desktop os max mini lite
`);

/** Names of plans and tiers ("Copilot Business … and Enterprise"): a product's edition, not another option. */
export const TIER_WORDS = words(`
  free basic standard starter plus pro premium business enterprise team teams family individual personal ultimate
  advanced essentials growth scale
`);

/** Generic suffixes dropped from competitor merge keys ("Zoho CRM" → "zoho"). */
/** Words of origin or rank that open the names of unrelated companies: "Deutsche Bank", "Deutsche Telekom"; "American Express". */
export const SHARED_FIRST_WORDS = words(`
  deutsche deutscher deutsches deutschen american british national international general first united global european
  swiss royal new
`);

export const GENERIC_SUFFIXES = words(`
  crm app apps application software platform suite online bank banque banco banca
  card cards inc ltd llc gmbh sa sas ag plc co corp corporation company group
  hq com io net
`);
