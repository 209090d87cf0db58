import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage, type ServerMessage } from '@hotel/contracts';
import { QUEUE_NAMES, createRedisPublisher, eventsChannel } from '@hotel/domain';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@hotel/db/testing';
import { silentLogger } from '../logger.ts';
import { MAINTENANCE_TASKS, startMaintenance, stuckReason, type Maintenance, type MaintenanceDeps } from './maintenance.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('scheduled maintenance', () => {
  let t: TestDatabase;
  let redisUrl: string;
  let prefix: string;
  let connection: Redis;
  let redis: Redis;
  let subscriber: Redis;
  const events: ServerMessage[] = [];
  const running: Maintenance[] = [];
  let deps: MaintenanceDeps;
  let userId: string;
  let runId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    redisUrl = await testRedisUrl();
    prefix = uniqueRedisPrefix('hpt-maint');
    connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    redis = new Redis(redisUrl);
    subscriber = new Redis(redisUrl);
    subscriber.on('message', (_c: string, raw: string) => events.push(serverMessage.parse(JSON.parse(raw))));
    await subscriber.subscribe(eventsChannel(prefix));
    deps = {
      db: t.db,
      publisher: createRedisPublisher(redis, prefix),
      logger: silentLogger,
      now: () => new Date(),
      auditRetentionDays: 400,
      processingTimeoutMinutes: 60,
    };

    const db = t.db;
    userId = (await db.insertInto('users').values({ email: 'maint@example.com' }).returning('id').executeTakeFirstOrThrow()).id;
    const token = (name: string, expiresAt: Date) => ({ user_id: userId, family_id: randomUUID(), token_hash: name, expires_at: expiresAt });
    await db.insertInto('refresh_tokens').values([token('expired', ago(60_000)), token('live', new Date(Date.now() + DAY))]).execute();
    await db
      .insertInto('email_verification_tokens')
      .values([
        { user_id: userId, token_hash: 'v-expired', expires_at: ago(60_000) },
        { user_id: userId, token_hash: 'v-live', expires_at: new Date(Date.now() + DAY) },
      ])
      .execute();
    const audit = (entityId: string, createdAt: Date) => ({
      user_id: null,
      entity_type: 'hotel' as const,
      entity_id: entityId,
      action: 'updated' as const,
      details: '{}',
      created_at: createdAt,
    });
    await db.insertInto('audit_logs').values([audit('old', ago(401 * DAY)), audit('kept', ago(399 * DAY))]).execute();

    // A run that a dead worker left with its only hotel processing, a regeneration stuck the same
    // way without a run, and a hotel that is processing right now.
    runId = (await db.insertInto('scrape_runs').values({ model: 'builtin', total: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('hotels')
      .values([
        { id: 'stuck-run', homepage_url: 'https://a.example/', status: 'processing', last_run_id: runId, updated_at: ago(2 * 3_600_000) },
        { id: 'stuck-alone', homepage_url: 'https://b.example/', status: 'processing', updated_at: ago(2 * 3_600_000) },
        { id: 'busy', homepage_url: 'https://c.example/', status: 'processing', updated_at: ago(60_000) },
      ])
      .execute();
    await db.insertInto('scrape_run_items').values({ run_id: runId, hotel_id: 'stuck-run', url: 'https://a.example/', status: 'processing' }).execute();
  });

  afterAll(async () => {
    for (const m of running) await m.close();
    const q = new Queue(QUEUE_NAMES.maintenance, { connection, prefix });
    await q.obliterate({ force: true }).catch(() => {});
    await q.close();
    await subscriber?.quit();
    await redis?.quit();
    await connection?.quit();
    await t?.drop();
  });

  it('schedules each task once, however many workers start', async () => {
    running.push(await startMaintenance(connection, prefix, deps));
    running.push(await startMaintenance(connection, prefix, deps));
    const schedulers = await running[0]!.queue.getJobSchedulers();
    expect(schedulers.map((s) => ({ id: s.key, every: s.every })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      Object.values(MAINTENANCE_TASKS)
        .map((task) => ({ id: task.id, every: task.every }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('purges expired refresh and verification tokens and keeps live ones', async () => {
    await until(async () => (await t.db.selectFrom('refresh_tokens').select('token_hash').execute()).length === 1, 'the token purge');
    expect(await t.db.selectFrom('refresh_tokens').select('token_hash').execute()).toEqual([{ token_hash: 'live' }]);
    await until(async () => (await t.db.selectFrom('email_verification_tokens').select('id').execute()).length === 1, 'the verification purge');
    expect(await t.db.selectFrom('email_verification_tokens').select('token_hash').execute()).toEqual([{ token_hash: 'v-live' }]);
  });

  it('removes audit entries older than AUDIT_RETENTION_DAYS and keeps younger ones', async () => {
    const entity = async () => (await t.db.selectFrom('audit_logs').select('entity_id').where('entity_id', 'in', ['old', 'kept']).execute()).map((r) => r.entity_id);
    await until(async () => !(await entity()).includes('old'), 'the audit purge');
    expect(await entity()).toEqual(['kept']);
  });

  it('returns hotels stuck in processing to error with the reason, finishing their run, and leaves busy ones alone', async () => {
    const reason = stuckReason(60);
    await until(async () => {
      const rows = await t.db.selectFrom('hotels').select('status').where('id', 'in', ['stuck-run', 'stuck-alone']).execute();
      return rows.every((r) => r.status === 'error');
    }, 'stuck hotels to be recovered');
    const hotels = await t.db.selectFrom('hotels').select(['id', 'status', 'status_reason']).orderBy('id').execute();
    expect(hotels).toEqual([
      { id: 'busy', status: 'processing', status_reason: null },
      { id: 'stuck-alone', status: 'error', status_reason: reason },
      { id: 'stuck-run', status: 'error', status_reason: reason },
    ]);
    const item = await t.db.selectFrom('scrape_run_items').select(['status', 'error']).where('run_id', '=', runId).executeTakeFirstOrThrow();
    expect(item).toEqual({ status: 'error', error: reason });
    const run = await t.db.selectFrom('scrape_runs').select(['status', 'failed']).where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'completed', failed: 1 });
    const audited = await t.db.selectFrom('audit_logs').select(['entity_id', 'action']).where('entity_id', 'like', 'stuck-%').orderBy('entity_id').execute();
    expect(audited).toEqual([
      { entity_id: 'stuck-alone', action: 'updated' },
      { entity_id: 'stuck-run', action: 'scraped' },
    ]);
    await until(async () => events.some((e) => e.type === 'complete'), 'the run to be announced complete', 5_000);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'hotel-updated', hotelId: 'stuck-alone', status: 'error', error: reason }),
        expect.objectContaining({ type: 'progress', runId, hotelId: 'stuck-run', status: 'error' }),
        expect.objectContaining({ type: 'complete', runId, failed: 1 }),
      ]),
    );
  });
});
