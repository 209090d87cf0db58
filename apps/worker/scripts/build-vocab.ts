/*
 * Builds apps/worker/src/ai/builtin/vocab/osm-vocab.ts from the OpenStreetMap iD tagging presets
 * (@openstreetmap/id-tagging-schema, a dev dependency): the names, aliases and search terms of the
 * facilities, transport stops and places the built-in model looks for, in the languages hotel
 * sites are written in. Run with `pnpm --filter @hotel/worker vocab` after upgrading the package;
 * the generated file is committed so the worker needs no 80 MB package at run time.
 *
 * Why the filters below: preset search terms are written for map editors and include loose
 * associations ("track", "table", "drama", "hotel") that would make every sentence a cue. A name or
 * alias of a preset is kept; a search term only when the preset's own name confirms it (it is a
 * word of the name, or the start of one: "gare" of "Gare ferroviaire", "bahnhof" of
 * "Bahnhofsgebäude") or when it is the preset's name in another language. Every form is short (at
 * most three words), no generic word of the list below, and of one class only (a word that is both
 * a facility and a place, like "garden", cues neither).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Cls = 'amenity' | 'transport' | 'place';

/** Preset ids per category; a category is what the model tells apart (a kind of stop, a facility). */
const CATEGORIES: Record<Cls, Record<string, string[]>> = {
  transport: {
    airport: ['aeroway/aerodrome', 'aeroway/terminal'],
    train: ['railway/station', 'railway/halt', 'public_transport/station_train', 'public_transport/station_train_halt', 'building/train_station'],
    metro: ['public_transport/station_subway', 'railway/subway_entrance', 'public_transport/station_light_rail'],
    tram: ['public_transport/station_tram', 'railway/tram_stop', 'public_transport/platform/tram'],
    bus: ['highway/bus_stop', 'amenity/bus_station', 'public_transport/station_bus'],
    ferry: ['amenity/ferry_terminal', 'public_transport/station_ferry'],
    taxi: ['amenity/taxi'],
    cablecar: ['public_transport/station_aerialway'],
  },
  amenity: {
    pool: ['leisure/swimming_pool', 'leisure/sports_centre/swimming'],
    sauna: ['leisure/sauna'],
    hottub: ['leisure/hot_tub'],
    steambath: ['amenity/public_bath'],
    parking: ['amenity/parking'],
    ev: ['amenity/charging_station'],
    restaurant: ['amenity/restaurant'],
    bar: ['amenity/bar', 'amenity/pub'],
    cafe: ['amenity/cafe'],
    fitness: ['leisure/fitness_centre'],
    laundry: ['shop/laundry', 'shop/laundry/self_service'],
    playground: ['leisure/playground'],
    bikes: ['amenity/bicycle_rental'],
    bbq: ['amenity/bbq'],
    picnic: ['leisure/picnic_table', 'tourism/picnic_site'],
    tennis: ['leisure/pitch/tennis'],
    luggage: ['amenity/luggage_locker'],
    atm: ['amenity/atm'],
  },
  place: {
    museum: ['tourism/museum', 'tourism/museum/history', 'tourism/gallery'],
    castle: ['historic/castle', 'historic/castle/fortress', 'historic/castle/palace', 'historic/castle/stately', 'historic/fort', 'historic/manor'],
    church: ['building/church', 'building/cathedral', 'building/chapel', 'amenity/place_of_worship/christian'],
    temple: ['building/temple', 'building/mosque', 'amenity/place_of_worship/buddhist', 'amenity/place_of_worship/shinto', 'amenity/place_of_worship/muslim', 'amenity/place_of_worship/hindu'],
    beach: ['natural/beach', 'leisure/beach_resort'],
    park: ['leisure/park', 'leisure/garden/botanical', 'leisure/nature_reserve'],
    viewpoint: ['tourism/viewpoint'],
    zoo: ['tourism/zoo', 'tourism/zoo/safari', 'tourism/zoo/wildlife', 'tourism/aquarium'],
    themepark: ['tourism/theme_park', 'leisure/water_park'],
    monument: ['historic/monument', 'historic/archaeological_site', 'historic/ruins', 'historic/city_gate', 'tourism/artwork/statue'],
    nature: ['natural/peak', 'natural/volcano', 'natural/glacier', 'natural/cave_entrance', 'natural/bay', 'natural/water/lake', 'natural/water/river', 'waterway/waterfall'],
    lighthouse: ['man_made/lighthouse'],
    theatre: ['amenity/theatre', 'amenity/casino'],
    market: ['amenity/marketplace'],
    stadium: ['leisure/stadium', 'leisure/golf_course', 'leisure/marina'],
    attraction: ['tourism/attraction'],
  },
};

