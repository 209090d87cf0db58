import type { KNOWN_SNIPPET_TYPES } from '@hotel/contracts';

/** 'point_of_interest' → 'point of interest' (every underscore, not just the first). */
export function snippetTypeLabel(type: string): string {
  return type.replaceAll('_', ' ');
}

export interface SnippetTypeStyle {
  colorPalette: string;
  known: boolean;
}

const PALETTES: Record<(typeof KNOWN_SNIPPET_TYPES)[number], string> = {
  hotel_name: 'blue',
  name: 'blue',
  address: 'green',
  description: 'purple',
  amenity: 'orange',
  amenities: 'orange',
  point_of_interest: 'pink',
  dining: 'yellow',
  meetings_events: 'cyan',
  contact: 'teal',
  policy: 'red',
};

const DEFAULT_STYLE: SnippetTypeStyle = { colorPalette: 'gray', known: false };

/** Known types get their colour; anything else (including types added later) the neutral default. */
export function snippetTypeStyle(type: string): SnippetTypeStyle {
  return Object.hasOwn(PALETTES, type)
    ? { colorPalette: PALETTES[type as keyof typeof PALETTES], known: true }
    : DEFAULT_STYLE;
}
