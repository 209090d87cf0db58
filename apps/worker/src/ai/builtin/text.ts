/* Small text helpers shared by the built-in model's rules. */
import { foldAccents } from '../../extract/text-utils.ts';

export function fold(s: string): string {
  return foldAccents(s);
}

export function words(s: string): string[] {
  return fold(s)
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

export const TITLE_SEPARATORS = /\s+[|–—:·•»]\s+|\s+-\s+|\s*\|\s*/;

/** Words of page titles and menus that never make a name on their own. */
export const GENERIC_PAGE = new Set(
  'accueil chambres chambre espaces espace communs propos nous contactez galerie photos tarifs réserver reservar inicio habitaciones nosotros contacto galería camere chi siamo contatti prenota servizi dove siamo come arrivare startseite zimmer kontakt anfahrt home homepage page about us hotel hotels lodging accommodation accommodations rooms room suites suite deluxe superior standard contact contacts introduction gallery photos amenities facilities services location directions access map news blog offers booking book reservations send message pick up airport drop off welcome faq info information prices rates restaurant dining events meetings weddings spa wellness activities things to do attractions nearby the our and of a en fr it es de y e et und comodidades servicios serviços instalaciones servizi dienstleistungen faciliteiten équipements preguntas frecuentes perguntas frequentes domande frequenti questions fréquentes häufige fragen veelgestelde vragen galerij galerie galeria fotogalerie bildergalerie impressionen fotos'.split(' ').map((w) => fold(w)),
);

/** Kana and CJK ideographs: Japanese and Chinese text (names there are short, sentences unspaced). */
export const CJK_RE = /[\u3040-\u30ff\u3400-\u9fff]/u;

/** Latin, CJK or other: two names in different scripts cannot be compared word by word. */
export function scriptOf(s: string): 'cjk' | 'latin' | 'other' {
  if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(s)) return 'cjk';
  if (/\p{Script=Latin}/u.test(s)) return 'latin';
  return 'other';
}

/**
 * Sentences of a text (lines are sentences too). Splits after . ! ? only before what starts a
 * new sentence, and never after an abbreviation or an initial ("St. Lawrence", "Lyndon B. Johnson",
 * "1.5 miles").
 */
export function sentences(text: string): string[] {
  return text
    .replace(/\n/g, '. ')
    .split(/(?<!\b(?:St|Ste|Ft|Mt|Dr|No|Nr|Av|Ave|Blvd|Rd|Jr|Sr|Mr|Mrs|Ms|Mme|Dott|Sig|Sra|Sta|Sto|Pte|Bd|Apt|Co|approx|ca|etc|vs)\.)(?<!\b\p{Lu}\.)(?<=[.!?…])\s+(?=[\p{Lu}"“«¿¡])|(?<=[。！？])/u)
    .map((s) => s.trim().replace(/^[.\s]+/, ''))
    .filter((s) => s.length > 0);
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A list item without its bullet, trailing distance ("…, 2.0 mi.") and trailing "available". */
export function cleanItem(s: string): string {
  return s
    .replace(/^[\s•·*+\-–—>»✓✔]+/u, '')
    .replace(/\s*[,–-]\s*\d+(?:[.,]\d+)?\s*(mi|miles?|km|m)\.?$/i, '')
    .replace(/\s+(available|disponible|disponibile)$/i, '')
    .replace(/[\s:;,.]+$/, '')
    .trim();
}

/**
 * Words that open the qualifying clause after a feature's name ("Piscine intérieure chauffée |
 * ouverte toute l'année", "Sauna | open daily", "Parkplatz | für Gäste"): prepositions of place,
 * time and purpose, and the participles pages use for opening hours and availability.
 */
const CLAUSE_START =
  /\s(?:in|on|at|for|with|from|open|opened|served|available|included|upon|on request|dans|pour|avec|à la|au|aux|ouvert|ouverte|ouverts|ouvertes|servi|servie|disponible|inclus|sur|im|in der|für|mit|ab|bis|geöffnet|täglich|auf|para|con|en el|en la|abierto|abierta|servido|disponible|incluido|nel|nella|per|aperto|aperta|servito|servita|disponibile|incluso|em|no|na|com|aberto|aberta|servido|incluído|voor|met|geopend|open|beschikbaar|inbegrepen|bij)\s/iu;

/**
 * The name a line opens with, cut at the first clause boundary: a bracket, a dash, a colon or a
 * comma, or a word that starts a qualifying clause. "Petit-déjeuner buffet servi de 7 h à 10 h"
 * -> "Petit-déjeuner buffet". Never cuts inside a word; returns the line when nothing cuts it.
 */
export function leadIn(line: string): string {
  const text = line.trim().replace(/[.!]+$/u, '');
  let end = text.length;
  const punct = /\s*(?:\(|\s[–—-]\s|:\s|,\s|;\s)/u.exec(text);
  if (punct && punct.index > 0) end = punct.index;
  const clause = CLAUSE_START.exec(text.slice(0, end));
  if (clause && clause.index > 0) end = clause.index;
  return text.slice(0, end).trim();
}
