import { describe, expect, it } from 'vitest';
import { buildProfile } from './index.ts';
import { nameCandidates, welcomedName } from './name.ts';
import { StructuredTrust } from './trust.ts';
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

describe('hotel name: the town a title adds to it', () => {
  const at = (path: string) => ({ pageUrl: `https://site.example${path}`, sourceUrl: `https://site.example${path}` });
  const title = (path: string, t: string) => snip('hotel_name', t, { ...at(path), method: 'meta', section: 'title' });

  it('drops the town when the headings, the address block and the prose write the name without it (Romanian)', () => {
    const { fields } = buildProfile([
      title('/', 'Pensiunea Casa Verde Sibiu – cazare lângă centrul istoric'),
      title('/camere/', 'Camere – Pensiunea Casa Verde Sibiu'),
      title('/contact/', 'Contact – Pensiunea Casa Verde Sibiu'),
      snip('hotel_name', 'Camere', { ...at('/camere/'), section: 'h1' }),
      snip('description', 'Pensiunea Casa Verde (deschisă în 2015) are șase camere cu baie proprie, la zece minute de Piața Mare.', { ...at('/'), section: 'O pensiune de familie' }),
      snip('contact', 'Tel: +40 269 000 000', { ...at('/'), section: 'Pensiunea Casa Verde' }),
      snip('address', 'Strada Morilor nr. 4\nSibiu 550000', { ...at('/contact/'), section: 'Pensiunea Casa Verde' }),
    ]);
    expect(fields.name).toBe('Pensiunea Casa Verde');
  });

  it('drops the town when the home page title is "Name | tagline" and the address block names the house without it (Czech)', () => {
    const input = [
      title('/', 'Hotel U Modré hvězdy | Rodinný hotel v centru města'),
      snip('hotel_name', 'Vítejte v domě U Modré hvězdy', { ...at('/'), section: 'h1' }),
      title('/pokoje/', 'Pokoje | Hotel U Modré hvězdy Olomouc'),
      title('/doprava/', 'Doprava | Hotel U Modré hvězdy Olomouc'),
      title('/kontakt/', 'Kontakt | Hotel U Modré hvězdy Olomouc'),
      snip('address', 'Adresa\nHotel U Modré hvězdy\nDolní náměstí 5\n779 00 Olomouc', { ...at('/kontakt/'), section: 'contact block' }),
    ];
    expect(buildProfile(input).fields.name).toBe('Hotel U Modré hvězdy');
    // the rules that tell the house's own text from another's still read the form with the town
    expect(nameCandidates(input, new StructuredTrust(input))[0]?.withTown).toBe('Hotel U Modré hvězdy Olomouc');
  });

  it('drops the town the prose keeps apart from the name ("im Gasthof X in Town") (German)', () => {
    const { fields } = buildProfile([
      title('/', 'Gasthof Edelweiß Lermoos – Familiengasthof in Tirol'),
      snip('hotel_name', 'Willkommen im Gasthof Edelweiß', { ...at('/'), section: 'h1' }),
      title('/zimmer/', 'Zimmer | Gasthof Edelweiß Lermoos'),
      title('/anreise/', 'Anreise | Gasthof Edelweiß Lermoos'),
      snip('description', 'Seit 1962 führen wir den Gasthof Edelweiß als Familienbetrieb.', at('/')),
      snip('description', 'Zwölf Zimmer im Gasthof Edelweiß in Lermoos, alle mit Balkon.', at('/zimmer/')),
      snip('address', 'Dorfstraße 3, 6631 Lermoos', at('/anreise/')),
    ]);
    expect(fields.name).toBe('Gasthof Edelweiß');
  });

  it('keeps a town the site writes as part of its name (English, Spanish)', () => {
    const english = buildProfile([
      title('/', 'Harbour Inn Kingston || Kingston Ontario Hotel'),
      snip('description', 'Harbour Inn Kingston is a family-run motel on the waterfront.', at('/')),
      snip('description', 'Guests of the Harbour Inn Kingston get free parking.', at('/rooms/')),
      snip('address', '12 Front Road, Kingston, ON', at('/')),
    ]);
    expect(english.fields.name).toBe('Harbour Inn Kingston');
    const spanish = buildProfile([
      snip('hotel_name', 'Casa del Faro San Pedro', { ...at('/'), method: 'meta', section: 'og:site_name' }),
      title('/', 'Casa del Faro San Pedro – Inicio'),
      title('/habitaciones/', 'Habitaciones — Casa del Faro San Pedro'),
      snip('description', 'Casa del Faro es una casa frente al mar con cuatro habitaciones.', at('/')),
      snip('address', 'Calle del Muelle 3, San Pedro', at('/')),
    ]);
    expect(spanish.fields.name).toBe('Casa del Faro San Pedro');
  });

  it("keeps a chain hotel's town: the brand's own name in the prose is not the hotel's (English, French)", () => {
    for (const [full, brand, town] of [
      ['La Quinta Inn Berkeley', 'La Quinta Inn', 'Berkeley'],
      ['Best Western Plus Hôtel du Lac Magog', 'Best Western Plus Hôtel du Lac', 'Magog'],
    ]) {
      const { fields } = buildProfile([
        title('/', `${full} | Accueil`),
        snip('description', `Every ${brand} offers free breakfast; ${brand} rewards members save more.`, at('/')),
        snip('description', `${brand} guests enjoy the pool.`, at('/rooms/')),
        snip('address', `1 Main Street, ${town}`, at('/')),
      ]);
      expect(fields.name).toBe(full);
    }
  });
});

