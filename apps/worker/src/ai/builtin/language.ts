import { detect } from 'tinyld';
import type { S } from './page.ts';

/*
 * The language of the hotel's own prose, for the few words the model writes itself. tinyld's
 * n-gram profiles (decision 166) are deterministic and need no network; the languages the model
 * has words for are listed in LANGS, and any other language is written about in English.
 */

export const LANGS = ['en', 'fr', 'it', 'es', 'de', 'pt', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** Enough prose to tell a language by its letter sequences; more only costs time. */
const SAMPLE_CHARS = 3000;

function isLang(code: string): code is Lang {
  return (LANGS as readonly string[]).includes(code);
}

/** The language of a text, or null when it is too short to tell or not one the model writes. */
export function languageOf(text: string): Lang | null {
  if (text.trim().length < 20) return null;
  const code = detect(text.slice(0, SAMPLE_CHARS));
  return isLang(code) ? code : null;
}

/**
 * The hotel's own prose: its descriptions, or, when they hold fewer than `min` characters (a site
 * whose prose is all typed otherwise: transport, amenities…), its paragraphs.
 */
function hotelProse(snippets: S[], min: number): string {
  const text = snippets.filter((s) => s.type === 'description' && s.method === 'text').map((s) => s.content).join(' ');
  if (text.length >= min) return text;
  return snippets.filter((s) => s.method === 'text' && s.content.length > 60 && !s.content.includes('\n')).map((s) => s.content).join(' ');
}

/** The language most of the hotel's own prose is written in (for the few words the model adds). */
export function proseLanguage(snippets: S[]): Lang {
  return languageOf(hotelProse(snippets, 80)) ?? 'en';
}

/** The language (tinyld code, any language) of the hotel's own prose, or null when there is too little of it. */
export function siteLanguageCode(snippets: S[]): string | null {
  const text = hotelProse(snippets, 200);
  return text.length < 200 ? null : detect(text.slice(0, SAMPLE_CHARS)) || null;
}
