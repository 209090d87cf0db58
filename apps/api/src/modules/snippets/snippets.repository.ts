import type { Executor } from '@hotel/domain';


export function hotelExists(db: Executor, hotelId: string) {
  return db.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
}

export function listForHotel(db: Executor, hotelId: string) {
  return db
    .selectFrom('snippets')
    .select(['id', 'hotel_id', 'type', 'content', 'source_url', 'page_url', 'method', 'section', 'content_hash', 'created_at'])
    .where('hotel_id', '=', hotelId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function deleteSnippet(trx: Executor, id: string) {
  return trx.deleteFrom('snippets').where('id', '=', id).returning(['hotel_id', 'type', 'source_url']).executeTakeFirst();
}
