import { words } from './text.ts';

/*
 * Another house than the hotel: a sister's, a group's. A site names them beside its own, over an
 * address block ("Hotel Atalaya Sur" above a street) or in a sentence ("Nuestro Hotel Atalaya Sur
 * ofrece…", "Das Hotel Bergblick in Mayrhofen…"). What tells them from the hotel is the name
 * against the hotel's own names, whatever words announce them.
 */

/** Lodging words written before a house's name ("Hotel Atalaya", "Gasthof zum Hirschen"). */
const LEAD_WORDS = ['Hotel', 'Hôtel', 'Hotell', 'Hotelli', 'Albergo', 'Pension', 'Pensione', 'Pensionat', 'Penzion', 'Pensjonat', 'Gasthof', 'Gasthaus', 'Gästehaus', 'Pousada', 'Posada', 'Hostal', 'Auberge', 'Locanda', 'Agriturismo', 'Riad', 'Ryokan', 'Gostišče', 'Apartamentos', 'Aparthotel'];
const LEAD = `(?:${LEAD_WORDS.join('|')})`;
/** A capitalised name after it, with the small words names keep ("Hôtel de la Plage", "Gasthof zum Hirschen"). */
const NAME = String.raw`(\p{Lu}[\p{L}’'-]*(?:\s+(?:(?:de|del|della|di|da|du|des|la|le|les|l['’]|am|an|im|zum|zur|van|ter|dos|das|do)\s+)?\p{Lu}[\p{L}’'-]*){0,4})`;
const NAMED_HOUSE = new RegExp(String.raw`(?<![\p{L}])${LEAD}\s+${NAME}`, 'gu');
/** Names that are no house (a town hall, a hospital), and kinds of house written before the name ("Hotel Garni Sella"). */
const NOT_A_HOUSE = /^(?:de ville|dieu)$/u;
const KIND = /^(?:garni|boutique|restaurant|spa|resort|rural|familiar|family|apartments?)$/u;

const LEAD_WORD = new RegExp(String.raw`^${LEAD}$`, 'iu');

/** A house's name without its lodging words and articles: what tells it from another house. */
function ownWords(name: string): string[] {
  return words(name).filter((w) => !LEAD_WORD.test(w) && !/^(?:the|el|la|le|il|das|der|die|de|l)$/u.test(w));
}

/**
 * A sentence naming a house by a lodging word and a capitalised name that is not the hotel's own
 * (neither a shorter nor a longer form of it): the sentence is about another house.
 */
export function sentenceNamesOtherHouse(sentence: string, hotelName: string | null): boolean {
  if (!hotelName) return false;
  const own = ownWords(hotelName);
  if (own.length === 0) return false;
  for (const m of sentence.matchAll(NAMED_HOUSE)) {
    const span = ownWords(m[1] ?? '');
    while (span.length && KIND.test(span[0]!)) span.shift();
    if (span.length === 0 || NOT_A_HOUSE.test(span.join(' '))) continue;
    const n = Math.min(span.length, own.length);
    // a shorter or longer form of the hotel's own name ("Hotel Atalaya", "Hotel Atalaya San Telmo Puerto")
    if (span.slice(0, n).join(' ') === own.slice(0, n).join(' ')) continue;
    // the name written somewhere inside it ("Hotel Zur Linde" for "Landgasthof Zur Linde")
    if (span.every((w) => own.includes(w))) continue;
    return true;
  }
  return false;
}

/** Whether every distinctive word of a name is in one of the house's own names (the name picked, a page title). */
export function ownName(distinctive: string[], ownNames: readonly string[]): boolean {
  return ownNames.some((n) => {
    const own = new Set(words(n));
    return distinctive.every((w) => own.has(w));
  });
}

/** Words that make a short line a lodging's name ("Hotel Atalaya Sur", "Apartmaji Lipa Bovec", "Tønder Marskkro"). */
export const LODGING = /(?<!\p{L})(?:hotel|hôtel|hotell|hotelli|hostal|hostel|pousada|pension|pensjonat|penzion|panzió|gasthof|gasthaus|gostišče|albergo|auberge|apartamentos|apartments?|apartmaji|appartements?|lodge|inn|motel|resort|kro|krog|b&b|chambres d'hôtes|casa rural|agriturismo|villa|residence|residencia|vandrarhem|majatalo)(?!\p{L})|\p{L}(?:kro|hotel|hotell)(?!\p{L})/iu;

/**
 * A short line naming a lodging that neither the house's name nor any of its page titles holds:
 * another house's name over its address ("Hotel Atalaya Sur" on the site of the Atalaya San Telmo).
 */
export function lineNamesOtherHouse(line: string, ownNames: readonly string[]): boolean {
  const l = line.trim();
  if (!ownNames.length || l.length > 60 || l.split(/\s+/).length > 6 || !/^\p{Lu}/u.test(l) || !LODGING.test(l) || /\d/.test(l)) return false;
  const distinctive = words(l).filter((w) => w.length > 2 && !LODGING.test(w));
  return distinctive.length > 0 && !ownName(distinctive, ownNames);
}

/** Lodging words written after a house's name, in the languages that put the kind last ("the Grand Union Hotel", "Birch Hollow Lodge"). */
const TRAIL = String.raw`(?:Hotel|Inn|Lodge|Motel|Hostel|Guesthouse|Guest House|Tavern|Arms|Kro|Gästehaus|Hotell|Pensjonat)`;
/** A run of capitalised words closed by a trailing lodging word. */
const NAME_THEN_HOUSE = new RegExp(String.raw`(?<![\p{L}])((?:\p{Lu}[\p{L}’'-]*\s+){1,4})${TRAIL}(?![\p{L}])`, 'gu');
/** A lodging word, in either case, then a quoted name ("the inn „Zur Post“", "la pension « Les Tilleuls »"). */
const HOUSE_THEN_QUOTED = new RegExp(String.raw`(?<![\p{L}])(?:${[...LEAD_WORDS, 'inn', 'lodge', 'motel', 'hostel', 'guesthouse', 'guest house'].join('|')})\s+[„"“«‘']\s*(\p{Lu}[^„"“”«»‘’']{1,40}?)\s*[“”"»’']`, 'giu');
/** Words that open a sentence or a name without naming anything ("In 1972 the …", "Since 1990 Hotel …"). */
const NO_NAME = /^(?:the|a|an|in|on|at|since|until|from|after|before|our|this|that|its|their|by|when|today|now)$/u;

/**
 * A history sentence (the caller tells it has a year or a history word) that names a house the
 * hotel is not: its former name or another house ("opened in 1972 as the Grand Union Hotel", "in
 * 1890 the Crown Inn stood here", "1972 wurde die Pension „Alpenblick“ umgebaut"). A person's name
 * carries no lodging word and is kept ("built by great-grandfather Johann in 1890").
 */
export function historyNamesOtherHouse(sentence: string, hotelName: string | null): boolean {
  if (!hotelName) return false;
  const own = new Set(ownWords(hotelName));
  if (own.size === 0) return false;
  const other = (name: string): boolean => {
    const span = ownWords(name).filter((w) => !NO_NAME.test(w) && !KIND.test(w));
    return span.length > 0 && !span.every((w) => own.has(w));
  };
  for (const m of sentence.matchAll(NAME_THEN_HOUSE)) if (other(m[1] ?? '')) return true;
  for (const m of sentence.matchAll(HOUSE_THEN_QUOTED)) if (other(m[1] ?? '')) return true;
  return false;
}
