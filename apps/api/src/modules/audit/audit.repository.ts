import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@hotel/db';

type Executor = Kysely<Database> | Transaction<Database>;

export function listSince(db: Executor, since: Date, limit: number) {
  return db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.entity_type',
      'a.entity_id',
      'a.action',
      'a.details',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('a.created_at', '>=', since)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
