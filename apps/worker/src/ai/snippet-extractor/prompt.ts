// The live prompt (type scrapingbee_query) is read from the prompts table at job time.
export { DEFAULT_PROMPTS } from '@hotel/db';
