import type { SnippetForProfile } from '../types.ts';

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
