/**
 * A plain html → markdown conversion, the way "send the page as markdown" tools do it: the body's
 * visible text with headings, list items, paragraphs and table rows kept as markdown lines, links
 * as their text, and script/style/svg/template (never visible) dropped. Navigation, header and
 * footer stay in, as they do in such tools: the baseline does not get our extraction's judgement.
 */
import * as cheerio from 'cheerio';

/** The few fields of a parsed DOM node (domhandler's shape) this walk reads. */
interface DomNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const DROP = new Set(['script', 'style', 'noscript', 'svg', 'template', 'iframe', 'head', 'canvas']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'address', 'blockquote', 'figure', 'figcaption', 'form', 'dl', 'dt', 'dd', 'ul', 'ol', 'table', 'tbody', 'thead']);

export function htmlToMarkdown(html: string): string {
  const $ = cheerio.load(html);
  const lines: string[] = [];
  let current = '';
  const flush = (prefix = '') => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) lines.push(prefix + text);
    current = '';
  };
  const walk = (el: DomNode) => {
    if (el.type === 'text') {
      current += el.data ?? '';
      return;
    }
    if (el.type !== 'tag' && el.type !== 'root') return;
    const tag = el.name?.toLowerCase() ?? '';
    if (DROP.has(tag)) return;
    if (tag === 'br') {
      flush();
      return;
    }
    const heading = /^h([1-6])$/.exec(tag);
    if (heading || tag === 'li' || tag === 'tr' || BLOCK.has(tag)) flush();
    for (const child of el.children ?? []) walk(child);
    if (heading) flush(`${'#'.repeat(Number(heading[1]))} `);
    else if (tag === 'li') flush('- ');
    else if (tag === 'tr') flush('| ');
    else if (tag === 'td' || tag === 'th') current += ' | ';
    else if (BLOCK.has(tag)) flush();
    else if (tag === 'img' && el.attribs?.alt) current += ` ${el.attribs.alt} `;
  };
  const body = ($('body').get(0) ?? $.root().get(0)) as unknown as DomNode | undefined;
  if (body) walk(body);
  flush();
  return lines.join('\n\n');
}
