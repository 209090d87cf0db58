/** `--max-pages N` of the CLIs: the bounds of a scrape job's maxPages (scrapeHotelJob in @hotel/contracts). */
export const MAX_PAGES_ERROR = '--max-pages must be an integer between 0 and 50';

/** The option's value: undefined when it is absent, null when it is not an integer from 0 to 50. */
export function parseMaxPages(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 50 ? n : null;
}
