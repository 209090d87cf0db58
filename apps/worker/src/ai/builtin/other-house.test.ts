import { describe, expect, it } from 'vitest';
import { historyNamesOtherHouse, sentenceNamesOtherHouse } from './other-house.ts';

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

describe('historyNamesOtherHouse', () => {
  it('tells a history sentence naming a former or another house by a trailing lodging word (English, Danish)', () => {
    expect(historyNamesOtherHouse('The building opened in 1972 as the Grand Union Hotel and was rebuilt in 2005.', 'The Old Forge Inn')).toBe(true);
    expect(historyNamesOtherHouse('Until 1998 the Red Lion Inn stood on this corner.', 'Harbour Lodge')).toBe(true);
    expect(historyNamesOtherHouse('Siden 1890 har Vester Kro ligget ved åen.', 'Skibbroen Kro')).toBe(true);
  });

  it('tells one naming a house in quotes after a lodging word (German, French)', () => {
    expect(historyNamesOtherHouse('1972 wurde die Pension „Alpenblick“ zum Landhotel umgebaut.', 'Landhotel Sonnenmatt')).toBe(true);
    expect(historyNamesOtherHouse('Depuis 1965, la pension « Les Tilleuls » accueillait les curistes.', 'Hôtel du Lac')).toBe(true);
  });

  it("keeps the house's own history and its people (English, German, Danish)", () => {
    expect(historyNamesOtherHouse('In 1850 the Old Forge Inn was still a smithy.', 'The Old Forge Inn')).toBe(false);
    expect(historyNamesOtherHouse('1890 baute Urgroßvater Johann Kapferer das Haus, seit 1990 führt es Opa Hans.', 'Gasthof Alpenrose')).toBe(false);
    expect(historyNamesOtherHouse('Since 1990 the Keswick family has run our inn.', 'The Old Forge Inn')).toBe(false);
    expect(historyNamesOtherHouse('Skibbroen Kro har siden 1890 ligget ved åen.', 'Skibbroen Kro')).toBe(false);
    expect(historyNamesOtherHouse('Seit 1950 ist die Pension „Sonnenmatt“ in Familienhand.', 'Landhotel Sonnenmatt')).toBe(false);
  });
});
