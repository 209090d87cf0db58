import { describe, expect, it } from 'vitest';
import { copyrightName } from './classify.ts';
import { extractSnippets } from './index.ts';

describe('copyrightName: the name a footer copyright notice gives', () => {
  it('drops the year, the rights phrase and the maker credit, in the languages the sites use', () => {
    const cases: [string, string][] = [
      ['© 2024 Pension Alpenblick · All rights reserved', 'Pension Alpenblick'],
      ['Copyright © 2006-2011 Pensjonat Pod Dębem. Wszelkie prawa zastrzeżone. | Regulamin', 'Pensjonat Pod Dębem'],
      ['© 2026 Casa Verde Breaza. Toate drepturile rezervate.', 'Casa Verde Breaza'],
      ['© Copyright 2022 Los Olmos del Valle Todos los derechos reservados. Aviso Legal', 'Los Olmos del Valle'],
      ['Copyright © 2024 Havnens Kro | Drevet af Astra WordPress Theme', 'Havnens Kro'],
      ['© 2015 by Villa Rosa Hotel. Add: 12 Main Street', 'Villa Rosa Hotel'],
      ['© The Mill House 2026 · Website by SomeAgency · Cookie settings', 'The Mill House'],
      ['© 2010. Všechna práva vyhrazena Penzion Lesní', 'Penzion Lesní'],
      ['© 2009-2018 Penzion u Mlýna Penzion u Mlýna, Spravuje Someone', 'Penzion u Mlýna'],
    ];
    for (const [line, name] of cases) expect(copyrightName(line), line).toBe(name);
  });

  it('reads the name before the mark when the line is no more than the notice (English, Italian)', () => {
    expect(copyrightName('Sunset Bay Resort © 2019')).toBe('Sunset Bay Resort');
    expect(copyrightName('Il Poggio Alto © 2023 Tutti i diritti riservati.')).toBe('Il Poggio Alto');
    // a line of other words before the mark is not a name
    expect(copyrightName('All content copyright © 2021 • All rights reserved.')).toBeNull();
    expect(copyrightName('Main Road 12, Christchurch 8013. © 2024 All rights reserved. Privacy Policy')).toBeNull();
  });

  it('names no company, template placeholder or bare notice (English, German, Czech, Spanish, Swedish)', () => {
    for (const line of [
      '© 2023 Sunset Collection Co., Ltd. All rights reserved.',
      '© 2025 Seeblick Holding GmbH & Co. KG Impressum',
      '© 2025 U Lípy s.r.o., IČO 08812345',
      '© 2025 Costa Hospitality Group S.L. · CIF B98765432',
      '© 2024 Sjöhotellen AB · Box 45, 591 21 Motala',
      '© 2026 Example Inns, LLC. All rights reserved.',
      'Copyright © Your Website 2019',
      '©Todos los derechos reservados. 2024. Diseñado por Alguien',
      'A café with a view',
    ])
      expect(copyrightName(line), line).toBeNull();
  });

  it('gives the notice as a name snippet of the footer (French, German)', () => {
    for (const [html, name] of [
      ['<html><body><h1>Bienvenue</h1><p>Une maison au calme.</p><footer><p>© 2026 Le Clos des Tilleuls · Mentions légales</p></footer></body></html>', 'Le Clos des Tilleuls'],
      ['<html><body><h1>Willkommen</h1><p>Ruhige Lage am See.</p><footer><div>© 2024 Gasthof Zur Post · Impressum · Datenschutz</div></footer></body></html>', 'Gasthof Zur Post'],
    ] as const) {
      const out = extractSnippets({ html, sourceUrl: 'https://x.example/', pageUrl: 'https://x.example/' });
      const s = out.find((o) => o.section === 'copyright');
      expect(s?.type).toBe('hotel_name');
      expect(s?.content).toBe(`© ${name}`);
    }
  });
});