describe('hotel name: welcome lines and salutations', () => {
  it('takes the name a welcome line welcomes to, in the languages the sites use', () => {
    const lines: [string, string][] = [
      ['Welcome to the Harbour Inn', 'The Harbour Inn'],
      ['Welcome to the Lakeside Lodge website!', 'The Lakeside Lodge'],
      ['Herzlich willkommen im Gasthof Lindenhof', 'Gasthof Lindenhof'],
      ["Bienvenue à l'Auberge des Pins", 'Auberge des Pins'],
      ["Benvenuti all'Albergo Sole", 'Albergo Sole'],
      ['Welkom bij Pension De Eik', 'Pension De Eik'],
    ];
    for (const [line, name] of lines) expect(welcomedName(line), line).toBe(name);
  });

  it('reads no name from a welcome to "our house" or a salutation', () => {
    for (const line of ["Bienvenue dans nos chambres d'hôtes", 'Willkommen in unserem Ferienhaus', 'Welcome to our cottage', 'Bienvenidos a nuestra casa rural', 'Welkom!', 'Dear guests,', 'Liebe Gäste', 'Chers amis', 'Cari ospiti'])
      expect(welcomedName(line), line).toBeNull();
  });

  it('keeps names that open on a greeting word', () => {
    expect(welcomedName('Welcome Inn')).toBe('Welcome Inn');
    expect(welcomedName('Dear Hotel Madrid')).toBe('Dear Hotel Madrid');
  });

  it('does not take a salutation heading for the name (German, English)', () => {
    for (const [greeting, name] of [
      ['Liebe Gäste,', 'Ferienhaus Sonnenhof'],
      ['Dear friends,', 'Maple Cottage'],
    ]) {
      const { fields } = buildProfile([snip('hotel_name', name!, { section: 'h1' }), snip('hotel_name', greeting!, { section: 'h1' })]);
      expect(fields.name).toBe(name);
    }
  });

  it('does not take a welcome to "our house" for the name (French, Spanish)', () => {
    for (const [heading, title, name] of [
      ["Bienvenue dans nos chambres d'hôtes", 'Les Tilleuls | Accueil', 'Les Tilleuls'],
      ['Bienvenidos a nuestra casa rural', 'El Pinar - Inicio', 'El Pinar'],
    ]) {
      const { fields } = buildProfile([snip('hotel_name', title!, { method: 'meta', section: 'title' }), snip('hotel_name', heading!, { section: 'h1' })]);
      expect(fields.name).toBe(name);
    }
  });
});

describe('hotel name: the logo', () => {
  it('takes the name the logo gives when the heading is a tagline (English, Spanish)', () => {
    for (const [logo, h1, name] of [
      ['Harbour View Lodge logo', 'Rooms with a view', 'Harbour View Lodge'],
      ['Logo Posada del Río — Valle de Tena', 'Descanso junto al río', 'Posada del Río'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', 'Home', { method: 'meta', section: 'title' }),
        snip('hotel_name', h1!, { section: 'h1' }),
        snip('hotel_name', logo!, { method: 'meta', section: 'logo' }),
      ]);
      expect(fields.name).toBe(name);
    }
  });

  it("does not take a chain's logo for the hotel's name", () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'La Quinta Inns & Suites', { method: 'meta', section: 'logo' }),
      snip('hotel_name', 'La Quinta Inn & Suites Denver Central', { section: 'h1' }),
    ]);
    expect(fields.name).toBe('La Quinta Inn & Suites Denver Central');
  });

  it('sides with the name the logo agrees with (German, Italian)', () => {
    for (const [a, b] of [
      ['Pension Bergblick', 'Haus am See'],
      ['Villa Aurora', 'Casa Tramonto'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', a!, { section: 'h1' }),
        snip('hotel_name', b!, { section: 'h1' }),
        snip('hotel_name', a!.length > b!.length ? a! : b!, { method: 'meta', section: 'logo' }),
      ]);
      expect(fields.name).toBe(a!.length > b!.length ? a : b);
    }
  });
});

