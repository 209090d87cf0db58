import * as cheerio from 'cheerio';
import type { ProfileFields } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import { FRAMES } from '../ai/builtin/description.ts';
import { sentences, words } from '../ai/builtin/text.ts';
import { AMENITIES, LODGING_WORDS } from '../extract/lexicon.ts';
import { historyNamesOtherHouse, sentenceNamesOtherHouse } from '../ai/builtin/other-house.ts';
import { INJECTION } from '../ai/builtin/page.ts';
import { OUTDATED_PREFIX } from '../extract/stale.ts';
import type { FoldName } from './folds.ts';

/*
 * Hard-failure diagnostic: for every mustNotContain string a profile holds, where it came from,
 * told only as kinds (never the string, the sentence or the site), so the held-out folds can be
 * read as aggregates. Per hit: the profile fields that hold it; the types and sources of the
 * snippets that carry it; where the pages write it (hidden markup, a comment, a script, an
 * attribute only, under a heading or in a block named for another house, reviews or the past, in a
 * negated sentence, in text aimed at an AI, in a footer, menu or booking widget, on a page that is
 * not the house's own); and for a description hit, which of the description's sentence kinds took it.
 */

type Counts = Record<string, number>;
// cheerio's node types as its selectors return them: domhandler, which defines them, is no dependency of this package
const _probe = ($: cheerio.CheerioAPI) => $('a').toArray();
type Element = ReturnType<typeof _probe>[number];
type AnyNode = NonNullable<Element['prev']> | NonNullable<Element['parent']>;
const isTag = (n: AnyNode): n is Element => n.type === 'tag';

export interface HardStages {
  /** Sites with at least one hit / hits (site and string). */
  sites: number;
  hits: number;
  /** What the strings are like (hitKind). */
  kinds: Counts;
  fields: Counts;
  /** Snippet types and sources carrying the string, each once per hit ("none" when no snippet holds it). */
  snippetTypes: Counts;
  snippetSources: Counts;
  /** Where the pages write the string, each context once per hit. */
  page: Counts;
  /** Each field of a hit by each source of the snippets that carry it ("address/json-ld"). */
  fieldSources: Counts;
  /** Each field of a hit by each place on the page that writes it ("amenities/footer"). */
  fieldPages: Counts;
  /** For hits in the description: the kind of sentence that holds the string, and where its prose came from. */
  description: Counts;
}

export const emptyHard = (): HardStages => ({ sites: 0, hits: 0, kinds: {}, fields: {}, fieldSources: {}, fieldPages: {}, snippetTypes: {}, snippetSources: {}, page: {}, description: {} });

const bump = (r: Counts, k: string): void => void (r[k] = (r[k] ?? 0) + 1);

/** Headings and block names over another house: a sister, a partner, a group's other places. */
const OTHER_HOUSE_HEAD =
  /(?<![\p{L}])(?:sister|partner\p{L}*|partenaires?|schwester\p{L}*|our other|other (?:hotels?|propert\p{L}*|houses?|locations?)|nos autres|unsere (?:anderen|weiteren)|i nostri altri|nuestros otros|os nossos outros|onze andere|group|groupe|gruppe|gruppo|grupo|also (?:by|from) us)(?![\p{L}])/iu;
