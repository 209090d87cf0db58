import { parseString } from 'fast-csv';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, hotelId as hotelIdSchema, httpUrl, type CsvRow, type ParseCsvResponse } from '@hotel/contracts';

export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

/** Header spellings, compared after lower-casing and dropping spaces, underscores and dashes. */
const ID_HEADERS = new Set(['hotelid', 'id', 'hotel', 'hotelcode', 'propertyid']);
const URL_HEADERS = new Set(['url', 'homepage', 'homepageurl', 'website', 'websiteurl', 'site', 'hotelurl', 'web']);

const normalizeHeader = (cell: string): string => cell.toLowerCase().replace(/[\s_-]+/g, '');

/** Quotes a value for an error message: bounded and with control characters made visible. */
function show(value: string): string {
  let clean = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    clean += code < 0x20 || code === 0x7f ? ' ' : ch;
  }
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}

/** NUL and other control characters cannot be stored (PostgreSQL refuses NUL) nor shown. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function looksLikeUrl(cell: string | undefined): boolean {
  return cell !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(cell.trim());
}

/** Drops empty cells at the end of a row: `a,b,` is a two-column row written by many tools. */
function withoutTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}

interface CsvRecord {
  /** 1-based record number in the file, blank lines included: the "Row N" a person sees. */
  row: number;
  cells: string[];
}

function readRecords(text: string, maxRecords: number): Promise<{ records: CsvRecord[]; overflow: boolean }> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = [];
    let row = 0;
    let overflow = false;
    parseString<string[], string[]>(text, { headers: false, trim: true })
      .on('data', (cells: string[]) => {
        row += 1;
        if (cells.every((c) => c === '')) return; // blank line
        if (records.length >= maxRecords) {
          overflow = true;
          return;
        }
        records.push({ row, cells });
      })
      .on('error', (err: Error) => reject(Object.assign(err, { afterRow: row })))
      .on('end', () => resolve({ records, overflow }));
  });
}

const invalid = (errorMessage: string, data: CsvRow[] = []): ParseCsvResponse => ({ data, isValid: false, errorMessage });

/**
 * Turns the text of an uploaded CSV into hotel rows, or says which row is wrong and why.
 * Never throws: every problem with the content is an answer, not an exception.
 */
export async function parseHotelCsv(
  content: string,
  limits: CsvLimits = { maxBytes: CSV_MAX_BYTES, maxRows: CSV_MAX_ROWS },
): Promise<ParseCsvResponse> {
  try {
    if (typeof content !== 'string') return invalid('CSV content must be text');
    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > limits.maxBytes) {
      const mb = (n: number) => (n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1);
      return invalid(`CSV file is too large (${mb(bytes)} MB); the limit is ${mb(limits.maxBytes)} MB`);
    }
    const text = content.replace(/^\uFEFF/, '');
    if (text.trim() === '') return invalid('CSV file is empty');

    let parsed: { records: CsvRecord[]; overflow: boolean };
    try {
      // Header plus the row limit, plus one to notice that the limit was passed.
      parsed = await readRecords(text, limits.maxRows + 2);
    } catch (err) {
      const after = (err as { afterRow?: number }).afterRow ?? 0;
      const quote = /closing: '"'|expected: '"'|got: '"'/.test((err as Error).message) ? ' (check for an unclosed or stray quote)' : '';
      return invalid(`Row ${after + 1}: CSV could not be read${quote}`);
    }
    const { records } = parsed;
    const first = records[0];
    if (!first) return invalid('CSV file is empty');

    // Header detection: a first row naming both columns is a header; a two-column first row whose
    // second cell is a URL is data; anything else cannot be read safely.
    const headerCells = withoutTrailingEmpty(first.cells).map(normalizeHeader);
    const idHeader = headerCells.findIndex((c) => ID_HEADERS.has(c));
    const urlHeader = headerCells.findIndex((c) => URL_HEADERS.has(c));
    let idCol: number;
    let urlCol: number;
    let width: number;
    let dataRecords: CsvRecord[];
    if (idHeader >= 0 && urlHeader >= 0) {
      idCol = idHeader;
      urlCol = urlHeader;
      width = headerCells.length;
      dataRecords = records.slice(1);
    } else if (withoutTrailingEmpty(first.cells).length === 2 && looksLikeUrl(first.cells[1])) {
      idCol = 0;
      urlCol = 1;
      width = 2;
      dataRecords = records;
    } else if (idHeader >= 0) {
      return invalid(`Row ${first.row}: the header has no homepage URL column (name it url, homepage or website)`);
    } else if (urlHeader >= 0) {
      return invalid(`Row ${first.row}: the header has no hotel ID column (name it hotel_id or id)`);
    } else {
      return invalid(
        'CSV needs a header row with a hotel ID column and a homepage URL column (for example: hotel_id,url), or exactly two columns: hotel ID, then URL',
      );
    }

    if (dataRecords.length === 0) return invalid('CSV has no data rows');
    if (dataRecords.length > limits.maxRows) {
      return invalid(`CSV has more than ${limits.maxRows.toLocaleString('en-US')} data rows; split it into smaller files`);
    }

    const needed = Math.max(idCol, urlCol) + 1;
    const seen = new Map<string, number>();
    const data: CsvRow[] = [];
    for (const { row, cells: raw } of dataRecords) {
      // Too few cells to hold both columns, or more non-empty cells than the header names.
      const used = withoutTrailingEmpty(raw).length;
      if (raw.length < needed || used > width) {
        return invalid(`Row ${row}: expected ${width} columns but found ${raw.length < needed ? raw.length : used}`, data);
      }
      const id = raw[idCol] ?? '';
      const url = raw[urlCol] ?? '';
      if (id === '') return invalid(`Row ${row}: Hotel ID is empty`, data);
      if (hasControlCharacter(id)) return invalid(`Row ${row}: Hotel ID "${show(id)}" must not contain control characters`, data);
      const idResult = hotelIdSchema.safeParse(id);
      if (!idResult.success) {
        const why = (idResult.error.issues[0]?.message ?? 'is not valid').replace(/^Hotel ID /, '');
        return invalid(`Row ${row}: Hotel ID "${show(id)}" ${why}`, data);
      }
      if (url === '') return invalid(`Row ${row}: URL is empty`, data);
      if (hasControlCharacter(url)) return invalid(`Row ${row}: URL "${show(url)}" must not contain control characters`, data);
      const urlResult = httpUrl.safeParse(url);
      if (!urlResult.success) {
        const why = (urlResult.error.issues[0]?.message ?? 'is not valid').replace(/^URL /, '');
        return invalid(`Row ${row}: URL "${show(url)}" ${why}`, data);
      }
      const firstRow = seen.get(idResult.data);
      if (firstRow !== undefined) {
        return invalid(`Row ${row}: Hotel ID "${show(idResult.data)}" is a duplicate of row ${firstRow}`, data);
      }
      seen.set(idResult.data, row);
      data.push({ hotelId: idResult.data, url: urlResult.data });
    }
    return { data, isValid: true, errorMessage: null };
  } catch {
    return invalid('CSV could not be read');
  }
}
