import { sql } from 'kysely';
import type { Executor } from '@hotel/domain';
import type { PromptType } from '@hotel/contracts';


export function listPrompts(db: Executor) {
  return db.selectFrom('prompts').select(['type', 'prompt', 'version', 'updated_at']).execute();
}

export function savePrompt(trx: Executor, input: { type: PromptType; prompt: string; userId: string; now: Date }) {
  return trx
    .insertInto('prompts')
    .values({ type: input.type, prompt: input.prompt, version: 1, updated_at: input.now, updated_by: input.userId })
    .onConflict((oc) =>
      oc.column('type').doUpdateSet({
        prompt: sql`excluded.prompt`,
        version: sql`prompts.version + 1`,
        updated_at: sql`excluded.updated_at`,
        updated_by: sql`excluded.updated_by`,
      }),
    )
    .returning(['type', 'prompt', 'version', 'updated_at'])
    .executeTakeFirstOrThrow();
}
