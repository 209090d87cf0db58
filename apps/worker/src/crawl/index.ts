export { crawlSite, extractLinks, DEFAULT_MAX_PAGES } from './crawl-site.ts';
export { canonicalizeUrl, dedupeKey, sameSite, siteKey } from './canonical.ts';
export { scoreCandidate, selectCandidates, pathLanguage, type PageCategory, type ScoredCandidate } from './score.ts';
export { parseSitemap } from './sitemap.ts';
export type * from './types.ts';
