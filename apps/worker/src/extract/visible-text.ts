import type { CheerioAPI } from 'cheerio';
import { forgetDocumentIndex } from './document.ts';
import { cleanText, foldAccents, hasText, repairMojibake } from './text-utils.ts';
import { sectionKind } from './classify.ts';
import { bareStreetThenPostcode, hasPostcode, hasStreetAddress, looksLikeAddress } from './address.ts';

/** Minimal structural view of the parsed DOM (domhandler nodes) so we need no extra type package. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

export interface TextBlock {
  /** `end` closes every open heading: the page's footer is under none of the content's headings. */
  kind: 'heading' | 'text' | 'li' | 'end';
  text: string;
  /** Heading level 1-6; pseudo-headings (bold lines, "...Hdr" divs) get 5. */
  level: number;
  /** Inside a <nav> or a menu-like container. */
  nav: boolean;
  /** All of its text sits inside links. */
  linkOnly?: boolean;
  /**
   * The label of the menu entry this item is a child of, when that label types its children
   * ("Explore the Area" > "Algonquin Provincial Park", "Umgebung" > "Hallstätter See").
   */
  menuGroup?: string;
}

export interface Section {
  heading: string | null;
  /** Every heading above this section, outermost first (for typing by context). */
  path: string[];
  /** The page's h1 when it is in `path` (often the hotel name, so typed with care). */
  h1: string | null;
  paragraphs: string[];
  items: string[];
  nav: boolean;
  /** Paragraphs and items whose whole text is a link (buttons, "Read more", social links). */
  linkOnly: Set<string>;
}

const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'canvas', 'select', 'option', 'button', 'input', 'textarea', 'head', 'map', 'audio', 'video', 'picture', 'img']);
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'html', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'br', 'center', 'label', 'caption',
]);
const HEADING_CLASS = /(^|[-_\s])(hdr|header-title|heading|headline|title|subtitle|section-title)([-_\s]|$)|Hdr\b|Heading\b|Title\b/;
const MENU_CLASS = /(^|[-_\s])(nav|navbar|menu|breadcrumbs?|dropdown|submenu|megamenu|pagination|social|share)([-_\s]|$)/i;
/**
 * Forms (booking and search widgets: dates, guests, promo codes) and weather or social widgets are
 * interface chrome, never facts about the hotel: read like menus, whatever their link density.
 */
const CHROME_TAGS = new Set(['form', 'label', 'fieldset', 'legend']);
const CHROME_CLASS = /(^|[-_\s])(weather|forecast|social|share|sharing|follow-us|booking-?(widget|form|bar|engine|box)|reservation-?(widget|form|bar|box)|search-?(form|widget|box)|(book|rate)-?(widget|form|bar|box))([-_\s]|$)/i;

