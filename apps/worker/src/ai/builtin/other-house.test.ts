import { describe, expect, it } from 'vitest';
import { sentenceNamesOtherHouse } from './other-house.ts';

describe('sentenceNamesOtherHouse', () => {
  it('tells a sentence about another named house from one about the hotel itself (Spanish, German, French)', () => {
    expect(sentenceNamesOtherHouse('Nuestro Hotel Miramar Sur ofrece paquetes especiales para el Carnaval.', 'Hotel Miramar Centro')).toBe(true);
    expect(sentenceNamesOtherHouse('El Hotel Miramar Centro es un pequeño hotel familiar de 30 habitaciones.', 'Hotel Miramar Centro')).toBe(false);
    expect(sentenceNamesOtherHouse('Im Hotel Garni Edelweiss in Selva dürfen Hunde mitkommen.', 'Hotel Alpenrose')).toBe(true);
    expect(sentenceNamesOtherHouse("Das Hotel Alpenrose Team freut sich auf Sie.", 'Albergo Alpenrose')).toBe(false);
    expect(sentenceNamesOtherHouse("Découvrez aussi l'Hôtel Ar Men à Bénodet, avec piscine.", "Hôtel de l'Anse du Port")).toBe(true);
  });

  it('reads shorter and longer forms of the own name, and town halls, as no other house', () => {
    expect(sentenceNamesOtherHouse('Hotel Miramar liegt direkt am Meer.', 'Hotel Miramar Centro')).toBe(false);
    expect(sentenceNamesOtherHouse("À deux pas de l'Hôtel de Ville et du port.", 'Hôtel du Port')).toBe(false);
    expect(sentenceNamesOtherHouse('Het Hotel Lievekaai ligt aan het water.', 'Best Western Plus Hotel Lievekaai')).toBe(false);
    expect(sentenceNamesOtherHouse('Unser Hotel Restaurant ist täglich geöffnet.', 'Gasthof Sonne')).toBe(false);
    expect(sentenceNamesOtherHouse('the hotel has 12 rooms', 'Harbour Inn')).toBe(false);
    expect(sentenceNamesOtherHouse('Hotel De Linde heeft twaalf kamers.', 'Hotel De Linde')).toBe(false);
  });
});
