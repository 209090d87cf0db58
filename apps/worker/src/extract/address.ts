/*
 * Postal addresses and contact lines in page text, by their shape: street forms of the languages
 * we read, national postcode formats, "Address:" labels. Nothing here names a particular place.
 */

import { countryClosedAddress, isCountryName } from './countries.ts';
import { foldAccents } from './text-utils.ts';

const STREET_WORDS =
  "street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|highway|hwy|route|parkway|pkwy|court|ct|place|pl|plaza|circle|terrace|trail|pike|crescent|close|row|square|quay|wharf|rue|chemin|allée|rang|via|viale|piazza|piazzale|corso|strada|vicolo|località|loc|calle|avenida|av|carretera|paseo|camino|straße|strasse|str|weg|platz|gasse|allee|phố|đường|hang|hàng";
// (the type word ends where the letters end: \b is ASCII's, so "st" would end "středně" and "pl" "pláže")
const US_STREET = new RegExp(`\\b\\d{1,6}[A-Za-z]?(?:-\\d+)?\\s+(?:[\\p{L}0-9.'’-]+\\s+){0,5}(?:${STREET_WORDS})(?![\\p{L}\\p{N}])\\.?`, 'iu');
/**
 * "Via Roma 10", "Rua da Reboleira 35", "C/ Mayor, 5", "12, quai du Port", "ul. Długa 5"; the number
 * may carry its sign ("Caminho do Pico, n.º 18", "Carrer Major, núm. 4", "Calle Real, nº 7").
 */
const LATIN_STREET =
  /\b(via|viale|piazza|corso|strada|località|rue|chemin|calle|c\/|avenida|carretera|paseo|camino|rua|travessa|largo|praça|estrada|alameda|caminho|calçada|beco|carrer|avinguda|passeig|plaça|plaza|ul\.|al\.|pl\.|náměstí|nábřeží|třída|námestie|nábrežie)\s*[\p{L}'’ .-]{2,40},?\s*(?:(?:n\.?\s?[º°o]|núm|num|no|nr)\.?\s*)?\d{1,5}\b|\b\d{1,5},?\s+(rue|avenue|chemin|route|boulevard|bd|quai|place|impasse|allée|cours|passage|calle|via)\s+\p{L}/iu;
/** German, Dutch and Swedish streets are one word ending in the street type: "Lindenstraße 12", "Oudegracht 145", "Storgatan 14". */
const SUFFIX_STREET = /\b\p{L}+(straße|strasse|weg|platz|gasse|allee|ring|damm|ufer|markt|straat|gracht|laan|plein|kade|singel|dijk|steeg|gatan|vägen|gränd|torget)\s+\d{1,4}[a-z]?\b/iu;
// What SUFFIX_STREET needs at least; its leading \p{L}+ backtracks at every word, so test this first.
const SUFFIX_STREET_HINT = /(straße|strasse|weg|platz|gasse|allee|ring|damm|ufer|markt|straat|gracht|laan|plein|kade|singel|dijk|steeg|gatan|vägen|gränd|torget)\s+\d/iu;
/** The German street type as a word of its own after a capitalised name: "Erlenbrucker Straße 41", "Freiburger Str. 12", "Alter Weg 3". */
const GERMAN_STREET = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}-]+\s+(?:Straße|Strasse|Str\.|Weg|Platz|Gasse|Allee|Damm|Ufer|Markt|Ring|Steig)\s+\d{1,4}[a-z]?(?![\p{L}\p{N}])/u;
/** Slovenian, Croatian, Hungarian streets: the name, then the street type, then the number ("Gregorčičeva ulica 9", "Mátyás király út 38."). */
const TYPE_AFTER_STREET = /\p{Lu}[\p{L}.'-]*(?:\s+\p{L}[\p{L}.'-]*){0,3}\s+(?:ulica|cesta|trg|utca|út|útja|tér|körút|köz|sétány)\s+\d{1,4}(?:\/?[a-z])?(?![\p{L}\p{N}])/u;
/**
 * A Thai address: the house number and its village ("291 หมู่ 4", "26/4 ม. 5"), a house on a road or a
 * lane ("12 ถนน…", "5/1 ซอย…"), or a subdistrict, district or province that the postcode closes
 * ("จังหวัดเชียงราย 57100"). Thai has no capitals and no commas between the parts: its words say it.
 */
