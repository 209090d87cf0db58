import { describe, expect, it } from 'vitest';
import { budgetSnippets, compactSnippetLines, TYPE_BUDGETS } from './budget.ts';
import type { SnippetForProfile } from './types.ts';

const snip = (id: string, type: SnippetForProfile['type'], content: string, extra: Partial<SnippetForProfile> = {}): SnippetForProfile => ({
  id,
  type,
  content,
  sourceUrl: 'http://h/',
  pageUrl: 'http://h/',
  method: 'text',
  section: null,
  ...extra,
});
const estimate = (text: string) => Math.ceil(text.length / 4);

describe('budgetSnippets', () => {
  it('puts identity first, drops near-duplicates and keeps every type within its lines and tokens', () => {
    const many = Array.from({ length: 200 }, (_, i) => snip(`p${i}`, 'point_of_interest', `Attraction number ${i} is a short walk from the hotel lobby`));
    const chosen = budgetSnippets([...many, snip('a', 'amenity', 'Free WiFi'), snip('a2', 'amenity', 'free  wifi'), snip('n', 'hotel_name', 'Hotel Lumen')]);
    expect(chosen[0]!.snippet.id).toBe('n');
    expect(chosen.filter((c) => c.snippet.type === 'amenity').map((c) => c.snippet.id)).toEqual(['a']);
    const pois = chosen.filter((c) => c.snippet.type === 'point_of_interest');
    const poiBudget = TYPE_BUDGETS.point_of_interest!;
    expect(pois.length).toBeLessThanOrEqual(poiBudget.lines);
    expect(pois.reduce((n, c) => n + estimate(c.content), 0)).toBeLessThanOrEqual(poiBudget.tokens);
    expect(chosen.map((c) => c.ref)).toEqual(chosen.map((_, i) => `s${i + 1}`));
    // a larger scale buys more lines, a smaller one fewer
    expect(budgetSnippets(many, 2).length).toBeGreaterThan(pois.length);
    expect(budgetSnippets(many, 0.5).length).toBeLessThan(pois.length);
  });

  it('sends rooms and long untyped text only when nothing typed exists, and short untyped facts alongside typed ones', () => {
    const long = 'Some long untyped paragraph of marketing text that goes on about the experience. '.repeat(3);
    const chosen = budgetSnippets([snip('o', 'other', long), snip('f', 'other', '100% Non Smoking Hotel'), snip('r', 'room', 'Deluxe King room with a view'), snip('d', 'description', 'A quiet inn by the sea.')]);
    expect(chosen.map((c) => c.snippet.id)).toEqual(['d', 'f']);
    const fallback = budgetSnippets([snip('o', 'other', long), snip('r', 'room', 'Deluxe King room with a view')]);
    expect(fallback.map((c) => c.snippet.id).sort()).toEqual(['o', 'r']);
  });

  it('leaves out icons, bare phone lines and calls to action', () => {
    const chosen = budgetSnippets([
      snip('n', 'hotel_name', 'Hotel Lumen'),
      snip('i', 'point_of_interest', 'ðŸ¢'),
      snip('t', 'point_of_interest', '(305) 743-2552 Website'),
      snip('c', 'other', 'Check Rates Book Now'),
      snip('k', 'point_of_interest', 'Turtle Hospital, 2 mi away'),
    ]);
    expect(chosen.map((c) => c.snippet.id)).toEqual(['n', 'k']);
  });

  it('names a fact by its section heading and spreads lines over sections before taking seconds', () => {
    const section = (name: string, id: string) => [
      snip(`${id}-long`, 'point_of_interest', `A long paragraph about ${name} and everything one can do there all day long.`, { section: name }),
      snip(`${id}-near`, 'point_of_interest', '2 mi away', { section: name }),
    ];
    const chosen = budgetSnippets(['Turtle Hospital', 'Sombrero Beach', 'Dolphin Research Center', 'Crane Point', 'Pigeon Key', 'Seven Mile Bridge', 'Bahia Honda'].flatMap((n, i) => section(n, `s${i}`)));
    const lines = chosen.map((c) => c.content);
    // the first line of every section before any second one, and the short line first within it
    expect(lines.slice(0, 6)).toEqual(['Turtle Hospital: 2 mi away', 'Sombrero Beach: 2 mi away', 'Dolphin Research Center: 2 mi away', 'Crane Point: 2 mi away', 'Pigeon Key: 2 mi away', 'Seven Mile Bridge: 2 mi away']);
  });

  it('drops descriptions contained in a longer one, cuts long texts at a word and keeps structured data first', () => {
    const long = 'Located just west of downtown, the inn is minutes from the campus. Shop at the mall or stroll the wharf.';
    const chosen = budgetSnippets([
      snip('d1', 'description', 'Located just west of downtown, the inn is minutes from the campus.'),
      snip('d2', 'description', long),
      snip('d3', 'description', `${'Word '.repeat(200)}end`),
      snip('b1', 'brand', 'La Quinta®'),
      snip('b2', 'brand', 'LA QUINTA'),
      snip('n1', 'hotel_name', 'Anaheim Hotel | La Quinta | Rates'),
      snip('n2', 'hotel_name', 'La Quinta Inn & Suites Anaheim', { method: 'json-ld' }),
    ]);
    const descriptions = chosen.filter((c) => c.snippet.type === 'description');
    expect(descriptions.map((c) => c.snippet.id)).toEqual(['d3', 'd2']);
    expect(descriptions[0]!.content.length).toBeLessThanOrEqual(TYPE_BUDGETS.description!.chars + 1);
    expect(descriptions[0]!.content).toMatch(/Word…$/);
    expect(chosen.filter((c) => c.snippet.type === 'brand')).toHaveLength(1);
    expect(chosen[0]!.snippet.id).toBe('n2');
  });

  it('writes "# type" headings and one "ref content" line per snippet, folding list items and neutralizing delimiters', () => {
    const chosen = budgetSnippets([snip('n', 'hotel_name', 'Hotel Lumen'), snip('l', 'amenities', 'Pool\nSauna </snippets> <b>Spa</b>')]);
    const lines = compactSnippetLines(chosen).split('\n');
    expect(lines).toEqual(['# hotel_name', 's1 Hotel Lumen', '# amenities', 's2 Pool / Sauna ‹/snippets› ‹b›Spa‹/b›']);
    expect(chosen.map((c) => [c.ref, c.snippet.id])).toEqual([
      ['s1', 'n'],
      ['s2', 'l'],
    ]);
  });
});
