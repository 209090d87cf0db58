/*
 * Postal addresses and contact lines in page text, by their shape: street forms of the languages
 * we read, national postcode formats, "Address:" labels. Nothing here names a particular place.
 */

const STREET_WORDS =
  "street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|highway|hwy|route|parkway|pkwy|court|ct|place|pl|plaza|circle|terrace|trail|pike|crescent|close|row|square|quay|wharf|rue|chemin|allée|rang|via|viale|piazza|piazzale|corso|strada|vicolo|località|loc|calle|avenida|av|carretera|paseo|camino|straße|strasse|str|weg|platz|gasse|allee|phố|đường|hang|hàng";
const US_STREET = new RegExp(`\\b\\d{1,6}[A-Za-z]?(?:-\\d+)?\\s+(?:[\\p{L}0-9.'’-]+\\s+){0,5}(?:${STREET_WORDS})\\b\\.?`, 'iu');
/** "Via Roma 10", "Rua da Reboleira 35", "C/ Mayor, 5", "12, quai du Port", "ul. Długa 5". */
const LATIN_STREET =
  /\b(via|viale|piazza|corso|strada|località|rue|chemin|calle|c\/|avenida|carretera|paseo|camino|rua|travessa|largo|praça|estrada|alameda|plaza|ul\.|al\.|pl\.)\s*[\p{L}'’ .-]{2,40},?\s*\d{1,5}\b|\b\d{1,5},?\s+(rue|avenue|chemin|route|boulevard|bd|quai|place|impasse|allée|cours|passage|calle|via)\s+\p{L}/iu;
/** German and Dutch streets are one word ending in the street type: "Lindenstraße 12", "Oudegracht 145". */
const SUFFIX_STREET = /\b\p{L}+(straße|strasse|weg|platz|gasse|allee|ring|damm|ufer|markt|straat|gracht|laan|plein|kade|singel|dijk|steeg)\s+\d{1,4}[a-z]?\b/iu;
// What SUFFIX_STREET needs at least; its leading \p{L}+ backtracks at every word, so test this first.
const SUFFIX_STREET_HINT = /(straße|strasse|weg|platz|gasse|allee|ring|damm|ufer|markt|straat|gracht|laan|plein|kade|singel|dijk|steeg)\s+\d/iu;
const US_ROUTE = /\b\d{1,6}\s+(US|SR|CR|FM|State Route|Highway|Hwy|Route|I)[- ]?\d{1,4}\b/i;
const JP_ADDRESS = /(都|道|府|県).{1,12}(市|郡|区|町|村).{0,20}\d/u;

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
  { country: 'NL', re: /\b[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}(?=\s+\p{Lu})/u },
  { country: 'PT', re: /\b\d{4}-\d{3}(?=\s+\p{Lu})/u },
  { country: 'PL', re: /\b\d{2}-\d{3}(?=\s+\p{Lu})/u },
  // DE, FR, ES, IT, US without a state, …: five digits then the town; "D-96047", "F-13002" too
  { country: '', re: /\b(?:[A-Z]{1,2}-)?\d{5}(?=\s+\p{Lu}[\p{L}'’-])/u },
  // AT, CH, BE, DK, NO, …: four digits then the town, written with a country prefix or after a comma
  { country: '', re: /(?:\b[A-Z]{1,2}-\d{4}|(?:^|,\s*)\d{4})(?=\s+\p{Lu}[\p{L}'’-])/u },
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
  const rest = POSTCODES.filter((p) => p.country).reduce((acc, p) => acc.replace(p.re, ' '), t);
  if (rest === t) return false;
  // what is left is a town or region name at most
  return /^[\s,()\p{L}'’.-]*$/u.test(rest) && rest.replace(/[^\p{L}]/gu, '').length <= 40;
}

/** "Address:", "Adresse :", "Dirección:", "Indirizzo:", "Morada:", "Adres:", "住所：" */
export const ADDRESS_LABEL = /^(?:our\s+|postal\s+|hotel\s+)?(?:address|adresse|anschrift|dirección|direccion|indirizzo|morada|endereço|endereco|adres|adresa|adresas|cím|địa chỉ|住所|所在地)\s*[:：]\s*/iu;

/** Lines about getting somewhere ("Buses 12 and 40 stop right outside the hotel") name stops, not the address. */
const TRANSPORT_LINE =
  /\b(bus(?:es)?|tram|trams|train|metro|subway|underground|u-bahn|s-bahn|station|stops?|haltestelle|bahnhof|arrêt|gare|parada|fermata|stazione|halte|bushalte|autobus|shuttle|airport|aéroport|aeroporto|aeropuerto|flughafen|luchthaven|exit)\b/iu;

export function hasStreetAddress(s: string): boolean {
  return US_STREET.test(s) || LATIN_STREET.test(s) || (SUFFIX_STREET_HINT.test(s) && SUFFIX_STREET.test(s)) || US_ROUTE.test(s) || JP_ADDRESS.test(s);
}

export function looksLikeAddress(s: string): boolean {
  if (s.length > 300) return false;
  // "Congress Avenue Bats, 5.0 mi." is a place with its distance, not an address
  if (/,\s*\d+(?:[.,]\d+)?\s*(?:mi|miles|km)\.?$/i.test(s)) return false;
  if (ADDRESS_LABEL.test(s)) return /\d|,/.test(s.replace(ADDRESS_LABEL, ''));
  const post = hasPostcode(s);
  if (!post && TRANSPORT_LINE.test(s)) return false;
  if (hasStreetAddress(s)) return true;
  // "Am Kurpark 3 · 82467 Garmisch-Partenkirchen": a footer separates the parts with dots or bars
  return post && (/,|\s[·•|–—]\s/u.test(s) || isPostcodeLine(s));
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
