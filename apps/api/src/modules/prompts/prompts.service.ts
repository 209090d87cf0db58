import { PROMPT_TYPES, type PromptRecord, type SavePromptRequest } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Clock } from '../../lib/clock.ts';
import { writeAudit } from '@hotel/domain';
import * as repo from './prompts.repository.ts';

type PromptRow = Awaited<ReturnType<typeof repo.savePrompt>>;

const toRecord = (r: PromptRow): PromptRecord => ({
  type: r.type,
  prompt: r.prompt,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

export function createPromptsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** The three types in the order of the settings tabs. */
    async list(): Promise<PromptRecord[]> {
      const rows = await repo.listPrompts(db);
      return PROMPT_TYPES.flatMap((type) => {
        const row = rows.find((r) => r.type === type);
        return row ? [toRecord(row)] : [];
      });
    },

    async save(actorId: string, input: SavePromptRequest): Promise<PromptRecord> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.savePrompt(trx, { ...input, userId: actorId, now: clock.now() });
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'prompt',
          entity_id: input.type,
          action: 'updated',
          details: { type: input.type, version: row.version },
        });
        return toRecord(row);
      });
    },
  };
}

export type PromptsService = ReturnType<typeof createPromptsService>;