/** The languages hotel sites of the corpus and of the product's users are written in. */
const LANGUAGES = ['en', 'en-GB', 'fr', 'de', 'es', 'it', 'pt', 'pt-BR', 'nl', 'pl', 'cs', 'sv', 'da', 'nb', 'fi', 'hu', 'sl', 'el', 'ca', 'hr', 'ro', 'tr', 'et', 'sk', 'lv', 'lt', 'vi', 'ja', 'ko', 'zh-CN', 'zh-TW'];

/** Generic words of preset search terms that name no facility, stop or place on their own. */
const GENERIC = new Set(
  `transport transportation transit public transit public transportation transporte transporte público transporte publico transito trasporto trasporto pubblico öffentlicher verkehr beförderung vervoer openbaar vervoer
  track tracks rail platform plataforma piattaforma stop stops halt halte stations terminal entrance ingreso acceso boca ingang eingang
  vía via way voie spoor gleis schienen binario
  table tables lot grounds place plaza square green grass lawn area zone zona estate tract hall institution foundation nature history art science technology cultural painting photograph sculpture
  water eau acqua agua wasser dive aquatics jet plane airplane aeroplano aereo flugzeug avion avião
  eat dine dining dinner lunch breakfast coffee drink drinks food table grill bar pub cafe café
  car cars auto vehicle vehicles shop store service services centro centre center academia punto natura natural naturale
  bâtiment building edificio edifício cung điện alquiler aluguer cash machine bord bank bench infantil juegos lift- entrée entrada
  arte art konst historisk historic flyg gar puerto port porto banho bany banys bad terme
  see top golf far slot kip shin kurt prom flod meer rio kale cami trem bænk lokal locale entrée
  épület terület keskus lento linja σταθμός asema ala-asema állomás taide miza vene leikki kava fürdő monumentális slap tori lahti pankki terminál palota palatsi razgled`.split(/\s+/),
);

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const schemaDir = dirname(require.resolve('@openstreetmap/id-tagging-schema/package.json'));

interface PresetText {
  name?: string;
  aliases?: string[];
  terms?: string[];
}

