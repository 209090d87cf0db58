import { describe, expect, it } from 'vitest';
import { countryClosedAddress, countryCodeOfName, countryNameOf, isCountryName } from './countries.ts';
import { looksLikeAddress } from './address.ts';

describe('country names from CLDR', () => {
  it('knows countries in the languages sites are written in, long and short, and nothing else', () => {
    for (const n of ['Argentina', 'Deutschland', 'Royaume-Uni', 'España', 'Nederland', 'USA', 'U.S.A.', 'UK', 'Polska', 'Italia', 'Österreich']) expect(isCountryName(n), n).toBe(true);
    for (const n of ['Salta', 'Europa', 'Cafayate', 'Main Street', 'Unknown Region']) expect(isCountryName(n), n).toBe(false);
  });
});

describe('an address closed by its country, without a postcode', () => {
  it('is an address in Spanish, Italian and English', () => {
    expect(countryClosedAddress('Calixto Mamaní 105, Cafayate, Salta, Argentina')).toBe(true);
    expect(countryClosedAddress('Località Sa Tanca 12, Tertenia, Sardegna, Italia')).toBe(true);
    expect(countryClosedAddress('14 Harbour Road, Kaikoura, New Zealand')).toBe(true);
    expect(looksLikeAddress('Calixto Mamaní 105, Cafayate, Salta, Argentina')).toBe(true);
  });

  it('is not a sentence, a list of places, or a line without a house number', () => {
    expect(countryClosedAddress('We welcome guests from Spain, France, Italy, Argentina')).toBe(false);
    expect(countryClosedAddress('Open since 1998, family run, proudly serving Salta, Argentina')).toBe(false);
    expect(countryClosedAddress('Calle Mitre, Cafayate, Salta, Argentina')).toBe(false);
    expect(countryClosedAddress('Cafayate, Salta, Argentina')).toBe(false);
  });
});

describe('a country named from its code', () => {
  it('is CLDR\'s name in the language asked, and none for a grouping or a non-code', () => {
    expect(countryNameOf('AR', 'es')).toBe('Argentina');
    expect(countryNameOf('DE', 'de')).toBe('Deutschland');
    expect(countryNameOf('EU', 'en')).toBeNull();
    expect(countryNameOf('usa', 'en')).toBeNull();
  });
});

describe('the code of a country written alone', () => {
  it('reads CLDR names and the official long forms, in Slovak, Czech and Italian', () => {
    expect(countryCodeOfName('Slovensko')).toBe('SK');
    expect(countryCodeOfName('Slovenská republika')).toBe('SK');
    expect(countryCodeOfName('Česká republika')).toBe('CZ');
    expect(countryCodeOfName('Italia')).toBe('IT');
    expect(isCountryName('Slovenská republika')).toBe(true);
  });

  it('is null for a place that is no country', () => {
    expect(countryCodeOfName('Liptovský Mikuláš')).toBeNull();
    expect(countryCodeOfName('Toscana')).toBeNull();
  });
});
