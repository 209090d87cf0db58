import type { Snippet, SnippetMethod, SnippetType } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '@hotel/domain';
import * as repo from './snippets.repository.ts';

export function createSnippetsService({ db }: { db: Db }) {
  return {
    async listForHotel(hotelId: string): Promise<Snippet[]> {
      if (!(await repo.hotelExists(db, hotelId))) throw notFound('Hotel');
      const rows = await repo.listForHotel(db, hotelId);
      return rows.map((r) => ({
        id: r.id,
        hotelId: r.hotel_id,
        // The worker writes only contract types; the column is text so new types need no migration.
        type: r.type as SnippetType,
        content: r.content,
        sourceUrl: r.source_url,
        pageUrl: r.page_url,
        method: r.method as SnippetMethod,
        section: r.section,
        contentHash: r.content_hash,
        createdAt: r.created_at.toISOString(),
      }));
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // hotels.snippets_count follows through the statement trigger.
        const deleted = await repo.deleteSnippet(trx, id);
        if (!deleted) throw notFound('Snippet');
        await writeAudit(trx, {
          user_id: actorId,
          entity_type: 'snippet',
          entity_id: id,
          action: 'deleted',
          details: { type: deleted.type, url: deleted.source_url, hotelId: deleted.hotel_id },
        });
      });
    },
  };
}

export type SnippetsService = ReturnType<typeof createSnippetsService>;
