// The live prompt is read from the prompts table at job time; this is only the fallback.
export { DEFAULT_PROMPTS } from '@hotel/db';