/**
 * Hidden text is not content: a page can carry text no visitor sees (and injected instructions
 * usually hide there).
 */
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'canvas']);
const SCREEN_READER_CLASSES = new Set(['sr-only', 'visually-hidden', 'screen-reader-text']);
const HIDDEN_CLASSES = new Set([...SCREEN_READER_CLASSES, 'hidden', 'd-none', 'hide']);
const BANNER = /(^|[-_\s])(cookie|cookies|gdpr|consent|cc-banner|cookiebar|cookie-notice|newsletter-popup)([-_\s]|$)/;
const HIDING_STYLE = /display:none|visibility:hidden|opacity:0(?![.\d])|font-size:0(?![.\d])|(left|top|text-indent):-\d{3,}|(height|width):0(px)?;.*overflow:hidden|clip:rect\(0/;

/** Whether a subtree holds a list, heading or table (bounded search). */
function hasStructure(n: DomNode, budget = { left: 5000 }, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  for (const c of n.children ?? []) {
    if (--budget.left < 0) return false;
    if (c.type === 'tag' && c.name && /^(ul|ol|h[1-4]|table)$/.test(c.name)) return true;
    if (c.type === 'tag' && hasStructure(c, budget, depth + 1)) return true;
  }
  return false;
}

function textLength(n: DomNode, limit: number): number {
  let len = 0;
  const visit = (x: DomNode, depth: number): void => {
    if (len > limit || depth > MAX_DEPTH) return;
    if (x.type === 'text') len += (x.data ?? '').trim().length;
    else for (const c of x.children ?? []) visit(c, depth + 1);
  };
  visit(n, 0);
  return len;
}

/** Whether the extractor treats an element as text no visitor sees (also read by the eval's diagnostics). */
export function isHidden(n: DomNode): boolean {
  const name = n.name ?? '';
  const a = n.attribs ?? {};
  if (HIDDEN_TAGS.has(name)) return true;
  if (a['hidden'] !== undefined || (a['aria-hidden'] ?? '').toLowerCase() === 'true') return true;
  if (name === 'input' && (a['type'] ?? '').toLowerCase() === 'hidden') return true;
  const cls = a['class'] ?? '';
  if (cls && cls.split(/\s+/).some((c) => HIDDEN_CLASSES.has(c.toLowerCase()))) return true;
  if (BANNER.test(`${a['id'] ?? ''} ${cls}`.toLowerCase())) return true;
  const style = (a['style'] ?? '').toLowerCase().replace(/\s+/g, '');
  if (style && HIDING_STYLE.test(style)) {
    // Tabs and accordions ship display:none and are shown by script: real content, not a hiding place.
    const scripted = /display:none/.test(style) && (/\b(tabbable|tabs?|tab-pane|accordion|collapse|panel)\b/i.test(cls) || textLength(n, 2000) > 2000);
    return !(scripted && hasStructure(n));
  }
  return false;
}

/** Elements that are icons by nature: their label is all the text they have. */
const ICON_TAGS = new Set(['i', 'span', 'em', 'svg', 'img']);
/** An <img> counts as an icon only when it says so (class, file) or is icon-sized; else it is a photo. */
const ICON_HINT = /(^|[-_\s/.])(icons?|ico|picto(gram)?s?|glyph|symbol|amenit(y|ies)|features?|facilit(y|ies)|services?|equipements?|ausstattung|servicios)([-_\s/.]|$)|\.svg(\?|$)/i;
/** Labels that describe the picture, not the thing: "logo", "image", a file name, a numbered photo. */
const DECORATIVE_LABEL =
  /\blogo|logotip|\.(jpe?g|png|gif|webp|svg|avif)\b|^(img|dsc|pxl|photo|image)[-_ ]?\d|^(image|img|icon|icone|icône|photo|picture|pic|foto|bild|imagen|immagine|afbeelding|imagem|picto|symbol|banner|slide|placeholder|spacer|arrow|close|menu|search|play|pause|next|prev(ious)?|\W*|\d+)$|\b(photo|image|picture|foto|bild|imagen|immagine|afbeelding|imagem)\s*(\d+|of|de|di|van|von)\b|^(map|karte|carte|mapa|mappa|kaart|plan)\b/i;

/**
 * Any element can be an image by ARIA: site builders draw an amenity icon as a <div role="img"
 * aria-label="..."> around an SVG. Buttons and regions with a label are controls, not pictures.
 */
function declaredImage(n: DomNode): boolean {
  const a = n.attribs ?? {};
  return (a['role'] ?? '').toLowerCase() === 'img' && (a['aria-label'] ?? a['title']) !== undefined;
}

/** Whether an <img> is an icon (says so in its class or file, or is icon-sized) rather than a photo. */
function iconImage(a: Record<string, string>): boolean {
  const size = Math.max(Number(a['width'] ?? 0) || 0, Number(a['height'] ?? 0) || 0);
  return ICON_HINT.test(`${a['class'] ?? ''} ${a['src'] ?? ''}`) || (size > 0 && size <= 64);
}

/** Whether a subtree holds a bare icon (an <i>, an inline SVG, an icon image or an icon-font span). */
function holdsIcon(n: DomNode, depth = 0): boolean {
  if (depth > 8) return false;
  for (const c of n.children ?? []) {
    if (c.type !== 'tag') continue;
    if (c.name === 'i' || c.name === 'svg' || (c.name === 'img' && iconImage(c.attribs ?? {})) || (c.name === 'span' && /(^|[-_\s])(icon|ico|fa|glyph|material-icons?|bi)([-_\s]|$)/i.test(c.attribs?.['class'] ?? ''))) return true;
    if (holdsIcon(c, depth + 1)) return true;
  }
  return false;
}

function isScreenReaderText(n: DomNode): boolean {
  return n.name === 'span' && !n.attribs?.['aria-label'] && !n.attribs?.['title'] && (n.attribs?.['class'] ?? '').split(/\s+/).some((c) => SCREEN_READER_CLASSES.has(c.toLowerCase()));
}

function iconLabel(n: DomNode): string | null {
  const a = n.attribs ?? {};
  let label = a['aria-label'] ?? a['title'] ?? (n.name === 'img' ? a['alt'] : undefined);
  if (label === undefined && n.name === 'svg') {
    const t = (n.children ?? []).find((c) => c.name === 'title');
    label = t ? (t.children ?? []).map((c) => c.data ?? '').join('') : undefined;
  }
  if (label === undefined && isScreenReaderText(n)) {
    // screen-reader text: what an icon next to it means
    label = (n.children ?? []).every((c) => c.type === 'text') ? (n.children ?? []).map((c) => c.data ?? '').join('') : undefined;
  }
  if (label === undefined) return null;
  const text = cleanText(label);
  if (text.length < 2 || text.length > 60 || text.split(' ').length > 8 || !/\p{L}/u.test(text) || DECORATIVE_LABEL.test(text)) return null;
  if (n.name === 'img' && !iconImage(a)) return null;
  return text;
}

/** Letters of a subtree's text outside the given icons and outside scripts, styles and hidden parts. */
function hasOtherText(n: DomNode, icons: Set<DomNode>, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  for (const c of n.children ?? []) {
    if (icons.has(c)) continue;
    if (c.type === 'text' && hasText(c.data) && /[\p{L}\p{N}]/u.test(c.data ?? '')) return true;
    if (c.type === 'tag' && !HIDDEN_TAGS.has(c.name ?? '') && (c.attribs?.['aria-hidden'] ?? '') !== 'true' && hasOtherText(c, icons, depth + 1)) return true;
  }
  return false;
}

/**
 * Icons are content when they are all an item says: `<li><i class="icon-wifi" aria-label="Free
 * Wi-Fi"></i></li>`, `<img alt="Pool">` in an amenity grid, `<svg><title>Parking</title></svg>`, a
 * `.sr-only` label beside a bare icon. Such an icon becomes a text span holding its label (several
 * in one otherwise empty block become list items). An icon beside visible text adds nothing, save in
 * a row of captioned icons (captionedItem), and photos, logos and file-name alts are never read.
 */
export function revealIconLabels($: CheerioAPI): void {
  const byBlock = new Map<DomNode, { icon: DomNode; label: string }[]>();
  const parentOf = new Map<DomNode, DomNode>();
  const walk = (n: DomNode, block: DomNode, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const c of n.children ?? []) {
      if (c.type !== 'tag' || !c.name) continue;
      parentOf.set(c, n);
      if ((ICON_TAGS.has(c.name) || declaredImage(c)) && !hasText(textOfShallow(c))) {
        const label = iconLabel(c);
        if (label) {
          let list = byBlock.get(block);
          if (!list) byBlock.set(block, (list = []));
          list.push({ icon: c, label });
          continue;
        }
      }
      if (HIDDEN_TAGS.has(c.name) || c.name === 'head' || c.name === 'button' || c.name === 'select') continue;
      walk(c, BLOCK_TAGS.has(c.name) && c.name !== 'br' && c.name !== 'hr' ? c : block, depth + 1);
    }
  };
  for (const root of $.root().toArray()) walk(root as unknown as DomNode, root as unknown as DomNode, 0);
  const captioned = new Map<DomNode, { block: DomNode; label: string | null }[]>();
  for (const [block, found] of byBlock) {
    if (hasOtherText(block, new Set(found.map((i) => i.icon)))) {
      const parent = parentOf.get(block);
      if (!parent || PAGE_TAGS.has(block.name ?? '') || block.name === 'article') continue;
      const caption = captionOf(block, new Set(found.map((i) => i.icon)));
      if (caption.linked || !/\p{L}/u.test(caption.text) || caption.text.length > 40 || caption.text.split(' ').length > 5) continue;
      let row = captioned.get(parent);
      if (!row) captioned.set(parent, (row = []));
      row.push({ block, label: captionedItem(block, found, caption.text) });
      continue;
    }
    // screen-reader text labels an icon beside it; without one it labels a control (a lightbox link)
    const icons = found.filter((i) => !isScreenReaderText(i.icon) || holdsIcon(block));
    // icons in a block that is not itself a list item (a row of amenity icons) are list items
    const asItems = !['li', 'dd', 'dt', 'td', 'th'].includes(block.name ?? '');
    for (const { icon, label } of icons) {
      icon.name = asItems ? 'li' : 'span';
      icon.attribs = {};
      icon.children = [{ type: 'text', data: ` ${label} ` }];
      (icon.children[0] as DomNode & { parent?: DomNode }).parent = icon;
    }
  }
  // A row of three or more captioned icons is a list whose items are the fuller labels; an item of
  // the same make whose labels say something else ("BBQ" by "Gazebo with barbecue") keeps its caption.
  for (const row of captioned.values()) {
    const matched = row.filter((r) => r.label !== null);
    if (matched.length < 3) continue;
    const make = (b: DomNode): string => `${b.name} ${b.attribs?.['class'] ?? ''}`;
    const makes = new Set(matched.map((r) => make(r.block)));
    for (const { block, label } of row) {
      if (label === null && !makes.has(make(block))) continue;
      if (!['li', 'dd', 'dt', 'td', 'th'].includes(block.name ?? '')) block.name = 'li';
      if (label === null) continue;
      block.children = [{ type: 'text', data: ` ${label} ` }];
      (block.children[0] as DomNode & { parent?: DomNode }).parent = block;
    }
  }
  forgetDocumentIndex($);
}

