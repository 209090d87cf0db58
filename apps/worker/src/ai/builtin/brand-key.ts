/**
 * A brand spelling reduced to what identifies it: NFKC, lower case, accents off (outside CJK),
 * "&" as "and", punctuation as spaces. Shared by the brand data script and the run-time matcher
 * so both sides spell alike.
 */
export function brandKey(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
