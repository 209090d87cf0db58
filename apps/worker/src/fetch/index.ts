export { createFetcher, parseRetryAfter, type CreateFetcherOptions, type FetcherLogger } from './fetcher.ts';
export { classifyPage, assertReadablePage, CLASS_REASONS, type Classification, type PageClass } from './classify.ts';
export { checkUrl, addressBlockReason, createGuardedLookup, type Resolver } from './ssrf.ts';
export { decodeBody, detectCharset } from './charset.ts';
export { canonicalizeUrl, dedupeKey, sameSite, siteKey } from './canonical.ts';
export type * from './types.ts';
