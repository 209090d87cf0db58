import type { SnippetForProfile } from '../types.ts';
import { ALSO_LEADIN, CLOSED_VERB, CLOSURE_FINAL, SISTER_MENTION, sectionKind } from '../../extract/classify.ts';
import { AMENITIES, LODGING_WORDS, unicodeBoundaries } from '../../extract/lexicon.ts';
import { nameCandidates } from './name.ts';
import { deniedSpans, GROUP_SUBJECT, OUR_OTHER, withoutSignedReviews } from './prose.ts';
import { capitalize, cleanItem, GENERIC_PAGE, leadIn, sentences, words } from './text.ts';
import type { StructuredTrust } from './trust.ts';
import { hasVocab, vocabMatch } from './vocab/index.ts';

/*
 * Amenities: structured amenityFeature lists, list items under amenity headings, short lines
 * under such headings, the headings of an amenities page's sections ("Mini-fridge" over "A
 * mini-fridge is available in every room"), and lexicon matches in the hotel's own prose. Items
 * are merged by lexicon key ('Free WiFi' = 'Complimentary Wi-Fi'). Policies ("No pets allowed in
 * this hotel"), instructions ("Inquire at front desk") and sentences are not amenities.
 */

type S = SnippetForProfile;

/**
 * Pets called "four-legged friends" ("nos amis à quatre pattes", "Vierbeiner", "amici a quattro
 * zampe"), each with how that language says the house takes them.
 */
const FOUR_LEGGED: [RegExp, string][] = [
  [/(?<![\p{L}])four[- ]legged (?:friends?|guests?|companions?|family members?)(?![\p{L}])/iu, 'Pets welcome'],
  [/(?<![\p{L}])amis à quatre pattes(?![\p{L}])|(?<![\p{L}])compagnons à quatre pattes(?![\p{L}])/iu, 'Animaux acceptés'],
  [/(?<![\p{L}])vierbeiner(?:n|s)?(?![\p{L}])/iu, 'Haustiere willkommen'],
  [/(?<![\p{L}])amic[io] a quattro zampe(?![\p{L}])/iu, 'Animali ammessi'],
  [/(?<![\p{L}])amig[oa]s de cuatro patas(?![\p{L}])/iu, 'Mascotas bienvenidas'],
  [/(?<![\p{L}])viervoeters?(?![\p{L}])/iu, 'Huisdieren welkom'],
  [/(?<![\p{L}])amig[oa]s de quatro patas(?![\p{L}])/iu, 'Animais aceitos'],
];
/** Being welcome or allowed: "sont les bienvenus", "willkommen", "are welcome", "sono i benvenuti". */
const WELCOME_WORD = /(?<![\p{L}])(?:welcome|allowed|accepted|bienvenu[es]*|accepté[es]*|admis|willkommen|erlaubt|gestattet|benvenut[io]|ammess[io]|accettat[io]|bienvenid[oa]s|admitid[oa]s|aceptad[oa]s|welkom|toegestaan|bem-vind[oa]s|aceit[oe]s)(?![\p{L}])/iu;

/** The pets a sentence says the house takes, in the sentence's language ("Nos amis à quatre pattes sont les bienvenus"). */
function welcomedFourLegged(sentence: string): string | null {
  for (const [p, name] of FOUR_LEGGED) {
    const m = p.exec(sentence);
    if (!m) continue;
    return WELCOME_WORD.test(sentence) && !/(?<![\p{L}])(?:not|no|non|pas|nicht|kein\p{L}*|niet|geen|não)(?![\p{L}])/iu.test(sentence) ? name : null;
  }
  return null;
}

export function amenityKey(item: string): string {
  for (const a of AMENITIES) if (a.pattern.test(item)) return a.key;
  if (FOUR_LEGGED.some(([p]) => p.test(item))) return 'pets';
  // facilities the OpenStreetMap presets name in any language ("Spielplatz", "zwembad", "laverie")
  const osm = vocabMatch('amenity', item);
  if (osm) return osm.category;
  return `item:${words(item).join(' ')}`;
}

/** "Hôtel 3 étoiles", "4-star hotel", "3 Sterne Superior": the house's rating, not a facility. */
const STAR_RATING = unicodeBoundaries(/\b\d\s*-?\s*(?:étoiles?|stars?|sterne|stelle|estrellas?|estrelas?|sterren|gwiazdk\p{L}*|hvězd\p{L}*)\b|\*{2,}/iu);

/**
 * A figure opening a line counts units ("8 lake-view suites"), unless hours follow it: then it says how
 * long a service runs ("24 hour front desk", "24 órás recepció", "24 ore reception", "24 Saat Oda Servisi").
 */
const NOT_AMENITY = /(\bcheck-?(?:in|out)(?: time)?\s*:?\s*(?:\d|from|until|after|before)|\bpolicy\b|\bfloors?\b|\brooms?:\s*\d|\bsuites?:\s*\d|^\d+\s(?!(?:h|hrs?|hours?|heures?|ore|horas?|stunden|uur|órás|óra|saat|ώρες|(?:hodin|godzin)\S*)(?:[\s-]|$))|\b(usd|vnd|eur|\$|€)\b|\bprice|\brate\b|book|reserv|sleeps \d|\b\d+\s+(?:queen|king|double|twin|single)?\s*beds?\b|\b(?:queen|king|twin|double|single) beds?\b|\bunit \d)/i;

/**
 * "No pets allowed", "Pas d'animaux", "Senza ascensore", "Fără animale", "Geen huisdieren", "Sem
 * elevador", "Bez zwierząt": what the hotel does not have.
 */
const NEGATED = unicodeBoundaries(/^(?:no|not|none|without|pas|sans|aucun[e]?|senza|niente|nessun[oa]?|sin|ningun[oa]?|ningún|kein[e]?|ohne|geen|zonder|sem|não|nenhum[a]?|fără|nu|bez|brak|nie|ingen|inga|utan|uden|nincs)\b/iu);
/** "Inquire at front desk", "Please call", "Contactez-nous": instructions, not features. */
const INSTRUCTION = unicodeBoundaries(/^(?:inquire|enquire|ask|contact|call|please|see|note|check|visit|click|book|reserve|request|email|e-mail|phone|text|find|learn|discover|read|view|explore|renseignez|contactez|appelez|voir|consultez|réservez|demandez|veuillez|merci de|chiedi|chiedere|contatta|contattare|consulta|prenota|chiama|si prega|per favore|llame|llama|contacte|pregunte|consulte|reserve|por favor|bitte|fragen|kontaktieren|rufen|buchen)\b/iu);
const PRONOUN = unicodeBoundaries(/\b(?:we|our|us|you|your|i|my|nous|notre|nos|vous|votre|vos|noi|nostr[aoie]|vostr[aoie]|nosotros|nuestr[ao]s?|vuestr[ao]s?|usted(?:es)?|wir|unser[e]?|sie|ihr[e]?)\b/iu);
const POLICY = unicodeBoundaries(/\b(?:allowed|permitted|prohibited|forbidden|not available|interdits?|autorisée?s?|vietat[oi]|prohibid[oa]s?|permitid[oa]s?|verboten|erlaubt|surcharge|deposit|must|required|obligatoire|obbligatori[oa]|obligatori[oa]|policy|politique)\b/iu);
const SENTENCE_VERB = unicodeBoundaries(/\b(?:is|are|was|were|will|can|may|has|have|est|sont|sera|peut|è|sono|sarà|può|es|son|está|están|puede|ist|sind|wird|kann)\b/iu);
/** Headings that group features rather than name one. */
const GROUP_WORDS = new Set(
  [
    'extras extra more other others misc miscellaneous general features feature amenities amenity services service facilities highlights details overview included includes including plus equipment equipments comfort comforts essentials basics why us compare them yes no oui non si sì ja nein n a',
    // "other services" in the languages hotel sites are written in (compared accent-folded; ł stays ł)
    'autres autre altri altre otros otras outros outras weitere sonstige andere overige pozostałe inne dalsi ostatni',
    'equipements prestations servizi dotazioni servicios instalaciones comodidades servicos instalacoes ausstattung leistungen einrichtungen voorzieningen faciliteiten udogodnienia usługi wyposazenie sluzby vybaveni',
  ]
    .join(' ')
    .split(' '),
);
/** Items start with a noun or an adjective, not with a preposition or a conjunction ("with Burners"). */
const FUNCTION_START = unicodeBoundaries(/^(?:with|and|or|of|for|to|in|on|at|by|from|avec|et|ou|de|du|des|pour|con|e|o|di|da|per|y|mit|und|oder|für)\s/iu);
/** A label that groups things or places rather than naming a feature ("Outdoor Fun", "Nearby Adventures"). */
const NOT_FEATURE_LABEL = unicodeBoundaries(/\b(?:nearby|near|around|area|surroundings|attractions?|adventures?|activities|things to do|fun|explore|why|about|location|environs|alentours|dintorni|alrededores|umgebung)\b/iu);

