import type { SnippetForProfile } from '../types.ts';
import { LODGING_WORDS } from '../../extract/lexicon.ts';
import { cjkStopLabel, TRAVEL_MODE_HEADING } from '../../extract/classify.ts';
import { capitalize, CJK_RE, sentences, words } from './text.ts';
import { OSM_VOCAB } from './vocab/osm-vocab.ts';

/*
 * Transport links: how to reach the property. Named airports and stations, and the other ways
 * the pages name — metro / U-Bahn / métro stops and lines, trams, bus lines and stops, shuttles
 * (navettes), taxis and ferries — each with the time or distance its sentence states. Candidates
 * never cross a sentence boundary. Parking is not a transport link. Multilingual (EN/FR/IT/ES/DE,
 * Japanese station and airport names); nothing here names a particular place.
 */

type S = SnippetForProfile;

/**
 * Words that make a capitalised name after them an airport or a station ("Flughafen Zürich",
 * "Gare de Lyon", "Luchthaven Schiphol", "Estación de Atocha"): the one-word airport and railway
 * station names of the OpenStreetMap presets, in every language of the vocabulary.
 */
const STOP_HEADS = [
  ...new Set(
    [...(OSM_VOCAB.transport['airport'] ?? []), ...(OSM_VOCAB.transport['train'] ?? []), 'stazione', 'estación', 'estacion', 'estação', 'hauptbahnhof', 'station',
      // Slovak airport and the Czech and Slovak station in their cases ("letisko X", "v stanici X", "do stanice X")
      'letisko', 'letiska', 'letisku', 'stanica', 'stanice', 'stanici']
      .filter((t) => !/\s/.test(t) && t.length >= 4 && !CJK_RE.test(t))
      .map((t) => t.normalize('NFC')),
  ),
]
  .sort((a, b) => b.length - a.length)
  .map((t) => `[${t[0]!.toUpperCase()}${t[0]}]${t.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  .join('|');

/**
 * The stops, stations and terminals of the OpenStreetMap presets named in several words by the
 * languages that put the kind before the name ("stacja kolejowa X", "estação de metrô X", "stanice
 * metra X", "terminal de ônibus X"): not the buildings, entrances and platforms of a stop, nor the
 * languages that write the name first (en, tr, hu, fi, the Baltic and Nordic languages, vi), nor a
 * stop of a rail mode named by its mode's own word ("estación de metro X"), which MODE_THEN_NAME
 * names "Metro X" as the page's other sentences do.
 */
const HEAD_FIRST_STOPS = ['train', 'metro', 'tram', 'bus', 'ferry']
  .flatMap((k) => OSM_VOCAB.transport[k] ?? [])
  .filter((t) => /\s/u.test(t) && /^[\p{Script=Latin}\s'’-]+$/u.test(t))
  .filter((t) => !/(?<![\p{L}])(?:building|budova|budynek|budov\p{L}*|zgrad\p{L}*|zgradba|ēka|nádražní|entrance|entrada|entrata|entrée|eingang|boca|bouche|vchod|vstup|wejście|vlez|vhod|intrare|sissepääs|platform\p{L}*|plataforma|quai|andana|banchina|peron\p{L}*|nástupi\p{L}*|stopping|zastavenia|stajanja|durma|aanvraag|znamení|subsolo|subterrânea|megálló)(?![\p{L}])/iu.test(t))
  .filter((t) => !/(?<![\p{L}])(?:metro|métro|metropolitana|tram|tramway|tranvía|tranvia|u-bahn|s-bahn|subway)(?![\p{L}])/iu.test(t))
  .filter((t) => !/^(?:bus|train|railway|subway|light|tram|ferry|buss|otobüs|tren|metro|feribot|raybüs|tramvay|villamos|busz\p{L}*|linja|trammi|kergraudtee|autobusu|geležinkleio|traukinių|dzelzceļa|prāmju|metron|sisäänkäynti|stopposition|station för|mindre|treinstation|birdirme|ga|gà|nhà|bến|ke|raitiovaunun|įėjimas)(?![\p{L}])/iu.test(t));

/**
 * Heads of several words that come before the name of a bus station or an airport, in any case
 * ("Terminal de Autobuses ADO", "Rodoviária de X", "dworca autobusowego w X", "Port Lotniczy X").
 */
const BUS_STATION_HEADS = [
  'terminal de autobuses', 'terminal de ómnibus', 'terminal de omnibus', 'estación de autobuses', 'central de autobuses', 'terminal rodoviário', 'terminal rodoviario', 'estação rodoviária',
  'rodoviária', 'rodoviaria', 'gare routière', 'stazione degli autobus', 'autostazione', 'busbahnhof',
  'dworzec autobusowy', 'dworca autobusowego', 'dworcu autobusowym', 'dworzec', 'dworca', 'dworcu', 'autobusové nádraží', 'autobusového nádraží',
  // Czech and Slovak railway and bus stations, adjective first ("Vlakové nádraží X", "železničná stanica X")
  'vlakové nádraží', 'vlakového nádraží', 'železniční nádraží', 'železničního nádraží', 'železniční stanice', 'vlaková stanice',
  'železničná stanica', 'železničnej stanice', 'železničnej stanici', 'autobusová stanica', 'autobusovej stanice', 'autobusovej stanici',
  // Catalan and Romanian bus stations
  "estació d'autobusos", 'estació d’autobusos', 'estació de tren', 'autogara', 'autogării',
  'port lotniczy', 'portu lotniczego', 'bến xe',
  // English of South Asia and Africa calls the bus station the bus stand ("Bus Stand X", "X Bus Stand")
  'bus stand',
  // Slovenian, Croatian and Greek put the head first ("Avtobusna postaja X", "Zračna luka X", "Αερολιμένας X")
  'železniška postaja', 'avtobusna postaja', 'željeznički kolodvor', 'autobusni kolodvor', 'glavni kolodvor', 'zračna luka', 'zračne luke',
  'trajektna luka', 'σιδηροδρομικός σταθμός', 'κρατικός αερολιμένας', 'αερολιμένας',
  // the pier or port boats leave from ("Imbarcadero di X", "Anlegestelle X", "Λιμάνι X")
  'imbarcadero', 'anlegestelle', 'schiffsanleger', 'embarcadère', 'gare maritime', 'λιμάνι', 'přístaviště',
  ...HEAD_FIRST_STOPS,
]
  .map((t) => anyCase(t).replace(/ /g, '\\s+'))
  .join('|');

/**
 * Station, bus station, airport and ferry words that languages writing the place's name first put
 * after it ("Ribe Station", "Vadstena resecentrum", "Eger vasútállomás", "Esenboğa Havalimanı"):
 * Swedish, Danish, Norwegian, Finnish, Hungarian and Turkish. Bare words that are also common
 * nouns or parts of other words ("asema", "linja", "satama", "liman") are left out.
 */
const NAME_FIRST_HEADS = anyCase(
  [
    // sv
    'järnvägsstation', 'centralstation', 'resecentrum', 'busstation', 'bussterminal', 'flygplats', 'färjeterminal', 'färjeläge',
    // da
    'hovedbanegård', 'banegård', 'rutebilstation', 'busterminal', 'lufthavn', 'færgehavn', 'færgeterminal', 'færgeleje',
    // nb
    'jernbanestasjon', 'sentralstasjon', 'busstasjon', 'stasjon', 'ferjekai', 'fergekai', 'fergeterminal',
    // fi
    'rautatieasema', 'linja-autoasema', 'lentoasema', 'lentokenttä', 'matkakeskus',
    // hu
    'vasútállomás', 'autóbusz-pályaudvar', 'autóbusz-állomás', 'buszpályaudvar', 'buszállomás', 'pályaudvar', 'repülőtér', 'hajóállomás',
    // tr
    'havalimanı', 'havaalanı', 'otogarı', 'otogar', 'tren garı', 'garı', 'tren istasyonu', 'metro istasyonu', 'feribot iskelesi',
    // et, in the cases a sentence puts them in ("Pärnu bussijaama", "raudteejaamale"), which tidyEstonian makes nominative
    ...['raudteejaam', 'bussijaam', 'lennujaam', 'rongijaam'].flatMap((w) => [w, `${w}a`, `${w}ale`, `${w}ast`, `${w}as`, `${w}ani`]),
  ].join('|'),
).replace(/ /g, '\\s+');

/**
 * What Romance languages put between the word for a station and its town to say it is the railway's
 * ("estación de tren de X", "stazione ferroviaria di X", "estação ferroviária de X").
 */
const RAIL_QUALIFIER = `(?:${anyCase('ferroviaria|ferroviario|ferroviária|ferroviário|de tren|del tren|de trenes|de ferrocarril|de comboios').replace(/ /g, '\\s+')})`;

/**
 * Named airports and stations: "Gallatin Field Airport", "Aeroporto di Verona", "Zürich Hauptbahnhof",
 * "市ノ川駅"; American English calls a station a depot ("X Depot"), South Asian English a bus station
 * a bus stand ("X Bus Stand").
 */
const PLACE_NAME = new RegExp(
  [
    `((?:\\p{Lu}[\\p{L}\\p{N}_'’./-]*\\s+){1,5}(?:International\\s+|Regional\\s+|Municipal\\s+)?(?:[Aa]irport|[Jj]etport|[Ss]unport|[Tt]rain [Ss]tation|[Rr]ailway [Ss]tation|[Bb]us [Ss]tation|[Bb]us [Tt]erminal|[Bb]us [Ss]tand|[Bb]us [Dd]epot|Depot|[Ss]tation|Terminal|Hauptbahnhof|Hbf\\.?|Bahnhof|Centraal|[Hh]lavní\\s+nádraží|[Hh]lavné\\s+nádražie|Główny|Glówny|Centralny|${NAME_FIRST_HEADS})(?![\\p{L}]))`,
    `((?<![\\p{L}\\p{N}-])(?:${BUS_STATION_HEADS}|${STOP_HEADS})\\s+(?:${RAIL_QUALIFIER}\\s+)?(?:(?:de|di|d'|d’|du|del|des|de la|do|da|van|von|w|we|internacional de|internazionale di|international de|de l'|de l’|international|internacional|internazionale)\\s*)?\\p{Lu}[\\p{L}\\p{N}_'’/-]*(?:\\s+(?:(?:d|l|dell)['’]\\p{Lu}[\\p{L}\\p{N}_'’/-]*|\\p{Lu}[\\p{L}\\p{N}_'’/-]*|\\(\\p{Lu}[\\p{L}\\p{N}]*\\)|de|di|del|du|do|da|dos|das)){0,5}(?<!\\s(?:de|di|del|du|do|da|dos|das)))`,
    // (Japanese quotes a station's name in corner brackets before the station word: 「X」駅, as other languages quote a stop's)
    '([\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}A-Z]{0,12}「[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}ー・A-Za-z0-9]{1,12}」(?:空港|駅)|[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}A-Z]{1,12}(?:空港|駅))',
  ].join('|'),
  'gu',
);

/**
 * Stop names in scripts whose words are written together, where no capital letter marks a name:
 * the run of the script's letters that holds the word for an airport or a station is the name.
 * Thai puts that word first ("สนามบินแม่ฟ้าหลวง", "สถานีรถไฟเชียงใหม่"), Korean joins it to the end
 * ("청주국제공항", "괴산시외버스터미널"), before the particle that may follow it ("청주국제공항에서"); Korean's bare "역" (station) also ends common nouns ("지역",
 * region), so it names a station only under a transport heading.
 */
const THAI_STOP = /(?:สนามบิน|ท่าอากาศยาน|สถานีรถไฟ|สถานีขนส่ง(?:ผู้โดยสาร)?|ท่าเรือ)\p{Script=Thai}{2,30}/gu;
const HANGUL_END = '(?=(?:에서|에|까지|으로|로|부터|과|와|은|는|이|가|을|를|의)?(?!\\p{Script=Hangul}))';
const HANGUL_STOP = new RegExp(`(?<!\\p{Script=Hangul})\\p{Script=Hangul}{1,12}?(?:공항|기차역|버스터미널|터미널)${HANGUL_END}`, 'gu');
const HANGUL_STATION = new RegExp(`(?<!\\p{Script=Hangul})\\p{Script=Hangul}{2,8}?역${HANGUL_END}`, 'gu');

/**
 * An airport whose name is one word with "Airport" joined to it, with the towns after it
 * ("EuroAirport Basel-Mulhouse-Freiburg", "Bodensee-Airport"); in parentheses it is another name
 * of the airport before it.
 */
const COMPOUND_AIRPORT = /(?<![\p{L}\p{N}])(?<!\(\s*)(\p{Lu}\p{Ll}+-?Airport(?:\s+\p{Lu}[\p{L}\p{N}]*(?:-\p{Lu}[\p{L}\p{N}]*)*){0,2})(?![\p{L}\p{N}])/gu;

/**
 * "every 20 minutes", "alle 15 Minuten", "toutes les 15 minutes", "co 15-30 minut": how often a
 * service runs, never how far it is.
 */
const FREQUENCY_BEFORE = /(?<![\p{L}])(?:every|each|alle|toutes\s+les|tous\s+les|cada|a\s+cada|ogni|elke|iedere|om\s+de|co|každých|každé|mỗi)\s+(?:\d+\s*[-–]\s*)?$/iu;

/** Prepositions and articles a sentence may capitalise before a station's head word ("Vom Bahnhof …", "From Station …"). */
const PREPOSITION = /^(?:vom|von|zum|zur|am|ab|bis|beim|im|from|to|at|the|vanaf|naar|bij|het|depuis|de|du|la|le|desde|del|el|dalla|dal|da|do|z|ze|od|na)$/iu;

/**
 * Prepositions and articles a sentence capitalises that no place name opens with ("Z Praha hlavní
 * nádraží", "Vom Zürich HB", "Az Eger vasútállomás", "Från Motala resecentrum").
 */
const LEADING_PREPOSITION = /^(?:Z|Ze|Od|Do|Vom|Zum|Zur|From|Vanaf|Naar|Depuis|Desde|Dalla|Dal|Ab|Az|Från|Fra|Till|Til|Mot|Mod|Vid|Ved|Med)\s+(?=\p{Lu})/u;

/**
 * A time or a distance as pages write them ("25 miles", "150km", "3-minute walk", "約1時間30分"); "24-hour" is opening hours.
 * French, Spanish and Portuguese write the minutes of a journey after "h" without their unit ("2 h 05", "1h30 de carro").
 */
const DISTANCE_ANY =
  /(?<![\d.,])(?!24(?:\s*|-)(?:hours?|hrs?|h)(?![\p{L}\p{N}]))(\d+(?:[.,]\d+)?(?:\s*|-)(?:km(?![\p{L}\p{N}])|kms(?![\p{L}\p{N}])|kilometers?|kilometres?|chilometri|kil[oó]metros|minutes?(?![\p{L}\p{N}])|mins?(?![\p{L}\p{N}])|min(?![\p{L}\p{N}])\.?|minuti|minutos|miles?|mi(?![\p{L}\p{N}])\.?|hours?|hrs?(?![\p{L}\p{N}])|h(?![\p{L}\p{N}])|h(?=[0-5]\d(?![\p{L}\p{N}]))|ore(?![\p{L}\p{N}])|horas|Stunden?|Std\.|(?:Geh|Fuß|Fuss|Auto|Fahr)?[Mm]inuten|Min\.|uur(?![\p{L}\p{N}])|minuter|minutters?|minuttia|perc(?:re)?(?![\p{L}\p{N}])|minut[aey]?(?![\p{L}\p{N}])|dakika|λεπτά|χλμ\.?|timmar|timer(?![\p{L}\p{N}])|tuntia|óra(?![\p{L}\p{N}])|ur[aei](?![\p{L}\p{N}])|sati(?![\p{L}\p{N}])|saat(?![\p{L}\p{N}])|m[ée]ter(?:re)?(?![\p{L}\p{N}])|metrov|metara|metre(?![\p{L}\p{N}])|μέτρα|m(?![\p{L}\p{N}])|meters?|metres?|metri|metros|mètres|yards?|blocks?|分钟|分鐘|分|時間(?:\d+分)?|公里|시간(?:\s*\d+분)?|분|킬로미터|킬로|นาที|กม\.?|กิโลเมตร|ชั่วโมง)(?:(?<=(?<![\p{L}])h)\s?[0-5]\d(?![\p{L}\p{N}])(?!\s*(?:h|hours?|min)(?![\p{L}])))?(?:(?<=(?:hours?|hrs?|h|ore|horas|Stunden?|Std\.|uur|timmar|timer|tuntia|óra|ur[aei]|sati|saat))\s*(?:and\s+|und\s+|e\s+|y\s+|et\s+|a\s+)?\d{1,2}\s*(?:minutes?|mins?|min\.?|minuti|minutos|Minuten|Min\.|perc|minut[aey]?|λεπτά)(?![\p{L}\p{N}]))?(?:\s+(?:walk|drive|by car|on foot|à pied|a piedi|en coche|a pie|a pé|zu Fuß|zu Fuss|lopen|te voet|walking|driving|away))?)/giu;

/** A comma and a conjunction, or a conjunction that is no preposition: the next item of an enumeration begins ("…, and", "…, e", " y los autobuses"). */
const ENUMERATION_NEXT = /[,;]\s*(?:and|und|et|e|y|en|och|og|és|a|i|oraz|și|ja|ou|or|oder|o)\s|\s(?:and|und|et|y|och|og|és|oraz|și)\s/u;

/** The times and distances of a text, without the frequencies of a service. */
function distanceMatches(text: string): RegExpMatchArray[] {
  return [...text.matchAll(DISTANCE_ANY)].filter((m) => !FREQUENCY_BEFORE.test(text.slice(0, m.index ?? 0)));
}

const NAME_WORD = "[\\p{Lu}\\d][\\p{L}\\p{N}'’./&-]*";
const NAME_LINK = "(?:de|di|du|del|della|des|la|le|of|the|am|an|der|d'|l')";
const NAME = `${NAME_WORD}(?:\\s+(?:${NAME_LINK}\\s+)?${NAME_WORD}){0,4}`;
const LINE_NOTE = "(?:\\s*\\((?:lines?|lignes?|line[ae]|l[ií]neas?|linien?|[A-Z]?\\d)[^)]{0,24}\\))?";

/**
 * Keywords in any case, without the `i` flag: with `iu`, `\p{Lu}` would also match lower-case
 * letters and a name pattern would run on into the rest of the sentence.
 */
function anyCase(alternation: string): string {
  return `(?:${[...alternation].map((ch) => (ch.toLowerCase() !== ch.toUpperCase() ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch)).join('')})`;
}

/** Ways of getting around that are not a place name; the word as the page writes it is kept. */
const MODES = 'metro|subway|underground|tube|u-bahn|s-bahn|métro|metropolitana|tram|tramway|tranvía|tranvia|straßenbahn|light rail|rer|bus|buses|autobus|shuttle|navette|navetta|taxi|ferry|traghetto|traversier|transbordador|fähre|train|treno|tren|zug';
const RAIL_MODES = anyCase('metro|subway|underground|tube|u-bahn|s-bahn|métro|metropolitana|tramway|tram|tranvía|tranvia|straßenbahn|light rail');
const STOP_WORDS = anyCase('station|stop|stazione|fermata|arrêt|estación|estacion|parada|haltestelle|bahnhof');

/** "Metro: Clark/Lake (line 2), 200 m", "By metro: Bastille (line 1)", "En métro : Bastille". */
const LABELLED = new RegExp(`^(?:(?:by|en|in|con|mit|per|par|via)\\s+)?(${MODES})\\b[^:：]{0,20}?\\s*[:：]\\s*(.+)$`, 'iu');
/** "Bus 22", "tram 3 and 4", "autobus n. 7". */
const NUMBERED = new RegExp(`(?<![\\p{L}\\p{N}])(bus(?:es)?|autob[uú]s(?:es)?|buslinien?|buslijn(?:en)?|bus ?lines?|tram(?:way)?s?|tramlinien?|tram lines?|straßenbahn(?:linien?)?|strassenbahn(?:linien?)?|trolleybus|linea|linee|lignes?|l[ií]neas?|linien?|lijnen?|linhas?|link[ay]|linii|linia|linij[ae]|linjer?|ônibus|autocarros?|tranv[ií]as?|buss(?:en)?|bussi|autobuzul|autobuzele|tramvaj(?:e|í)?)\\s+(?:(?-i:(\\p{Lu}[\\p{L}\\p{M}]{2,}))\\s+(?:route\\s+)?)?(?:no\\.?\\s*|n[°º.]?\\s*|#\\s*)?((?:[A-Z]{1,2})?\\d{1,4}[A-Z]?(?:\\s*(?:,|and|&|et|e|y|und|or|ou|o|en|i|a|és|og|och|ja|și|oraz|in)\\s*(?:[A-Z]{1,2})?\\d{1,4}[A-Z]?)*)(?![\\p{L}\\p{N}])(?!\\s*(?:min|km|mi|m|h|hours?|minutes?|miles?)(?![\\p{L}])|\\s*%|\\.\\d)`, 'giu');
/** The stop an enumeration of lines names right after it: "Tram 4 und 15, Haltestelle Rathaus", "bus 12, stop Kings Cross". */
const STOP_AFTER = new RegExp(`^\\s*[,–-]?\\s*(?:(?:${anyCase('haltestelle|stop|arrêt|fermata|parada|paragem|halte|station|estación|stazione|przystanek|zastávka|zastávce|stanice|stanici|megálló|megállóhely|hållplats|stoppested')})\\s+(${NAME})|(${NAME})\\s+(?:${anyCase('stop|haltestelle|halte')}))`, 'u');
/** "la linha E do metro", "la ligne A du métro", "line 2 of the subway": a lettered or numbered line of a rail mode. */
const LINE_OF_MODE = new RegExp(`(?<![\\p{L}])(?:${anyCase('linha|línea|linea|ligne|line|linie|lijn')})\\s+([A-Z]\\d?|\\d{1,2})\\s+(?:do|du|del|della|of the|der|van de)\\s+(${RAIL_MODES})(?![\\p{L}])`, 'u');
/** A stop whose name the page quotes: "na przystanku „X”", "arrêt « X »", "stop \"X\"". */
const STOP_QUOTED = new RegExp(`(?<![\\p{L}])(${anyCase('haltestelle|przystanku|przystanek|zastávka|zastávce|stanice|stanici|parada|paragem|arrêt|fermata|halte|station|stop')})\\s+([„“"«‹]\\s*[^„“”"«»‹›]{2,40}?\\s*[”“"»›])`, 'u');
/** A name opened by the word for a stop ("Haltestelle Bahnhof") names a stop, not the station. */
const STOP_FIRST = new RegExp(`^${anyCase('haltestelle|parada|paragem|arrêt|fermata|halte|przystanek|zastávka|stop')}\\s`, 'u');
/** "Parada Archivo de Indias (línea T1)", "Haltestelle Rathaus": a stop named on its own, at the start of a line. */
const STOP_NAMED = new RegExp(`(?<![\\p{L}])(?:${anyCase('haltestelle|parada|paragem|arrêt|fermata|halte|przystanek')})\\s+(?:(?:de la|de|del|di|der|do|da)\\s+)?${NAME}${LINE_NOTE}`, 'u');
/** "metro station Bastille", "station de métro Bastille", "U-Bahn Odeonsplatz". */
const MODE_THEN_NAME = new RegExp(`\\b(?:(?:${STOP_WORDS})\\s+(?:de\\s+|del\\s+|della\\s+|di\\s+|der\\s+)?(?:la\\s+)?)?(${RAIL_MODES})(?:[\\s-]+(?:${STOP_WORDS}))?\\s+(${NAME}${LINE_NOTE})`, 'gu');
/** "the Clark/Lake metro station", "Odeonsplatz U-Bahn stop". */
const NAME_THEN_MODE = new RegExp(`(${NAME})\\s+(${RAIL_MODES})[\\s-]+(?:${STOP_WORDS})s?\\b`, 'gu');
/** "free airport shuttle", "airport & light rail shuttle service", "navette gratuite pour l'aéroport". */
const SHUTTLE_FOR = /\b((?:(?:free|complimentary|courtesy|hotel|24[- ]hours?|24-hr)\s+)*)((?:airport|station|train station|railway station|beach|downtown|city|ski|light rail|metro|ferry|cruise)(?:\s*(?:&|and|\/|or)\s*(?:airport|station|train station|beach|downtown|city|ski|light rail|metro|ferry|cruise))*)\s+shuttles?\b/giu;
const SHUTTLE_TO = new RegExp(`\\b${anyCase('shuttle')}(?:\\s+(?:service|bus))?\\s+(?:to|to\\/from|from)\\s+(?:nearby\\s+)?(?:the\\s+)?(${NAME})`, 'gu');
/** The terminals of an airport, in any language, by number or letter: "Terminals 1, 2", "Terminal B", "Terminál 2". */
const TERMINAL_TARGET = /^(?:terminals?|terminal[ei]?|terminál|terminais|terminales)\s+(?:[A-Z]|\d)/iu;
const NAVETTE = /\b(navett[ea]s?(?:\s+(?:gratuit[ea]s?|gratuita|gratuite))?\s+(?:pour|vers|depuis|de|entre|per|da|dall[ao']|dalla)\s+(?:l['’]\s*|la\s+|le\s+|il\s+)?(?:a[ée]roport|aeroporto|gare|stazione|plage|spiaggia|centre|centro|[\p{Lu}][\p{L}'’-]+))/giu;
/**
 * A ferry or a boat and where it goes ("ferry to X", "Personenfähre nach X", "traghetto per X",
 * "bateau pour X"): German writes the kind of ferry into one word with it ("Autofähre").
 */
const FERRY = new RegExp(
  `(?<![\\p{L}])(\\p{L}*${anyCase('fähre')}|${anyCase('ferry|ferries|ferryboat|traversier|traghetto|traghetti|transbordador|boat|bateau|barco|battello|veerpont|veerboot')})(?![\\p{L}])(?:\\s+(?:service\\s+)?(?:to|for|de|du|des|da|per|pour|vers|nach|zur|zum|naar|para|from|a|al|à)\\s+(?:l['’]\\s*|la\\s+|le\\s+|the\\s+|il\\s+|el\\s+|der\\s+|die\\s+|het\\s+)?(${NAME}))?`,
  'gu',
);
/**
 * Boats named by their route or their operator, with the pier they leave from ("Autofähre X – Y",
 * "the X Waterbus leaves from Y Wharf", "catamarano X – Y"): read only under a transport heading.
 */
const VESSEL = `(?:\\p{L}*(?:fähre|ferry)|${anyCase('ferry|catamaran|katamaran|catamarán|catamarano|catamarã|waterbus|water bus|hydrofoil|aliscafo|vaporetto|traghetto|traversier|veerpont|prom')})`;
const VESSEL_ROUTE = new RegExp(`(?<![\\p{L}])(${VESSEL})\\s+(${NAME}\\s+[–—-]\\s+${NAME})`, 'u');
const VESSEL_NAMED = new RegExp(`(?<![\\p{L}])(?:the\\s+|The\\s+)(${NAME_WORD}\\s+${VESSEL})(?![\\p{L}])`, 'u');
const TAXI = /\b(taxis?|cab)\b(?!\s+drivers?)/iu;
/** A taxi rank and the place it stands at: "taxi rank at Market Square", "parada de taxis en la Plaza X", "Taxistand am Bahnhofplatz". */
const TAXI_RANK = new RegExp(
  `(?<![\\p{L}])(${anyCase('taxi rank|taxi stand|parada de taxis|parada de taxi|station de taxis|taxistand|posteggio taxi|stazione dei taxi|ponto de táxi|praça de táxis')})(?:\\s+(?:at|outside|on|in|en|de|am|an der|vor|à|au|sur|in|na|no|em)\\s+(?:the\\s+|la\\s+|el\\s+|le\\s+|der\\s+|dem\\s+|l['’]\\s*)?(${NAME}))?`,
  'u',
);
/**
 * Taxis that wait at a place ("taxis wait at the port", "die Taxis warten vor dem Bahnhof"): a rank
 * in other words, somewhere to go to; a ride's length alone is not ("a taxi takes 15 minutes").
 */
const TAXI_WAITING = /(?<![\p{L}])(?:taxis?|cabs|taxí|táxis|taksówki)(?:\s+\p{L}+)?\s+(?:wait|are\s+waiting|queue|warten|attendent|stationnent|esperan|aguardan|aspettano|sostano|esperam|aguardam|czekają|čekají|wachten)\s+(?:\p{L}+\s+)?(?:at|outside|by|in\s+front\s+of|an|am|vor|beim|à|au|devant|en|frente|fuori|davanti|al|alla|na|no|przed|u|před|bij|voor)(?![\p{L}])/iu;
/** Taking a taxi or what it costs ("take a taxi", "vezměte taxi", "toma un taxi", "a taxi costs"), not how long the ride takes. */
const TAXI_TAKEN = /(?<![\p{L}])(?:take|catch|call|book|costs?|prenez|prendre|coûte|nehmen sie|kostet|prendete|prendi|costa|toma|tome|coge|cuesta|pegue|apanhe|custa|vezměte|stojí|weź|kosztuje|luați|costă)(?![\p{L}])/iu;
/**
 * A taxi taken from the station or the airport ("A taxi from the station costs 25 lei", "Z nádraží …
 * nebo si vezměte taxi", "Desde el aeropuerto toma un taxi"): the last leg from a stop is a link, as a
 * rank is; a ride's length alone is not.
 */
const TAXI_FROM_STOP = /(?<![\p{L}])(?:from|z|ze|od|de la|de|desde|depuis|da|dal|dalla|dall['’]|vom|von|ab|vanaf|van|din)\s+(?:(?:the|el|la|le|il|o|a|dem|der|het)\s+|l['’]\s*)?(?:main\s+|train\s+|railway\s+|bus\s+)?(?:station|airport|gară|gara|gare|nádraží|stanice|letiště|letiska|aeropuerto|aeroporto|aéroport|aeroport|estación|estacion|estação|stazione|bahnhof|hauptbahnhof|flughafen|lotniska|dworca|luchthaven|centraal)(?![\p{L}])/iu;

/**
 * A taxi firm named with its telephone number ("Keswick Taxis (017689 90123)", "call X Valley Taxi
 * (802-464-8294)", "X Taxi +36 36 555 555"): a capitalised name that ends on the word for taxis, and
 * the digits to call it right after; the name is the link.
 */
const TAXI_FIRM = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*){0,3}\s+(?:Taxis?|Taxi Service|Cabs?))(?![\p{L}])\s*(?:[:(–—-]\s*)?(?:tel\.?\s*)?\+?\(?\d[\d\s()./-]{5,}\d/u;
/**
 * Words a sentence may put before a taxi firm's name that are none of it ("Call X Taxi", "Book X
 * Cabs", German's capitalised "Sie", "Ihr", articles and verbs: "Bestellen Sie X Taxi").
 */
const NOT_FIRM = /^(?:call|ring|phone|book|contact|try|or|and|the|our|local|a|an|by|with|taxi|taxis|sie|ihr|ihnen|wir|uns|rufen|bestellen|nehmen|der|die|das|den|dem|ein|eine|einen|vom|zum|le|la|el|il|un|une|uno|una)$/iu;

/**
 * A bus named by its number first, as English writes it ("the 555 Lakeslink bus", "the number 6 bus"):
 * the page's words are kept.
 */
const NUMBER_FIRST = /(?<![\p{L}\p{N}])(?:[Tt]he|a|[Tt]ake|[Cc]atch)\s+((?:number\s+|no\.\s*)?[A-Z]{0,2}\d{1,4}[A-Z]?(?:\s+\p{Lu}[\p{L}-]+){0,2}\s+(bus|coach|tram|trolleybus))(?![\p{L}])(?!\s+(?:stop|station|terminal|shelter)(?![\p{L}]))/gu;
/** "the Bang Niang bus stop", "the Market Street coach stop": a stop named before its kind (a quoted name after it is read as the stop's). */
const NAME_BUS_STOP = new RegExp(`(${NAME})\\s+(?:bus|coach)\\s+stop(?![\\p{L}])(?!\\s*[„“"«‹])`, 'gu');

/*
 * Bus and coach services without a line number, as arrival sections describe them: the mode, where
 * the buses run to or from, and the stop they use ("Buses to Sheffield and Buxton stop in Rutland
 * Square", "Los autobuses de ALSA desde Málaga paran en la parada de la Avenida de Pescia",
 * "collegamenti con autobus da Ora, Bolzano, Trento", "X-bound vans are available at Y"). Read only
 * under a transport heading; one link per service, with its stop.
 */
const BUS_WORD = anyCase('buses|bus|coaches|coach|vans|minibuses|autobuses|autobusos|autobús|autobus|autocares|autocar|pullman|busse|autocarros|ônibus|onibus');
const NAME_LIST = `${NAME}(?:(?:\\s*,\\s*|\\s+(?:and|or|e|y|et|und|o|ou|en)\\s+)${NAME})*`;
const BUS_SERVICE = new RegExp(
  `(?<![\\p{L}])(?:(${NAME})(?:\\s+|-)bound\\s+)?(${BUS_WORD})(?:\\s+(?:de|da|do|della|del)\\s+(\\p{Lu}[\\p{L}\\p{N}]+(?:\\s+\\p{Lu}[\\p{L}\\p{N}]+){0,2})(?![\\p{L}\\p{N}])(?!\\s*(?:,|\\s(?:e|y|et|and|und|o|ou|or)\\s)\\s*\\p{Lu}))?(?:\\s+(?:bound\\s+(?:to|for)|to|from|for|desde|de|da|dal|dalla|per|nach|von|vers|pour|naar|para|a)\\s+(${NAME_LIST}))?(?![\\p{L}\\p{N}])(?!\\s*[A-Z]{0,2}\\d)`,
  'gu',
);
/**
 * A bus or coach service named by its operator or its brand before the mode, as English writes it
 * ("the free MOOver bus runs along …", "InterCity coaches between X and Y stop …", "X Trails city
 * buses stop at Y"): the name, the mode as written and the stop. Words any sentence may put before
 * "bus" (articles, "local", "free", "airport", a heading's "En bus", "Med bus", German's capitalised "Der Bus") and line numbers
 * name no operator.
 */
const OPERATOR_BUS = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{Lu}[\\p{L}'’&-]*(?:\\s+\\p{Lu}[\\p{L}'’&-]*){0,3})\\s+((?:city\\s+|local\\s+|shuttle\\s+)?${anyCase('buses|bus|coaches|coach')})(?![\\p{L}])(?!(?<=[Bb][Uu][Ss]|[Cc][Oo][Aa][Cc][Hh])\\s+[Ss]tops?(?![\\p{L}]))(?!\\s+(?:${anyCase('stations?|terminals?|depot|shelters?|lanes?|park')})(?![\\p{L}]))(?!\\s+(?:no\\.?\\s*|n[°º.]?\\s*|#\\s*)?[A-Z]{0,2}\\d)`,
  'gu',
);
/**
 * A service named by its operator or its own name as the subject of a verb of running or stopping,
 * with the stop it uses after it ("Amtrak’s X Chief stops at Y", "a X Paulista sai do Terminal Y",
 * "X Express parte da Y"): read only under a transport heading, and only with that stop.
 */
const SERVICE_SUBJECT = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*){1,3})(?=\s+(?:stops|departs|leaves|runs|sai|saem|parte|partem|sale|salen|para|paran|hält|halten|fährt|verkehrt|s['’]arrête|part|partono|ferma)\s)/gu;
/** A name that ends on a street's word is the street a bus runs along, not a service. */
const STREET_END = /(?<![\p{L}])(?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Way|Boulevard|Calle|Avenida|Rua|Via|Viale|Straße|Strasse|Rue)$/u;
const NO_OPERATOR = /^(?:the|a|an|our|this|that|these|those|your|local|city|regional|public|free|regular|frequent|daily|direct|express|night|school|shuttle|airport|tourist|hotel|many|several|some|most|all|both|other|two|three|by|take|catch|or|and|from|to|no|any|private|scheduled|intercity bus|national|long-distance|with|via|en|med|mit|per|con|in|par|em|de|met|na|ve|z|à|der|die|das|den|dem|des|ein|eine|einen|el|la|le|les|los|las|il|lo|o|os|het|een|un|une|uno|una)$/iu;

/** The stop a bus service uses, written after it in the same clause ("… stop in Rutland Square", "… paran en la parada de la Avenida de Pescia"). */
const BUS_STOP = new RegExp(
  `^[^.;:\\d]{0,40}?(?<![\\p{L}])(?:stops?|stopping|(?:are|is)\\s+(?:also\\s+)?available|leaves?|departs?|runs?|paran|para|salen|sale|partono|parte|fermano|ferma|halten|hält|s['’]arrêtent|s['’]arrête|stoppen|stopt|param|partem|saem|sai|surten|surt)\\s+(?:in|at|from|outside|en|de|desde|da|do|dalla|dal|a|an|am|in der|à|op|bij|em|no|na)\\s+(?:the\\s+|la\\s+|el\\s+|le\\s+|der\\s+|die\\s+|il\\s+|a\\s+)?((?:(?:${anyCase('parada|stop|fermata|arrêt|haltestelle|halte|paragem')})\\s+(?:de la|de|del|di|della|du|der)?\\s*)?\\p{Lu}[\\p{L}\\p{N}'’./&-]*${NAME.slice(NAME_WORD.length)})`,
  'u',
);

/**
 * The stop a line is taken to, in the clause after it ("… to X", "… direction Y jusqu'à l'arrêt X",
 * "… o la 5 de metro hasta X", "… naar halte X"): a capitalised name, with the word for a stop
 * when the page writes one.
 */
const TAKEN_TO = new RegExp(
  `^(?:\\s+(?:direction|dirección|direccion|direzione|richting|Richtung)\\s+${NAME})?[^,;.()]{0,25}?(?<![\\p{L}])(?:to|jusqu['’]à|jusqu['’]au|hasta|bis|bis zur|bis zum|naar|fino a|fino al|até|ao)\\s+(?:(?:the|la|le|el|l['’]|a|o)\\s*)?((?:(?:${anyCase('arrêt|stop|parada|paragem|fermata|haltestelle|halte|station|stanice|zastávka')})\\s+(?:de\\s+|di\\s+|del\\s+)?)?${NAME})`,
  'u',
);

/** A train or a bus, the ride a sentence describes (nl, en, de, fr, it, es). */
const RIDE_WORD = /(?<![\p{L}])(?:trein|train|trains|zug|züge|treno|tren|bus|buses|bussen|busse|autobus|autobús|autobuses)(?![\p{L}])/iu;
/** "from X … to ": the place a ride starts at, and the destination that follows. */
const FROM_TO = new RegExp(`(?<![\\p{L}])(?:${anyCase('vanaf|van|from|von|vom|depuis|desde')})\\s+(${NAME})\\s+(?:[^.;:]{0,60}?\\s)?(?:${anyCase('naar|to|nach|zum|zur|à|vers|hasta')})\\s+`, 'u');

/** The "nearest airport is X" forms, or "the nearest airport, X, …" set off by commas, which name a town rather than an airport. */
const NEAREST: { re: RegExp; make: (kind: 'airport' | 'station', place: string) => string }[] = [
  { re: new RegExp(`\\b${anyCase('nearest|closest')}\\s+(${anyCase('airport|train station|railway station|station')})(?:\\s+is|\\s*,)\\s+(?:in\\s+|at\\s+)?(?:the\\s+)?(${NAME})`, 'u'), make: (k, p) => (/\b(airport|station)\b/i.test(p) ? p : `${p} ${k === 'airport' ? 'Airport' : 'station'}`) },
  { re: new RegExp(`\\b(${anyCase('aeroporto|aereoporto|stazione')})\\s+più\\s+vicin[ao](?:\\s+(?:è|e)|\\s*,)\\s+(?:quell[ao]\\s+)?(?:di\\s+|a\\s+)?(${NAME})`, 'u'), make: (k, p) => `${k === 'airport' ? 'Aeroporto' : 'Stazione'} di ${p}` },
  { re: new RegExp(`\\b(${anyCase('aéroport|aeroport|gare')})\\s+(?:la\\s+|le\\s+)?plus\\s+proche(?:\\s+est|\\s*,)\\s+(?:celui\\s+|celle\\s+)?(?:de\\s+|d['’]\\s*|à\\s+)?(${NAME})`, 'u'), make: (k, p) => `${k === 'airport' ? 'Aéroport' : 'Gare'} de ${p}` },
  { re: new RegExp(`\\b(${anyCase('aeropuerto|estación|estacion')})\\s+más\\s+cercan[oa](?:\\s+es|\\s*,)\\s+(?:el\\s+|la\\s+)?(?:de\\s+)?(${NAME})`, 'u'), make: (k, p) => `${k === 'airport' ? 'Aeropuerto' : 'Estación'} de ${p}` },
  { re: new RegExp(`(?<![\\p{L}])(${anyCase('aeroport|estació')})\\s+més\\s+proper(?:\\s+és|\\s*,)\\s+(?:el\\s+|la\\s+|l['’]\\s*)?(?:de\\s+|d['’]\\s*)?(${NAME})`, 'u'), make: (k, p) => `${k === 'airport' ? 'Aeroport' : 'Estació'} de ${p}` },
  // sl: place names join their words with "na", "pri", "ob" ("Most na Soči")
  { re: new RegExp(`(?<![\\p{L}])${anyCase('najbližj')}[ae]\\s+(${anyCase('letališče|železniška postaja')})\\s+je\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}(?:\\s+(?:na|pri|ob|nad|pod)\\s+${NAME_WORD})?)`, 'u'), make: (k, p) => `${k === 'airport' ? 'Letališče' : 'Železniška postaja'} ${p}` },
  { re: new RegExp(`\\b${anyCase('nächste')}(?:r|n)?\\s+(Flughafen|Bahnhof)(?:\\s+ist\\s+|\\s*,\\s+|\\s+)(?:in\\s+)?(${NAME})`, 'u'), make: (k, p) => `${k === 'airport' ? 'Flughafen' : 'Bahnhof'} ${p}` },
];

/**
 * "The nearest airports are X and Y", "Nächste Flughäfen sind X (70 km) und Y": one airport per
 * name, which may be a town's name only.
 */
const NEAREST_AIRPORTS: { re: RegExp; make: (place: string) => string }[] = [
  { re: new RegExp(`${anyCase('nearest|closest')}\\s+airports\\s+are\\s+`, 'u'), make: (p) => `${p} Airport` },
  { re: new RegExp(`${anyCase('nächsten|nächste')}\\s+Flughäfen\\s+sind\\s+`, 'u'), make: (p) => `Flughafen ${p}` },
  { re: new RegExp(`${anyCase('aéroports')}\\s+les\\s+plus\\s+proches\\s+sont\\s+`, 'u'), make: (p) => `Aéroport de ${p}` },
  { re: new RegExp(`${anyCase('aeropuertos')}\\s+más\\s+cercanos\\s+son\\s+`, 'u'), make: (p) => `Aeropuerto de ${p}` },
  { re: new RegExp(`${anyCase('aeroporti')}\\s+più\\s+vicini\\s+sono\\s+`, 'u'), make: (p) => `Aeroporto di ${p}` },
  { re: new RegExp(`${anyCase('aeroportos')}\\s+mais\\s+próximos\\s+são\\s+`, 'u'), make: (p) => `Aeroporto de ${p}` },
];
/** "Nearest" in the languages that write a stop's name before its kind, with only that kind after it. */
const NEAREST_FIRST = /^(?:närmaste|nærmeste|lähin|lähimmät|legközelebbi|en yakın|nearest|closest)\s+\S+$/iu;
/** A name that opens with the word for an airport or a station ("Aeropuerto de Palma", "Stazione di Noto", "Gare de Lyon"). */
const NAMED_KIND = /^(?:aeroporto|aeropuerto|aéroport|aeroport|flughafen|letališče|stazione|estación|estacion|estació|gare|bahnhof|železniška postaja)(?![\p{L}])/iu;
/**
 * A bus or a boat named by the town it comes from, which the sentence opens with ("Iz Ljubljane
 * vozi avtobus do X", "Aus Friedrichshafen bringt Sie der Katamaran …", "From Oban, the ferry …"):
 * the vehicle within a few words after the town; read under a transport heading only.
 */
const ORIGIN_FIRST = new RegExp(
  `^(?:[^:：]{2,30}[:：]\\s*)?(${anyCase('from|aus|von|vom|iz|z|ze|od|desde|depuis|da|dalla|dal|vanaf|fra|från')})\\s+(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)\\s*,?\\s+(?:[\\p{L}'’]+\\s+){0,4}?(${anyCase('bus|buses|coach|coaches|autobus|avtobus|autobús|autobuses|ferry|fähre|katamaran|catamaran|catamarano|catamarán|boat|bateau|barco|battello|traghetto')})(?![\\p{L}])`,
  'u',
);
/** The words that open the other choices after the nearest airport or station ("in alternativa", "alternativ", "alternatively"). */
const ALTERNATIVES = /^.{0,80}?(?<![\p{L}])(?:in alternativa|alternativamente|como alternativa|alternatively|alternativ|alternativement|sinon|otherwise)\s*[,:]?\s+/iu;
const LIST_SPLIT = /\s*,\s*|\s+(?:and|und|et|e|y|en|i|a|or|oder|ou|o)\s+/u;
const AIRPORT_WORD = /(?<![\p{L}])(?:airport|a[ée]roport|aeroporto|aeropuerto|flughafen|luchthaven|lotnisko)(?![\p{L}])/iu;

/** "Stazioni di Ora, Bolzano e Trento": one station per town. */
const STATION_LIST = new RegExp(`\\b(Stazioni|Gares|Estaciones|Bahnhöfe)\\s+(?:di|de|von)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?(?:\\s*,\\s*${NAME_WORD}(?:\\s+${NAME_WORD})?)*(?:\\s+(?:e|et|y|und)\\s+${NAME_WORD}(?:\\s+${NAME_WORD})?)?)`, 'u');
const STATION_SINGULAR: Record<string, string> = { stazioni: 'Stazione di', gares: 'Gare de', estaciones: 'Estación de', 'bahnhöfe': 'Bahnhof' };

function kindOfAirportWord(w: string): 'airport' | 'station' {
  return /a[eé]r|airport|flughafen|letali/i.test(w) ? 'airport' : 'station';
}

function tidyName(n: string): string {
  return n
    .replace(/^(the|from|to|at|near|via|and|or|of)\s+/i, '')
    .replace(/^(the|from|to|at)\s+/i, '')
    .replace(/[\s,;:.]+$/, '')
    .trim();
}

function gapBetween(a: { at: number; length: number }, b: { at: number; length: number }): number {
  return a.at + a.length <= b.at ? b.at - (a.at + a.length) : b.at + b.length <= a.at ? a.at - (b.at + b.length) : 0;
}

/** The time or distance of the text nearest to the span at [index, index + length). */
function distanceNear(text: string, index: number, length: number): string | null {
  let best: { text: string; gap: number } | null = null;
  for (const m of distanceMatches(text)) {
    const gap = gapBetween({ at: m.index ?? 0, length: m[0].length }, { at: index, length });
    if (!best || gap < best.gap) best = { text: m[1]!.replace(/\.$/, '').trim(), gap };
  }
  return best && best.gap <= 80 ? best.text : null;
}

/** The first time or distance a text states ("10 Min. zu Fuß", "800 m", "a 5 minutos a pie"), as written. */
export function distanceIn(text: string): { text: string; index: number } | null {
  for (const m of distanceMatches(text)) return { text: m[1]!.replace(/\.$/, '').trim(), index: m.index ?? 0 };
  return null;
}

export interface TransportCandidate {
  name: string;
  distance: string | null;
}

/** Short name particles that may start a place name ("La Plata County Airport", "San Jose Airport"). */
const NAME_PARTICLE = /^(la|le|el|al|san|st|da|de|di|du|lo|il|las|los|les|ste?)$/i;

/**
 * Words that name a kind of stop, not a stop: a name made only of them names nothing. A national
 * railway's initials are one of them ("Gare SNCF", "Stazione FS", "Bahnhof SBB" name no station;
 * Polish "PKP" is left out: it tells the railway station, "Dworzec PKP", from the bus station).
 */
const RAILWAY_INITIALS = 'sncf sncb nmbs fs sbb cff ffs obb db renfe trenitalia amtrak';
const GENERIC_TRANSPORT = new Set(`${RAILWAY_INITIALS} the a an airport station terminal bus train railway metro subway tram stop central main international internacional internazionale regional nearest closest local next our this de di la le hauptbahnhof bahnhof hbf centraal flughafen gare stazione estacion estacao aeroport aeroporto aeropuerto luchthaven coach coaches tgv ter ave ice ic`.split(' '));

/** The second part of a name a spaced dash joins, with only a distance after it (" - Hyères : 29,5 km", " – Ghimbav (12 km)"). */
const JOINED_PART = /^(\s+[-–]\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s*(?:[:：,]\s*|\(\s*)(?:ca\.?\s*|approx\.?\s*|env\.?\s*)?\d/u;

/** "5 Gehminuten", "10 min à pied": a time or a distance, never a name. */
const DISTANCE_ONLY = /^\d+(?:[.,]\d+)?\s*\p{L}{0,12}\.?(?:\s+(?:walk|drive|à pied|a piedi|a pie|a pé|zu fuß|zu fuss|lopen|te voet|on foot|away))?$/iu;

function acceptableName(n: string): boolean {
  if (n.length < (CJK_RE.test(n) || /[\p{Script=Hangul}\p{Script=Thai}]/u.test(n) ? 2 : 4) || words(n).every((w) => GENERIC_TRANSPORT.has(w))) return false;
  // "Suites Atlanta Airport" is a piece of a hotel name; "Go Airport" a piece of a slogan
  const first = n.split(/\s+/)[0] ?? '';
  if (LODGING_WORDS.test(first)) return false;
  if (first.length <= 2 && !/^[A-Z]{2}$/.test(first) && !CJK_RE.test(first) && !NAME_PARTICLE.test(first)) return false;
  return true;
}

/** Every transport link one sentence names, in the order it names them. */
/**
 * @param opts.modes also read ways of travelling (lines, shuttles, taxis), not only named places
 * @param opts.loose the text sits under a transport heading: "St Ives station" in lower case is a
 *   station there, while elsewhere "a Circuit Électrique station" is a charging point
 */
export function transportInSentence(sentence: string, opts: { modes?: boolean; context?: string; loose?: boolean; quotedStop?: boolean } = {}): TransportCandidate[] {
  const out: { at: number; length: number; c: TransportCandidate; ride?: true }[] = [];
  const push = (at: number, length: number, name: string): void => {
    const n = tidyName(name);
    if (!acceptableName(n)) return;
    out.push({ at, length, c: { name: n, distance: null } });
  };
  const context = `${sentence} ${opts.context ?? ''}`;
  const placeRe = new RegExp(PLACE_NAME.source, PLACE_NAME.flags);
  for (let m = placeRe.exec(sentence); m; m = placeRe.exec(sentence)) {
    let name = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (!name) continue;
    // "Vanaf station Utrecht Centraal", "Vom Bahnhof Talheim sind es 700 m": a preposition (or a
    // sentence's first word before a lower-case head), the head and a name after it: the name is
    // the station's, so the search goes on from the head
    const opener = /^(\S+)\s(?:station|airport|Station|Bahnhof|Hauptbahnhof|Terminal)$/u.exec(m[1] ? name : '');
    const openerIsPreposition = opener && (PREPOSITION.test(opener[1]!) || (/\s\p{Ll}/u.test(name) && sentence.slice(0, m.index).trim() === ''));
    if (openerIsPreposition && /^\s+(?:(?:de|di|du|del|do|da)\s+)?\p{Lu}/u.test(sentence.slice(m.index + m[0].length))) {
      placeRe.lastIndex = m.index + name.indexOf(' ') + 1;
      continue;
    }
    // "Station Road", "Bus Stand Rd", "X Depot Museum": a street or a place named after the stop is not the stop
    if (/^\s+(?:Road|Rd|Street|St|Avenue|Ave|Lane|Marg|Drive|Museum)(?![\p{L}])/u.test(sentence.slice((m.index ?? 0) + m[0].length)) || /\s(?:Road|Rd|Street|Avenue|Lane|Marg|Drive)\.?$/u.test(name)) continue;
    // "Haltestelle Bahnhof" is a bus stop named after the station: the stop of a line, read below
    if (m[1] && STOP_FIRST.test(name)) continue;
    if (m[3]) {
      // Japanese: drop a leading particle phrase; "X から ... Y まで" makes X an origin, not a link
      name = name.replace(/^.*(?:から|で|は|を|へ|より)/u, '');
      const after = sentence.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 3);
      if (/^[）)]?から/u.test(after) && /(?:空港|駅)[）)]?まで/u.test(context.replace(m[0], ''))) continue;
      if (name.length < 2) continue;
    }
    if (m[2]) name = name.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    // "Z Praha hlavní nádraží", "Od Kraków Główny": a sentence's capitalised preposition before the name is none of it
    if (m[1]) name = name.replace(LEADING_PREPOSITION, '');
    // "Närmaste flygplats är …", "Nærmeste lufthavn er …": the word for "nearest" that opens a sentence is no name
    if (m[1] && NEAREST_FIRST.test(name)) continue;
    // "a Circuit Électrique station" (a charging point), "VIP airport transfer" (a service): a bare
    // lower-case station or airport after a name counts only under a transport heading, after a name
    if (m[1] && /(?<!train|railway|bus)\s(?:station|airport)$/u.test(name)) {
      const after = sentence.slice((m.index ?? 0) + m[0].length);
      // "Free airport shuttle", "airport transfer", "station wagon": the word names a service, not a place
      if (!opts.loose || /^\p{Lu}{2,}\s\S+$/u.test(name) || /^\s+(?:shuttles?|transfers?|pick-?ups?|drop-?offs?|parking|service|services|bus|van|taxi|limo|road|way|drive|exit|lounge|hotel|wagon)\b/iu.test(after)) continue;
    }
    // "Aéroport de Toulon - Hyères : 29,5 km": a name whose parts a spaced dash joins, when only its
    // distance follows, is one name (a dash before a distance or a lower-case word ends it)
    const joined = m[2] ? JOINED_PART.exec(sentence.slice((m.index ?? 0) + m[0].length)) : null;
    // the span of the name itself (a Japanese match may start with the phrase before it)
    const offset = Math.max(0, m[0].lastIndexOf(name));
    push((m.index ?? 0) + offset, m[0].length - offset + (joined ? joined[1]!.length : 0), joined ? `${name}${joined[1]!}` : name);
  }
  for (const m of sentence.matchAll(COMPOUND_AIRPORT)) push(m.index, m[0].length, m[1]!);
  for (const m of [...sentence.matchAll(THAI_STOP), ...sentence.matchAll(HANGUL_STOP), ...(opts.loose ? sentence.matchAll(HANGUL_STATION) : [])]) push(m.index, m[0].length, m[0]);
  for (const { re, make } of NEAREST) {
    const m = re.exec(sentence);
    if (!m?.[1] || !m[2]) continue;
    const kind = kindOfAirportWord(m[1]);
    const place = tidyName(m[2]);
    // "el aeropuerto más cercano es el Aeropuerto de Palma": a place named with its kind already is the name
    push(m.index, m[0].length, NAMED_KIND.test(place) ? place : make(kind, place));
    // "the nearest airport is X (…); alternatively Y or Z": the alternatives are airports of the same kind
    const after = m.index + m[0].length;
    const alt = ALTERNATIVES.exec(sentence.slice(after));
    if (!alt) continue;
    const start = after + alt.index + alt[0].length;
    const rest = sentence.slice(start).replace(/\([^)]*\)/gu, (q) => ' '.repeat(q.length));
    let offset = 0;
    for (const part of rest.split(LIST_SPLIT)) {
      const at = rest.indexOf(part, offset);
      offset = at + part.length;
      const name = new RegExp(`^\\s*(?:(?:the|il|la|le|el|der|die|das|l['’])\\s*)?(${NAME_WORD}(?:\\s+(?:(?:${NAME_LINK}|al|dal|sul)\\s+)?${NAME_WORD}){0,4})`, 'u').exec(part)?.[1];
      if (!name) break;
      push(start + at, part.trimEnd().length, make(kind, tidyName(name)));
    }
  }
  for (const { re, make } of NEAREST_AIRPORTS) {
    const m = re.exec(sentence);
    if (!m) continue;
    // parentheses hold distances and other names: blanked, so each name keeps its place in the sentence
    const start = m.index + m[0].length;
    const rest = sentence.slice(start).replace(/\([^)]*\)/gu, (p) => ' '.repeat(p.length));
    let offset = 0;
    for (const part of rest.split(LIST_SPLIT)) {
      const at = rest.indexOf(part, offset);
      offset = at + part.length;
      const name = new RegExp(`^\\s*(?:the\\s+|o\\s+|le\\s+|el\\s+|il\\s+|l['’])?(${NAME})`, 'u').exec(part)?.[1];
      if (name && !AIRPORT_WORD.test(part)) push(start + at, part.trimEnd().length, make(name));
    }
  }
  const list = STATION_LIST.exec(sentence);
  if (list?.[1] && list[2]) {
    const prefix = STATION_SINGULAR[list[1].toLowerCase()] ?? list[1];
    for (const town of list[2].split(/\s*,\s*|\s+(?:e|et|y|und)\s+/u)) if (town.trim()) push(list.index, list[0].length, `${prefix} ${town.trim()}`);
  }
  if (opts.modes !== false) {
    const labelled = LABELLED.exec(sentence.trim());
    if (labelled?.[1] && labelled[2]) {
      const mode = capitalize(labelled[1].toLowerCase());
      // a telephone number ends the name ("Taxi: Taxi X, 972 00 00 00 (…)")
      const rest = (labelled[2].split(/[;.](?:\s|$)/u)[0] ?? '').replace(/\s*[,:–-]?\s*(?:tel\.?\s*)?\+?\d[\d\s/().-]{5,}\d.*$/iu, '');
      const dist = distanceNear(rest, 0, 0);
      const name = rest.replace(DISTANCE_ANY, '').replace(/\s*[,–—-]\s*$/u, '').replace(/[\s,]+$/, '').trim();
      if (name && /^[\p{Lu}\d]/u.test(name) && name.split(/\s+/).length <= 7) {
        const placeNamed = /\b(airport|station|a[ée]roport|aeroporto|aeropuerto|stazione|gare|estaci[oó]n|bahnhof|flughafen)\b/i.test(name);
        // (a name that says its way of travelling, "Taxi X", "X Taxi", takes no second one)
        const saysMode = new RegExp(`(?<![\\p{L}])${labelled[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(name);
        out.push({ at: 0, length: sentence.length, c: { name: placeNamed || saysMode ? name : `${mode} ${name}`, distance: dist } });
      } else if (!name && dist && /^(shuttle|navette|navetta)$/i.test(labelled[1])) out.push({ at: 0, length: sentence.length, c: { name: mode, distance: dist } });
    }
    // lines without their stop: a stop the same sentence names later is theirs ("Bus 2 en 28 stoppen voor de deur, halte Stadhuisbrug")
    const lines: (typeof out)[number][] = [];
    // bus services named only by where they run (see below)
    const destinationOnly = new Set<(typeof out)[number]>();
    for (const m of sentence.matchAll(NUMBERED)) {
      const raw = m[1]!.toLowerCase();
      if (/^(linea|linee|lignes?|l[ií]neas?|linien?|lijnen?|linhas?|link[ay]|linii|linia|linij[ae]|linjer?)$/.test(raw) && !opts.loose && !new RegExp(`(?<![\\p{L}])(${MODES})(?![\\p{L}])`, 'iu').test(sentence)) continue;
      // an enumeration is one link, as the page writes it ("Buses 12 and 40", "Tram 4 und 15"), with its stop
      const at = m.index ?? 0;
      // "La estación X (líneas 1 y 2)": lines in parentheses right after a named station are the station's
      const open = /\(\s*$/u.exec(sentence.slice(0, at));
      if (open && /^(?:lines?|lignes?|linea|linee|l[ií]neas?|linien?|lijnen?)$/u.test(raw) && out.some((o) => o.at + o.length <= open.index && /^\s*$/u.test(sentence.slice(o.at + o.length, open.index)))) continue;
      const stop = STOP_AFTER.exec(sentence.slice(at + m[0].length));
      // an operator named between mode and number stays ("Ligne Sibra 2", "Bus Éireann route 350")
      const operator = m[2] ? ` ${m[0].slice(m[1]!.length).trim().replace(/\s*(?:no\.?|n[°º.]?|#)?\s*[A-Z]{0,2}\d[\s\S]*$/u, '')}` : '';
      const name = `${capitalize(m[1]!)}${operator} ${m[3]!.trim()}${stop ? `, ${stop[0].replace(/^\s*[,–-]?\s*/u, '').trim().replace(/(?<!\p{Lu})[.,;:]+$/u, '')}` : ''}`;
      out.push({ at, length: m[0].length + (stop ? stop[0].length : 0), c: { name, distance: null } });
      if (!stop) lines.push(out[out.length - 1]!);
    }
    const lineOf = LINE_OF_MODE.exec(sentence);
    if (lineOf) push(lineOf.index, lineOf[0].length, `${capitalize(lineOf[2]!)} ${lineOf[0].split(/\s+/)[0]!.toLowerCase()} ${lineOf[1]}`);
    // a stop opens a line, or the clause after a line ("Bus 2 en 28 stoppen voor de deur, halte Stadhuisbrug");
    // inside running text "parada" or "halte" is as often a verb or a common noun
    const stopNamed = STOP_NAMED.exec(sentence);
    if (stopNamed && sentence.slice(0, stopNamed.index).trim() !== '' && !(lines.length === 1 && /(?:[,;:–—-]|(?<![\p{L}])(?:stops?|stopt|stoppen|stopping|s'arrête|s’arrête|hält|halten|ferma|fermano|para|param|bis|to|jusqu'à|jusqu’à|hasta|fino|até|tot|naar|do)(?:\s+\p{Ll}+['’]?){0,2})\s*$/u.test(sentence.slice(0, stopNamed.index)))) stopNamed.index = -1;
    if (stopNamed && stopNamed.index >= 0 && !out.some((o) => o.at <= stopNamed.index && stopNamed.index < o.at + o.length)) {
      const line = lines.length === 1 ? lines[0] : undefined;
      const stopName = stopNamed[0].trim().replace(/[.,;:]+$/u, '');
      if (line) line.c.name = `${line.c.name}, ${stopName}`;
      else push(stopNamed.index, stopNamed[0].length, capitalize(stopName));
    }
    for (const m of sentence.matchAll(MODE_THEN_NAME)) {
      // a line's letter that ends a sentence ("… changez pour le tram B. Comptez 25 minutes") is read
      // as an initial by the sentence splitter: the capitalised word after its period opens the next sentence
      const name = m[2]!.trim().replace(/^([A-Z]\d?)\.\s+\p{Lu}.*$/u, '$1');
      const cut = name.length < m[2]!.trim().length;
      if ((/^(line|ligne|linea|l[ií]nea|linie)\b/i.test(name) && !/\d/.test(name)) || /^\d+$/.test(name) || DISTANCE_ONLY.test(name)) continue;
      const before = out.length;
      push(m.index ?? 0, m[0].length, `${capitalize(m[1]!)} ${name}`);
      // (the times of that next sentence are none of the line's)
      if (cut && out.length > before) out[out.length - 1]!.ride = true;
      // a rail line named by a letter or a number ("metro C", "tram B") may be taken to a stop below
      if (out.length > before && /^[A-Z]?\d{0,3}[A-Z]?$/u.test(name)) lines.push(out[out.length - 1]!);
    }
    for (const m of sentence.matchAll(NAME_THEN_MODE)) push(m.index ?? 0, m[0].length, `${capitalize(m[2]!)} ${tidyName(m[1]!)}`);
    // a quoted stop under a transport heading is a stop wherever the sentence names it; right
    // after a line ("Métro B : station « X »") it is that line's stop
    const quoted = opts.loose || opts.quotedStop ? STOP_QUOTED.exec(sentence) : null;
    if (quoted && !out.some((o) => o.at <= quoted.index && quoted.index < o.at + o.length)) {
      const stopName = `${quoted[1]!} ${quoted[2]!}`;
      const line = out.find((o) => o.at + o.length <= quoted.index && /^\s*[,:;–—-]?\s*$/u.test(sentence.slice(o.at + o.length, quoted.index)));
      if (line && !line.c.name.includes(',')) line.c.name = `${line.c.name}, ${stopName}`;
      else out.push({ at: quoted.index, length: quoted[0].length, c: { name: capitalize(stopName), distance: null } });
    }
    for (const m of sentence.matchAll(SHUTTLE_FOR)) {
      const lead = (m[1] ?? '').replace(/\b24[- ]hours?\b|\b24-hr\b/gi, '').trim();
      m[2]!.split(/\s*(?:&|\band\b|\/|\bor\b)\s*/i).forEach((dest, i) => {
        const name = `${i === 0 && lead ? `${lead} ` : ''}${dest} shuttle`;
        out.push({ at: m.index ?? 0, length: m[0].length, c: { name: capitalize(name.toLowerCase()), distance: null } });
      });
    }
    for (const m of sentence.matchAll(SHUTTLE_TO)) {
      // "shuttle to Terminals 1, 2 and 3": an airport's terminals are the airport, and the name would end mid-list
      const target = tidyName(m[1]!);
      push(m.index ?? 0, m[0].length, TERMINAL_TARGET.test(target) ? 'Airport shuttle' : `Shuttle to ${target}`);
    }
    for (const m of sentence.matchAll(NAVETTE)) out.push({ at: m.index ?? 0, length: m[0].length, c: { name: capitalize(m[1]!.trim()), distance: null } });
    if (opts.loose) {
      const route = VESSEL_ROUTE.exec(sentence);
      if (route) out.push({ at: route.index, length: route[0].length, c: { name: capitalize(`${route[1]!} ${route[2]!}`), distance: null } });
      const named = route ? null : VESSEL_NAMED.exec(sentence);
      if (named) {
        const stop = BUS_STOP.exec(sentence.slice(named.index + named[0].length));
        out.push({ at: named.index, length: named[0].length + (stop ? stop[0].length : 0), c: { name: `${named[1]!}${stop ? ` – ${stop[1]!.trim()}` : ''}`, distance: null } });
      }
      const operated: { at: number; length: number }[] = [];
      for (const m of sentence.matchAll(OPERATOR_BUS)) {
        // the operator's own words, without a capitalised word that opens the sentence ("Take", "The")
        const own = m[1]!.split(/\s+/u);
        while (own.length && NO_OPERATOR.test(own[0]!)) own.shift();
        if (!own.length || own.every((w) => GENERIC_TRANSPORT.has(w.toLowerCase()))) continue;
        const at = (m.index ?? 0) + m[0].indexOf(own[0]!);
        const stop = BUS_STOP.exec(sentence.slice((m.index ?? 0) + m[0].length));
        const name = `${own.join(' ')} ${m[2]!}${stop ? `, ${stop[1]!.trim()}` : ''}`;
        const length = (m.index ?? 0) + m[0].length + (stop ? stop[0].length : 0) - at;
        operated.push({ at, length });
        out.push({ at, length, c: { name: name.replace(/[\s.,;:]+$/u, ''), distance: null } });
      }
      for (const m of sentence.matchAll(SERVICE_SUBJECT)) {
        const own = m[1]!.split(/\s+/u);
        while (own.length && NO_OPERATOR.test(own[0]!)) own.shift();
        const name = own.join(' ');
        if (own.length < 2 || /\d/u.test(name) || STREET_END.test(name) || own.every((w) => GENERIC_TRANSPORT.has(w.toLowerCase()))) continue;
        const at = (m.index ?? 0) + m[0].indexOf(own[0]!);
        if (out.some((o) => o.at < at + name.length && at < o.at + o.length)) continue;
        const stop = BUS_STOP.exec(sentence.slice((m.index ?? 0) + m[0].length));
        if (!stop) continue;
        const length = (m.index ?? 0) + m[0].length + stop[0].length - at;
        operated.push({ at, length });
        out.push({ at, length, c: { name: `${name}, ${stop[1]!.trim()}`.replace(/[\s.,;:]+$/u, ''), distance: null } });
      }
      for (const m of sentence.matchAll(BUS_SERVICE)) {
        const at = m.index ?? 0;
        if (operated.some((o) => o.at <= at && at < o.at + o.length)) continue;
        const stop = BUS_STOP.exec(sentence.slice(at + m[0].length));
        // a bare "bus" names no service: it needs where it runs, where it stops or who runs it
        // (an operator named after the mode, "autobusos de X", "ônibus da X", is a service too)
        if (!m[4] && !stop && !m[1] && !m[3]) continue;
        const mode = m[0].slice(m[1] ? m[0].indexOf(m[2]!) : 0).trim();
        const lead = m[1] ? `${m[1]} bound ` : '';
        const name = `${lead}${m[1] ? mode : capitalize(mode)}${stop ? `, ${stop[1]!.trim()}` : ''}`;
        out.push({ at, length: m[0].length + (stop ? stop[0].length : 0), c: { name: capitalize(name.replace(/[\s.,;:]+$/u, '')), distance: null } });
        if (!stop && !m[1] && !m[3]) destinationOnly.add(out[out.length - 1]!);
      }
    }
    // "a taxi takes 15 minutes" says how long a ride is, which any town's taxis do: only a rank is a place to go to
    const taxi = TAXI.exec(sentence);
    const rank = TAXI_RANK.exec(sentence);
    if (rank && !/\b(scam|avoid|no taxi|pas de taxi)/i.test(sentence)) {
      // the rank keeps the place it stands at ("taxi rank at Market Square", "parada de taxis en la Plaza X")
      // (a place that is itself a link, "outside X station", is that link's: the rank stays a rank)
      const placeAt = rank.index + rank[0].length - (rank[2]?.length ?? 0);
      const taken = out.some((o) => o.at < rank.index + rank[0].length && placeAt < o.at + o.length);
      const where = rank[2] && !taken ? ` ${rank[0].slice(rank[1]!.length).trim()}` : '';
      out.push({ at: rank.index, length: rank[0].length, c: { name: capitalize(`${rank[1]!}${where}`.replace(/[\s.,;:]+$/u, '')), distance: null } });
    } else if (taxi && !/\b(scam|avoid|no taxi|pas de taxi)/i.test(sentence) && /\btaxi\s+(rank|stand|station)\b|\bstation de taxis?\b/i.test(sentence)) {
      out.push({ at: taxi.index, length: taxi[0].length, c: { name: /\btaxi\s+(rank|stand)\b/i.exec(sentence)?.[0].replace(/^t/, 'T') ?? 'Taxi', distance: null } });
    } else {
      const waiting = TAXI_WAITING.exec(sentence);
      if (waiting) out.push({ at: waiting.index, length: waiting[0].length, c: { name: 'Taxi', distance: null } });
      else {
        const from = taxi && !/\b(scam|avoid|no taxi|pas de taxi)/i.test(sentence) && TAXI_TAKEN.test(sentence) ? TAXI_FROM_STOP.exec(sentence) : null;
        // named by where it is taken, as written ("Taxi from the station"); its ride time is no distance of a link
        if (taxi && from) out.push({ at: taxi.index, length: taxi[0].length, c: { name: `Taxi ${from[0].charAt(0).toLowerCase()}${from[0].slice(1)}`, distance: null }, ride: true });
      }
    }
    const firm = TAXI_FIRM.exec(sentence);
    if (firm) {
      const own = firm[1]!.split(/\s+/u);
      while (own.length > 1 && NOT_FIRM.test(own[0]!)) own.shift();
      if (own.length > 1) out.push({ at: firm.index + firm[0].indexOf(own[0]!), length: own.join(' ').length, c: { name: own.join(' '), distance: null }, ride: true });
    }
    // (a line number opens the name, which the check of a name's first word would refuse)
    for (const m of sentence.matchAll(NUMBER_FIRST)) {
      // "the number 6 bus" is "Bus 6", as lines are named elsewhere; a route's own name stays as written
      const [number, ...named] = m[1]!.replace(/^(?:number\s+|no\.\s*)/u, '').split(/\s+/u).slice(0, -1);
      const name = named.length ? m[1]! : `${capitalize(m[2]!)} ${number!}`;
      out.push({ at: m.index + m[0].indexOf(m[1]!), length: m[1]!.length, c: { name, distance: null } });
    }
    // a stop a bus service above already ends at is that service's
    for (const m of sentence.matchAll(NAME_BUS_STOP)) if (!out.some((o) => o.at < m.index + m[0].length && m.index < o.at + o.length)) push(m.index, m[0].length, m[0]);
    // buses named only by where they run, beside a stop or a station the sentence names ("the X bus
    // stop is 150 m away, with buses to Y", "from X Airport …; there are minibuses to Y"), are that
    // place's service, not a link of their own
    if (destinationOnly.size && out.some((o) => !destinationOnly.has(o))) for (const o of destinationOnly) out.splice(out.indexOf(o), 1);
    // a line taken to a stop ("take metro C to X", "prenez le tram C direction Y jusqu'à l'arrêt X",
    // "toma la línea 3 hasta X") is named with that stop, as a line with its stop is, without the ride's time
    for (const o of lines) {
      if (o.c.name.includes(',')) continue;
      const to = TAKEN_TO.exec(sentence.slice(o.at + o.length));
      if (!to) continue;
      const at = o.at + o.length + to[0].length - to[1]!.length;
      if (out.some((p) => p !== o && p.at < at + to[1]!.length && at < p.at + p.length)) continue;
      o.c.name = `${o.c.name}, ${to[1]!.trim().replace(/(?<!\p{Lu})[.,;:]+$/u, '')}`;
      o.length = at + to[1]!.length - o.at;
      // the time the sentence gives is the ride's, not how far the stop is
      o.ride = true;
    }
  }
  if (opts.loose && opts.modes !== false) {
    const origin = ORIGIN_FIRST.exec(sentence);
    const placeAt = origin ? origin[0].indexOf(origin[2]!) : -1;
    if (origin && !out.some((o) => o.at <= placeAt && placeAt < o.at + o.length)) {
      // (the time the sentence gives is the ride's, not how far the house is)
      out.push({ at: 0, length: origin[0].length, c: { name: `${capitalize(origin[3]!)} ${origin[1]!.toLowerCase()} ${origin[2]!}`, distance: null }, ride: true });
    }
  }
  // the place a train or a bus runs from to a station the sentence names is where guests change
  // ("Vanaf X rijdt de trein … naar Y Centraal", "the train from X to Y station"): a link too
  if (opts.loose && out.length && RIDE_WORD.test(sentence)) {
    const from = FROM_TO.exec(sentence);
    if (from) {
      const toEnd = from.index + from[0].length;
      const fromAt = from.index + from[0].indexOf(from[1]!, from[0].search(/\s/u));
      if (out.some((o) => o.at === toEnd) && !out.some((o) => o.at <= fromAt && fromAt < o.at + o.length)) push(fromAt, from[1]!.length, from[1]!);
    }
  }
  // a ferry to a place named is a link wherever the page names it, a list of sights too ("In der
  // Hauptsaison fährt eine Personenfähre nach X"); one going nowhere named is a way of travelling
  // ("die Fähre braucht 20 Minuten")
  for (const m of sentence.matchAll(FERRY)) {
    if (m[2] && !out.some((o) => o.at <= (m.index ?? 0) && (m.index ?? 0) < o.at + o.length)) push(m.index ?? 0, m[0].length, m[0].trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  }
  // a link in parentheses right after another ("X raudteejaam (X rongipeatus Y)", "Prague main station
  // (Praha hlavní nádraží)") is another name of it, not a second link
  for (let i = out.length - 1; i >= 0; i--) {
    const o = out[i]!;
    const open = sentence.lastIndexOf('(', o.at);
    if (open < 0 || sentence.slice(open, o.at).includes(')') || !/^[^()]*\)/u.test(sentence.slice(o.at + o.length))) continue;
    if (out.some((p) => p !== o && p.at + p.length <= open && /^\s*$/u.test(sentence.slice(p.at + p.length, open)))) out.splice(i, 1);
  }
  // each time or distance belongs to the link it is written nearest to ("4 km from X and a short
  // walk to Y", "3 minutes to the lake and 30 minutes from X"): closest pairs first, one each
  const pairs: { o: (typeof out)[number]; d: number; text: string; gap: number; rank: number }[] = [];
  distanceMatches(sentence).forEach((m, d) => {
    if (rideFromElsewhere(sentence, m.index ?? 0, m[0])) return;
    for (const o of out) {
      const span = { at: m.index ?? 0, length: m[0].length };
      const gap = gapBetween(span, o);
      // a comma and a conjunction between them open the next item of an enumeration ("X (ALB), about
      // 1 hour 30 minutes away, and Y …"): the time is the item's before it
      const between = span.at < o.at ? sentence.slice(span.at + span.length, o.at) : sentence.slice(o.at + o.length, span.at);
      // a time in parentheses that close before a later link is said of what came before it ("X 130 km
      // (about 2 hours), Y 85 km")
      const closed = span.at < o.at && /^[^(]*\)/u.test(between);
      // a semicolon closes a clause: a time before it is said of that clause ("X is a 4-minute walk; Y station is 25 minutes away")
      pairs.push({ o, d, text: m[1]!.replace(/\.$/, '').trim(), gap, rank: gap + (ENUMERATION_NEXT.test(between) || closed || between.includes(';') ? 60 : 0) });
    }
  });
  const usedDistances = new Set<number>();
  for (const p of pairs.sort((a, b) => a.rank - b.rank)) {
    if (p.gap > 80 || p.o.c.distance || p.o.ride || usedDistances.has(p.d)) continue;
    p.o.c.distance = p.text;
    usedDistances.add(p.d);
  }
  return out.sort((a, b) => a.at - b.at).map((o) => o.c);
}

/** A time (not a length) of a journey, whatever its unit. */
const TIME_UNIT = /(?:\d\s*h|hours?|hrs?|heures?|horas?|ore|Stunden?|Std\.|min\p{L}*\.?|分|時間|분|시간)(?:\s*\d+\s*(?:min\p{L}*\.?|分|분)?)?(?:\s+\p{L}+)*$/iu;
/** A place a journey starts from, named in the same parentheses ("depuis Paris", "from London", "de Madrid"). */
const FROM_PLACE = /(?<![\p{L}])(?:depuis|from|de|von|ab|desde|da|dal|dalla|vanaf|z|ze)\s+\p{Lu}/u;

/**
 * A time in parentheses that also name where the ride starts ("Gare X (TGV, 2 h 05 de Paris)",
 * "Station X (trains from London in 2h30)") is how long the train takes from there, not how far
 * the stop is from the house.
 */
function rideFromElsewhere(sentence: string, at: number, written: string): boolean {
  if (!TIME_UNIT.test(written.trim())) return false;
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.slice(open, at).includes(')')) return false;
  const close = sentence.indexOf(')', at);
  if (close < 0) return false;
  return FROM_PLACE.test(sentence.slice(open + 1, close));
}

/** A numbered road as sites write it, with its exit when one is given. */
const ROAD = /(?<![\p{L}\p{N}])(?:(?:Highway|Hwy\.?|Route|Interstate|State Route|Autobahn|Autoroute|Autostrada|Autopista|Autovía|Carretera|Rodovia|Snelweg|Droga krajowa|Quốc lộ)\s*[A-Z]{0,2}-?\d{1,4}[A-Z]?|(?:I|US|SR|DK|QL|A|N|E|M|R|B)-\d{1,4}[A-Z]?(?![\p{L}\p{N}])|(?:I|US|SR|DK|QL|A|N|E|M|R|B)\s?\d{1,4}[A-Z]?(?=\s*(?:[,;(–-]|\s(?:exit|sortie|uscita|salida|saída|Ausfahrt|afrit|zjazd|towards|toward|to|nach|vers|verso|hacia|richting|north|south|east|west)\b)))(?:\s*[,(–-]?\s*(?:exit|sortie|uscita|salida|saída|Ausfahrt|afrit|zjazd)\s+[\p{L}\p{N}-]+(?:\s+\p{Lu}[\p{L}-]+)?\)?)?/gu;

/**
 * A road's number as prose writes it: a letter or two and a hyphen ("N-332", "GI-524"), or without
 * the hyphen the letters countries number their motorways and national roads with ("A3", "DN1",
 * "E53", "M6"). A postcode that opens the same way ("M1 4BT", "D02 X285") is none.
 */
const ROAD_REF = /(?<![\p{L}\p{N}/-])(?:[A-Z]{1,2}-\d{1,4}|(?:A|B|D|DN|E|M|N|R|S|SS|I|US)\d{1,3})(?![\p{L}\p{N}])(?![-/]\d)(?!\s+[A-Z0-9]{3,4}(?![\p{L}\p{N}]))(?!\s+\d[A-Z]{2})/gu;
/** A route of three towns or more a dash joins, with the road's number in parentheses after it ("X – Y – Z (E53)"). */
const ROUTE_BEFORE = /(?:\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)*\s*[–—-]\s*){2,}\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)*\s*\(\s*$/u;

/** The roads a sentence of prose names beside a distance or a drive's time, or after the route they run along. */
export function roadsInProse(sentence: string): string[] {
  const timed = distanceMatches(sentence).length > 0;
  const out: string[] = [];
  for (const m of sentence.matchAll(ROAD_REF)) {
    if (timed || (ROUTE_BEFORE.test(sentence.slice(0, m.index)) && /^\s*\)/u.test(sentence.slice(m.index + m[0].length)))) out.push(m[0]);
  }
  return out;
}

/** Whether a link's name says it is an airport, or another kind of stop (a station, a bus terminal, a line). */
function kindOfLink(name: string): 'airport' | 'other' {
  // "X Airport railway station" is the station at the airport, not the airport
  return /(?<![\p{L}])(?:airport|jetport|sunport|a[ée]roport|aeroporto|aeropuerto|flughafen|luchthaven|lotnisko|letiště|letisko|port lotniczy|sân bay|flygplats|lufthavn|flyplass|lentoasema|lentokenttä|repülőtér|letališče|zračna luka|havalimanı|havaalanı|αεροδρόμιο|αερολιμένας|lennujaam)(?![\p{L}])|空港|机场|機場/iu.test(name) && !/shuttle|navett|lanzadera|transfer|^tax[ií]\s|(?<![\p{L}])(?:station|bahnhof|gare|stazione|estaci[oó]n|esta[cç][aã]o|railway|nádraží|dworzec|stasjon|järnvägsstation|banegård|rautatieasema|vasútállomás|pályaudvar|postaja|kolodvor|σταθμός)(?![\p{L}])|駅|站/iu.test(name) ? 'airport' : 'other';
}

/** Words that do not tell two links apart: "Estação São Bento" = "Estação de São Bento". */
const KEY_NOISE = new Set(`${RAILWAY_INITIALS} international internacional internazionale internationale internationaler internationaal miedzynarodowy mezinarodni the of de di du da do das dos del della des d l`.split(' '));

/**
 * Two keys name one place when one holds the other, as a run of words or as a set of words that
 * leaves out only words ("gare part dieu" in "gare lyon part dieu"); a number left out is another
 * line ("buses x4 x5" is not "buses x4 x5 555").
 */
function samePlace(a: string, b: string): boolean {
  if (a === b) return true;
  // "Penzance station" and "Penzance bus station" are two places; "Aeroporto" is every airport
  const [short, long] = a.split(' ').length <= b.split(' ').length ? [a.split(' '), b.split(' ')] : [b.split(' '), a.split(' ')];
  const extra = long.filter((w) => !short.includes(w));
  // ("Buses, X Terminal" opens with the service that stops at X Terminal: one link)
  if (short.every((w) => GENERIC_TRANSPORT.has(w)) || (extra.length > 0 && extra.every((w) => MODE_WORD.test(w)) && !extra.includes(long[0]!))) return false;
  // a stop named after a station ("zastávka Tatranská Lomnica, žel. st.") is the bus's, beside the station itself
  if (STOP_KEY.test(a) !== STOP_KEY.test(b) && !STOP_KEY.test(short.join(' '))) return false;
  if (` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `)) return true;
  if (short.length < 2 || !short.every((w) => long.includes(w))) return false;
  return extra.every((w) => !/\d/.test(w));
}

/** A key opened by the word for a stop, in the languages of the stop patterns above. */
const STOP_KEY = /^(?:zastavka|zastavce|stop|haltestelle|halte|arret|parada|paragem|fermata|przystanek|przystanku) /u;

/** A word of a key that names a way of travelling: two names apart by one are two links. */
const MODE_WORD = /^(?:bus|buses|coach|coaches|train|railway|rail|ferry|autobus|autobuses|autobusowy|autobusove|onibus|rodoviaria|rodoviario|routiere|busstation|rutebilstation|busstasjon|bussterminal|busterminal|buszpalyaudvar|buszallomas|otogar|otogari)$/u;

/** "17 km away" and "17 km" are one distance: its number and unit. */
function distanceKey(d: string | null): string | null {
  const m = d ? /(\d+(?:[.,]\d+)?)\s*-?\s*(\p{L}+)/u.exec(d) : null;
  return m ? `${m[1]!.replace(',', '.')} ${unitKey(m[2]!.toLowerCase())}` : null;
}

/** One unit however a language writes it ("4 km" on one page is "4 χλμ" or "4 kilómetros" on its translation). */
function unitKey(unit: string): string {
  if (/^(?:kms?|kilomet\p{L}*|kil[oó]metros?|chilometri|χλμ)$/u.test(unit)) return 'km';
  if (/^(?:mi|miles?)$/u.test(unit)) return 'mi';
  if (/^(?:m|meters?|metres?|metri|metros|mètres|μέτρα|metrov|metara|m[ée]ter\p{L}*)$/u.test(unit)) return 'm';
  if (/^(?:mins?|minut\p{L}*|λεπτά|perc\p{L}*|dakika)$/u.test(unit)) return 'min';
  return unit;
}

/**
 * One airport named on two pages in two languages ("X Y Airport" and "Letiště X-a Y-a", with the
 * same distance): the same distance and a word of the name declined alike (same first five letters).
 */
function sameAirportTranslated(keys: string[], dist: string | null, key: string, other: string | null): boolean {
  const d = distanceKey(dist);
  if (!d || d !== distanceKey(other)) return false;
  const stems = (k: string): string[] => k.split(' ').filter((w) => w.length >= 5 && !GENERIC_TRANSPORT.has(w)).map((w) => w.slice(0, 5));
  const mine = stems(key);
  return keys.some((k) => stems(k).some((w) => mine.includes(w)));
}

function withDistance(name: string, dist: string | null): string {
  return dist ? (name.endsWith(')') ? `${name.slice(0, -1)}, ${dist})` : `${name} (${dist})`) : name;
}

/**
 * A line opened by a way of travelling and a colon ("By train: …", "Vlakom: …", "En avió: …",
 * "Mit dem Zug: …") tells how to get here, as a transport heading would.
 */
export function modeLabelled(line: string): boolean {
  const m = /^\s*([^:：]{2,40}?)\s*[:：]/u.exec(line);
  return !!m && TRAVEL_MODE_HEADING.test(m[1]!);
}

/** "Pärnu bussijaama", "raudteejaamale": an Estonian station or airport in a case is named in the nominative. */
function nominativeStation(name: string): string {
  return name.replace(/(jaam)(?:a|ale|ast|as|ani)(?![\p{L}])/gu, '$1').replace(/^[Ll]etisk[au](?=\s)/u, 'Letisko');
}

/**
 * "stanice Tatranská Lomnica", "v stanici Malostranská": the Czech and Slovak word for a station,
 * in any case, opens the station's own name, which is the link; an abbreviation after it ("stanice
 * TEŽ") names the railway, not a station.
 */
function stationOfName(name: string): string | null {
  const m = /^[Ss]tanic[eia]\s+(.+)$/u.exec(name);
  // ("stanice metra X" is a metro station named by its kind, as "stacja kolejowa X" is)
  if (!m || /^\p{Ll}/u.test(m[1]!)) return name;
  return /^\p{Lu}{2,5}$/u.test(m[1]!.replace(/\s*\(.*$/u, '')) ? null : m[1]!;
}

/**
 * The first folder of a page's path when it names a language ("/de/anreise/" → "de"): a site that
 * serves its own language at "/" puts its translations there.
 */
function languageFolder(url: string): string {
  let seg: string;
  try {
    seg = new URL(url).pathname.split('/')[1] ?? '';
  } catch {
    return '';
  }
  return /^[a-z]{2}(?:[-_][a-zA-Z]{2})?$/u.test(seg) ? seg.toLowerCase() : '';
}

/** The way of travelling a link's name says, in any of the languages the patterns read (a name without one is "other"). */
function travelClass(name: string): string {
  // a taxi named by where it is taken ("Taxi from the station", "Taxi de la gară") is a taxi
  if (/^(?:taxi|táxi|taxí)(?![\p{L}])/iu.test(name)) return 'taxi';
  if (kindOfLink(name) === 'airport') return 'airport';
  const n = name.toLowerCase();
  if (/bus|buz|coach|autocar|camioner|guagua|rodovi|otogar|autogar|pullman|[oô]nibus|λεωφορ|κτελ/u.test(n)) return 'bus';
  if (/tram|stra(?:ß|ss)enbahn|tranv|villamos/u.test(n)) return 'tram';
  if (/metro|métro|u-bahn|subway|underground/u.test(n)) return 'metro';
  if (/ferry|fähre|traghett|battell|schiff|katamaran|catamar|boat|λιμάνι|imbarcadero|anlegestelle|anleger|embarcad|maritime|přístav/u.test(n)) return 'ferry';
  if (/(?<![\p{L}])(?:lines?|linie|linea|linee|l[ií]neas?|lignes?|lijn|linka|linky|linha)(?![\p{L}])/u.test(n)) return 'line';
  if (/station|stasjon|bahnhof|gare|gara|stazione|estaci|esta[cç][aã]o|nádraží|nadrazi|raudtee|rongi|vasút|pályaudvar|kolodvor|postaja|dworzec|σταθμ|rautatie|järnväg|banegård|train|rail|zug|treno|tren|vlak/u.test(n)) return 'rail';
  return 'other';
}

/** Words of a link's name that name a kind of stop or a way of travelling, in any language: what is left names the place. */
const GENERIC_WORD = new RegExp(
  `^(?:${STOP_HEADS}|${NAME_FIRST_HEADS}|bus|buses|buss|busse|bussi|autobus\\p{L}*|autobuz\\p{L}*|coach(?:es)?|trams?|tramvaj\\p{L}*|tramway|metro|métro|u-bahn|s-bahn|subway|lines?|linie|linien|linea|linee|l[ií]neas?|lignes?|lijn|linka|linky|linha|stop|stops|zastávka|zastávce|haltestelle|halte|arrêt|fermata|parada|paragem|przystanek|station|stazione|airport|flughafen|aeroporto|aeropuerto|aéroport|aeroport|letiště|letisko|international|internacional|internazionale|nemzetközi|the|stanice|stanici|nádraží|bound|railway|train|rail|imbarcadero|anlegestelle|schiffsanleger|embarcadère|λιμάνι|přístaviště)$`,
  'iu',
);

/** The words of a name that are the place's own, without distances: "Bahnhof Varenna-Esino" → varenna, esino. */
function placeWords(name: string): string[] {
  return name
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[\s,;:–—«»„“”"'’/-]+/u)
    .filter((w) => w && (/\d/u.test(w) || /^\p{Lu}/u.test(w)) && !GENERIC_WORD.test(w))
    .map((w) => words(w).join(''));
}

/**
 * A link read on a translated page names the same place as one read on the pages served at "/"
 * ("Bahnhof Varenna-Esino" / "Stazione di Varenna-Esino", "Linie C30" / "Linea C30", "Pärnu bus
 * station" / "Pärnu bussijaam", "Flughafen Mailand-Malpensa" / "Aeroporto di Milano Malpensa"):
 * the same way of travelling, the same line numbers, and the place words of one among the other's
 * (an airport: one distinctive word in common).
 */
function sameLinkTranslated(a: string, b: string): boolean {
  const kind = travelClass(a);
  if (kind !== travelClass(b)) return false;
  const wa = placeWords(a);
  const wb = placeWords(b);
  if (!wa.length || !wb.length) return false;
  const numbers = (ws: string[]): string => ws.filter((w) => /\d/u.test(w)).sort().join(' ');
  if (numbers(wa) !== numbers(wb)) return false;
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  if (short.every((w) => long.includes(w))) return true;
  return kind === 'airport' && short.some((w) => w.length >= 5 && long.includes(w));
}

/**
 * The airport words of the OpenStreetMap presets as stems, accents aside, so that a heading names
 * airports in any case or number ("Κοντινότερα Αεροδρόμια", "Nearest airports", "Letiště").
 */
const AIRPORT_STEMS = [...new Set((OSM_VOCAB.transport['airport'] ?? []).filter((t) => !/\s/u.test(t) && t.length >= 6 && !CJK_RE.test(t)).map((t) => plain(t).slice(0, -1)))];
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
function headingNamesAirports(heading: string): boolean {
  return plain(heading)
    .split(/[^\p{L}]+/u)
    .some((w) => AIRPORT_STEMS.some((stem) => w.startsWith(stem)));
}

/**
 * A name with an airport's three-letter IATA code in parentheses, and at most a distance after it
 * ("Manchester Airport (MAN)", "Aeropuerto Internacional de Guadalajara (GDL)", "«Μακεδονία»,
 * Θεσσαλονίκη (SKG)"): under a heading that names airports, the line is an airport though it writes
 * no word for one.
 */
const IATA_LINE = /^[„“"«]?\s*(\p{Lu}[^()\n]{1,60}?\s*\([A-Z]{3}\))(?:\s*[,:–—-]?\s*([^()\n]{0,30}))?$/u;

export function pickTransport(snippets: S[], hotelName: string | null): { values: string[]; ids: string[][] } {
  const values: string[] = [];
  const ids: string[][] = [];
  const keys: string[][] = [];
  const kinds: ('airport' | 'other')[] = [];
  const names: string[] = [];
  const dists: (string | null)[] = [];
  // the language folders each link was read in ("" for the pages served at "/")
  const folderOf = new Map(snippets.map((s) => [s.id, languageFolder(s.pageUrl || s.sourceUrl)]));
  const folders: Set<string>[] = [];
  const add = (c: TransportCandidate, id: string): void => {
    // "Vanaf Utrecht Centraal", "From Shannon Airport": the preposition of the sentence is no part of the name
    const own = stationOfName(c.name);
    if (own === null) return;
    const n = nominativeStation(own).replace(/^(?:[Vv]anaf|[Ff]rom|[Dd]epuis|[Dd]esde|[Dd]alla|[Dd]al|[Vv]on|[Vv]om|[Aa]b)\s+(?=\p{Lu})/u, '');
    // "X International Airport" = "X Airport" = "X"; "Airport shuttle" keeps its first word
    const ws = words(n).filter((w) => !KEY_NOISE.has(w));
    const key = (ws.length > 1 && /^(airport|station)$/.test(ws[ws.length - 1]!) ? ws.slice(0, -1) : ws).join(' ');
    // "Davao City Airport" keys as "davao city", which the town's bus terminal or station contains:
    // an airport is the same link as another name inside or around it only when both are airports
    const kind = kindOfLink(n);
    let dup = keys.findIndex((ks, i) => ks.some((k) => k === key || (samePlace(k, key) && (kinds[i] === 'airport') === (kind === 'airport'))));
    if (dup < 0 && kind === 'airport') dup = kinds.findIndex((k, i) => k === 'airport' && sameAirportTranslated(keys[i]!, dists[i]!, key, c.distance));
    if (dup >= 0) {
      ids[dup]?.push(id);
      folders[dup]!.add(folderOf.get(id) ?? '');
      // one place named twice ("Aeropuerto de X", then "Aeropuerto Internacional de X (XXX)"): the
      // fuller name wins, with the time or distance either of them gives
      // (a mode before the place, "Tram X Airport", names its stop, not a fuller name of it)
      const first = (keys[dup]![0] ?? '').split(' ');
      const fuller = key.split(' ').length > first.length && !key.split(' ').some((w) => !first.includes(w) && (MODE_WORD.test(w) || /^(?:tram|metro|subway|shuttle|taxi)$/u.test(w)));
      const dist = fuller ? (c.distance ?? dists[dup]!) : (dists[dup] ?? c.distance);
      // the link keeps every name it was given, so a third form of it finds it by any of them
      keys[dup] = fuller ? [key, ...keys[dup]!] : [...keys[dup]!, key];
      if (fuller) names[dup] = n;
      dists[dup] = dist;
      values[dup] = withDistance(names[dup]!, dist);
      return;
    }
    keys.push([key]);
    kinds.push(kind);
    names.push(n);
    dists.push(c.distance);
    values.push(withDistance(n, c.distance));
    ids.push([id]);
    folders.push(new Set([folderOf.get(id) ?? '']));
  };
  // lines under a transport heading that name no place we recognise: "120 km from <place>"
  for (const s of snippets) {
    if (s.type !== 'transport' || s.method !== 'text') continue;
    for (const line of s.content.split('\n')) {
      if (line.length > 90 || line.match(PLACE_NAME)) continue;
      const m = /^(?:a\s+|à\s+|at\s+)?(\d+(?:[.,]\d+)?\s*(?:km|kilometers?|mi|miles|min|minutes|minutos|minuti)\.?)\s+(?:del|de la|de l'|de|from the|from|dal|dalla|dall'|du|des)\s+(.{4,60})$/iu.exec(line.trim());
      if (m?.[1] && m[2] && /\b(aero|airport|a[ée]roport|station|stazione|estaci[oó]n|gare|bahnhof|port|terminal)/i.test(m[2])) add({ name: capitalize(m[2].trim()), distance: m[1] }, s.id);
    }
  }
  // lines that name an airport by its code under a heading that names airports
  for (const s of snippets) {
    if (s.type !== 'transport' || s.method !== 'text' || !s.section || !headingNamesAirports(s.section)) continue;
    for (const line of s.content.split('\n')) {
      const m = IATA_LINE.exec(line.trim());
      if (!m || (m[2] && !distanceIn(m[2]))) continue;
      add({ name: m[1]!.replace(/[„“”"«»]/gu, '').replace(/\s+/gu, ' '), distance: m[2] ? distanceIn(m[2])!.text : null }, s.id);
    }
  }
  // label lines naming an airport or a station, in CJK scripts: a link even when the snippet holding them is untyped
  for (const s of snippets) {
    if (s.method !== 'text') continue;
    for (const line of s.content.split('\n')) {
      const name = cjkStopLabel(line);
      if (name) add({ name, distance: null }, s.id);
    }
  }
  const seenHeadings = new Set<string>();
  for (const s of snippets) {
    const relevant = s.type === 'transport' || s.type === 'point_of_interest' || s.type === 'description' || s.type === 'policy' || s.type === 'amenity' || s.type === 'amenities' || s.type === 'contact';
    if (!relevant || (s.method !== 'text' && s.type !== 'description')) continue;
    // lists of places with their distance ("Sandia Peak Tramway, 10.0 mi.") name places, not ways of getting there
    const modes = s.type !== 'point_of_interest';
    const lines = s.content.split('\n');
    // a transport section's heading can itself name the station ("From X Airport")
    if (s.type === 'transport' && s.section && !seenHeadings.has(s.section)) {
      seenHeadings.add(s.section);
      lines.push(s.section.replace(/[:：]\s*$/u, ''));
    }
    for (const rawLine of lines) {
      // the hotel's own name ("... Airport Inn") is not a transport link
      const line = hotelName ? rawLine.split(hotelName).join(' — ') : rawLine;
      // a line labelled with a way of travelling names its stop in quotes ("By bus: … stop „X“"); the
      // looser readings of a transport section stay with the sections the page itself heads so
      const loose = s.type === 'transport';
      const quotedStop = loose || modeLabelled(line);
      for (const sentence of sentences(line)) for (const c of transportInSentence(sentence, { modes, context: s.section ?? '', loose, quotedStop })) add(c, s.id);
    }
  }
  // a site that names no airport, station or line describes arrival by car: the roads under its
  // transport headings are its links ("Highway 31A", "N-332, salida 12", "A1, Ausfahrt Zürich-Zentrum")
  if (values.length === 0) {
    for (const s of snippets) {
      if (s.type !== 'transport' || s.method !== 'text') continue;
      for (const m of s.content.matchAll(ROAD)) add({ name: m[0].trim().replace(/[.,;:]+$/u, ''), distance: null }, s.id);
    }
  }
  // nor under a transport heading: the road numbers its description or contact text gives beside a
  // distance or a drive's time ("~120 km, circa 1h30 pe DN1 / A3"), or after the towns of the route
  // they run along ("Praha – Plzeň – Železná Ruda (E53)")
  if (values.length === 0) {
    for (const s of snippets) {
      if ((s.type !== 'description' && s.type !== 'contact' && s.type !== 'transport') || s.method !== 'text') continue;
      for (const sentence of sentences(s.content)) for (const road of roadsInProse(sentence)) add({ name: road, distance: null }, s.id);
    }
  }
  // a link read only on a translated page that names a link of the pages served at "/" is that link
  // in another language ("Bahnhof Varenna-Esino" beside "Stazione di Varenna-Esino")
  const keep = values.map((_v, i) => {
    if (folders[i]!.has('')) return true;
    // an airport at the very distance of one the pages at "/" name is that airport, even in another
    // script ("Naxos Airport (4 km)" beside "Κρατικός αερολιμένας Νάξου (4 χλμ)")
    const sameAirport = (j: number): boolean => kinds[i] === 'airport' && kinds[j] === 'airport' && distanceKey(dists[i]!) !== null && distanceKey(dists[i]!) === distanceKey(dists[j]!);
    const same = values.findIndex((_w, j) => folders[j]!.has('') && (sameLinkTranslated(names[i]!, names[j]!) || sameAirport(j)));
    if (same < 0) return true;
    ids[same]!.push(...ids[i]!);
    return false;
  });
  return { values: values.filter((_v, i) => keep[i]), ids: ids.filter((_v, i) => keep[i]) };
}
