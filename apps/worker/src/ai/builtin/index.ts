import type { ProfileFields, Provenance } from '@hotel/contracts';
import type { SnippetForProfile } from '../types.ts';
import { localityOf, pickAddress } from './address.ts';
import { amenityKey, pickAmenities } from './amenities.ts';
import { pickAttractions } from './attractions.ts';
import { pickBrand } from './brand.ts';
import { contentWords, FRAMES, joinList, leadLine, pickDescription, PROSE_SENTENCES, roomTypesSentence, pickSituated, practicalSentence } from './description.ts';
import { proseLanguage } from './language.ts';
import { nameCandidates } from './name.ts';
import { INJECTION } from './page.ts';
import { mergeProseAmenities, mergeProsePlaces } from './prose.ts';
import { capitalize, sentences, words } from './text.ts';
import { pickTransport } from './transport.ts';
import { StructuredTrust } from './trust.ts';

/*
 * The built-in, deterministic, offline profile model: rules over structured data and typed
 * snippets. Every value it writes comes from a snippet, and the ids of those snippets are kept as
 * the field's provenance.
 */

function add(prov: Provenance, path: string, ids: string[]): void {
  const list = prov[path] ?? [];
  for (const id of ids) if (!list.includes(id)) list.push(id);
  prov[path] = list;
}

const NEARBY_IN_DESCRIPTION = 6;
const PROSE_IN_DESCRIPTION = PROSE_SENTENCES;
// the highlights of the offer, not a second copy of the amenities list
const AMENITIES_IN_DESCRIPTION = 14;