/** Headings and block names over guests' words. */
const REVIEW_HEAD =
  /(?<![\p{L}])(?:reviews?|testimonials?|guests? (?:say|book)|guestbook|avis|témoignages?|livre d['’]or|recensioni|opinioni|opiniones|reseñas|bewertungen|gästebuch|gästestimmen|depoimentos|avaliações|opiniões|beoordelingen|recenzje|opinie|recenze|hodnotenia|yorumlar|口コミ|お客様の声)(?![\p{L}])/iu;
/** Headings, block names and sentences about the past: a former name or address, the house's history. */
const FORMER =
  /(?<![\p{L}])(?:formerly|former(?:ly)?|previous(?:ly)?|old address|used to be|ancien(?:ne)?|autrefois|früher|ehemal\p{L}*|vormals|alte adresse|antig[oa]|anteriormente|precedente|vecchi[oa]|un tempo|voorheen|oud adres|dawniej|dříve|history|histoire|geschichte|storia|historia|história|geschiedenis)(?![\p{L}])/iu;
/** A negation in the sentence ("no pool", "kein", "sans", "pas de", "senza", "sin", "geen"). */
const NEGATION =
  /(?<![\p{L}])(?:no|not|without|never|none|n['’]t|kein\p{L}*|nicht|ohne|sans|pas|ni|non|senza|nessun\p{L}*|né|sin|ningún|ninguna|nunca|sem|nenhum\p{L}*|não|geen|niet|zonder|ingen|inte|ikke|brak|bez|nie|nem|nincs|fără|nu|ei|δεν)(?![\p{L}])/iu;
/** Text aimed at an AI reader rather than a guest: its words for AI, assistants, language models, and for ignoring instructions, in the languages the sites write. */
const INSTRUCTION_CASED = /(?<![\p{L}])(?:AI|KI|IA|LLM|GPT|ChatGPT)(?![\p{L}])/u;
const INSTRUCTION =
  /(?<![\p{L}])(?:ignore|disregard|ignorier\p{L}*|ignorez|ignorer|ignora|ignorar|ignoreer|negeer|ignoruj\p{L}*|assistant|assistent\p{L}*|assistente|asistente|asystent\p{L}*|asistent|language model|sprachmodell|modèle de langage|modello linguistico|modelo de lenguaje|modelo de linguagem|taalmodel|chatbot|instructions|anweisungen|instruktionen|instrucciones|istruzioni|instruções|instructies|instrukcje|pokyny)(?![\p{L}])/iu;
const instruction = (s: string): boolean => INSTRUCTION_CASED.test(s) || INSTRUCTION.test(s);
/** A sentence about somewhere near, a plan, or a contrast: what the house does not have itself. */
const NEARBY_WORDS =
  /(?<![\p{L}])(?:nearby|next door|neighbou?r\p{L}*|close by|a few (?:minutes|steps)|\d+\s?(?:km|m|mi|min)|à côté|voisin\p{L}*|à proximité|nebenan|benachbart\p{L}*|in der nähe|vicin[oa]|accanto|cerca|al lado|vecin\p{L}*|perto|ao lado|vizinh\p{L}*|naast|in de buurt|w pobliżu|obok|nedaleko|vedle)(?![\p{L}])/iu;
const PLAN_WORDS = /(?<![\p{L}])(?:will|soon|planned|coming|under construction|bientôt|prochainement|en construction|bald|geplant|demnächst|presto|prossimamente|pronto|próximamente|em breve|binnenkort|wkrótce|brzy|budeme)(?![\p{L}])/iu;
const CONTRAST_WORDS = /(?<![\p{L}])(?:but|however|instead|unlike|mais|cependant|aber|jedoch|doch|ma|però|invece|pero|sin embargo|mas|porém|maar|echter|ale|jednak|však)(?![\p{L}])/iu;

/** What the forbidden string is like: a template's placeholder, an address (digits), a facility, a capitalised name, other words. */
export function hitKind(hit: string): string {
  if (/lorem|ipsum|example|sample|demo|your|xx|[[\]{}_]/iu.test(hit)) return 'placeholder';
  if (/\d/u.test(hit)) return 'with digits';
  if (AMENITIES.some((a) => a.pattern.test(hit))) return 'facility';
  if (/^\p{Lu}/u.test(hit)) return 'capitalised name';
  return 'other words';
}

/** What a sentence holding the string does beside it (for description hits and page lines). */
function sentenceFlags(sentence: string, houseName: string): string[] {
  const out: string[] = [];
  if (NEGATION.test(sentence)) out.push('negated');
  if (instruction(sentence)) {
    out.push(INJECTION.test(sentence) ? 'instruction (read as one)' : 'instruction (not read as one)');
    const which = [INSTRUCTION_CASED.test(sentence) ? 'AI' : '', /ignor|disregard|negeer/iu.test(sentence) ? 'ignore' : '', /assist|chatbot/iu.test(sentence) ? 'assistant' : '', /model|modell|taalmodel/iu.test(sentence) ? 'model' : '', /instru|anweisung|pokyny/iu.test(sentence) ? 'instructions' : ''].filter(Boolean);
    out.push(`instruction words: ${which.join('+')}`);
  }
  if (FORMER.test(sentence)) out.push('former/history');
  if (NEARBY_WORDS.test(sentence)) out.push('nearby/distance');
  if (PLAN_WORDS.test(sentence)) out.push('plan/future');
  if (CONTRAST_WORDS.test(sentence)) out.push('contrast');
  const own = new Set(words(houseName).filter((w) => w.length > 2 && !LODGING_WORDS.test(w)));
  if (own.size && words(sentence).some((w) => own.has(w))) out.push('names the house');
  // a capitalised word inside the sentence (not its first) that the house's name does not hold: another name
  if (sentence.split(/\s+/).slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w) && !words(w).every((x) => own.has(x)))) out.push('another capitalised name');
  // a capitalised run that holds a word of the house's name and another capitalised word: a sister sharing the name ("Casa Rosa Mare" beside "Casa Rosa Centro")
  const runs = sentence.match(/\p{Lu}[\p{L}’'-]*(?:\s+(?:de|del|la|le|di|da|von|van|am)?\s*\p{Lu}[\p{L}’'-]*)+/gu) ?? [];
  if (own.size && runs.some((r) => words(r).some((w) => own.has(w)) && words(r).some((w) => w.length > 2 && !own.has(w) && !LODGING_WORDS.test(w)))) out.push('house word beside another name');
  if (houseName && (sentenceNamesOtherHouse(sentence, houseName) || historyNamesOtherHouse(sentence, houseName))) out.push('names another house');
  else if (LODGING_WORDS.test(sentence)) out.push('names a kind of house');
  return out;
}

/** Chrome by tag or by class and id: footers, menus and headers, booking widgets and forms. */
const FOOTER = /footer|colophon|bottom/i;
const NAV = /(?:^|[-_\s])(?:nav\p{L}*|menu\p{L}*|header|breadcrumbs?|sidebar)(?:[-_\s]|$)/iu;
const BOOKING = /booking|reserv|widget|availability|check-?in|datepicker|cookie/i;
/** Markup that a browser does not show. */
const HIDDEN_STYLE = /display:none|visibility:hidden|opacity:0(?![.\d])|font-size:0(?![.\d])|(?:left|top|text-indent):-\d{3,}|(?:height|width):[01](?:px)?;.*overflow:hidden|clip:rect\(0|clip-path:inset\(50%/;
const hidingStyle = (style: string): boolean => HIDDEN_STYLE.test(style.toLowerCase().replace(/\s+/g, ''));

/** Classes and ids a page's own stylesheet hides (".ai-note { display: none }"). */
function hiddenBySheet($: cheerio.CheerioAPI): Set<string> {
  const out = new Set<string>();
  for (const el of $('style').toArray()) {
    for (const m of $(el).text().matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      if (!hidingStyle(m[2] ?? '')) continue;
      for (const sel of (m[1] ?? '').matchAll(/[.#]([\w-]+)/g)) out.add(sel[1]!);
    }
  }
  return out;
}
const HIDDEN_CLASS = /(?:^|[-_\s])(?:hidden|d-none|hide|invisible|is-hidden|visually-hidden|sr-only|screen-reader-text)(?:[-_\s]|$)/i;

const lower = (s: string): string => s.toLowerCase();

/** The profile fields whose values hold the string. */
export function hitFields(profile: ProfileFields, hit: string): string[] {
  const h = lower(hit);
  return Object.entries(profile)
    .filter(([, v]) => lower(JSON.stringify(v ?? '')).includes(h))
    .map(([k]) => k);
}

/** Where a snippet was read from: markup, meta and og tags, or visible text (a line, prose). */
export function snippetSource(s: SnippetForProfile): string {
  if (s.section?.startsWith(OUTDATED_PREFIX)) return 'set aside as outdated';
  if (s.method === 'meta') return /^og:/i.test(s.section ?? '') ? 'og' : 'meta';
  if (s.method !== 'text') return s.method;
  return s.content.length > 120 || /[.!?]\s+\p{Lu}/u.test(s.content) ? 'prose' : 'visible text';
}

function classTokens(el: Element): string {
  return `${el.attribs['class'] ?? ''} ${el.attribs['id'] ?? ''} ${el.attribs['role'] ?? ''}`;
}

/** The nearest heading before an element in document order (its earlier siblings, then its parents' earlier siblings). */
function headingBefore($: cheerio.CheerioAPI, el: Element): string | null {
  let cur: AnyNode | null = el;
  while (cur) {
    for (let sib: AnyNode | null = cur.prev; sib; sib = sib.prev) {
      if (!isTag(sib)) continue;
      const e = sib;
      if (/^h[1-6]$/.test(e.name)) return $(e).text();
      const inner = $(e).find('h1,h2,h3,h4,h5,h6').last();
      if (inner.length) return inner.text();
    }
    cur = cur.parent;
    if (cur && isTag(cur) && /^h[1-6]$/.test(cur.name)) return $(cur).text();
  }
  return null;
}

/** The sentence of a block's text that holds the string (the block itself when it is no sentence). */
function sentenceWith(text: string, hit: string): string {
  const h = lower(hit);
  return sentences(text.replace(/\s+/g, ' ')).find((s) => lower(s).includes(h)) ?? text;
}

/** Whether a page is another house's: its title and h1 name a kind of house and none of the house's own name words. */
function otherHousePage($: cheerio.CheerioAPI, houseName: string): boolean {
  const own = words(houseName).filter((w) => w.length > 2 && !LODGING_WORDS.test(w));
  if (!own.length) return false;
  const head = `${$('title').first().text()} ${$('h1').first().text()}`;
  const ws = new Set(words(head));
  return LODGING_WORDS.test(head) && !own.some((w) => ws.has(w));
}

/** The contexts in which one page writes the string (empty when it does not). */
export function pageContexts(html: string, hit: string, houseName = ''): Set<string> {
  const out = new Set<string>();
  const h = lower(hit);
  const $ = cheerio.load(html);
  if (!lower(html).includes(h) && !lower($.root().text()).includes(h)) return out;
  let found = false;
  $('*')
    .contents()
    .each((_, n) => {
      if (n.type === 'comment' && lower((n as unknown as { data: string }).data).includes(h)) {
        out.add('comment');
        found = true;
      }
    });
  for (const el of $('template, noscript').toArray()) {
    if (lower($(el).html() ?? '').includes(h) || lower($(el).text()).includes(h)) {
      out.add(el.name === 'template' ? 'hidden: template' : 'noscript');
      found = true;
    }
  }
  for (const el of $('script').toArray()) {
    if (!lower($(el).text()).includes(h)) continue;
    out.add(/ld\+json/i.test(el.attribs['type'] ?? '') ? 'script: JSON-LD' : 'script: inline state');
    found = true;
  }
  for (const el of $('meta').toArray()) {
    if (!lower(el.attribs['content'] ?? '').includes(h)) continue;
    out.add(/^og:/i.test(el.attribs['property'] ?? '') ? 'meta: og' : 'meta');
    found = true;
  }
  // the deepest visible-tree elements whose text holds the string
  const skip = 'script, style, template, noscript, head, title, meta';
  const deepest = $('body *')
    .not(skip)
    .toArray()
    .filter((el) => lower($(el).text()).includes(h) && !$(el).children().not(skip).toArray().some((c) => lower($(c).text()).includes(h)));
  let inText = false;
  const sheet = hiddenBySheet($);
  for (const el of deepest) {
    if ($(el).closest('script, style, template, noscript').length) continue;
    inText = true;
    const chain = [el, ...$(el).parents().toArray()];
    if (chain.some((a) => a.attribs['hidden'] !== undefined || a.attribs['aria-hidden'] === 'true' || hidingStyle(a.attribs['style'] ?? '') || HIDDEN_CLASS.test(a.attribs['class'] ?? ''))) out.add('hidden markup');
    else if (chain.some((a) => `${a.attribs['class'] ?? ''} ${a.attribs['id'] ?? ''}`.split(/\s+/).some((c) => c && sheet.has(c)))) out.add('hidden by the stylesheet');
    if (chain.some((a) => a.name === 'footer' || FOOTER.test(classTokens(a)))) out.add('footer');
    if (chain.some((a) => a.name === 'nav' || a.name === 'header' || NAV.test(classTokens(a)))) out.add('nav/header');
    if (chain.some((a) => a.name === 'form' || BOOKING.test(classTokens(a)))) out.add('booking widget/form');
    const names = chain.map(classTokens).join(' ').replace(/[-_]/g, ' ');
    const heading = headingBefore($, el) ?? '';
    if (OTHER_HOUSE_HEAD.test(heading) || OTHER_HOUSE_HEAD.test(names)) out.add('section: another house');
    if (REVIEW_HEAD.test(heading) || REVIEW_HEAD.test(names)) out.add('section: reviews');
    if (FORMER.test(heading) || FORMER.test(names)) out.add('section: former/history');
    for (const f of sentenceFlags(sentenceWith($(el).text(), hit), houseName)) out.add(`sentence: ${f}`);
  }
  if (inText) {
    found = true;
    out.add('visible text');
  }
  if (!found) {
    // only in an attribute: an icon's label, an image's alt, a data attribute
    const attr = $('body *, head *')
      .toArray()
      .some((el) => Object.entries(el.attribs).some(([k, v]) => k !== 'content' && lower(v).includes(h)));
    out.add(attr ? 'attribute only' : 'split across elements');
  }
  if (houseName && otherHousePage($, houseName)) out.add('page of another house');
  return out;
}

/** The kind of description sentence that holds the string: one of the composed ones, or prose with its snippet's type and source. */
export function descriptionSource(description: string, hit: string, snippets: SnippetForProfile[], houseName = ''): string[] {
  const h = lower(hit);
  const out: string[] = [];
  const starts = (s: string, key: 'amenities' | 'nearby'): boolean => Object.values(FRAMES).some((f) => s.startsWith(f[key]));
  const held = sentences(description).filter((s) => lower(s).includes(h));
  if (!held.length) return ['across sentences'];
  for (const s of held) {
    if (starts(s, 'amenities')) out.push('composed: amenities');
    else if (starts(s, 'nearby') || Object.values(FRAMES).some((f) => lower(s).includes(lower(f.access)))) out.push('composed: nearby/access');
    else if (Object.values(FRAMES).some((f) => s.startsWith(`${f.rooms.charAt(0).toUpperCase()}${f.rooms.slice(1)}:`))) out.push('composed: room types');
    else if (Object.values(FRAMES).some((f) => lower(s).includes(lower(f.checkIn)) || lower(s).includes(lower(f.checkOut)))) out.push('composed: practical');
    else {
      const key = lower(s).slice(0, 60);
      const from = snippets.find((x) => lower(x.content.replace(/\s+/g, ' ')).includes(key));
      if (!from) out.push('prose: no snippet');
      else {
        out.push(`prose: ${from.type} ${snippetSource(from)}`);
        const sec = from.section ?? '';
        if (OTHER_HOUSE_HEAD.test(sec)) out.push('prose under: another house');
        if (REVIEW_HEAD.test(sec)) out.push('prose under: reviews');
        if (FORMER.test(sec)) out.push('prose under: former/history');
      }
      for (const f of sentenceFlags(s, houseName)) out.push(`prose: ${f}`);
      // the string as a place the sentence puts something in or near ("in Port Elin", "près de Valmont", "bei Stans")
      const esc = hit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(String.raw`(?<![\p{L}])(?:in|im|at|near|à|au|près de|en|a|cerca de|nel|nella|vicino a|na|no|em|perto de|bei|nahe|w|v|ve|u|i|op|bij)\s+(?:the\s+|la\s+|le\s+|el\s+|der\s+|de\s+)?${esc}`, 'iu').test(s)) out.push('prose: the string as a place (in/near …)');
    }
  }
  return [...new Set(out)];
}

/** The hits of one property, added to the fold's counts. */
export function hardStage(
  hits: string[],
  profile: ProfileFields,
  snippets: SnippetForProfile[],
  pages: { pageUrl: string; html: string }[],
  houseName: string,
  into: HardStages = emptyHard(),
): HardStages {
  if (!hits.length) return into;
  into.sites += 1;
  for (const hit of hits) {
    into.hits += 1;
    const h = lower(hit);
    bump(into.kinds, hitKind(hit));
    const ownWords = new Set(words(houseName).filter((w) => w.length > 2 && !LODGING_WORDS.test(w)));
    if (words(hit).some((w) => ownWords.has(w))) bump(into.kinds, 'shares a word with the house name');
    const fields = hitFields(profile, hit);
    for (const f of fields.length ? fields : ['none']) bump(into.fields, f);
    const carrying = snippets.filter((s) => lower(s.content).includes(h) || lower(s.section ?? '').includes(h));
    const types = new Set(carrying.map((s) => (lower(s.content).includes(h) ? s.type : `${s.type} (section)`)));
    const sources = new Set(carrying.map(snippetSource));
    for (const t of types.size ? types : ['none']) bump(into.snippetTypes, t);
    for (const t of sources.size ? sources : ['none']) bump(into.snippetSources, t);
    for (const f of fields) for (const t of sources.size ? sources : ['none']) bump(into.fieldSources, `${f}/${t}`);
    if (fields.includes('address')) {
      // a structured address the model trusted although the visible pages write another one
      const text = snippets.filter((s) => s.type === 'address' && s.method === 'text');
      const structured = carrying.filter((s) => s.type === 'address' && s.method !== 'text');
      if (structured.length) bump(into.fieldSources, text.length ? 'address/structured beside a visible address' : 'address/structured, no visible address');
      for (const st of structured.slice(0, 1)) {
        if (!text.length) continue;
        // how the kept structured address stands to the visible ones: its postcode, its other words, its street written on a page
        const codes = (x: string): string[] => x.match(/(?<![\p{L}\p{N}])\d{4,6}(?![\p{L}\p{N}])|\d{3}\s?\d{2}|\d{4}-\d{3}/gu) ?? [];
        const visible = text.map((t) => t.content).join('\n');
        const vw = new Set(words(visible));
        const postcode = codes(st.content).some((c) => codes(visible).includes(c));
        const shared = words(st.content).filter((w) => w.length > 2 && !/\d/.test(w) && vw.has(w)).length;
        const street = lower(st.content.split(',')[0] ?? '').trim();
        const onPages = street.length > 4 && pages.some((p) => lower(cheerio.load(p.html)('body').text()).includes(street));
        bump(into.fieldSources, `address/structured: postcode ${postcode ? 'shared' : 'not shared'}, ${shared ? 'some words shared' : 'no word shared'}, street ${onPages ? 'on a page' : 'on no page'}${snippets.some((x) => x.section?.startsWith(OUTDATED_PREFIX)) ? ', a move told' : ''}`);
      }
    }
    // the pages of the carrying snippets, else every page that writes it
    const urls = new Set(carrying.map((s) => s.pageUrl));
    const own = pages.filter((p) => urls.has(p.pageUrl));
    const contexts = new Set<string>();
    for (const p of own.length ? own : pages) for (const c of pageContexts(p.html, hit, houseName)) contexts.add(c);
    for (const c of contexts.size ? contexts : ['not on the pages']) bump(into.page, c);
    // the places on the page (not the sentence's features) by field
    for (const f of fields) for (const c of contexts.size ? [...contexts].filter((x) => !x.startsWith('sentence: ')) : ['not on the pages']) bump(into.fieldPages, `${f}/${c}`);
    if (fields.includes('description') && profile.description) for (const d of descriptionSource(profile.description, hit, snippets, houseName)) bump(into.description, d);
  }
  return into;
}

const kv = (r: Counts): string =>
  Object.entries(r)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || '-';

export function formatHard(stages: { fold: FoldName; hard?: HardStages }[]): string[] {
  const out = ['Hard failures (mustNotContain hits; counts per fold only: fields, carrying snippet types and sources, where the pages write the string, the description sentence kind):'];
  for (const { fold, hard } of stages) {
    if (!hard?.hits) continue;
    out.push(`  ${fold.padEnd(13)} ${hard.sites} sites, ${hard.hits} hits · strings: ${kv(hard.kinds)} · fields: ${kv(hard.fields)}`);
    out.push(`  ${''.padEnd(13)} snippet types: ${kv(hard.snippetTypes)} · sources: ${kv(hard.snippetSources)} · field/source: ${kv(hard.fieldSources)}`);
    out.push(`  ${''.padEnd(13)} on the pages: ${kv(hard.page)}`);
    out.push(`  ${''.padEnd(13)} field/place: ${kv(hard.fieldPages)}`);
    if (Object.keys(hard.description).length) out.push(`  ${''.padEnd(13)} description: ${kv(hard.description)}`);
  }
  return out;
}
