import { words } from './text.ts';

/*
 * Another house named in a sentence: "Nuestro Hotel Atalaya Sur ofrece…", "Das Hotel Bergblick in
 * Mayrhofen…". A lodging word before a capitalised name is a house's name in every language the
 * sites write; when that name is not the hotel's own (neither a shorter nor a longer form of it),
 * the sentence is about another house (a sister's news, a group's offer), whatever words announce it.
 */

/** Lodging words written before a house's name. */
const LEAD = String.raw`(?:Hotel|Hôtel|Hotell|Hotelli|Albergo|Pension|Pensione|Pensionat|Penzion|Pensjonat|Gasthof|Gasthaus|Gästehaus|Pousada|Posada|Hostal|Auberge|Locanda|Agriturismo|Riad|Ryokan|Gostišče|Apartamentos|Aparthotel)`;
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

export function namesAnotherHouse(sentence: string, hotelName: string | null): boolean {
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