export function buildProfile(input: SnippetForProfile[]): { fields: ProfileFields; provenance: Provenance } {
  // defence in depth: the extractor drops injected text, and the model never reads it either
  const clean = input.filter((s) => !INJECTION.test(s.content));
  const snippets = clean.filter((s) => s.type !== 'other');
  const trust = new StructuredTrust(input);
  const prov: Provenance = {};

  const names = nameCandidates(snippets, trust);
  const name = names[0]?.value ?? null;
  if (names[0]) add(prov, 'name', names[0].ids);
  // the rules that tell the house's own text from another's read the name as the titles write it, town and all
  const own = names[0]?.withTown ?? name;

  const brand = pickBrand(own, snippets, trust);
  if (brand.value) add(prov, 'brandName', brand.ids);

  const address = pickAddress(snippets, trust, own, clean);
  if (address.value) add(prov, 'address', address.ids);

  // the house's own places: the picked address's town and region, and the towns its trusted structured addresses name
  const structuredTowns = snippets.filter((s) => s.type === 'address' && s.method !== 'text' && trust.ok(s)).map((s) => localityOf(s.content).locality);
  const ownPlaces = {
    towns: [...new Set([address.parts.locality, ...structuredTowns].filter((t): t is string => !!t && t.trim().length >= 3))],
    areas: address.parts.region ? [address.parts.region] : [],
  };

  const lang = proseLanguage(snippets);
  // amenities also read untyped snippets (the paragraphs under an amenities page's headings)
  const amenities = pickAmenities(clean, trust);
  // the town and county lines of the address block are the address, not sights or stops
  const addressLines = new Set(address.ids);
  const listed = snippets.filter((s) => !(addressLines.has(s.id) && s.method === 'text' && !s.content.includes('\n') && s.content.length <= 60));
  const transport = pickTransport(listed, own);
  const attractions = pickAttractions(listed, own, transport.values);
  // The description: the hotel's best sentences, then what it offers and its key details, composed.
  // the practical details also sit in untyped blocks ("Praktisch: Inchecken 15:00 – 17:00", a FAQ's answer)
  const practical = practicalSentence(clean, lang);
  const extraSentences: string[] = [];
  const descIds: string[] = [];
  // a room kind's heading often sits over untyped text ("Standard room with one king bed")
  const roomTypes = roomTypesSentence(clean, lang);
  if (roomTypes.text) {
    extraSentences.push(roomTypes.text);
    descIds.push(...roomTypes.ids);
  }
  if (amenities.values.length >= 3) {
    const listed = amenities.values.slice(0, AMENITIES_IN_DESCRIPTION);
    // lower-case common nouns ("Outdoor pool" -> "outdoor pool") but keep names and acronyms ("WiFi", "BBQ")
    // (German nouns keep their capital)
    const inSentence = (a: string): string => (lang === 'de' ? a : a.split(' ').map((w) => (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(w) ? w.toLowerCase() : w)).join(' '));
    extraSentences.push(`${FRAMES[lang].amenities} ${joinList(listed.map(inSentence), FRAMES[lang].and)}.`);
    amenities.ids.slice(0, AMENITIES_IN_DESCRIPTION).forEach((ids) => descIds.push(...ids));
  }
  // nearby places, then the named airports and stations with their distance, in one sentence
  const nearbyParts: string[] = [];
  if (attractions.values.length >= 2) {
    const listed = attractions.values.slice(0, NEARBY_IN_DESCRIPTION);
    nearbyParts.push(joinList(listed, FRAMES[lang].and));
    attractions.ids.slice(0, NEARBY_IN_DESCRIPTION).forEach((ids) => descIds.push(...ids));
  }
  const named = transport.values.map((v, i) => ({ v, i })).filter(({ v }) => /airport|station|a[eé]ro|stazione|gare|estaci|bahnhof|flughafen|空港|駅/iu.test(v)).slice(0, 3);
  if (named.length) {
    nearbyParts.push(`${FRAMES[lang].access} ${joinList(named.map(({ v }) => v), FRAMES[lang].and)}`);
    named.forEach(({ i }) => descIds.push(...(transport.ids[i] ?? [])));
  }
  if (nearbyParts.length) extraSentences.push(capitalize(attractions.values.length >= 2 ? `${FRAMES[lang].nearby} ${nearbyParts.join('; ')}.` : `${nearbyParts.join('; ')}.`));
  if (practical.text) {
    extraSentences.push(practical.text);
    descIds.push(...practical.ids);
  }
  // the prose is chosen for what it adds to the composed sentences
  // the lead line under the house's name is read for the prose, though typed as no field's
  const withLead = clean.filter((s) => s.type !== 'other' || leadLine(s, own, ownPlaces.towns));
  const prose = pickDescription(withLead, trust, own, lang, new Set(extraSentences.flatMap((x) => contentWords(x))), ownPlaces);
  descIds.unshift(...prose.ids);
  const proseSentences = prose.value ? sentences(prose.value) : [];
  // a prose sentence that only lists what a composed sentence lists again ("Nearby: A, B and C.") goes
  const composedWords = new Set(extraSentences.flatMap((x) => words(x)));
  const proseKept = proseSentences.filter((p, i) => {
    const ws = words(p);
    return i === 0 || ws.filter((w) => composedWords.has(w)).length / Math.max(1, ws.length) < 0.6;
  });
  // the hotel's own sentences carry its key facts (size, history, kind of place); the composed ones its offer
  const descParts = [...proseKept.slice(0, PROSE_IN_DESCRIPTION), ...extraSentences];
  const description = { value: descParts.length ? descParts.join(' ') : null, ids: [...new Set(descIds)] };
  if (description.value) add(prov, 'description', description.ids);

  const situated = pickSituated(address.parts, prose.value, own);
  if (situated) add(prov, 'situated', [...address.ids, ...description.ids]);

  mergeProseAmenities(amenities, clean, amenityKey);
  amenities.ids.forEach((ids, i) => add(prov, `amenities.${i}`, ids));
  transport.ids.forEach((ids, i) => add(prov, `transportLinks.${i}`, ids));
  // places named in sentences ("le château de Beynac", "Chatsworth House (3 miles)"), after the listed ones;
  // the description's own sentences already say them
  mergeProsePlaces(attractions, clean, own);
  attractions.ids.forEach((ids, i) => add(prov, `nearbyAttractions.${i}`, ids));

  return {
    fields: {
      name,
      brandName: brand.value,
      address: address.value,
      situated,
      description: description.value,
      amenities: amenities.values,
      transportLinks: transport.values,
      nearbyAttractions: attractions.values,
    },
    provenance: prov,
  };
}
