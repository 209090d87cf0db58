/**
 * The page beats stale markup. A site that moved or was renamed often keeps its old JSON-LD,
 * microdata and og: tags for years, while the visible page says "we've moved" and gives the new
 * address. When the visible text of the site carries such a signal and the structured or meta value
 * disagrees with what the page now says, that value is set aside: its snippet becomes `other` and
 * its section says why ("outdated: ..."), so staff see the reason and no model reads the old value
 * as a fact. A visible line that gives the *old* address ("our former address ...") is set aside
 * the same way. Once a former name or address is set aside, the sentences of the visible prose that
 * name it (the former name's own words, the old street, its postcode) are split off into a set-aside
 * snippet of their own: they tell the house's history, and a profile repeating them would give the old
 * value back. Without a signal nothing changes: structured data stays trusted by default.
 */
import { CLOSED_VERB, NO_LONGER, tellsClosure } from './classify.ts';
import { AMENITIES } from './lexicon.ts';
import { contentHash } from './text-utils.ts';
import type { ExtractedSnippet } from './types.ts';

/** "We've moved", "new address" in the languages the product serves. */
const MOVED =
  /(?<![\p{L}\p{N}])(?:we(?:'|’)?ve moved|we have moved|we are moving|we're moving|(?:has|have) (?:moved|relocated)|new (?:address|location|home)|nous avons déménagé|nous déménageons|(?:a|avons) déménagé|nouvelle adresse|(?:wir sind|sind|ist|hat) umgezogen|neue (?:adresse|anschrift)|neuer standort|nos (?:hemos )?(?:mudado|trasladado|mudamos)|se ha trasladado|nueva (?:dirección|direccion|ubicación|sede)|ci siamo trasferiti|(?:si è|ci) trasferit[oi]|nuov[oa] (?:indirizzo|sede)|mudámo-nos|mudamo-nos|mudou-se|mudámos|nov[oa] (?:endereço|morada)|(?:we zijn|zijn|is) verhuisd|nieuw(?:e)? (?:adres|locatie))(?![\p{L}\p{N}])/iu;
/** A line about the address that no longer holds. */
const OLD_ADDRESS =
  /(?<![\p{L}\p{N}])(?:(?:old|previous|former) address|formerly (?:at|located)|ancienne adresse|(?:alte|bisherige|frühere) (?:adresse|anschrift)|antigua (?:dirección|direccion|sede)|dirección anterior|vecchi[oa] (?:indirizzo|sede)|indirizzo precedente|antig[oa] (?:morada|endereço)|(?:endereço|morada) antig[oa]|(?:oud|vorig) adres|oude locatie)(?![\p{L}\p{N}])/iu;
/** Words after which a former name follows ("formerly Pension Sonne"). */
const FORMER_NAME_AFTER =
  /(?<![\p{L}\p{N}])(?:(?:antes|anteriormente) (?:conhecid[oa] como|chamad[oa]|conocid[oa] como|llamad[oa])|formerly(?: known as| called)?|previously(?: known as| called)|once called|anciennement|ex-|ehemals|ehemalige[rsn]?|vormals|früher|anteriormente|antes (?:conocid[oa] como|llamad[oa])|antiguo|già|precedentemente|antigamente|antigo|voorheen|vroeger|heette vroeger)\s*[:(]?\s*/giu;
/** Words before which a former name stands ("Pension Sonne is now called ..."). */
const FORMER_NAME_BEFORE =
  /\s+(?:is now called|is now known as|has been renamed|was renamed|s'appelle désormais|s’appelle désormais|devient|heißt jetzt|heißt nun|wurde umbenannt|ahora se llama|ora si chiama|agora (?:se )?chama(?:-se)?|heet nu|heet voortaan)(?![\p{L}\p{N}])/giu;

/** "Casa Alegre is now The Piñon Court Inn": a name, "is now", and a capitalised name (no `i` flag: \p{Lu} must stay a capital). */
const FORMER_NAME_NOW = /\s+(?:is now|ist jetzt|ist nun|est désormais|est maintenant|es ahora|è ora|é agora|is nu|jest teraz)\s+(?=\p{Lu})/gu;

/** The meta tags of a page's social card (og:title, og:site_name, og:description): one statement, written once in the site's settings. */
const SOCIAL_CARD = /^og:(?:title|site_name|description)$/;

export const OUTDATED_PREFIX = 'outdated: ';

/** Whether a text tells that the hotel moved, or names its former address with a number. */
export function announcesMove(text: string): boolean {
  return MOVED.test(text) || (OLD_ADDRESS.test(text) && /\d/.test(text));
}

function fold(s: string): string[] {
  return (
    s
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const NAME_NOISE = new Set('the and hotel hôtel hotel albergo hostal hostel pension gasthof gasthaus gastehaus guesthouse pousada pensjonat penzion posada inn b&b bnb le la les l de del della di das der die den het een el los las il lo o a do da des du et und e y en'.split(' '));

function distinctive(s: string): string[] {
  return fold(s).filter((w) => w.length > 1 && !NAME_NOISE.has(w));
}

/** A name as pages write it: capitalised words, with the particles names carry ("Hotel De Gouden Leeuw", "Albergo del Sole"). */
const NAME_WORD = /^(?:[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*|de|van|der|den|het|'t|la|le|les|il|lo|del|della|di|da|do|dos|du|des|el|los|las|zum|zur|am|im|an|auf)$/u;

/** The capitalised run of words at the start (or, backwards, at the end) of a piece of text. */
function nameRun(piece: string, backwards: boolean): string[] {
  const tokens = piece.split(/\s+/).filter(Boolean);
  if (backwards) tokens.reverse();
  const run: string[] = [];
  for (const t of tokens) {
    const w = t.replace(/^[("“«]+|[)"”»,.;:!?]+$/g, '');
    if (!w || !NAME_WORD.test(w) || run.length >= 8) break;
    run.push(w);
    if (/[,.;:!?)]$/.test(t) && !backwards) break;
  }
  if (backwards) run.reverse();
  // a name starts and ends on a capitalised word
  while (run.length && !/^[\p{Lu}\p{N}]/u.test(run[run.length - 1]!)) run.pop();
  while (run.length && !/^[\p{Lu}\p{N}]/u.test(run[0]!)) run.shift();
  return run;
}

/** The former names a visible text gives ("formerly Pension Sonne", "X is now called Y"), as distinctive words. */
function formerNames(text: string): string[][] {
  const names: string[][] = [];
  for (const m of text.matchAll(FORMER_NAME_AFTER)) names.push(distinctive(nameRun(text.slice(m.index + m[0].length, m.index + m[0].length + 100), false).join(' ')));
  for (const re of [FORMER_NAME_BEFORE, FORMER_NAME_NOW]) for (const m of text.matchAll(re)) names.push(distinctive(nameRun(text.slice(Math.max(0, m.index - 100), m.index), true).join(' ')));
  return names.filter((n) => n.length > 0);
}

/** Postcodes and house numbers of an address, and its words. */
function addressParts(s: string): { numbers: Set<string>; words: Set<string> } {
  const numbers = new Set<string>();
  const words = new Set<string>();
  for (const w of fold(s)) (/\d/.test(w) ? numbers : words).add(w);
  return { numbers, words };
}

/** Whether a structured address says what one of the page's current addresses says. */
function agrees(address: string, current: { numbers: Set<string>; words: Set<string> }[]): boolean {
  const a = addressParts(address);
  return current.some((c) => {
    if (![...a.numbers].every((n) => c.numbers.has(n))) return false;
    if (a.words.size === 0) return true;
    const shared = [...a.words].filter((w) => c.words.has(w)).length;
    return shared / a.words.size >= 0.5;
  });
}

const STRUCTURED = new Set(['json-ld', 'microdata', 'rdfa']);

/**
 * Sets aside structured, meta and visible values the site's own visible text says are out of date
 * (see the module comment). Returns the snippets in the same order; changed ones are new objects.
 */
export function markOutdated(snippets: ExtractedSnippet[]): ExtractedSnippet[] {
  return withdrawnAmenities(movedOrRenamed(snippets));
}

function movedOrRenamed(snippets: ExtractedSnippet[]): ExtractedSnippet[] {
  const text = snippets.filter((s) => s.method === 'text');
  // "our former address, Calle X 12, no longer takes guests" says the hotel moved as plainly as "we've moved"
  const movedSignal = text.find((s) => announcesMove(s.content) || MOVED.test(s.section ?? ''));
  // a heading says it as plainly as a sentence ("Formerly Casa Alegre Bed & Breakfast" over the history)
  const former = [...text.flatMap((s) => formerNames(s.content)), ...[...new Set(text.map((s) => s.section ?? ''))].flatMap(formerNames)];
  if (!movedSignal && former.length === 0) return snippets;

  const reasons = new Map<ExtractedSnippet, string>();
  const visibleNames = text.filter((s) => s.type === 'hotel_name').map((s) => distinctive(s.content).join(' '));

  const visibleWords = new Set(visibleNames.flatMap((n) => n.split(' ')));
  // a former name: the value holds a former name the page gives, and no word of the names the page heads itself with
  const isFormerName = (value: string): boolean => {
    const own = distinctive(value);
    if (own.length === 0 || own.some((w) => visibleWords.has(w))) return false;
    return former.some((name) => name.every((w) => own.includes(w)));
  };

  const oldLine = (s: ExtractedSnippet): boolean => OLD_ADDRESS.test(s.content) || OLD_ADDRESS.test(s.section ?? '');
  // the addresses the page gives now: visible address lines (not the old one) and the moved notice itself
  const current = movedSignal
    ? text.filter((s) => (s.type === 'address' && !oldLine(s)) || (MOVED.test(s.content) && /\d/.test(s.content))).map((s) => addressParts(s.content))
    : [];

  const group = (s: ExtractedSnippet): string => `${s.pageUrl}\u0000${s.section ?? ''}`;
  const staleGroups = new Map<string, string>();
  // the names and addresses set aside for what they say themselves (not for the entity they belong to)
  const ownValues: ExtractedSnippet[] = [];
  for (const s of snippets) {
    if (s.method === 'text') {
      if (movedSignal && s.type === 'address' && oldLine(s)) {
        reasons.set(s, 'the page gives this as the former address');
        ownValues.push(s);
      }
      continue;
    }
    let reason: string | null = null;
    if (s.type === 'hotel_name' && isFormerName(s.content.split('\n')[0] ?? '')) reason = 'the page gives this as the former name';
    else if (s.type === 'address' && current.length > 0 && !agrees(s.content, current)) reason = 'the page says the hotel has moved, and this is not the address it gives now';
    if (!reason) continue;
    reasons.set(s, reason);
    ownValues.push(s);
    // a structured entity is one statement: with a stale name or address, its amenities, contact and description are as old
    if (STRUCTURED.has(s.method)) staleGroups.set(group(s), reason);
  }
  for (const s of snippets) {
    const reason = STRUCTURED.has(s.method) ? staleGroups.get(group(s)) : undefined;
    if (reason && !reasons.has(s)) reasons.set(s, reason);
  }
  // a social card whose title is the former name is as old in its description ("a cozy Canyon Road B&B with a hot tub")
  const oldCards = new Set(snippets.filter((s) => s.method === 'meta' && SOCIAL_CARD.test(s.section ?? '') && s.type === 'hotel_name' && reasons.has(s)).map((s) => s.pageUrl));
  for (const s of snippets) {
    if (s.method === 'meta' && SOCIAL_CARD.test(s.section ?? '') && oldCards.has(s.pageUrl) && !reasons.has(s)) reasons.set(s, 'the social card of this page gives the former name');
  }
  if (reasons.size === 0) return snippets;
  const setAside = (s: ExtractedSnippet, reason: string): ExtractedSnippet => {
    const was = s.section ? ` (was ${s.type}, ${s.section})` : ` (was ${s.type})`;
    return { ...s, type: 'other', section: `${OUTDATED_PREFIX}${reason}${was}`.slice(0, 200) };
  };
  const old = oldValues(
    ownValues,
    text.filter((s) => s.type === 'address' && !reasons.has(s)),
  );
  return snippets.flatMap((s) => {
    const reason = reasons.get(s);
    if (reason) return [setAside(s, reason)];
    const split = PROSE_TYPES.has(s.type) && s.method !== 'json-ld' && s.method !== 'microdata' && s.method !== 'rdfa' ? splitOld(s.content, old) : null;
    if (!split) return [s];
    const aside = setAside({ ...s, content: split.old, contentHash: contentHash(split.old) }, 'names the former name or address');
    return split.kept ? [{ ...s, content: split.kept, contentHash: contentHash(split.kept) }, aside] : [aside];
  });
}

/** Text that describes the hotel: a sentence in it that names the former name or street tells its history, not what it is now. */
const PROSE_TYPES = new Set(['description', 'amenity', 'point_of_interest', 'transport']);

/**
 * What the set-aside values name that the page's current address does not: the distinctive words
 * of a former name ("Rheinblick"), the street of a former address ("Spanierstraße", as a phrase)
 * and its postcode.
 */
function oldValues(stale: ExtractedSnippet[], currentAddresses: ExtractedSnippet[]): { words: Set<string>; phrases: string[][] } {
  const current = new Set(currentAddresses.flatMap((s) => fold(s.content)));
  const words = new Set<string>();
  const phrases: string[][] = [];
  for (const s of stale) {
    // the town a former name carries ("Hotel De Gouden Leeuw Utrecht") is still the town
    if (s.type === 'hotel_name') {
      // the name itself, not the rest of a title ("Casa Alegre Bed & Breakfast | Canyon Road, Santa Fe")
      const name = distinctive((s.content.split('\n')[0] ?? '').split(/\s+[|–—·-]\s+/u)[0] ?? '');
      const kept = name.map((w, i) => (w.length >= 4 && !/\d/.test(w) && !current.has(w) ? i : -1)).filter((i) => i >= 0);
      // a name of several words is named by two of them together ("Casa Alegre"), not by one that may be common ("breakfast")
      const pairs = kept.filter((i) => kept.includes(i + 1)).map((i) => [name[i]!, name[i + 1]!]);
      if (pairs.length) phrases.push(...pairs);
      else for (const i of kept) words.add(name[i]!);
    }
    if (s.type !== 'address') continue;
    const [street = '', ...rest] = s.content.split(/\s*[,\n]\s*/);
    const phrase = fold(street).filter((w) => !/\d/.test(w));
    if (phrase.length && phrase.join('').length >= 5 && !phrase.every((w) => current.has(w))) phrases.push(phrase);
    for (const w of fold([street, ...rest].join(' '))) if (/^\d{4,6}$/.test(w) && !current.has(w)) words.add(w);
  }
  return { words, phrases };
}

/** A text's sentences that name an old value, apart from the rest; null when none does. */
function splitOld(content: string, old: { words: Set<string>; phrases: string[][] }): { kept: string; old: string } | null {
  if (old.words.size === 0 && old.phrases.length === 0) return null;
  const kept: string[] = [];
  const gone: string[] = [];
  for (const line of content.split('\n')) {
    const keptLine: string[] = [];
    for (const sentence of line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}„"“«‘(])/u)) {
      const ws = fold(sentence);
      const names = ws.some((w) => old.words.has(w)) || old.phrases.some((p) => ws.some((_, i) => p.every((w, k) => ws[i + k] === w)));
      (names ? gone : keptLine).push(sentence);
    }
    if (keptLine.length) kept.push(keptLine.join(' '));
  }
  return gone.length ? { kept: kept.join('\n'), old: gone.join(' ') } : null;
}

const CLAUSE_BREAK = /[;:,()]|\s[-–—]\s|\s(?:but|aber|mais|pero|ma|maar|mas|ale|αλλά)\s/iu;

/**
 * A structured amenity the visible text withdraws: JSON-LD still lists "Airport shuttle" while a page
 * says "since 2023 we no longer run an airport transfer" (or that the facility closed in 2020). The
 * two are the same amenity when one lexicon key finds both; the item is set aside, the rest of the
 * list stays.
 */
function withdrawnAmenities(snippets: ExtractedSnippet[]): ExtractedSnippet[] {
  const withdrawn = snippets
    .filter((s) => s.method === 'text' && !s.section?.startsWith(OUTDATED_PREFIX))
    .flatMap((s) => s.content.split(/(?<=[.!?])\s+|\n/u))
    .filter((sentence) => sentence.length <= 300)
    // the clause that says so, not the whole sentence: "the kids' club has closed; children love the pool"
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK).filter((clause) => NO_LONGER.test(clause) || (CLOSED_VERB.test(clause) && tellsClosure(sentence))));
  if (withdrawn.length === 0) return snippets;
  const keys = new Set(AMENITIES.filter((a) => withdrawn.some((w) => (a.prose ?? a.pattern).test(w))).map((a) => a.key));
  if (keys.size === 0) return snippets;
  const isWithdrawn = (item: string): boolean => AMENITIES.some((a) => keys.has(a.key) && a.pattern.test(item));
  return snippets.flatMap((s) => {
    if (s.type !== 'amenities' || !STRUCTURED.has(s.method)) return [s];
    const lines = s.content.split('\n');
    const gone = lines.filter(isWithdrawn);
    if (gone.length === 0) return [s];
    const kept = lines.filter((l) => !isWithdrawn(l)).join('\n');
    const aside = gone.join('\n');
    const setAside: ExtractedSnippet = { ...s, type: 'other', content: aside, contentHash: contentHash(aside), section: `${OUTDATED_PREFIX}the page says this is no longer offered (was amenities${s.section ? `, ${s.section}` : ''})`.slice(0, 200) };
    return kept ? [{ ...s, content: kept, contentHash: contentHash(kept) }, setAside] : [setAside];
  });
}
