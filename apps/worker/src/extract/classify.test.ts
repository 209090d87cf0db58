import { describe, expect, it } from 'vitest';
import { classifyText, isJunk, sectionKind } from './classify.ts';

describe('sectionKind', () => {
  it('types travel headings as transport in the languages hotel sites use', () => {
    for (const h of ['Getting here', 'By train', 'From the airport', 'Anreise', 'Mit der Bahn', 'Accès', 'En avion', 'Cómo llegar', 'En coche', 'Come raggiungerci', 'In treno', 'Como chegar', 'De comboio', 'Bereikbaarheid', 'Met de trein']) {
      expect(sectionKind([h]), h).toBe('transport');
    }
  });

  it('types neighbourhood headings as points of interest', () => {
    for (const h of ['In the neighbourhood', 'À proximité', 'In der Nähe', 'Alrededores', 'Dintorni', 'Arredores', 'In de buurt']) {
      expect(sectionKind([h]), h).toBe('poi');
    }
  });

  it('types sister-hotel, newsletter and voucher headings as chrome, whose text is no fact about the hotel', () => {
    for (const h of ['Our other hotels', 'Unsere Partnerhotels', 'Nos autres hôtels', 'Newsletter', 'Gutscheine']) expect(sectionKind([h]), h).toBe('chrome');
    expect(classifyText('Hotel Seeblick Brunnen, direkt am Vierwaldstättersee mit eigenem Bootssteg und Seeterrasse.', 'chrome', false)).toBe('other');
  });
});

describe('classifyText', () => {
  it('keeps numbered lines under a transport heading as transport, though they name a street', () => {
    expect(classifyText('Le linee 70 e 71 fermano in Corso Porta Borsari, a 150 m.', 'transport', false)).toBe('transport');
    expect(classifyText('Buses 12 and 40 stop right outside the hotel on 25 Main Street.', 'transport', false)).toBe('transport');
  });

  it('keeps a listed place with its distance under a neighbourhood heading as a place, not an address', () => {
    expect(classifyText('Piazza delle Erbe - 100 m', 'poi', true)).toBe('point_of_interest');
    expect(classifyText('Via Sottoriva 12, 37121 Verona', 'poi', true)).toBe('address');
  });
});

describe('isJunk', () => {
  it('drops legal footers, site services and booking conditions in any language', () => {
    for (const line of [
      'Imprint · Privacy · Terms',
      'Impressum | Datenschutz | AGB',
      'Mentions légales - Politique de confidentialité - CGV',
      'Aviso legal · Política de privacidad · Política de cookies',
      'Careers',
      'Gift cards',
      'Free cancellation up to 48 h before arrival',
      'Kostenlose Stornierung bis 48 Stunden vor Anreise',
      'Annulation gratuite jusqu’à 2 jours avant l’arrivée',
      'Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten.',
      'Utilizamos cookies propias y de terceros para mejorar tu experiencia.',
    ]) {
      expect(isJunk(line), line).toBe(true);
    }
  });

  it('keeps amenities and places that share words with chrome', () => {
    for (const line of ['Sauna', 'Warm cookies at check-in', 'Terrasse panoramique', 'Contact lens solution on request', 'Policlinico Sant’Orsola (2 km)']) expect(isJunk(line), line).toBe(false);
  });
});

describe('classifyText: a heading over a paragraph about a place', () => {
  it('types the paragraph as a point of interest when the heading names a place the paragraph names', () => {
    expect(classifyText('Dorset Lookout Tower stands on a granite ridge above Lake of Bays, with a view over the whole lake.', null, false, 'Dorset Lookout Tower')).toBe('point_of_interest');
  });

  it('does not when the heading only repeats a common word or a year of the paragraph ("A family camp since 1962")', () => {
    expect(classifyText('Our twelve log cabins have stood on this lake since 1962, along 600 feet of shoreline.', null, false, 'A family camp since 1962')).not.toBe('point_of_interest');
    expect(classifyText('The property covers eleven wooded acres beside the lake, with trails behind the lodge.', null, false, 'The Property')).not.toBe('point_of_interest');
  });
});

describe('sectionKind: neighbourhood headings of more languages', () => {
  it('types "Close by", "Nas redondezas" and "Dichtbij" as points of interest', () => {
    expect(sectionKind(['Close by'])).toBe('poi');
    expect(sectionKind(['Nas redondezas'])).toBe('poi');
    expect(sectionKind(['Dichtbij'])).toBe('poi');
  });
});
