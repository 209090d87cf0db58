import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEFAULT_PROMPTS } from './default-prompts.ts';
import * as shorterPrompt from './migrations/0005-shorter-profile-prompt.ts';
import * as emailVerified from './migrations/0006-users-email-verified.ts';
import * as webhooks from './migrations/0010-webhooks.ts';
import * as queueAudit from './migrations/0012-queue-audit-entity.ts';
import * as interimPrompt from './migrations/0013-profile-prompt-interim-default.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('schema', () => {
  it('seeds the three prompt types with non-empty defaults', async () => {
    const rows = await t.db.selectFrom('prompts').select(['type', 'prompt']).orderBy('type').execute();
    expect(rows.map((r) => r.type)).toEqual(['classifier', 'profile_generator', 'scrapingbee_query']);
    for (const r of rows) expect(r.prompt.length).toBeGreaterThan(100);
  });

  it('keeps hotels.snippets_count exact through bulk inserts and deletes', async () => {
    await t.db.insertInto('hotels').values([{ id: 'H1' }, { id: 'H2' }]).execute();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      hotel_id: i < 20 ? 'H1' : 'H2',
      type: 'amenity',
      content: `c${i}`,
      source_url: 'https://a.example/',
      page_url: 'https://a.example/',
      method: 'text',
      content_hash: `h${i}`,
    }));
    await t.db.insertInto('snippets').values(rows).execute();
    await t.db.deleteFrom('snippets').where('content_hash', 'in', ['h0', 'h1', 'h20']).execute();
    const counts = await t.db.selectFrom('hotels').select(['id', 'snippets_count']).orderBy('id').execute();
    expect(counts).toEqual([
      { id: 'H1', snippets_count: 18 },
      { id: 'H2', snippets_count: 4 },
    ]);
  });

  it('removes sources, snippets and profiles with their hotel', async () => {
    await t.db.insertInto('hotels').values({ id: 'H3' }).execute();
    const src = await t.db.insertInto('hotel_sources').values({ hotel_id: 'H3', url: 'https://x.example/' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('snippets')
      .values({ hotel_id: 'H3', source_id: src.id, type: 'name', content: 'X', source_url: 'https://x.example/', page_url: 'https://x.example/', method: 'meta', content_hash: 'x' })
      .execute();
    await t.db.insertInto('profiles').values({ hotel_id: 'H3', version: 1, model: 'builtin', amenities: '[]', transport_links: '[]', nearby_attractions: '[]', provenance: '{}' }).execute();
    await t.db.deleteFrom('hotels').where('id', '=', 'H3').execute();
    const left = await sql<{ n: number }>`SELECT (SELECT count(*) FROM hotel_sources WHERE hotel_id='H3') + (SELECT count(*) FROM snippets WHERE hotel_id='H3') + (SELECT count(*) FROM profiles WHERE hotel_id='H3') AS n`.execute(t.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('refuses a second snippet with the same hotel, source URL and content hash', async () => {
    await t.db.insertInto('hotels').values({ id: 'H4' }).execute();
    const s = { hotel_id: 'H4', type: 'name', content: 'Y', source_url: 'https://y.example/', page_url: 'https://y.example/', method: 'meta', content_hash: 'y' };
    await t.db.insertInto('snippets').values(s).execute();
    await expect(t.db.insertInto('snippets').values(s).execute()).rejects.toThrow(/duplicate key/);
  });

  it('moves a profile prompt still on the first default to the shorter one, and leaves an edited one alone', async () => {
    const current = () => t.db.selectFrom('prompts').select(['prompt', 'version']).where('type', '=', 'profile_generator').executeTakeFirstOrThrow();
    expect((await current()).prompt).toBe(DEFAULT_PROMPTS.profile_generator);
    // back to the first default, as an install made before 0005 holds it
    await shorterPrompt.down(t.db);
    const old = await current();
    expect(old.prompt).not.toBe(DEFAULT_PROMPTS.profile_generator);
    await shorterPrompt.up(t.db);
    expect(await current()).toEqual({ prompt: DEFAULT_PROMPTS.profile_generator, version: old.version + 1 });

    await t.db.updateTable('prompts').set({ prompt: 'Our own edited prompt' }).where('type', '=', 'profile_generator').execute();
    await shorterPrompt.up(t.db);
    expect((await current()).prompt).toBe('Our own edited prompt');
  });

  it('moves a profile prompt still on the interim default to the current one, and leaves an edited one alone', async () => {
    const current = () => t.db.selectFrom('prompts').select(['prompt', 'version']).where('type', '=', 'profile_generator').executeTakeFirstOrThrow();
    await t.db.updateTable('prompts').set({ prompt: DEFAULT_PROMPTS.profile_generator }).where('type', '=', 'profile_generator').execute();
    // back to the interim default, as an install migrated while it was the live one holds it
    await interimPrompt.down(t.db);
    const interim = await current();
    expect(interim.prompt).toMatch(/^Write one factual profile of the hotel from its typed snippets\./);
    await interimPrompt.up(t.db);
    expect(await current()).toEqual({ prompt: DEFAULT_PROMPTS.profile_generator, version: interim.version + 1 });

    await t.db.updateTable('prompts').set({ prompt: 'Our own edited prompt' }).where('type', '=', 'profile_generator').execute();
    await interimPrompt.up(t.db);
    expect((await current()).prompt).toBe('Our own edited prompt');
  });

  it('marks accounts made by a verified sign-in (no password) verified, and password sign-ups not', async () => {
    await emailVerified.down(t.db);
    await sql`INSERT INTO users (email, password_hash) VALUES ('pw@example.com', 'scrypt$x'), ('google@example.com', NULL)`.execute(t.db);
    await emailVerified.up(t.db);
    const rows = await t.db.selectFrom('users').select(['email', 'email_verified']).where('email', 'in', ['pw@example.com', 'google@example.com']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'google@example.com', email_verified: true },
      { email: 'pw@example.com', email_verified: false },
    ]);
    // New accounts start unverified until a verified sign-in says otherwise.
    const fresh = await t.db.insertInto('users').values({ email: 'new@example.com', password_hash: null }).returning('email_verified').executeTakeFirstOrThrow();
    expect(fresh.email_verified).toBe(false);
  });

  it("adds 'webhook' to the audit entity types without dropping one another migration added, and takes it away again", async () => {
    const allowed = async () =>
      (await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'audit_logs_entity_type_check'`.execute(t.db)).rows[0]!.def;
    expect(await allowed()).toContain("'webhook'");
    expect(await allowed()).toContain("'setting'");
    await webhooks.down(t.db);
    expect(await allowed()).not.toContain("'webhook'");
    expect(await allowed()).toContain("'setting'");
    await webhooks.up(t.db);
    expect((await allowed()).match(/'webhook'/g)).toHaveLength(1);
    expect(await allowed()).toContain("'setting'");
    await t.db.insertInto('audit_logs').values({ user_id: null, entity_type: 'webhook', entity_id: 'w1', action: 'created', details: null }).execute();
  });

  it("adds 'queue' to the audit entity types, makes the queue entries filed as settings 'queue' entries, and takes both back", async () => {
    const allowed = async () =>
      (await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'audit_logs_entity_type_check'`.execute(t.db)).rows[0]!.def;
    const typeOf = async (entityId: string) =>
      (await t.db.selectFrom('audit_logs').select('entity_type').where('entity_id', '=', entityId).executeTakeFirstOrThrow()).entity_type;
    expect(await allowed()).toContain("'queue'");
    await queueAudit.down(t.db);
    expect(await allowed()).not.toContain("'queue'");
    expect(await allowed()).toContain("'webhook'");
    expect(await allowed()).toContain("'setting'");
    await t.db
      .insertInto('audit_logs')
      .values([
        { user_id: null, entity_type: 'setting', entity_id: 'queue:scrape-hotel', action: 'updated', details: null },
        { user_id: null, entity_type: 'setting', entity_id: 'recheck.paused', action: 'updated', details: null },
      ])
      .execute();
    await queueAudit.up(t.db);
    expect((await allowed()).match(/'queue'/g)).toHaveLength(1);
    expect(await allowed()).toContain("'webhook'");
    expect(await typeOf('queue:scrape-hotel')).toBe('queue');
    expect(await typeOf('recheck.paused')).toBe('setting');
    await queueAudit.down(t.db);
    expect(await typeOf('queue:scrape-hotel')).toBe('setting');
    await queueAudit.up(t.db);
    await t.db.insertInto('audit_logs').values({ user_id: null, entity_type: 'queue', entity_id: 'queue:*', action: 'deleted', details: null }).execute();
  });
});
