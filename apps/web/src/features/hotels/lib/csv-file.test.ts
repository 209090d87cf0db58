import { describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '@hotel/contracts';
import { checkCsvFile, describeCsvFile, isCsvFileName } from './csv-file';

describe('CSV file checks', () => {
  it('accepts only names that end in .csv', () => {
    expect(isCsvFileName('hotels.csv')).toBe(true);
    expect(isCsvFileName('HOTELS.CSV')).toBe(true);
    expect(isCsvFileName('hotels.csv.exe')).toBe(false);
    expect(isCsvFileName('hotels.xlsx')).toBe(false);
    expect(isCsvFileName('csv')).toBe(false);
  });

  it('rejects a dropped non-CSV file with a message naming it', () => {
    const result = checkCsvFile({ name: 'photo.png', size: 100 });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('"photo.png" is not a CSV file') });
  });

  it('rejects empty and oversized files', () => {
    expect(checkCsvFile({ name: 'a.csv', size: 0 }).ok).toBe(false);
    expect(checkCsvFile({ name: 'a.csv', size: CSV_MAX_BYTES + 1 }).ok).toBe(false);
    expect(checkCsvFile({ name: 'a.csv', size: CSV_MAX_BYTES })).toEqual({ ok: true });
  });

  it('describes the file with its size in KB with two decimals', () => {
    expect(describeCsvFile({ name: 'a.csv', size: 12_650 })).toEqual({ name: 'a.csv', size: '12.35 KB' });
    expect(describeCsvFile({ name: 'b.csv', size: 1024 }).size).toBe('1.00 KB');
  });
});
