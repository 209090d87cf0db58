import { describe, expect, it } from 'vitest';
import { detect } from 'tinyld';
import { byAlphabet, detectPlausible, languageGroup, languageOf, mainScript, proseLanguage, rootLanguage } from './language.ts';
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

describe('the language of a site in two languages', () => {
  const it1 = 'La villa, costruita nel 1908 come residenza estiva, è oggi un piccolo albergo con diciotto camere e una terrazza panoramica sul lago. La colazione è servita in giardino nei mesi estivi, e la reception è aperta tutto il giorno.';
  const it2 = 'Tutte le camere sono climatizzate e dispongono di bagno privato, cassaforte e connessione Wi-Fi gratuita; alcune hanno un balcone con vista sul lago e sulle montagne. Il parcheggio si trova nel garage del paese, a pochi passi.';
  const de1 = 'Die 1908 als Sommerresidenz erbaute Villa ist heute ein kleines Hotel mit achtzehn Zimmern und einer Panoramaterrasse über dem See. Das Frühstück wird im Sommer im Garten serviert, und die Rezeption ist den ganzen Tag besetzt.';
  const de2 = 'Alle Zimmer sind klimatisiert und haben ein eigenes Bad, einen Safe und kostenloses WLAN; einige haben einen Balkon mit Blick auf den See und die Berge. Parkplätze gibt es in der Garage des Ortes.';
  const de3 = 'Mit dem Schiff erreichen Sie die Gärten der Nachbarorte in wenigen Minuten, und die Wanderwege beginnen gleich hinter dem Haus am Waldrand oberhalb des Dorfes.';
  it('is the language of its root page when another page agrees (Italian root, German translation)', () => {
    const snippets = [
      snip('description', it1, { pageUrl: 'https://villa.example/' }),
      snip('room', it2, { pageUrl: 'https://villa.example/camere/' }),
      snip('description', de1, { pageUrl: 'https://villa.example/de/' }),
      snip('description', de2, { pageUrl: 'https://villa.example/de/' }),
      snip('description', de3, { pageUrl: 'https://villa.example/de/anreise/' }),
    ];
    expect(rootLanguage(snippets)).toBe('it');
    expect(proseLanguage(snippets)).toBe('it');
  });
  it('is not told by a root page no other page agrees with (German site, Italian root only)', () => {
    const snippets = [
      snip('description', it1, { pageUrl: 'https://villa.example/' }),
      snip('description', de1, { pageUrl: 'https://villa.example/zimmer/' }),
      snip('description', de2, { pageUrl: 'https://villa.example/anreise/' }),
    ];
    expect(rootLanguage(snippets)).toBeNull();
  });
});

describe('detectPlausible', () => {
  it('takes no reading the text\'s own letters rule out (tinyld knows no Catalan and may call it Vietnamese)', () => {
    const ca = 'La masia és una casa pairal del segle XVII, envoltada de boscos i camps, a la zona volcànica de la Garrotxa.';
    expect(detect(ca)).toBe('vi');
    expect(detectPlausible(ca)).toBeNull();
    const vi = 'Khách sạn nằm ở trung tâm phố cổ Hội An, cách chùa Cầu năm phút đi bộ. Chúng tôi có mười hai phòng với ban công nhìn ra vườn.';
    expect(detectPlausible(vi)).toBe('vi');
    const el = 'Το ξενοδοχείο μας βρίσκεται στο κέντρο της Νάξου, δίπλα στο λιμάνι και στην παραλία του Αγίου Γεωργίου.';
    expect(detectPlausible(el)).toBe('el');
  });
});

describe('byAlphabet', () => {
  it('reads Slovene, which tinyld has no profile for, by its alphabet, and leaves Croatian and Lithuanian theirs', () => {
    const sl = 'Gostišče leži v središču vasi, le nekaj korakov od reke. Sobe so opremljene s kopalnico in brezžičnim internetom, zajtrk je vključen v ceno.';
    expect(['sl', 'sr', 'sk', 'lt', 'hr']).toContain(detect(sl));
    expect(byAlphabet(sl, detect(sl))).toBe('sl');
    const hr = 'Obiteljski hotel nalazi se između starog grada i plaže, nekoliko koraka od mora. Sobe imaju kupaonicu, a doručak je uključen u cijenu. Uz kuću je vrt u kojem ćete uživati u noćnoj tišini.';
    expect(byAlphabet(hr, 'sr')).toBe('hr');
    const lt = 'Viešbutis įsikūręs miesto centre, netoli paplūdimio. Kambariuose yra vonios kambarys ir nemokamas belaidis internetas, pusryčiai įskaičiuoti į kainą.';
    expect(byAlphabet(lt, detect(lt))).toBe('lt');
  });

  it('reads Catalan, which tinyld takes for Spanish, Italian or French, by its "l·l" and its "-ció"', () => {
    const ca = "L'hotel es troba al centre del poble. Totes les habitacions tenen bany, i a la recepció us donarem informació sobre les excursions per la vall i la col·lecció del museu.";
    expect(['es', 'it', 'fr', 'pt']).toContain(detect(ca));
    expect(byAlphabet(ca, detect(ca))).toBe('ca');
    // Spanish and Italian end the same words otherwise ("recepción", "ricezione")
    const es = 'El hotel está en el centro del pueblo. Todas las habitaciones tienen baño, y en la recepción le daremos información sobre las excursiones por el valle.';
    expect(byAlphabet(es, 'es')).toBe('es');
    const it = "L'albergo si trova nel centro del paese. Tutte le camere hanno il bagno, e alla reception vi daremo informazioni sulle escursioni nella valle.";
    expect(byAlphabet(it, 'it')).toBe('it');
  });

  it('leaves text in another script as tinyld reads it', () => {
    expect(byAlphabet('Хотел се налази у центру града, неколико корака од реке.', 'sr')).toBe('sr');
  });
});
