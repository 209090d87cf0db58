import type { CheerioAPI } from 'cheerio';
import type { ExtractedSnippet } from '@hotel/contracts';

export interface ExtractInput {
  /** The source the snippets are filed under (the crawled page URL, or the URL a person added). */
  sourceUrl: string;
  /** Where the HTML actually came from after redirects. */
  pageUrl: string;
  html: string;
  /** The page's already parsed tree, if the caller has one. Extraction prunes it. */
  document?: CheerioAPI;
}

export type { ExtractedSnippet };
