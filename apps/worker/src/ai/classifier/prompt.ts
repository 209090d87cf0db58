// The live prompt (type classifier) is read from the prompts table at job time.
export { DEFAULT_PROMPTS } from '@hotel/db';
