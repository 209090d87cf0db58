import { detect } from 'tinyld';
import { hasPostcode, hasStreetAddress } from '../../extract/address.ts';
import { DINING_WORDS, LEGAL_NOTICE_WORDS, NO_LONGER, SISTER_MENTION, tellsClosure } from '../../extract/classify.ts';
import { AMENITIES, LODGING_WORDS } from '../../extract/lexicon.ts';
import { closedFacilities } from './amenities.ts';
import { LODGING, historyNamesOtherHouse, sentenceNamesOtherHouse } from './other-house.ts';
import { INJECTION, isHome, type S } from './page.ts';
import { detectPlausible, isLang, languageGroup, languageOf, mainScript, rootLanguage, type Lang } from './language.ts';
import { writesAnotherAddress, type AddressParts } from './address.ts';
import { GROUP_SUBJECT, isSignedReview, NOT_HOTEL_LEVEL } from './prose.ts';
import { capitalize, CJK_RE, fold, sentences, words } from './text.ts';
import { NEITHER_NOR_PAIRS } from './word-lists.ts';
import type { StructuredTrust } from './trust.ts';

/* The description (the hotel's best prose plus sentences composed from its facts) and "situated". */

// word boundaries are letter boundaries: an ASCII \b finds "tel" inside "Hôtel"
const DESC_JUNK = /(book (now|direct)|best rates?|call (us|now)|click|newsletter|subscribe|cookie|copyright|©|all rights|(?<![\p{L}\p{N}])(?:phone|tel)(?![\p{L}\p{N}])|@|https?:|www\.|continue reading|read more|javascript|thank you for considering|points? for a free night)/iu;
/**
 * A call to book ("Reserve directly for the best rates", "please call ahead to reserve", "We reserve the
 * right to cancel …", "… : reserve com antecedência!"): the verb opening a clause, after "to", or the
 * terms' formula. "Dark Sky Reserve", "a nature preserve", "reserved for guests aged 16 and over" and
 * "we reserve spaces at the garage" are facts.
 */
const BOOKING_CALL = /(?:^|[:;!–—]\s*|(?<![\p{L}])(?:to|please)\s+)reserve(?![\p{L}])|(?<![\p{L}])reserve (?:now|online|today|direct(?:ly)?|early|in advance|with us|the right)(?![\p{L}])/iu;
/**
 * The same call in the imperative that opens a sentence, in the languages the sites write ("Book your
 * stay at X", "Book our hotel today!", "Reservá tu descanso en X", "Réservez maintenant", "Prenota
 * ora", "Jetzt buchen"): the verb then the house's name or a "now", nothing the house is. A sentence
 * that leads in to the booking buttons ("Choose the option you prefer to book:") says nothing either.
 * "Book at the spa reception" and "Book your stay using the parking rate, and leave your car for 14
 * days" tell how a service works: they name no house after the verb and no "now".
 */