/** Lower-case words without diacritics, for comparing a caption with a label. */
function foldedWords(text: string): string[] {
  return foldAccents(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether every word of the caption is in the label, exactly or as the start of a longer form ("Parkplatz", "Parkplätze"). */
function containsWords(label: string, caption: string): boolean {
  const have = foldedWords(label);
  const want = foldedWords(caption);
  return want.length > 0 && want.every((w) => have.some((h) => h === w || (Math.min(h.length, w.length) >= 4 && (h.startsWith(w) || w.startsWith(h)))));
}

/** The visible text of a block outside its icons, and whether any of it sits in a link. */
function captionOf(n: DomNode, icons: Set<DomNode>): { text: string; linked: boolean } {
  let text = '';
  let linked = false;
  const visit = (x: DomNode, inLink: boolean, depth: number): void => {
    if (depth > 8 || text.length > 100) return;
    for (const c of x.children ?? []) {
      if (icons.has(c)) continue;
      if (c.type === 'text') {
        if (/[\p{L}\p{N}]/u.test(c.data ?? '')) linked ||= inLink;
        text += c.data ?? '';
      } else if (c.type === 'tag' && !HIDDEN_TAGS.has(c.name ?? '') && (c.attribs?.['aria-hidden'] ?? '') !== 'true') {
        const block = BLOCK_TAGS.has(c.name ?? '');
        if (block) text += ' ';
        visit(c, inLink || c.name === 'a', depth + 1);
        if (block) text += ' ';
      }
    }
  };
  visit(n, false, 0);
  return { text: cleanText(text), linked };
}

/**
 * An icon with a short caption beside it ("Parking" under an icon labelled "Free private parking"):
 * the item is the fullest label (the icon's, or the item's own aria-label or title) that holds every
 * word of the caption (short, unlinked: checked by the caller). Null when no label says what the caption says.
 */
function captionedItem(block: DomNode, found: { icon: DomNode; label: string }[], caption: string): string | null {
  const labels = found.map((i) => i.label);
  const own = iconLabel({ ...block, name: 'div', children: [] });
  if (own) labels.push(own);
  let best: string | null = null;
  for (const label of labels) if (containsWords(label, caption) && (!best || label.length > best.length)) best = label;
  return best;
}

/** The text of an element when it has no markup inside worth reading (an icon's own text, if any). */
function textOfShallow(n: DomNode): string {
  if (n.name === 'svg' || n.name === 'img') return '';
  let out = '';
  const visit = (x: DomNode, depth: number): void => {
    if (depth > 6 || out.length > 200) return;
    for (const c of x.children ?? []) {
      if (c.type === 'text') out += c.data ?? '';
      else if (c.type === 'tag' && c.name !== 'svg') visit(c, depth + 1);
    }
  };
  // screen-reader text is the label itself, not text beside it
  if (isScreenReaderText(n)) return '';
  visit(n, 0);
  return out;
}

/**
 * Page builders name the widget a block is: a testimonial carousel, a review card, a sister-hotels
 * strip ("elementor-testimonial__text", "review_card", "sister-hotels"). What guests
 * write praises what the hotel may lack (a pool it never had, a sauna since closed), and a sister's
 * block lists that house's facilities and address: neither is the hotel speaking of itself, so such
 * a widget is read as no content at all, like hidden text, whatever language its heading is in.
 */
const OTHER_VOICE_CLASS = /(?:^|[-_])(?:testimonials?|reviews?|guest-?book|sister(?:-?(?:hotels?|propert(?:y|ies)|resorts?|houses?|inns?|lodges?))?)(?:$|[-_])/i;
/** Elements a class never removes: a page-wide class ("page-reviews" on the body) says nothing of one block. */
const PAGE_TAGS = new Set(['html', 'body', 'main']);

function notTheHotelsVoice(n: DomNode): boolean {
  if (PAGE_TAGS.has(n.name ?? '')) return false;
  const cls = n.attribs?.['class'] ?? '';
  return cls !== '' && cls.split(/\s+/).some((c) => OTHER_VOICE_CLASS.test(c));
}

/**
 * Hidden text is not content: a page can carry text no visitor sees (and injected instructions
 * usually hide there). One top-down pass; pruned subtrees are never visited. The same pass repairs
 * mojibake in the text it keeps (text-utils repairMojibake).
 */
export function removeHidden($: CheerioAPI): void {
  // before pruning: a bare icon's label is visible content, however its element is hidden from readers
  revealIconLabels($);
  const roots = $.root().toArray() as unknown as DomNode[];
  const controls = visibleControls(roots);
  const prune = (node: DomNode, depth: number): void => {
    if (!node.children) return;
    // No real page nests this deep; a hostile one must not overflow the stack of every later pass.
    if (depth >= MAX_DEPTH) {
      node.children = [];
      return;
    }
    const kids = node.children;
    node.children = kids.filter((c, i) => c.type !== 'comment' && !(c.type === 'tag' && ((isHidden(c) && !revealedPanel(c, controls, kids, i)) || notTheHotelsVoice(c))));
    for (const c of node.children) {
      if (c.type === 'tag' || c.type === 'root') prune(c, depth + 1);
      // before any reading: "CafÃ©" holds a "©" that would make its paragraph a copyright line
      else if (c.type === 'text' && c.data) c.data = repairMojibake(c.data);
    }
  };
  for (const root of roots) prune(root, 0);
  forgetDocumentIndex($);
}

interface VisibleControls {
  /** Ids a visible tab, button or summary names in aria-controls. */
  controlled: Set<string>;
  /** Ids of visible role="tab" elements. */
  tabs: Set<string>;
}

const PANEL_HIDING_CLASSES = new Set(['hidden', 'd-none', 'hide']);

function isControl(n: DomNode): boolean {
  const role = (n.attribs?.['role'] ?? '').toLowerCase();
  return n.name === 'button' || n.name === 'summary' || role === 'tab' || role === 'button';
}

/** Whether a control says what it opens: text of its own or a label. */
function labelledControl(n: DomNode): boolean {
  const a = n.attribs ?? {};
  return textLength(n, 1) > 0 || hasText(a['aria-label']) || hasText(a['title']);
}

function visibleControls(roots: DomNode[]): VisibleControls {
  const out: VisibleControls = { controlled: new Set(), tabs: new Set() };
  const visit = (n: DomNode, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const c of n.children ?? []) {
      if (c.type !== 'tag' || isHidden(c) || notTheHotelsVoice(c)) continue;
      if (isControl(c) && labelledControl(c)) {
        const a = c.attribs ?? {};
        for (const id of (a['aria-controls'] ?? '').split(/\s+/)) if (id) out.controlled.add(id);
        if ((a['role'] ?? '').toLowerCase() === 'tab' && a['id']) out.tabs.add(a['id']);
      }
      visit(c, depth + 1);
    }
  };
  for (const r of roots) visit(r, 0);
  return out;
}

/** Whether `n` is hidden only the way script-shown panels are (the hidden attribute, display:none, a hiding class). */
function hiddenAsPanel(n: DomNode): boolean {
  const a = n.attribs ?? {};
  if (n.name !== 'div' && n.name !== 'section' && n.name !== 'article' && n.name !== 'ul' && n.name !== 'ol' && n.name !== 'dd' && n.name !== 'p') return false;
  const attribs: Record<string, string> = { ...a };
  delete attribs['hidden'];
  if (a['class']) attribs['class'] = a['class'].split(/\s+/).filter((c) => !PANEL_HIDING_CLASSES.has(c.toLowerCase())).join(' ');
  if (a['style']) attribs['style'] = a['style'].replace(/display\s*:\s*none\s*(!important)?/gi, '');
  return !isHidden({ ...n, attribs });
}

/**
 * Tab panels and accordion panels are page content a visitor reads by clicking: a page ships the
 * inactive ones `hidden` (or display:none, or a "hidden" class) and its script shows them. Such a
 * panel is read only when a *visible* control on the page reveals it: a role="tab", a button
 * (<button>, role="button") or a <summary> whose aria-controls names it, a role="tabpanel" whose
 * aria-labelledby names a visible tab, or a disclosure button (aria-expanded) just before it.
 * Nothing else hidden is revealed: aria-hidden chrome, screen-reader text, templates, cookie
 * dialogs, off-screen or transparent text and a hidden block no control opens stay out. (isHidden
 * already keeps display:none containers whose class marks them as tabs or accordions; this reads
 * the panels that only their controls mark.)
 */
function revealedPanel(n: DomNode, controls: VisibleControls, siblings: DomNode[], index: number): boolean {
  if (n.type !== 'tag' || !hiddenAsPanel(n) || textLength(n, 1) === 0) return false;
  const a = n.attribs ?? {};
  if (a['id'] && controls.controlled.has(a['id'])) return true;
  if ((a['role'] ?? '').toLowerCase() === 'tabpanel' && (a['aria-labelledby'] ?? '').split(/\s+/).some((id) => id && controls.tabs.has(id))) return true;
  // a disclosure: the button just before the panel, visible itself, says whether it is open
  for (let i = index - 1; i >= 0; i--) {
    const s = siblings[i]!;
    if (s.type === 'text' && !hasText(s.data)) continue;
    if (s.type === 'comment') continue;
    return s.type === 'tag' && isControl(s) && s.attribs?.['aria-expanded'] !== undefined && !isHidden(s) && labelledControl(s);
  }
  return false;
}

const MAX_DEPTH = 400;

/** The direct children of `n` that are tags, skipping text and comments. */
function tagChildren(n: DomNode): DomNode[] {
  return (n.children ?? []).filter((c) => c.type === 'tag');
}

/** The visible text of a small subtree (a menu label), without descending into nested lists. */
function labelText(n: DomNode, depth = 0): string {
  if (depth > 6) return '';
  let out = '';
  for (const c of n.children ?? []) {
    if (c.type === 'text') out += c.data ?? '';
    else if (c.type === 'tag' && c.name && !SKIP_TAGS.has(c.name) && c.name !== 'ul' && c.name !== 'ol') out += ` ${labelText(c, depth + 1)} `;
  }
  return cleanText(out);
}

/**
 * A menu entry whose label types what it opens: "Explore the Area" over a dropdown of sights,
 * "Umgebung" over lakes and castles, "Facilities" over "Spa" and "Pool". Its children are the
 * site's own list of those things (often pages the crawl never reaches), so they are read as items
 * under that label instead of as navigation. Only the dropdown's own entries count (one level), and
 * only labels that name points of interest or facilities: "About" or "Rooms" menus stay navigation.
 */
/** Kinds of section that are no sight and no facility: an entry of one heads a page's part. */
const TOC_KINDS = new Set<string | null>(['transport', 'contact', 'policy', 'reviews', 'chrome']);

function typedSubmenu(li: DomNode): { label: string; items: string[] } | null {
  const kids = tagChildren(li);
  // the dropdown: a nested list, directly or inside a few wrappers (mega menus: div > div.row > ul)
  const findList = (n: DomNode, depth: number): DomNode | undefined => {
    for (const c of tagChildren(n)) {
      if (c.name === 'ul' || c.name === 'ol') return c;
      if (depth < 3 && c.name !== 'a' && c.name !== 'li') {
        const found = findList(c, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  const list = findList(li, 0);
  if (!list) return null;
  const labelNode = kids.find((c) => (c.name === 'a' || c.name === 'span' || c.name === 'p' || c.name === 'strong') && findList(c, 0) === undefined);
  const label = labelNode ? labelText(labelNode) : '';
  if (!label || label.length > 40 || label.split(' ').length > 5) return null;
  const kind = sectionKind([label]);
  if (kind !== 'poi' && kind !== 'amenity') return null;
  const items = tagChildren(list)
    .filter((c) => c.name === 'li')
    .map((c) => labelText(c))
    .filter((t) => t.length >= 3 && t.length <= 80);
  // an entry that heads a section of another kind ("Getting here", "Contact") makes the dropdown the
  // page's table of contents, whose other entries are sections too ("Volcanoes", "Walks"), not things
  // (a facilities dropdown keeps its airport shuttle: a transfer is a service the house offers)
  if (kind === 'poi' && items.some((t) => TOC_KINDS.has(sectionKind([t])))) return null;
  return items.length >= 2 ? { label, items } : null;
}

/** Whether an element holds only text and inline elements. */
function inlineOnly(n: DomNode): boolean {
  return (n.children ?? []).every((c) => c.type === 'text' || (c.name && !BLOCK_TAGS.has(c.name)));
}

const WRAPPER_TAGS = new Set(['div', 'section', 'header', 'p']);
/** A page builder's heading widget; "title" alone also names modifiers ("metadata--above-title"). */
const HEADING_WIDGET = /(^|[-_\s])heading([-_\s]|$)/;

/**
 * Page builders wrap a heading's text in a few divs ("widget-heading > widget-container >
 * span.heading-title"): the block whose class says heading is the one to read, through wrappers that
 * each hold nothing else. A real <h2> at the end of the chain is read as itself.
 */
function soleBlockChild(n: DomNode): DomNode {
  let cur = n;
  for (let depth = 0; depth < 3 && !inlineOnly(cur); depth++) {
    const kids = (cur.children ?? []).filter((c) => c.type === 'tag' || (c.type === 'text' && hasText(c.data)));
    const only = kids.length === 1 ? kids[0] : undefined;
    if (!only || only.type !== 'tag' || !WRAPPER_TAGS.has(only.name ?? '')) return n;
    cur = only;
  }
  return cur !== n && (cur.children ?? []).some((c) => /^h[1-6]$/.test(c.name ?? '')) ? n : cur;
}

/** Elements whose own <footer> closes them (a card's, a quote's), not the page. */
const SECTIONING_TAGS = new Set(['article', 'section', 'aside', 'blockquote', 'nav', 'figure', 'li', 'td']);

/**
 * The page's footer: a <footer> (or role=contentinfo) outside any article, section or quote. What it
 * holds (the hotel's address, legal links) belongs to no heading above it, least of all to a
 * carousel of other hotels that happens to come last.
 */
function isPageFooter(n: DomNode, sectioningDepth: number): boolean {
  return sectioningDepth === 0 && (n.name === 'footer' || (n.attribs?.['role'] ?? '').toLowerCase() === 'contentinfo');
}

/** The lines of a block of text and inline elements broken by two or more <br>; null for any other block. */
function brokenLines(n: DomNode): string[] | null {
  const lines: string[] = [];
  let cur = '';
  for (const c of n.children ?? []) {
    if (c.type === 'tag' && c.name === 'br') {
      lines.push(cur);
      cur = '';
    } else if (c.type === 'text') cur += c.data ?? '';
    else if (c.type === 'tag' && c.name && !BLOCK_TAGS.has(c.name) && !SKIP_TAGS.has(c.name)) cur += ` ${labelText(c)} `;
    else if (c.type === 'tag') return null;
  }
  lines.push(cur);
  const kept = lines.map(cleanText).filter(Boolean);
  return kept.length >= 3 && kept.every((l) => l.length <= 80) ? kept : null;
}

/** The rows of a table, through its thead/tbody/tfoot, each marked when it sits in the thead. */
function tableRows(table: DomNode): { cells: DomNode[]; thead: boolean }[] {
  const rows: { cells: DomNode[]; thead: boolean }[] = [];
  for (const c of tagChildren(table)) {
    if (c.name === 'tr') rows.push({ cells: tagChildren(c).filter((x) => x.name === 'td' || x.name === 'th'), thead: false });
    else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') {
      for (const tr of tagChildren(c)) if (tr.name === 'tr') rows.push({ cells: tagChildren(tr).filter((x) => x.name === 'td' || x.name === 'th'), thead: c.name === 'thead' });
    }
  }
  return rows;
}

/** Whether a subtree holds a list, a heading or another table (a layout cell, not a field). */
function holdsStructure(n: DomNode, depth = 0): boolean {
  if (depth > 8) return true;
  return tagChildren(n).some((c) => /^(?:ul|ol|table|h[1-6])$/.test(c.name ?? '') || holdsStructure(c, depth + 1));
}

const DIGIT = /\d/;

/** A column after the first that holds a number in most rows: distances, times, prices. */
function hasMeasureColumn(rows: string[][]): boolean {
  const width = Math.max(...rows.map((r) => r.length));
  const share = (j: number): number => rows.filter((r) => DIGIT.test(r[j] ?? '')).length / rows.length;
  if (share(0) >= 0.5) return false;
  for (let j = 1; j < width; j++) if (share(j) >= 0.6) return true;
  return false;
}

/**
 * A data table read as records: "Place | Distance | On foot" over "Old Town Square | 1.2 km | 15 min"
 * is one item per row ("Old Town Square – 1.2 km – 15 min"), and its header row labels the columns,
 * it is no item. A table counts when its rows are records: it has a header row, row headers (<th>
 * then <td>) or a column of measures. A grid of peer items (an amenity table, two per row) and a
 * layout table (long cells, nested lists or tables) are left to the ordinary walk.
 */
function tableRecords(table: DomNode): string[] | null {
  const rows = tableRows(table).filter((r) => r.cells.length > 0);
  if (rows.length < 2 || rows.some((r) => r.cells.length > 6 || r.cells.some((c) => holdsStructure(c)))) return null;
  const texts = rows.map((r) => r.cells.map((c) => labelText(c)));
  if (texts.some((r) => r.some((t) => t.length > 300))) return null;
  const allTh = (i: number): boolean => rows[i]!.cells.length >= 2 && rows[i]!.cells.every((c) => c.name === 'th');
  let header = rows.map((r, i) => r.thead || (i === 0 && allTh(0)));
  // a first row of short words over columns of measures labels them, though written with <td>
  if (!header.some(Boolean) && texts[0]!.length >= 2 && texts[0]!.every((t) => t.length <= 30 && !DIGIT.test(t)) && hasMeasureColumn(texts.slice(1))) header = header.map((_h, i) => i === 0);
  const body = rows.map((r, i) => ({ row: r, text: texts[i]! })).filter((_r, i) => !header[i]);
  if (body.length === 0) return null;
  const rowHeaders = body.some(({ row }) => row.cells.length >= 2 && row.cells[0]!.name === 'th' && row.cells.slice(1).every((c) => c.name === 'td'));
  if (!header.some(Boolean) && !rowHeaders && !hasMeasureColumn(body.map((b) => b.text))) return null;
  return body
    .map(({ row, text }) => {
      const parts = text.filter(Boolean);
      // a labelled field ("Check-in: 3pm") reads as one; a record's fields are joined by dashes
      if (row.cells[0]?.name === 'th' && parts.length === 2 && rowHeaders) return `${parts[0]}: ${parts[1]}`;
      // a name with its measures ("Old Town Square (1.2 km, 15 min)"), else fields joined by dashes
      const [first = '', ...rest] = parts;
      return rest.length && !DIGIT.test(first) && rest.every((t) => t.length <= 24 && DIGIT.test(t)) ? `${first} (${rest.join(', ')})` : parts.join(' – ');
    })
    .filter(Boolean);
}

/** A bare distance or travel time: "37.4 miles away", "2 blocks west", "12 minutes' walk", "800 m", "5 Gehminuten". */
const BARE_DISTANCE = /^(?:~|ca\.?|approx\.?|env\.?|circa)?\s*\d[\d.,]*\s*(?:km|m|mi|miles?|meters?|metres?|mètres|metros|metri|meter|kilom\w*|min\w*|gehminuten|minuten|minut\w*|h|hrs?|hours?|heures?|horas?|ore|stunden?|blocks?|cuadras?|quadras?|phút|分)\b/iu;

/**
 * A card that says only a name and how far it is: "<h3>37.4 miles away</h3><h3>Mesa Verde</h3>" in
 * a list item, "<article><h3>Old Harbour</h3><p>5 minutes' walk</p></article>". Read as headings,
 * the name would head an empty section and be lost; the card is one item, "Mesa Verde (37.4 miles
 * away)". Null for any other card.
 */
function distanceCard(card: DomNode): string | null {
  const parts: { text: string; heading: boolean }[] = [];
  const visit = (n: DomNode, depth: number): boolean => {
    if (depth > 6) return false;
    for (const c of n.children ?? []) {
      if (c.type === 'text') {
        if (hasText(c.data)) return false;
        continue;
      }
      if (c.type !== 'tag' || !c.name || SKIP_TAGS.has(c.name)) continue;
      if (/^(?:ul|ol|table|li)$/.test(c.name)) return false;
      const heading = /^h[1-6]$/.test(c.name);
      if (heading || (inlineOnly(c) && c.name !== 'a' && !holdsStructure(c))) {
        const text = labelText(c);
        if (text) parts.push({ text, heading });
      } else if (!visit(c, depth + 1)) return false;
      if (parts.length > 2) return false;
    }
    return true;
  };
  if (!visit(card, 0) || parts.length !== 2 || !parts.some((p) => p.heading)) return null;
  const dist = parts.filter((p) => BARE_DISTANCE.test(p.text) && p.text.length <= 40);
  if (dist.length !== 1) return null;
  const name = parts.find((p) => p !== dist[0])!;
  if (!name.heading || name.text.length > 80 || DIGIT.test(name.text.slice(0, 1))) return null;
  return `${name.text} (${dist[0]!.text})`;
}

/** Through <font> and <span> wrappers that hold one element and no text of their own, to that element. */
function soleInlineWrapped(n: DomNode | undefined, depth = 0): DomNode | undefined {
  if (!n || n.type !== 'tag' || (n.name !== 'font' && n.name !== 'span') || depth > 3) return n;
  const kids = (n.children ?? []).filter((c) => !(c.type === 'text' && !/\S/.test(c.data ?? '')) && c.type !== 'comment');
  return kids.length === 1 ? soleInlineWrapped(kids[0], depth + 1) : n;
}

/** The words of a link to more of the same ("more info", "weiterlesen", "en savoir plus", "leggi di più"). */
const MORE_LINK =
  /^(?:more|more info(?:rmation)?|more details|details|read more|learn more|find out more|mehr|mehr erfahren|mehr infos?|weiterlesen|weitere infos?|en savoir plus|lire la suite|plus d['’]infos?|voir plus|más información|más info|leer más|ver más|saber más|scopri di più|leggi (?:di )?più|continua a leggere|maggiori informazioni|saiba mais|leia mais|ver mais|lees meer|meer info(?:rmatie)?|meer lezen|więcej|czytaj więcej)\s*[»›>→.…]*$/iu;

/**
 * A `<label>` that labels no control (no `for`, no field inside, outside any form) is a styled piece
 * of text ("<li>Street <label>10</label></li>"), drawn inline: read as a span, not as form chrome.
 */
function unwrapTextLabels($: CheerioAPI): void {
  $('label').each((_, el) => {
    const $el = $(el);
    if ($el.attr('for') !== undefined || $el.find('input,select,textarea,button').length || $el.closest('form').length) return;
    (el as unknown as { name: string }).name = 'span';
  });
}

/** Linearize the visible DOM into headings, text blocks and list items, in reading order. */
export function toBlocks($: CheerioAPI, h1s: string[] = []): TextBlock[] {
  unwrapTextLabels($);
  const blocks: TextBlock[] = [];
  let buf = '';
  let bufKind: TextBlock['kind'] = 'text';
  let navDepth = 0;
  let linkDepth = 0;
  let sectioningDepth = 0;
  let footerDepth = 0;
  let footerStart = -1;
  // whether the buffer holds any letter outside a link
  let unlinked = false;
  const flush = (): void => {
    const text = cleanText(buf);
    buf = '';
    if (text) blocks.push({ kind: bufKind, text, level: 0, nav: navDepth > 0, linkOnly: !unlinked });
    unlinked = false;
  };
  /**
   * Text of a subtree, stopping once it is longer than `limit`: the checks below only need to know
   * whether an element is short, and full text per element would be quadratic on deeply nested pages.
   */
  const textOf = (n: DomNode, limit = 2000): string => {
    let out = '';
    const visit = (x: DomNode): void => {
      if (out.length > limit) return;
      if (x.type === 'text') {
        out += x.data ?? '';
        return;
      }
      if (x.type !== 'tag' && x.type !== 'root') return;
      if (x.name && SKIP_TAGS.has(x.name)) return;
      const block = x.name === 'br' || (x.name !== undefined && BLOCK_TAGS.has(x.name));
      if (block) out += ' ';
      for (const c of x.children ?? []) visit(c);
      if (block) out += ' ';
    };
    visit(n);
    return out;
  };
  // memoized character counts (whitespace ignored) for link density, linear over the document
  const lenCache = new WeakMap<DomNode, number>();
  const textLen = (n: DomNode): number => {
    const cached = lenCache.get(n);
    if (cached !== undefined) return cached;
    let len = 0;
    if (n.type === 'text') len = (n.data ?? '').replace(/\s+/g, '').length;
    else if ((n.type === 'tag' || n.type === 'root') && !(n.name && SKIP_TAGS.has(n.name))) for (const c of n.children ?? []) len += textLen(c);
    lenCache.set(n, len);
    return len;
  };
  const linkedCache = new WeakMap<DomNode, number>();
  const linkedLen = (n: DomNode): number => {
    const cached = linkedCache.get(n);
    if (cached !== undefined) return cached;
    let len = 0;
    if (n.type === 'tag' && n.name === 'a') len = textLen(n);
    else for (const c of n.children ?? []) len += linkedLen(c);
    linkedCache.set(n, len);
    return len;
  };
  const isPseudoHeading = (n: DomNode): boolean => {
    // the structural tests are cheap and rule out almost every block before its text is read
    const cls = n.attribs?.['class'] ?? '';
    const children = n.children ?? [];
    const byClass = HEADING_CLASS.test(cls) && (inlineOnly(n) || (HEADING_WIDGET.test(cls) && inlineOnly(soleBlockChild(n))));
    if (!byClass) {
      // a block whose whole text is bold acts as a heading
      let kid: DomNode | undefined;
      let count = 0;
      for (const c of children) {
        if (c.type === 'text' && !hasText(c.data)) continue;
        kid = c;
        if (++count > 1) break;
      }
      // old table layouts wrap the bold run in <font> or <span> ("<td><font><b>News</b></font></td>")
      kid = count === 1 ? soleInlineWrapped(kid) : undefined;
      const boldOnly = count === 1 && kid?.type === 'tag' && (kid.name === 'strong' || kid.name === 'b');
      if (!boldOnly) return false;
    }
    const text = cleanText(textOf(n, 120));
    if (!text || text.length > 80 || /[.!?:;,]$/.test(text) && !/:$/.test(text)) return false;
    return byClass || text.split(' ').length <= 10;
  };
  /** Share of an element's text that sits inside links: menus are almost all links. */
  const linkDensity = (n: DomNode): number => {
    const total = textLen(n);
    return total === 0 ? 1 : linkedLen(n) / total;
  };
  /** A row of three or more alike inline elements (tags, chips, badges) is a list. */
  const isChipRow = (n: DomNode): boolean => {
    const children = n.children ?? [];
    if (children.length < 3) return false;
    const kids = children.filter((c) => !(c.type === 'text' && !hasText(c.data)) && c.type !== 'comment');
    if (kids.length < 3) return false;
    const first = kids[0];
    if (!first || first.type !== 'tag' || !first.name || BLOCK_TAGS.has(first.name) || first.name === 'a' || first.name === 'br') return false;
    const cls = first.attribs?.['class'] ?? '';
    return kids.every((k) => {
      if (k.type !== 'tag' || k.name !== first.name || (k.attribs?.['class'] ?? '') !== cls) return false;
      const len = cleanText(textOf(k, 80)).length;
      return len > 0 && len <= 60;
    });
  };
  const walk = (n: DomNode): void => {
    if (n.type === 'text') {
      buf += n.data ?? '';
      if (linkDepth === 0 && /\p{L}/u.test(n.data ?? '')) unlinked = true;
      return;
    }
    if (n.type !== 'tag' && n.type !== 'root') return;
    const name = n.name ?? '';
    // feature icons say what they show only in their alt text ("100% Non-Smoking Hotel")
    if (name === 'img' && /icon/i.test(n.attribs?.['class'] ?? '')) {
      const alt = cleanText(n.attribs?.['alt'] ?? n.attribs?.['title'] ?? '');
      if (alt && alt.length <= 60) {
        flush();
        blocks.push({ kind: 'li', text: alt, level: 0, nav: navDepth > 0 });
      }
      return;
    }
    if (SKIP_TAGS.has(name)) return;
    // a "more info" link says nothing itself, and set inline before a name it glues onto it
    // ("more infoSamoset Golf Course"): its text is left out
    if (name === 'a' && MORE_LINK.test(cleanText(textOf(n, 60)))) return;
    // a heading left open ("<h4>Things to do<h4><ul>…") holds the list after it, which a browser
    // shows as content: its text before the list is the heading, the rest is read as blocks
    const structured = /^h[1-6]$/.test(name) ? (n.children ?? []).findIndex((c) => c.type === 'tag' && (/^(?:ul|ol|table|h[1-6])$/.test(c.name ?? '') || holdsStructure(c))) : -1;
    if (structured >= 0) {
      flush();
      const kids = n.children ?? [];
      const lead = cleanText(kids.slice(0, structured).map((c) => textOf(c)).join(' ')).slice(0, 500);
      if (lead) blocks.push({ kind: 'heading', text: lead, level: Number(name[1]), nav: navDepth > 0 });
      for (const c of kids.slice(structured)) walk(c);
      flush();
      return;
    }
    if (/^h[1-6]$/.test(name)) {
      flush();
      const text = cleanText(textOf(n)).slice(0, 500);
      if (text) blocks.push({ kind: 'heading', text, level: Number(name[1]), nav: navDepth > 0 });
      if (text && name === 'h1') h1s.push(text);
      return;
    }
    const isBlock = BLOCK_TAGS.has(name);
    if (isBlock && name !== 'br' && name !== 'li' && isPseudoHeading(n)) {
      flush();
      blocks.push({ kind: 'heading', text: cleanText(textOf(n, 120)).replace(/:$/, ''), level: 5, nav: navDepth > 0 });
      return;
    }
    if (isBlock && name !== 'li' && isChipRow(n)) {
      flush();
      for (const c of n.children ?? []) {
        const t = cleanText(textOf(c, 80));
        if (t) blocks.push({ kind: 'li', text: t, level: 0, nav: navDepth > 0 });
      }
      return;
    }
    if (name === 'li' && navDepth > 0) {
      const group = typedSubmenu(n);
      if (group) {
        flush();
        for (const item of group.items) blocks.push({ kind: 'li', text: item, level: 0, nav: false, linkOnly: true, menuGroup: group.label });
        return;
      }
    }
    const card = (name === 'li' || name === 'article') && navDepth === 0 ? distanceCard(n) : null;
    if (card) {
      flush();
      blocks.push({ kind: 'li', text: card, level: 0, nav: false });
      return;
    }
    const records = name === 'table' && navDepth === 0 ? tableRecords(n) : null;
    if (records) {
      flush();
      const caption = tagChildren(n).find((c) => c.name === 'caption');
      const title = caption ? labelText(caption) : '';
      if (title) blocks.push({ kind: 'text', text: title, level: 0, nav: false });
      for (const r of records) blocks.push({ kind: 'li', text: r, level: 0, nav: false });
      return;
    }
    const pageFooter = isPageFooter(n, sectioningDepth);
    if (pageFooter) {
      flush();
      blocks.push({ kind: 'end', text: '', level: 0, nav: false });
      footerStart = blocks.length - 1;
    }
    // a footer's address block drawn line by line ("14 Pier Road<br>Whitby<br>YO21 3PU") under no
    // heading of its own stays one block: its town line alone would be an untyped word, and dropped
    const lines = footerDepth > 0 && !blocks.some((b, i) => i > footerStart && b.kind === 'heading') && (name === 'p' || name === 'div') ? brokenLines(n) : null;
    if (lines) {
      flush();
      blocks.push({ kind: 'text', text: lines.join('\n'), level: 0, nav: navDepth > 0 });
      return;
    }
    const attrs = `${n.attribs?.['class'] ?? ''} ${n.attribs?.['id'] ?? ''} ${n.attribs?.['role'] ?? ''}`;
    const outer = ['html', 'body', 'main', 'article'].includes(name);
    const menu =
      !outer &&
      (((name === 'nav' || MENU_CLASS.test(attrs)) && linkDensity(n) >= 0.6) ||
        CHROME_TAGS.has(name) ||
        // a widget is small; a big block with such a class is a layout wrapper, not chrome
        (CHROME_CLASS.test(attrs) && textLength(n, 1500) <= 1500));
    if (isBlock) flush();
    const prevKind = bufKind;
    if (name === 'li' || name === 'dd' || name === 'dt') bufKind = 'li';
    if (menu) navDepth++;
    if (name === 'a') linkDepth++;
    const sectioning = SECTIONING_TAGS.has(name);
    if (sectioning) sectioningDepth++;
    if (pageFooter) footerDepth++;
    for (const c of n.children ?? []) walk(c);
    if (pageFooter) footerDepth--;
    if (sectioning) sectioningDepth--;
    if (name === 'a') linkDepth--;
    if (isBlock) flush();
    if (menu) navDepth--;
    bufKind = prevKind;
  };
  for (const root of $.root().toArray()) walk(root as unknown as DomNode);
  // Paragraphs that start with a bullet character are list items written by hand ("+49 761 ..." is a phone number).
  for (const b of blocks) if (b.kind === 'text' && /^(?:[•·*▪►✓✔–»›-]|\+(?!\s*\d))\s*\S/u.test(b.text) && b.text.length <= 200) b.kind = 'li';
  // A short line directly followed by a list introduces that list: treat it as its heading.
  for (let i = 0; i < blocks.length - 1; i++) {
    const b = blocks[i];
    const next = blocks[i + 1];
    if (b && next && b.kind === 'text' && next.kind === 'li' && b.text.length <= 60 && !/[.!?]$/.test(b.text) && b.text.split(' ').length <= 8) {
      b.kind = 'heading';
      b.level = 5;
      b.text = b.text.replace(/:$/, '');
    }
  }
  return blocks;
}

/** Group blocks under their nearest heading. */
export function toSections(input: TextBlock[]): Section[] {
  // A run of three or more same-level headings with nothing between them is a list of names
  // (e.g. an attractions page made of bare <h4>s): read them as items of the heading above.
  const blocks = input.map((b) => ({ ...b }));
  for (let i = 0; i < blocks.length; ) {
    let j = i;
    while (j < blocks.length && blocks[j]!.kind === 'heading' && blocks[j]!.level === blocks[i]!.level && blocks[i]!.kind === 'heading') j++;
    if (j - i >= 3 && i > 0 && blocks[i - 1]!.kind === 'heading' && blocks[i - 1]!.level < blocks[i]!.level) {
      for (let k = i; k < j; k++) blocks[k] = { ...blocks[k]!, kind: 'li' };
    }
    i = Math.max(j, i + 1);
  }
  const sections: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let current: Section = { heading: null, path: [], h1: null, paragraphs: [], items: [], nav: false, linkOnly: new Set() };
  const push = (): void => {
    if (current.paragraphs.length || current.items.length) sections.push(current);
  };
  let menuSection: Section | null = null;
  for (const b of blocks) {
    if (b.menuGroup) {
      // a typed dropdown is a section of its own, beside whatever content section is open
      if (!menuSection || menuSection.heading !== b.menuGroup) {
        menuSection = { heading: b.menuGroup, path: [b.menuGroup], h1: null, paragraphs: [], items: [], nav: false, linkOnly: new Set() };
        sections.push(menuSection);
      }
      menuSection.items.push(b.text);
      if (b.linkOnly) menuSection.linkOnly.add(b.text);
      continue;
    }
    menuSection = null;
    if (b.kind === 'end') {
      push();
      stack.length = 0;
      current = { heading: null, path: [], h1: null, paragraphs: [], items: [], nav: false, linkOnly: new Set() };
      continue;
    }
    if (b.kind === 'heading') {
      push();
      while (stack.length && (stack[stack.length - 1]?.level ?? 0) >= b.level) stack.pop();
      stack.push({ level: b.level, text: b.text });
      current = { heading: b.text, path: stack.map((s) => s.text), h1: stack.find((s) => s.level === 1)?.text ?? null, paragraphs: [], items: [], nav: b.nav, linkOnly: new Set() };
      // an address set large as a heading ("<h2>8538 Greig Street, Sodus Point, New York, 14555</h2>")
      // is the footer's or contact block's content as well as the title of what follows
      // (or "Am Anger 7, 6020 Innsbruck": a street without its type word before the postcode line)
      if (b.level > 1 && looksLikeAddress(b.text) && hasPostcode(b.text) && (hasStreetAddress(b.text) || bareStreetThenPostcode(b.text))) current.paragraphs.push(b.text);
      continue;
    }
    if (b.kind === 'li') {
      if (b.nav) {
        // menu items never mix with content
        if (!current.nav) {
          push();
          current = { ...current, paragraphs: [], items: [], nav: true, linkOnly: new Set() };
        }
      } else if (current.nav) {
        push();
        current = { ...current, paragraphs: [], items: [], nav: false, linkOnly: new Set() };
      }
      current.items.push(b.text);
    } else current.paragraphs.push(b.text);
    if (b.linkOnly) current.linkOnly.add(b.text);
  }
  push();
  return sections;
}
