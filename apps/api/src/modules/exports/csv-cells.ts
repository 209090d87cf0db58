/**
 * OWASP CSV injection: a cell that starts with one of these is read by spreadsheet programs as a
 * formula (or, for tab/CR/LF, can smuggle one in), so it gets a leading apostrophe and stays text.
 * The full-width forms count too: spreadsheets in East Asian locales read `＝1+1` as a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Where the list separator is a semicolon (most of continental Europe), Excel splits our
 * comma-separated file at every `;` and quoting cannot be relied on there: `Spa;=1+1;x` becomes
 * the cells `Spa`, `=1+1`, `x`. A line break inside a cell can likewise start a new row. So a
 * formula character after a semicolon or a line break (and any spaces) is defused as well.
 */
const FORMULA_AFTER_SPLIT = /(;|\r\n|\r|\n)( *)(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

export function neutralizeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const start = FORMULA_START.test(text) ? `'${text}` : text;
  return start.replace(FORMULA_AFTER_SPLIT, "$1$2'");
}

export function joinList(value: unknown): string {
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('; ') : '';
}
