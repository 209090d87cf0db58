import type { ListUsersQuery, User } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '@hotel/domain';
import { revokeAllRefreshTokens } from '../../lib/sessions.ts';
import * as repo from './users.repository.ts';

export interface UsersServiceDeps {
  db: Db;
  clock: Clock;
  /** Closes the live sockets of a user; the realtime gateway provides it. */
  disconnectUser(userId: string): void;
  markActive(userId: string): void;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

const DEFAULT_PAGE_SIZE = 50;

function toUser(r: UserRow): User {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    isAdmin: r.is_admin,
    isActive: r.is_active,
    lastLoginAt: r.last_login_at ? r.last_login_at.toISOString() : null,
    createdAt: r.created_at.toISOString(),
  };
}

export function createUsersService({ db, clock, disconnectUser, markActive }: UsersServiceDeps) {
  async function setActive(actorId: string, targetId: string, isActive: boolean): Promise<User> {
    if (actorId === targetId) {
      throw new AppError(
        'VALIDATION_ERROR',
        isActive ? 'You cannot activate your own account' : 'You cannot deactivate your own account',
      );
    }
    const now = clock.now();
    const updated = await db.transaction().execute(async (trx) => {
      const target = await repo.findUser(trx, targetId);
      if (!target) throw notFound('User');
      await repo.setActive(trx, targetId, isActive, now);
      // Deactivation ends every session: refresh tokens stop working in the same transaction.
      if (!isActive) await revokeAllRefreshTokens(trx, targetId, now);
      await writeAudit(trx, {
        user_id: actorId,
        entity_type: 'user',
        entity_id: targetId,
        action: 'updated',
        details: { field: 'isActive', value: isActive, email: target.email },
      });
      return { ...target, is_active: isActive };
    });
    if (isActive) markActive(targetId);
    else disconnectUser(targetId);
    return toUser(updated);
  }

  return {
    /**
     * Without page or pageSize: every matching user, as the list was before it had pages (the
     * console reads it that way). With either, one page; page 1 and 50 users unless told.
     */
    async list(query: ListUsersQuery = {}): Promise<{ items: User[]; total: number; page: number; pageSize: number | null }> {
      const paged = query.page !== undefined || query.pageSize !== undefined;
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listUsers(db, { q: query.q, ...(paged ? { page: { offset: (page - 1) * pageSize, limit: pageSize } } : {}) }),
        repo.countUsers(db, query.q),
      ]);
      return { items: rows.map(toUser), total, page: paged ? page : 1, pageSize: paged ? pageSize : null };
    },
    deactivate: (actorId: string, targetId: string) => setActive(actorId, targetId, false),
    activate: (actorId: string, targetId: string) => setActive(actorId, targetId, true),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
