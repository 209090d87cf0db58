import { createHash } from 'node:crypto';
import iconv from 'iconv-lite';

/** Collapse whitespace (incl. NBSP) and trim. */
/** Lower case without accents ('Über' -> 'uber', 'ﬁ' -> 'fi'); letters of other scripts stay. */
export function foldAccents(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function cleanText(s: string): string {
  return s.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

/**
 * A UTF-8 sequence read as windows-1252 and saved again ("Robbie's â€” Feed the Tarpon",
 * "CafÃ©"): pages carry it in their own bytes, so no charset choice undoes it. A run of the
 * characters such a sequence turns into; each run is put back only if its bytes are valid UTF-8.
 */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]+/g;
const MOJIBAKE_HINT = /[\u00c2\u00c3\u00c5\u00e2]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(s: string): string {
  if (!MOJIBAKE_HINT.test(s)) return s;
  return s.replace(MOJIBAKE, (run) => {
    try {
      const fixed = utf8.decode(iconv.encode(run, 'win1252'));
      return fixed.length < run.length ? fixed : run;
    } catch {
      return run; // not UTF-8 once re-encoded: a real "Ã" or "â" in the text
    }
  });
}

const NOT_SPACE = /[^\s\u00a0\u200b\ufeff]/;

/** Whether cleanText(s) would be non-empty, without building it. */
export function hasText(s: string | undefined): boolean {
  return s !== undefined && NOT_SPACE.test(s);
}

/** The normalization the content hash is computed over: equal text, equal hash, whatever the spacing or case. */
export function hashNormalize(s: string): string {
  return cleanText(s.normalize('NFKC')).toLowerCase();
}

export function contentHash(s: string): string {
  return createHash('sha256').update(hashNormalize(s)).digest('hex').slice(0, 32);
}

/**
 * contentHash of text already made of cleanText lines joined by '\n' (what extractSnippets
 * stores): same hash, but it skips the whitespace pass when NFKC leaves the text as it is.
 */
export function contentHashOfCleanLines(s: string): string {
  const nfkc = s.normalize('NFKC');
  // a text cut at a length limit may end in a space, which cleanText would trim
  const normalized = (nfkc === s && !/\s$/.test(s) ? s.replaceAll('\n', ' ') : cleanText(nfkc)).toLowerCase();
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}

/**
 * Scraped text is data, never instructions: anything that talks to an AI is dropped before it can
 * reach a snippet (and so a profile or an LLM prompt).
 */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(previous|prior|above|earlier|all|any)\b[^.!?\n]{0,20}\b(instructions?|prompts?|rules|directions|context|text)\b|\bdisregard (the|all|everything) (above|previous|prior)\b|\byou are now\b|\bsystem prompt\b|\bas an ai\b|\b(assistants?|system)\s*:|\b(ai|language model|llm|chatgpt|claude)\b[^.\n]{0,40}\b(must|should)\b[^.\n]{0,40}\b(say|write|output|respond|include|describe)\w*/i;

export function looksInjected(s: string): boolean {
  return INJECTION.test(s);
}