describe('hotel name: a name squeezed into one lower-case token', () => {
  it("takes the title's spelling over the logo's domain-like token (Czech, German)", () => {
    for (const [logo, title, name] of [
      ['penzionnavysine', 'Penzion Na Výšině', 'Penzion Na Výšině'],
      ['landhauslindenhof.de', 'Landhaus Lindenhof – Ihr Urlaub im Allgäu', 'Landhaus Lindenhof'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', logo!, { method: 'meta', section: 'logo' }),
        snip('hotel_name', title!, { method: 'meta', section: 'title' }),
      ]);
      expect(fields.name).toBe(name);
    }
  });

  it('spells a squeezed name as the footer writes it when no title gives it (Spanish, English)', () => {
    for (const [logo, footer, name] of [
      ['casadelmolino', '© 2021 Casa del Molino · Todos los derechos reservados', 'Casa del Molino'],
      ['thewillowsinn', 'Copyright The Willows Inn 2020. All rights reserved.', 'The Willows Inn'],
    ]) {
      const { fields } = buildProfile([snip('hotel_name', logo!, { method: 'meta', section: 'logo' }), snip('description', footer!)]);
      expect(fields.name).toBe(name);
    }
  });

  it('keeps a one-word name the site writes no other way', () => {
    const { fields } = buildProfile([snip('hotel_name', 'Meridiana', { section: 'h1' }), snip('hotel_name', 'meridiana', { method: 'meta', section: 'logo' })]);
    expect(fields.name).toBe('Meridiana');
  });
});

describe("hotel name: the logo's monogram", () => {
  it('leaves out the initials a logo sets before the name (English, French)', () => {
    for (const [logo, title, name] of [
      ['R Riverside Homestay · Hội An', 'Riverside Homestay Hội An | Rooms by the river', 'Riverside Homestay'],
      ['MR Maison Rose', "Maison Rose – Chambres d'hôtes en Bretagne", 'Maison Rose'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', logo!, { method: 'meta', section: 'logo' }),
        snip('hotel_name', title!, { method: 'meta', section: 'title' }),
      ]);
      expect(fields.name).toBe(name);
    }
  });

  it('keeps a leading article the titles write too (Portuguese, Italian)', () => {
    for (const [logo, title] of [
      ['A Aldeia', 'A Aldeia – Turismo rural na Serra da Estrela'],
      ['I Iris', 'I Iris | Bed and breakfast a Lecce'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', logo!, { method: 'meta', section: 'logo' }),
        snip('hotel_name', title!, { method: 'meta', section: 'title' }),
      ]);
      expect(fields.name).toBe(logo);
    }
  });
});

describe("hotel name: a fragment only one page's title has", () => {
  const at = (path: string) => ({ pageUrl: `https://site.example${path}`, sourceUrl: `https://site.example${path}` });
  const title = (path: string, t: string) => snip('hotel_name', t, { ...at(path), method: 'meta', section: 'title' });

  it("takes the fragment the other pages' titles repeat over the page's topic its heading repeats (Polish, Portuguese)", () => {
    for (const [home, topic, h1, name] of [
      ['Pod Lipami - Zakopane', 'Pokoje - Pod Lipami Zakopane', 'Pokoje', 'Pod Lipami'],
      ['Brava Club | Búzios', 'Quartos | Brava Club', 'Quartos', 'Brava Club'],
    ]) {
      const { fields } = buildProfile([title('/', home!), title('/p/', topic!), snip('hotel_name', h1!, { ...at('/p/'), section: 'h1' })]);
      expect(fields.name, home).toBe(name);
    }
  });

  it('does not call a name the markup gives a topic (English)', () => {
    const { fields } = buildProfile([
      title('/', 'Kuninga Aed | Pärnu'),
      title('/toad/', 'Rooms | Pärnu'),
      snip('hotel_name', 'Kuninga Aed', { ...at('/'), method: 'meta', section: 'og:site_name' }),
    ]);
    expect(fields.name).toBe('Kuninga Aed');
  });
});

