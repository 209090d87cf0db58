import { describe, expect, it } from 'vitest';
import { languageGroup, languageOf, mainScript } from './language.ts';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';

describe('language', () => {
  it('tells the languages the model writes in apart, Portuguese from Spanish and Dutch from German', () => {
    expect(languageOf('O hotel fica no centro histórico, a poucos minutos a pé do rio e das principais atrações da cidade.')).toBe('pt');
    expect(languageOf('El hotel está situado en el centro histórico, a pocos minutos a pie del río y de la catedral.')).toBe('es');
    expect(languageOf('Het hotel ligt midden in het centrum, op loopafstand van het station en de grachten.')).toBe('nl');
    expect(languageOf('Das Hotel liegt mitten in der Altstadt, nur wenige Gehminuten vom Bahnhof entfernt.')).toBe('de');
  });

  it('has no answer for a language it has no words for, or for a word or two', () => {
    expect(languageOf('Pokoje na wynajem i wypożyczalnia rowerów w centrum miasta, blisko lasu.')).toBeNull();
    expect(languageOf('Hotel')).toBeNull();
  });

  it('writes the composed parts of a description in the language of the site', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Hotel Ribeira', { section: 'h1' }),
      snip('description', 'O Hotel Ribeira fica no centro histórico do Porto, junto ao rio Douro, com vista para as caves de vinho do Porto.'),
      snip('amenities', 'Piscina exterior', { section: 'Serviços' }),
      snip('amenities', 'Restaurante', { section: 'Serviços' }),
      snip('amenities', 'Estacionamento', { section: 'Serviços' }),
    ]);
    expect(fields.description).toContain('Serviços:');
    expect(fields.description).not.toMatch(/Amenities include|Servicios/);
  });
});

describe('languageGroup and mainScript', () => {
  it('groups the languages tinyld confuses one sentence at a time', () => {
    expect(languageGroup('da')).toBe(languageGroup('sv'));
    expect(languageGroup('no')).toBe(languageGroup('sv'));
    expect(languageGroup('lt')).toBe(languageGroup('sl'));
    expect(languageGroup('pt')).toBe(languageGroup('es'));
    expect(languageGroup('en')).toBe('en');
    expect(languageGroup('fi')).not.toBe(languageGroup('sv'));
  });
  it('tells the script most letters are in', () => {
    expect(mainScript('Vse sobe imajo balkon.')).toBe('latin');
    expect(mainScript('Όλα τα δωμάτια έχουν μπαλκόνι (Wi-Fi).')).toBe('greek');
    expect(mainScript('Все номера с балконом.')).toBe('cyrillic');
    expect(mainScript('12 – 21')).toBeNull();
  });
});