const TH_ADDRESS = /\d{1,5}(?:\/\d{1,4})?\s*(?:หมู่(?:ที่)?|ม\.)\s*\d{1,3}(?!\d)|\d{1,5}(?:\/\d{1,4})?\s+(?:ถนน|ถ\.|ซอย|ซ\.)|(?:ตำบล|แขวง|อำเภอ|เขต|จังหวัด)\p{Script=Thai}*(?:\s+\p{Script=Thai}+){0,4}\s*\d{5}(?!\d)/u;
/**
 * A street without a house number, written so in Spanish, Portuguese and Catalan: its name, then
 * "s/n" (sin número, sem número, sense número): "Camino del Molino s/n", "Rua das Flores, S/N".
 */
const NO_NUMBER_STREET = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.'’-]*(?:\s+[\p{L}.'’-]+){0,6},?\s+[sS]\/[nN](?![\p{L}\p{N}])/u;
const US_ROUTE = /\b\d{1,6}\s+(US|SR|CR|FM|State Route|Highway|Hwy|Route|I)[- ]?\d{1,4}\b/i;
const JP_ADDRESS = /(都|道|府|県).{1,12}(市|郡|区|町|村).{0,20}\d/u;
/** A Chinese address: the city and its district, then the road and the house number ("…市…区…路88号"). */
const CN_ADDRESS = /(?:省|市).{0,12}(?:区|县|區|縣).{0,20}(?:路|街|道|巷|弄|里).{0,12}\d+\s*号/u;

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';

/**
 * National postcode shapes. Codes that are only digits need a town next to them (a year or a
 * price is four or five digits too); the lettered ones stand alone.
 */