describe('hotel name: a page name glued to the site name', () => {
  const at = (path: string) => ({ pageUrl: `https://site.example${path}`, sourceUrl: `https://site.example${path}` });
  const title = (path: string, t: string) => snip('hotel_name', t, { ...at(path), method: 'meta', section: 'title' });

  it('reads the name after a page name the title sets before it without a separator, when another source writes the name alone (French, German)', () => {
    for (const [t, h1, name] of [
      ["Contact Chambres d'Hôtes", "Bienvenue aux Chambres d'Hôtes", "Chambres d'Hôtes"],
      ['Zimmer Haus Seeblick', 'Haus Seeblick am Bodensee', 'Haus Seeblick'],
    ]) {
      const { fields } = buildProfile([title('/', t!), title('/kontakt/', t!), snip('hotel_name', h1!, { ...at('/'), section: 'h1' })]);
      expect(fields.name, t).toBe(name);
    }
  });

  it('keeps a name that opens on such a word when no source writes it without (English, Portuguese)', () => {
    for (const t of ['Home Hotel Lisboa', 'Home Sweet Home Hostel']) {
      const { fields } = buildProfile([title('/', t), snip('hotel_name', t, { ...at('/'), section: 'h1' })]);
      expect(fields.name).toBe(t);
    }
  });
});

describe('hotel name: template placeholders and greetings', () => {
  it("does not take the template's name for the website for the house's (French, English, Italian)", () => {
    for (const [placeholder, h1, name] of [
      ['Mon site', 'Les Tilleuls', 'Les Tilleuls'],
      ['My WordPress Site', 'Seaside Rest', 'Seaside Rest'],
      ['Il mio sito', 'Villa Aurora', 'Villa Aurora'],
    ]) {
      const { fields } = buildProfile([snip('hotel_name', placeholder!, { method: 'meta', section: 'title' }), snip('hotel_name', h1!, { section: 'h1' })]);
      expect(fields.name, placeholder).toBe(name);
    }
  });

  it('reads no name from a welcome to "us" (Swedish, German, French)', () => {
    for (const line of ['Välkommen till oss i Delsbo', 'Herzlich willkommen bei uns', 'Bienvenue chez nous']) expect(welcomedName(line), line).toBeNull();
    expect(welcomedName('Bienvenue chez Marie')).toBe('Marie');
  });

  it('reads the name a Chinese or Japanese welcome gives, greeting before or after it', () => {
    const lines: [string, string | null][] = [
      ['欢迎来到逸拾光', '逸拾光'],
      ['歡迎光臨花月！', '花月'],
      ['ようこそ花月へ', '花月'],
      ['花月へようこそ', '花月'],
      ['ようこそ！', null],
    ];
    for (const [line, name] of lines) expect(welcomedName(line), line).toBe(name);
  });

  it('takes the title over a welcome to the hosts in the heading (Swedish, German)', () => {
    for (const [t, h1, name] of [
      ['Hofra | Delsbo', 'Välkommen till oss i Delsbo', 'Hofra'],
      ['Ferienhof Ahrens | Usedom', 'Herzlich willkommen bei uns', 'Ferienhof Ahrens'],
    ]) {
      const { fields } = buildProfile([snip('hotel_name', t!, { method: 'meta', section: 'title' }), snip('hotel_name', h1!, { section: 'h1' })]);
      expect(fields.name, t).toBe(name);
    }
  });
});

describe('hotel name: an article or a kind of house opening the title', () => {
  it('keeps "The" and "Hotel" when another source writes the name without them (English, Dutch)', () => {
    for (const [t, other, name] of [
      ['The Harbour Rooms', 'Harbour Rooms', 'The Harbour Rooms'],
      ['Hotel Leeuwenhof', 'Leeuwenhof', 'Hotel Leeuwenhof'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', t!, { method: 'meta', section: 'title' }),
        snip('hotel_name', t!, { method: 'meta', section: 'title', pageUrl: 'https://hotel.example/rooms/', sourceUrl: 'https://hotel.example/rooms/' }),
        snip('hotel_name', `${other} – since 1920`, { section: 'h1', pageUrl: 'https://hotel.example/about/', sourceUrl: 'https://hotel.example/about/' }),
      ]);
      expect(fields.name, t).toBe(name);
    }
  });
});

