import { describe, expect, it } from 'vitest';
import { pageLanguages, placesOfOneLanguage, siteLanguage } from './bilingual.ts';
import { snip } from './test-snippets.ts';

const page = (url: string) => ({ pageUrl: url, sourceUrl: url });

// enough lower-case prose on each page to tell its language
const CS = 'Hotel stojí v klidné uličce nedaleko náměstí. Pokoje jsou prostorné a tiché, snídaně podáváme ve sklepení každé ráno od sedmi do deseti hodin. Do centra se dostanete pěšky za pár minut, tramvaj staví hned za rohem a recepce je otevřená celý den i noc.';
const EN = 'The hotel stands in a quiet lane not far from the square. The rooms are spacious and calm, and breakfast is served in the cellar every morning from seven to ten. The centre is a few minutes on foot, the tram stops just around the corner and the front desk is open day and night.';
const IT = "L'albergo si trova in una via tranquilla a pochi passi dal lago. Le camere sono ampie e silenziose, la colazione viene servita sulla terrazza ogni mattina dalle sette alle dieci. Il centro si raggiunge a piedi in pochi minuti e il battello ferma proprio davanti alla casa.";
const DE = 'Das Hotel liegt in einer ruhigen Gasse nur wenige Schritte vom See entfernt. Die Zimmer sind geräumig und still, das Frühstück wird jeden Morgen von sieben bis zehn Uhr auf der Terrasse serviert. Ins Zentrum geht man zu Fuß nur wenige Minuten und das Schiff hält direkt vor dem Haus.';

describe('placesOfOneLanguage', () => {
  it('reads each page’s language from its lower-case words and the site’s from its root', () => {
    const snippets = [snip('description', CS, page('https://h.example/')), snip('description', CS, page('https://h.example/pokoje/')), snip('description', `${EN} Malostranské náměstí, Karlův most, Valdštejnská zahrada.`, page('https://h.example/en/'))];
    const langs = pageLanguages(snippets);
    expect(langs.get('https://h.example/en/')).toBe('en');
    expect(siteLanguage(langs)).not.toBe('en');
  });

  it('drops a translated list (Czech and English lines with the same distances)', () => {
    const cs = snip('point_of_interest', 'Chrám sv. Mikuláše (2 min)\nValdštejnská zahrada (3 min)\nKarlův most (5 min)', page('https://h.example/'));
    const en = snip('point_of_interest', 'St Nicholas Church – 2 min\nWallenstein Garden – 3 min\nCharles Bridge – 5 min', page('https://h.example/en/'));
    const snippets = [snip('description', CS, page('https://h.example/')), snip('description', CS, page('https://h.example/pokoje/')), cs, snip('description', EN, page('https://h.example/en/')), en];
    const att = { values: ['Chrám sv. Mikuláše (2 min)', 'Valdštejnská zahrada (3 min)', 'Karlův most (5 min)', 'St Nicholas Church (2 min)', 'Wallenstein Garden (3 min)', 'Charles Bridge (5 min)'], ids: [[cs.id], [cs.id], [cs.id], [en.id], [en.id], [en.id]] };
    placesOfOneLanguage(att, snippets, 'Hotel U Zlatého klíče');
    expect(att.values).toEqual(['Chrám sv. Mikuláše (2 min)', 'Valdštejnská zahrada (3 min)', 'Karlův most (5 min)']);
    expect(att.ids).toHaveLength(3);
  });

  it('drops a name sharing a word of its own with an own place (Italian and German), and keeps the other places of the other language', () => {
    const it_ = snip('description', `${IT} Da non perdere la Basilica di San Giacomo e il Castello di Vezio.`, page('https://h.example/'));
    const it2 = snip('description', IT, page('https://h.example/camere/'));
    const de = snip('description', `${DE} Sehenswert sind die Basilika San Giacomo und die Villa Melzi.`, page('https://h.example/de/'));
    const att = { values: ['Basilica di San Giacomo', 'Castello di Vezio', 'Basilika San Giacomo', 'Villa Melzi'], ids: [[it_.id], [it_.id], [de.id], [de.id]] };
    placesOfOneLanguage(att, [it_, it2, de], 'Hotel Villa Gelsomina');
    expect(att.values).toEqual(['Basilica di San Giacomo', 'Castello di Vezio', 'Villa Melzi']);
  });

  it('drops a name the text glosses with an own place’s (Romanian and English)', () => {
    const ro = snip('description', `${CS.replace(/./gu, '')}Pensiunea se află la 10 minute de Piața Sfatului, în cartierul istoric, iar casa a fost renovată de familia noastră păstrând bolțile, grinzile de lemn și sobele de teracotă. Camerele de la etaj au vedere spre munte și sunt liniștite.`, page('https://h.example/'));
    const ro2 = snip('description', 'Toate camerele au baie proprie cu duș, încălzire centrală, uscător de păr, lenjerie și prosoape, precum și acces gratuit la internet wireless. Micul dejun tradițional este inclus în preț și se servește în curte vara.', page('https://h.example/camere.html'));
    const en = snip('description', `${EN} It is a 10-minute walk to the Council Square (Piața Sfatului).`, page('https://h.example/index-en.html'));
    const att = { values: ['Piața Sfatului', 'Council Square'], ids: [[ro.id], [en.id]] };
    placesOfOneLanguage(att, [ro, ro2, en], null);
    expect(att.values).toEqual(['Piața Sfatului']);
  });

  it('leaves a site in one language alone', () => {
    const a = snip('description', EN, page('https://h.example/'));
    const b = snip('description', EN, page('https://h.example/area/'));
    const att = { values: ['Charles Bridge', 'Charles Square'], ids: [[a.id], [b.id]] };
    placesOfOneLanguage(att, [a, b], null);
    expect(att.values).toEqual(['Charles Bridge', 'Charles Square']);
  });
});
