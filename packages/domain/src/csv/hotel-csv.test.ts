import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHotelCsv } from './hotel-csv.ts';

const ok = async (content: string) => {
  const r = await parseHotelCsv(content);
  expect(r.errorMessage).toBeNull();
  expect(r.isValid).toBe(true);
  return r.data;
};
const err = async (content: string, limits?: { maxBytes: number; maxRows: number }) => {
  const r = await parseHotelCsv(content, limits);
  expect(r.isValid).toBe(false);
  expect(r.errorMessage).toBeTruthy();
  return r.errorMessage as string;
};

describe('parseHotelCsv', () => {
  it('reads a file with a hotel_id,url header', async () => {
    expect(await ok('hotel_id,url\nh1,https://a.example.com\nh2,http://b.example.com/x\n')).toEqual([
      { hotelId: 'h1', url: 'https://a.example.com' },
      { hotelId: 'h2', url: 'http://b.example.com/x' },
    ]);
  });

  it.each([
    ['Hotel ID,Homepage URL'],
    ['hotelId,homepage'],
    ['ID,Website'],
    ['hotel,site'],
    ['HOTEL_ID,HOMEPAGE_URL'],
    ['id,homepage_url'],
    ['  Hotel Id , URL '],
  ])('recognizes the header spelling %s', async (header) => {
    expect(await ok(`${header}\nh1,https://a.example.com\n`)).toEqual([{ hotelId: 'h1', url: 'https://a.example.com' }]);
  });

  it('finds the columns by name when they are in another order or among others', async () => {
    expect(await ok('name,website,hotel_id\nGrand,https://g.example.com,g1\n')).toEqual([
      { hotelId: 'g1', url: 'https://g.example.com' },
    ]);
  });

  it('treats a two-column file whose first row holds a URL as headerless', async () => {
    expect(await ok('h1,https://a.example.com\nh2,https://b.example.com')).toEqual([
      { hotelId: 'h1', url: 'https://a.example.com' },
      { hotelId: 'h2', url: 'https://b.example.com' },
    ]);
  });

  it('strips a UTF-8 byte order mark', async () => {
    expect(await ok('\uFEFFhotel_id,url\nh1,https://a.example.com\n')).toHaveLength(1);
  });

  it('reads CRLF line endings', async () => {
    expect(await ok('hotel_id,url\r\nh1,https://a.example.com\r\nh2,https://b.example.com\r\n')).toHaveLength(2);
  });

  it('reads quoted fields with commas and newlines', async () => {
    expect(await ok('name,hotel_id,url\n"Grand, the\nHotel",h1,"https://a.example.com/?a=1,2"\n')).toEqual([
      { hotelId: 'h1', url: 'https://a.example.com/?a=1,2' },
    ]);
  });

  it('skips blank lines and trims cells', async () => {
    expect(await ok('hotel_id,url\n\n   \n  h1  ,  https://a.example.com  \n\n')).toEqual([
      { hotelId: 'h1', url: 'https://a.example.com' },
    ]);
  });

  it('says an empty file is empty', async () => {
    expect(await err('')).toBe('CSV file is empty');
    expect(await err('\uFEFF \n\n')).toBe('CSV file is empty');
  });

  it('says a header without rows has no data rows', async () => {
    expect(await err('hotel_id,url\n')).toBe('CSV has no data rows');
  });

  it('names both rows of a duplicate id', async () => {
    expect(await err('hotel_id,url\nh1,https://a.example.com\nh2,https://b.example.com\nh1,https://c.example.com\n')).toBe(
      'Row 4: Hotel ID "h1" is a duplicate of row 2',
    );
  });

  it('refuses an empty id', async () => {
    expect(await err('hotel_id,url\nh1,https://a.example.com\n,https://b.example.com\n')).toBe('Row 3: Hotel ID is empty');
  });

  it('refuses an id the hotel id rules do not allow', async () => {
    expect(await err('hotel_id,url\nh 1,https://a.example.com\n')).toMatch(/^Row 2: Hotel ID "h 1" must not contain spaces/);
    expect(await err(`hotel_id,url\n${'x'.repeat(101)},https://a.example.com\n`)).toMatch(/^Row 2: Hotel ID ".*" must be at most 100 characters$/);
  });

  it('refuses a URL that is not http or https', async () => {
    expect(await err('hotel_id,url\nh1,https://a.example.com\nh2,https://b.example.com\nh3,ftp://x\n')).toBe(
      'Row 4: URL "ftp://x" must be an http or https address with a host',
    );
    expect(await err('hotel_id,url\nh1,javascript:alert(1)\n')).toMatch(/^Row 2: URL "javascript:alert\(1\)" must be an http/);
    expect(await err('hotel_id,url\nh1,not a url\n')).toMatch(/^Row 2: URL "not a url"/);
  });

  it('refuses control characters in ids and URLs (NUL cannot be stored)', async () => {
    expect(await err('hotel_id,url\n"h\u00001",https://a.example.com\n')).toBe('Row 2: Hotel ID "h 1" must not contain control characters');
    expect(await err('hotel_id,url\nh1,"https://a.example.com/\u0000x"\n')).toBe(
      'Row 2: URL "https://a.example.com/ x" must not contain control characters',
    );
  });

  it('refuses an empty URL', async () => {
    expect(await err('hotel_id,url\nh1,\n')).toBe('Row 2: URL is empty');
    expect(await err('hotel_id,url,name\nh1,,Grand\n')).toBe('Row 2: URL is empty');
  });

  it('refuses ragged rows', async () => {
    expect(await err('hotel_id,url\nh1,https://a.example.com\nh2\n')).toBe('Row 3: expected 2 columns but found 1');
    expect(await err('hotel_id,url\nh1,https://a.example.com,extra\n')).toBe('Row 2: expected 2 columns but found 3');
  });

  it('accepts trailing empty cells written by spreadsheet tools', async () => {
    expect(await ok('hotel_id,url,\nh1,https://a.example.com,\n')).toHaveLength(1);
  });

  it('counts blank lines in row numbers so they match the file', async () => {
    expect(await err('hotel_id,url\n\nh1,https://a.example.com\n\nh2,ftp://b\n')).toMatch(/^Row 5: /);
  });

  it('asks for a header when none is recognizable', async () => {
    expect(await err('foo,bar\n1,2\n')).toMatch(/CSV needs a header row with a hotel ID column and a homepage URL column/);
    expect(await err('hotel_id,link\nh1,https://a.example.com\n')).toMatch(/header has no homepage URL column/);
    expect(await err('name,url\nGrand,https://a.example.com\n')).toMatch(/header has no hotel ID column/);
  });

  it('refuses content over the size limit', async () => {
    expect(await err('hotel_id,url\nh1,https://a.example.com\n', { maxBytes: 10, maxRows: 10 })).toMatch(/^CSV file is too large/);
  });

  it('refuses more rows than the row limit', async () => {
    const rows = Array.from({ length: 4 }, (_, i) => `h${i},https://a.example.com/${i}`).join('\n');
    expect(await err(`hotel_id,url\n${rows}\n`, { maxBytes: 1_000_000, maxRows: 3 })).toBe(
      'CSV has more than 3 data rows; split it into smaller files',
    );
    expect(await parseHotelCsv(`hotel_id,url\n${rows}\n`, { maxBytes: 1_000_000, maxRows: 4 })).toMatchObject({ isValid: true });
  });

  it('reports an unclosed quote with its row instead of throwing', async () => {
    expect(await err('hotel_id,url\nh1,"https://a.example.com\nh2,https://b.example.com\n')).toMatch(/^Row \d+: CSV could not be read/);
  });

  it('reads 100,000 rows', async () => {
    const lines = ['hotel_id,url'];
    for (let i = 0; i < 100_000; i++) lines.push(`H${i},https://h${i}.example.com/`);
    const data = await ok(lines.join('\n'));
    expect(data).toHaveLength(100_000);
    expect(data[99_999]).toEqual({ hotelId: 'H99999', url: 'https://h99999.example.com/' });
  });

  it('never throws and always answers a well-formed result, whatever the text', async () => {
    const alphabet = fc.constantFrom(',', '"', '\n', '\r', ' ', 'a', 'h', 'http://x.y', 'https://', '\uFEFF', 'id', 'url', '%', '/', ';', '\t', '\u0000');
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.array(alphabet, { maxLength: 60 }).map((a) => a.join(''))), async (text) => {
        const r = await parseHotelCsv(text);
        expect(typeof r.isValid).toBe('boolean');
        if (r.isValid) expect(r.errorMessage).toBeNull();
        else expect(typeof r.errorMessage).toBe('string');
        for (const row of r.data) {
          expect(row.hotelId.length).toBeGreaterThan(0);
          expect(row.url).toMatch(/^https?:\/\//i);
          expect(`${row.hotelId}${row.url}`).not.toMatch(/\p{Cc}/u);
        }
      }),
      { numRuns: 500 },
    );
  });
});
