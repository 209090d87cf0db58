import type { SnippetForProfile } from '../types.ts';
import { CHAINS, LODGING_WORDS, unicodeBoundaries } from '../../extract/lexicon.ts';
import { cleanItem, GENERIC_PAGE, leadIn, sentences, words } from './text.ts';
import { distanceIn } from './transport.ts';
import { hasVocab, transportKind } from './vocab/index.ts';
import { regionalTerms, sectionKind } from '../../extract/classify.ts';
import { hasPostcode, hasStreetAddress } from '../../extract/address.ts';
import { isSignedReview } from './review.ts';

/** A list line that gives its place a postal address of its own ("Krčma X (Horní 157, Český Krumlov)", "Bistro Y – 12 Rue Z, 75004 Paris"). */
function businessListing(line: string, name: string): boolean {
  const rest = line.replace(name, ' ');
  return hasPostcode(rest) || hasStreetAddress(rest) || STREET_NUMBER_TOWN.test(rest);
}

/** "Horní 157, Český Krumlov", "Latrán 28/3, Krumlov": a street and its number, then the town, however the language names streets. */
const STREET_NUMBER_TOWN = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.’'-]+(?:\s[\p{L}.’'-]+){0,2}\s\d{1,4}(?:\/\d{1,4})?[a-z]?,\s*(?:\d{2,3}\s?\d{2,3}\s+)?\p{Lu}\p{L}+/u;

/*
 * Nearby attractions: items of attraction lists (distances stripped, airports left to transport,
 * restaurant and company lists skipped), inline lists after a cue ("Nearby: A, B and C.",
 * "À proximité : …", "Nelle vicinanze: …", "attractions include …"), places the hotel's prose
 * says are close ("a 3-minute walk from Hoan Kiem Lake"), and headings of an attractions page's
 * sections. Calls to action and lines addressing the reader ("Let's stay in touch", "Make X your
 * home base") are not places.
 */

type S = SnippetForProfile;

const NOT_ATTRACTION = /(terms|conditions|privacy|policy|location|puntos de inter|points? of interest|punti di interesse|^\d|\baway\b|\bupdated\b|\bdetails\b|\bnearby\b|\bspots\b|\bexperiences\b|\bplan\b|\bbuild\b|\bstart\b|\bexplore\b|\bvisit(er)?\b|airport|aeroporto|aéroport|aeropuerto|station|駅|空港|hotels?\b|book|reserv|rooms?\b|see more|view|browse|contact|plan |events?\b)/i;

/**
 * Calls to action and newsletter/social blocks: "Let's stay in touch", "Suivez-nous", "Iscriviti";
 * a link asking the reader to discover ("Ontdek de omgeving", "Découvrez la région", "Discover the area").
 */
