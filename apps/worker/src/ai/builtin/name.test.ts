import { describe, expect, it } from 'vitest';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';

const page = { pageUrl: 'https://chain.example/hotels/us/en/portland/pdxap/hoteldetail', sourceUrl: 'https://chain.example/hotels/us/en/portland/pdxap/hoteldetail' };

describe('hotel name', () => {
  it('takes the hotel the page is about over the hotel group its site is named after', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Harbour Group Hotels & Resorts', { ...page, method: 'meta', section: 'og:site_name' }),
      snip('hotel_name', 'Holiday Inn Express Portland Airport', { ...page, method: 'meta', section: 'og:title' }),
      snip('hotel_name', 'Holiday Inn Express Portland Airport - Hotel in Portland, OR | Harbour Group Hotels & Resorts', { ...page, method: 'meta', section: 'title' }),
    ]);
    expect(fields.name).toBe('Holiday Inn Express Portland Airport');
    expect(fields.brandName).toBe('Holiday Inn Express');
  });

  it('drops "Home" and "Official site" title fragments in the languages the sites use', () => {
    const titles: [string, string][] = [
      ['Hotel De Gracht – Home', 'Hotel De Gracht'],
      ['Casa da Ribeira | Site oficial', 'Casa da Ribeira'],
      ['Startseite - Hotel Zur Linde', 'Hotel Zur Linde'],
      ['The Harbour Rooms | Official Site', 'The Harbour Rooms'],
    ];
    for (const [title, name] of titles)
      expect(buildProfile([snip('hotel_name', title, { method: 'meta', section: 'title' })]).fields.name, title).toBe(name);
  });

  it('does not open the description with a row of menu labels', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Hotel Linde', { section: 'h1' }),
      snip('description', 'Harbour Group Hotels & Resorts Rewards Find a Hotel Sign In Gift Cards Offers'),
      snip('description', 'Hotel Linde is a family-run hotel with twenty rooms in the old town, a short walk from the cathedral.'),
    ]);
    expect(fields.description?.startsWith('Hotel Linde is a family-run hotel')).toBe(true);
  });
});

describe('hotel name, title and heading', () => {
  it('takes the name the heading gives when the title adds only what kind of house it is', () => {
    for (const [h1, title] of [
      ['Seaview House', 'Seaview House B&B – Ballyvaughan, the Burren'],
      ['Les Glycines', "Les Glycines Chambres d'hôtes | Vaison-la-Romaine"],
      ['Casa do Largo', 'Casa do Largo Guest House - Évora'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', title!, { method: 'meta', section: 'title' }),
        snip('hotel_name', h1!, { section: 'h1' }),
      ]);
      expect(fields.name).toBe(h1);
    }
  });
});

describe('hotel name: a page topic in front of the site name', () => {
  const at = (path: string) => ({ pageUrl: `https://site.example${path}`, sourceUrl: `https://site.example${path}` });

  it('does not take a subpage topic its title and h1 agree on, when the title ends on the house the other titles repeat (German)', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Gasthof Lärche *** Ehrwald *** Tirol', { ...at('/'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Herzlich willkommen!', { ...at('/'), section: 'h1' }),
      snip('hotel_name', 'Zimmer & Preise - Gasthof Lärche Ehrwald', { ...at('/zimmer.htm'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Zimmer & Preise', { ...at('/zimmer.htm'), section: 'h1' }),
      snip('hotel_name', 'Unser Haus - Gasthof Lärche Ehrwald', { ...at('/haus.htm'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Kontakt - Gasthof Lärche', { ...at('/kontakt.htm'), method: 'meta', section: 'title' }),
    ]);
    expect(fields.name).toBe('Gasthof Lärche');
  });

  it('ends the name at its star rating, glued to it or not, before the town the title adds (Hungarian, Italian)', () => {
    const titles: [string, string][] = [
      ['Hotel Napfény*** Eger - Üdvözöljük!', 'Hotel Napfény'],
      ['Albergo Stella**** Cortina - Camere', 'Albergo Stella'],
      ['Albergo Stella **** Cortina - Camere', 'Albergo Stella'],
    ];
    for (const [title, name] of titles)
      expect(buildProfile([snip('hotel_name', title, { method: 'meta', section: 'title' })]).fields.name, title).toBe(name);
  });

  it("reads the name after a welcome that elides its article onto it (French, Italian, Spanish)", () => {
    const heads: [string, string][] = [
      ["Bienvenue à l'Hôtel du Port", 'Hôtel du Port'],
      ["Benvenuti all'Albergo Stella", 'Albergo Stella'],
      ['Bienvenidos al Hotel Sol', 'Hotel Sol'],
    ];
    for (const [h1, name] of heads) expect(buildProfile([snip('hotel_name', h1, { section: 'h1' })]).fields.name, h1).toBe(name);
  });

  it('reads a house named in two spellings of its town as one (English, Czech)', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Pokoje | Hotel U Lípy Brno', { ...at('/pokoje/'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Kontakt | Hotel U Lípy Brno', { ...at('/kontakt/'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Getting here & parking | Hotel U Lípy Brünn', { ...at('/en/location/'), method: 'meta', section: 'title' }),
      snip('hotel_name', 'Getting here & parking', { ...at('/en/location/'), section: 'h1' }),
    ]);
    expect(fields.name).toBe('Hotel U Lípy Brno');
  });
});
