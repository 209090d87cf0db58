/* A guest's signed review, which speaks of what a guest liked, not of what the house or its surroundings are. */

/** A guest's review: a sentence closed, then a dash and the guest's name ("… – Katka, Žilina", "… – Dave P. – TripAdvisor"). */
const REVIEW_SIGNATURE = /[.!?…"”“»]\s*[–—-]\s*\p{Lu}[\p{L}’'.-]*(?:\s+\p{Lu}[\p{L}’'.-]*){0,2}(?:,\s*\p{Lu}[\p{L}’'. -]{0,30})?(?:\s*[–—-]\s*\p{Lu}\p{L}*)?\s*$/u;

/** Whether a line or sentence is a guest's signed review. */
export function isSignedReview(line: string): boolean {
  return REVIEW_SIGNATURE.test(line.trim());
}

/** The lines of a text without the guests' signed reviews. */
export function withoutSignedReviews(text: string): string {
  return text
    .split('\n')
    .filter((line) => !isSignedReview(line))
    .join('\n');
}
