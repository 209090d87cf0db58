export { crawlSite, extractLinks, DEFAULT_MAX_PAGES } from './crawl-site.ts';
export { scoreCandidate, selectCandidates, pathLanguage, type PageCategory, type ScoredCandidate } from './score.ts';
export { parseSitemap } from './sitemap.ts';
export type * from './types.ts';