/** Opening words about the rooms: what the sentence lists is in the rooms ("Tutte le camere dispongono di…"). */
const ROOM_SUBJECT = unicodeBoundaries(/\b(?:rooms?|suites?|chambres?|camere|habitaci[oó]n(?:es)?|zimmer[n]?|kamers?|quartos?|pokoje?|pokój|pokoji|apartments?|appartements?|apartamentos?|appartamenti|cottages?|cabins?|villas?|chalets?)\b/iu);

/**
 * Every room as the subject: "Every room has", "All sixteen rooms", "Tutte le camere", "Toutes nos
 * chambres", "Todas las habitaciones", "Alle Zimmer", "jedes Zimmer", "Wszystkie pokoje". What each
 * room has, the whole house offers: the sentence is no single room's description. "Each suite" is
 * not said so: the suites may be one category among the rooms, and what they have the others may lack.
 */
const EVERY_ROOM = unicodeBoundaries(/\b(?:all|every|each|tutt[ei]|ogni|ciascuna|toutes|chaque|todas|todos|cada|alle|jede[sn]?|sämtliche|elke|wszystkie|każdy|všechny|všetky|každý|toate|fiecare)\s+(?:(?:of\s+)?(?:the|our|le|les|nos|las|nuestras|os|as|nossos|unsere|onze|de|nostre)\s+)?(?:[\p{L}-]+\s+)?(?:rooms?|chambres?|camer[ae]|habitaci[oó]n(?:es)?|zimmer[n]?|kamers?|kamer|quartos?|pokoje?|pokój|pokoj|izby|izba)\b|\b(?:всички|всяка|всеки|все|всі|кожн\p{L}{1,3}|кажд\p{L}{1,3}|сите|све|свака|svak[aio]|sve|svi|όλα τα|κάθε)\s+(?:[\p{L}-]+\s+)?(?:стаи|стая|номера|номер|номери|номерах|кімнат\p{L}{0,2}|соб[аеи]|sob[aei]|apartman\p{L}{0,2}|апартамент\p{L}{0,2}|δωμάτι[οα])\b|\btất cả (?:các )?phòng\b|\bmỗi phòng\b/iu);

/** "Amenity Snapshot", "Resort Highlights", "At a glance": a label over a list, not one feature. */
const LIST_LABEL = unicodeBoundaries(/\b(?:amenit(?:y|ies)|highlights?|snapshot|overview|summary|at a glance|aperçu|en bref|panoramica|resumen|überblick)\b/iu);

/**
 * A time of day: "15:00", "10.30", "9h00", "3 pm", "오후 3시", "15時". A line outside the lexicon
 * that holds one is a time window ("Welkom tussen 15:00 en 17:00", "Check-out by 11 am"): a
 * policy, not a facility. The lexicon's own items with hours (a reception, a shuttle) are kept
 * before this is asked.
 */
const CLOCK_TIME = /(?<![\p{L}\p{N}])(?:\d{1,2}[:.]\d{2}(?![\p{N}])|\d{1,2}\s?h\s?\d{2}(?![\p{N}])|\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\d{1,2}\s?(?:시|時|点|點))/iu;

/** Arriving and leaving, and the welcome that opens a stay: what a time window in a list is about. */
const ARRIVAL_DEPARTURE = unicodeBoundaries(/\b(?:check[- ]?in|check[- ]?out|arrival|arrive|departure|welcome|inchecken|uitchecken|aankomst|vertrek|welkom|anreise|abreise|ankunft|einchecken|auschecken|willkommen|arrivée|départ|accueil|bienvenue|llegada|salida|entrada|bienvenid[ao]s?|arrivo|partenza|benvenut[io]|chegada|saída|boas-vindas|przyjazd|wyjazd|zameldowanie|wymeldowanie|příjezd|odjezd)\b|입실|퇴실|체크인|체크아웃|入住|退房|チェックイン|チェックアウト/iu);

/** "Welkom tussen 15:00 en 17:00", "Uitchecken tot 10:30", "Check-out by 11 am": a time to arrive or leave is a policy. */
function timeWindow(item: string): boolean {
  return CLOCK_TIME.test(item) && ARRIVAL_DEPARTURE.test(item);
}

/** An item that is no amenity whatever its words: a negation or an instruction. */
export function refusedItem(item: string): boolean {
  return NEGATED.test(item) || INSTRUCTION.test(item);
}

/**
 * Whether a short text outside the lexicon reads like an amenity: a noun phrase of a few words,
 * not a sentence, a policy, an instruction, or a line addressing the guest.
 */
export function amenityLike(item: string, maxWords = 5): boolean {
  const ws = item.split(/\s+/).filter(Boolean);
  if (ws.length === 0 || ws.length > maxWords || item.length < 3 || item.length > 60) return false;
  if (/[.!?]$/.test(item.trim()) || refusedItem(item) || PRONOUN.test(item) || POLICY.test(item) || SENTENCE_VERB.test(item) || NOT_AMENITY.test(item)) return false;
  if (!/^[\p{L}\d]/u.test(item) || !/\p{L}{3}/u.test(item) || FUNCTION_START.test(item) || LIST_LABEL.test(item)) return false;
  return !words(item).every((w) => GENERIC_PAGE.has(w) || GROUP_WORDS.has(w));
}

/** "Gare Part-Dieu à 500 m", "Beach – 5 min": how far a place is, said in a list of services. */
const DISTANCE = /\b\d+(?:[.,]\d+)?\s*(?:m|km|mi|miles?|yards?|min(?:utes?|utos|uti)?|minuten|minut)\b/iu;

/** A line that says how far a stop or a place is: a location fact, not a facility of the hotel. */
function distanceLine(item: string): boolean {
  return (DISTANCE.test(item) && (amenityKey(item).startsWith('item:') || hasVocab('transport', item))) || stopAtHand(item);
}

/** "at the door", "vor der Tür", "devant l'hôtel": where a place lies, said without a figure. */
const AT_THE_DOOR = unicodeBoundaries(/\b(?:(?:right )?outside the (?:door|hotel|house)|at the door|in front of|vor (?:der|die) (?:tür|haustür)|vor dem (?:haus|hotel)|devant (?:la porte|l['’]hôtel|la maison)|davanti (?:alla porta|all['’]hotel)|delante del hotel|frente al hotel|voor de deur)\b/iu);

/**
 * A stop named outside the lexicon with where it lies ("Near Bus Stand", "Obus-Haltestelle vor der
 * Tür"): how to arrive, a location fact, while a service to a stop ("Station pick-up") says no
 * place and stays.
 */
function stopAtHand(item: string): boolean {
  return (NEARBY.test(item) || AT_THE_DOOR.test(item)) && amenityKey(item).startsWith('item:') && hasVocab('transport', item);
}

/** Said right after an amenity: the hotel does not offer it (now). */
const NOT_OFFERED_AFTER = unicodeBoundaries(/^\s*(?:(?:is|are)\s+)?(?:not (?:available|provided|offered|allowed)|unavailable|non disponibles?|pas disponibles?|indisponibles?|non (?:disponibil[ei]|ammess[io])|no (?:disponibles?|permitid[oa]s?)|nicht (?:verfügbar|erlaubt|vorhanden)|niet (?:beschikbaar|toegestaan)|não (?:disponíve(?:l|is)|permitid[oa]s?)|niedostępn[ey])\b/iu);

/**
 * Words tying an activity to the property rather than to the region: the house's own words (we,
 * our, guests), "free", and lending or renting ("Tenemos bicicletas de cortesía", "si požičiate
 * bicykle", "Fahrräder zum Ausleihen").
 */
/**
 * A sentence whose subject is the whole house ("the premises are also equipped with complimentary
 * wi-fi", "Wi-Fi gratuit dans tout l'établissement", "WLAN im ganzen Haus"): said among the rooms, it
 * still names a facility of the house.
 */
