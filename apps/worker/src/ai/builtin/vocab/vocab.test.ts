import { describe, expect, it } from 'vitest';
import { hasVocab, transportKind, vocabMatch } from './index.ts';

describe('OSM preset vocabulary', () => {
  it('finds stops, facilities and places in the languages hotel sites are written in', () => {
    expect(transportKind('Flughafen Zürich (12 km)')).toBe('airport');
    expect(transportKind('Gare de Lyon, 10 min à pied')).toBe('train');
    expect(transportKind('Straßenbahn 4 und 9, Haltestelle Rathaus')).toBe('metro');
    expect(transportKind('U-Bahn Odeonsplatz')).toBe('metro');
    expect(vocabMatch('amenity', 'Zwembad en speeltuin')?.category).toBe('pool');
    expect(vocabMatch('amenity', 'Kinderspielplatz, Spielplatz')?.category).toBe('playground');
    expect(vocabMatch('place', 'Igreja de São Roque')?.category).toBe('church');
    expect(vocabMatch('place', 'Musée des Beaux-Arts')?.category).toBe('museum');
  });

  it('reads Finnish, Hungarian, Slovenian and Greek stops and facilities too, without their generic words', () => {
    expect(transportKind('Letališče Jožeta Pučnika Ljubljana (130 km)')).toBe('airport');
    expect(transportKind('az Eger vasútállomás 900 méterre')).toBe('train');
    expect(transportKind('Rautatieasema 2 km')).toBe('train');
    expect(transportKind('Στάση λεωφορείου (150 μ.)')).toBe('bus');
    expect(vocabMatch('amenity', 'Finn szauna és pezsgőfürdő')?.category).toBe('sauna');
    expect(vocabMatch('place', 'Μουσείο Νάξου')?.category).toBe('museum');
    // "lento" is slow in Italian and Spanish, "épület" any building, "slap" an English word
    expect(transportKind('un ritmo lento')).toBeNull();
    expect(transportKind('a régi épület')).toBeNull();
    expect(vocabMatch('place', 'a slap on the wrist')).toBeNull();
  });

  it('matches whole words only, whatever the script', () => {
    // "bus" inside "business", "parc" inside "parcours" are no cues
    expect(hasVocab('transport', 'Business centre')).toBe(false);
    expect(vocabMatch('place', 'Parcours santé')).toBeNull();
    expect(hasVocab('transport', 'バス停まで徒歩3分')).toBe(true);
  });

  it('reads Korean and Chinese facilities, a particle attached to the Korean word', () => {
    expect(vocabMatch('amenity', '야외 수영장과 사우나')?.category).toBe('pool');
    expect(vocabMatch('amenity', '사우나는 2층에 있습니다')?.category).toBe('sauna');
    expect(vocabMatch('amenity', '酒店后面有网球场')?.category).toBe('tennis');
    expect(vocabMatch('amenity', '青年旅舍设有自助洗衣店')?.category).toBe('laundry');
  });
});
