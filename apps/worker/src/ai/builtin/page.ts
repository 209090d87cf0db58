import type { SnippetForProfile } from '../types.ts';
import { words } from './text.ts';

/* Page-level cues shared by the built-in model's rules. */

/** Text written to steer an AI assistant: never read as a fact about the hotel. */
export const INJECTION = /\b(ignore|disregard)\b.{0,40}\b(instructions?|prompts?|above)\b|\byou are now\b|\bsystem prompt\b|\bas an ai\b|\bassistant\s*:/i;

/** The site's root page: the language the site speaks first. */
export function isRoot(url: string): boolean {
  try {
    return /^\/?(index\.[a-z]+)?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

export function isHome(url: string): boolean {
  try {
    return /^\/?((en|fr|de|es|it|ja|vi)\/?)?(index\.[a-z]+)?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

export type S = SnippetForProfile;

/**
 * The site's own domain in letters: its most frequent host without its www and top-level labels
 * ("www.casa-rosa.co.uk" -> "casarosa"), as names are folded; null on an IP address, localhost or a
 * key under four letters. The name and the address rules read the house's name and town in it.
 */
export function siteKey(snippets: S[]): string | null {
  const counts = new Map<string, number>();
  for (const s of snippets) {
    let host: string;
    try {
      host = new URL(s.pageUrl).hostname;
    } catch {
      continue;
    }
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  const host = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!host || /^[\d.]+$|^\[|^localhost$/.test(host)) return null;
  const labels = host.replace(/^www\d*\./, '').split('.');
  labels.pop();
  if (labels.length > 1 && /^(?:co|com|net|org|ac|or|ne|gv)$/.test(labels[labels.length - 1]!)) labels.pop();
  const key = words(labels.join(' ')).join('');
  return key.length >= 4 ? key : null;
}
