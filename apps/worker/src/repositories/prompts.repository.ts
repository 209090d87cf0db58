import type { Kysely } from 'kysely';
import { PROMPT_TYPES } from '@hotel/contracts';
import { DEFAULT_PROMPTS, type Database } from '@hotel/db';
import type { Prompts } from '../ai/types.ts';

/** The live prompts, read at job time so an edit applies to the next job; defaults fill gaps. */
export async function loadPrompts(db: Kysely<Database>): Promise<Prompts> {
  const rows = await db.selectFrom('prompts').select(['type', 'prompt', 'version']).execute();
  const out = {} as Prompts;
  for (const type of PROMPT_TYPES) {
    const row = rows.find((r) => r.type === type);
    out[type] = row && row.prompt.trim() ? { text: row.prompt, version: row.version } : { text: DEFAULT_PROMPTS[type], version: 0 };
  }
  return out;
}
