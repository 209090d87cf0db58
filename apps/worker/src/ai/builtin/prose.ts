import type { SnippetForProfile } from '../types.ts';
import { cutAtSentenceEnd, glossOf, headedPlaces, namesListedPlace, notAPlace, notASight, parkedBefore, placeAndDistance, routedName } from './attractions.ts';
import { SISTER_MENTION, sectionKind } from '../../extract/classify.ts';
import { AMENITIES, CHAINS, LODGING_WORDS } from '../../extract/lexicon.ts';
import { GENERIC_PAGE, leadIn, sentences, words } from './text.ts';
import { distanceIn } from './transport.ts';
import { transportKind, hasVocab } from './vocab/index.ts';
import { OSM_VOCAB } from './vocab/osm-vocab.ts';
import { placesOfOneLanguage } from './bilingual.ts';
import { withoutSignedReviews } from './review.ts';
import { NEITHER_WORDS } from './word-lists.ts';

/*
 * Facts written in prose rather than in lists: places named in sentences ("À 10 minutes, vous
 * découvrirez le château de Beynac", "Nearby you can visit Chatsworth House (3 miles)"). A place
 * is a capitalised name span that a place word heads or ends ("Abbazia di Sant'Antimo", "All
 * Saints Church", "le château de Beynac"), or a name span a distance or a time follows at once
 * ("Chatsworth House (3 miles)"). Structure and vocabularies decide, never a phrase of one site:
 * the place words are the OpenStreetMap preset names of museums, castles, churches, beaches,
 * parks, lakes… (vocab/osm-vocab.ts) and the few kinds of sights those presets do not name
 * (abbeys, gorges, caves, old towns, trails, gardens, squares, bridges…), in the languages hotel
 * sites are written in.
 */

type S = SnippetForProfile;

/**
 * Sight words that languages writing the name before the kind end a name with, in lower case
 * ("Lazebnický most", "Skalnaté pleso", "Eliisabeti kirik", "Mátyás templom", "the Deerfield
 * river"): church, cathedral, monastery, castle, square, garden, tower, gate, bridge, lake,
 * waterfall, cave, peak, lookout, museum, promenade, town hall in cs/sk/pl/et/hu, and English.
 */
const TRAILING_HEADS_CS_SK_PL_ET_HU = `kostel katedrála chrám klášter hrad zámek náměstí zahrada věž brána most jezero rybník vodopád vodopády jeskyně štít rozhledna muzeum
  kostol kláštor zámok kaštieľ námestie záhrada veža pleso jaskyňa jaskyne rozhľadňa múzeum
  kościół katedra bazylika klasztor zamek pałac rynek ogród wieża brama jezioro wodospad jaskinia jaskinie szczyt muzeum
  kirik katedraal klooster linnus mõis väljak torn värav sild järv juga koobas muuseum promenaad raekoda rannapromenaad
  templom székesegyház kolostor vár kastély kert torony kapu híd vízesés barlang csúcs múzeum`.split(/\s+/);
const TRAILING_HEADS = new Set([
  ...TRAILING_HEADS_CS_SK_PL_ET_HU,
  ...'river lake reservoir pond castle church cathedral abbey priory park garden gardens museum falls waterfall beach bridge tower trail mountain hill valley gorge canyon cave caves'.split(' '),
]);

/** Sights the OSM place presets have no preset for, in en/fr/de/es/it/pt/nl. */
const EXTRA_PLACE_WORDS = [
  ...`abbey abbaye abbazia abadía abadia abdij abtei kloster klooster monastery monastère monastero monasterio mosteiro priory prieuré convent couvent convento
  basilica basilique basílica basiliek basilika duomo dom cathedral church chapel chiesa iglesia igreja kerk kirche église chapelle
  gorge gorges gola gole garganta schlucht kloof cave caves grotte grottes grotta cueva cuevas höhle gruta grot gouffre
  trail sentier sentiero sendero trilha wanderweg
  garden gardens jardin jardins giardino giardini jardín jardines jardim garten gärten tuin tuinen
  square piazza plaza platz plein praça bridge pont ponte puente brücke brug tower tour torre turm toren
  fountain fontaine fontana fuente brunnen citadel citadelle cittadella ciudadela zitadelle fortress forteresse rocca
  falls loch lough mount mont monte island isle île isola isla insel eiland ilha forest forêt foresta bosque wald floresta
  golf viaduct viaduc viadotto aqueduct aqueduc acquedotto acueducto aquädukt
  amphitheatre amphitheater amphithéâtre anfiteatro arena arènes opera opéra terme thermes termas therme cité
  river fiume río fluss rivier rzeka řeka cape cabo reservoir embalse
  lagoon lagune laguna lagoa natuurgebied naturgebiet salines saline salinas
  market`.split(/\s+/),
  'old town', 'old quarter', 'vieille ville', 'centro storico', 'casco antiguo', 'casco histórico', 'oude stad', 'cidade velha',
  'national park', 'parc national', 'parco nazionale', 'parque nacional', 'nationaal park', 'natural park', 'parc naturel', 'parco naturale',
  'golf club', 'golf course', 'thermal baths',
  // ski areas, named by the word a dictionary gives in each language ("lyžiarske stredisko Jasná", "domaine skiable de …"); German and Dutch compounds ("Gletscherskigebiet") name a kind
  'ski area', 'ski resort', 'domaine skiable', 'station de ski', 'comprensorio sciistico', 'estación de esquí', 'lyžařský areál', 'lyžařské středisko', 'lyžiarske stredisko', 'ośrodek narciarski', 'stacja narciarska', 'síterep', 'domeniul schiabil',
  // the same kinds of sight in cs/sk/pl/et/ro/hu/ca: church, cathedral, monastery, castle, square,
  // garden, tower, gate, bridge, lake, waterfall, cave, peak, old town, promenade, museum, beach
  ...TRAILING_HEADS_CS_SK_PL_ET_HU.filter((w) => w !== 'most'),
  ...`biserica biserică catedrala catedrală mănăstirea mănăstire castelul cetatea cetate piața piață grădina grădină turnul poarta poartă podul lacul cascada peștera vârful muzeul bastionul
  església catedral monestir castell plaça jardí torre portal pont llac cascada cova museu volcà`.split(/\s+/),
  'staré město', 'staré mesto', 'stare miasto', 'vanalinn', 'centrul vechi', 'óváros', 'nucli antic', 'barri vell',
];

/**
 * Preset terms that are a place kind in OSM but, written in a hotel's prose, say nothing of a
 * sight (a colour, a faith, a generic "attraction") or are often part of a town's or hotel's name.
 */
const WEAK_PLACE_WORDS = new Set(
  'verde solar dvor historisch bygning kristen christian cristiana chrétien muslim musulman musulmana muslimsk hindu hindú hindou budista buddhist shinto shintō jinja islám fort casino casinò studio safari vik koy sahil göl solar trädgård botanisk botânico riserva historisk plats site historique'.split(' '),
);