const CALL_TO_ACTION = unicodeBoundaries(/\b(?:discover|découvrez|découvrir|scopri|scoprite|descubre|descubra|descubrir|entdecken|entdecke|ontdek|ontdekken|descobre|descubra|odkryj|let'?s|let’s|stay in touch|keep in touch|get in touch|follow us|sign up|subscribe|newsletter|join us|contact us|restons|suivez|abonnez|inscrivez|seguici|iscriviti|síguenos|suscr[ií]bete|folgen sie)\b/iu);
/** A line addressing the reader or speaking for the hotel ("Make Seascape your home base"); "Notre-Dame" is a name. */
const READER = unicodeBoundaries(/\b(?:you|your|we|our|us|vous|votre|vos|nous|notre(?!-)|nos|tu|ton|ta|tes|voi|vostr[aoie]|noi|nostr[aoie]|usted|ustedes|nosotros|nuestr[ao]s?|ihr|wir|unser[e]?|sie)\b/iu);

export function notAPlace(item: string): boolean {
  return CALL_TO_ACTION.test(item) || READER.test(item);
}

/** A line giving map coordinates ("GPS: 46°14'49\" N, 13°34'43\" E", "45.4371° N") says where the hotel is, it names no sight. */
const COORDINATES = /\d{1,3}(?:[.,]\d+)?\s*°\s*(?:\d|[NSEWO](?![\p{L}]))/u;

/** A room type is the hotel's own ("Suíte Jardim", "Chambre Côté Jardin", "Garden Suite"), never a sight. */
// English "rooms" is left out: "Assembly Rooms" and "Pump Room" are sights
const ROOM_WORD = unicodeBoundaries(/\b(?:suites?|suítes?|chambres?|habitaci[oó]n(?:es)?|zimmer|kamers?|quartos?|camere|pokoje?|pokój|apartmány?|apartments?|apartamentos?|appartements?)\b/iu);
/** The hosts ("Familie Kröll", "Famille Dupont", "the Smith family") are people, not places. */
const FAMILY = /^(?:[Tt]he\s+)?(?:[Ff]amil(?:y|ie|le|ia|ía)|[Ff]amiglia|[Rr]odzina|[Rr]odina)\s+\p{Lu}|\p{Lu}\S*\s+[Ff]amil(?:y|ie)$/u;
/** A postcode line ("CEP 23970-000", "PLZ 6290", "D-78462"): a short code and digits only. */
const POSTCODE = /^\p{Lu}{1,4}[\s-]*\d[\d\s-]*$/u;
/** Seasons and the words joining them ("Im Winter", "Sommer wie Winter", "En été", "All year round"): when, not where. */
const SEASONS = new Set(
  'summer winter spring autumn fall season seasons été hiver printemps automne saison sommer frühling frühjahr herbst jahreszeit verano invierno primavera otoño temporada estate inverno autunno stagione verão outono zomer lente herfst seizoen lato zima wiosna jesień sezon léto jaro podzim sezóna'.split(' '),
);
const SEASON_LINKS = new Set('in im en au a al d di de del em no na w v und and or et ou y e o wie comme come como als i all year round toute l année ganzjährig tutto anno todo año ano'.split(' '));
function onlySeasons(item: string): boolean {
  const ws = item.toLowerCase().split(/[\s'’]+/u).filter(Boolean);
  return ws.some((w) => SEASONS.has(w)) && ws.every((w) => SEASONS.has(w) || SEASON_LINKS.has(w));
}

/** How to get there, as a link or a column names it ("Location & Transport", "Comment y aller", "On foot"): a label. */
const GETTING_THERE = new RegExp(
  `${/^(?:transports?|transporte|trasporti|verkehr|anreise|dojazd|doprava|getting (?:here|there)|how to get (?:here|there)|comment (?:y aller|venir|s['’]y rendre)|c[oó]mo llegar|come arrivare|como chegar|on foot|by car|à pied|a pie|a piedi|a pé|zu fu(?:ß|ss)|pieszo|pěšky)$/u.source}` +
    // SV/DA/NB/FI/HU/SL/HR/EL/TR
    `|^${regionalTerms([
      'hitta hit|vägbeskrivning|till fots|med bil',
      'find vej|kørselsvejledning|til fods|med bil',
      'veibeskrivelse|til fots|med bil',
      'saapuminen|kulkuyhteydet|kävellen|autolla',
      'megközelítés|gyalog|autóval',
      'kako do nas|dostop|peš|z avtom',
      'kako do nas|dolazak|pješice|automobilom',
      'πρόσβαση|με τα πόδια|με αυτοκίνητο',
      'ulaşım|yürüyerek|arabayla',
    ])}$`,
  'iu',
);

/**
 * A car park ("Central Car Park", "parkoviště P2 Jelení zahrada", "Parkhaus Altstadt") is where
 * guests leave the car, whatever sight it is named after: a parking word in the name or just before it.
 */
const PARKING = /(?<![\p{L}])(?:car ?parks?|parking(?: garage| lot)?|parkovišt\p{L}*|parkovisk\p{L}*|parkován\p{L}*|parkovan\p{L}*|parkowan\p{L}*|parkplatz|parkhaus|tiefgarage|parcheggio|autorimessa|aparcamiento|estacionamiento|estacionamento|parque de estacionamento|parkeerplaats|parkeergarage|parkering|parkkipaikka|parkoló|parkiriš\p{L}*|parkiralište)(?![\p{L}])/iu;
/** "na parkovišti P2", "the car park at": a name a parking word (and a code) opens is the car park's. */
const PARKING_BEFORE = new RegExp(`${PARKING.source}\\s+(?:[\\p{Lu}\\d]{1,3}\\s+)?$`, 'iu');
export function parkedBefore(before: string): boolean {
  return PARKING_BEFORE.test(before.slice(-50));
}

/**
 * A part of a place or a side of it, then the place ("Rand des Hafendorfes", "rand van het
 * natuurgebied", "Nord-Westen der Insel", "edge of the forest", "bord du lac", "orillas del río"):
 * where the house lies relative to a place, not a sight; the place it names may be one on its own.
 * Words that also open place names ("Riva del Garda", "Ribera del Duero", "Pie de la Cuesta") are left out.
 */
const POSITION_WORD = [
  // en
  'edges?|outskirts|fringes?|shores?|banks|foot|heart|middle|(?:north|south)(?:[- ]?(?:east|west))?|east|west|(?:north|south|east|west)ern(?:\\s+(?:part|side|tip|end))?',
  // de
  'rand|rande|stadtrand|ortsrand|waldrand|ufer|fu(?:ß|ss)e?|herzen|mitte|nähe|(?:nord|süd)(?:-?(?:osten|westen))?en|(?:nord|süd)-?(?:osten|westen)|osten|westen|norden|süden',
  // nl
  'oevers?|voet|hart|midden|(?:noord|zuid)(?:-?(?:oosten|westen))?(?:en)?|oosten|westen',
  // fr
  'bords?|rives?|orée|lisière|bordure|abords|cœur|coeur|flancs?|(?:nord|sud)(?:-(?:est|ouest))?|ouest',
  // es
  'orillas?|bordes?|corazón|márgenes|afueras|faldas?|laderas?|(?:nor|sur|sud)(?:este|oeste)|nordeste|norte|oeste',
  // it
  'sponda|sponde|margini?|cuore|pendici|periferia|limitare|(?:nord|sud)-?(?:est|ovest)|ovest',
  // pt
  'beira|margem|margens|coração|arredores|encosta|sopé|leste|noroeste|sudoeste',
].join('|');
const POSITION_OF = new RegExp(`^(?:(?:the|le|la|les|el|il|der|die|das|den|de|het|o|a)\\s+|l['’]\\s*)?(?:${POSITION_WORD})\\s+(?:(?:of|des|der|von|vom|van|de|du|del|dels|di|della|dei|delle|dello|degli|do|da|dos|das)\\s|d['’])`, 'iu');
export function positionPhrase(item: string): boolean {
  return POSITION_OF.test(item.trim());
}

/**
 * A way of travelling with nothing named ("Fähre", "the ferry", "Bus", "la navette"): no sight, and
 * no link either until a destination or a stop is written with it.
 */
const BARE_MODE = /^(?:(?:the|a|le|la|l['’]|el|il|lo|der|die|das|de|het|o)\s*)?(?:ferry|ferries|ferryboat|\p{L}*fähren?|traghett[oi]|bac|transbordador|balsa|veerpont|veerboot|boats?|bateaux?|barcos?|battell[oi]|schiff|bus|buses|autobus|autobús|autobuses|busse|coach|coaches|tram|tramway|tranvía|straßenbahn|metro|métro|subway|u-bahn|s-bahn|train|trains|treno|tren|zug|taxi|taxis|shuttle|navette|navetta)$/iu;
export function bareMode(item: string): boolean {
  return BARE_MODE.test(item.trim());
}

/**
 * Lodging words the shared lexicon lacks, in the languages of guest houses ("Pensionat Sjöboden",
 * "Estalagem Monte Verde", "Pensjonat Pod Lipami", "Albergue …"): another house, or this one's
 * former name, is no sight.
 */
const MORE_LODGING = /(?<![\p{L}])(?:pensionat|pensjonat|penzion|penzión|pensiune|pensiunea|panzió|vendégház|estalagem|pousada|albergue|gästehaus|gjestehus|gæstehus|vandrarhem|vandrehjem|herberge|hoster[ií]a|külalistemaja|kulalistemaja|gostišče|minshuku)(?![\p{L}])/iu;
/** A lodging, named or only its kind ("Gasthof", "Hotel"): never a sight. */
export function namesLodging(item: string): boolean {
  return MORE_LODGING.test(item) || (LODGING_WORDS.test(item) && words(item).length === 1);
}

/** Names of people, rooms, postcodes and seasons, car parks, labels of how to get there, sides of a place and bare ways of travelling: lines of an attractions section that are no place. */
export function notASight(item: string): boolean {
  return namesLodging(item) || ROOM_WORD.test(item) || FAMILY.test(item) || POSTCODE.test(item) || onlySeasons(item) || PARKING.test(item) || GETTING_THERE.test(item.trim()) || positionPhrase(item) || bareMode(item);
}

/** A name runs to the end of its sentence: "Zócalo. Del aeropuerto" is "Zócalo" (but "St. Paul's" stays whole). */
export function cutAtSentenceEnd(name: string): string {
  return name.split(/(?<!(?:^|[^\p{L}])\p{Lu}\p{Ll}{0,2})\.\s+/u)[0]!;
}

const LIST_CUES: RegExp[] = [
  // "Nearby: A, B and C.", "À proximité : …", "Nelle vicinanze: …", "In der Nähe: …"
  /(?:^|\b)(?:nearby(?: attractions| sights| places| points of interest)?|attractions nearby|local attractions|area attractions|things to (?:do|see) nearby|à proximité|aux alentours|dans les environs|à voir|nelle vicinanze|nei dintorni|da vedere|en los alrededores|alrededores|cerca|in der nähe|in der umgebung|sehenswürdigkeiten)\s*[:：]\s*(.+)$/iu,
  // "Nearby attractions include A, B and C", "les sites à voir comprennent …"
  /\b(?:attractions|sights|landmarks|places of interest|points of interest|highlights|attrazioni|luoghi d'interesse|sites|atracciones|lugares de interés|sehenswürdigkeiten)\s+(?:nearby\s+|in the area\s+|à proximité\s+|nelle vicinanze\s+|cercanos\s+)?(?:include|includes|including|such as|like|comprennent|comme|incluent|tels que|telles que|come|includono|como|incluyen|wie)\s*:?\s+(.+)$/iu,
];
/** "close to A, B and C": a preposition cue counts only when a list follows it. */
const NEAR_LIST_CUE = unicodeBoundaries(/\b(?:close to|near|next to|steps from|minutes from|a short (?:walk|drive) (?:from|to)|within walking distance of|près de|à deux pas de|à quelques minutes de|non loin de|vicino a|a pochi passi da|a pochi minuti da|cerca de|a pocos pasos de|a pocos minutos de|nahe|unweit)\s+(.+)$/iu);
const LEADING_ARTICLE = /^(?:(?:the|a|an|le|la|les|il|lo|gli|i|el|los|las|der|die|das|dem|den)\s+|l['’]\s*)/iu;
const NAME_LINKS = new Set("of de di du des del della dei degli delle la le the and & am an der sur on upon y e et da von zu at d' l' 's".split(' '));

/**
 * "Trains to Manchester Piccadilly (15 minutes)", "im Ort Richtung Kirche", "just past the Four
 * Square", "between Christchurch and Queenstown": in directions, a name after a route word is
 * where a journey goes, starts or turns, not a sight of the neighbourhood.
 */
const ROUTE_BEFORE = /(?<![\p{L}])(?:to|towards?|from|via|past|between|direction|richtung|nach|bis|vers|depuis|jusqu['’]à|verso|direzione|hacia|dirección|desde|hasta|sentido|para|até|richting|naar|vanaf|kierunku|směr)\s+(?:(?:the|le|la|les|der|die|das|dem|den|zum|zur|el|il|o|a)\s+|l['’]\s*|[«„"“]\s*)?$/iu;

/** A capitalised name as the prose writes it after a nearness cue ("Hoan Kiem Lake", "Musée des Beaux-Arts"). */
const PROSE_NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:of|de|del|di|the|&|du|des|la|der|von|van|do|da|dos|das)?\\s*\\p{Lu}[\\p{L}'’.-]*){0,5}";
/**
 * After a name a nearness cue took: a conjunction (no comma: "near Central Park, New York" gives
 * the town), an article or a preposition the languages repeat ("et des", "e a", "y de la", "und
 * dem"), then a capitalised name ("à côté de Giverny et des Andelys", "de Sinaia și Predeal").
 * Czech and Slovak "a" is left out: it is also the Romance "to".
 */
const JOINED_NAME = new RegExp(
  `^\\s+(?:and|et|e|y|und|en|i|și|si|och|og|ja|és|oraz)\\s+(?:(?:de\\s+la|de|des|du|the|to|le|la|les|el|los|las|il|lo|gli|del|della|dei|degli|delle|dello|al|alla|ai|agli|a|à|au|aux|der|dem|den|das|zum|zur|do|da|dos|das|o|os|as|het|van)\\s+|[dl]['’]\\s*)?(${PROSE_NAME})`,
  'u',
);
/** The names a conjunction joins to a name the prose just gave, given the text after it; up to three. */
export function namesJoinedAfter(rest: string): string[] {
  const out: string[] = [];
  let tail = rest;
  for (let i = 0; i < 3; i++) {
    const m = JOINED_NAME.exec(tail);
    if (!m?.[1]) break;
    const name = cutAtSentenceEnd(m[1]);
    out.push(name.replace(/[.,;:]+$/u, '').trim());
    if (name !== m[1]) break;
    tail = tail.slice(m[0].length);
  }
  return out;
}

/** A name a direction word opens, as German writes it capitalised ("Richtung Kirche", "Direction Port"). */
const ROUTE_NOUN = /^(?:Richtung|Direction|Dirección|Direzione|Richting|Kierunek|Směr)\s/u;

/** "3 minutes walk to Hoan Kiem Lake", "5 Gehminuten bis zum Dom": a walk to a place says it is near. */
const WALK_BEFORE = /(?:walk|walking|stroll|on foot|à pied|a piedi|a pie|a pé|zu fu(?:ß|ss)|gehminuten|lopen|pieszo|pěšky)[^.;:!?]{0,14}$/iu;

/**
 * "przez Myślenice i Nowy Targ", "through Cheltenham and Stow", "über Imst und Landeck": every town a road
 * passes through is on the way, the second of an enumeration as much as the first. Only the words
 * for "through" take a list: after "to" or "from" a second name may be the sight itself.
 */
// no "via": Italian streets are "via Roma", and ROUTE_BEFORE already takes the first name after it
const THROUGH_LIST = /(?<![\p{L}])(?:through|przez|přes|cez|über|durch|attraverso|através\s+de|door)\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*)*(?:\s*,\s*|\s+(?:and|i|a|und|et|e|y|och|og|en)\s+))*(?:(?:the|die|den|das|de|het|o|a)\s+)?$/u;

/** A name the directions head for, start from or pass, given the text before it; a walk's end is near. */
export function routedName(before: string, name: string): boolean {
  const head = before.slice(-40);
  return (ROUTE_BEFORE.test(head) && !WALK_BEFORE.test(head)) || THROUGH_LIST.test(before.slice(-80)) || ROUTE_NOUN.test(name);
}

/**
 * "Bradley International Airport (BDL) near Hartford", "la gare SNCF près de Dijon": a nearness cue
 * right after a stop says where the stop is, not what is near the house.
 */
export function stopBefore(before: string): boolean {
  const tail = /([\p{L}\p{M}'’-]+)\s*(?:\([^()]{1,20}\)\s*)?,?\s*$/u.exec(before)?.[1];
  if (!tail) return false;
  const kind = transportKind(tail.replace(/^[dl]['’]/iu, ''));
  return kind !== null && kind !== 'other' && kind !== 'taxi';
}

/** The places of an inline list ("Art Institute of Chicago, Millennium Park and Navy Pier"). */
export function splitPlaceList(text: string): string[] {
  const out: string[] = [];
  const body = text.replace(/\s*\([^)]*\)/g, '').replace(/[.!?…]+$/u, '');
  for (const part of body.split(/\s*[,;]\s*|\s+(?:and|&|et|e|y|und|or|ou|o)\s+(?=(?:(?:the|le|la|les|il|lo|el|los|las|der|die|das)\s+|l['’]\s*)?[\p{Lu}\d])/u)) {
    let item = part.trim().replace(/^(?:and|et|e|y|und|or|ou|o)\s+/iu, '');
    // "the Rio Grande River" -> "Rio Grande River", but "The Pit" is a name
    if (item.replace(LEADING_ARTICLE, '').split(/\s+/).length >= 2) item = item.replace(LEADING_ARTICLE, '');
    if (!/^[\p{Lu}\d]/u.test(item)) continue;
    // a name ends at the first lower-case word that does not link two of its words ("NM Jeep Tours to explore ...")
    const ws = item.split(/\s+/);
    const kept: string[] = [];
    for (const w of ws) {
      if (/^[\p{Ll}]/u.test(w) && !NAME_LINKS.has(w.toLowerCase()) && !/^[dl]['’]\p{Lu}/u.test(w)) break;
      kept.push(w);
    }
    while (kept.length && NAME_LINKS.has(kept[kept.length - 1]!.toLowerCase())) kept.pop();
    item = cleanItem(kept.join(' '));
    if (item.length >= 3 && item.length <= 60 && kept.length <= 8) out.push(item);
  }
  return out;
}

/** A list naming a company ("near AMD, ERCOT, Inc., Sitel/GM") lists businesses, not attractions. */
const COMPANY = unicodeBoundaries(/\b(?:inc|llc|ltd|corp|corporation|co|gmbh|ag|plc|s\.?p\.?a|s\.?r\.?l|s\.?a|sarl|solutions|systems|technologies|industries|headquarters)\b\.?$/iu);

/** Places listed inline after a cue in one sentence. */
export function inlinePlaces(sentence: string): string[] {
  let items: string[] = [];
  for (const cue of LIST_CUES) {
    const m = cue.exec(sentence);
    if (m?.[1]) {
      items = splitPlaceList(m[1]);
      break;
    }
  }
  if (!items.length) {
    const near = NEAR_LIST_CUE.exec(sentence);
    if (near?.[1] && /,/.test(near[1])) items = splitPlaceList(near[1]);
    if (items.length < 2) items = [];
  }
  return items.some((i) => COMPANY.test(i)) ? [] : items;
}

/**
 * Two names of one place (keys are folded words joined by spaces): one's words contain the
 * other's ("Zoo Atlanta" = "Atlanta Zoo"), or one is the other written without spaces ("Lego Land"
 * = "Legoland Florida").
 */
function samePlace(a: string, b: string): boolean {
  const x = new Set(a.split(' '));
  const y = new Set(b.split(' '));
  if ([...x].every((w) => y.has(w)) || [...y].every((w) => x.has(w))) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const squashed = short.replace(/ /g, '');
  return squashed.length >= 6 && long.split(' ').some((_w, i, ws) => ws.slice(i).join('').startsWith(squashed));
}

/** Words many sights' names share ("Center", "University", "World"), which tell no two of them apart. */
const SHARED_NAME_WORDS = new Set('center centre university college arena park ballpark museum garden gardens hall square street national state city town downtown uptown international convention trade world new old great north south east west saint st san santa'.split(' '));

/**
 * Another name of a place already listed: the same words of its own ("Isotopes" of "Albuquerque
 * Isotopes Ballpark" and "Isotopes Park", "Coca Cola" of "World of Coca Cola" and "Coca Cola
 * Museum"), besides place words, words many names share and the words of the hotel's name (its town).
 */
export function namesListedPlace(key: string, listed: readonly string[], hotelWords: ReadonlySet<string>): boolean {
  const own = (k: string): string => [...new Set(k.split(' ').filter((w) => w.length >= 2 && !/^\d/u.test(w) && !NAME_LINKS.has(w) && !GENERIC_PAGE.has(w) && !SHARED_NAME_WORDS.has(w) && !hotelWords.has(w) && !hasVocab('place', w)))].sort().join(' ');
  const mine = own(key);
  return mine !== '' && listed.some((k) => k !== key && own(k) === mine);
}

/**
 * A name a short preposition joins to a capitalised name is one place ("Cmentarz na Pęksowym
 * Brzyzku", "Frankfurt am Main", "Rothenburg ob der Tauber"): the clause a feature's name would
 * end at ("Sauna in the basement") does not end a place's name when only capitalised words follow
 * up to the dash or bracket.
 */
function placeLeadIn(line: string): string {
  const lead = leadIn(line);
  const punct = /\s*(?:\(|\s[–—-]\s|:\s|,\s|;\s)/u.exec(line);
  const whole = (punct && punct.index > 0 ? line.slice(0, punct.index) : line).trim();
  if (whole === lead || !whole.startsWith(lead)) return lead;
  const rest = whole.slice(lead.length).trim().split(/\s+/u);
  const [link, ...tail] = rest;
  return link && link.length <= 3 && /^\p{Ll}+$/u.test(link) && tail.length >= 1 && tail.length <= 3 && /^\p{Lu}/u.test(tail.at(-1)!) && tail.every((w) => /^\p{Lu}/u.test(w) || NAME_LINKS.has(w.toLowerCase())) ? whole : lead;
}

/**
 * A list item names a place and often how far it is: "Kunsthaus Zürich – 10 Min. zu Fuß",
 * "Musée des Beaux-Arts (700 m)", "Real Alcázar – a 300 m, con sus jardines". The name is what
 * opens the item, cut at the first clause boundary; the distance stays with it, in brackets.
 */
export function placeAndDistance(raw: string): { name: string; distance: string | null } {
  const line = raw.replace(/^[\s•·*+\-–—>»✓✔]+/u, '').trim();
  const name = cleanItem(placeLeadIn(line)).replace(/\s*\(.*?\)\s*$/, '');
  const rest = line.slice(Math.max(0, line.indexOf(name) + name.length));
  const d = distanceIn(rest);
  return { name, distance: d && d.index <= 40 ? d.text : null };
}

/** The other name a list item gives its place in brackets ("Chợ Bến Thành (Bến Thành Market)"), as a key; a distance is no name. */
export function glossOf(line: string): string | null {
  const m = /\(([^()]+)\)/u.exec(line);
  if (!m?.[1] || !/^\p{Lu}/u.test(m[1]) || distanceIn(m[1])) return null;
  return words(m[1]).join(' ') || null;
}

/**
 * "Vieux Lyon et la cathédrale Saint-Jean", "Trindade e a Piscina Natural": a conjunction and an
 * article open a second place, as in prose; "&" pairs two sights a page keeps as one ("Kampa
 * Island & the Lennon Wall"), and a conjunction without an article may be inside one name
 * ("Museo de Artes y Costumbres").
 */
const PAIR = /\s(?:and|et|e|y|und|en|i)\s+(?:the|la|le|el|il|les|los|las|der|die|das|het|o|a)\s+(?=\S*\s*\p{Lu})/u;
/**
 * "Sodus Point Beach and Lighthouse", "Cap Fréhel Plage et Phare": a name and two kinds of place it
 * gives, each one capitalised word the place vocabulary knows, are two places of that name.
 */
const SHARED_NAME_PAIR = /^((?:\p{Lu}[\p{L}'’.-]*\s+){1,4})(\p{Lu}\p{Ll}+)\s+(?:and|&|et|e|y|und|en|i)\s+(\p{Lu}\p{Ll}+)$/u;
export function sharedNamePair(item: string): string[] | null {
  const m = SHARED_NAME_PAIR.exec(item.trim());
  if (!m?.[1] || !m[2] || !m[3] || !hasVocab('place', m[2]) || !hasVocab('place', m[3])) return null;
  return [`${m[1]}${m[2]}`, `${m[1]}${m[3]}`];
}

/**
 * "Place de la Bourse et Miroir d'eau", "Zona Velha e Rua de Santa Maria": a list line naming two
 * places, each of two words or more, joined by a conjunction before a capital. A shorter side is a
 * kind the other name shares ("Museo de Artes y Costumbres") or one word of a name, so the line
 * stays whole. English "and" and "&" are left out: they join the words of one institution's name
 * ("Nature and Science Center", "Trade & Convention Center", "Historical Society and School House
 * Museum") as often as two places.
 */
const CAPITAL_PAIR = /\s(?:et|e|y|und|en|i|och|og|ja|és)\s+(?=\p{Lu})/gu;
export function capitalPair(item: string): string[] | null {
  const cuts = [...item.matchAll(CAPITAL_PAIR)];
  // with two conjunctions one of them is inside a name, and which one is not told by the line
  if (cuts.length !== 1) return null;
  const m = cuts[0]!;
  const left = item.slice(0, m.index).trim();
  const right = item.slice(m.index + m[0].length).trim();
  return left.split(/\s+/u).length >= 2 && right.split(/\s+/u).length >= 2 ? [left, right] : null;
}

function splitPair(item: string): string[] {
  const shared = sharedNamePair(item);
  if (shared) return shared;
  const m = PAIR.exec(item);
  if (!m) return [item];
  const second = item.slice(m.index + m[0].length);
  // "Ciudad de las Artes y las Ciencias", "Museum of the Arts and the Sciences": one word after the article the first side's last word has too is the rest of one name
  const article = /\s(\S+)\s+$/u.exec(m[0])?.[1]?.toLowerCase();
  if (!/\s/u.test(second.trim()) && article && new RegExp(`\\s${article}\\s+\\p{Lu}\\S*$`, 'iu').test(item.slice(0, m.index))) return [item];
  return [item.slice(0, m.index), `${second.charAt(0).toUpperCase()}${second.slice(1)}`];
}

/** Lower-case words that join the capitalised words of a long name ("Ciudad de las Artes y las Ciencias", "Basilica of St. Francis of Assisi"). */
const LONG_NAME_LINKS = new Set([...NAME_LINKS, ...'los las les il lo gli do dos das del dello dei degli i y e'.split(' ')]);
/**
 * Many linking words in a long line: a phrase ("Ubicada en la zona de ...") rather than a name,
 * unless every other word is capitalised, as a long name writes them ("Cathedral Basilica of St.
 * Francis of Assisi", "Ciudad de las Artes y las Ciencias").
 */
export function phrase(item: string): boolean {
  const linked = (item.match(/\s(en|la|de|el|the|of|in|at|a|di|del|le|du|et|y|e)\s/gi) ?? []).length >= 2 && item.split(' ').length > 5;
  return linked && !item.split(/\s+/u).every((w) => /^[\p{Lu}\d]/u.test(w) || LONG_NAME_LINKS.has(w.toLowerCase()));
}

/** A paragraph led by a place's name and a dash or colon ("Plaza de España – 20 minutos paseando por el parque"). */
const LED_BY_NAME = /^\p{Lu}[^\n–—:.!?]{2,60}\s[–—:]\s/u;

/**
 * A name has few words in lower case besides the ones linking its words ("Phố đi bộ Nguyễn Huệ",
 * "Musée des beaux-arts"); a line with three or more ("Home of the town's oldest bakery", "Free
 * hot breakfast · Free parking") describes, it names nothing.
 */
function lowerCaseWords(item: string): number {
  return item.split(/\s+/u).filter((w) => /^\p{Ll}/u.test(w) && !NAME_LINKS.has(w.toLowerCase()) && !SHORT_LINKS.has(w) && !/^\p{Ll}{1,3}\.$/u.test(w)).length;
}

/**
 * The conjunctions and prepositions that join the words of a name in the languages writing the
 * kind in lower case ("Pražský hrad a katedrála sv. Víta", "Staroměstské náměstí s orlojem",
 * "Vadstena hamn och badplats", "Líceum és Varázstorony"); an abbreviation ("sv.", "św.") is one too.
 */
const SHORT_LINKS = new Set('a i s se z ze w we na u v ve k ke do od po pri při pod nad och og ja és'.split(' '));

/**
 * A list line that is no place: a guest's signed review, a label introducing what follows
 * ("Přijímáme:", "Getting here:"), a dated news item ("HÍREK – 2013.09.02."), a priced service or
 * dish ("Masáž chrbta a šije (30 min., 25 €)", "Tasting menu – 65 EUR").
 */
const DATE = /(?<![\p{N}])(?:\d{4}[./-]\s?\d{1,2}[./-]\s?\d{1,2}|\d{1,2}[./-]\s?\d{1,2}[./-]\s?\d{4})(?![\p{N}])/u;
const PRICE = /(?:[€$£¥]\s?\d|\d(?:[.,]\d+)?\s?(?:€|\$|£|eur|euro|usd|gbp|chf|kč|czk|ft|huf|zł|pln|lei|ron|kn|sek|dkk|nok|kr)(?![\p{L}]))/iu;
/**
 * A line opened by an article, a determiner or a negation and then a word in lower case is a
 * sentence or a slogan ("Els restaurants indicats no formen part…", "No resort fees, ever", "The
 * kids loved the pool"), not a name ("The Pit", "Les Cols", "La Tigra National Park").
 */
const DETERMINER = new Set('the a an no not every all our your this these le la les l un une des du aucun il lo gli i uno una nessun el los las els un una unos ningún ningun der die das ein eine kein keine alle het de een geen o os as um uma nenhum'.split(' '));
function opensASentence(item: string): boolean {
  const [first, second] = item.split(/\s+/u);
  return first !== undefined && second !== undefined && DETERMINER.has(first.toLowerCase()) && /^\p{Ll}/u.test(second);
}

/** Prepositions a heading that describes opens with ("Entre volcans i fagedes", "Between sea and hills", "Zwischen Bergen und Seen"). */
const PREPOSITION = new Set('between among around about along entre parmi autour sur sous vers tra fra intorno lungo sotto entre sobre alrededor junto hacia zwischen unter über rund um entlang tussen rond langs między pomiędzy mezi kolem'.split(' '));
/**
 * A heading opened by an article, a determiner or a preposition and then a word in lower case
 * ("A day in Agios Prokopios", "A visitar", "Entre volcans i fagedes") heads a story or a
 * section, it names no place.
 */
export function describingHeading(heading: string): boolean {
  const [first, second] = heading.split(/\s+/u);
  return opensASentence(heading) || (first !== undefined && second !== undefined && PREPOSITION.has(first.toLowerCase()) && /^\p{Ll}/u.test(second));
}

export function notAListedPlace(line: string): boolean {
  return isSignedReview(line) || /[:：]\s*$/u.test(line) || DATE.test(line) || PRICE.test(line);
}

/**
 * A list line that runs on as a sentence ("Provesti dan na lokalnim plažama i manjim uvalama.",
 * "Ubicada en la zona exclusiva de …", "Spend a day on the local beaches."): its opening word is a
 * verb or a participle, not a name, when a word in lower case that links no name follows it, the
 * line runs to five words or more, with no dash, colon or bracket setting a name apart and no
 * distance, and either ends as a sentence does or leaves its opening word alone as the name.
 */
export function sentenceLine(line: string, name: string): boolean {
  const ws = line.trim().split(/\s+/u);
  const second = ws[1] ?? '';
  if (ws.length < 5 || !/^\p{Ll}/u.test(second) || NAME_LINKS.has(second.toLowerCase())) return false;
  if (/\s[–—-]\s|[:(（]|\d/u.test(line)) return false;
  return /[.!]\s*$/u.test(line) || !/\s/u.test(name.trim());
}

/** A stop, a station or an airport is a transport link, not an attraction ("Estación de Santa Justa"). */
function namesAStop(item: string): boolean {
  const kind = transportKind(item);
  return kind !== null && kind !== 'other' && kind !== 'taxi' && !hasVocab('place', item);
}

/**
 * A station named after its town by "station of" ("Gare de Joigny", "Stazione di Orvieto", "Estación
 * de Cuenca", "Bahnhof von Thun"; keys are folded words with a space either side): a list of things
 * to see that names the town itself lists the town, not the station (unless the line gives the
 * station's own distance).
 */
const STATION_OF = /^ (?:gare|gare sncf|gare routiere|stazione|stazione ferroviaria|estacion|estacion de tren|estacao|station|bahnhof|dworzec|nadrazi|bus station|train station|railway station) (?:de|d|du|des|di|of|von|do|da|w|pkp) /u;
export function stationOfTown(linkKey: string, key: string): boolean {
  const m = STATION_OF.exec(linkKey);
  return m !== null && linkKey.slice(m[0].length - 1) === ` ${key} `;
}

/** Blocks that may sit under a place's own heading; a transport, room or contact block is about something else. */
const HEADED_TYPES = new Set(['point_of_interest', 'description', 'other']);

/**
 * A table or a run of headings where each place heads a block opening with its distance
 * ("Gubałówka | 1,2 km do dolnej stacji…", "Turtle Hospital | 2 mi away"): three such headings in a
 * row make the headings the places, whatever the blocks were typed as.
 */
export function headedPlaces(snippets: S[]): { name: string; distance: string; id: string }[] {
  const out: { name: string; distance: string; id: string }[] = [];
  let run: { name: string; distance: string; id: string; opens: boolean }[] = [];
  const flush = (): void => {
    if (run.filter((r) => r.opens).length >= 3) out.push(...run.map(({ name, distance, id }) => ({ name, distance, id })));
    run = [];
  };
  let heading: string | null = null;
  for (const s of snippets) {
    if (s.method !== 'text' || !s.section || s.section === heading) continue;
    heading = s.section;
    const d = HEADED_TYPES.has(s.type) ? distanceIn(s.content.slice(0, 60)) : null;
    if (!d) {
      flush();
      continue;
    }
    run.push({ name: cleanItem(s.section), distance: d.text, id: s.id, opens: d.index <= 5 });
  }
  flush();
  return out.filter(({ name }) => name.length >= 3 && name.length <= 60 && name.split(' ').length <= 6 && /^\p{Lu}/u.test(name) && !NOT_ATTRACTION.test(name) && !namesAStop(name) && !notAPlace(name) && !notASight(name));
}

export function pickAttractions(snippets: S[], name: string | null, transportLinks: string[] = []): { values: string[]; ids: string[][] } {
  const nameKey = name ? words(name).join(' ') : null;
  // a place the transport links already name is the station or stop ("Utrecht Centraal", "São Bento (8 minutos a pé)")
  const links = transportLinks.filter((t) => !/shuttle|navette|navetta|transfer|lanzadera|traslado/iu.test(t));
  const linkKeys = links.map((t) => ` ${words(t.replace(/\s*\([^)]*\)\s*$/u, '')).join(' ')} `);
  const linkDistances = links.map((t) => /\(([^)]*)\)\s*$/u.exec(t)?.[1]?.trim() ?? null);
  const nameWords = new Set(nameKey?.split(' ') ?? []);
  // `listed`: the item is a line of a things-to-see list, with the distance it gives (null for none)
  const acceptable = (item: string, listed: { distance: string | null } | null = null): boolean => {
    const ws = words(item);
    // a hotel of a chain ("Crowne Plaza Portland Downtown") is lodging, never a sight
    if (ws.every((w) => GENERIC_PAGE.has(w)) || notAPlace(item) || notASight(item) || CHAINS.some((c) => c.pattern.test(item))) return false;
    // the hotel's name without its town ("Gasthof Alpenrose" of "Gasthof Alpenrose Mayrhofen") is the hotel
    if (ws.length >= 2 && LODGING_WORDS.test(item) && ws.every((w) => nameWords.has(w))) return false;
    const key = words(item.replace(/\s*\([^)]*\)\s*$/u, '')).join(' ');
    // a list line giving the station's own distance ("São Bento (8 minutos a pé)") is the station still
    if (key && linkKeys.some((k, i) => k.includes(` ${key} `) && !(listed && listed.distance !== linkDistances[i] && stationOfTown(k, key)))) return false;
    return !nameKey || !ws.join(' ').includes(nameKey);
  };
  const values: string[] = [];
  const ids: string[][] = [];
  const keys = new Set<string>();
  // other names of the listed places, which the prose may use instead ("Saigon Opera House")
  const aliases = new Set<string>();
  for (const s of snippets) {
    if (s.type !== 'point_of_interest' || s.method !== 'text') continue;
    if (/(restaurant|dining|eat|businesses|companies|shopping|hotels)/i.test(s.section ?? '')) continue;
    const lines = s.content.split('\n');
    const isList = lines.length > 1 || s.content.length <= 60 || LED_BY_NAME.test(s.content);
    if (!isList) continue;
    for (const raw of lines) {
      if (COORDINATES.test(raw) || notAListedPlace(raw)) continue;
      // "In der Nähe: A, B und C" on one line is a list, not one place
      const listed = inlinePlaces(raw);
      for (const place of listed) {
        const key = words(place).join(' ');
        if (keys.has(key) || NOT_ATTRACTION.test(place) || !acceptable(place)) continue;
        keys.add(key);
        values.push(place);
        ids.push([s.id]);
      }
      if (listed.length) continue;
      const { name: item, distance } = placeAndDistance(raw);
      if (sentenceLine(raw, item)) continue;
      // a listed name with its own street address is a business (a partner restaurant, a shop): sights are told by distance, not by street
      if (businessListing(raw, item)) continue;
      if (item.length < 3 || item.length > 70 || item.split(' ').length > 8 || /[.!?]$/.test(item) || NOT_ATTRACTION.test(item) || namesAStop(item)) continue;
      if (!/^[\p{Lu}\d\p{Script=Han}\p{Script=Katakana}]/u.test(item) || opensASentence(item) || !acceptable(item, { distance })) continue;
      const paired = splitPair(item);
      const halves = paired.length > 1 ? null : capitalPair(item);
      // a phrase ("Ubicada en la zona de ...") rather than a name; two names a conjunction joins are judged one by one
      if (!halves && phrase(item)) continue;
      if (lowerCaseWords(item) >= 3) continue;
      const places = halves ? halves.filter((h) => !phrase(h) && !NOT_ATTRACTION.test(h) && !namesAStop(h) && acceptable(h, { distance })) : paired;
      for (const place of places) {
        const key = words(place).join(' ');
        if (keys.has(key)) continue;
        keys.add(key);
        values.push(distance ? `${place} (${distance})` : place);
        ids.push([s.id]);
      }
      const alias = glossOf(raw);
      if (alias) aliases.add(alias);
    }
  }
  // inline lists after a cue: "Nearby: Art Institute of Chicago, Millennium Park and Navy Pier."
  for (const s of snippets) {
    if (s.method !== 'text' || !['description', 'transport', 'point_of_interest', 'amenity', 'amenities'].includes(s.type)) continue;
    for (const sentence of sentences(s.content)) {
      for (const item of inlinePlaces(sentence)) {
        if (NOT_ATTRACTION.test(item) || !acceptable(item)) continue;
        const key = words(item).join(' ');
        if (keys.has(key) || [...keys].some((k) => samePlace(k, key)) || namesListedPlace(key, [...keys], nameWords)) continue;
        keys.add(key);
        values.push(item);
        ids.push([s.id]);
      }
    }
  }
  // places the hotel's own prose says are close ("a 3-minute walk from Hoan Kiem Lake")
  const NAME = "(\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:of|de|del|di|the|and|&|du|des|la|der|von|van|do|da|dos|das)?\\s*\\p{Lu}[\\p{L}'’.-]*){0,5})";
  // a time or distance and "from/to", or a nearness word, in the languages hotel sites use
  const UNIT = '(?:minutes?|min\\.?|minutos|minuti|[Mm]inuten|[Gg]ehminuten|km|kilom[eè]tres?|kil[oó]metros|chilometri|miles?|mi|m|metres?|meters?|metros|metri|mètres)';
  const NEAR_CUES = [
    `walk(?:ing distance)? (?:from|to)`,
    `minutes? (?:from|to)`,
    `(?:km|miles?|mi) from`,
    `\\d+(?:[.,]\\d+)?\\s*${UNIT}(?:\\s+(?:à pied|a piedi|a pie|a pé|zu fuß|lopen|walk))?\\s+(?:from|to|de(?:l|s| la)?|du|da(?:l|lla)?|do|von|vom|zum|zur|van|naar)`,
    `steps (?:from|to)`,
    `close to`,
    `next to`,
    `near`,
    `à deux pas de`,
    `à côté d(?:e|u|es)`,
    `près de`,
    `à proximité de`,
    `non loin de`,
    `vicino a`,
    `accanto (?:a|al|alla)`,
    `a pochi passi da`,
    `cerca de`,
    `al lado (?:de|del)`,
    `a pasos de`,
    `a pocos pasos de`,
    `perto de`,
    `ao lado (?:de|do|da)`,
    `próximo (?:a|de|do|da)`,
    `a poucos passos d[eoa]`,
    `in der nähe (?:von|des|der)`,
    `nahe (?:dem|der|des)`,
    `unweit (?:von|des|der|vom)`,
    `wenige schritte (?:von|vom)`,
    `vlak bij`,
    `dichtbij`,
    `op loopafstand van`,
  ].map((c) => (/^\p{L}/u.test(c) ? `[${c[0]!.toUpperCase()}${c[0]}]${c.slice(1)}` : c));
  const near = new RegExp(
    `(?<![\\p{L}])(?:${NEAR_CUES.join('|')})\\s+(?:the\\s+|le\\s+|la\\s+|l['’]\\s*|il\\s+|el\\s+|o\\s+|a\\s+|der\\s+|dem\\s+|het\\s+|de\\s+)?${NAME}`,
    // no `i`: with it \p{Lu} matches lower case too and a name would run on into the sentence
    'gu',
  );
  let fromProse = 0;
  for (const s of snippets) {
    if (s.method !== 'text' || !['description', 'transport', 'point_of_interest'].includes(s.type)) continue;
    for (const m of s.content.matchAll(near)) {
      const whole = m[1] ?? '';
      const item = cutAtSentenceEnd(whole).replace(/[.,;:]+$/, '').trim();
      // "(50 minutes) to Deansgate" in directions is where the tram goes
      if (s.type === 'transport' && routedName(m[0].slice(0, m[0].length - whole.length), item)) continue;
      if (stopBefore(s.content.slice(0, m.index))) continue;
      if (item.length < 4 || item.split(' ').length > 6 || NOT_ATTRACTION.test(item) || !acceptable(item)) continue;
      if (/^(downtown|the|our|this|a|an|uptown|central)\b/i.test(item)) continue;
      // "à côté de Giverny et des Andelys": the names a conjunction joins to the near one are near too
      const joined = cutAtSentenceEnd(whole) === whole ? namesJoinedAfter(s.content.slice(m.index + m[0].length)) : [];
      for (const place of [item, ...joined]) {
        if (fromProse >= 8 || place.length < 4 || NOT_ATTRACTION.test(place) || !acceptable(place)) continue;
        const key = words(place).join(' ');
        if (keys.has(key) || [...keys, ...aliases].some((k) => k.includes(key) || key.includes(k) || samePlace(k, key)) || namesListedPlace(key, [...keys], nameWords)) continue;
        keys.add(key);
        values.push(place);
        ids.push([s.id]);
        fromProse++;
      }
    }
  }
  // sections named after a place on an attractions page: the heading is the attraction
  for (const s of snippets) {
    if (s.type !== 'point_of_interest' || !s.section) continue;
    const h = cleanItem(s.section);
    // a heading that types its section ("Nas proximidades", "In de buurt", "周辺観光") labels the places, it is none
    if (sectionKind([h]) === 'poi') continue;
    // a heading over priced services or news ("Aktuality" over massages and their prices) names none; nor does one that describes ("Entre volcans i fagedes")
    if (s.content.split('\n').every((l) => notAListedPlace(l)) || lowerCaseWords(h) >= 3 || describingHeading(h)) continue;
    if (h.length < 3 || h.length > 60 || h.split(' ').length > 7 || NOT_ATTRACTION.test(h) || !acceptable(h) || /[?？!！]$/u.test(h) || /(attraction|nearby|things to do|what to do|to do\b|quoi faire|que faire|à faire|cosa fare|qué hacer|explore|area|around|surroundings|dintorni|vicinanze|proximité|alentours|environs|alrededor|cercan[ií]as|umgebung|in der nähe|ausflug|tips\b|tipps\b|conseils|consigli|consejos|dicas|wskazówki|excursion|escursion|excursõ|day trips?|tagesausfl|dagtocht|uitstap|wycieczk|výlet|qué ver|que ver|o que ver|cosa vedere|à voir|what to see|was sehen|wat te zien|sehenswert)/iu.test(h)) continue;
    const key = words(h).join(' ');
    if (keys.has(key)) continue;
    keys.add(key);
    values.push(h);
    ids.push([s.id]);
  }
  return { values, ids };
}

