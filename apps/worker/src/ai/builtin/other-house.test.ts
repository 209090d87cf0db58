import { describe, expect, it } from 'vitest';
import { namesAnotherHouse } from './other-house.ts';

describe('namesAnotherHouse', () => {
  it('tells a sentence about another named house from one about the hotel itself (Spanish, German, French)', () => {
    expect(namesAnotherHouse('Nuestro Hotel Miramar Sur ofrece paquetes especiales para el Carnaval.', 'Hotel Miramar Centro')).toBe(true);
    expect(namesAnotherHouse('El Hotel Miramar Centro es un pequeño hotel familiar de 30 habitaciones.', 'Hotel Miramar Centro')).toBe(false);
    expect(namesAnotherHouse('Im Hotel Garni Edelweiss in Selva dürfen Hunde mitkommen.', 'Hotel Alpenrose')).toBe(true);
    expect(namesAnotherHouse("Das Hotel Alpenrose Team freut sich auf Sie.", 'Albergo Alpenrose')).toBe(false);
    expect(namesAnotherHouse("Découvrez aussi l'Hôtel Ar Men à Bénodet, avec piscine.", "Hôtel de l'Anse du Port")).toBe(true);
  });

  it('reads shorter and longer forms of the own name, and town halls, as no other house', () => {
    expect(namesAnotherHouse('Hotel Miramar liegt direkt am Meer.', 'Hotel Miramar Centro')).toBe(false);
    expect(namesAnotherHouse("À deux pas de l'Hôtel de Ville et du port.", 'Hôtel du Port')).toBe(false);
    expect(namesAnotherHouse('Het Hotel Lievekaai ligt aan het water.', 'Best Western Plus Hotel Lievekaai')).toBe(false);
    expect(namesAnotherHouse('Unser Hotel Restaurant ist täglich geöffnet.', 'Gasthof Sonne')).toBe(false);
    expect(namesAnotherHouse('the hotel has 12 rooms', 'Harbour Inn')).toBe(false);
    expect(namesAnotherHouse('Hotel De Linde heeft twaalf kamers.', 'Hotel De Linde')).toBe(false);
  });
});
