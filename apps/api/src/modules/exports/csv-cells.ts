/**
 * OWASP CSV injection: a cell that starts with one of these is read by spreadsheet programs as a
 * formula (or, for tab/CR/LF, can smuggle one in), so it gets a leading apostrophe and stays text.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function neutralizeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function joinList(value: unknown): string {
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('; ') : '';
}
