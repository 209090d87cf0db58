import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { snippet as snippetSchema, type Snippet } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';
import { createHotel, createSnippet } from '@hotel/domain/testing';

describe('snippets', () => {
  let t: TestApp;
  let user: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a hotel\'s snippets oldest first in the contract shape', async () => {
    const h = await createHotel(t.db);
    const a = await createSnippet(t.db, h.id, { type: 'address', content: 'First' });
    const b = await createSnippet(t.db, h.id, { type: 'amenity', content: 'Second' });
    await sql`UPDATE snippets SET created_at = now() - interval '1 hour' WHERE id = ${b.id}`.execute(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/hotels/${h.id}/snippets`, headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    const body = res.json<Snippet[]>().map((s) => snippetSchema.parse(s));
    expect(body.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(body[1]).toMatchObject({ type: 'address', content: 'First', hotelId: h.id, sourceUrl: a.source_url });
  });

  it('404s the snippets of an unknown hotel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hotels/ghost/snippets', headers: t.auth(user) });
    expect(res.statusCode).toBe(404);
  });

  it('deletes a snippet and audits its type and URL', async () => {
    const h = await createHotel(t.db);
    const s = await createSnippet(t.db, h.id, { type: 'dining', source_url: 'https://h.example.com/dining' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/snippets/${s.id}`, headers: t.auth(user) });
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('snippets').select('id').where('id', '=', s.id).execute()).toHaveLength(0);
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', s.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity_type: 'snippet',
      action: 'deleted',
      user_id: user.user.id,
      details: { type: 'dining', url: 'https://h.example.com/dining', hotelId: h.id },
    });
  });

  it('answers 404 for an unknown snippet and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/snippets/00000000-0000-4000-8000-000000000000', headers: t.auth(user) });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/snippets/123', headers: t.auth(user) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Snippet id must be a UUID/);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/snippets/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotels/x/snippets' })).statusCode).toBe(401);
  });
});