describe("hotel name: the site's domain", () => {
  const at = (host: string, path = '/') => `https://${host}${path}`;
  it('takes the name the domain spells over another name the titles give (Spanish, Czech)', () => {
    for (const [host, name, other] of [
      ['www.maselroure.example', 'Mas el Roure', 'Turismo rural Garrotxa'],
      ['www.uzlatehoklice.example', 'U Zlatého klíče', 'Ubytování Praha'],
    ]) {
      const { fields } = buildProfile([
        snip('hotel_name', other!, { method: 'meta', section: 'title', pageUrl: at(host!) }),
        snip('hotel_name', `Kontakt | ${other}`, { method: 'meta', section: 'title', pageUrl: at(host!, '/kontakt') }),
        snip('hotel_name', name!, { section: 'h1', pageUrl: at(host!) }),
      ]);
      expect(fields.name, host).toBe(name);
    }
  });

  it('leaves the kind of house and the town to the other rules (French, German)', () => {
    for (const [host, name] of [
      ['www.lepetitchartron.example', 'Hôtel Le Petit Chartron'],
      ['www.hotel-seeblick-konstanz.example', 'Hotel Seeblick'],
    ]) {
      const short = host === 'www.lepetitchartron.example' ? 'Le Petit Chartron' : 'Hotel Seeblick Konstanz';
      const { fields } = buildProfile([
        snip('hotel_name', `${name} | Accueil`, { method: 'meta', section: 'title', pageUrl: at(host!) }),
        snip('hotel_name', name!, { section: 'h1', pageUrl: at(host!) }),
        snip('hotel_name', `Zimmer | ${name}`, { method: 'meta', section: 'title', pageUrl: at(host!, '/zimmer') }),
        snip('hotel_name', short, { section: 'h1', pageUrl: at(host!, '/zimmer') }),
      ]);
      expect(fields.name, host).toBe(name);
    }
  });
});

describe("hotel name: the footer's copyright notice", () => {
  const at = (path: string) => ({ pageUrl: `https://site.example${path}`, sourceUrl: `https://site.example${path}` });
  const title = (path: string, t: string) => snip('hotel_name', t, { ...at(path), method: 'meta', section: 'title' });
  const notice = (name: string) => snip('hotel_name', `© ${name}`, { ...at('/'), section: 'copyright' });

  it('takes the name the notice gives when the pages give only their own topics (Polish, Portuguese)', () => {
    for (const [a, b, name] of [
      ['Noclegi w górach', 'Cennik i rezerwacje', 'Pensjonat Pod Dębem'],
      ['Hospedagem à beira-mar', 'Passeios e praias', 'Pousada Mar Calmo'],
    ]) {
      const { fields } = buildProfile([title('/pokoje/', a!), title('/cennik/', b!), notice(name!)]);
      expect(fields.name, name).toBe(name);
    }
  });

  it('never sets the notice above a name the title and heading agree on (English, German)', () => {
    for (const [agreed, other] of [
      ['Harbour View Rooms', 'Harbour Holdings Group'],
      ['Gasthof Zur Linde', 'Familie Huber Gastronomie'],
    ]) {
      const { fields } = buildProfile([
        title('/', `${agreed!} | Home`),
        title('/zimmer/', `Rooms | ${agreed!}`),
        snip('hotel_name', agreed!, { ...at('/'), section: 'h1' }),
        notice(other!),
      ]);
      expect(fields.name, agreed).toBe(agreed);
    }
  });

  it('counts the notice among the places that write the name without the town the titles add (Romanian, Czech)', () => {
    for (const [name, town] of [
      ['Pensiunea Casa Albă', 'Sibiu'],
      ['Penzion U Lípy', 'Tábor'],
    ]) {
      const { fields } = buildProfile([
        title('/', `${name!} ${town!} – tagline`),
        title('/kontakt/', `Kontakt – ${name!} ${town!}`),
        snip('address', `Strada Mare 4\n${town!} 550000`, { ...at('/kontakt/') }),
        snip('hotel_name', name!, { ...at('/kontakt/'), section: 'h1' }),
        notice(name!),
      ]);
      expect(fields.name, name).toBe(name);
    }
  });

  it('backs the title fragment it writes against another fragment (Italian, Danish)', () => {
    for (const [a, b] of [
      ['Vista sul lago di Como', 'Locanda del Pescatore'],
      ['Værelser ved havnen', 'Havnens Kro'],
    ]) {
      const { fields } = buildProfile([title('/', `${a!} - ${b!}`), notice(b!)]);
      expect(fields.name, b).toBe(b);
    }
  });
});