const HOUSE_WIDE = unicodeBoundaries(/\b(?:the (?:premises|property|whole (?:house|property|building)|entire (?:house|property|building))|throughout the (?:house|property|building|inn|hotel|lodge)|common areas|public areas|(?:dans )?tout l['’]établissement|dans toute la maison|parties communes|espaces communs|todo el (?:hotel|hostal|edificio|establecimiento|alojamiento)|toda la (?:casa|propiedad)|áreas comunes|zonas comunes|tutta la struttura|in tutta la casa|aree comuni|spazi comuni|im ganzen haus|im gesamten (?:haus|hotel|gebäude)|het hele (?:huis|pand|hotel)|gemeenschappelijke ruimtes?)\b/iu);
const ACTIVITY_TIE = unicodeBoundaries(/\b(?:our|we|us|on-?site|complimentary|free|rentals?|rent|guests|nos|notre|nous|nostr[aoie]|noi|nuestr[ao]s?|ofrecemos|tenemos|tenim|temos|abbiamo|unser[e]?|wir|gratuit[eao]?s?|gratuït[ea]s?|gratis|cortes[ií]a|prêt(?:ons)?|prestamos|prestiamo|leihen|(?:aus)?(?:ver)?leih\p{L}*|noleggio|alquiler|aluguel|lloguer|préstamo|préstec|požičia\p{L}*|půjč\p{L}*|wypożycz\p{L}*|borrow(?:ed)?|lend)\b/iu);

/** "a few minutes away", "a pochi minuti", "à quelques minutes": how near a place is, said without a number. */
const FEW_MINUTES = unicodeBoundaries(/\b(?:few|pochi|quelques|pocos|wenige[n]?|poucos|enkele|kilka)\s+minut\p{L}*/iu);

/**
 * What a room's text may name of the whole house: pets it takes, the breakfast it serves, its Wi-Fi
 * network, its car park, the cot it lends ("Cuna disponible", "lit bébé sur demande") and the half
 * board its kitchen offers, priced among the rooms ("Demi-pension (+ 29 €)", "Halbpension auf Wunsch").
 */
const HOUSE_KEYS = new Set(['pets', 'breakfast', 'wifi', 'parking', 'babycot', 'halfboard']);
const SHARED_KEYS = new Set(['wifi', 'parking']);

/** A sister or partner house, or a "discover also" block: its facilities are another property's. */
const sisterHouse = (text: string): boolean => SISTER_MENTION.test(text) || ALSO_LEADIN.test(text.trim());

/** Words that open the name of a house: "Appartements Sonnhof in Finkenberg – Ferienwohnungen mit Hallenbad". */
const HOUSE_WORD = /^(?:appartements?|apartments?|apartamentos?|appartamenti|ferienwohnung(?:en)?|hotel|hôtel|albergo|pension|gasthof|gasthaus|pousada|posada|hostal|villa|chalet|residence|résidence|residenza|domki|pensjonat|penzion)$/iu;

/** The sentence opens on a named house whose name shares no word with the hotel's own: another property. */
function otherHouse(sentence: string, ownName: Set<string>): boolean {
  const m = /^(\p{L}+)\s+[„"“«]?((?:\p{Lu}[\p{L}'’-]+\s*){1,3})/u.exec(sentence.trim().replace(/^["“„«]/u, ''));
  if (!m || ownName.size === 0 || !HOUSE_WORD.test(m[1]!)) return false;
  return !words(m[2]!).some((w) => ownName.has(w));
}

/** Scripts where a word of two characters is a full name. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A guest speaking of themself: "I loved the pool", "j'ai adoré", "mi è piaciuta". */
const FIRST_PERSON_WORD = unicodeBoundaries(/\b(?:i'm|i've|my|je|j'|mon|mes|io|mio|mia|yo|mi)\b/iu);
/**
 * English "I" is always written large, and not before a plural in -i: Italian "i" and "I" are "the"
 * ("i servizi", "I bambini"). French "ma" (my) is Italian "ma" (but) unless the sentence is French.
 */
const ENGLISH_I = unicodeBoundaries(/\bI\b(?!\s+\p{L}*i\b)/u);
const FRENCH_MA = unicodeBoundaries(/\bma\b/iu);
const FRENCH_WORD = unicodeBoundaries(/\b(?:et|est|des|du|une|avec|nous|très|été|était|pour)\b/iu);
const FIRST_PERSON = { test: (sentence: string): boolean => FIRST_PERSON_WORD.test(sentence) || ENGLISH_I.test(sentence) || (FRENCH_MA.test(sentence) && FRENCH_WORD.test(sentence)) };
/**
 * Letters of Czech and Polish, where "je" (is), "ma" (has), "mi" and "my" (we) are everyday words:
 * there the Romance first-person test would discard the hotel's own sentences.
 */
const SLAVIC_LETTERS = /[ěščřžůťďňłąęśćźżń]/iu;

/** "inkl.", "incl.", "zzgl.": an abbreviation the shared sentence splitter cuts after when a noun follows ("inkl. Frühstück"). */
const CUT_ABBREVIATION = /\b(?:inkl|incl|zzgl|excl|exkl)\.$/iu;

/** The sentences of prose, with a sentence cut after such an abbreviation joined to the next. */
function proseSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of sentences(text)) {
    const last = out.length - 1;
    if (last >= 0 && CUT_ABBREVIATION.test(out[last]!)) out[last] = `${out[last]} ${s}`;
    else out.push(s);
  }
  return out;
}

type ProseMatch = { a: (typeof AMENITIES)[number]; m: RegExpExecArray };

/** The facilities a sentence names, in text order; one phrase names one ("spa privé" is no spa too). */
function proseMatches(sentence: string): ProseMatch[] {
  const found: ProseMatch[] = [];
  for (const a of AMENITIES) {
    if (a.inRoom) continue;
    const m = (a.prose ?? a.pattern).exec(sentence);
    if (!m) continue;
    const end = m.index + m[0].length;
    if (found.some((f) => m.index < f.m.index + f.m[0].length && f.m.index < end)) continue;
    found.push({ a, m });
  }
  // "E-Bike-Ladestation" is a charging point: the first part of a hyphenated compound qualifies the next
  const compound = (f: ProseMatch): boolean => sentence[f.m.index + f.m[0].length] === '-' && found.some((g) => g.m.index === f.m.index + f.m[0].length + 1);
  return found.filter((f) => !compound(f)).sort((x, y) => x.m.index - y.m.index);
}

/**
 * Said after a facility in the same clause: it has closed ("the hammam closed in 2020", "das
 * Hallenbad mussten wir 2019 schließen", "έκλεισε"). Only a closure the sentence dates or calls
 * final counts: "the pool is closed in winter" is a season, not a loss.
 */
function closedAfter(sentence: string, end: number): boolean {
  const clause = sentence.slice(end, end + 70).split(/[;:!?]|\.\s|\s(?:but|aber|mais|pero|ma|maar|mas|ale|αλλά)\s/iu)[0] ?? '';
  return CLOSED_VERB.test(clause) && CLOSURE_FINAL.test(sentence);
}

/**
 * The facilities the hotel's own prose says have closed for good ("Das Hallenbad mussten wir 2019
 * schließen", "in 2020 the small hammam closed"). A cross-check over the whole site: a news box of
 * the year it opened, an older page or a facilities list that still names one does not bring it
 * back. Reviews and sister houses are no word of the hotel's and are left out before this.
 */
export function closedFacilities(snippets: readonly S[]): Set<string> {
  const out = new Set<string>();
  for (const s of snippets) {
    if (s.method !== 'text' || s.type === 'other' || /^["“«„]/u.test(s.content.trim())) continue;
    for (const sentence of proseSentences(s.content)) {
      if (!CLOSED_VERB.test(sentence) || !CLOSURE_FINAL.test(sentence) || sisterHouse(sentence)) continue;
      for (const { a, m } of proseMatches(sentence)) if (closedAfter(sentence, m.index + m[0].length)) out.add(a.key);
    }
  }
  return out;
}

/**
 * The matches the sentence does not deny: a negation before a facility denies it and every
 * facility coordinated with it ("does not have a swimming pool or spa"), and "not available" after
 * one denies it ("Rollaway beds and cribs not available").
 */
function lacking(found: ProseMatch[], sentence: string): ProseMatch[] {
  // a pattern may open on the space before its words ("a| swimming pool")
  const spans = found.map(({ m }) => ({ start: m.index + m[0].length - m[0].trimStart().length, end: m.index + m[0].length }));
  const denied = deniedSpans(sentence, spans, (end) => NOT_OFFERED_AFTER.test(sentence.slice(end, end + 40)) || closedAfter(sentence, end));
  return found.filter((_, i) => !denied[i]);
}

/**
 * A facility word written small after a capitalised word inside the sentence: the end of a place's
 * proper name ("parkoviště P2 Jelení zahrada", "the Boboli gardens", "Parc de la Tête d'Or"), not a facility of the house.
 */
function inProperName(sentence: string, m: RegExpExecArray): boolean {
  const start = m.index + m[0].length - m[0].trimStart().length;
  if (/^\p{Lu}/u.test(sentence.slice(start))) return namedPlace(sentence, start, m.index + m[0].length);
  if (!/^\p{Ll}/u.test(sentence.slice(start))) return false;
  const before = /(?:^|[\s(])(\p{Lu}\p{Ll}+)\s+$/u.exec(sentence.slice(Math.max(0, start - 40), start));
  if (!before) return false;
  // the sentence's first word is capitalised whatever it is
  return sentence.slice(0, start).trimStart().length > before[1]!.length + 1 && !/[.!?:]\s*\S*\s+$/u.test(sentence.slice(0, start));
}

/** What ties a place's kind to its name: "Jardín del Turia", "Jardin des Plantes", "Giardino di Boboli", "Garden of Eden". */
const NAME_LINK = /^\s+(?:de(?:l|la|las|los|s|gli|i|lla|lle|llo)?|du|d['’]|di|of the|of|von|vom|der|van|do|da|dos|das)\s*(?:\p{Lu}|l['’]\s*\p{Lu})/u;

/**
 * A facility word written with a capital inside a sentence and followed by a name ("pedaleando por el
 * Jardín del Turia", "une balade au Jardin des Plantes", "a walk through the Garden of Eden"): the
 * kind of a place in its proper name, not a facility of the house.
 */
function namedPlace(sentence: string, start: number, end: number): boolean {
  const before = sentence.slice(0, start);
  // the sentence's first word, or a list's, is capitalised whatever it is
  if (!/\p{L}/u.test(before) || /[.!?:;,(\n–—-]\s*$/u.test(before)) return false;
  return NAME_LINK.test(sentence.slice(end));
}

/**
 * Feminine nouns in -a of the facilities Czech, Slovak and Polish prose declines ("na terase", "s
 * terasou", "w altanie", "v reštaurácii"): a list names the facility in this dictionary form.
 */
const FEMININE_A = new Set(['terasa', 'záhrada', 'zahrada', 'zahrádka', 'záhradka', 'sauna', 'altana', 'sála', 'kuchyňka', 'kuchynka', 'reštaurácia', 'recepcia'].map((w) => w.normalize('NFC')));
const CASE_ENDINGS = ['ou', 'ie', 'e', 'ě', 'u', 'y', 'ą', 'ę', 'i'];
/** The adjective before such a noun, from the case the noun was in to the dictionary form ("kongresovú" -> "kongresová"). */
const ADJECTIVE_CASE = /(\p{L}{3,})(?:ú|ou|ej)$/u;

/**
 * A facility's name as a list writes it: the last word of a phrase declined in prose back in the
 * dictionary form ("Terasou" -> "Terasa", "Kongresovú sálu" -> "Kongresová sála"). Other words stay.
 */
export function dictionaryForm(phrase: string): string {
  const ws = phrase.split(' ');
  const last = ws[ws.length - 1]!;
  for (const ending of CASE_ENDINGS) {
    if (!last.toLowerCase().endsWith(ending) || last.length <= ending.length + 2) continue;
    const lemma = `${last.slice(0, -ending.length)}a`;
    if (!FEMININE_A.has(lemma.toLowerCase().normalize('NFC'))) continue;
    ws[ws.length - 1] = lemma;
    if (ws.length === 2 && ending !== 'a') ws[0] = ws[0]!.replace(ADJECTIVE_CASE, '$1á');
    return ws.join(' ');
  }
  return phrase;
}

/** "Our all-day restaurant…", "La nostra piscina…": a card's text that opens on the facility it describes. */
const SUBJECT_OPENING = /^(?:our|the|this|notre|nos|le|la|les|l['’]|nostr[oa]|il|lo|el|nuestr[oa]|unser(?:e|er)?|der|die|das|nosso|nossa|o|a|onze|ons|de|het|nasz[ae]?|náš|naše)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

/**
 * The lexicon key of the facility a card's text opens on, or null: "Mây Kitchen" over "Our
 * all-day restaurant serves…" is the restaurant, named, and merges with a listed "Restaurant".
 */
function cardSubject(text: string): string | null {
  const first = proseMatches(text)[0];
  if (!first) return null;
  const start = first.m.index + first.m[0].length - first.m[0].trimStart().length;
  return SUBJECT_OPENING.test(text.slice(0, start)) ? first.a.key : null;
}

/** One short untyped paragraph alone under its own heading: a card of a grid. */
function untypedCard(s: S, perHeading: Map<string, number>): boolean {
  return s.type === 'other' && s.method === 'text' && !!s.section && s.content.length <= 200 && !s.content.includes('\n') && !/^["“«„]/u.test(s.content.trim()) && perHeading.get(`${s.pageUrl}\u0000${s.section}`) === 1;
}

/**
 * The cards of feature grids: four or more consecutive untyped cards on one page, three in four
 * of them naming a known facility in their heading or text ("Unser Haus auf einen Blick": "WLAN
 * gratis", "Saunabereich", "Skiraum", "Parken"…). Offers, vouchers and job ads stand alone or in
 * runs that name no facility.
 */
function featureGrids(all: S[]): S[] {
  const perHeading = new Map<string, number>();
  for (const s of all) if (s.section) perHeading.set(`${s.pageUrl}\u0000${s.section}`, (perHeading.get(`${s.pageUrl}\u0000${s.section}`) ?? 0) + 1);
  const names = (s: S): boolean => AMENITIES.some((a) => (a.prose ?? a.pattern).test(s.content) || a.pattern.test(s.section ?? ''));
  const cards: S[] = [];
  let run: S[] = [];
  const flush = (): void => {
    if (run.length >= 4 && run.filter(names).length * 4 >= run.length * 3) cards.push(...run);
    run = [];
  };
  for (const s of all) {
    if (!untypedCard(s, perHeading)) flush();
    else {
      if (run.length && run[0]!.pageUrl !== s.pageUrl) flush();
      run.push(s);
    }
  }
  flush();
  return cards;
}

/**
 * "Where to eat", "Dónde comer en …", "Où manger", "Wo essen": a heading over the neighbours'
 * tables the house recommends, not over its own restaurant.
 */
const EATING_OUT = unicodeBoundaries(/\b(?:where to (?:eat|dine|drink)|places to eat|eating out|d[oó]nde (?:comer|cenar)|où (?:manger|dîner)|dove mangiare|dove cenare|wo (?:man )?(?:gut )?(?:essen|isst)|onde comer|waar (?:te )?eten|gdzie (?:zjeść|jeść)|kde (?:se )?(?:najíst|jíst))\b/iu);

/** "Local dining", "Ristoranti locali": the neighbours' places, said by a heading or a page's path. */
const LOCAL = unicodeBoundaries(/\b(?:local|locaux|locales?|locali|lokale[n]?|lokaln[eiy])\b/iu);

function pagePath(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname).replace(/[/_-]+/gu, ' ');
  } catch {
    return '';
  }
}

/** A page about the hotel's amenities, by its path or its title. */
function amenityPages(snippets: S[]): Set<string> {
  const PAGE = /(amenit|facilit|services|servizi|[ée]quipements?|ausstattung|comodidades|servicios|amenidades|commodit|dotazioni)/iu;
  const pages = new Set<string>();
  for (const s of snippets) {
    let path = '';
    try {
      path = decodeURIComponent(new URL(s.pageUrl).pathname);
    } catch {
      /* not a URL */
    }
    const titled = s.type === 'hotel_name' && (s.section === 'title' || s.section === 'og:title' || s.section === 'h1') && PAGE.test((s.content.split(/\s+[|–—:·•»-]\s+/)[0] ?? '').slice(0, 40));
    if (PAGE.test(path) || titled) pages.add(s.pageUrl);
  }
  return pages;
}

/** The words of a list item that are words: hours and figures ("de 7 h à 22 h", "07.00–21.00") are not counted. */
function spokenWords(item: string): number {
  return item.split(' ').filter((w) => !/^(?:\d[\d:.,–-]*|h)$/iu.test(w)).length;
}

/** What joins two amenities named on one line: "Pool & spa", "Sauna und Dampfbad", "jadalnia i salon". */
const JOINED = unicodeBoundaries(/\s+(?:[+&]|and|und|et|y|e|i|en|a|og|och)\s+|\s*\/\s*(?=\p{Lu})/iu);

/** The parts of a line split at commas and semicolons outside brackets ("kitchen (fridge, kettle)" is one part). */
export function splitOutsideBrackets(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if ((c === ',' || c === ';') && depth === 0) {
      parts.push(line.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(line.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Distinct lexicon keys a text names. */
function lexiconKeys(text: string, prose = false): Set<string> {
  return new Set(AMENITIES.filter((a) => (prose ? (a.prose ?? a.pattern) : a.pattern).test(text)).map((a) => a.key));
}

/**
 * The forms an item may be kept as, best first: the whole item; for "Label: details", the label
 * ("Airport Shuttle Available: Contact hotel to arrange pickup" -> "Airport Shuttle") unless the
 * label groups several amenities ("Outdoor Fun: private beach, grills, fire pits") or places; for
 * "Free parking + WiFi", each named amenity.
 */
function itemForms(item: string): string[][] {
  const forms: string[][] = [[item]];
  const parts = item.split(JOINED).map((p) => p.trim()).filter(Boolean);
  if (parts.length >= 2 && item.split(/\s+/).length <= 6) {
    const named = parts.filter((p) => lexiconKeys(p).size > 0);
    if (new Set(named.map(amenityKey)).size >= 2) forms.unshift(named);
  }
  // a sentence about a feature opens with its name: "Piscine intérieure chauffée ouverte toute l'année"
  // (only a known facility: a sentence's opening words are not a name otherwise)
  const lead = item.includes(':') ? item : leadIn(item);
  if (lead !== item && lead.length >= 3 && lead.split(/\s+/).length <= 5 && !amenityKey(lead).startsWith('item:')) forms.push([lead]);
  const m = /^([^:]{3,40}):\s+(.+)$/u.exec(item);
  if (m) {
    const label = cleanItem(m[1]!);
    const details = m[2]!;
    const grouping = lexiconKeys(details, true).size >= 3 && lexiconKeys(label).size === 0;
    if (!grouping && !NOT_FEATURE_LABEL.test(label) && !LODGING_WORDS.test(label)) forms.push([label]);
  }
  return forms;
}

/** A line naming a facility of the whole house in lexicon words ("Drying room", "Free Wi-Fi"), not a feature of the rooms. */
function houseFacility(line: string): boolean {
  const a = AMENITIES.find((e) => e.pattern.test(line));
  return !!a && !a.inRoom;
}

/**
 * A list the extractor typed as rooms (its heading speaks of staying: "Staying with us", "Van
 * Life") whose lines are mostly the house's facilities: what the guest gets there, not a room's
 * furniture ("Shower", "Fridge", "Cable TV").
 */
function stayFacilityList(s: S): boolean {
  if (s.type !== 'room' || s.method !== 'text' || !s.content.includes('\n')) return false;
  const lines = s.content.split('\n').map((l) => cleanItem(l)).filter(Boolean);
  // a line with figures is a rate ("Doppelzimmer mit Frühstück (€ 36,-)") or a size, not a facility
  const facilities = lines.filter((l) => l.split(/\s+/).length <= 7 && !/\d/u.test(l) && houseFacility(l)).length;
  return facilities >= 2 && facilities * 2 >= lines.length;
}

/** The key of the lexicon entry a line names, or null: the same in every language the lexicon knows. */
function lexiconKey(line: string): string | null {
  return AMENITIES.find((a) => a.pattern.test(line))?.key ?? null;
}

/**
 * Two lists that are one list in two languages ("Restaurant, Airport pick-up, Bar, Meeting
 * facilities" and its Vietnamese page): as many lines, and line by line the lines both name in
 * lexicon words name the same facility, at least two of them and half of the list.
 */
function sameList(a: (string | null)[], b: (string | null)[]): boolean {
  if (a.length !== b.length || a.length < 3) return false;
  let same = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === null || b[i] === null) continue;
    if (a[i] !== b[i]) return false;
    same++;
  }
  return same >= 2 && same * 2 >= a.length;
}

/** A list line naming a known facility in words that are not also the name of a site page. */
function isFacilityLine(line: string): boolean {
  return !amenityKey(line).startsWith('item:') && !words(line).every((w) => GENERIC_PAGE.has(w));
}

/**
 * A sentence about what lies around the hotel ("Nearby you will find…", "2 km from…"), read
 * outside the facilities it names: the "area" of a "relaxation area" says nothing of the surroundings.
 */
function aboutSurroundings(sentence: string): boolean {
  const rest = outsideFacilities(sentence);
  return NOT_FEATURE_LABEL.test(rest) || DISTANCE.test(rest);
}

/** The sentence with the facilities it names blanked out, to read what it says around them. */
function outsideFacilities(sentence: string): string {
  let rest = sentence;
  for (const { m } of proseMatches(sentence)) rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
  return rest;
}

/** "nearby", "in der Nähe": the place a sentence speaks of is around the hotel, not in it. */
const NEARBY = unicodeBoundaries(/\b(?:nearby|near(?:est)?|close by|à proximité|tout près|nelle vicinanze|vicin[oa]|cerca(?:no|na)?|in der nähe|nahe gelegen(?:e[nm]?)?|w pobliżu|nedaleko|poblíž|dichtbij|in de buurt|perto)\b/iu);

/**
 * A sentence of an amenities paragraph about a facility somewhere else: "Guests can use the pool
 * at the nearby leisure centre (2.5 miles)", "parking and what to see nearby". Outside the
 * facilities it names, it says "nearby" or gives a distance.
 */
function elsewhere(sentence: string): boolean {
  const rest = outsideFacilities(sentence);
  return NEARBY.test(rest) || DISTANCE.test(rest);
}

/**
 * What joins the last items of an enumeration: "docce tropicali e zona relax", "z grillem i altaną".
 * Words that are "and" in one language and a preposition in another ("a", "en") are left out.
 */
const ENUMERATION_JOIN = unicodeBoundaries(/\s+(?:and|und|et|y|e|i|og|och|oraz)\s+/iu);
/** Words that open an item without being part of its name ("a sauna", "un'ampia terrazza", "des vélos"). */
const ITEM_OPENING = unicodeBoundaries(/^(?:(?:a|an|the|some|un|une|una|uno|il|lo|la|le|les|el|los|las|des|du|de la|ein|eine|einen|der|die|das|o|os|as|een|het|de)\s+|un'|l')/iu);
/** A word of a proper name inside a sentence ("Monte Albán"), not an acronym ("UVA"). */
const NAME_WORD = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}/u;

/**
 * The items of a sentence's enumeration that name no known facility but stand between two that
 * do: in "sauna finlandese, bagno turco, docce tropicali e zona relax" the tropical showers are a
 * facility because the list around them is one of facilities. Lists of the rooms' contents, of
 * what lies nearby and proper names (sights) are left out, and so is the list's first item, which
 * carries the sentence's opening words ("The spa offers a sauna").
 */
function enumeratedFacilities(sentence: string): string[] {
  if (aboutSurroundings(sentence)) return [];
  const items = splitOutsideBrackets(sentence.replace(/[.!?…]+$/u, ''))
    .flatMap((part) => part.split(ENUMERATION_JOIN))
    .map((item) => item.trim())
    .filter(Boolean);
  // the subject is in the opening words: "All rooms have…", not the "steam room" listed later
  if (!items.length || ROOM_SUBJECT.test(items[0]!)) return [];
  const named = items.map((item) => lacking(proseMatches(item), item)[0]?.m[0].trim() ?? null);
  const known = named.map((phrase) => phrase !== null);
  // where the facilities around it are capitalised too ("Hallenbad, Dampfbad"), a capital is a noun's, not a name's
  const capitalised = (phrase: string | null | undefined): boolean => !!phrase && NAME_WORD.test(phrase);
  const knownCount = known.filter(Boolean).length;
  if (knownCount < 3 || knownCount * 2 < items.length) return [];
  return items.flatMap((raw, i) => {
    if (i === 0 || known[i] || !known[i - 1] || !known[i + 1]) return [];
    let item = raw.replace(ITEM_OPENING, '');
    const verb = SENTENCE_VERB.exec(item);
    if (verb) item = item.slice(0, verb.index);
    item = leadIn(item);
    const nameLike = NAME_WORD.test(item) && !(capitalised(named[i - 1]) && capitalised(named[i + 1]));
    if (!amenityLike(item, 3) || nameLike || LODGING_WORDS.test(item) || hasVocab('place', item) || hasVocab('transport', item) || /\d/u.test(item)) return [];
    return [item];
  });
}

/**
 * Wheelchairs and reduced mobility in the languages hotel sites are written in, each with how that
 * language names a room adapted for them.
 */
const WHEELCHAIR: [RegExp, string][] = [
  [unicodeBoundaries(/\b(?:wheelchair(?:s| users?)?|reduced mobility|ada[- ](?:accessible|compliant))\b/iu), 'Accessible room'],
  [unicodeBoundaries(/\b(?:mobilité réduite|fauteuils? roulants?|pmr)\b/iu), 'Chambre adaptée'],
  [unicodeBoundaries(/\b(?:sedia a rotelle|carrozzin[ae]|mobilità ridotta)\b/iu), 'Camera accessibile'],
  [unicodeBoundaries(/\b(?:silla de ruedas|movilidad reducida)\b/iu), 'Habitación adaptada'],
  [unicodeBoundaries(/\b(?:rollstuhl\p{L}*)\b/iu), 'Barrierefreies Zimmer'],
  [unicodeBoundaries(/\b(?:cadeira de rodas|mobilidade reduzida)\b/iu), 'Quarto adaptado'],
];
/** What says a room is made for them: "adapted", "accessible", "adaptée", "accessibile", "adaptada", "geeignet". */
const ADAPTED = unicodeBoundaries(/\b(?:adapted|accessible|equipped|suitable|designed|adaptée?s?|accessibles?|aménagée?s?|accessibil[ei]|adattat[aei]|attrezzat[aei]|adaptad[ao]s?|accesibles?|geeignet\p{L}*|gerecht\p{L}*|zugänglich\p{L}*|acessíve(?:l|is)|adaptad[ao]s?)\b|ada[- ]/iu);
/** A negation anywhere before the wheelchair: "not suitable for wheelchair users", "non adatto a persone in carrozzina". */
const NOT_ADAPTED = unicodeBoundaries(/\b(?:not|cannot|can't|no|non|pas|n['’]|sin|nicht|kein\p{L}*|não|unsuitable|unfortunately|malheureusement|purtroppo|lamentablemente|leider)\b/iu);

/** The room a sentence says is adapted for wheelchairs, named in the sentence's language; null when it says none is. */
function adaptedRoom(sentence: string): string | null {
  for (const [term, name] of WHEELCHAIR) {
    const m = term.exec(sentence);
    if (!m) continue;
    const before = sentence.slice(0, m.index);
    if (NOT_ADAPTED.test(before) || !(ADAPTED.test(before) || ADAPTED.test(m[0]))) return null;
    return name;
  }
  return null;
}

/** Luggage in the languages hotel sites are written in, each with that language's name for keeping it. */
const LUGGAGE: [RegExp, string][] = [
  [unicodeBoundaries(/\b(?:luggage|baggage|bags|suitcases)\b/iu), 'Luggage storage'],
  [unicodeBoundaries(/\b(?:bagages|valises)\b/iu), 'Consigne à bagages'],
  [unicodeBoundaries(/\b(?:equipajes?|maletas)\b/iu), 'Guarda equipaje'],
  [unicodeBoundaries(/\b(?:bagagli|valigie)\b/iu), 'Deposito bagagli'],
  [unicodeBoundaries(/\b(?:gepäck|koffer)\b/iu), 'Gepäckaufbewahrung'],
  [unicodeBoundaries(/\b(?:bagage(?:m|ns)|malas)\b/iu), 'Guarda-volumes'],
];
/** Keeping something for someone: "we keep", "nous gardons", "guardamos", "custodiamo", "bewahren … auf", "guardamos". */
const KEEP_VERB = unicodeBoundaries(/\b(?:keep|store|hold|look after|gard\p{L}*|conserv\p{L}*|guard\p{L}*|custod\p{L}*|tenia?mo|bewahr\p{L}*|aufbewahr\p{L}*|verwahr\p{L}*)\b/iu);

/** The house keeps the guests' luggage, named in the sentence's language; null when the sentence says nothing of it. */
function keptLuggage(sentence: string): string | null {
  for (const [noun, name] of LUGGAGE) {
    const m = noun.exec(sentence);
    if (!m) continue;
    // the verb within a few words before the luggage, in a sentence that denies nothing
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    if (!KEEP_VERB.test(before) || NOT_ADAPTED.test(sentence.slice(0, m.index))) return null;
    return name;
  }
  return null;
}

/** Storing or leaving something: what a sentence says of the guests' own bicycles ("can be stored", "abstellen", "lasciare"). */
const BIKES_KEPT = unicodeBoundaries(/\b(?:stored?|storage|holds?|kept|lock(?:ed)?\s+up|leave|left|abstellen|abgestellt|unterstellen|untergestellt|garer|garés?|rangés?|ranger|laisser|lasciare|lasciate|parcheggiare|ricoverare|guardar|dejar|deixar|lăsa\p{L}*|depozita\p{L}*|przechowa\p{L}*|zostawić|stallen|stalling)\b/iu);

/** One whole sentence of a few words: a capital opens it, a full stop ends it. */
function shortSentence(text: string): boolean {
  const t = text.trim();
  return !t.includes('\n') && t.length <= 200 && /^[\p{Lu}¡¿]/u.test(t) && /[.!]$/u.test(t) && t.split(/\s+/).length >= 5;
}

/** Links of a short enumeration: commas, ampersands, plus signs and the word "and" in several languages. */
const ENUMERATION_LINK = /\s*(?:[,&+·•|]|\s(?:and|und|et|y|e|i|a|en|og|och|és|și|si|ve|και|и|oraz)\s)\s*/iu;

/**
 * An untyped line that only names facilities, left untyped because it is too short for a paragraph
 * ("Sauna, steam bath, whirlpool", "+ Free daily buffet breakfast", "Eigene Parkplätze und Garage"):
 * one line of at most eight words with no sentence end, each of its links four words at most, half
 * of them named by the lexicon, under no heading of reviews, chrome or another house.
 */
export function facilityLine(content: string, section: string | null | undefined): boolean {
  const t = content.trim().replace(/^[+•·*▪►✓✔-]\s*/u, '');
  if (!t || t.includes('\n') || /[.!?:;"“«„]/u.test(t) || t.split(/\s+/).length > 8) return false;
  const kind = section ? sectionKind([section]) : null;
  if (kind === 'reviews' || kind === 'chrome' || kind === 'other-property' || kind === 'see-also' || kind === 'poi' || kind === 'transport') return false;
  if (section && (sisterHouse(section) || OUR_OTHER.test(section))) return false;
  const parts = t.split(ENUMERATION_LINK).filter((p) => p.trim());
  if (!parts.length || parts.some((p) => p.trim().split(/\s+/).length > 4)) return false;
  const named = parts.filter((p) => proseMatches(p).length > 0).length;
  return named > 0 && named * 2 >= parts.length;
}

/** Cards and means of payment: a line naming them says how guests pay ("Bar, Bankomat, Visa"), where "bar" is cash. */
const PAYMENT = /(?<![\p{L}])(?:visa|mastercard|maestro|amex|american express|bankomat|ec-karte|girocard|carte bancaire|tarjeta|carta di credito|credit cards?|paypal|szép kártya)(?![\p{L}])/iu;

/** A job advertisement ("Kitchen and bar staff wanted", "Wir suchen Verstärkung", "Hľadáme posilu"): the staff the house needs, not its facilities. */
const JOB_AD = /(?<![\p{L}])(?:hiring|jobs?|careers?|vacanc(?:y|ies)|staff wanted|wanted|wir suchen|stellenangebote?|nous recrutons|recrutement|offerte di lavoro|lavora con noi|buscamos|empleo|trabaja con nosotros|vacatures?|hľadáme|hledáme|pracovné ponuky|pracovní nabídky|praca)(?![\p{L}])/iu;

/** The heading of untyped text that may be the house's own: none of reviews, chrome, another house, places, the way here, nor marked outdated. */
function ownUntypedSection(section: string | null | undefined): boolean {
  if (!section || section.startsWith('outdated: ') || sisterHouse(section) || OUR_OTHER.test(section)) return false;
  const kind = sectionKind([section]);
  return !(kind === 'reviews' || kind === 'chrome' || kind === 'other-property' || kind === 'see-also' || kind === 'poi' || kind === 'transport');
}

export function pickAmenities(all: S[], trust: StructuredTrust): { values: string[]; ids: string[][] } {
  const snippets = all.filter((s) => s.type !== 'other');
  const values: string[] = [];
  const ids: string[][] = [];
  const keys = new Map<string, number>();
  const addItem = (display: string, key: string, id: string): void => {
    const existing = keys.get(key);
    if (existing !== undefined) {
      ids[existing]?.push(id);
      return;
    }
    keys.set(key, values.length);
    values.push(capitalize(display));
    ids.push([id]);
  };
  const onAmenityPage = amenityPages(all);
  const top = nameCandidates(snippets, trust)[0];
  const ownName = new Set(words(top?.withTown ?? top?.value ?? '').filter((w) => w.length > 2));

  // 1. explicit lists: structured amenityFeature, list items under amenity headings, and the
  //    room-feature lists of an amenities page (lexicon items only there)
  const isShortLine = (s: S): boolean => s.type === 'amenity' && s.method === 'text' && s.content.length <= 60;
  // short lines under one amenity heading are one list: outside the lexicon, a line is kept when
  // most of its siblings are known amenities (chips, not buttons and taglines)
  const siblings = new Map<string, { all: number; known: number }>();
  for (const s of snippets) {
    if (!isShortLine(s)) continue;
    const k = `${s.pageUrl}\u0000${s.section ?? ''}`;
    const c = siblings.get(k) ?? { all: 0, known: 0 };
    c.all++;
    if (!amenityKey(cleanItem(s.content)).startsWith('item:')) c.known++;
    siblings.set(k, c);
  }
  // the number of lines of the list each item's wording was read in
  const listedIn = new Map<number, number>();
  // the lists read so far, line by line, to know a list repeated on a page in another language
  const translated: { pageUrl: string; lineKeys: (string | null)[]; itemKeys: (string | null)[] }[] = [];
  for (const s of snippets) {
    const roomList = s.type === 'room' && s.method === 'text' && onAmenityPage.has(s.pageUrl) && s.content.includes('\n');
    // off an amenities page a room list counts only when it lists the house's facilities, and only those
    const stayList = !roomList && stayFacilityList(s);
    const listLike = s.type === 'amenities' || isShortLine(s) || roomList || stayList;
    if (!listLike || !trust.ok(s) || OUR_OTHER.test(s.section ?? '') || EATING_OUT.test(s.section ?? '')) continue;
    const sib = siblings.get(`${s.pageUrl}\u0000${s.section ?? ''}`);
    const lines = s.content.split('\n').flatMap((line) => {
      // "Bedrooms, Pool, Tennis Court, Kitchen" is a list on one line
      const parts = splitOutsideBrackets(line.replace(/\s*(\[…\]|…|\.\.\.)\s*$/u, ''));
      return parts.length >= 3 && parts.every((p) => p.replace(/\s*\([^)]*\)/gu, '').split(' ').length <= 4) ? parts : [line];
    });
    // "Spa" or "Restaurant" alone reads like a menu entry; in a list whose other lines are known
    // facilities ("Outdoor pool", "Fitness center") it is one of them
    const facilityLines = s.type === 'amenities' ? lines.filter((l) => isFacilityLine(cleanItem(l))).length : 0;
    const lineKeys = lines.map((l) => lexiconKey(cleanItem(l)));
    const original = s.type === 'amenities' ? translated.find((t) => t.pageUrl !== s.pageUrl && sameList(t.lineKeys, lineKeys)) : undefined;
    if (original) {
      // the list again in another language: each line is the item its counterpart gave, or nothing
      original.itemKeys.forEach((key) => key !== null && ids[keys.get(key)!]?.push(s.id));
      continue;
    }
    const itemKeys: (string | null)[] = [];
    for (const raw of lines) {
      itemKeys.push(null);
      for (const form of itemForms(cleanItem(raw))) {
        const kept = form.filter((item) => {
          if ((item.length < 3 && !IDEOGRAPHIC.test(item)) || item.length > 70 || NOT_AMENITY.test(item) || STAR_RATING.test(item) || spokenWords(item) > 7 || refusedItem(item) || distanceLine(item)) return false;
          if (/[.!?]$/.test(raw.trim()) && item.split(' ').length > 5 && form.length === 1 && form[0] === cleanItem(raw)) return false;
          if (words(item).every((w) => GENERIC_PAGE.has(w)) && (amenityKey(item).startsWith('item:') || facilityLines < 2)) return false;
          if (stayList) return !/\d/u.test(item) && houseFacility(item);
          if (!amenityKey(item).startsWith('item:')) return true;
          // outside the lexicon: a room list keeps only known amenities; other items must read
          // like an amenity ("Sauna", "Turkish bath"), and a short line needs known siblings
          if (roomList || !amenityLike(item, s.type === 'amenity' ? 5 : 7) || timeWindow(item)) return false;
          return !isShortLine(s) || (sib !== undefined && sib.known * 2 >= sib.all);
        });
        if (!kept.length) continue;
        for (const item of kept) {
          const key = amenityKey(item);
          const at = keys.get(key);
          // a facility listed again in a longer list takes that list's wording: the site's full
          // list names it as a reader of the site does, a list of highlights in short ("Pet friendly"
          // among five highlights, "Aceitamos pets" in the list of twelve); a line naming several
          // facilities ("Airco, wifi en parkeerplaats") names none of them alone
          if (at !== undefined && kept.length === 1 && s.type === 'amenities' && lexiconKeys(item).size <= 1 && lines.length > (listedIn.get(at) ?? Infinity)) {
            values[at] = capitalize(item);
            listedIn.set(at, lines.length);
          }
          addItem(item, key, s.id);
          if (at === undefined && s.type === 'amenities') listedIn.set(keys.get(key)!, lines.length);
        }
        itemKeys[itemKeys.length - 1] = amenityKey(kept[0]!);
        break;
      }
    }
    if (s.type === 'amenities') translated.push({ pageUrl: s.pageUrl, lineKeys, itemKeys });
  }

  // 2. an amenities page's section headings: "Mini-fridge" over "A mini-fridge is available in every room"
  const seenHeadings = new Set<string>();
  for (const s of all) {
    if (s.method !== 'text' || !s.section || !onAmenityPage.has(s.pageUrl)) continue;
    if (!['other', 'description', 'dining', 'amenity'].includes(s.type) || s.content.length > 400) continue;
    const heading = cleanItem(s.section.replace(/,?\s*(?:etc|usw|ecc)\.?\s*$/iu, ''));
    const seenKey = `${s.pageUrl}\u0000${heading}`;
    if (seenHeadings.has(seenKey)) continue;
    seenHeadings.add(seenKey);
    if (refusedItem(heading) || NEGATED.test(s.content.trim())) continue;
    const key = amenityKey(heading);
    if (!key.startsWith('item:')) {
      const form = itemForms(heading)[0] ?? [heading];
      if (heading.split(/\s+/).length <= 5) for (const item of form) addItem(item, amenityKey(item), s.id);
      continue;
    }
    // the paragraph may name the heading's amenity in lexicon words ("TV/Cable/HBO" over "... Flat screen TV ...")
    const headingWords = new Set(words(heading).filter((w) => w.length > 1));
    for (const a of AMENITIES) {
      const m = (a.prose ?? a.pattern).exec(s.content);
      if (!m || !words(m[0]).some((w) => headingWords.has(w))) continue;
      addItem(m[0].trim(), a.key, s.id);
      break;
    }
  }

  // 2b. cards under a facilities heading: the card's own heading names the feature, the text under
  //     it describes it ("Infinity pool" over "Heated all year, overlooking the bay")
  const isCard = (s: S): boolean => s.type === 'amenity' && s.method === 'text' && !!s.section && s.content.length <= 200 && !s.content.includes('\n');
  const cardHeadings = new Map<string, Set<string>>();
  for (const s of snippets) if (isCard(s)) cardHeadings.set(s.pageUrl, (cardHeadings.get(s.pageUrl) ?? new Set()).add(s.section ?? ''));
  // all the text under each heading, cards and longer paragraphs alike
  const sectionText = new Map<string, string>();
  for (const s of all) {
    if (s.method !== 'text' || !s.section) continue;
    const k = `${s.pageUrl}\u0000${s.section}`;
    sectionText.set(k, `${sectionText.get(k) ?? ''}\n${s.content}`);
  }
  for (const s of snippets) {
    // a grid is three cards or more on one page; a lone paragraph under "Amenities" is no card
    if (!isCard(s) || (cardHeadings.get(s.pageUrl)?.size ?? 0) < 3 || !trust.ok(s)) continue;
    const heading = cleanItem(s.section ?? '');
    if (heading.split(/\s+/).length > 4 || refusedItem(heading) || EATING_OUT.test(heading) || NEGATED.test(s.content.trim())) continue;
    const key = amenityKey(heading);
    // a heading naming a lodging is the hotel's or a sister house's name, not a facility
    if (key.startsWith('item:') && (!amenityLike(heading, 4) || LODGING_WORDS.test(heading) || stopAtHand(heading))) continue;
    // a heading outside the lexicon over paragraphs naming three facilities or more groups them ("Practical matters")
    if (key.startsWith('item:') && !cardSubject(s.content) && lexiconKeys(sectionText.get(`${s.pageUrl}\u0000${s.section ?? ''}`) ?? s.content, true).size >= 3) continue;
    addItem(heading, key.startsWith('item:') ? (cardSubject(s.content) ?? key) : key, s.id);
  }

  // 2c. a grid of feature cards on any page, left untyped: each card names a facility in its heading
  //     ("Skiraum") or its text ("Zirbensauna, Dampfbad und Infrarotkabine" under "Saunabereich")
  for (const card of featureGrids(all)) {
    if (!trust.ok(card)) continue;
    const heading = cleanItem(card.section ?? '');
    const named = lacking(proseMatches(card.content), card.content);
    if (!amenityKey(heading).startsWith('item:') && !refusedItem(heading)) for (const item of itemForms(heading)[0] ?? []) addItem(item, amenityKey(item), card.id);
    for (const { a, m } of named) addItem(m[0].trim(), a.key, card.id);
    // a heading outside the lexicon is the feature when the card's text names none ("Observatoire")
    if (!named.length && amenityKey(heading).startsWith('item:') && amenityLike(heading, 3)) addItem(heading, amenityKey(heading), card.id);
  }

  // 3. amenities named in the hotel's own prose (descriptions, amenity paragraphs); in-room
  //    features are left to the lists (prose about "each suite" describes the rooms)
  const proseSections = new Set(snippets.filter((s) => s.type === 'description' && s.method === 'text' && s.section).map((s) => `${s.pageUrl}\u0000${s.section}`));
  for (const s of all) {
    const prose =
      (s.type === 'description' && s.method === 'text') ||
      (s.type === 'amenity' && s.method === 'text' && s.content.length > 60) ||
      (s.type === 'point_of_interest' && s.method === 'text' && !s.content.includes('\n') && s.content.length > 60) ||
      (s.type === 'policy' && s.method === 'text') ||
      (s.type === 'dining' && s.method === 'text' && !s.content.includes('\n') && s.content.length > 60) ||
      (s.type === 'description' && s.method !== 'text' && trust.ok(s)) ||
      // a room's notes also say whether pets may come ("Hunde auf Anfrage", "Two casitas are pet-friendly"): only that is read there
      (s.type === 'room' && s.method === 'text') ||
      // a sentence too short to be typed a description, among the description's own paragraphs ("Kostenloses WLAN ist vorhanden.")
      (s.type === 'other' && s.method === 'text' && shortSentence(s.content) && (proseSections.has(`${s.pageUrl}\u0000${s.section ?? ''}`) || (ownUntypedSection(s.section) && ![s.content, s.section ?? ''].some((t) => PAYMENT.test(t) || JOB_AD.test(t))))) ||
      (s.type === 'other' && s.method === 'text' && facilityLine(s.content, s.section));
    // a dining section's heading names the meal or the room the house serves it in ("Desayuno incluido", "Free hot breakfast")
    const diningHeading = s.type === 'dining' && s.method === 'text' && s.section ? cleanItem(s.section) : '';
    if (diningHeading && trust.ok(s) && diningHeading.split(/\s+/).length <= 5 && !refusedItem(diningHeading) && !sisterHouse(diningHeading) && !OUR_OTHER.test(diningHeading) && ![diningHeading, pagePath(s.pageUrl)].some((t) => NOT_FEATURE_LABEL.test(t) || LOCAL.test(t))) {
      const named = lacking(proseMatches(diningHeading), diningHeading)[0];
      if (named) addItem(named.m[0].trim(), named.a.key, s.id);
    }
    // a quoted review ("« Cet endroit est sublime … »") is a guest's opinion, not the hotel's offer
    if (!prose || /^["“«„]/u.test(s.content.trim()) || sisterHouse(s.section ?? '') || OUR_OTHER.test(s.section ?? '')) continue;
    // a dining section may recommend the neighbours' restaurants ("Local dining", a page of things to do)
    if (s.type === 'dining' && [s.section ?? '', pagePath(s.pageUrl)].some((t) => NOT_FEATURE_LABEL.test(t) || LOCAL.test(t))) continue;
    // a guest's signed review ("… – Katka, Žilina") is opinion, not the hotel's offer
    for (const sentence of proseSentences(withoutSignedReviews(s.content))) {
      // the spa and restaurant of "our sister house" are not this hotel's
      if (sisterHouse(sentence) || otherHouse(sentence, ownName) || GROUP_SUBJECT.test(sentence)) continue;
      // what guests say is opinion ("« ... le jardin ... »", "I loved the pool")
      if (/^["“«„]/u.test(sentence) || (!SLAVIC_LETTERS.test(sentence) && FIRST_PERSON.test(sentence))) continue;
      // a paragraph about a sight names the sight's facilities ("picnic pavilions and a playground"), not the hotel's
      if (s.type === 'point_of_interest' && !ACTIVITY_TIE.test(sentence) && !LODGING_WORDS.test(sentence)) continue;
      if (s.type === 'dining' && aboutSurroundings(sentence)) continue;
      if (s.type === 'amenity' && elsewhere(sentence)) continue;
      // one phrase names one amenity: "spa privé" is a private spa, not also a spa
      for (const { a, m } of lacking(proseMatches(sentence), sentence)) {
        // breakfast served or included is the house's, whichever room the sentence speaks of
        // what every room has is the house's too ("Every room has … air conditioning")
        const everyRoom = s.type === 'room' && EVERY_ROOM.test(sentence);
        if (keys.has(a.key) || (s.type === 'room' && !everyRoom && !HOUSE_KEYS.has(a.key) && !(HOUSE_WIDE.test(sentence) && !ROOM_SUBJECT.test(sentence)))) continue;
        // the Wi-Fi or the parking named beside one room is the house's, unless the sentence gives it to that room
        if (s.type === 'room' && !everyRoom && SHARED_KEYS.has(a.key) && ROOM_SUBJECT.test(sentence)) continue;
        // "Doppelzimmer mit Halbpension (€ 49,-)": a rate of a room, not the half board the house offers on its own
        if (s.type === 'room' && a.key === 'halfboard' && /(?:^|\s)(?:with|mit|avec|con|com|met|z|s)\s+$/iu.test(sentence.slice(0, m.index + m[0].length - m[0].trimStart().length))) continue;
        // "the kayak rental … sono a pochi minuti", "kayaking … a few minutes' drive away": an outing near the house, not its own
        if (a.activity && (!ACTIVITY_TIE.test(sentence) || FEW_MINUTES.test(sentence))) continue;
        // "Bicycles can be stored in the shed", "the same room holds mountain bikes": the guests' own bikes, kept, not the house's
        if (a.key === 'bikes' && BIKES_KEPT.test(sentence)) continue;
        if (inProperName(sentence, m)) continue;
        // a facility word at the end of a compound is named by the whole compound ("Sonnenterrasse", "Kinderspielplatz")
        const start = m.index + m[0].length - m[0].trimStart().length;
        const head = /\p{L}+$/u.exec(sentence.slice(0, start))?.[0] ?? '';
        // (scripts written without spaces have no compounds to read so)
        const phrase = (head.length >= 3 && !IDEOGRAPHIC.test(head) && /^\p{Ll}/u.test(m[0].trim()) ? head : '') + m[0].trim();
        // a word of two Han or Hangul characters ("식당", "洗衣") is a whole name
        addItem(phrase.length >= 3 || IDEOGRAPHIC.test(phrase) ? dictionaryForm(phrase) : a.canonical, a.key, s.id);
      }
      if (s.method === 'text' && s.type !== 'room') for (const item of enumeratedFacilities(sentence)) addItem(item, amenityKey(item), s.id);
    }
  }
  // the first sentence of the house's own prose a reader finds the amenity in, among snippets of the given types
  const firstInProse = (key: string, types: readonly string[], read: (sentence: string) => string | null): void => {
    if (keys.has(key)) return;
    for (const s of snippets) {
      if (s.method !== 'text' || !types.includes(s.type) || /^["“«„]/u.test(s.content.trim()) || sisterHouse(s.section ?? '') || OUR_OTHER.test(s.section ?? '')) continue;
      const found = proseSentences(withoutSignedReviews(s.content)).map(read).find((v) => v !== null);
      if (found) {
        addItem(found, key, s.id);
        return;
      }
    }
  };
  // 4. a room the house adapted for wheelchairs, told among the rooms or in a facilities paragraph
  //    ("24 m² · adaptée aux personnes à mobilité réduite", "one room is adapted for wheelchair users")
  firstInProse('accessible', ['room', 'amenity'], adaptedRoom);
  // 4b. pets the house's prose welcomes as four-legged friends
  firstInProse('pets', ['room', 'amenity', 'description', 'policy'], welcomedFourLegged);
  // 5. the house keeps its guests' luggage, said with a verb ("Nous gardons vos bagages", "Podemos guardar tu equipaje")
  firstInProse('luggage', ['room', 'amenity', 'description', 'policy'], keptLuggage);
  const gone = closedFacilities(snippets);
  if (gone.size === 0) return { values, ids };
  const closedAt = new Set([...keys].filter(([key]) => gone.has(key)).map(([, at]) => at));
  return { values: values.filter((_v, i) => !closedAt.has(i)), ids: ids.filter((_v, i) => !closedAt.has(i)) };
}