const LATIN = /^[\p{Script=Latin}\s'’.-]+$/u;

/**
 * English place words that a name ends, capitalised ("Bang Niang Market", "Quincy Market"); in
 * lower case they are everyday nouns ("a market town", "the market on Sundays") heading no name,
 * and a compound ending in one is a shop ("Supermarket").
 */
const NAMED_ONLY_CAPITALISED = new Set(['market']);

/** Place words of one to three words, looked up per word of a sentence (a Set, never a scan of the list). */
const PLACE_TERMS = new Set(
  [
    ...Object.entries(OSM_VOCAB.place)
      .filter(([cat]) => cat !== 'attraction')
      .flatMap(([, terms]) => terms),
    ...EXTRA_PLACE_WORDS,
  ]
    .map((t) => t.toLowerCase().normalize('NFC'))
    .filter((t) => LATIN.test(t) && t.length >= 3 && t.split(' ').length <= 3 && !WEAK_PLACE_WORDS.has(t)),
);

const WORD = /[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*/gu;

/** The words of a text with their offsets, lower-cased. */
function wordsAt(text: string): { w: string; at: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ w: m[0].toLowerCase().normalize('NFC'), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** The place word (of up to three words) starting at word i, as the index past its last word, or -1. */
function placeTermAt(ws: { w: string }[], i: number): number {
  for (let n = 3; n >= 1; n--) {
    if (i + n > ws.length) continue;
    if (PLACE_TERMS.has(ws.slice(i, i + n).map((x) => x.w).join(' '))) return i + n;
  }
  return -1;
}

/** The name's words that are not place words. */
function withoutPlaceWords(name: string): string[] {
  const ws = wordsAt(name);
  const raw = [...name.matchAll(WORD)].map((m) => m[0]);
  const out: string[] = [];
  for (let i = 0; i < ws.length; ) {
    const past = placeTermAt(ws, i);
    if (past > 0) {
      i = past;
      continue;
    }
    out.push(raw[i]!);
    i++;
  }
  return out;
}

function hasPlaceWord(name: string): boolean {
  const ws = wordsAt(name);
  return ws.some((_w, i) => placeTermAt(ws, i) > 0) || ws.some((w) => endsWithPlaceTerm(w.w));
}

/** A compound that ends with a place word of six letters or more ("Augustinermuseum", "Klosterkirche", "Rijksmuseum"); shorter endings ("-turm", "-park") make common nouns too. */
function endsWithPlaceTerm(word: string): boolean {
  for (let i = 4; i <= word.length - 6; i++) if (PLACE_TERMS.has(word.slice(i)) && !NAMED_ONLY_CAPITALISED.has(word.slice(i)) && /^\p{L}+$/u.test(word)) return true;
  return false;
}

/** A capitalised word of a name ("Sant'Antimo", "Beaux-Arts", "d'Annecy", "St."). */
const CAP = "(?:[dl]['’])?\\p{Lu}[\\p{L}\\p{M}'’.-]*";
/** Words that join the words of a name ("Abbazia di Sant'Antimo", "Heights of Abraham"). */
const LINK = "(?:of|the|de|du|des|dels|d['’]|di|del|dello|della|dei|degli|delle|da|dal|dalla|do|dos|das|von|vom|der|den|van|het|y|la|le|les|el|los|las|am|an|im|auf|sur|sul|sulla|on|upon|en)";
const NAME_SPAN = `${CAP}(?:(?:\\s+|-)(?:${CAP}|[IVX]{1,4}\\b|\\d{1,4}\\b)|\\s+(?:${LINK}\\s+)+(?:l['’])?${CAP}|\\s+(?:${LINK}\\s+)*[dl]['’]\\s*${CAP})*`;
/** Capitalised name spans (no `i`: with it \p{Lu} matches lower case too). */
const SPAN_RE = new RegExp(`(?<![\\p{L}\\p{N}'’])${NAME_SPAN}`, 'gu');
/** After a lower-case place word: up to two adjectives and a link, or nothing, then a name ("château | de Beynac", "jardins | suspendus de Marqueyssac"). */
const AFTER_HEAD = new RegExp(`(\\s+|(?:\\s+\\p{Ll}[\\p{L}\\p{M}-]*){0,2}?\\s+(?:(?:${LINK}\\s+)+(?:[dl]['’]\\s*)?|[dl]['’]\\s*))(${NAME_SPAN})`, 'uy');

/** Words a sentence may open with before a name: articles, prepositions, pronouns, verbs of visiting. */
const OPENERS = new Set(
  `the a an in on at from to by near nearby also just only our your this these those there here visit discover explore enjoy see try take don't don’t why what when where after before while with and or but for
le la les l un une à au aux dans en de du des d sur près par pour avec et ou mais visitez découvrez explorez vous nous notre nos votre vos ce cette ces il elle on ici
il lo gli i uno una al allo alla ai agli alle nel nello nella nei negli nelle dal dalla dai da di su sul sulla per con e o ma visitate scoprite esplorate vi ci questo questa qui
el los las unos unas del desde en con y o pero visite visita descubra descubre explore nuestro nuestra aquí este esta
der die das ein eine einen dem den des im am vom zum zur beim bei mit und oder aber besuchen sie entdecken erleben hier unser unsere ihr ihre
het een bij naar met en of maar bezoek ontdek hier ons onze uw
o os um uma no na nos nas do da dos das ao aos pelo pela com e ou mas visite descubra aqui nosso nossa
minuten gehminuten fahrminuten autominuten stunden kilometer metern minutes minuti minutos minuten minuut minuten`.split(/\s+/),
);

/** Generic words that name no particular place on their own ("National Park", "Old Town", "palazzo del Quattrocento", a century). */
const GENERIC_NAME_WORDS = new Set(
  'national nationale nazionale nacional old new great grand grande little small big royal central main city town historic historical regional natural municipal public local famous beautiful ancient medieval médiévale vieux vieille nouveau nuovo vecchio antico antica alte alter altes neue neuer neues oud oude nieuw nieuwe novo nova velho velha north south east west nord sud est ouest norte sur este oeste duecento trecento quattrocento cinquecento seicento settecento ottocento novecento'.split(
    ' ',
  ),
);
const LINK_WORDS = new Set("of the de du des dels d' d’ di del dello della dei degli delle da dal dalla do dos das von vom der den van het y la le les el los las am an im auf sur sul sulla on upon en l' l’".split(' '));

/** A street, not a sight ("Church Lane", "Via del Duomo", "Rue du Château"). */
const STREET = /(?<![\p{L}])(?:street|st|road|rd|lane|avenue|ave|boulevard|blvd|drive|way|rue|chemin|allée|impasse|via|viale|vicolo|strada|calle|avenida|camino|carrer|rua|travessa|straße|strasse|str|gasse|weg|allee|laan|straat|gracht|steeg)(?![\p{L}])/iu;

/** The "Out and about" headings and labels a capitalised line may be, not a sight. */
const NOT_A_SIGHT = /(?<![\p{L}])(?:hotel|hôtel|restaurant|ristorante|restaurante|trattoria|osteria|bar|pub|caf[eé]|caffè|bistro|brasserie|grill|diner|spa|booking|reserv|terms|privacy|cookie|newsletter|copyright|rights|wi-?fi)(?![\p{L}])/iu;

/** Airports and stations in the plural, which the transport vocabulary has in the singular only ("die Flughäfen München und Salzburg"). */
const STOPS = /(?<![\p{L}])(?:airports|aéroports|aeropuertos|aeroporti|aeroportos|flughäfen|luchthavens|lotniska|letiště|railway stations|train stations|gares|estaciones|stazioni|estações|bahnhöfe|treinstations|dworce)(?![\p{L}])/iu;

/** "Buses stop in Rutland Square", "arrêt Hôtel de Ville": a square named as a stop is a stop. */
const STOP_BEFORE = /(?<![\p{L}])(?:stops?|stopping|arrêt|fermata|parada|paragem|haltestelle|halte|przystanek)(?:\s+(?:in|at|on|à|a|en|in|am|an|bei|op|na|no|w))?\s+(?:the\s+)?$/iu;

/**
 * "la stazione di Firenze Santa Maria Novella", "a estação de São Bento", "gare d'Annecy": a name
 * a station, stop or airport word of the transport vocabulary heads, alone or through "of", is
 * that stop's name. "to" is left out: a bus or a ferry to a place takes guests to a sight.
 */
const STOP_OF = /(?:\s+(?:de|di|do|da|del|della|dello|dos|das|du|des|of|von|vom|der|de\s+la)\s*|\s*[dl]['’]\s*|\s+)$/iu;
function headedByStop(before: string): boolean {
  const m = STOP_OF.exec(before);
  if (!m) return false;
  const word = /[\p{L}\p{M}-]+$/u.exec(before.slice(0, m.index))?.[0];
  // a capitalised word before the name is part of it or of another name ("Bus 43", "Metro Line")
  if (!word || !/^\p{Ll}/u.test(word)) return false;
  const kind = transportKind(word);
  return kind !== null && kind !== 'other' && kind !== 'taxi';
}

/**
 * "It was originally the fortified monastery of …", "est un ancien château de …": a place the
 * subject is, not one near it (the property describing its own building).
 */
const COPULA = /(?<![\p{L}])(?:is|was|are|were|est|était|sont|étaient|è|era|sono|erano|es|fue|son|ist|war|sind|é|foi|são)\s+((?:\p{Ll}[\p{L}'’]*\s+){0,4})$/u;
// German folds the article into the preposition ("zur Kirche", "zum See", "beim Dom")
const RELATION = /(?<![\p{L}])(?:to|from|of|near|at|in|by|on|within|à|au|de|du|des|près|da|di|del|vicino|a|al|cerca|en|zu|zum|zur|beim|bei|nahe|von|vom|im|am|van|bij|nabij|perto|do|da|minutes?|min|km|miles?)(?![\p{L}])/iu;
/**
 * "Next to it is the small …", "Just across the road is …", "Gleich daneben ist …": a clause that
 * opens with where, then the copula, names a place beside the subject, not the subject itself.
 */
const LOCATIVE_OPENING = /(?:^|[.;:!?]\s+|,\s+)(?:just\s+|right\s+|directly\s+|juste\s+|gleich\s+|direkt\s+|justo\s+|proprio\s+)?(?:next to|beside|opposite|across from|across the \p{L}+|behind|nearby|close by|around the corner|à côté|en face|juste à côté|daneben|nebenan|gegenüber|al lado|enfrente|accanto|di fronte|ao lado|em frente)(?![\p{L}])[^.;:!?]{0,30}$/iu;

function selfDescribed(before: string): boolean {
  const m = COPULA.exec(before.slice(-60));
  return m !== null && !RELATION.test(m[1] ?? '') && !LOCATIVE_OPENING.test(before.slice(0, before.length - m[0].length));
}

export interface ProsePlace {
  name: string;
  distance: string | null;
  id: string;
}

/**
 * "Ruinas de Santa María y la Plaza de Santa María" is two places: a span is cut at a conjunction
 * when what follows it opens with an article or is a place of its own (it has a place word);
 * "Museo de Artes y Costumbres Populares" stays whole.
 */
const CONJ = /\s(?:and|y|e|et|und|en|i)\s+(?=(?:(?:the|la|le|el|il|les|los|las|der|die|das|de|het|o|a)\s+)?\p{Lu})/gu;
function splitAtConjunction(span: string, at: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let start = 0;
  for (const m of span.matchAll(CONJ)) {
    const rest = span.slice((m.index ?? 0) + m[0].length);
    // an article after the conjunction opens a new name ("… y la Plaza de …", "… en het Vondelpark")
    if (!/^(?:the|la|le|el|il|les|los|las|der|die|das|de|het|o|a)\s/iu.test(rest) && !hasPlaceWord(rest.split(CONJ)[0] ?? rest)) continue;
    out.push({ text: span.slice(start, m.index), at: at + start });
    start = (m.index ?? 0) + m[0].length;
  }
  out.push({ text: span.slice(start), at: at + start });
  return out;
}

/** Strips the sentence's opening words and a leading article from a span; null when nothing named is left. */
function trimSpan(span: string, start: number): { text: string; offset: number } | null {
  const ws = span.split(/\s+/);
  let drop = 0;
  while (drop < ws.length - 1 && OPENERS.has(ws[drop]!.toLowerCase().replace(/['’]$/u, ''))) drop++;
  if (drop === 0 && ws.length === 1 && OPENERS.has(ws[0]!.toLowerCase())) return null;
  let text = ws.slice(drop).join(' ');
  // "L'Abbazia di …" -> "Abbazia di …"
  text = text.replace(/^[dlDL]['’]\s*(?=\p{Lu})/u, '');
  while (text.split(' ').length > 1 && LINK_WORDS.has(text.split(' ').at(-1)!.toLowerCase())) text = text.split(' ').slice(0, -1).join(' ');
  const offset = start + span.indexOf(text);
  return text.length >= 3 ? { text, offset } : null;
}

/** Whether a name has a word of its own besides place words, links and generic adjectives. */
function hasOwnName(name: string): boolean {
  return withoutPlaceWords(name).some((w) => {
    const bare = w.replace(/^[dl]['’]/u, '');
    const lw = bare.toLowerCase();
    return /^\p{Lu}/u.test(bare) && lw.length >= 2 && !LINK_WORDS.has(lw) && !GENERIC_NAME_WORDS.has(lw) && !OPENERS.has(lw);
  });
}

/** Houses of old that lodging words also name ("Villa", "Palazzo", "Manor"). */
const HISTORIC_HOUSE = /(?<![\p{L}])(?:villa|villas|palazzo|palacio|palais|manor|manoir|herrenhaus)(?![\p{L}])/iu;

/**
 * "giardini di Villa Melzi", "den Park der Villa Serbelloni", "the gardens of Hatfield Manor": a
 * sight word heading a historic house's name names the sight that house has, not a lodging.
 */
function sightOfHouse(name: string): boolean {
  const ws = wordsAt(name);
  if (placeTermAt(ws, 0) <= 0) return false;
  const rest = withoutPlaceWords(name).join(' ');
  return HISTORIC_HOUSE.test(rest) && !LODGING_WORDS.test(rest.replace(new RegExp(HISTORIC_HOUSE.source, 'giu'), ' '));
}

function acceptablePlace(name: string, hotelKey: string | null): boolean {
  const ws = name.split(/\s+/);
  if (name.length < 4 || name.length > 80 || ws.length > 10) return false;
  if ((LODGING_WORDS.test(withoutPlaceWords(name).join(' ')) && !sightOfHouse(name)) || CHAINS.some((c) => c.pattern.test(name)) || STREET.test(name) || NOT_A_SIGHT.test(name) || notAPlace(name) || notASight(name)) return false;
  // a station, a stop or an airport is a transport link
  const kind = transportKind(name);
  if ((kind !== null && kind !== 'other' && !hasVocab('place', name)) || STOPS.test(name)) return false;
  const key = words(name).join(' ');
  return !hotelKey || !(key.includes(hotelKey) || hotelKey.includes(key));
}

/**
 * "dem breitesten Wasserfall der Ostalpen", "den höchsten Gipfel des Schwarzwalds", "zum ältesten
 * Kloster Tirols": German capitalises every noun, and one an article and a superlative open is the
 * kind of place a region has at its best, not a name ("zum Grawa Wasserfall" is one).
 */
// no `i`: with it \p{Ll} matches capitals too; an article opening the sentence is capitalised
const SUPERLATIVE_BEFORE = /(?<![\p{L}])(?:[Dd](?:em|en|er|ie|as|es)|[Zz]u[mr]|[Aa]m|[Ii]m|[Vv]om|[Bb]eim)\s+\p{Ll}+st(?:e|en|er|es|em)\s+$/u;

/** A distance or a time right after a name: "(3 miles)", " – 5 minutes' walk", ", 2 km", " is 800 m away". */
function distanceAfter(rest: string): string | null {
  const head = rest.slice(0, 48);
  const d = distanceIn(head);
  if (!d) return null;
  const between = head.slice(0, d.index);
  // a locative verb may stand between ("queda a", "se trouve à", "si trova a", "liegt"); a letter
  // after the verb is another word (\b would not end "está" or "è": it knows ASCII letters only)
  return /^\s*(?:\(|[,:–—-]|\s(?:is|are|lies|sits|at|à|a|è|es|está|están|queda|quedan|se encuentra|se encuentran|se trouve|se trouvent|si trova|si trovano|dista|distano|ist|sind|liegt|liegen|ligt|liggen|fica|ficam|only|just|about|approx\.?|ca\.?|circa|environ|seulement|solo|nur|only a|just a|à seulement|à environ|a soli|a unos|a uns|op)(?![\p{L}]))?\s*(?:(?:is|are|at|à|a|only|just|about|environ|circa|ca\.?|approx\.?|solo|sólo|apenas|nur|seulement|soltanto)\s+)?(?:a\s+|an\s+|une?\s+|un\s+)?$/iu.test(between)
    ? d.text
    : null;
}

/**
 * "Khao Lak – 1 hr 15 min from Phuket Airport", "sits on Ringway Business Park, just 1.2 miles from
 * Manchester Airport", "à 20 minutes de l'aéroport": a distance from an airport or a station after
 * a name measures the trip there, from where the hotel is; the name is the hotel's place, not a sight.
 */
function tripToStop(rest: string): boolean {
  const d = distanceIn(rest.slice(0, 48));
  // set off by a comma or a dash, as an address line is ("Glasgow Cathedral is 2 miles from the station" is the sight's own distance)
  if (!d || !/^\s*[,–—-]\s*(?:(?:just|only|about|approx\.?|à|a|seulement|solo|nur|ca\.?)\s+)*$/iu.test(rest.slice(0, d.index))) return false;
  const after = rest.slice(d.index + d.text.length);
  const m = /^\s*(?:away\s+|by car\s+|drive\s+|en voiture\s+|in auto\s+|en coche\s+|mit dem auto\s+)?(?:from|to|de|du|des|de la|d['’]|à|da|dal|dalla|dall['’]|vom|von|zum|zur|desde|del|hasta|do|até|van|naar)\s*/iu.exec(after);
  if (!m) return false;
  const kind = transportKind(after.slice(m[0].length, m[0].length + 50).split(/[,.;:!?()]/u)[0] ?? '');
  return kind === 'airport' || kind === 'train';
}

/** "Prague Castle 10 minutes up the hill": a number a unit follows is the distance, not part of the name. */
function withoutTrailingDistance(name: string, at: number, sentence: string): { name: string; end: number } {
  const m = /\s+(\d{1,4})$/u.exec(name);
  if (m && distanceIn(sentence.slice(at + m.index + m[0].length - m[1]!.length))?.index === 0) return { name: name.slice(0, m.index), end: at + m.index };
  return { name, end: at + name.length };
}

/**
 * "De São Paulo, 300 km pela rodovia", "From London, 2 hours by train": a distance after a place
 * the sentence starts from measures the journey, not how near that place is. "de" and "da" also
 * mean "of", so they count only opening the sentence.
 */
function routeFrom(before: string): boolean {
  return /(?<![\p{L}])(?:from|desde|depuis|von|vom|aus|vanaf|od|ze|fra|från)\s+$/iu.test(before) || /^\s*(?:de|do|da|dal|van|z)\s+$/iu.test(before);
}

/** What joins two items of one enumeration: a comma or a conjunction, after the first one's distance in brackets, and an article. */
const LIST_JOINT = /^(?:\s*\([^()]{1,30}\))?\s*(?:,\s*(?:(?:and|y|e|et|und|en|i|oraz|a|ja|și|és|och|og)\s+)?|\s+(?:and|y|e|et|und|en|i|oraz|a|ja|și|és|och|og)\s+)(?:(?:the|la|le|les|el|los|las|il|lo|gli|der|die|das|het|o|os|as)\s+|l['’]\s*)?$/iu;

/**
 * "Eliisabeti kirik", "Lazebnický most", "Skalnaté pleso", "the Deerfield river": a capitalised
 * name a lower-case place word ends, as Estonian, the Slavic languages and Hungarian write their
 * sights. The name must not open the sentence (a capitalised first word is any word there), nor be
 * a generic adjective or a facility ("Sauna garden").
 */
function nameBeforeHead(sentence: string, spanEnd: number, end: number, hotelKey: string | null): { name: string; distance: string | null; at: number; end: number } | null {
  const span = [...sentence.slice(0, spanEnd).matchAll(SPAN_RE)].find((m) => (m.index ?? 0) + m[0].length === spanEnd);
  if (!span) return null;
  const trimmed = trimSpan(span[0], span.index ?? 0);
  if (!trimmed || trimmed.offset === 0 || /[.!?]\s*$/u.test(sentence.slice(0, trimmed.offset))) return null;
  const first = trimmed.text.split(/\s+/)[0]!.toLowerCase();
  // a name that is a place already ("Centro Histórico queda a …") ends before the next word
  // "Japanese garden", "Victorian church", "Státní hrad": a nationality, a style or a generic adjective describes a kind, it names none
  const single = !/\s/u.test(trimmed.text);
  if (GENERIC_NAME_WORDS.has(first) || TRAILING_GENERIC.has(first) || (single && /(?:ese|ish|ian)$/u.test(first)) || OPENERS.has(first) || AMENITY_TERMS.has(first) || hasPlaceWord(trimmed.text)) return null;
  const name = `${trimmed.text}${sentence.slice(trimmed.offset + trimmed.text.length, end)}`.replace(/\s+/g, ' ');
  if (!acceptablePlace(name, hotelKey) || selfDescribed(sentence.slice(0, trimmed.offset)) || parkedBefore(sentence.slice(0, trimmed.offset))) return null;
  return { name, distance: distanceAfter(sentence.slice(end)), at: trimmed.offset, end };
}

/** ", home of the ", ", with its ", ", dove si trova il ": an apposition's opening, lower-case words after a comma, before a name. */
const APPOSITION = /^,\s+(?:\p{Ll}[\p{L}'’-]*\s+){1,4}$/u;

/** Generic adjectives of the languages that write the name before the kind: state, national, city, old, new, big, small, royal, main (cs/sk/pl/et/hu). */
const TRAILING_GENERIC = new Set(
  'státní národní městský městská městské starý stará staré nový nová nové velký velká velké malý malá malé královský královská hlavní štátny štátna národný národná mestský mestská starý nový veľký veľká malý kráľovský hlavný państwowy narodowy miejski miejska stary stara nowy nowa wielki wielka mały mała królewski główny riiklik rahvuslik linna vana uus suur väike állami nemzeti városi régi új nagy kis királyi fő'.split(' '),
);

/*
 * "Derwentwater is a ten-minute walk away", "le village médiéval de Castellet se trouve à 6 km",
 * "Der Königssee liegt nur 5 km entfernt", "la Alhambra está a 10 minutos": a name that is the
 * subject of its clause, which a copula or a locative verb sets at a distance, is a place the
 * hotel measures itself against, even a single word. A lower-case kind word may head the name.
 */
// a sentence arrives whole: a full stop inside it ends an initial or an abbreviation ("W. A. Mozart", "St. Catherine's"), no clause
const CLAUSE_START = /(?:^|[;:]\s+|,\s+(?:(?:and|while|et|und|y|e|ed|en|mentre|mientras|tandis que)\s+)?|\s(?:and|while|but|et|mais|und|aber|y|pero|e|ed|ma|en|maar)\s+)$/iu;
// no `i`: with it \p{Ll} matches capitals too; the article opening a clause may be capitalised
const SUBJECT = new RegExp(`(?:(?:[Tt]he|[Ll][ea]s?|[Ee]l|[Ll]os|[Ll]as|[Ii]l|[Ll]o|[Dd]er|[Dd]ie|[Dd]as|[Hh]et|[Oo]s?|[Aa]s)\\s+|[lL]['’]\\s*)?((?:\\p{Ll}[\\p{L}\\p{M}-]{2,}\\s+){1,2}(?:(?:${LINK})\\s+)*(?:[dl]['’]\\s*)?)?(${NAME_SPAN})`, 'uy');
const LOCATED = "is|are|lies|sits|stands|est|sont|se trouve|se trouvent|se situe|se situent|ist|sind|liegt|liegen|befindet sich|befinden sich|está|están|queda|quedan|se encuentra|se encuentran|è|sono|si trova|si trovano|dista|distano|ligt|liggen|fica|ficam";
// between the verb and the distance: an aside between commas ("est, quant à lui, situé à"), a participle of place, an adverb of measure, a preposition or an article
const TO_DISTANCE = new RegExp(`^\\s+(?:${LOCATED})(?:\\s*,[^,.;:!?]{1,30},)?(?:\\s+(?:situé|située|situés|situées|situated|located|situato|situata|situati|situate|situado|situada|ubicad[oa]|gelegen|only|just|about|approximately|roughly|around|seulement|environ|à peine|à|au|solo|soltanto|appena|solamente|apenas|sólo|unos|unas|a|nur|etwa|ca\\.|rund|circa|ungefähr|knapp|slechts|ongeveer|op|cerca de|em|an?|une?|um|uma|mere|easy|short)){0,5}\\s*$`, 'iu');
// "a ten-minute walk": a time in words, which the figures' reader leaves to the transport rules
const SPELLED_TIME = /^(?:one|two|three|four|five|ten|fifteen|twenty|thirty)[- ](?:minutes?|hours?)(?:['’]s?)?(?:\s+(?:walk|drive|stroll|ride))?/iu;
// "X is 5 km from the station": the distance of another place, unless it is measured from the house
const MEASURED_FROM = /^\s*(?:away\s+)?(?:from|de|du|des|d['’]|da|dal|dalla|dallo|von|vom|desde|del|van)(?![\p{L}])\s*([^,.;:!?]{0,30})/iu;
// what a sentence may open with that is no name: indefinite pronouns, and a part of town
const NO_SUBJECT_NAME = new Set('everything everywhere nothing something all downtown uptown midtown alles tout tutto todo tudo niets alles'.split(' '));
/** A single word opening a sentence is capitalised whatever it is: a common word a vocabulary knows ("Beach", "Supermarket", "Breakfast") names nothing. */
function commonWord(word: string): boolean {
  const w = word.toLowerCase().normalize('NFC');
  return NO_SUBJECT_NAME.has(w) || PLACE_TERMS.has(w) || AMENITY_TERMS.has(w) || AREA_SUBJECT.test(w) || hasVocab('place', w) || hasVocab('amenity', w) || hasVocab('transport', w) || GENERIC_NAME_WORDS.has(w) || OPENERS.has(w);
}
const SETTLEMENT = new Set('village town hamlet city villaggio borgo paese città ville bourg hameau cité dorf stadt städtchen pueblo aldea ciudad villa aldeia cidade vila dorp stad'.split(' '));

function subjectsAtDistance(sentence: string, hotelKey: string | null): { name: string; distance: string; at: number; end: number; lone?: true }[] {
  const out: { name: string; distance: string; at: number; end: number; lone?: true }[] = [];
  for (const w of wordsAt(sentence)) {
    const at = w.at;
    if (!CLAUSE_START.test(sentence.slice(0, at)) || routeFrom(sentence.slice(0, at))) continue;
    SUBJECT.lastIndex = at;
    const m = SUBJECT.exec(sentence);
    if (!m) continue;
    const kind = m[1]?.trim() ?? '';
    const kindWords = kind.split(/\s+/u).filter(Boolean);
    if (kindWords.some((w) => OPENERS.has(w.toLowerCase()) && !LINK_WORDS.has(w.toLowerCase()))) continue;
    const span = trimSpan(cutAtSentenceEnd(m[2]!), at + m[0].length - m[2]!.length);
    if (!span || span.offset + span.text.length !== at + m[0].length) continue;
    const end = span.offset + span.text.length;
    const rest = sentence.slice(end, end + 80);
    const d = distanceIn(rest.slice(0, 60));
    const spelled = d ? null : /^\s+(?:is|are|est|ist)\s+(?:only\s+|just\s+)?an?\s+/iu.exec(rest);
    const spelledTime = spelled ? SPELLED_TIME.exec(rest.slice(spelled[0].length)) : null;
    const distance = d && TO_DISTANCE.test(rest.slice(0, d.index)) ? { text: d.text, end: d.index + d.text.length } : spelledTime ? { text: spelledTime[0], end: spelled![0].length + spelledTime[0].length } : null;
    if (!distance) continue;
    const from = MEASURED_FROM.exec(rest.slice(distance.end));
    if (from && !PROPERTY_SUBJECT.test(from[1] ?? '') && !/^(?:here|us|nous|ici|uns|hier|noi|qui|nosotros|aquí|(?:(?:the|our|your|la|notre|votre|nostra|la|nuestra|der|unserer|ihrer)\s+)?(?:front\s+)?(?:door|doorstep|porte|porta|puerta|haustür|tür))(?![\p{L}])/iu.test(from[1] ?? '')) continue;
    // a town a kind word heads is named by its own name ("le village de Castellet" is Castellet); other kinds keep their word ("Circuit Paul Ricard")
    const head = kindWords[0]?.toLowerCase() ?? '';
    const name = (kind && !SETTLEMENT.has(head) ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${span.text}` : span.text).replace(/\s+/gu, ' ').replace(/\s+([dl]['’])\s*/gu, ' $1');
    if (!acceptablePlace(name, hotelKey) || !acceptablePlace(span.text, hotelKey) || (!kind && !/\s/u.test(span.text) && commonWord(span.text)) || selfDescribed(sentence.slice(0, at))) continue;
    out.push({ name, distance: distance.text, at: kind ? at : span.offset, end, ...(!kind && !/\s/u.test(name) ? { lone: true as const } : {}) });
  }
  return out;
}

/*
 * "mit Blick auf die Serles", "vedere spre Tâmpa", "views of Latrigg", "widok na Giewont": a house
 * names the peak, lake or landmark its windows face. A view word, then in the same clause a
 * preposition of direction and an article, then a capitalised name; German capitalises every
 * noun, so a single word a vocabulary knows ("Blick auf die Kirche", "über die Wiesen") is a kind, no name.
 */
const VIEW_WORD = /(?<![\p{L}])(?:views?|overlooking|overlooks|vues?|vistas?|panorama|blick|ausblick|aussicht|uitzicht|widok\p{L}{0,3}|výhled\p{L}{0,3}|výhľad\p{L}{0,3}|kilátás\p{L}{0,4}|vedere|priveliște|utsikt|udsigt|razgled\p{L}{0,2}|pogled\p{L}{0,2})(?![\p{L}])/giu;
const TOWARDS = "(?:of|over|across|to|onto|towards?|sur|vers|su|sul|sullo|sulla|sui|sugli|sulle|verso|a|al|alla|ai|hacia|sobre|de|del|para|auf|über|zum|zur|nach|op|naar|na|spre|la|på|över|mot|til|mod)";
const VIEW_ARTICLE = "(?:(?:the|le|la|les|il|lo|gli|i|el|los|las|der|die|das|den|dem|het|de|o|os|a|as)\\s+|l['’]\\s*)?";
const VIEWED = new RegExp(`(?<![\\p{L}])${TOWARDS}\\s+${VIEW_ARTICLE}(${NAME_SPAN})`, 'gu');
/** What a German window looks out on, as a dictionary names it (capitalised as every German noun): meadows, woods, mountains, valley, lake, sea, river, fields, vineyards, roofs, town, village, garden, countryside. */
const VIEW_NOUNS_DE = new Set('wiese wiesen wald wälder berg berge bergwelt gebirge tal täler see seen meer fluss felder feld weinberge reben hügel dächer dach stadt städtchen dorf ort garten park landschaft natur umgebung gipfel gletscher himmel hof innenhof kirche platz hafen strand küste bucht'.split(' '));
/** A view over a whole landscape ("die Zillertaler Bergwelt", "die Toskaner Landschaft") names a region, not a sight. */
const LANDSCAPE = /(?:bergwelt|landschaft|natur|umgebung|gegend|region|panorama)$/iu;
/** A single word a vocabulary or the German landscape words know, or its plural ("Wiesen", "Berge"), is a kind, no name. */
function commonForm(word: string): boolean {
  const w = word.toLowerCase().normalize('NFC');
  return [w, w.replace(/(?:en|n|e|s|er)$/u, '')].some((x) => x.length >= 3 && (commonWord(x) || VIEW_NOUNS_DE.has(x)));
}

/** The places a sentence says the house looks out on. */
export function viewedPlaces(sentence: string, hotelName: string | null = null): { name: string; at: number; end: number; lone?: true }[] {
  const hotelKey = hotelName ? words(hotelName).join(' ') : null;
  const out: { name: string; at: number; end: number; lone?: true }[] = [];
  for (const v of sentence.matchAll(VIEW_WORD)) {
    const from = (v.index ?? 0) + v[0].length;
    // the clause the view word opens: up to a stop, a colon or a comma before a lower-case word that is no article
    const clause = sentence.slice(from, from + 90).split(/[.;:!?()]|,\s+(?=\p{Ll})/u)[0] ?? '';
    for (const m of clause.matchAll(VIEWED)) {
      // the name the view reaches, not one further on in the clause ("une vue … et vous convie à des déjeuners aux couleurs de la Normandie")
      if (clause.slice(0, m.index).split(/\s+/u).filter(Boolean).length > 4) break;
      const raw = cutAtSentenceEnd(m[1]!);
      const trimmed = trimSpan(raw, 0);
      if (!trimmed) continue;
      const name = trimmed.text.replace(/[.,;:]+$/u, '');
      const at = from + (m.index ?? 0) + m[0].length - m[1]!.length + trimmed.offset;
      const single = !/\s/u.test(name);
      if (!acceptablePlace(name, hotelKey) || (single && commonForm(name)) || LANDSCAPE.test(name) || GENERIC_NAME_WORDS.has(name.split(/\s+/u)[0]!.toLowerCase())) continue;
      out.push({ name, at, end: at + name.length, ...(single ? { lone: true as const } : {}) });
    }
  }
  return out;
}

/*
 * "Je možno navštívit hrad Rábí, Kašperk, Velhartice…", "Visit the Scharffen Berger Chocolate
 * Company, Takara Sake USA, Oakland Coliseum, and AT&T Park", "Ausflüge nach Hallstatt, Bad Ischl
 * und St. Wolfgang": an enumeration right after a verb of visiting or a word for excursions names
 * places, each item a name or a name a place word heads ("hrad Rábí"). The list stops at the first
 * item that is a phrase ("or try your skill at …").
 */
const VISIT_CUE = /(?<![\p{L}])(?:visit|visiting|visiter|visitez|visitare|visitate|visitar|visite|visitá|besuchen|besichtigen|bezoeken|navštívit|navštivte|navštívíte|navštíviť|navštívte|navštívite|zwiedzić|zwiedzicie|odwiedzić|odwiedzicie|vizitați|vizitați|vizita|meglátogathat\p{L}*|(?:day\s+)?(?:trips?|excursions?)\s+to|excursions?\s+(?:à|vers|jusqu['’]à)|escursioni\s+(?:a|ad|al|alla|verso)|excursiones\s+(?:a|al|hasta)|excursões\s+(?:a|ao|à)|ausflüge\s+(?:nach|zu[mr]?|in\s+die|an\s+den)|uitstapjes\s+naar|výlet\p{L}{0,2}\s+(?:do|na|k)|wycieczk\p{L}{0,2}\s+(?:do|na)|excursii\s+(?:la|în))(?![\p{L}])\s+(?:(?:also|the|le|la|les|il|lo|gli|el|los|las|die|den|das|de|het|o|os|a|as)\s+|l['’]\s*)?/iu;
const VISIT_SPLIT = /\s*,\s*(?:(?:and|or|et|ou|e|o|y|und|oder|en|of|i|a|și|és)\s+)?|\s+(?:and|or|et|ou|e|o|y|und|oder|en|of|i|a|și|és)\s+/u;

export function visitedPlaces(sentence: string, hotelName: string | null = null): string[] {
  const cue = VISIT_CUE.exec(sentence);
  if (!cue) return [];
  const hotelKey = hotelName ? words(hotelName).join(' ') : null;
  const parts = sentence.slice(cue.index + cue[0].length).replace(/[.!?…]+$/u, '').split(VISIT_SPLIT);
  if (parts.length < 3) return [];
  const out: string[] = [];
  for (const raw of parts) {
    const part = raw.replace(/\s*\([^()]*\)/gu, '').trim().replace(/^(?:(?:the|le|la|les|il|lo|gli|el|los|las|die|den|das|het|o|os|as)\s+|l['’]\s*)/iu, '');
    if (/^\p{Ll}/u.test(part)) {
      // a place word heading a name ("hrad Rábí", "vodní hrad Švihov") is one item; any other lower-case phrase ends the list
      const headed = placesInSentence(part, hotelName).filter((p) => !p.lone);
      if (!headed.length) break;
      continue;
    }
    const ws = part.split(/\s+/u);
    // a name, and at most one lower-case word after it, as names ending with their kind write it ("Klatovské katakomby")
    const lowerAt = ws.findIndex((w) => /^\p{Ll}/u.test(w) && !LINK_WORDS.has(w.toLowerCase()));
    if (ws.length > 6 || (lowerAt >= 0 && (lowerAt !== ws.length - 1 || lowerAt === 0))) break;
    const name = part.replace(/[\s,.;:]+$/u, '');
    // a name a vocabulary word types ("Oakland Coliseum", "Lake Park") is the head rules' to judge, with their own tests; the list adds the names nothing types ("Kašperk")
    if (name.length < 3 || !acceptablePlace(name, hotelKey) || commonWord(name)) continue;
    out.push(name);
  }
  return out.length >= 2 ? out : [];
}

/** Places named in one sentence, with a distance when one follows the name at once. */
export function placesInSentence(sentence: string, hotelName: string | null = null): { name: string; distance: string | null; routed?: true; single?: true; lone?: true }[] {
  const hotelKey = hotelName ? words(hotelName).join(' ') : null;
  const out: { name: string; distance: string | null; at: number; end: number; single?: true; lone?: true }[] = [];
  const taken = (at: number, end: number): boolean => out.some((o) => at < o.end && o.at < end);
  // names of two words or more that neither a place word nor a distance confirms
  const unconfirmed: typeof out = [];
  // "le château de Beynac": a lower-case place word heading a name
  const ws = wordsAt(sentence);
  for (let i = 0; i < ws.length; i++) {
    // a lower-case word only: a capitalised one starts a name span, read below
    if (!/^\p{Ll}/u.test(sentence.charAt(ws[i]!.at))) continue;
    // "most" is the Czech and Slovak bridge, and an English word: a place word only after a Slavic adjective ("Lazebnický most")
    const slavicBridge = ws[i]!.w === 'most' && i > 0 && /(?:sk|ck|ov|ův)[ýáé]$/u.test(ws[i - 1]!.w);
    const past = slavicBridge ? i + 1 : placeTermAt(ws, i);
    if (past < 0 || NAMED_ONLY_CAPITALISED.has(ws[i]!.w)) continue;
    // right after a capitalised word the place word ends that name ("Sân bay Tân Sơn Nhất"), it heads none
    const prev = ws[i - 1];
    if (prev && /^\s+$/u.test(sentence.slice(prev.end, ws[i]!.at)) && /^\p{Lu}/u.test(sentence.charAt(prev.at)) && !OPENERS.has(prev.w)) {
      const head = ws.slice(i, past).map((x) => x.w).join(' ');
      const named = TRAILING_HEADS.has(head) || slavicBridge ? nameBeforeHead(sentence, prev.end, ws[past - 1]!.end, hotelKey) : null;
      if (named && !taken(named.at, named.end)) out.push(named);
      continue;
    }
    AFTER_HEAD.lastIndex = ws[past - 1]!.end;
    const m = AFTER_HEAD.exec(sentence);
    if (!m) continue;
    const at = ws[i]!.at;
    const end = AFTER_HEAD.lastIndex;
    const head = sentence.slice(at, ws[past - 1]!.end);
    const name = `${head.charAt(0).toUpperCase()}${head.slice(1)}${m[1]!}${m[2]!}`.replace(/\s+([dl]['’])\s*/gu, ' $1');
    const clean = name.replace(/\s+/g, ' ').replace(/[.,;:]+$/u, '').trim();
    if (!acceptablePlace(clean, hotelKey) || !hasOwnName(clean) || selfDescribed(sentence.slice(0, at))) continue;
    out.push({ name: clean, distance: distanceAfter(sentence.slice(end)), at, end });
  }
  for (const sub of subjectsAtDistance(sentence, hotelKey)) {
    const same = out.find((o) => sub.at < o.end && o.at < sub.end);
    if (same) same.distance ??= sub.distance;
    else out.push(sub);
  }
  for (const v of viewedPlaces(sentence, hotelName)) if (!taken(v.at, v.end)) out.push({ ...v, distance: distanceAfter(sentence.slice(v.end)) });
  for (const name of visitedPlaces(sentence, hotelName)) {
    const at = sentence.indexOf(name);
    if (at >= 0 && !taken(at, at + name.length)) out.push({ name, distance: distanceAfter(sentence.slice(at + name.length)), at, end: at + name.length });
  }
  // the last name read, which an apposition after it may describe
  let last: (typeof out)[number] | null = null;
  const spanAt = new Map([...sentence.matchAll(SPAN_RE)].map((m) => [m.index ?? 0, cutAtSentenceEnd(m[0])]));
  const whole = (at: number): string | undefined => spanAt.get(at);
  // "Siena 40 km, Florence (90 km) and Pisa 35 km": a table of towns and their distances, not sights
  const townTable = /\p{Lu}[\p{L}-]+,?\s+\d[\d.,]*\s*(?:km|mi|miles|min)(?![\p{L}])/u.test(sentence);
  for (const part of [...sentence.matchAll(SPAN_RE)].flatMap((m) => splitAtConjunction(cutAtSentenceEnd(m[0]), m.index ?? 0))) {
    const trimmed = trimSpan(part.text, part.at);
    if (!trimmed) continue;
    // a name in brackets after another is that place's other name ("Nhà hát Thành phố (Saigon Opera House)")
    if (/[\p{L}\p{N}]\s*\(\s*$/u.test(sentence.slice(0, trimmed.offset))) continue;
    const { name, end } = withoutTrailingDistance(trimmed.text.replace(/[.,;:]+$/u, ''), trimmed.offset, sentence);
    const at = trimmed.offset;
    if (taken(at, end)) continue;
    let distance = routeFrom(sentence.slice(0, at)) ? null : distanceAfter(sentence.slice(end));
    // "Cheltenham Racecourse, home of the Spring Festival, is a 25-minute drive": the distance after an
    // apposition between commas is the distance of the name the apposition describes
    const described = last && distance && /^\s*,/u.test(sentence.slice(end)) && APPOSITION.test(sentence.slice(last.end, at)) ? last : null;
    if (described) distance = null;
    // "Bang Niang Beach, Khao Lak – 1 hr 15 min from Phuket Airport": where the hotel is, and its trip to the airport
    if (distance && tripToStop(sentence.slice(end))) continue;
    const headed = hasPlaceWord(name) && hasOwnName(name);
    // a distance alone confirms a name of two words or more ("Chatsworth House (3 miles)"), not a town ("Florence, 60 km")
    // a single name with its distance in brackets is listed as a place is ("the shops of Wilmslow (4 miles)", "na Penha (10 km)"); set off by a comma it is a town on the way ("Florence, 60 km")
    // not the rest of a name cut at a conjunction ("Ciudad de las Artes y las | Ciencias (2 km)"), nor where a way starts ("z Kuźnic (3 km)")
    const bracketed = distance !== null && !townTable && !/\s/u.test(name) && part.text === whole(part.at) && /^\s*\(/u.test(sentence.slice(end)) && !/^\p{Lu}+$/u.test(name) && !/(?<![\p{L}])(?:z|ze|s|iz|od|fra|från)\s+$/iu.test(sentence.slice(0, at));
    const measured = distance !== null && (name.split(/\s+/).length >= 2 || bracketed) && !GENERIC_NAME_WORDS.has(name.split(/\s+/)[0]!.toLowerCase());
    if (!acceptablePlace(name, hotelKey) || SUPERLATIVE_BEFORE.test(sentence.slice(Math.max(0, at - 40), at)) || parkedBefore(sentence.slice(0, at)) || STOP_BEFORE.test(sentence.slice(Math.max(0, at - 24), at)) || headedByStop(sentence.slice(Math.max(0, at - 40), at)) || selfDescribed(sentence.slice(0, at))) continue;
    // an apposition that is itself a place ("Ligne C, station Croix-Paquet, à 3 minutes" names a stop, read above) gives no distance
    if (described) {
      const d = distanceAfter(sentence.slice(end));
      if (out.includes(described)) described.distance ??= d;
      else if (unconfirmed.includes(described)) {
        unconfirmed.splice(unconfirmed.indexOf(described), 1);
        out.push({ ...described, distance: d });
      }
    }
    if (headed || measured) out.push((last = { name, distance, at, end, ...(bracketed && !headed && name.split(/\s+/).length < 2 ? { single: true as const } : {}) }));
    else if (name.split(/\s+/).length >= 2 && !GENERIC_NAME_WORDS.has(name.split(/\s+/)[0]!.toLowerCase())) unconfirmed.push((last = { name, distance, at, end }));
  }
  // "Chatsworth House (3 miles), Haddon Hall and the Monsal Trail": a name listed with places is one;
  // a list has a conjunction ("Affiliated with the Smithsonian Institute, the Museum of … explores" is none)
  const spans = [...out, ...unconfirmed].sort((a, b) => a.at - b.at);
  let group: typeof out = [];
  let joined = false;
  const close = (): void => {
    if (joined && group.some((g) => out.includes(g))) for (const g of group) if (!out.includes(g)) out.push(g);
    group = [];
    joined = false;
  };
  for (const sp of spans) {
    const prev = group.at(-1);
    const joint = prev ? LIST_JOINT.exec(sentence.slice(prev.end, sp.at)) : null;
    if (!joint) close();
    else if (/[^,\s]/u.test(joint[0].replace(/\([^()]*\)/u, '').replace(/\s(?:the|la|le|les|el|los|las|il|lo|gli|der|die|das|het|o|os|as)\s*$|l['’]\s*$/iu, ' '))) joined = true;
    group.push(sp);
  }
  close();
  return out.sort((a, b) => a.at - b.at).map(({ name, distance, at, single, lone }) => ({ name, distance, ...(routedName(sentence.slice(0, at), name) ? { routed: true as const } : {}), ...(single ? { single } : {}), ...(lone ? { lone } : {}) }));
}

/** Sections whose text is not the hotel's own word about its surroundings. */
const NOT_OURS = new Set(['reviews', 'other-property', 'chrome']);

/** The snippet types whose prose may name places. */
const PLACE_PROSE_TYPES = new Set(['description', 'other', 'point_of_interest', 'transport', 'room']);
/** Lists of the house's facilities. */
const LISTED_TYPES = new Set(['amenity', 'amenities']);


/**
 * A heading that names a lodging other than this hotel ("Hội An Lantern Boutique Hotel" on the
 * site of a Saigon hotel): a lodging word and a capitalised word the hotel's name lacks, which is
 * no page word ("Hotel Facilities", "Location").
 */
function headsOtherLodging(section: string | null | undefined, hotelWords: Set<string>): boolean {
  if (!section || !hotelWords.size || !LODGING_WORDS.test(section)) return false;
  const own = section.split(/\s+/u).filter((w) => /^\p{Lu}/u.test(w) && !LODGING_WORDS.test(w));
  return own.length >= 2 && own.some((w) => words(w).some((x) => !hotelWords.has(x) && !GENERIC_PAGE.has(x)));
}

/** Places named in the hotel's prose, in page order, one per name. */
export function prosePlaces(snippets: S[], hotelName: string | null): ProsePlace[] {
  const out: ProsePlace[] = [];
  const seen = new Set<string>();
  const hotelWords = new Set(hotelName ? words(hotelName) : []);
  let lower: Set<string> | null = null;
  const lowerWords = (): Set<string> => (lower ??= new Set(snippets.flatMap((s) => [...s.content.matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{M}]*/gu)].map((m) => words(m[0]).join(' ')))));
  for (const s of snippets) {
    // a list of facilities may hold a sentence sending guests out ("Je možno navštívit …"): only such sentences are read there
    const listed = LISTED_TYPES.has(s.type);
    if (s.method !== 'text' || (!PLACE_PROSE_TYPES.has(s.type) && !listed) || headsOtherLodging(s.section, hotelWords)) continue;
    // untyped text under what guests say, another house of the group or site chrome speaks of elsewhere
    if (s.type === 'other' && s.section && NOT_OURS.has(sectionKind([s.section]) ?? '')) continue;
    for (const sentence of sentences(s.content)) {
      if (listed && !VISIT_CUE.test(sentence)) continue;
      // untyped text is often chrome (menus, footers): only full sentences count there
      if (s.type === 'other' && (sentence.split(/\s+/).length < 8 || !/\p{Ll}{3,}\s+\p{Ll}{3,}/u.test(sentence))) continue;
      // a sentence about another house of the owners names its surroundings, not ours
      if (SISTER_MENTION.test(sentence)) continue;
      for (const { routed, single, lone, ...p } of placesInSentence(sentence, hotelName)) {
        // how to get here names the ends and turns of the way, which are no sights; a town with its distance there is a leg of the journey
        if ((routed || single || lone) && s.type === 'transport') continue;
        // a lone word opening its clause is capitalised whatever it is: a name is capitalised wherever the site writes it ("Breakfast is 15 minutes" and "breakfast" elsewhere name nothing)
        if (lone && lowerWords().has(words(p.name).join(' '))) continue;
        const key = words(p.name).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ ...p, id: s.id });
      }
    }
    if (s.type === 'other') {
      for (const p of namedLines(s.content, hotelName)) {
        const key = words(p).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name: p, distance: null, id: s.id });
      }
    }
  }
  return out;
}

/**
 * Untyped lines that are each a sight's name and little else ("Muzeum Chodska Domažlice
 * www.muzeum-chodska.com", "Hoa Lu Ancient Town"), under a heading no reader knows: a name a place
 * word types, with a name of its own, makes most of the line. A link is stripped first; a name in
 * capitals only is a label or a company ("Account: PLAYA RESORTS INC"), a sentence is read as one.
 */
export function namedLines(content: string, hotelName: string | null): string[] {
  const out: string[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.replace(/\s*(?:https?:\/\/|www\.)\S+/gu, '').trim();
    if (!line || line.split(/\s+/u).length > 8 || /[.!?:]$/u.test(line)) continue;
    for (const p of placesInSentence(line, hotelName)) {
      if (p.lone || p.single || p.routed || p.name.length < line.length * 0.6 || !/\p{Ll}/u.test(p.name)) continue;
      out.push(p.name);
    }
  }
  return out;
}

/**
 * A list of distances under a directions heading ("Distanze", "Getting around": "Villa Melzi (1,2
 * km)", "Como (30 km)", "Harriman Reservoir (10 min)") names towns, stops and sights alike: a line
 * whose name a place word heads or ends, with a name of its own, is a sight. Three lines or more,
 * most of them with a distance, make the list.
 */
export function distanceListSights(snippets: S[], hotelKey: string | null): { name: string; distance: string; id: string }[] {
  const out: { name: string; distance: string; id: string }[] = [];
  for (const s of snippets) {
    if (s.method !== 'text' || s.type !== 'transport') continue;
    const lines = s.content.split('\n').filter((l) => l.trim());
    if (lines.length < 3) continue;
    const parsed = lines.map((l) => placeAndDistance(l));
    if (parsed.filter((p) => p.distance).length < Math.max(3, lines.length * 0.6)) continue;
    for (const { name, distance } of parsed) {
      if (!distance || name.split(/\s+/u).length > 6 || !/^\p{Lu}/u.test(name) || !hasPlaceWord(name) || !hasOwnName(name) || !acceptablePlace(name, hotelKey)) continue;
      out.push({ name, distance, id: s.id });
    }
  }
  return out;
}

/** Two names of one place: the words of one contain the other's. */
function samePlaceKey(a: string, b: string): boolean {
  const x = new Set(a.split(' '));
  const y = new Set(b.split(' '));
  return [...x].every((w) => y.has(w)) || [...y].every((w) => x.has(w));
}

/** The most places prose adds to a profile: sentences name more than a reader would list. */
const MAX_PROSE_PLACES = 10;

/**
 * Adds the places of the hotel's prose to the attractions picked from lists, after them, skipping
 * any the lists already name.
 */
export function mergeProsePlaces(attractions: { values: string[]; ids: string[][] }, snippets: S[], hotelName: string | null): void {
  const keys = attractions.values.map((v) => words(v.replace(/\s*\([^)]*\)\s*$/u, '')).join(' '));
  // a listed place's other name in brackets ("Chợ Bến Thành (Bến Thành Market)") is that place again
  for (const s of snippets) {
    if (s.type !== 'point_of_interest' || s.method !== 'text') continue;
    for (const line of s.content.split('\n')) {
      const gloss = glossOf(line);
      if (gloss) keys.push(gloss);
    }
  }
  // places heading blocks that open with their distance, whatever those blocks were typed as
  const hotelKey = hotelName ? words(hotelName).join(' ') : null;
  for (const h of headedPlaces(snippets)) {
    const key = words(h.name).join(' ');
    // a card of another hotel of the group ("Hilton Garden Inn … | 5.8 miles from this hotel") heads no sight
    if (!acceptablePlace(h.name, hotelKey) || keys.some((k) => samePlaceKey(k, key))) continue;
    keys.push(key);
    attractions.values.push(`${h.name} (${h.distance})`);
    attractions.ids.push([h.id]);
  }
  for (const h of distanceListSights(snippets, hotelKey)) {
    const key = words(h.name).join(' ');
    if (keys.some((k) => samePlaceKey(k, key))) continue;
    keys.push(key);
    attractions.values.push(`${h.name} (${h.distance})`);
    attractions.ids.push([h.id]);
  }
  let added = 0;
  const listed = [...keys];
  const hotelWords = new Set(hotelKey?.split(' ') ?? []);
  // the prose's own places, by key, to their index in the attractions
  const fromProse = new Map<string, number>();
  for (const p of prosePlaces(snippets, hotelName)) {
    if (added >= MAX_PROSE_PLACES) break;
    const key = words(p.name).join(' ');
    // "Agios Prokopios (200 m)", then "Agios Prokopios beach" ("Son Moll", then "Playa de Son Moll"): the name with its kind names the place better
    const bare = [...fromProse.keys()].find((k) => k !== key && ((key.startsWith(`${k} `) && hasPlaceWord(key.slice(k.length + 1))) || (key.endsWith(` ${k}`) && hasPlaceWord(key.slice(0, -k.length - 1)))));
    if (bare !== undefined) {
      const i = fromProse.get(bare)!;
      const distance = /\(([^)]*)\)\s*$/u.exec(attractions.values[i]!)?.[1];
      attractions.values[i] = distance && !p.distance ? `${p.name} (${distance})` : p.distance ? `${p.name} (${p.distance})` : p.name;
      fromProse.delete(bare);
      fromProse.set(key, i);
      keys.push(key);
      continue;
    }
    if (keys.some((k) => samePlaceKey(k, key)) || namesListedPlace(key, listed, hotelWords)) continue;
    fromProse.set(key, attractions.values.length);
    keys.push(key);
    attractions.values.push(p.distance ? `${p.name} (${p.distance})` : p.name);
    attractions.ids.push([p.id]);
    added++;
  }
  placesOfOneLanguage(attractions, snippets, hotelName);
}

/* Facilities named in the hotel's prose that the amenity lexicon does not know: OSM facility terms. */

/** Which words of a facility's presets are also everyday verbs or nouns ("relax and recharge", "a studio"). */
const WEAK_AMENITY_WORDS = new Set('recharge ricarica studio parken pique tavolo bici bicicleta bicycle cykel'.split(' '));

const AMENITY_TERMS = new Set(
  Object.values(OSM_VOCAB.amenity)
    .flat()
    .map((t) => t.toLowerCase().normalize('NFC'))
    .filter((t) => LATIN.test(t) && t.length >= 4 && t.split(' ').length <= 3 && !WEAK_AMENITY_WORDS.has(t)),
);

/** Words that say what a facility is like, as a reader keeps them ("heated outdoor pool", "free parking"). */
const MODIFIERS = new Set(
  'free heated outdoor indoor large big small private covered shared secure seasonal panoramic infinity gratuit gratuite chauffée privé privée couvert couverte grand grande petit petite gratuito gratuita privato privata riscaldata coperto coperta grande privado privada cubierto cubierta climatizada kostenlos kostenlose beheizt beheiztes großer großes privater gratis verwarmd overdekt groot grote'.split(' '),
);

/** A sentence about the neighbourhood or the rooms names what is near or in each room, not the hotel's own facilities. */
export const NOT_HOTEL_LEVEL = /(?<![\p{L}])(?:nearby|near|close to|within|minutes?|min|km|miles?|around|each room|every room|all rooms|in-room|à proximité|près|alentours|chaque chambre|toutes les chambres|vicin[oa]|dintorni|ogni camera|tutte le camere|cerca|cada habitación|todas las habitaciones|in der nähe|jedes zimmer|alle zimmer|in de buurt|elke kamer|perto|cada quarto|w pobliżu|w każdym pokoju)(?![\p{L}])/iu;
const NEGATION = /(?<![\p{L}])(?:no|not|without|pas|sans|aucun|non|senza|nessun|sin|ningún|kein|keine|ohne|geen|sem|nie|brak)(?![\p{L}])/iu;

export interface ProseAmenity {
  name: string;
  id: string;
}

/** Facilities the hotel's own prose names, with the modifiers written before them. */
export function proseAmenities(snippets: S[]): ProseAmenity[] {
  const out: ProseAmenity[] = [];
  for (const s of snippets) {
    if (s.method !== 'text' || s.type !== 'description' || /^["“«„]/u.test(s.content.trim()) || OUR_OTHER.test(s.section ?? '')) continue;
    for (const sentence of sentences(withoutSignedReviews(s.content))) {
      if (NOT_HOTEL_LEVEL.test(sentence) || /^["“«„]/u.test(sentence) || GROUP_SUBJECT.test(sentence)) continue;
      const ws = wordsAt(sentence);
      const terms: { i: number; past: number }[] = [];
      for (let i = 0; i < ws.length; i++) {
        let past = -1;
        for (let n = 3; n >= 1 && past < 0; n--) if (i + n <= ws.length && AMENITY_TERMS.has(ws.slice(i, i + n).map((x) => x.w).join(' '))) past = i + n;
        if (past < 0) continue;
        terms.push({ i, past });
        i = past - 1;
      }
      // "no parking", "tampoco tenemos piscina ni gimnasio": what the hotel lacks, read as the amenity lexicon reads it
      const denied = deniedTerms(sentence, terms.map(({ i, past }) => ({ start: ws[i]!.at, end: ws[past - 1]!.end })));
      let lastTo = 0;
      for (const [k, { i, past }] of terms.entries()) {
        if (denied[k] || i < lastTo) continue;
        let from = i;
        while (from > 0 && from > i - 2 && MODIFIERS.has(ws[from - 1]!.w)) from--;
        let to = past;
        while (to < ws.length && to < past + 2 && MODIFIERS.has(ws[to]!.w)) to++;
        const name = sentence.slice(ws[from]!.at, ws[to - 1]!.end);
        out.push({ name: `${name.charAt(0).toUpperCase()}${name.slice(1)}`, id: s.id });
        lastTo = to;
      }
    }
  }
  return out;
}

/*
 * Pets the house welcomes, said in a sentence rather than as a label: "Hunde sind nach Voranmeldung
 * herzlich willkommen", "Muddy dogs are more than welcome", "Cães de pequeno porte são bem-vindos".
 * The animal and the welcome may lie a few words apart in one clause; the amenity is the two words
 * as written ("Hunde willkommen").
 */
const PET_NOUN = /(?<![\p{L}])(?:pets?|dogs?|animaux|chiens?|animali|cani|mascotas?|perros?|animales|hunde?|haustiere|vierbeiner|huisdieren|honden|cães|cachorros|animais|psy|psów|zwierzęta)(?![\p{L}])/iu;
const WELCOME = /(?<![\p{L}])(?:welcome|allowed|accepted|bienvenus?|bienvenues?|admis|acceptés|benvenut[io]|ammessi|accettati|bienvenid[oa]s?|permitid[oa]s?|aceptad[oa]s?|willkommen|erlaubt|gestattet|welkom|toegestaan|bem-vind[oa]s?|aceit[oa]s|mile widziane|akceptowane)(?![\p{L}])/iu;
const PET_NEGATION = /(?<![\p{L}])(?:no|not|never|pas|ni|non|nicht|kein(?:e|en)?|niet|geen|não|nie|sin|senza|sans|ohne|except|sauf|tranne|excepto|außer)(?![\p{L}])/iu;

/** Rooms and lodging units, in the languages hotel sites use. */
const SOME_ROOMS = /(?<![\p{L}])(?:rooms?|cabins?|cottages?|chalets?|suites?|apartments?|lodges?|chambres?|gîtes?|camere|appartamenti|habitaciones|cabañas|apartamentos|zimmern?|ferienwohnungen|kamers|quartos|suítes|chalés|pokoj(?:e|ach)?|domk(?:i|ach))(?![\p{L}])/iu;

/** "in all rooms", "dans toutes les chambres": every room is the house. */
const EVERY = /(?<![\p{L}])(?:all|every|each|tou(?:te)?s|chaque|tutt[ei]|ogni|tod[oa]s|cada|alle[nm]?|jede[mn]?|todos|wszystkich|każdym)(?![\p{L}])/iu;

/** The pets a sentence says the house welcomes, as "<animal> <welcome>", or null. */
export function welcomedPets(sentence: string): string | null {
  for (const clause of sentence.split(/[;:!?()]|\s[–—]\s/u)) {
    const noun = PET_NOUN.exec(clause);
    if (!noun) continue;
    const after = clause.slice(noun.index + noun[0].length);
    const welcome = WELCOME.exec(after);
    // a few words apart at most: "Cães de pequeno e médio porte são bem-vindos"
    if (!welcome || after.slice(0, welcome.index).split(/\s+/u).filter(Boolean).length > 6) continue;
    if (PET_NEGATION.test(clause.slice(0, noun.index + noun[0].length + welcome.index))) continue;
    // "in four of the cabins", "nas Suítes Jardim": a welcome some rooms give is theirs, left to the room lists
    const rest = after.slice(welcome.index + welcome[0].length);
    const room = SOME_ROOMS.exec(rest);
    if (room && !EVERY.test(rest.slice(Math.max(0, room.index - 24), room.index))) continue;
    const name = `${noun[0]} ${welcome[0]}`;
    return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  }
  return null;
}

/*
 * The room or the outdoor space a meal is served in is a space of the house: "le petit-déjeuner est
 * servi dans la véranda", "breakfast is served in the conservatory", "la colazione è servita nel
 * cortile", "das Frühstück wird im Wintergarten serviert".
 */
const SERVED_IN = /(?<![\p{L}])(?:served|servie?s?|servit[oaie]|servid[oa]s?)\s+(?:(?:each|every|chaque|ogni|cada)\s+\p{L}+\s+)?(?:in|on|dans|sous|sur|nell[ao']?|nel|sull[ao']?|sul|en|no|na)\s+(?:(?:the|our|its|la|le|l['’]|notre|nostr[ao]|el|nuestr[oa]|o|a|nosso|nossa)\s*)?([\p{Ll}][\p{L}'’-]*(?:\s+[\p{Ll}][\p{L}'’-]*)?)/iu;
const SERVED_IN_DE = /(?<![\p{L}])(?:im|in (?:der|unserem|unserer)|auf (?:der|unserer))\s+((?:\p{L}+\s+)?\p{Lu}\p{Ll}+)\s+(?:\p{L}+\s+){0,3}?serviert/u;
/** Where a meal served is no space of the house: a guest's room, a time of day, a table, a dish. */
const NOT_A_SPACE = /(?<![\p{L}])(?:rooms?|chambres?|camer[ae]|habitaci\p{L}*|zimmer[n]?|quartos?|suites?|bed|lit|letto|cama|bett|morning|evening|matin|soir|mattin[ao]|sera|mañana|noche|morgen|abend|manhã|noite|table|tables|tavol[oi]|mesa|tisch|buffet|plate|assiette|piatto|plato|teller|form|forma|style|season|saison|stagione|temporada|saison|summer|été|estate|verano|sommer|verão|winter|hiver|inverno|invierno|minutes?)(?![\p{L}])/iu;

/** Covered or enclosed spaces of a house that a list of amenities names: a veranda, a courtyard, a lounge, a conservatory. */
const SPACE_NOUN = /(?<![\p{L}])(?:véranda|veranda|verandah|cour intérieure|courtyard|inner courtyard|cortile|patio|innenhof|conservatory|wintergarten|jardin d'hiver|lounge|salon|salotto|salón|orangerie)(?![\p{L}])/iu;

/** The space of the house a sentence says a meal is served in, as written ("Véranda", "Cour intérieure"), or null. */
export function servedIn(sentence: string): string | null {
  const m = SERVED_IN.exec(sentence) ?? SERVED_IN_DE.exec(sentence);
  const place = m?.[1]?.replace(/\s+(?:and|et|e|y|und|en|or|ou|o|oder|with|avec|con|mit|com|aux|au|when|quand|quando|cuando|wenn)$/iu, '').trim();
  const space = place ? SPACE_NOUN.exec(place) : null;
  if (!place || !space || NOT_A_SPACE.test(place) || NOT_HOTEL_LEVEL.test(sentence)) return null;
  // the space's name ends on its noun: "la véranda face au jardin" is the veranda
  const name = place.slice(0, space.index + space[0].length);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** Adds the facilities of the hotel's prose that the amenities picked so far lack (by amenity key). */
export function mergeProseAmenities(amenities: { values: string[]; ids: string[][] }, snippets: S[], keyOf: (item: string) => string): void {
  const keys = new Set(amenities.values.map(keyOf));
  const described = snippets.filter((s) => s.method === 'text' && s.type === 'description' && !OUR_OTHER.test(s.section ?? ''));
  const offered = described.flatMap((s) => sentences(withoutSignedReviews(s.content)).filter((sentence) => !GROUP_SUBJECT.test(sentence)).flatMap((sentence) => offeredFacilities(sentence, (item) => !keyOf(item).startsWith('item:')).map((name) => ({ name, id: s.id }))));
  const pets = described.flatMap((s) => sentences(s.content).flatMap((sentence) => {
    const name = /^["“«„]/u.test(sentence) ? null : welcomedPets(sentence);
    // only as the lexicon knows it, so that it merges with a listed "Pet-friendly"
    return name && !keyOf(name).startsWith('item:') ? [{ name, id: s.id }] : [];
  }));
  const served = described.flatMap((s) => sentences(withoutSignedReviews(s.content)).flatMap((sentence) => {
    const name = /^["“«„]/u.test(sentence) || GROUP_SUBJECT.test(sentence) ? null : servedIn(sentence);
    return name ? [{ name, id: s.id }] : [];
  }));
  for (const a of [...proseAmenities(snippets), ...offered, ...pets.slice(0, 1), ...served]) {
    const key = keyOf(a.name);
    if (keys.has(key)) continue;
    keys.add(key);
    amenities.values.push(a.name);
    amenities.ids.push([a.id]);
  }
}

/*
 * What a sentence says the property offers: an enumeration after an offer verb ("The house has a
 * large garden, a drying room and free parking", "Le gîte dispose d'une piscine chauffée et d'un
 * terrain de pétanque", "Gli ospiti hanno a disposizione una piscina e una sala degustazione").
 * An item is kept when it is a short noun phrase whose head is a facility: a lexicon or OSM
 * facility, or a facility noun (room, lounge, court, store, sala, salle, Raum…).
 */

const OFFER = /(?<![\p{L}])(?:has|have|features|offers|provides|boasts|comes with|is equipped with|are welcome to use|can use|have access to|has access to|dispose d['’]|dispose de|disposent d['’]|disposent de|propose|offre|met à (?:votre|leur) disposition|est équipée? d['’]|est équipée? de|dispone di|dispongono di|offre|mette a disposizione|mettiamo a disposizione|hanno a disposizione|avete a disposizione|è dotat[oa] di|cuenta con|cuentan con|dispone de|disponen de|ofrece|ofrecemos|verfügt über|verfügen über|bietet|bieten|beschikt over|beschikken over|biedt|dispõe de|oferece|posiada|oferuje|oferujemy|offriamo|proponiamo|ofrecemos|ponemos a (?:su|vuestra) disposición|proposons|offrons|mettons à (?:votre|leur) disposition|oferecemos|there is|there are|il y a|c['’]è|ci sono|hay|es gibt|er is|er zijn|há|gibt es|(?:je|jsou|sú)\s+(?:(?:zde|tu|vám|hostům|hosťom)\s+)*k\s+dispoz[ií]ci(?:i|e)?|k\s+dispoz[ií]ci(?:i|e)?\s+(?:je|jsou|sú)(?:\s+(?:zde|tu|vám|hostům|hosťom))*|(?:majú|mají|mają)\s+(?:(?:tu|zde|u nás|tutaj)\s+)?(?:k\s+dispoz[ií]ci(?:i|e)?|do\s+dyspozycji)|(?:jest|są)\s+do\s+dyspozycji|do\s+dyspozycji\s+(?:jest|są)|tenemos|tenim|abbiamo|temos|avem|mamy|máme|mame|haben wir|wir haben|hebben we|hebben wij|we hebben|wij hebben|nous avons)(?:(?<=['’])|(?![\p{L}]))\s*(.+)$/iu;
const WE_VERB = /^(?:mettiamo|offriamo|proponiamo|ofrecemos|ponemos|proposons|offrons|mettons|oferecemos|oferujemy|bieden|bieten wir|tenemos|tenim|abbiamo|temos|avem|mamy|máme|mame|haben wir|wir haben|hebben we|hebben wij|we hebben|wij hebben|nous avons)/iu;
/** Verbs saying a thing is there or at the guests' disposal, with no subject to check ("there is", "es gibt", "k dispozici je"). */
const EXISTENTIAL = /^(?:there|il y a|c['’]è|ci sono|hay|es gibt|gibt es|er is|er zijn|há|je|jsou|sú|jest|są|do\s+dyspozycji|k\s+dispoz)/iu;
/** Subjects that are the property: lodging words, its guests, "we". */
const PROPERTY_SUBJECT = new RegExp(`${LODGING_WORDS.source}|(?<![\\p{L}])(?:we|our|guests|house|property|farm|estate|nous|notre|hôtes|clients|maison|propriété|gîte|domaine|ferme|noi|nostr[aoie]|ospiti|struttura|proprietà|tenuta|podere|azienda|nosotros|nuestr[ao]s?|huéspedes|propiedad|finca|cortijo|wir|unser[e]?|gäste|haus|anwesen|hof|wij|onze|gasten|huis|boerderij|nós|nosso|nossa|hóspedes|propriedade|quinta|my|nasz[a]?|goście|obiekt|hostia|hosté|penzión|penzion)(?![\\p{L}])`, 'iu');
/** An offer whose subject is the town or the region lists what is around, not what the house has. */
const AREA_SUBJECT = /(?<![\p{L}])(?:town|city|village|area|region|neighbourhood|neighborhood|ville|région|quartier|città|paese|borgo|zona|ciudad|pueblo|barrio|stadt|dorf|gegend|umgebung|stad|dorp|buurt|cidade|vila|bairro|miasto|wieś|okolica)(?![\p{L}])/iu;

/** Nouns that make a short phrase a facility of the house ("drying room", "sala degustazione", "terrain de pétanque"). */
const FACILITY_NOUN = /(?<![\p{L}])(?:room|lounge|library|court|pitch|store|shed|patio|veranda|conservatory|salle|salon|bibliothèque|terrain|sala|salotto|biblioteca|deposito|salón|cancha|raum|bibliothek|ruimte|bibliotheek|quadra|boisko)(?![\p{L}])/iu;

const ARTICLE = /^(?:(?:a|an|the|some|our|its|their|un|une|des|du|de la|de l['’]|d['’]|de|le|la|les|l['’]|nos|notre|uno|una|un['’]|il|lo|gli|i|le|dei|degli|delle|del|della|nostr[aoie]|el|los|las|unos|unas|nuestr[ao]s?|ein|eine|einen|einem|einer|unser(?:e|en|em)?|een|het|onze|ons|um|uma|o|os|as|nosso|nossa)\s+|[dl]['’]\s*)+/iu;
const ENUM_SPLIT = /\s*[,;]\s*|\s+(?:and|as well as|plus|with|et|ainsi que|avec|e|ed|oltre a|con|y|así como|und|sowie|mit|en|met|i|oraz|z|com|și|şi|és)\s+/iu;
/** Czech and Slovak join the last item with "a", which other languages' lists read as an article or a preposition. */
const ENUM_SPLIT_CS_SK = new RegExp(`${ENUM_SPLIT.source}|\\s+a\\s+`, 'iu');
const CS_SK_VERB = /^(?:máme|mame|majú|mají|je|jsou|sú|k\s+dispoz)/iu;
const TAIL_CUT = /\s(?:(?:de|da|dal|dalla|von|van|desde|from)\s+\S+\s+(?:à|a|al|alla|bis|tot|até|hasta|to)\s|(?:all|dell|nell|dall|sull)['’]|(?:della|dello|delle|de\s+\d|from|until|to|pour|jusqu|per|fino|para|hasta|für|bis|voor|tot|w|z|dla)(?:\s|$)).*$/iu;

/** "tampoco tenemos", "nemmeno abbiamo": the verb of having denied by "neither" rather than "not". */
const NOR_EITHER = /(?<![\p{L}])(?:tampoco|tampouco|nemmeno|neanche|neppure|non plus|ni)(?![\p{L}])/iu;

const QUANTITY = /(?<![\p{L}])(?:plenty|lots|many|much|enough|some|beaucoup|molt[oi]|much[oa]s?|viel(?:e|en)?|veel|muit[oa]s?|dużo)(?![\p{L}])/iu;
const IN_ROOM = AMENITIES.filter((a) => a.inRoom).map((a) => a.pattern);

/** Facilities an offer sentence enumerates, as written ("Large walled garden", "Terrain de pétanque"). */
export function offeredFacilities(sentence: string, isFacility: (item: string) => boolean): string[] {
  const m = OFFER.exec(sentence);
  if (!m?.[1] || NOT_HOTEL_LEVEL.test(sentence) || AREA_SUBJECT.test(sentence.slice(0, m.index))) return [];
  // the offer is the property's: its subject names the house or its guests ("The house has", "Gli ospiti hanno", "we offer"), or the sentence says "there is"
  // a verb in the first person plural ("mettiamo a disposizione", "ofrecemos") has the property for subject
  if (!EXISTENTIAL.test(m[0]) && !WE_VERB.test(m[0]) && !PROPERTY_SUBJECT.test(sentence.slice(0, m.index))) return [];
  // "we do not have a restaurant", "non dispone di", "hat keine": what the house lacks
  if (NEGATION.test(sentence.slice(Math.max(0, m.index - 16), m.index)) || NOR_EITHER.test(sentence.slice(Math.max(0, m.index - 24), m.index)) || /^\s*(?:no|not|any|pas|aucun|nessun|ningún|kein)/iu.test(m[1])) return [];
  const out: string[] = [];
  for (const part of m[1].replace(/[.!…]+$/u, '').split(CS_SK_VERB.test(m[0]) ? ENUM_SPLIT_CS_SK : ENUM_SPLIT)) {
    let item = leadIn(part.replace(/^(?:and|et|e|ed|y|und|en|i|oraz|plus|or|ou|o)\s+/iu, '').replace(ARTICLE, '')).replace(TAIL_CUT, '').replace(ARTICLE, '').trim();
    item = item.replace(/[\s,.;:]+$/u, '');
    const ws = item.split(/\s+/);
    if (item.length < 3 || ws.length > 4 || /\d/u.test(item) || NEGATION.test(part.split(/\s+/).slice(0, 2).join(' '))) continue;
    // "plenty of room" is space, not a room; a kettle or a microwave is the kitchen's or the room's
    if (QUANTITY.test(item) || IN_ROOM.some((re) => re.test(item))) continue;
    if (!FACILITY_NOUN.test(item) && !isFacility(item)) continue;
    out.push(`${item.charAt(0).toUpperCase()}${item.slice(1)}`);
  }
  return out;
}

/*
 * Words that are not the house's own offer, shared by the amenity readers: a guest's signed review,
 * a block about "our other" house, and a facility the clause says the house does not have.
 */

export { isSignedReview, withoutSignedReviews } from './review.ts';

/** "Our other place", "Naše další ubytování", "Unsere weiteren Häuser": a heading over another house of the owners. */
export const OUR_OTHER = /(?<![\p{L}])(?:our (?:other|second)|unser(?:e|en)? (?:weiteren?|anderen?|zweites?)|nos autres|notre autre|nuestr[oa]s? otr[oa]s?|i nostri altri|le nostre altre|nasze inne|nasz drugi|naše (?:další|ďalšie|druhé)|naš(?:e|i) drug[aei]|onze andere|våra andra|vores andre|våre andre|meie teised|muut kohteemme|többi szállás\p{L}*)(?![\p{L}])/iu;

/**
 * Said after a facility in its clause: the house has none ("Ein großes Spa mit Schwimmbad haben wir
 * nicht", "Bazén v hoteli nemáme", "Basenu nie mamy", "Medence nincs", "Basseng har vi ikke").
 * Before it, the same words deny too ("Nemáme bazén"); the clause ends at a dash, a semicolon or a "but".
 */
export const NOT_HAVE = /(?<![\p{L}])(?:(?:haben|hat|gibt|bieten|besitzen)\s+(?:\p{L}+\s+){0,3}?nicht(?!\s+nur)|(?:hebben|heeft|is er)\s+(?:\p{L}+\s+){0,2}?niet(?!\s+alleen)|nemáme|nemá|nemají|nemajú|nenájdete|nenajdete|nie mamy|nie ma|nie posiadamy|nie oferujemy|nimamo|nemamo|nema|nincs(?:en)?|nem rendelkez\p{L}*|har vi (?:ikke|inte|ikkje)|finns (?:det )?inte|finnes (?:det )?ikke|findes (?:der )?ikke|ei ole|nu avem|nu există|nu dispunem de)(?![\p{L}])/iu;
const CLAUSE_END = /\s[–—-]\s|[;:()]|\s(?:but|aber|dafür|jedoch|sondern|mais|pero|maar|mas|ale|však|avšak|ali|men|dar|kuid|aga)\s/iu;

const NOT_HAVE_BEFORE = new RegExp(`${NOT_HAVE.source}\\s+(?:\\S+\\s+){0,2}$`, 'iu');

/** Whether the clause of the facility at [start, end) of the sentence says the house has none. */
export function deniedInClause(sentence: string, start: number, end: number): boolean {
  const after = sentence.slice(end).split(CLAUSE_END)[0] ?? '';
  if (NOT_HAVE.test(after)) return true;
  const before = sentence.slice(0, start).split(CLAUSE_END).pop() ?? '';
  return NOT_HAVE_BEFORE.test(before);
}

/**
 * "there is no restaurant on site", "pas de restaurant", "tampoco tenemos piscina" (nor do we have a
 * pool): a negation just before the facility. The first word of a "neither … nor" pair (weder, ni,
 * né, nem) is one too: "n'a ni piscine ni sauna" has no verb of having after the negation. English
 * writes "not" into the verb of having ("we don't have a spa", "we don’t run a restaurant"); a
 * contraction before another verb ("don't miss the spa") denies nothing. Swedish, Danish and
 * Norwegian deny with "ingen"/"ikke"/"inte" ("Der er ingen elevator"), Romanian with "nu" and the
 * verb ("Camerele nu au aer condiționat"), never "nu" alone: Dutch "nu" is "now".
 */
const NEGATION_BEFORE = new RegExp(String.raw`\b(no|not|\p{L}+n['’]t\s+(?:have|has|offer|run|provide|serve)|without|pas d[e']|sans|aucun[e]?|non|senza|nessun[ao]?|nemmeno|neanche|neppure|sin|ningun[oa]?|ningún|tampoco|tampouco|kein(?:e[nmr]?)?|ohne|geen|evenmin|sem|não|nie|brak|ingen|inget|inga|ikke|ikkje|inte|utan|uden|fără|nu\s+(?:au|are|avem|oferim|dispunem\s+de|dispune\s+de|există)|${NEITHER_WORDS.join('|')})\s+(?:[^\s:;]+\s+){0,2}$`, 'iu');
/** What coordinates two facilities under one negation: "no pool or spa", "ni piscine ni spa", "keine Sauna oder Dampfbad". */
const COORDINATION = /^\s*(?:,|or|nor|and|ou|ni|o|oder|noch|und|y|e|né|nem|ani|lub|albo|ani|nebo|of|en)\s*(?:(?:a|an|any|un|une|de|d'|di|del|ein|eine|einen)\s+)?$/iu;

/**
 * Which of a sentence's facilities, given by their spans in text order, the sentence denies: a
 * negation just before one denies it and every facility coordinated with it ("does not have a
 * swimming pool or spa", "tampoco tenemos alberca ni gimnasio"), and so does its clause saying the
 * house has none ("Bazén nemáme"). `also` adds what a reader denies after a facility. The one
 * negation scope of every amenity reader.
 */
export function deniedSpans(sentence: string, spans: readonly { start: number; end: number }[], also: (end: number) => boolean = () => false): boolean[] {
  let prevEnd = -1;
  let prevDenied = false;
  return spans.map(({ start, end }) => {
    const coordinated = prevDenied && prevEnd >= 0 && COORDINATION.test(sentence.slice(prevEnd, start));
    const denied = coordinated || NEGATION_BEFORE.test(sentence.slice(Math.max(0, start - 30), start)) || deniedInClause(sentence, start, end) || also(end);
    prevEnd = end;
    prevDenied = denied;
    return denied;
  });
}

/** The prose reader's terms denied, with the amenity lexicon's facilities of the sentence as links of the chain ("alberca ni gimnasio"). */
function deniedTerms(sentence: string, terms: { start: number; end: number }[]): boolean[] {
  const all = terms.map((t, k) => ({ ...t, k }));
  for (const a of AMENITIES) {
    if (a.inRoom) continue;
    const m = (a.prose ?? a.pattern).exec(sentence);
    if (!m) continue;
    const start = m.index + m[0].length - m[0].trimStart().length;
    const end = m.index + m[0].length;
    if (!all.some((t) => start < t.end && t.start < end)) all.push({ start, end, k: -1 });
  }
  all.sort((x, y) => x.start - y.start);
  const denied = deniedSpans(sentence, all);
  const out = terms.map(() => false);
  all.forEach((t, j) => {
    if (t.k >= 0) out[t.k] = denied[j]!;
  });
  return out;
}

/**
 * A sentence about every house of a group ("In jedem unserer Hotels erwarten Sie private Spas", "In
 * ogni nostra struttura troverete…", "All our hotels offer…"): the group's promise, not this house's facilities.
 */
export const GROUP_SUBJECT = /(?<![\p{L}])(?:(?:in |at )?(?:all|each|every one) of our (?:hotels|properties|houses|resorts|inns|lodges)|(?:in |at )?all our (?:hotels|properties|houses|resorts|inns)|our (?:hotels|properties|resorts|inns)|in jedem unserer (?:hotels|häuser|betriebe)|in allen unseren (?:hotels|häusern|betrieben)|alle unsere (?:hotels|häuser)|unsere (?:hotels|häuser) (?:bieten|haben|verfügen)|in ogni nostr[ao] (?:struttura|hotel|albergo|dimora|casa)|in tutt[ei] (?:le nostre (?:strutture|dimore)|i nostri (?:hotel|alberghi))|(?:dans )?(?:chacun de|tous) nos (?:hôtels|établissements|maisons)|(?:dans )?chacune de nos (?:maisons|adresses)|(?:dans )?nos hôtels|en (?:todos )?nuestros (?:hoteles|alojamientos)|en cada uno de nuestros (?:hoteles|alojamientos)|(?:em )?todos os nossos (?:hotéis|alojamentos)|em cada um dos nossos hotéis|in (?:al onze|elk van onze) (?:hotels|huizen)|(?:w )?(?:każdym z )?naszych hotel\p{L}*|v(?:e)? (?:všech )?našich hotel\p{L}*)(?![\p{L}])/iu;
