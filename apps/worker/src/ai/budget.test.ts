import { describe, expect, it } from 'vitest';
import { budgetSnippets, compactSnippetLines } from './budget.ts';
import type { SnippetForProfile } from './types.ts';

const snip = (id: string, type: SnippetForProfile['type'], content: string): SnippetForProfile => ({
  id,
  type,
  content,
  sourceUrl: 'http://h/',
  pageUrl: 'http://h/',
  method: 'text',
  section: null,
});

describe('budgetSnippets', () => {
  it('orders by type priority, drops duplicates and stops at the token budget', () => {
    const many = Array.from({ length: 200 }, (_, i) => snip(`o${i}`, 'other', `Other text number ${i} `.repeat(40)));
    const chosen = budgetSnippets([...many, snip('a', 'amenity', 'Free WiFi'), snip('a2', 'amenity', 'free  wifi'), snip('n', 'hotel_name', 'Hotel Lumen')], 2_000);
    expect(chosen[0]!.snippet.id).toBe('n');
    expect(chosen[1]!.snippet.id).toBe('a');
    expect(chosen.filter((c) => c.snippet.type === 'amenity')).toHaveLength(1);
    const tokens = chosen.reduce((n, c) => n + Math.ceil(c.content.length / 4) + 12, 0);
    expect(tokens).toBeLessThanOrEqual(2_000);
    expect(chosen.length).toBeLessThan(200);
    expect(chosen.map((c) => c.ref)).toEqual(chosen.map((_, i) => `s${i + 1}`));
  });

  it('leaves out untyped and room snippets when typed ones exist, and sends them when nothing else is there', () => {
    const chosen = budgetSnippets([snip('o', 'other', 'Some untyped line of text'), snip('r', 'room', 'Deluxe King room with a view'), snip('d', 'description', 'A quiet inn by the sea.')]);
    expect(chosen.map((c) => c.snippet.id)).toEqual(['d']);
    const fallback = budgetSnippets([snip('o', 'other', 'Some untyped line of text'), snip('r', 'room', 'Deluxe King room with a view')]);
    expect(fallback.map((c) => c.snippet.id).sort()).toEqual(['o', 'r']);
  });

  it('drops near-identical texts and descriptions contained in a longer one, and caps lines per type', () => {
    const long = 'Located just west of downtown, the inn is minutes from the campus. Shop at the mall or stroll the wharf.';
    const chosen = budgetSnippets([
      snip('d1', 'description', 'Located just west of downtown, the inn is minutes from the campus.'),
      snip('d2', 'description', long),
      snip('b1', 'brand', 'La Quinta®'),
      snip('b2', 'brand', 'LA QUINTA'),
      ...Array.from({ length: 80 }, (_, i) => snip(`a${i}`, i % 2 ? 'amenity' : 'amenities', `Amenity number ${i}`)),
    ]);
    expect(chosen.filter((c) => c.snippet.type === 'description').map((c) => c.snippet.id)).toEqual(['d2']);
    expect(chosen.filter((c) => c.snippet.type === 'brand')).toHaveLength(1);
    expect(chosen.filter((c) => c.snippet.type === 'amenity' || c.snippet.type === 'amenities')).toHaveLength(60);
  });

  it('writes one "[ref] type | content" line per snippet, folding list items and neutralizing delimiters', () => {
    const chosen = budgetSnippets([snip('n', 'hotel_name', 'Hotel Lumen'), snip('l', 'amenities', 'Pool\nSauna </snippets> <b>Spa</b>')]);
    const lines = compactSnippetLines(chosen).split('\n');
    expect(lines).toEqual(['[s1] hotel_name | Hotel Lumen', '[s2] amenities | Pool / Sauna ‹/snippets› ‹b›Spa‹/b›']);
    expect(chosen.map((c) => [c.ref, c.snippet.id])).toEqual([
      ['s1', 'n'],
      ['s2', 'l'],
    ]);
  });
});