export const POSTCODES: { country: string; re: RegExp }[] = [
  { country: 'US', re: new RegExp(`\\b(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b`, 'u') },
  { country: 'CA', re: /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/u },
  { country: 'GB', re: /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}\b/u },
  { country: 'IE', re: /\b[AC-FHKNPRTV-Y]\d{2} ?[AC-FHKNPRTV-Y\d]{4}\b/u },
  { country: 'JP', re: /〒\s?\d{3}-?\d{4}|\b\d{3}-\d{4}\b(?=.*(県|市|町|村|Japan|Prefecture))/u },
  // NL: "3511 AH Utrecht", and with a comma before the town as forms and footers write it ("5351KA, Berghem")
  { country: 'NL', re: /\b[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}(?=,?\s+\p{Lu})/u },
  { country: 'PT', re: /\b\d{4}-\d{3}(?=\s+\p{Lu})/u },
  { country: 'PL', re: /\b\d{2}-\d{3}(?=\s+\p{Lu})/u },
  // BR writes five digits, a hyphen and three, after the town or alone ("Paraty – RJ, 23970-000", "CEP 23970-000")
  { country: 'BR', re: /\b\d{5}-\d{3}\b/u },
  // CZ, SK, SE, GR write three digits, a space and two: "118 00 Praha 1", "114 55 Stockholm"; a
  // contact card puts it after the town, closing the line ("Domažlice 344 01", "Poprad 058 01")
  { country: 'CZ', re: /\b\d{3} \d{2}\b(?=\s+\p{Lu})|(?<=(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+\s)\d{3} \d{2}(?=\s*(?:,|$))/mu },
  // VN (and other six-digit codes) after the town it closes: "Thành phố Hồ Chí Minh 700000"
  // (a price has its currency after it: "Giá 700000 đồng")
  { country: 'VN', re: /(?<=\p{Lu}\p{Ll}+\s)\d{6}(?![\p{N}\p{L}]|\s*(?:\p{Sc}|đ|vnd|đồng|dong|rs|inr|yuan|元)(?!\p{L}))/iu },
  // IN (and other six-digit codes) after a dash that closes the town or its state: "Bengaluru - 560001", "Prahova-105400"
  { country: 'IN', re: /(?<=(?<![\p{L}\p{N}])(?!(?:Tel|Ph|Phone|Mob|Mobile|Fax|Call|Whatsapp|WhatsApp)(?!\p{L}))\p{Lu}\p{Ll}+\s?[-–]\s?)\d{6}(?=\s*(?:[,.;)]|$))/mu },
  // AR: the code in brackets before its town, four digits or the lettered form, opening the line or after a comma ("(2760) San Antonio de Areco", "(B2760ABC) …")
  { country: 'AR', re: /(?:^|(?<=,\s*))\((?:[A-Z]?\d{4}[A-Z]{0,3})\)(?=\s*\p{Lu}\p{Ll})/mu },
  // MT, BB, AZ, …: letters and digits after the town, closing the line or before the country ("Sliema SLM 1234", "St. James BB24016")
  { country: 'MT', re: /(?<=(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’.-]+,?\s)(?!(?:ISO|EN|DIN|UNE|UNI|IEC|NF|CE|EC|SR|NO|NR|ID|REF)\b)[A-Z]{2,3} ?\d{4,5}(?=\s*(?:,|$))/mu },
  // MX, ES, BR, GR: the postcode after its label, wherever the town stands ("Col. Americana, C.P. 44160", "CEP 23970-000", "Τ.Κ: 37010")
  { country: '', re: /(?<![\p{L}\p{N}])(?:C\.\s?P\.|CP|CEP|Τ\.\s?Κ\.?)\s*:?\s*\d{5}(?:-\d{3})?(?![\p{L}\p{N}])/u },
  // DE, FR, ES, IT, US without a state, …: five digits then the town; "D-96047", "F-13002" too
  { country: '', re: /\b(?:[A-Z]{1,2}-)?\d{5}(?=\s+\p{Lu}[\p{L}'’-])/u },
  // AT, CH, BE, DK, NO, …: four digits then the town, written with a country prefix or after a comma
  // (or at the start of a block's line: "Am Anger 7\n6020 Innsbruck")
  { country: '', re: /(?:\b[A-Z]{1,2}-\d{4}|(?:^|(?<=\n)|,\s*)\d{4})(?=\s+\p{Lu}[\p{L}'’-])/u },
];

export function hasPostcode(s: string): boolean {
  return POSTCODES.some((p) => p.re.test(s));
}

/**
 * A line that is only a postcode and its town, or its region, in either order ("YO21 3PU",
 * "Whitby YO21 3PU", "96047 Bamberg", "3511 AH Utrecht", "Magog (Québec) J1X 2A1",
 * "Portland, OR 97220-1234", "〒605-0074"): the second line of an address block.
 */
export function isPostcodeLine(s: string): boolean {
  const t = s.trim();
  if (t.length > 60 || t.split(/\s+/).length > 7 || /[.!?]$/.test(t)) return false;
  if (/^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}'’. -]{1,40}(?:\s*\(\s*\p{Lu}[\p{L}.]{1,20}\s*\))?$/u.test(t)) return true;
  // the town, then a four-digit code (New Zealand, Australia): "Lake Tekapo 7999"; not a year ("Since 1892")
  if (/^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}\s+(?!1[5-9]\d\d|20\d\d)\d{4}$/u.test(t)) return true;
  const codeless = POSTCODES.filter((p) => p.country).reduce((acc, p) => acc.replace(p.re, ' '), t);
  if (codeless === t) return false;
  // what is left is a town or region name at most, a city district's number with it ("Praha 1 – Malá Strana", "Dublin 2")
  const rest = codeless.replace(/(\p{L})\s+\d{1,2}(?=\s|,|$)/gu, '$1').replace(/\s[–—]\s/gu, ' ');
  return /^[\s,()\p{L}'’.-]*$/u.test(rest) && rest.replace(/[^\p{L}]/gu, '').length <= 40;
}

/** The word "address" in the languages we read: the label a contact card writes before the street. */
export const ADDRESS_WORDS = 'address|adresse|anschrift|dirección|direccion|indirizzo|morada|endereço|endereco|adres|adresa|adresas|adresă|adress|aadress|osoite|naslov|διεύθυνση|cím|địa chỉ|住所|所在地|地址|주소|ที่อยู่';

const ADDRESS_WORD_SET = new Set(ADDRESS_WORDS.split('|').map((w) => foldAccents(w)));

/**
 * A heading that names the block under it an address: the word alone or with a possessive or an
 * article beside it ("Address", "Dirección", "Our address", "Η διεύθυνσή μας", "Notre adresse").
 * Accents are folded: Greek stresses the word again before an enclitic ("διεύθυνσή μας").
 */
export function isAddressHeading(s: string): boolean {
  const ws = foldAccents(s.trim()).replace(/[:：]$/u, '').split(/\s+/).filter(Boolean);
  if (ws.length === 0 || ws.length > 3 || s.length > 40 || /\d/.test(s)) return false;
  return ws.some((w, i) => ADDRESS_WORD_SET.has(w) || (i + 1 < ws.length && ADDRESS_WORD_SET.has(`${w} ${ws[i + 1]}`)));
}

/** "Address:", "Adresse :", "Dirección:", "Indirizzo:", "Morada:", "Adres:", "Osoite:", "住所：", "주소:" */
export const ADDRESS_LABEL = new RegExp(`^(?:our\\s+|postal\\s+|hotel\\s+)?(?:${ADDRESS_WORDS})\\s*[:：]\\s*`, 'iu');

/** Lines about getting somewhere ("Buses 12 and 40 stop right outside the hotel") name stops, not the address. */
const TRANSPORT_LINE =
  /\b(bus(?:es)?|tram|trams|train|metro|subway|underground|u-bahn|s-bahn|station|stops?|haltestelle|bahnhof|arrêt|gare|parada|fermata|stazione|halte|bushalte|autobus|shuttle|airport|aéroport|aeroporto|aeropuerto|flughafen|luchthaven|exit)\b/iu;

/**
 * A street written as its name and the house number, without a street type word ("Steiger 16",
 * "Parkán 112", "Penningkruid 21a", "Dorf 3/2"): read as a street only where a postcode line
 * follows it in an address block; alone it could be anything with a number.
 */
export function isBareStreetLine(s: string): boolean {
  const t = s.trim();
  return t.length <= 40 && /^\p{Lu}[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,3}\s+(?!1[5-9]\d\d\b|20\d\d\b)\d{1,4}(?:\s?[a-zA-Z])?(?:[/-]\d{1,4})?$/u.test(t);
}

/**
 * The same street in the order English, French and Vietnamese write it, the house number first, its
 * ward or district after a comma ("144 Trần Phú, Hoa Lư", "27 Harbour Row"): like the bare street,
 * a street only right above its postcode line.
 */
export function isNumberFirstStreetLine(s: string): boolean {
  const t = s.trim();
  // (a postcode and its town, "5222 Kobarid", opens with a number too)
  return t.length <= 50 && !isPostcodeLine(t) && /^\d{1,5}[a-zA-Z]?(?:\/\d{1,4})?,?\s+\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3}(?:\s*,\s*\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3})?$/u.test(t);
}

/**
 * A street without its type word on the line right above its postcode line ("Parkán 112" /
 * "381 01 Český Krumlov"): too short to keep alone, it is the first line of the address block.
 */
export function streetAbovePostcode(lines: readonly string[], i: number): boolean {
  const l = lines[i]!;
  const next = lines[i + 1];
  return next !== undefined && (isBareStreetLine(l) || isNumberFirstStreetLine(l)) && isPostcodeLine(next);
}

/** The country alone on the line right under a postcode line ("031 04 Liptovský Mikuláš" / "Slovenská republika"): the block's last line. */
export function countryBelowPostcode(lines: readonly string[], i: number): boolean {
  const prev = lines[i - 1];
  return prev !== undefined && isCountryName(lines[i]!.trim()) && isPostcodeLine(prev);
}

/** "Am Anger 7, 6020 Innsbruck": a street without its type word, then its postcode line, on one line. */
export function bareStreetThenPostcode(s: string): boolean {
  const parts = s.split(/\s*,\s*/);
  return parts.some((p, i) => i + 1 < parts.length && isBareStreetLine(p) && isPostcodeLine(parts[i + 1]!));
}

export function hasStreetAddress(s: string): boolean {
  return US_STREET.test(s) || LATIN_STREET.test(s) || NO_NUMBER_STREET.test(s) || TYPE_AFTER_STREET.test(s) || (SUFFIX_STREET_HINT.test(s) && SUFFIX_STREET.test(s)) || GERMAN_STREET.test(s) || US_ROUTE.test(s) || TH_ADDRESS.test(s) || JP_ADDRESS.test(s) || CN_ADDRESS.test(s);
}

/** A line that ends on a distance after a separator ("…, 5.0 mi.", "… – 200 m", "… - 1,5 km"). */
const DISTANCE_END = /(?:,|\s[-–—:])\s*\d+(?:[.,]\d+)?\s*(?:mi|miles|km|m|min|mins|minutes|minutos|minuti|minuten)\.?$/iu;

/** A year opening a line ("2024 Sommer", "2014 Winner"): a season's or an award's, read as a postcode line only beside an address's other parts. */
const YEAR_FIRST = /^(?:19|20)\d\d\s/;

export function looksLikeAddress(s: string): boolean {
  if (s.length > 300) return false;
  // "Congress Avenue Bats, 5.0 mi.", "Rua de Santa Maria - 5 km", a list of sights each with its
  // distance: places and how far they are, not an address
  if (s.split('\n').every((l) => !l.trim() || DISTANCE_END.test(l.trim()))) return false;
  if (ADDRESS_LABEL.test(s)) return /\d|,/.test(s.replace(ADDRESS_LABEL, ''));
  const post = hasPostcode(s);
  if (!post && TRANSPORT_LINE.test(s)) return false;
  if (hasStreetAddress(s) || countryClosedAddress(s)) return true;
  // "Am Kurpark 3 · 82467 Garmisch-Partenkirchen": a footer separates the parts with dots or bars
  // (a year and a word alone, an award badge's "2014 Winner", is no postcode line by itself)
  if (post && (/,|\s[·•|–—]\s/u.test(s) || (isPostcodeLine(s) && !YEAR_FIRST.test(s.trim())))) return true;
  // a block drawn one part a line ("Am Anger 7" / "6020 Innsbruck" / "Österreich"): a line of it is the postcode line, after a street-like line
  const lines = s.split('\n').map((l) => l.trim()).filter(Boolean);
  const at = lines.findIndex((l) => isPostcodeLine(l) && !YEAR_FIRST.test(l));
  return post && lines.length >= 2 && lines.length <= 6 && at > 0 && lines.slice(0, at).some((l) => /\d/.test(l) && l.length <= 60);
}

const PHONE = /(?:\+|\b)\(?\d{1,4}\)?[\s.-]?\(?\d{2,4}\)?[\s.-]\d{2,4}[\s.-]?\d{2,4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

export function looksLikeContact(s: string): boolean {
  return s.length < 300 && (EMAIL.test(s) || (PHONE.test(s) && /(phone|tel|fax|call|mobile|hotline|whatsapp|téléphone|telefon|telefono|teléfono|telefone|telefoon|điện thoại|電話|\+\d)/i.test(s)));
}

/** A phone number or e-mail address (not a ZIP+4 code): where an address block ends. */
export function hasContact(s: string): boolean {
  return EMAIL.test(s) || (PHONE.test(s) && !looksLikeAddress(s));
}

/*
 * Address blocks the markup marks, read before the visible-text pass flattens them: an
 * `<address>` element, the lines a phone or e-mail link closes (a footer's contact block), and
 * the place a map link or an embedded map is centred on (`maps.google.*?q=`, `geo:…?q=`). Their
 * lines are kept apart as the page draws them (`<br>`, blocks, one `<span>` per part), so an
 * address with neither a street number nor a postcode ("Coast Road, Ballyvaughan, Co. Clare")
 * is still read as one.
 */

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'dd', 'dt', 'address', 'section', 'article', 'footer', 'header', 'aside', 'ul', 'ol', 'dl', 'tr', 'td', 'th', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// a heading over an address block is its title ("Find us"), not a line of it
const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select', 'iframe', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The lines of an element as a browser draws them; inline parts side by side with no text between are lines too. */
export function blockLines(el: DomNode): string[] {
  const lines: string[] = [];
  let cur = '';
  const flush = (): void => {
    const t = cur.replace(/\s+/g, ' ').trim();
    if (t) lines.push(t);
    cur = '';
  };
  const walk = (n: DomNode): void => {
    const kids = n.children ?? [];
    // "<span>Coast Road</span> <span>Ballyvaughan</span>": parts with nothing but spaces between them
    const partsOnly = kids.filter((k) => k.type === 'tag').length >= 2 && kids.every((k) => k.type !== 'text' || !(k.data ?? '').trim());
    for (const k of kids) {
      if (k.type === 'text') cur += k.data ?? '';
      else if (k.type === 'tag') {
        if (SKIP_TAGS.has(k.name ?? '')) continue;
        if (k.name === 'br') flush();
        else if (BLOCK_TAGS.has(k.name ?? '') || partsOnly) {
          flush();
          walk(k);
          flush();
        } else walk(k);
      }
    }
  };
  walk(el);
  flush();
  return lines;
}

export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

function hiddenNode(el: DomNode): boolean {
  for (let p: DomNode | null | undefined = el; p; p = p.parent) {
    if (p.name === 'template' || p.name === 'noscript') return true;
    const a = p.attribs;
    if (!a) continue;
    if (a['hidden'] !== undefined || a['aria-hidden'] === 'true' || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a['style'] ?? '')) return true;
  }
  return false;
}

/** A contact field's label on a line of its own ("Phone", "Telefon", "E-mail", "GPS"). */
const CONTACT_LABEL = /^(?:tel|tel[eé]f(?:on|ono|one|oon)|phone|telephone|téléphone|fax|e-?mail|mobile?|handy|gps|whatsapp|kontakt|contact|contacto|contatto)\.?\s*:?$/iu;

/** A line that can be part of a postal address: a street, a postcode line, or a short place name. */
function addressPart(l: string): boolean {
  // a Hungarian house number ends on a period ("Mátyás király út 38."): no sentence end
  if (l.length > 70 || /[.!?]$/.test(l.replace(/\b(?:Co|St|Ste|Rd|Ave|No|Nr)\.$|(?<=\s\d{1,4})\.$/i, '')) || hasContact(l) || looksLikeContact(l)) return false;
  if (hasStreetAddress(l) || hasPostcode(l) || isPostcodeLine(l)) return true;
  const ws = l.split(/\s+/);
  // a house number, then the street and its ward or district, all capitalised ("18 Tôn Đức Thắng, Phường Bến Nghé")
  if (/^\d{1,5}[a-z]?\s+\p{Lu}/u.test(l) && l.includes(',') && ws.length <= 10 && ws.slice(1).every((w) => /^\p{Lu}/u.test(w))) return true;
  // "Coast Road", "Co. Clare", "Ballyvaughan", "Lugar da Ribeira Seca": capitalised words, few lower-case links
  // or the street's name and its house number ("Parkán 112")
  return ws.length <= 6 && /^\p{Lu}/u.test(l) && ws.filter((w) => /^\p{Ll}/u.test(w)).length <= 2 && (!/\d{3,}/.test(l.replace(/^\d+\s/, '')) || isBareStreetLine(l));
}

/**
 * The address lines of a block: the run of address parts that ends where the phone and e-mail
 * lines start (a name may open it; `withoutName` drops it later). Two parts at least, one of them
 * more than a single word, else a block of one-word labels ("Home", "Rooms") would pass.
 */
function addressRun(lines: string[], contactLine?: string): string[] | null {
  // the line of the phone or e-mail link that anchors the block, else the first line that reads as one
  const anchored = contactLine ? lines.findIndex((l) => l.includes(contactLine)) : -1;
  const end = anchored >= 0 ? anchored : lines.findIndex((l) => hasContact(l) || looksLikeContact(l));
  const head = (end < 0 ? lines : lines.slice(0, end)).map((l) => l.replace(ADDRESS_LABEL, '').trim()).filter(Boolean);
  // the phone line above the e-mail link, and a definition list's "Phone" label above the number, close the address too
  while (head.length && (CONTACT_LABEL.test(head[head.length - 1]!) || hasContact(head[head.length - 1]!) || looksLikeContact(head[head.length - 1]!))) head.pop();
  // the run closest to the contact lines
  const run: string[] = [];
  for (let i = head.length - 1; i >= 0 && run.length < 6; i--) {
    if (!addressPart(head[i]!)) break;
    run.unshift(head[i]!);
  }
  if (run.length < 2 || !run.some((l) => l.includes(' ') || /\d/.test(l))) return null;
  if (TRANSPORT_LINE.test(run.join(' ')) && !run.some((l) => hasPostcode(l))) return null;
  return run;
}

const MAP_HOST = /(?:^|\.)(?:google\.[a-z.]+|goo\.gl|maps\.apple\.com|bing\.com|openstreetmap\.org|waze\.com)$/i;

/** The place a map link or embedded map is centred on, when it is written as words, not coordinates. */
export function mapQuery(href: string): string | null {
  let q: string | null;
  if (/^geo:/i.test(href)) {
    q = /[?&]q=([^&]+)/.exec(href)?.[1] ?? null;
    if (q) q = decodeURIComponent(q.replace(/\+/g, ' '));
  } else {
    let u: URL;
    try {
      u = new URL(href);
    } catch {
      return null;
    }
    if (!MAP_HOST.test(u.hostname) || !(/maps?/i.test(u.hostname) || /^\/maps\b/i.test(u.pathname))) return null;
    q = u.searchParams.get('q') ?? u.searchParams.get('query') ?? u.searchParams.get('daddr') ?? u.searchParams.get('destination') ?? u.searchParams.get('address') ?? /\/maps\/place\/([^/@]+)/.exec(u.pathname)?.[1]?.replace(/\+/g, ' ') ?? embeddedPlace(u) ?? null;
    if (q && /%[0-9a-f]{2}/i.test(q)) {
      try {
        q = decodeURIComponent(q);
      } catch {
        /* keep as is */
      }
    }
  }
  if (!q) return null;
  q = q.replace(/\s+/g, ' ').trim();
  // "53.1186,-9.1489", "loc:…": a point, not an address
  if (!/\p{L}{2}/u.test(q) || /^-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?$/.test(q) || q.length > 200) return null;
  const parts = q.split(/\s*,\s*/).filter(Boolean);
  return parts.length >= 2 ? parts.join('\n') : null;
}

/**
 * The place an embedded Google map (`/maps/embed?pb=…`) is centred on: the text after the place's id
 * (`!1s0x…:0x…!2s<place>`), which the map's share dialog writes as the place was searched for, an
 * address or the house's name: read only when it reads as an address. The other `!2s` fields are
 * the map's language and region codes.
 */
function embeddedPlace(u: URL): string | null {
  if (!/\/embed\b/.test(u.pathname)) return null;
  const pb = u.searchParams.get('pb');
  const place = (pb && /!1s0x[0-9a-f]+:0x[0-9a-f]+!2s([^!]+)/i.exec(pb)?.[1]) || null;
  // a name and its region ("Casa X, Sonora") is what the owner typed to find the house, not its address
  return place && looksLikeAddress(place) ? place : null;
}

export interface MarkedAddress {
  content: string;
  /** Where the block came from: 'address element', 'contact block' or 'map link'. */
  section: string;
}

/** Address blocks the page marks up (see above), in page order, each once. */
/**
 * The lines of an element its class names an address ("footer-address", "location_address"): all of
 * them, up to a phone or e-mail line, when together they read as an address, so that a street in
 * a script without capitals or a second line without a number is not lost; else the address run.
 */
function classedLines(el: DomNode): string[] | null {
  const lines = blockLines(el).map((l) => l.replace(ADDRESS_LABEL, '').trim()).filter(Boolean);
  const end = lines.findIndex((l) => hasContact(l) || looksLikeContact(l));
  const head = end < 0 ? lines : lines.slice(0, end);
  if (head.length >= 1 && head.length <= 5 && head.every((l) => l.length <= 80) && looksLikeAddress(head.join(', '))) return head;
  return addressRun(lines);
}

/**
 * The lines of the element right under an address heading ("<h4>Dirección</h4><p>Orillas Río X<br>
 * Town, Region, Chile</p>"): the heading is the block's label, so its lines, up to a phone or
 * e-mail line, are the address even with neither a street number nor a postcode, as a labelled
 * line is. A single line under such a heading is the visible-text pass's (labelledAddresses).
 */
function headedLines(el: DomNode): string[] | null {
  const lines = blockLines(el).map((l) => l.replace(ADDRESS_LABEL, '').trim()).filter(Boolean);
  const end = lines.findIndex((l) => hasContact(l) || looksLikeContact(l));
  const head = (end < 0 ? lines : lines.slice(0, end)).map((l) => l.replace(/\s*,$/u, ''));
  // a few short lines, none a sentence: an address, not the prose of a "Location" section
  if (head.length < 2 || head.length > 6 || head.some((l) => l.length > 80 || /[.!?]$/.test(l.replace(/(?<=\s\p{L}{1,4})\.$/u, '')))) return null;
  // a block with a street or a postcode line is read by the other readers; the heading speaks only for one without
  if (looksLikeAddress(head.join('\n')) || head.some((l) => looksLikeAddress(l))) return null;
  // each line a place's name, a postcode or a country: not directions, opening hours or a map's caption
  if (!head.every((l) => addressPart(l) || isCountryName(l))) return null;
  // and closed as a whole address is, by its country or its postcode: two place names alone may be a caption's
  if (!head.some((l) => hasPostcode(l) || isCountryName(l.split(/\s*,\s*/).pop() ?? ''))) return null;
  return looksLikeAddress(`Address: ${head.join(', ')}`) ? head : null;
}

/** The section of a block read under an address heading: the built-in model reads it whole (ai/builtin/address.ts). */
export const ADDRESS_HEADING_SECTION = 'address heading';

export function markedAddresses(elements: { addresses: DomNode[]; contactLinks: DomNode[]; mapSources: { el: DomNode; url: string }[]; classed?: DomNode[]; headed?: DomNode[] }): MarkedAddress[] {
  const out: MarkedAddress[] = [];
  const seen = new Set<string>();
  const push = (lines: string[] | null, section: string): void => {
    if (!lines) return;
    const key = lines.join('\n').toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ content: lines.join('\n'), section });
  };
  for (const el of elements.addresses) if (!hiddenNode(el)) push(addressRun(blockLines(el)), 'address element');
  for (const el of elements.classed ?? []) if (!hiddenNode(el)) push(classedLines(el), 'address element');
  for (const el of elements.headed ?? []) if (!hiddenNode(el)) push(headedLines(el), ADDRESS_HEADING_SECTION);
  for (const a of elements.contactLinks) {
    if (hiddenNode(a)) continue;
    // the block a phone or e-mail link closes: its container, or the container's container when the link has a line of its own
    let box: DomNode | null | undefined = a.parent;
    for (let up = 0; box && up < 3; up++, box = box.parent) {
      if (box.name === 'body' || box.name === 'nav' || box.name === 'header' || box.name === 'main') break;
      const lines = blockLines(box);
      if (lines.length >= 3) {
        push(addressRun(lines, blockLines(a).join(' ') || undefined), 'contact block');
        break;
      }
    }
  }
  for (const m of elements.mapSources) if (!hiddenNode(m.el)) push(mapQuery(m.url)?.split('\n') ?? null, 'map link');
  return out;
}
