import type { S } from './page.ts';

/* The language of the hotel's own prose, for the few words the model writes itself. */

export type Lang = 'en' | 'fr' | 'it' | 'es' | 'de';

const LANG_WORDS: Record<Lang, RegExp> = {
  en: /\b(the|and|with|of|is|our|you|to)\b/gi,
  fr: /\b(le|la|les|et|avec|des|du|est|nous|vous)\b/gi,
  it: /\b(il|la|e|con|della|del|di|nostro|sono|una)\b/gi,
  es: /\b(el|la|los|las|y|con|del|es|nuestro|una)\b/gi,
  de: /\b(der|die|das|und|mit|ist|wir|sie|ein|eine)\b/gi,
};

/** The language most of the hotel's own prose is written in (for the few words the model adds). */
export function proseLanguage(snippets: S[]): Lang {
  // the hotel's descriptions; a site whose prose is all typed otherwise (transport, amenities…) by its paragraphs
  let text = snippets.filter((s) => s.type === 'description' && s.method === 'text').map((s) => s.content).join(' ');
  if (text.length < 80) text = snippets.filter((s) => s.method === 'text' && s.content.length > 60 && !s.content.includes('\n')).map((s) => s.content).join(' ');
  let best: Lang = 'en';
  let bestCount = 0;
  for (const [lang, re] of Object.entries(LANG_WORDS) as [Lang, RegExp][]) {
    const n = (text.match(re) ?? []).length;
    if (n > bestCount * 1.2) {
      best = lang;
      bestCount = n;
    }
  }
  return best;
}
