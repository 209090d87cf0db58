import { CSV_MAX_BYTES } from '@hotel/contracts';
import { fileSizeKb } from '../../../lib/format';

/** Spec section 5: a file is accepted only if its name ends in .csv (any letter case). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}

export type CsvFileCheck = { ok: true } | { ok: false; message: string };

/** Checks done before the file is read; the content itself is judged by the server. */
export function checkCsvFile(file: Pick<File, 'name' | 'size'>): CsvFileCheck {
  if (!isCsvFileName(file.name)) {
    return { ok: false, message: `"${file.name}" is not a CSV file. Choose a file whose name ends in .csv.` };
  }
  if (file.size === 0) return { ok: false, message: `"${file.name}" is empty.` };
  if (file.size > CSV_MAX_BYTES) {
    return { ok: false, message: `"${file.name}" is ${fileSizeKb(file.size)}; the limit is ${fileSizeKb(CSV_MAX_BYTES)}.` };
  }
  return { ok: true };
}

/** What the dialog shows for the chosen file: its name and its size in KB with two decimals. */
export function describeCsvFile(file: Pick<File, 'name' | 'size'>): { name: string; size: string } {
  return { name: file.name, size: fileSizeKb(file.size) };
}

/** Spec section 9: the preview shows the first 5 rows. */
export const CSV_PREVIEW_ROWS = 5;