function translations(lang: string): Record<string, PresetText> {
  const file = join(schemaDir, 'dist', 'translations', `${lang}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { presets: { presets: Record<string, PresetText> } }>;
  return Object.values(json)[0]?.presets.presets ?? {};
}

/** The usable forms of one preset text: "Gare ferroviaire (zone ...)" -> "gare ferroviaire"; "Busbahnhof / Busterminal" -> both. */
function forms(raw: string): string[] {
  return raw
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s*[/;,]\s*/)
    .map((s) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim())
    .flatMap((s) => {
      // a one-word compound names its parts too: "u-bahn-station" -> "u-bahn", "straßenbahn-haltestelle" -> "straßenbahn", "haltestelle"
      const m = /^([^\s]+)-([^\s-]{4,})$/u.exec(s);
      return m && m[1]!.length >= 4 ? [s, m[1]!, m[2]!] : [s];
    })
    .filter((s) => s.length >= 3 && s.split(' ').length <= 3 && !/[\d"“”'’]/.test(s) && !s.endsWith('-'));
}

// every language's names and aliases of each preset: a search term that is the preset's name elsewhere is confirmed
const names = new Map<string, Set<string>>();
const tables = new Map<string, Record<string, PresetText>>();
for (const lang of LANGUAGES) {
  try {
    tables.set(lang, translations(lang));
  } catch {
    continue;
  }
  for (const [id, p] of Object.entries(tables.get(lang) ?? {})) {
    const set = names.get(id) ?? new Set<string>();
    for (const n of [...(p.name ? [p.name] : []), ...(p.aliases ?? [])].flatMap(forms)) set.add(n);
    names.set(id, set);
  }
}

const found = new Map<string, Map<string, Set<string>>>();
const classesOf = new Map<string, Set<Cls>>();
const present: string[] = [];
for (const lang of LANGUAGES) {
  const t = tables.get(lang);
  if (!t) continue;
  present.push(lang);
  for (const [cls, cats] of Object.entries(CATEGORIES) as [Cls, Record<string, string[]>][]) {
    for (const [cat, ids] of Object.entries(cats)) {
      for (const id of ids) {
        const p = t[id];
        if (!p) continue;
        const named = [...(p.name ? [p.name] : []), ...(p.aliases ?? [])].flatMap(forms);
        const nameWords = named.flatMap((n) => n.split(/[\s-]+/)).filter((w) => w.length >= 3);
        const confirmed = (term: string): boolean =>
          names.get(id)?.has(term) === true || term.split(/[\s-]+/).some((w) => w.length >= 3 && nameWords.includes(w)) || nameWords.some((w) => term.length >= 4 && w.startsWith(term));
        const all = [...named, ...(p.terms ?? []).flatMap(forms).filter(confirmed)];
        for (const term of all) {
          if (GENERIC.has(term)) continue;
          const key = `${cls}:${cat}`;
          const byCat = found.get(key) ?? new Map<string, Set<string>>();
          found.set(key, byCat);
          const langs = byCat.get(term) ?? new Set<string>();
          langs.add(lang);
          byCat.set(term, langs);
          const c = classesOf.get(term) ?? new Set<Cls>();
          c.add(cls);
          classesOf.set(term, c);
        }
      }
    }
  }
}

// a term in two categories of one class (a "station" both train and bus) stays with its first one
const claimed = new Set<string>();
const out: Record<Cls, Record<string, string[]>> = { amenity: {}, transport: {}, place: {} };
for (const [cls, cats] of Object.entries(CATEGORIES) as [Cls, Record<string, string[]>][]) {
  for (const cat of Object.keys(cats)) {
    const terms = [...(found.get(`${cls}:${cat}`)?.keys() ?? [])].filter((term) => (classesOf.get(term)?.size ?? 0) === 1 && !claimed.has(`${cls}:${term}`));
    for (const term of terms) claimed.add(`${cls}:${term}`);
    out[cls][cat] = terms.sort((a, b) => a.localeCompare(b, 'en'));
  }
}

const version = (JSON.parse(readFileSync(join(schemaDir, 'package.json'), 'utf8')) as { version: string }).version;
const body = `/*
 * GENERATED by apps/worker/scripts/build-vocab.ts from @openstreetmap/id-tagging-schema ${version}
 * (preset names, aliases and search terms; ISC licence). Do not edit: change the script and run
 * \`pnpm --filter @hotel/worker vocab\`.
 * Languages: ${present.join(', ')}.
 */
export const OSM_VOCAB: Record<'amenity' | 'transport' | 'place', Record<string, readonly string[]>> = {
${Object.entries(out)
  .map(([cls, cats]) => `  ${cls}: {\n${Object.entries(cats).map(([cat, terms]) => `    ${cat}: ${JSON.stringify(terms).replace(/"/g, "'")},`).join('\n')}\n  },`)
  .join('\n')}
};
`;
const target = join(here, '..', 'src', 'ai', 'builtin', 'vocab', 'osm-vocab.ts');
writeFileSync(target, body);
console.log(`wrote ${Object.values(out).reduce((n, c) => n + Object.values(c).reduce((m, t) => m + t.length, 0), 0)} terms in ${present.length} languages`);
