import type { Database, Db } from '@hotel/db';
import type { Executor } from '@hotel/domain';
import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Users whose email, first or last name contains q, case-insensitively. strpos rather than ILIKE,
 * so '%' and '_' in q are plain characters. A company's user list is small: no index is needed.
 */
function matching<O>(qb: SelectQueryBuilder<Database, 'users', O>, q: string | undefined) {
  if (!q) return qb;
  const text = sql<string>`lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`;
  return qb.where(sql<boolean>`strpos(${text}, lower(${q})) > 0`);
}

/** Oldest first; `page` absent means every matching user. */
export function listUsers(db: Db, filter: { q?: string; page?: { offset: number; limit: number } } = {}) {
  let qb = matching(
    db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'is_admin', 'is_active', 'last_login_at', 'created_at']),
    filter.q,
  )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  if (filter.page) qb = qb.offset(filter.page.offset).limit(filter.page.limit);
  return qb.execute();
}

export async function countUsers(db: Db, q?: string): Promise<number> {
  const row = await matching(db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')), q).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUser(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'is_admin', 'is_active', 'last_login_at', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setActive(trx: Executor, id: string, isActive: boolean, at: Date): Promise<void> {
  await trx.updateTable('users').set({ is_active: isActive, updated_at: at }).where('id', '=', id).execute();
}

/** Whether each of these users may still use the app (the /ws gateway re-checks its sockets' owners). */
export function listActiveFlags(db: Executor, ids: string[]) {
  return db.selectFrom('users').select(['id', 'is_active']).where('id', 'in', ids).execute();
}
