import type { SnippetForProfile } from '../types.ts';
import { words } from './text.ts';

/* Page-level cues shared by the built-in model's rules. */

const INJECTION_EN = /\b(ignore|disregard)\b.{0,40}\b(instructions?|prompts?|above)\b|\byou are now\b|\bsystem prompt\b|\bas an ai\b|\bassistant\s*:/i;
/**
 * Text that addresses an AI reader in any language the sites write: the dictionary's words for an
 * AI assistant, a language model or a chatbot ("AI assistants", "KI-Assistenten", "assistentes de
 * IA", "Sprachmodelle", "modèles de langage"). A guest is never addressed so, and a hotel's facts
 * never need the words; the AI acronym counts only in capitals (Italian "ai" is "to the").
 */
const AI_ACRONYM = /(?<![\p{L}])(?:AI|KI|IA|UI|SI|LLMs?)(?![\p{L}])/u;
const ASSISTANT_WORD = /(?<![\p{L}])(?:assistants?|assistent(?:en|in|innen)?|assistentes?|assistenti|asistentes?|asystent(?:a|ów|y|om)?|asistent(?:i|ov|ů|y|ům|ii)?|asszisztens\p{L}*|avustaj\p{L}*|agents?|agenti|agentes|bots?|crawlers?)(?![\p{L}])/iu;
const MODEL_WORDS = /(?<![\p{L}])(?:language models?|large language|sprachmodell(?:e|en)?|mod[èe]les? de langage|modell[oi] linguistic[oi]|modelos? de (?:lenguaje|linguagem)|taalmodel(?:len)?|model(?:e|i|y)? językow\p{L}*|jazykov\p{L}* model\p{L}*|språkmodell(?:er)?|sprogmodel(?:ler)?|kielimall\p{L}*|nyelvi modell\p{L}*|modele? lingvistic\p{L}*|chatbots?|chatgpt)(?![\p{L}])/iu;
function addressesAi(s: string): boolean {
  if (MODEL_WORDS.test(s)) return true;
  const m = AI_ACRONYM.exec(s);
  // the acronym beside an assistant's or agent's word ("AI assistants", "assistentes de IA"), not a page's "UI" alone
  return !!m && ASSISTANT_WORD.test(s.slice(Math.max(0, m.index - 30), m.index + 40));
}

/** Text written to steer an AI assistant: never read as a fact about the hotel. */
export const INJECTION = { test: (s: string): boolean => INJECTION_EN.test(s) || addressesAi(s) };

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
