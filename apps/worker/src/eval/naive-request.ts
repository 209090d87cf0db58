import TurndownService from 'turndown';
import { untrustedDataRule } from '../ai/llm.ts';
import { PROFILE_TOOL_NAME } from '../ai/profile-generator/schema.ts';

/*
 * The naive profile request the request economy is measured against: every fetched page
 * converted to markdown by a real converter (turndown) and sent whole, under the same profile
 * prompt. Script, style and other never-visible elements are dropped, as "page to markdown" tools
 * do; navigation, headers and footers stay in (the baseline gets none of our extraction's judgement).
 */

const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' });
const NEVER_VISIBLE = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'IFRAME', 'HEAD', 'CANVAS', 'SVG']);
turndown.remove((node: { nodeName: string }) => NEVER_VISIBLE.has(node.nodeName.toUpperCase()));

export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html);
}

export function naiveProfileRequest(hotelId: string, pages: { pageUrl: string; html: string }[], promptText: string): { system: string; user: string } {
  const body = pages.map((p) => `# Page: ${p.pageUrl}\n\n${htmlToMarkdown(p.html)}`).join('\n\n---\n\n');
  return {
    system: `${promptText}\n\n${untrustedDataRule('pages', PROFILE_TOOL_NAME)}`,
    user: `Build the profile of hotel ${JSON.stringify(hotelId)} from its ${pages.length} web pages.\n<pages>\n${body}\n</pages>`,
  };
}