const BOOKING_VERB = String.raw`(?:book|r[ée]servez|reserv[áa]|reserve|reservad|prenota(?:te)?|buchen sie|jetzt buchen|boek|reserveer|reservem|reserve-se|rezervujte|zarezerwuj)`;
const BOOKING_NOW = new RegExp(
  String.raw`^${BOOKING_VERB}(?![\p{L}])[^.!?]*(?<![\p{L}])(?:today|now|online|direct(?:ly)?|ora|subito|ahora|ya|maintenant|jetzt|sofort|nu|agora|hoy|aujourd['’]hui|oggi|heute|vandaag|hoje)(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:book|booking|reservar|r[ée]server|prenotare|buchen|boeken|reserveren|rezervovat|zarezerwować)\s*:\s*\.?$`,
  'iu',
);
/** The verb, then a few words and "at", "en", "bei" before a capitalised name (case-sensitive: the name's capital is the evidence). */
const BOOKING_AT_NAME = /^\S+(?:\s+buchen)?\s+(?:[\p{L}'’]+\s+){0,3}(?:at|in|en|à|au|a|al|alla|bei|im|bij|no|na|em)\s+(?:the\s+)?\p{Lu}/u;
const BOOKING_OPENS = new RegExp(String.raw`^${BOOKING_VERB}(?![\p{L}])`, 'iu');
function bookingImperative(sent: string): boolean {
  const t = sent.trim();
  return BOOKING_NOW.test(t) || (BOOKING_OPENS.test(t) && BOOKING_AT_NAME.test(t));
}
/**
 * Opening hours, schedules and prices say when and for how much, not what the hotel is ("Available
 * 7 days a week between 8am to 5pm", "For a package of SIX THOUSAND PESOS", "Orari: 8-20",
 * the Nordic clock "kl. 12–21").
 */
const DESC_SCHEDULE_OR_PRICE = /(\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\bkl\.\s?\d{1,2}\b|\b\d+\s*days? a week\b|\bopening hours\b|\bopen daily\b|\bhours of operation\b|\boperating hours\b|\bhoraires? d'ouverture\b|\borari(?:o)? di apertura\b|\bhorario de atención\b|\böffnungszeiten\b|\b(?:pesos|php|usd|eur|euros?|dollars?|vnd|yen)\b|[$€£¥₱]\s?\d|\d\s?[$€£¥₱])/i;

/** "twelve rooms", "96 chambres et suites", "acht Zimmer": how big the place is, in the languages we read. */
const UNIT_COUNT_MODEL = new RegExp(
  `(?:\\b\\d{1,4}|\\b(?:${'two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty deux trois quatre cinq six sept huit neuf dix douze vingt trente due tre quattro cinque sei sette otto nove dieci dodici venti trenta dos tres cuatro cinco seis siete ocho nueve diez doce veinte treinta zwei drei vier fünf sechs sieben acht neun zehn zwölf zwanzig dreißig duas três quatro oito nove dez doze vinte twee drie vijf zes zeven negen tien twaalf twintig dertig'.split(' ').join('|')}))\\s+(?:[\\p{L}-]+\\s+){0,2}(?:rooms?|suites?|cottages?|cabins?|chalets?|villas?|bungalows?|apartments?|units?|lodges?|tents?|chambres?|appartements?|gîtes?|camere|appartamenti|habitaciones|apartamentos|cabañas|zimmern?|suiten|ferienwohnungen|quartos|kamers|appartementen)\\b`,
  'iu',
);
/**
 * The same in the other languages the sites write: a number in figures, or a written numeral of a
 * language before that language's word for rooms or units ("opt camere", "vuit habitacions",
 * "14 pokojů", "tolv værelser", "kolm tuba"). A numeral is only read before its own language's
 * word, so a short numeral that is a word elsewhere ("to", "set", "opt", "hat") counts nothing in English.
 */
const REGIONAL_UNITS: [string, string][] = [
  ['dues tres quatre cinc sis set vuit nou deu onze dotze vint', 'habitacions|apartaments|suites'],
  ['doi două trei patru cinci șase şase șapte şapte opt nouă zece doisprezece douăsprezece', 'camere|apartamente|garsoniere'],
  ['dva dvě tři čtyři pět šest sedm osm devět deset dvanáct dve tri štyri päť šesť sedem osem deväť desať dvanásť', 'pokoj\\p{L}*|apartmán\\p{L}*|izb\\p{L}*|izieb'],
  ['dwa dwie trzy cztery pięć sześć siedem osiem dziewięć dziesięć dwanaście', 'pokoi\\p{L}*|pokoje|apartament\\p{L}*'],
  ['to tre fire fem seks syv sju otte åtte ni ti elleve tolv två fyra sex nio tio elva', 'værelse[r]?|rom|rum|leiligheter|lejligheder|lägenheter|sviter|suiter|hytter|stugor'],
  ['két kettő három négy öt hat hét nyolc kilenc tíz tizenkét', 'szob\\p{L}*|apartman\\p{L}*'],
  ['kaks kolm neli viis kuus seitse kaheksa üheksa kümme kaksteist kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen', 'tuba|tuppa|toa\\p{L}*|huone\\p{L}*'],
  ['iki üç dört beş altı yedi sekiz dokuz on', 'oda\\p{L}*'],
  ['δύο τρία τέσσερα πέντε έξι επτά εφτά οκτώ οχτώ εννέα δέκα δώδεκα', 'δωμάτι\\p{L}*|σουίτ\\p{L}*|διαμερίσματ\\p{L}*'],
];
const ALL_REGIONAL_UNITS = REGIONAL_UNITS.map(([, u]) => u).join('|');
const UNIT_COUNT_REGIONAL = new RegExp(
  [
    `(?<![\\p{L}\\p{N}])\\d{1,4}\\s+(?:[\\p{L}-]+\\s+){0,2}(?:${ALL_REGIONAL_UNITS})(?![\\p{L}])`,
    ...REGIONAL_UNITS.map(([n, u]) => `(?<![\\p{L}])(?:${n.split(' ').join('|')})\\s+(?:[\\p{L}-]+\\s+){0,2}(?:${u})(?![\\p{L}])`),
  ].join('|'),
  'iu',
);
export function countsUnits(text: string): boolean {
  return UNIT_COUNT_MODEL.test(text) || UNIT_COUNT_REGIONAL.test(text);
}
const UNIT_COUNT = { test: countsUnits };
/**
 * A booking site's pitch ("Réservez au meilleur prix sur le site officiel", "Best rate guaranteed on
 * our official website"): chrome of the booking engine, not a fact about the house.
 */
const BOOKING_PITCH =
  /(?<![\p{L}\p{N}])(?:(?:best|lowest) (?:price|rate)s?|meilleurs? (?:prix|tarifs?)|miglior[ei]? (?:prezz[oi]|tariff[ae])|mejor(?:es)? (?:precios?|tarifas?)|melhor(?:es)? (?:preços?|tarifas?)|beste[nr]? (?:preis|preise|prijs|prijzen|tarif)|bestpreis|official (?:web)?site|site officiel|sito ufficiale|sitio (?:web )?oficial|site oficial|offizielle[nr]? (?:web)?seite|officiële (?:web)?site)(?![\p{L}\p{N}])/iu;

/**
 * What a theme or a template writes where the site's own text belongs: a shortcode or a placeholder
 * in brackets ("[contact-form-7 id=…]", "[elementor-template]", "[Nombre del propietario]"), a
 * variable in braces ("{{hotel_name}}", "{city}") or a format code ("%A %B %e"). Prose has no brackets
 * or braces, so a sentence with them is the template's, in any language.
 */
const TEMPLATE_MARKUP = /[[\]{}]|(?<![\p{L}\p{N}])%[A-Za-z](?![\p{L}])/u;

/** A dated news item ("15.11.2010 – Neue Sauna", "2024-05-01: ..."): what happened once, not what the hotel is. */
const NEWS_DATE = /^\s*(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})(?![\p{N}])/u;

/** A contact page's summary lists its channels ("telefone, WhatsApp, e-mail e endereço", "phone, e-mail and address"). */
const CONTACT_CHANNELS =
  /(?<![\p{L}])(?:phone|telephone|téléphone|telefono|teléfono|telefone|telefon|telefoon|whatsapp)(?![\p{L}]).{0,40}(?<![\p{L}])(?:e-?mail|address|adresse|indirizzo|dirección|endereço|adres|adresa|anschrift)(?![\p{L}])/iu;

/**
 * A section of guests' words ("What our guests say", "Avis de nos clients", "Gästestimmen", "Opiniões dos
 * hóspedes", "Ils ont séjourné chez nous"): their opinions, not the hotel's facts.
 */
const REVIEW_SECTION =
  /(?<![\p{L}])(?:reviews?|testimonials?|guests? (?:say|said|write|reviews)|guestbook|avis|témoignages?|livre d['’]or|recensioni|opinioni|dicono di noi|opiniones|testimonios|reseñas|bewertungen|gästestimmen|gästebuch|erfahrungsberichte|depoimentos|avaliações|opiniões|guests are saying|sagen unsere gäste|unsere gäste sagen|dizem (?:os |nossos )?hóspedes|ce que disent nos (?:clients|hôtes)|dicen nuestros (?:clientes|huéspedes)|dicono i nostri ospiti|zeggen onze gasten|povedali o nás|řekli o nás|powiedzieli o nas|comentários dos hóspedes|ont séjourné chez nous|stayed with us|hanno soggiornato da noi|se (?:alojaron|hospedaron) con nosotros|ficaram (?:conosco|connosco)|waren bei uns zu gast|logeerden bij ons|beoordelingen|ervaringen|recenzje|opinie|opinie gości|hodnocení|recenze|napsali o nás|recenzie|hodnotenia|napísali o nás|arvamused|tagasiside|arvustused|vélemények|értékelések|vendégeink mondták|omdömen|recensioner|gästerna säger|anmeldelser|udtalelser|gjestene sier|arvostelut|asiakaspalautteet|palautteet|recenzii|păreri|opinii|mnenja|ocene|recenzije|dojmovi|κριτικές|σχόλια επισκεπτών|yorumlar|misafir yorumları|ressenyes|opinions|口コミ|お客様の声|đánh giá)(?![\p{L}])/iu;

/** The gift vouchers, offers and newsletters a page advertises: what the site sells beside the stay, not what the hotel is. */
const PROMO_SECTION =
  /(?<![\p{L}])(?:gift (?:cards?|vouchers?|certificates?)|vouchers?|gutscheine?|geschenk\p{L}*|bons? cadeaux?|cartes? cadeaux?|buoni regalo|buono regalo|tarjetas? regalo|vales? regalo|vale-presente|cadeaubon\p{L}*|poukaz\p{L}*|dárkov\p{L}*|bony? podarunkow\p{L}*|newsletter)(?![\p{L}])/iu;

/**
 * The legal notice ("Impressum", "Aviso legal", "Mentions légales", "Impresszum"), by its heading or
 * its page: who runs the site and where it is registered, chrome rather than what the hotel is.
 */
const LEGAL_NOTICE =
  new RegExp(`(?<![\\p{L}])(?:${LEGAL_NOTICE_WORDS}|privacy policy|datenschutz\\p{L}*|protección de datos|política de privacidad|politique de confidentialité)(?![\\p{L}])`, 'iu');

/**
 * Who runs the house: a family for generations, its owners ("in the third generation", "familiengeführt",
 * "prowadzony przez rodzinę"). Family rooms and "ideal for families" say who it suits, not who runs it.
 */
const FAMILY_RUN =
  /(?<![\p{L}])(?:(?:generation|génération|generazione|generación|generaci[óo]n|geração|generatie|generacj\p{L}*|generac[ei]\p{L}*|generáci\p{L}*|generasjon\p{L}*)|family[- ](?:run|owned|operated)|owner[- ](?:run|operated)|run by|familiengeführt\p{L}*|familienbetrieb\p{L}*|entreprise familiale|gestion familiale|gestione familiare|conduzione familiare|gestión familiar|gestão familiar|familiebedrijf|familjedriv\p{L}*|familieejet|familiedrevet|rodzinn\p{L}*|rodinn\p{L}*|családi|družinsk\p{L}*|γενι[έά]\p{L}*)(?![\p{L}])/iu;

/**
 * A sentence saying the house lacks something ("There's no pool here, but …", "L'hôtel n'a pas de spa,
 * mais …", "non disponiamo di parcheggio", "no cuenta con estacionamiento propio", "não temos
 * estacionamento"): the facility it names is the one the house does not have, and what follows is
 * usually another place that has it. A description of the house says what it is; the lack is the
 * reader's trap. The verbs of having or offering after a negation, in the languages the sites write.
 */
const LACKS =
  /(?<![\p{L}])(?:there(?:['’]s| is| are) no(?! (?:better|finer|need|shortage|lack|end|doubt|place like)(?![\p{L}]))|(?:we|it|hotel|inn|house|property) (?:do|does|did)(?: not|n['’]t) (?:have|offer|provide)|(?:we|it|hotel|inn|house|property) (?:has|have) no|n['’](?:a|avons|ont|offre|offrons|dispose|disposons|y a) pas|non (?:disponiamo|dispone|abbiamo|ha|c['’]è|ci sono|offriamo|offre)|(?:no|tampoco) (?:dispone|disponemos|tenemos|tiene|cuenta|contamos|ofrecemos|ofrece|hay)|não (?:temos|tem|dispõe|dispomos|há|oferecemos|oferece|possui|possuímos)|(?:haben|hat|gibt es|bieten|bietet|verfügt über|verfügen über) (?:leider )?kein\p{L}*|(?:hebben|heeft|is|zijn) (?:er )?geen)(?![\p{L}])/iu;

/**
 * A lack told as "neither … nor" ("hat weder Sauna noch Hallenbad", "n'a ni piscine ni sauna", "has
 * neither a pool nor a sauna", "non ha né piscina né sauna"): no verb of having stands after the
 * negation, so LACKS does not read it, and the facilities it names are the ones the house lacks.
 */
const NEITHER_NOR = neitherNorPattern();
/**
 * The long words of a pair ("weder … noch") are read anywhere in a clause; the short ones ("ni", "né",
 * "nem") are syllables of other words too, so they stand apart between spaces and nearer each other.
 */
function neitherNorPattern(): RegExp {
  const short = NEITHER_NOR_PAIRS.filter(([opens]) => opens.length <= 3);
  const long = NEITHER_NOR_PAIRS.filter(([opens]) => opens.length > 3);
  const alt = (ws: readonly string[]): string => [...new Set(ws)].join('|');
  return new RegExp(
    String.raw`(?<![\p{L}])(?:${alt(long.map(([o]) => o))})(?![\p{L}])[^.!?;]{1,60}?(?<![\p{L}])(?:${alt(long.map(([, c]) => c))})(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:${alt(short.map(([o]) => o))})\s+[^.!?;]{1,40}?\s+(?:${alt(short.map(([, c]) => c))})(?![\p{L}])`,
    'iu',
  );
}

/** The mark that closes a quote, by the mark that opens it („…“ and „…” in Central Europe, «…», “…”, "…"). */
const QUOTE_CLOSERS: Record<string, RegExp> = { '„': /[“”]/u, '«': /»/u, '“': /”/u, '"': /"/u };

/**
 * A partner of the house ("Naši partneri … poskytujú hosťom zľavu", "gemeinsam mit unserem Partner: Die
 * Hochzeitsscheune …", "our partner restaurant", "nos partenaires"): another business, what it offers is
 * not the house's.
 */
const PARTNER = /(?<![\p{L}])(?:partner\p{L}*|partenaires?|partenariat)(?![\p{L}])/iu;

/**
 * The company that operates or owns the house, by its legal form ("… is operated by Example Hospitality
 * Group LLC", "Aviso de privacidad de Operadora Hotelera Ejemplo, S.A.", "Betreiber: Muster Hotelbetriebs
 * GmbH & Co. KG"): the legal notice's or the terms' words, not what the house is. A company named for
 * where the house is ("near AMD, ERCOT, Inc.") is no operator.
 */
const OPERATING_COMPANY =
  /(?<![\p{L}])(?:(?:operated|owned|managed|run) by|operator|operadora?|explotad[oa] por|gestionad[oa] por|exploitée? par|exploitant|gestit[oa] da|gestore|betrieben von|betreiber(?:in)?|inhaber|titular|propriétaire|proprietari[oa]|eigentümer|provozovatel|prevádzkovateľ|właściciel|üzemeltető)(?![\p{L}])[^.!?]{0,80}?(?<![\p{L}])(?:LLC|L\.L\.C\.|Ltd\.?|Limited|Inc\.|GmbH|KG|S\.L\.U?\.?|S\.A\.?|S\.r\.l\.|SRL|SARL|SAS|B\.V\.|s\.r\.o\.|sp\. z o\.o\.|Kft\.?|A\/S|ApS|Oy|TNHH|Lda\.?|Ltda\.?|S\.p\.A\.|d\.o\.o\.)(?![\p{L}])/iu;

/** A date or an age: the history of the house ("built in 1790", "since the 1950s", "XVIIIe siècle"). */
const HISTORY = /\b(?:1[2-9]\d0s?|1[2-9]\d\d|20[0-2]\d)\b|\b(?:centur(?:y|ies)|siècle|secolo|siglo|jahrhundert|século|eeuw|founded|built|since|depuis|fondée?|construit|dal|costruit|fondat|desde|construid|seit|erbaut|gegründet|sinds|gebouwd)\b/iu;

/**
 * Month and weekday names in the languages the sites write, from the runtime's CLDR data: the
 * standalone form ("juin", "červen") and the one a day-month date takes ("21. června", "5 czerwca").
 */
const DATE_LOCALES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ca', 'cs', 'sk', 'pl', 'sl', 'hr', 'hu', 'ro', 'sv', 'da', 'nb', 'fi', 'et'];
function calendarNames(): { months: string; weekdays: string } {
  const months = new Set<string>();
  const weekdays = new Set<string>();
  const part = (lang: string, opts: Intl.DateTimeFormatOptions, d: Date, type: string): string | undefined =>
    new Intl.DateTimeFormat(lang, { ...opts, timeZone: 'UTC' }).formatToParts(d).find((x) => x.type === type)?.value.toLowerCase();
  for (const lang of DATE_LOCALES) {
    for (let m = 0; m < 12; m++) {
      const d = new Date(Date.UTC(2024, m, 15));
      for (const opts of [{ month: 'long' }, { day: 'numeric', month: 'long' }] as const) {
        const v = part(lang, opts, d, 'month');
        if (v && /^\p{L}{3,}$/u.test(v)) months.add(v);
      }
    }
    for (let day = 1; day <= 7; day++) {
      const v = part(lang, { weekday: 'long' }, new Date(Date.UTC(2024, 0, day)), 'weekday');
      if (v && /^\p{L}{3,}$/u.test(v)) weekdays.add(v);
    }
  }
  const alt = (xs: Set<string>): string => [...xs].sort((a, b) => b.length - a.length).join('|');
  return { months: alt(months), weekdays: alt(weekdays) };
}
const CALENDAR = calendarNames();
/** One day of the calendar: "6.1.", "14 août", "1er juin", "21. června", "May 5". */
const DAY_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,2}\.\s?\d{1,2}\.|\d{1,2}(?:er|st|nd|rd|th|\.)?\s+(?:de\s+)?(?:${CALENDAR.months})(?![\p{L}])|(?:${CALENDAR.months})\s+\d{1,2}(?![\p{N}]))`,
  'iu',
);
/** A weekday with its date ("le vendredi 5 septembre"): one occasion; a weekday alone ("du mardi au samedi") is a weekly schedule. */
const WEEKDAY_DATE = new RegExp(String.raw`(?<![\p{L}])(?:${CALENDAR.weekdays})\s+\d{1,2}(?![\p{N}])`, 'iu');
const TITLE_YEAR = /(?<![\p{L}\p{N}])(?:19|20)\d\d\s*$/u;
/** A headline joined by a spaced dash to what follows it ("Zimní provoz – od 6.1. …"). */
const TITLE_DASH = /^([^.!?:;–—]{2,80}?)\s+[–—-]\s+(.*)$/su;
/**
 * A dated notice: a short headline joined by a dash to a day of the calendar ("Fête … 2016 – du 10
 * au 14 août, …", "Zimní provoz – od 6.1. do 8.2. bude hotel uzavřen", "Tapas … - le vendredi 5
 * septembre - …"): this year's event or a season's notice, not what the house is. A headline that
 * names a facility with its dates and no year or weekday ("Piscine extérieure – du 1er juin au 15
 * septembre") is the house's season, a fact; so is a history ("Rénové en 2015 – …").
 */
export function datedNotice(sent: string): boolean {
  const m = TITLE_DASH.exec(sent.trim());
  if (!m) return false;
  const title = m[1]!.trim();
  const after = m[2]!.split(/\s+/).slice(0, 6).join(' ');
  if (title.split(/\s+/).length > 10) return false;
  const yearTitle = TITLE_YEAR.test(title) && !HISTORY.test(title.replace(TITLE_YEAR, ''));
  const dated = DAY_DATE.test(title) || DAY_DATE.test(after);
  if (!dated) return false;
  if (yearTitle || WEEKDAY_DATE.test(`${title} ${after}`)) return true;
  return !AMENITIES.some((a) => a.pattern.test(title));
}

/**
 * A page's own summary of itself as a page ("Frequently asked questions about X: booking, …", "Find
 * directions to X", "Explore attractions near X", "Use this page for contact details"): the meta
 * description of a FAQ, contact or area page says what the page holds, not what the hotel is.
 */
const PAGE_SUMMARY = /(?<![\p{L}])(?:things to (?:see (?:and|&) )?do (?:near|in|around)|que faire (?:à|autour|près)|cosa fare (?:a|vicino|nei dintorni)|qué hacer (?:en|cerca)|o que fazer (?:em|perto)|was (?:tun|unternehmen) (?:in|rund um)|wat te doen (?:in|rond))(?![\p{L}])|^(?:(?:frequently asked questions|faqs?|find directions|directions to|how to (?:reach|get to|find)|explore (?:attractions|things)|contact us|get in touch|contactez|contattaci|contáctenos|contáctanos|kontaktieren sie|neem contact|contacte-nos|kontaktujte|skontaktuj się|comment (?:venir|nous (?:trouver|rejoindre))|come raggiungerci|cómo llegar|como chegar|so finden sie|anreise zu|hoe (?:kom je|bereik je)|questions fréquentes|foire aux questions|domande frequenti|preguntas frecuentes|häufige fragen|veelgestelde vragen|perguntas frequentes)\b)|\b(?:this page|cette page|questa pagina|esta página|diese seite|deze pagina)\b/iu;

/**
 * A page's meta description that opens with the page's own title before the house's name ("Contact
 * Auberge X in Y", "Contacta con Hotel X, Calle …", "Kontakt Pension X", "Rates and Rooms at X
 * offering …", "Tarifs et chambres à l'Hôtel X"): what the page is for, its facts said again by the
 * pages themselves. The name is told by its capital (read case-sensitively after the opener).
 */
const PAGE_TITLE_OPENER =
  /^(?:contact(?:ez|e|o|a)?|kontakt(?:ieren sie)?|contatt(?:o|aci|ate)|(?:rates?|prices?|tarifs?|prix|preise|tarifas|precios|prezzi|tariffe|preços)\s+(?:and|&|et|und|y|e)\s+(?:rooms|chambres|zimmer|habitaciones|camere|quartos)\s+(?:at|à|au|in|im|en|a|al|bei|no|na))\s+(?:(?:with|con|avec|mit|com|met)\s+)?(?:(?:the|la|le|el|die|das|den|de|il|o|a)\s+|l['’])?/iu;
function pageTitleSummary(sent: string): boolean {
  const m = PAGE_TITLE_OPENER.exec(sent);
  return Boolean(m && /^\p{Lu}/u.test(sent.slice(m[0].length)));
}

/**
 * The summary of a directions page, wherever its "how to get here" stands ("Discover how to reach X
 * on Google Maps", "Address, phone and how to get to X", "Volcanoes, the beech wood and how to get
 * to X") or opening it as a noun ("Venir au X en tram, en train…", "Anreise mit Bahn, Flugzeug und
 * Auto nach X", "So erreichen Sie X mit Bahn, Auto …"): what the page holds, not what the house is. "Anreise ab 15 Uhr" is a check-in time.
 */
const DIRECTIONS_SUMMARY =
  /(?<![\p{L}])(?:c[oó]mo llegar|com arribar|how to (?:get|find|reach) (?:to|us|here)|comment (?:venir|nous rejoindre|nous trouver|se rendre)|come (?:arrivare|raggiungerci)|como chegar|hoe kom je|wie sie uns (?:finden|erreichen)|so erreichen sie)(?![\p{L}])|^(?:venir (?:au|aux|à|a|en)|anreise (?:zu[mr]?|mit|nach)|anfahrt (?:zu[mr]?|mit|nach))(?![\p{L}])/iu;

/**
 * A guest speaking ("Je conseille à 100%", "I loved…"), told in the site's language: the same
 * short words are articles or conjunctions elsewhere (Italian "i" and "ma", Spanish "mes"). The
 * English "I" is upper-case.
 */
const FIRST_PERSON: Record<Lang, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:I(?:['’](?:m|ve))?(?![\p{L}\p{N}-])|[Mm]y(?![\p{L}\p{N}]))/u,
  fr: /(?<![\p{L}\p{N}])(?:je|j['’]|mon|ma|mes)(?![\p{L}\p{N}])/iu,
  it: /(?<![\p{L}\p{N}])(?:io|mio|mia|miei|mie)(?![\p{L}\p{N}])/iu,
  es: /(?<![\p{L}\p{N}])(?:yo|mis?)(?![\p{L}\p{N}])/iu,
  de: /(?<![\p{L}\p{N}])(?:ich|meine?[mnrs]?)(?![\p{L}\p{N}])/iu,
  pt: /(?<![\p{L}\p{N}])(?:eu|meu|minha|meus|minhas)(?![\p{L}\p{N}])/iu,
  nl: /(?<![\p{L}\p{N}])(?:ik|mijn)(?![\p{L}\p{N}])/iu,
};

/**
 * A former name: "formerly", "ex-", "fostă", "dříve" before a capitalised name ("(formerly Hostel X,
 * until 2019)"), or "until 2019 we traded as X" / "Hasta 2015 funcionábamos como X". The profile
 * names the house as it is now: a clause giving the old name is history the reader would take as a name.
 */
const FORMER_WORD =
  /(?<![\p{L}])(?:formerly(?: known as| called)?|previously (?:known as|called)|once called|anciennement|ehemals|ehemalige[rsn]?|vormals|anteriormente|antes llamad[oa]|precedentemente|antigamente|voorheen|fost(?:ă|a|ul)|dříve|dawniej|endine|korábban|egykori|tidigare|tidligere|nekdanj\p{L}*|ex)(?![\p{L}])[\s:-]*(?=\p{Lu})/u;
const UNTIL_YEAR_AS =
  /(?<![\p{L}])(?:[Uu]ntil|[Tt]ill|[Uu]p to|[Jj]usqu['’](?:en|à)|[Bb]is|[Ff]ino al|[Hh]asta|[Aa]té|[Tt]ot|[Ff]ins al|[Kk]uni|[Pp]ână în|[Dd]o)\s+(?:\p{Ll}+\s+){0,2}(?:(?:19|20)\d\d)(?![\p{N}])[^;!?]{0,60}?(?<![\p{L}])(?:as|under the name|comme|sous le nom|als|unter dem [Nn]amen|come|con il nome|como|com a|com el nom|jako|ako|pod názvem|pod názvom|pod menom|pod nazwą|nime all|sub numele|ca)\s+(?:[\p{Ll}-]+\s+){0,2}(?=[\p{Lu}„"“«])/u;

/**
 * A former name written as a lodging word and a name, or in quotes, after "formerly" and its kin
 * ("formerly the 'Old Mill'", "früher Gasthof Krone", "anciennement l'Hôtel du Centre", "già Albergo
 * Roma"): with an article between, which FORMER_WORD does not read. A lodging word or a quote is
 * required, so a capitalised German noun after "früher" is no name.
 */
const FORMER_HOUSE =
  /(?<![\p{L}])(?:(?:formerly|previously)(?: known as| called)?|anciennement|autrefois|ehemals|früher|vormals|anteriormente|antes|precedentemente|già|antigamente|voorheen|dříve|dawniej|tidigare|tidligere)[\s:-]+(?:(?:the|le|la|les|il|lo|el|der|die|das|dem|den|de|het|o|a)\s+|l['’])?(?:(hotel|hôtel|hotell|hostal|hostel|pension|pensione|pensiunea|pensjonat|penzion|gasthof|gasthaus|gästehaus|albergo|auberge|locanda|posada|pousada|inn|lodge|motel|guest ?house|kro)\s+(?:(?:de la|de|du|des|della|del|di|da|zum|zur|am|im)\s+|d['’])?)?([„"“«‘']\s*)?(\S)/giu;
function namesFormerHouse(text: string): boolean {
  for (const m of text.matchAll(FORMER_HOUSE)) if ((m[1] || m[2]) && /\p{Lu}/u.test(m[3] ?? '')) return true;
  return false;
}

/**
 * The past of "to be called" ("s'appelait", "hieß", "si chiamava", "nazýval sa", "was called"): a
 * name the house had, whatever the clause says of it. Past forms only: "is called" is its name now.
 */
const WAS_CALLED =
  /(?<![\p{L}])(?:was (?:called|named)|s['’]appelait|s['’]est appelée?|se nommait|hieß|hiess|si chiamava|se llamaba|se llamó|chamava-se|se chamava|heette|nazýval[ao]? se|jmenoval[ao]? se|volal[ao]? sa|nazýval[ao]? sa|nazywał[ao]? się)\s+(?:[\p{Ll}-]+\s+){0,2}(?=[„"“«‘'\p{Lu}])/u;

/**
 * A history sentence giving the house's earlier name by its shape: a past verb of founding, building,
 * opening or running, then "as" and a name ("opened in 1972 as the Grand Union Hotel", "bol otvorený
 * v roku 1972 ako zotavovňa Mier", "wurde 1972 als Ferienheim „Frieden“ eröffnet", "costruito come
 * Albergo Roma", "powstał jako Dom Wczasowy Halny"). The verbs are the past of those acts in the
 * languages the sites write, as stems where a language inflects them.
 */
const FOUNDING_VERB =
  /(?<![\p{L}])(?:opened|built|founded|established|started|began|begun|constructed|erected|operated|served|traded|ran|run|eröffnet\p{L}*|erbaut\p{L}*|gebaut|gegründet\p{L}*|errichtet\p{L}*|geführt|betrieben|diente|entstand\p{L}*|begann|firmierte|ouvert\p{L}*|ouvrit|construit\p{L}*|bâti\p{L}*|fondée?s?|créée?s?|inaugurée?s?|exploitée?s?|servi|née?|apert[oa]|costruit[oa]|fondat[oa]|nat[oa]|inaugurat[oa]|gestit[oa]|sort[oa]|edificat[oa]|abrió|abiert[oa]|construid[oa]|fundad[oa]|inaugurad[oa]|nació|funcionó|funcionaba|sirvió|edificad[oa]|abriu|abert[oa]|construíd[oa]|nasceu|funcionou|funcionava|serviu|otvoren\p{L}*|otvoril\p{L}*|otevřen\p{L}*|otevřel\p{L}*|postaven\p{L}*|postavil\p{L}*|založen\p{L}*|založil\p{L}*|vybudovan\p{L}*|vybudován\p{L}*|slúžil\p{L}*|sloužil\p{L}*|fungoval\p{L}*|prevádzkovan\p{L}*|provozován\p{L}*|provozoval\p{L}*|vznikl\p{L}*|vznikol|otwart\p{L}*|otworzon\p{L}*|zbudowan\p{L}*|wybudowan\p{L}*|założon\p{L}*|powstał\p{L}*|działał\p{L}*|służył\p{L}*|funkcjonował\p{L}*|geopend|gebouwd|opgericht|gesticht|begonnen|begon|diende|opende)(?![\p{L}])/iu;
/** "as" and the phrases that bring in a name ("under the name", "sous le nom de", "pod menom"). */
const AS_NAME =
  /(?<![\p{L}])(?<!(?:such|well|far|so|as|tak|rovnako|stejně) )(?:as|als|comme|come|como|ako|jako|under the name(?: of)?|sous le nom d(?:e|['’])|unter dem namen|con il nome di|col nome di|con el nombre de|bajo el nombre de|com o nome de|pod menom|pod názvom|pod názvem|pod jménem|pod nazwą|onder de naam)\s+/giu;
/** Words that end the run of descriptors before a name: a preposition or a conjunction begins another phrase. */
const NOT_DESCRIPTOR =
  /^(?:in|on|at|of|for|by|from|during|with|to|near|until|since|after|before|and|or|such|well|de|du|des|d['’]\p{L}*|à|au|aux|en|dans|pour|par|avec|sur|pendant|jusqu\p{L}*|depuis|et|ou|di|del|della|dei|a|per|con|su|da|durante|fino|e|o|por|para|sobre|hasta|desde|y|em|no|na|com|até|v|vo|s|so|z|zo|ze|od|do|pre|pri|po|počas|během|aj|i|alebo|nebo|napríklad|například|w|we|dla|przy|podczas|oraz|lub|np|im|am|an|auf|für|mit|von|vom|zu|zur|zum|bei|seit|bis|während|und|oder|wie|etwa|op|van|voor|met|bij|tot|sinds|tijdens|en|of)$/iu;
/** A name word, and the small words inside a name ("Hôtel de la Plage", "Gasthof zum Hirschen"). */
const CAP_WORD = /^[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*$/u;
const NAME_PARTICLE = /^(?:de|del|della|di|da|du|des|la|le|les|l['’]|am|an|im|zum|zur|van|ter|dos|das|do|the|of)$/iu;

/**
 * The span of an earlier name after "as" at `at` ("ako odborárska zotavovňa Mier"): up to three
 * lower-case descriptors, then a quoted name or a run of capitalised words. After German "als", where
 * every noun is capitalised, a name is quoted or two capitalised words ("als Gasthof Sonne", not
 * "als Bauernhaus"). Null when no name follows, or the name is the hotel's own or no name at all
 * (a lodging word alone, "as a B&B").
 */
function earlierNameSpan(text: string, at: number, connector: string, hotelName: string | null): number | null {
  const rest = text.slice(at);
  const quoted = /^(?:[\p{L}-]+\s+){0,3}?[„"“«‘]([^„"“”«»‘’]{2,60})[“”"»’‘]/u.exec(rest);
  let name: string;
  let end: number;
  if (quoted) {
    const pre = rest.slice(0, quoted[0].length - quoted[1]!.length - 2).trim().split(/\s+/).filter(Boolean);
    if (pre.some((w) => NOT_DESCRIPTOR.test(w))) return null;
    name = quoted[1]!;
    end = at + quoted[0].length;
  } else {
    const tokens = [...rest.matchAll(/\S+/gu)];
    let i = 0;
    while (i < tokens.length && i < 3 && /^[\p{Ll}-]+$/u.test(tokens[i]![0]) && !NOT_DESCRIPTOR.test(tokens[i]![0])) i++;
    const run: string[] = [];
    let last = -1;
    for (let k = i; k < tokens.length && run.length < 6; k++) {
      const raw = tokens[k]![0];
      const w = raw.replace(/[,.;:!?)]+$/u, '');
      if (CAP_WORD.test(w)) {
        run.push(w);
        last = k;
      } else if (run.length && NAME_PARTICLE.test(w)) run.push(w);
      else break;
      if (w !== raw) break;
    }
    if (last < 0 || !CAP_WORD.test(tokens[i]?.[0].replace(/[,.;:!?)]+$/u, '') ?? '')) return null;
    const names = run.slice(0, run.lastIndexOf(tokens[last]![0].replace(/[,.;:!?)]+$/u, '')) + 1);
    // a possessive is a place's ("as Keswick's first inn")
    if (/['’]s$/u.test(names[names.length - 1] ?? '')) return null;
    if (/^als$/iu.test(connector) && names.filter((w) => CAP_WORD.test(w)).length < 2) return null;
    name = names.join(' ');
    const t = tokens[last]!;
    end = at + t.index! + t[0].replace(/[,.;:!?)]+$/u, '').length;
  }
  const distinctive = words(name).filter((w) => !LODGING.test(w) && !/^(?:the|a|an|el|la|le|il|das|der|die|de|l)$/u.test(w) && !/^\d+$/u.test(w));
  if (!distinctive.length) return null;
  const own = new Set(hotelName ? words(hotelName) : []);
  if (distinctive.every((w) => own.has(w))) return null;
  return end;
}

/** The sentence without the "as <earlier name>" of a founding verb ("opened in 1972 as X and …" -> "opened in 1972 and …"). */
function withoutEarlierName(sent: string, hotelName: string | null): string {
  for (const m of sent.matchAll(AS_NAME)) {
    const from = m.index;
    const to = from + m[0].length;
    // the verb in the same clause, before "as" ("opened in 1972 as") or after the name ("1972 als X eröffnet")
    const before = sent.slice(Math.max(0, from - 60), from);
    const clauseBefore = before.slice(Math.max(0, ...[',', ';', ':', '(', '–', '—'].map((c) => before.lastIndexOf(c) + 1)));
    const end = earlierNameSpan(sent, to, m[0].trim(), hotelName);
    if (end === null) continue;
    const after = sent.slice(end, end + 40).split(/[,;:()–—.!?]/u)[0] ?? '';
    if (!FOUNDING_VERB.test(clauseBefore) && !FOUNDING_VERB.test(after)) continue;
    const closing = /^[“”"»’]/u.test(sent.slice(end)) ? 1 : 0;
    const cut = `${sent.slice(0, from).replace(/\s+$/u, '')}${sent.slice(end + closing)}`;
    return withoutEarlierName(cut, hotelName);
  }
  return sent;
}

/** Coordinated clauses: a ";" or a conjunction ("and", "et", "und", "a", "i", "y", "en") after a comma or a space. */
const CLAUSE_BREAK = /\s*;\s*|,?\s+(?:and|but|et|mais|und|aber|e|ma|y|pero|mas|a|ale|i|en|maar)\s+(?=\p{L})/giu;

/** The sentence without its clause that names a former name; null when nothing of weight is left. */
function withoutFormerClause(sent: string): string | null {
  if (!namesFormerName(sent)) return sent;
  const bounds = [0];
  for (const m of sent.matchAll(CLAUSE_BREAK)) bounds.push(m.index, m.index + m[0].length);
  bounds.push(sent.length);
  const clauses: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k += 2) clauses.push(sent.slice(bounds[k], bounds[k + 1]));
  const kept = clauses.filter((c) => !namesFormerName(c));
  if (kept.length === clauses.length) return null;
  const rest = kept.join(', ').replace(/^[\s,;–—-]+/u, '').trim();
  if (rest.split(/\s+/).length < 5 || namesFormerName(rest)) return null;
  return /[.!?]$/u.test(rest) ? capitalize(rest) : `${capitalize(rest)}.`;
}

function namesFormerName(text: string): boolean {
  return FORMER_WORD.test(text) || UNTIL_YEAR_AS.test(text) || WAS_CALLED.test(text) || namesFormerHouse(text);
}

/**
 * The sentence without what gives a former name: a parenthesis ("(formerly X)"), the "as X" of a
 * founding verb, the clause that tells it ("until 2019 we traded as X", "il s'appelait X"); null
 * when the whole sentence tells it.
 */
export function withoutFormerName(sent: string, hotelName: string | null = null): string | null {
  const trimmed = sent.replace(/\s*\(([^()]*)\)/gu, (m, inner: string) => (namesFormerName(inner) ? '' : m));
  // "until 2008 we traded as X" is a clause about the old name: it goes whole
  if (namesFormerName(trimmed)) return withoutFormerClause(trimmed);
  return withoutEarlierName(trimmed, hotelName);
}

/**
 * A heading written as a strip of key facts ("Appartamento intero · 4 ospiti · 2 camere · giardino e
 * veranda", "Entire home · up to 6 guests · 3 bedrooms · sea view"): short parts between middle dots,
 * one of them a count (a small number before a word). It says what the place is and how many it
 * sleeps, the facts a thin site gives nowhere else; read as a sentence, its parts joined by commas.
 * A footer's strip (an address, a phone, a company number, a year, a rating) has a long number or a
 * mark no key fact has.
 */
export function factStrip(heading: string): string | null {
  const parts = heading.trim().split(/\s+[·•]\s+/u);
  if (parts.length < 3 || parts.some((p) => !p || p.length > 40 || p.split(/\s+/).length > 6)) return null;
  if (/\p{N}{3}|[©@★☆%+:/]|(?<![\p{L}])(?:tel|tél|tlf|fax|www)(?![\p{L}])/iu.test(heading)) return null;
  if (!parts.some((p) => /(?<![\p{N}.,])\p{N}{1,2}(?:\s*[–-]\s*\p{N}{1,2})?\s+\p{L}/u.test(p))) return null;
  return `${capitalize(parts.join(', '))}.`;
}

/** At most this many of the hotel's own sentences and this much text: a description, not the site. */
export const PROSE_SENTENCES = 8;
export const PROSE_CHARS = 1500;
/**
 * What a sentence of a kind the chosen ones lack yet is worth: enough to take one sentence of each
 * kind before a fifth paragraph of the same kind, not enough to lift a weak one over a strong one.
 */
const KIND_BONUS = 2;
/** What a fresh content word is worth against a sentence's merit (a location phrase is worth 2). */
const NOVELTY_WEIGHT = 0.1;

/** Words that carry no fact of their own, in the languages the model reads (for telling what a sentence adds). */
const FUNCTION_WORDS = new Set(
  'the a an and or of in on at to for with by from as is are was were be been its it this that these those there their our your you we has have had will can all also more most very just into out up over than then which who what where when while de la le les du des et en au aux un une est sont dans pour par sur avec qui que son sa ses nos notre vous nous il elle di il lo gli e da con per del della dei delle nel nella è sono che un una al alla el los las y con del es son en su sus que para por una nos der die das und mit von im zu ein eine ist sind den dem des auf für bei sie wir o os as um uma do da dos das no na em com para por que het een van en op te voor met zijn is'.split(' '),
);

/** The words of a sentence that say something (names, numbers, nouns), folded. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !FUNCTION_WORDS.has(w) && (w.length > 2 || /\d/.test(w)));
}

/** Its common words only: the names in a sentence (Auberge, Isle-aux-Coudres) are in the site's language either way. */
function readLanguage(sentence: string): string {
  return detect(sentence.split(/\s+/).filter((w) => !/^\p{Lu}/u.test(w)).join(' '));
}

/**
 * A site in a language the model has no words for (Czech, Polish, Vietnamese …) told by the
 * language most of its descriptions are in: its sentences in another language (an English
 * version's) are the same facts twice. Null when the site writes one of the model's languages,
 * which `lang` already keeps to.
 *
 * One sentence is little to tell a language by, so a sentence is another language's only on the
 * site's evidence: another script than the site's prose, or a language the site has a page in or
 * several sentences in (a bilingual site's second language), or one of the model's languages
 * unless the sentence's page reads as the site's own language: there Slovak, Slovenian, Hungarian,
 * Czech, Swedish and Estonian sentences full of names and figures read as Italian, Portuguese,
 * Spanish, English or German.
 * A read within the site's group of easily confused languages (a Swedish sentence read as Danish)
 * is the site's own.
 */
function otherLanguage(snippets: S[], lang: Lang | null): ((sentence: string, wordCount: number, pageUrl: string) => boolean) | null {
  const descriptions = snippets.filter((s) => s.type === 'description' && s.method === 'text').map((s) => s.content);
  const siteScript = mainScript(descriptions.join(' '));
  // told by the prose in the site's script: a few Greek or Thai letters outweigh many Latin ones in tinyld's reading
  const prose = descriptions.filter((t) => mainScript(t) === siteScript).join(' ');
  if (prose.length < 200) return null;
  // a bilingual site's own language is its root's (see rootLanguage)
  const site = rootLanguage(snippets) ?? detectPlausible(prose);
  if (!site || site === lang) return null;
  const siteGroup = languageGroup(site);
  const attested = new Map<string, number>();
  const pages = new Map<string, string[]>();
  for (const s of snippets) {
    if (s.method !== 'text') continue;
    pages.set(s.pageUrl, [...(pages.get(s.pageUrl) ?? []), s.content]);
    for (const sent of sentences(s.content)) {
      if (sent.split(/\s+/).length < 8) continue;
      const g = languageGroup(readLanguage(sent));
      attested.set(g, (attested.get(g) ?? 0) + 1);
    }
  }
  // the language group each page of enough text reads as
  const pageGroup = new Map<string, string>();
  for (const [url, texts] of pages) {
    const text = texts.join(' ');
    if (text.length < 200) continue;
    const g = languageGroup(detect(text.slice(0, 3000)));
    attested.set(g, Infinity);
    pageGroup.set(url, g);
  }
  return (sentence, wordCount, pageUrl) => {
    if (wordCount < 8) return false;
    const script = mainScript(sentence);
    if (script && script !== siteScript) return true;
    const code = readLanguage(sentence);
    if (!code || languageGroup(code) === siteGroup) return false;
    // a read as a model language on a page in the site's own language is a misread ("… asub 19. sajandi
    // puitmajas …", Estonian, read as Portuguese); on a page too short to tell, it is taken at its word
    if (isLang(code) && pageGroup.get(pageUrl) !== siteGroup) return true;
    return (attested.get(languageGroup(code)) ?? 0) >= SECOND_LANGUAGE_SENTENCES;
  };
}

/**
 * The model's languages the site has a page in (its text read as a whole). One sentence is little
 * to tell a near language by (a Portuguese sentence full of names reads as Spanish): read as the
 * site's near language, it is a second version's only when the site writes pages in that language.
 */
function pageLanguages(snippets: S[]): Set<Lang> {
  const pages = new Map<string, string[]>();
  for (const s of snippets) if (s.method === 'text') pages.set(s.pageUrl, [...(pages.get(s.pageUrl) ?? []), s.content]);
  const out = new Set<Lang>();
  for (const texts of pages.values()) {
    const text = texts.join(' ');
    if (text.length < 200) continue;
    const l = languageOf(text.slice(0, 3000));
    if (l) out.add(l);
  }
  return out;
}

/** Sentences read as one language that make it the site's second language rather than misreads. */
const SECOND_LANGUAGE_SENTENCES = 3;

/** "Located in", "nestled", "au cœur de", "si trova": a sentence that says where the hotel is. */
const LOCATED = /\b(located|situated|nestled|set in|set on|perched|lies|in the heart|overlooking|minutes? from|situ[ée]e?|si trova|ubicad[ao]|immers[ao]|au cœur|nel cuore|en el corazón|near|close to|steps from)\b/iu;

/** A page's path with its separators read as spaces ("/aviso-legal.html" -> " aviso legal html"). */
function pagePath(url: string): string {
  try {
    return new URL(url).pathname.replace(/[/._-]+/g, ' ');
  } catch {
    return '';
  }
}

/** A page about the rooms ("/rooms/", "/camere.html", "/zimmer-preise"): its own summary says what the units are. */
function roomsPage(url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return path.split(/[/._-]+/).some((seg) => seg.length > 2 && UNIT_WORD.test(seg));
}

/**
 * What every room has ("All of our rooms are equipped with kitchenettes", "Every room has a private
 * bath", "Každá izba má vlastnú kúpeľňu", "Toate camerele au baie proprie", "Alle 24 Zimmer"): a
 * quantifier over the rooms, the rooms' common fittings.
 */
let everyRoom: RegExp | null = null;
export function saysEveryRoom(text: string): boolean {
  return (everyRoom ??= everyRoomPattern()).test(text);
}
const EVERY_ROOM = { test: saysEveryRoom };
const everyRoomPattern = (): RegExp => new RegExp(
  `(?<![\\p{L}])(?:every|each|all(?: of)?(?: our| the)?|chaque|tou(?:te)?s (?:les|nos)|ogni|tutte le|cada|tod[oa]s (?:las|los|nuestr[oa]s|[oa]s)|jede[snr]?|alle|elke|každ\\p{L}*|všetk\\p{L}*|všechn\\p{L}*|wszystkie|każd\\p{L}*|toate|fiecare|minden|hver|varje|alla|iga|kõik|κάθε|όλα τα|her)\\s+(?:[\\p{L}\\p{N}-]+\\s+){0,2}(?:${UNIT_WORD.source}|${ALL_REGIONAL_UNITS}|camerele|szob\\p{L}*|izb\\p{L}*|izba|værelse\\p{L}*|toad?|δωμάτι\\p{L}*|oda\\p{L}*)(?![\\p{L}])`,
  'iu',
);

/**
 * The kinds of fact a description is read for: where the place is, its rooms, its table, its
 * past, its facilities, who runs it. Told by the section a sentence sits in (its snippet's type) or by its cues.
 */
/**
 * The kitchen and the meals in the words the shared dining vocabulary lacks: the Italian and German
 * kitchen ("cucina tradizionale", "Tiroler Küche"), the German inn's parlour and half board
 * ("Gaststube", "Zirbenstube", "Halbpension"), the Czech and Polish breakfast and kitchen ("snídaně
 * formou bufetu", "śniadanie", "kuchnia").
 */
const MEAL_WORDS =
  /(?<![\p{L}])(?:cucina|küche|\p{L}*stube|halbpension|abendessen|snídan\p{L}*|kuchyn\p{L}*|kuchyně|restaurace|restauraci|večeř\p{L}*|śniadani\p{L}*|kuchni\p{L}*|restauracj\p{L}*|kolacj\p{L}*)(?![\p{L}])/iu;
/** A sentence that names the house's table: a meal, a kitchen, a place to eat. */
export function namesMeal(sent: string): boolean {
  return DINING_WORDS.test(sent) || MEAL_WORDS.test(sent);
}
type Kind = 'setting' | 'rooms' | 'dining' | 'history' | 'facilities' | 'family';
function kindsOf(sent: string, s: S): Kind[] {
  const out: Kind[] = [];
  // the history and the setting of a nearby sight are that sight's, not the house's
  const own = s.type === 'description';
  if (own && LOCATED.test(sent)) out.push('setting');
  if (s.type === 'room' || UNIT_COUNT.test(sent) || EVERY_ROOM.test(sent) || roomsPage(s.pageUrl)) out.push('rooms');
  // a dining page often lists the restaurants around: a sentence that names a meal and no distance is the house's own
  if ((s.type === 'dining' || s.type === 'description') && namesMeal(sent) && !NOT_HOTEL_LEVEL.test(sent)) out.push('dining');
  if (own && HISTORY.test(sent)) out.push('history');
  if (own && FAMILY_RUN.test(sent)) out.push('family');
  if (s.type === 'amenity' || s.type === 'amenities') out.push('facilities');
  return out;
}

/**
 * How many words a sentence is worth. Chinese and Japanese write no spaces, so a whole clause is
 * one run of letters: there about two characters make a word.
 */
function lengthInWords(sent: string, ws: string[]): number {
  const cjk = sent.match(new RegExp(CJK_RE.source, 'gu'))?.length ?? 0;
  return cjk ? Math.max(ws.length, Math.round(cjk / 2)) : ws.length;
}

// A sentence that places the house itself in a town ("X es una casa situada en la Zarzuela de Galve",
// "The cottage is located in Bretton"): the verb that places, a preposition of being in, then the place's capitalised name
const PLACED_IN = /(?<![\p{L}])(?:situad[ao]s?|ubicad[ao]s?|localizad[ao]s?|located|situated|situ[ée]e?s?|si trova|situat[ao]|gelegen|liegt|befindet sich|se encuentra|se trouve|ligt)\s+(?:\p{Ll}+\s+){0,2}?(?:in|en|à|a|au|nel|nella|im|em|no|na|dans|te)\s+(?:(?:la|el|le|los|las|the|der|die|das|de|het|o)\s+|l['’]\s*)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|del|la|los|las|di|du|des|sur|am|an|der|of|do|da)\s+)?\p{Lu}[\p{L}'’-]*){0,4})/u;
// who is placed: the house (a lodging word, its name) or "we"; a sentence that opens on the verb places the house too
const WE = /(?<![\p{L}])(?:we|our|nous|notre|nos|wir|unser\p{L}*|nosotros|nuestr[ao]s?|noi|nostr[aoie]|wij|onze|nós|noss[ao]s?)(?![\p{L}])/iu;
// a region, valley, mountain range, island, coast, lake or park is where a town lies, not another town
const AREA_WORD = /(?<![\p{L}])(?:sierra|serra|valle|vall|val|valley|vallée|tal|mount|mont|monte|montes|mountains?|montagnes?|berge?|isla|isle|island|île|isola|ilha|insel|lake|lac|lago|see|costa|coast|côte|küste|parc|park|parque|parco|national|nacional|región|region|région|regione|comarca|provincia|province|county|district|bay|baie|bahía|golfe|golfo|forest|forêt|bosque|wald|hills?|colline|basin|alpes?|alps|pyrénées|pirineo)(?![\p{L}])/iu;

/**
 * Whether a sentence says the house itself is situated in a place that is none of its own (the
 * address's town, its region): copied listing text that places the house in another town. Only a
 * town-like name counts (see AREA_WORD), and only when the sentence names none of the own places.
 */
export function placesHouseElsewhere(sent: string, ownPlaces: readonly string[], nameWords: ReadonlySet<string> = new Set()): string | null {
  const own = ownPlaces.map((p) => fold(p).trim()).filter((p) => p.length >= 3);
  if (!own.length) return null;
  const m = PLACED_IN.exec(sent);
  if (!m) return null;
  const place = m[1]!;
  const before = sent.slice(0, m.index);
  const house = !before.trim() || LODGING_WORDS.test(before) || LODGING.test(before) || WE.test(before) || words(before).some((w) => w.length > 3 && nameWords.has(w));
  if (!house || AREA_WORD.test(place)) return null;
  const folded = fold(sent);
  const key = fold(place);
  if (own.some((o) => folded.includes(o) || o.includes(key) || key.includes(o))) return null;
  return place;
}

/**
 * A heading that is the house's name and nothing else ("HOTEL GENZIANELLA" over "Hotel Genzianella"),
 * with or without the town the name is given with ("Pension Seeblick" for "Pension Seeblick Hallstatt").
 */
function headsTheHouse(section: string | null | undefined, name: string | null, towns: readonly string[]): boolean {
  if (!section || !name) return false;
  const key = (x: string): string => words(x).join(' ');
  const head = key(section);
  if (head === '') return false;
  return head === key(name) || towns.some((t) => key(t) !== '' && key(name) === `${head} ${key(t)}`);
}

/**
 * The line right under a heading that is the house's own name: the house saying what it is, however
 * the page typed it (a lead or intro paragraph the classifier found no description cue in).
 */
export function leadLine(s: S, name: string | null, towns: readonly string[]): boolean {
  return s.type === 'other' && s.method === 'text' && !s.content.includes('\n') && headsTheHouse(s.section, name, towns);
}

/**
 * The hotel's best sentences. `covered` holds the words the composed sentences already say (its
 * amenities, places, rooms): among sentences of similar merit the one that adds facts is taken,
 * so the few sentences a description has are not spent on what it says anyway.
 */
export function pickDescription(snippets: S[], trust: StructuredTrust, name: string | null, lang: Lang | null = null, covered: ReadonlySet<string> = new Set(), own: { towns: readonly string[]; areas: readonly string[] } = { towns: [], areas: [] }): { value: string | null; ids: string[] } {
  const pool: { text: string; id: string; score: number; order: number; kinds: Kind[] }[] = [];
  let order = 0;
  const nameWords = new Set(name ? words(name) : []);
  const seen = new Set<string>();
  const other = otherLanguage(snippets, lang);
  // a guest's pronouns in the site's language; a site in a language the model has no words for
  // (`other`) has none here, and another language's short words are not them (the Danish and
  // Swedish "I" is "in": "I krostuen serverer vi …")
  const written = pageLanguages(snippets);
  const firstPerson = other ? null : FIRST_PERSON[lang ?? 'en'];
  // a facility the site says has closed for good is not described from a page that still offers it
  const gone = AMENITIES.filter((a) => closedFacilities(snippets).has(a.key));
  // the house's own town, when the site names it: a sentence placing the house in a town named nowhere else on
  // the site is another house's listing text ("… una casa situada en <otro pueblo>")
  const texts = snippets.map((s) => fold(s.content));
  const ownPlaces = [...own.towns, ...own.areas];
  const named = own.towns.some((t) => t.trim().length >= 3 && texts.some((x) => x.includes(fold(t).trim())));
  const elsewhere = (sent: string): boolean => {
    const place = named ? placesHouseElsewhere(sent, ownPlaces, nameWords) : null;
    if (!place) return false;
    const p = fold(place);
    const at = fold(sent);
    // named again outside this sentence (a region the site keeps naming): the site's own place after all
    return !texts.some((x) => x.includes(p) && !x.includes(at));
  };
  for (const s of snippets) {
    const structured = s.method !== 'text';
    const usable =
      (s.type === 'description' && (!structured || trust.ok(s))) ||
      ((s.type === 'amenity' || s.type === 'transport' || s.type === 'dining' || s.type === 'room' || s.type === 'point_of_interest') && s.method === 'text' && !s.content.includes('\n') && s.content.length > 80);
    const lead = !usable && leadLine(s, name, own.towns);
    // a heading that is the place's key facts in a strip is read whatever the text under it
    const strip = !structured && (s.type === 'description' || s.type === 'room') ? factStrip(s.section ?? '') : null;
    if (!usable && !lead && !strip) continue;
    if (LEGAL_NOTICE.test(s.section ?? '') || LEGAL_NOTICE.test(pagePath(s.pageUrl)) || REVIEW_SECTION.test(s.section ?? '') || PROMO_SECTION.test(s.section ?? '') || SISTER_MENTION.test(s.section ?? '')) continue;
    // the closing mark of a signed guest's quote still open from an earlier sentence of the snippet
    let quoteCloser: RegExp | null = null;
    const all = [...(strip ? [strip] : []), ...(usable || lead ? sentences(s.content) : [])];
    for (const [i, whole] of all.entries()) {
      order++;
      // a signed quote of several sentences („Super hotel … Deti si najviac užili bazén … “ – Katka, « … Le bar
      // est une pépite. » — Julien): the sentences after its opening one are the guest's too, up to the one
      // that closes it with the guest's name after a dash
      if (quoteCloser) {
        if (quoteCloser.test(whole)) quoteCloser = null;
        continue;
      }
      const closer = QUOTE_CLOSERS[whole.trim().charAt(0)];
      const signed = closer && new RegExp(`${closer.source}\\s*[–—-]\\s*\\p{Lu}`, 'u');
      if (closer && signed && !closer.test(whole.trim().slice(1)) && all.slice(i + 1).some((n) => signed.test(n))) quoteCloser = closer;
      const sent = withoutFormerName(whole, name);
      if (!sent) continue;
      const ws = words(sent);
      const size = lengthInWords(sent, ws);
      if (size < 6 || size > 60 || DESC_JUNK.test(sent) || BOOKING_CALL.test(sent) || bookingImperative(sent) || DESC_SCHEDULE_OR_PRICE.test(sent) || INJECTION.test(sent)) continue;
      if (TEMPLATE_MARKUP.test(sent)) continue;
      // a fragment cut from the middle of a sentence
      if (/^\p{Ll}/u.test(sent)) continue;
      // a run of link labels ("Brand Hotels & Resorts Rewards Find a hotel Sign in"): no sentence end, mostly capitals
      if (!/[.!?。！？]$/u.test(sent.trim()) && sent.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).length / sent.split(/\s+/).length > 0.5) continue;
      // keep to the name's script: a Latin-named hotel's profile does not mix in its Japanese page
      if (name && CJK_RE.test(sent) !== CJK_RE.test(name)) continue;
      if (PAGE_SUMMARY.test(sent) || pageTitleSummary(sent) || DIRECTIONS_SUMMARY.test(sent) || GROUP_SUBJECT.test(sent) || PROMO_SECTION.test(sent) || BOOKING_PITCH.test(sent) || NEWS_DATE.test(sent) || datedNotice(sent) || SISTER_MENTION.test(sent) || sentenceNamesOtherHouse(sent, name) || (HISTORY.test(sent) && historyNamesOtherHouse(sent, name)) || CONTACT_CHANNELS.test(sent) || tellsClosure(sent) || NO_LONGER.test(sent) || LACKS.test(sent) || NEITHER_NOR.test(sent) || PARTNER.test(sent) || OPERATING_COMPANY.test(sent)) continue;
      if (gone.some((a) => (a.prose ?? a.pattern).test(sent))) continue;
      if (elsewhere(sent)) continue;
      // a postal address written out (street and postcode) is the address field's, or another house's,
      // office's or company's; so is a sentence that gives a mailbox's, a booking office's or a company's
      if ((hasPostcode(sent) && hasStreetAddress(sent)) || writesAnotherAddress(sent)) continue;
      // a line of footer links glued to a sentence ("… exploitant indépendant. · Confidentialité"): prose has no such separators
      if (/\s[·|•]\s/u.test(sent)) continue;
      // the close of a guest's quote ("… avec les autres voyageurs. »")
      if (/[»”"“]\s*[.!?]?$/u.test(sent.trim())) continue;
      // a bilingual site says the same twice; the profile keeps the language most of its prose is in
      // (a site in a language the model has no words for is told apart by `other`: its sentences read
      // as a model language, Catalan as Spanish or Italian, are its own)
      if (lang && !other) {
        // told by its common words: the names in it (Auberge, Isle-aux-Coudres) are in the site's language either way;
        // a read as a near language (Portuguese as Spanish) is a misread unless a page is in it;
        // and when no page reads as `lang` itself (a Catalan site, its language the model's fallback),
        // a sentence read as a language no page is in is the site's own misread, not a second version
        const l = languageOf(sent.split(/\s+/).filter((w) => !/^\p{Lu}/u.test(w)).join(' '));
        if (l && l !== lang && ws.length >= 8 && (written.has(l) || ((written.has(lang) || !written.size) && languageGroup(l) !== languageGroup(lang)))) continue;
      }
      if (other?.(sent, ws.length, s.pageUrl)) continue;
      // reviews and quotes are opinions ("Je conseille à 100%")
      if (/^["“„«]/u.test(sent) || firstPerson?.test(sent) || isSignedReview(sent)) continue;
      // a long name fills the first words of many sentences ("The La Quinta Inn & Suites Atlanta Airport has …", "… is …")
      const key = ws.slice(0, 8 + nameWords.size).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      let score = 0;
      const namesHouse = ws.some((w) => nameWords.has(w) && w.length > 3);
      // a directions or rooms paragraph that names the house and says where it is tells the house's own setting
      // ("The Beach Inn is ideally located on the shores of the bay")
      if (s.type === 'description' || ((s.type === 'transport' || s.type === 'room') && namesHouse && LOCATED.test(sent))) score += 2;
      if (isHome(s.pageUrl)) score += 1;
      if (s.method === 'meta' || s.method === 'json-ld') score += 1;
      if (ws.some((w) => nameWords.has(w) && w.length > 3)) score += 1.5;
      if (LOCATED.test(sent)) score += 2;
      if (/\d/.test(sent)) score += 0.5;
      if (UNIT_COUNT.test(sent)) score += 1.5;
      if (HISTORY.test(sent)) score += 1;
      if (LODGING_WORDS.test(sent)) score += 0.5;
      if (AMENITIES.some((a) => a.pattern.test(sent))) score += 1;
      if (/(?<![\p{L}\p{N}])(we|our|you|your|vous|nous|noi|nostro|nuestro)(?![\p{L}\p{N}])/iu.test(sent)) score -= 0.5;
      score -= Math.max(0, ws.length - 35) * 0.05;
      pool.push({ text: sent, id: s.id, score, order, kinds: kindsOf(sent, s) });
    }
  }
  if (!pool.length) return { value: null, ids: [] };
  // a sentence another one says in full with more (a meta description and the paragraph it
  // summarises): the fuller one takes the shorter one's merit
  const sets = pool.map((p) => new Set(contentWords(p.text)));
  pool.forEach((p, i) => {
    const mine = sets[i]!;
    pool.forEach((q, j) => {
      const theirs = sets[j]!;
      if (i === j || theirs.size <= mine.size || theirs.size > mine.size * 2.5) return;
      if ([...mine].filter((w) => theirs.has(w)).length / Math.max(1, mine.size) >= 0.7) q.score = Math.max(q.score, p.score);
    });
  });
  const chosen: typeof pool = [];
  let chars = 0;
  const said = new Set(covered);
  const told = new Set<Kind>();
  const left = [...pool].sort((a, b) => b.score - a.score);
  while (chosen.length < PROSE_SENTENCES && left.length) {
    // the best sentence by its own merit plus what it adds to what is said already
    let best = -1;
    let bestGain = -Infinity;
    for (let k = 0; k < left.length; k++) {
      const p = left[k]!;
      if (chosen.length && chars + p.text.length > PROSE_CHARS) continue;
      const cw = contentWords(p.text);
      const fresh = new Set(cw.filter((w) => !said.has(w))).size;
      // a near-duplicate of what is said (a chosen sentence, the composed lists) adds nothing
      // unless it adds a number (a year, a count): "… depuis les années 1950" after the same view without the date
      if (chosen.length && fresh / Math.max(1, new Set(cw).size) < 0.4 && !cw.some((w) => /\d/.test(w) && !said.has(w))) continue;
      const gain = p.score + NOVELTY_WEIGHT * Math.min(fresh, 12) + (p.kinds.some((k) => !told.has(k)) ? KIND_BONUS : 0);
      if (gain > bestGain) {
        bestGain = gain;
        best = k;
      }
    }
    if (best < 0) break;
    const [p] = left.splice(best, 1);
    chosen.push(p!);
    chars += p!.text.length + 1;
    for (const w of contentWords(p!.text)) said.add(w);
    for (const k of p!.kinds) told.add(k);
  }
  chosen.sort((a, b) => a.order - b.order);
  const value = chosen.map((c) => (/[.!?。！？]$/u.test(c.text) ? c.text : `${c.text}.`)).join(' ');
  return { value, ids: [...new Set(chosen.map((c) => c.id))] };
}

export const FRAMES: Record<Lang, { nearby: string; access: string; amenities: string; and: string; checkIn: string; checkOut: string; floors: string; rooms: string; suites: string }> = {
  en: { nearby: 'Nearby are', access: 'getting there:', amenities: 'Amenities include', and: 'and', checkIn: 'check-in', checkOut: 'check-out', floors: 'floors', rooms: 'rooms', suites: 'suites' },
  fr: { nearby: 'À proximité :', access: 'accès :', amenities: 'Services et équipements :', and: 'et', checkIn: 'arrivée', checkOut: 'départ', floors: 'étages', rooms: 'chambres', suites: 'suites' },
  it: { nearby: 'Nei dintorni:', access: 'come arrivare:', amenities: 'Servizi:', and: 'e', checkIn: 'check-in', checkOut: 'check-out', floors: 'piani', rooms: 'camere', suites: 'suite' },
  es: { nearby: 'Cerca:', access: 'cómo llegar:', amenities: 'Servicios:', and: 'y', checkIn: 'entrada', checkOut: 'salida', floors: 'pisos', rooms: 'habitaciones', suites: 'suites' },
  de: { nearby: 'In der Nähe:', access: 'Anreise:', amenities: 'Ausstattung:', and: 'und', checkIn: 'Check-in', checkOut: 'Check-out', floors: 'Etagen', rooms: 'Zimmer', suites: 'Suiten' },
  pt: { nearby: 'Nas proximidades:', access: 'como chegar:', amenities: 'Serviços:', and: 'e', checkIn: 'check-in', checkOut: 'check-out', floors: 'andares', rooms: 'quartos', suites: 'suítes' },
  nl: { nearby: 'In de buurt:', access: 'bereikbaarheid:', amenities: 'Faciliteiten:', and: 'en', checkIn: 'inchecken', checkOut: 'uitchecken', floors: 'verdiepingen', rooms: 'kamers', suites: 'suites' },
};

export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** A clock time: "15:00", "10.30", "14h", "14h30", "2 pm", "11 Uhr". */
const TIME = String.raw`\d{1,2}(?:[:.h]\d{2})?(?:\s*(?:[ap]\.?m\.?|h|uur|uhr)(?![\p{L}]))?`;
/** "from" and "until" before a time, kept with it ("uitchecken vóór 10:30", "check-out until 11:00"). */
const FROM = String.raw`(?:from|after|vanaf|na|vanaf|dès|à partir de|a partir de(?:\s+las)?|desde(?:\s+las)?|dalle(?:\s+ore)?|dalle|ab|od|entre|tussen|between)`;
const UNTIL = String.raw`(?:before|until|by|voor|vóór|tot|avant|jusqu['’]à|bis|vor|hasta(?:\s+las)?|antes de(?:\s+las)?|entro(?:\s+le)?|até(?:\s+às)?|do)`;
const SPAN = String.raw`((?:(?:${FROM}|${UNTIL})\s+)?${TIME}(?:\s*(?:[–—-]|tot|to|à|a|bis|y|e|and|en|et)\s*${TIME})?)`;
/**
 * Check-in and check-out as the pages label them, in the languages the model reads ("Inchecken:
 * 15:00 – 17:00", "Uitchecken: vóór 10:30", "El Check-In está disponible a partir de las 02:00 pm",
 * "Arrivée : dès 16h"): the label, a few words at most, then the time or span.
 */
const CHECK_IN = new RegExp(String.raw`(?<![\p{L}])(?:check-?in|inchecken|einchecken|arriv[ée]e|anreise|zameldowanie)(?:\s+(?:time|ab|est|[ée]st[aá]|is|disponible|possible|möglich|mogelijk))*\s*[:：]?\s*${SPAN}`, 'iu');
const CHECK_OUT = new RegExp(String.raw`(?<![\p{L}])(?:check-?out|uitchecken|auschecken|d[ée]part|abreise|wymeldowanie)(?:\s+(?:time|ab|est|[ée]st[aá]|is|disponible|possible|möglich|mogelijk))*\s*[:：]?\s*${SPAN}`, 'iu');

/** A time as the sentence writes it: "15:00 – 17:00" -> "15:00–17:00", "Vóór 10:30" -> "vóór 10:30". */
function tidyTime(t: string): string {
  return t
    .trim()
    .replace(/\s*[–—-]\s*/gu, '–')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/**
 * Check-in and check-out outside a policy block: a label line of a practical or contact block
 * ("Inchecken: 15:00 – 17:00") or a sentence that says it; never a guest's review.
 */
function findLabelled(snippets: S[], re: RegExp, ids: string[]): string | null {
  for (const s of snippets) {
    if (s.method !== 'text' || !['other', 'contact', 'description', 'room', 'amenity'].includes(s.type) || /^["“«„]/u.test(s.content.trim())) continue;
    const m = re.exec(s.content);
    if (m?.[1]) {
      if (!ids.includes(s.id)) ids.push(s.id);
      return m[1];
    }
  }
  return null;
}

/** A factual sentence from the property details (size, check-in/out) when the pages state them. */
export function practicalSentence(snippets: S[], lang: Lang): { text: string | null; ids: string[] } {
  const f = FRAMES[lang];
  const parts: string[] = [];
  const ids: string[] = [];
  const find = (re: RegExp): string | null => {
    for (const s of snippets) {
      if (s.type !== 'policy') continue;
      const m = re.exec(s.content);
      if (m?.[1]) {
        if (!ids.includes(s.id)) ids.push(s.id);
        return m[1];
      }
    }
    return null;
  };
  const floors = find(/\bfloors?\s*:\s*(\d+)/i);
  const rooms = find(/\brooms?\s*:\s*(\d+)/i);
  const suites = find(/\bsuites?\s*:\s*(\d+)/i);
  const size = [floors && `${floors} ${f.floors}`, rooms && `${rooms} ${f.rooms}`, suites && `${suites} ${f.suites}`].filter((x): x is string => Boolean(x));
  if (size.length) parts.push(joinList(size, f.and));
  const checkIn = find(CHECK_IN) ?? findLabelled(snippets, CHECK_IN, ids);
  const checkOut = find(CHECK_OUT) ?? findLabelled(snippets, CHECK_OUT, ids);
  const times = [checkIn && `${f.checkIn} ${tidyTime(checkIn)}`, checkOut && `${f.checkOut} ${tidyTime(checkOut)}`].filter((x): x is string => Boolean(x));
  if (times.length) parts.push(times.join(', '));
  if (!parts.length) return { text: null, ids: [] };
  // a time may end in its own period ("2 p.m.")
  return { text: `${capitalize(parts.join('; ')).replace(/\.$/u, '')}.`, ids };
}

/** A word that names a kind of room or unit, in the languages the model reads. */
const UNIT_WORD = /(?<!\p{L})(?:rooms?|suites?|cottages?|cabins?|chalets?|villas?|bungalows?|apartments?|lofts?|dorm(?:itory|itories|s)?|lodges?|tents?|chambres?|appartements?|gîtes?|dortoirs?|camer[ae]|appartament[oi]|habitaci(?:ón|ones)|apartamentos?|cabañas?|zimmer|suiten|ferienwohnung(?:en)?|quartos?|kamers?|appartementen|pokoj[eůi]?|pokój|apartmá|apartament(?:y|ów)?|phòng)(?!\p{L})/iu;
/** "Our rooms", "Le nostre camere", "Unsere Zimmer": a heading over all the rooms, not one kind. */
const OVER_ALL = /^(?:our|your|the|all|le|la|les|nos|notre|vos|i|le nostre|i nostri|nostre|nostri|las|los|nuestr[ao]s|unsere|alle|onze|de|os|as|nossos|nossas)\s/iu;
const MAX_ROOM_TYPES = 8;
/** "Rooms & Suites", "Pokoje a apartmá": the kinds of units joined, a heading over all of them. */
const ALL_UNITS = new RegExp(`^(?:${UNIT_WORD.source})(?:\\s*(?:&|,|\\+|and|et|e|y|und|en|a|i)\\s*(?:${UNIT_WORD.source}))+$`, 'iu');
/** "Room Rate", "Preise", "Tarifs": a heading over what the rooms cost, not a kind of room. */
const PRICE_HEAD = /(?<!\p{L})(?:rates?|prices?|pricing|tarifs?|prix|prezz[io]|tariff[ae]|precios?|tarifas?|preços?|preise?|prijz(?:en)?|ceník|ceny|cennik)(?!\p{L})/iu;
/**
 * A heading named after its beds ("Small Queen", "Twin"), told a room by its text saying so in its
 * first words ("Standard room with one queen bed", "Chambre double avec vue").
 */
function namesUnit(content: string): boolean {
  return UNIT_WORD.test(content.split(/\s+/).slice(0, 3).join(' '));
}

/**
 * The kinds of rooms the site offers, named by the headings its rooms page puts over them ("Front
 * Cottages: Comfort and Value", "Camera Lupo", "Chambres de motel"): one short list, in page order.
 */
export function roomTypesSentence(snippets: S[], lang: Lang): { text: string | null; ids: string[] } {
  const names: string[] = [];
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const s of snippets) {
    if ((s.type !== 'room' && s.type !== 'other') || s.method !== 'text' || !s.section || INJECTION.test(s.section)) continue;
    // the heading's name, before its tagline ("Lakeside Cottages: Steps from the Beach")
    const head = (s.section.split(/\s*(?::|\s[–—-]\s|\|)\s*/)[0] ?? '').trim();
    if (!head || head.length > 40 || /[.?!]/.test(head) || head.split(/\s+/).length > 4 || OVER_ALL.test(head) || ALL_UNITS.test(head)) continue;
    if (s.type === 'other' ? PRICE_HEAD.test(head) || REVIEW_SECTION.test(head) || /\d/.test(head) : !UNIT_WORD.test(head)) continue;
    if (!UNIT_WORD.test(head) && !namesUnit(s.content)) continue;
    const key = fold(head);
    if (seen.has(key)) {
      if (!ids.includes(s.id) && ids.length < 24) ids.push(s.id);
      continue;
    }
    if (names.length >= MAX_ROOM_TYPES) continue;
    seen.add(key);
    names.push(head);
    ids.push(s.id);
  }
  if (names.length < 2) return { text: null, ids: [] };
  return { text: `${capitalize(FRAMES[lang].rooms)}: ${joinList(names, FRAMES[lang].and)}.`, ids };
}

/** "... of the property", "on the grounds": a place inside the hotel, not where the hotel is. */
const INSIDE_PROPERTY = /\b(?:(?:of|on|in|within|at) (?:the|our) (?:property|premises|grounds|hotel|resort|inn|estate|site)|on[- ]site)\b/i;

export function pickSituated(address: AddressParts, description: string | null, hotelName: string | null = null): string | null {
  const where = address.locality ? [address.locality, address.region].filter(Boolean).join(', ') : null;
  let phrase: string | null = null;
  // "located/situated in …" first, then "in the heart of …", each in the first sentence that says it of the hotel
  const finders: ((sentence: string) => { text: string; at: number } | null)[] = [
    (sentence) => {
      const m = /\b(?:is |are )?(?:located|situated|nestled|set|lies|sits) (in|on|at|near|between|along|within|right|just) ([^.;!?]{5,110})/i.exec(sentence);
      return m ? { text: `${m[1]} ${m[2]}`, at: m.index } : null;
    },
    // the same in the other languages the model writes: "située au bord du lac", "si trova nel centro",
    // "está situado en", "liegt mitten in", "ligt aan", "fica no centro"
    (sentence) => {
      const m = /(?<!\p{L})(?:situ[ée]e?s?|nich[ée]e?s?|si trova|sorge|situad[oa]s?|ubicad[oa]s?|se encuentra|liegt|ligt|fica|localizad[oa]) ((?:à|au|aux|dans|en|sur|près de|entre|a|in|nel|nella|nei|sul|sulla|al|alla|en el|en la|junto a|frente a|im|am|an|mitten in|direkt|aan|op|midden in|vlak bij|no|na|em|junto ao|perto d[eo]) [^.;!?]{5,110})/iu.exec(sentence);
      return m?.[1] ? { text: m[1], at: m.index } : null;
    },
    (sentence) => {
      const m = /\b(in the heart of [^.;!?]{3,80}|au cœur d[eu]s? [^.;!?]{3,80}|nel cuore d[ei]l?l?[a-z']* [^.;!?]{3,80}|en el corazón de [^.;!?]{3,80})/iu.exec(sentence);
      return m?.[1] ? { text: m[1], at: m.index } : null;
    },
  ];
  const all = description ? sentences(description) : [];
  for (const find of finders) {
    for (const sentence of all) {
      const found = find(sentence);
      if (!found) continue;
      // the sentence must be about where the hotel is: "A swimming pool ... is located in the middle of the property" is not
      const subject = sentence.slice(0, found.at);
      if (AMENITIES.some((a) => a.pattern.test(subject)) || INSIDE_PROPERTY.test(found.text)) continue;
      phrase = found.text;
      break;
    }
    if (phrase) break;
  }
  if (phrase) {
    // a short phrase: stop at the clause that follows ("..., Auberge X offers its guests ...")
    const parts = phrase.split(/,\s+/);
    let out = parts[0] ?? phrase;
    for (const p of parts.slice(1)) {
      if (/^\p{Lu}/u.test(p) && p.split(' ').length <= 3 && !/\b(is|are|offers?|has|have|offre|offre|ofrece|bietet)\b/i.test(p)) out += `, ${p}`;
      else break;
    }
    out = out.split(/\s(?:is|are|offers?|offriamo|offre|ofrece|bietet|has)\s/)[0] ?? out;
    // a missing comma runs the phrase into the subject: "just west of downtown the La Quinta Inn Berkeley"
    if (hotelName) out = out.split(hotelName)[0] ?? out;
    out = out.replace(/\s+(?:the|our|l['’]|la|le|il|el)\s*(?:\p{Lu}[\p{L}&'’-]*\s+){0,5}(?:hotel|inn|resort|lodge|motel|suites|auberge|albergo|hôtel)\b.*$/iu, '');
    out = out.split(/\s+/).slice(0, 12).join(' ').replace(/[,\s]+$/, '').replace(/\s+(?:the|a|an|and|of|de|la|le|del|di)$/i, '');
    if (where && !fold(out).includes(fold(address.locality ?? ''))) out += ` (${where})`;
    return out;
  }
  return where ? `in ${where}` : null;
}
