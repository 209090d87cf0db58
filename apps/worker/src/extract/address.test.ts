import { describe, expect, it } from 'vitest';
import { isPostcodeLine, looksLikeAddress } from './address.ts';

describe('looksLikeAddress', () => {
  it('recognises addresses in each national format, with or without an "Address:" label', () => {
    for (const a of [
      '14 Pier Road, Whitby YO21 3PU',
      '5 Merrion Square North, Dublin 2, D02 X285',
      'Lindenstraße 12, 96047 Bamberg',
      '12, quai du Port, 13002 Marseille',
      'Calle Mayor 5, 28013 Madrid',
      'Via Roma 10, 00184 Roma RM',
      'Oudegracht 145, 3511 AH Utrecht',
      'Rua da Reboleira 35, 4050-492 Porto',
      '8820 NE Airport Way, Portland, OR 97220-1234',
      '123, rue Principale, Magog (Québec) J1X 2A1',
      '〒605-0074 京都府京都市東山区祇園町南側570-8',
      'ul. Długa 5, 80-827 Gdańsk',
      'Adresse : Lindenstraße 12, Bamberg',
      'Dirección: Calle Mayor 5, Madrid',
      'Morada: Rua da Reboleira 35, Porto',
      'Adres: Oudegracht 145, Utrecht',
      'Am Kurpark 3 · 82467 Garmisch-Partenkirchen',
    ])
      expect(looksLikeAddress(a), a).toBe(true);
  });

  it('does not take a line about buses, trams or stations for the address', () => {
    for (const t of ['Buses 12 and 40 stop right outside the hotel', 'Tram 4 und 15 bis Haltestelle Rathaus, 3 Gehminuten', 'Les bus 12 et 40 s’arrêtent devant l’hôtel', 'Tram 22 en bus 2 stoppen voor de deur'])
      expect(looksLikeAddress(t), t).toBe(false);
  });

  it('does not take a year and a capitalised word for a postcode and town', () => {
    expect(looksLikeAddress('Built in 1790 for a whaling Captain')).toBe(false);
    expect(looksLikeAddress('Opened in 2019 Restaurant Le Port')).toBe(false);
  });
});

describe('isPostcodeLine', () => {
  it('reads a postcode-and-town line in either order and alone', () => {
    for (const l of ['YO21 3PU', 'Whitby YO21 3PU', '96047 Bamberg', '3511 AH Utrecht', '4050-492 Porto', 'Portland, OR 97220-1234', 'Magog (Québec) J1X 2A1', '〒605-0074', '80-827 Gdańsk', '38030 Ziano di Fiemme (TN)'])
      expect(isPostcodeLine(l), l).toBe(true);
    for (const l of ['Whitby Abbey', 'Open 7 days a week from 8 am.', 'Rooms from 89 EUR per night']) expect(isPostcodeLine(l), l).toBe(false);
  });
});
