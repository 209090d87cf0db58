import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseString } from 'fast-csv';
import {
  changeEntry,
  diffProfileFields,
  pendingChange,
  restoreProfileResponse,
  type ProfileFields,
  type ServerMessage,
} from '@hotel/contracts';
import { createHotel, createProfile } from '@hotel/domain/testing';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

const BASE: ProfileFields = {
  name: 'Harbour Hotel',
  brandName: null,
  address: '1 Quay Street',
  situated: 'On the harbour',
  description: 'A hotel by the sea.',
  amenities: ['Pool', 'Spa'],
  transportLinks: ['Ferry 5 min'],
  nearbyAttractions: ['Lighthouse'],
};

function parseCsv(body: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, string>[] = [];
    parseString(body.replace(/^\uFEFF/, ''), { headers: true })
      .on('data', (r: Record<string, string>) => rows.push(r))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('change review', () => {
  let t: TestApp;
  let user: TestSession;
  const events: ServerMessage[] = [];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user) });
  const post = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: t.auth(user), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A version as the worker writes it: its diff against the previous one, none for the first. */
  async function addVersion(hotelId: string, fields: ProfileFields, at?: Date, model = 'builtin') {
    const previous = await t.db.selectFrom('profiles').selectAll().where('hotel_id', '=', hotelId).orderBy('version', 'desc').executeTakeFirst();
    const changes = previous
      ? diffProfileFields(
          {
            name: previous.name,
            brandName: previous.brand_name,
            address: previous.address,
            situated: previous.situated,
            description: previous.description,
            amenities: previous.amenities,
            transportLinks: previous.transport_links,
            nearbyAttractions: previous.nearby_attractions,
          },
          fields,
        )
      : null;
    return createProfile(t.db, hotelId, {
      name: fields.name,
      brand_name: fields.brandName,
      address: fields.address,
      situated: fields.situated,
      description: fields.description,
      amenities: JSON.stringify(fields.amenities),
      transport_links: JSON.stringify(fields.transportLinks),
      nearby_attractions: JSON.stringify(fields.nearbyAttractions),
      model,
      changes: changes ? JSON.stringify(changes) : null,
      ...(at ? { generated_at: at } : {}),
    } as Parameters<typeof createProfile>[2]);
  }

  async function listAll(query = '') {
    const res = await get(`/api/changes${query}`);
    expect(res.statusCode).toBe(200);
    return { total: Number(res.headers['x-total-count']), items: res.json<unknown[]>().map((e) => changeEntry.parse(e)) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs({ email: 'editor@example.com' });
    t.deps.events.subscribe((m) => events.push(m));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to every change route without a session', async () => {
    const h = await createHotel(t.db);
    for (const [method, url] of [
      ['GET', '/api/changes'],
      ['GET', `/api/hotels/${h.id}/changes`],
      ['POST', `/api/hotels/${h.id}/changes/review`],
      ['POST', `/api/hotels/${h.id}/profile/restore`],
      ['GET', '/api/export/changes'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("lists each hotel's latest unreviewed change newest first, with the previous and new values", async () => {
    const quiet = await createHotel(t.db, { name: 'Only One Version' });
    await addVersion(quiet.id, BASE);
    const older = await createHotel(t.db, { name: 'Older Change' });
    await addVersion(older.id, BASE, new Date('2026-10-01T10:00:00Z'));
    await addVersion(older.id, { ...BASE, name: 'Harbour Hotel & Spa' }, new Date('2026-10-02T10:00:00Z'));
    const newer = await createHotel(t.db, { name: 'Newer Change' });
    await addVersion(newer.id, BASE, new Date('2026-10-01T10:00:00Z'));
    await addVersion(newer.id, { ...BASE, amenities: ['Pool', 'Gym'] }, new Date('2026-10-03T10:00:00Z'), 'claude-haiku-4-5');
    // An unchanged re-check after the change keeps the change in the queue.
    await addVersion(newer.id, { ...BASE, amenities: ['Pool', 'Gym'] }, new Date('2026-10-04T10:00:00Z'));

    const { total, items } = await listAll('?since=2026-10-01');
    expect(total).toBe(2);
    expect(items.map((e) => e.hotelId)).toEqual([newer.id, older.id]);
    expect(items[0]).toMatchObject({
      hotelName: 'Newer Change',
      version: 2,
      previousVersion: 1,
      model: 'claude-haiku-4-5',
      changedAt: '2026-10-03T10:00:00.000Z',
      restoredFrom: null,
      reviewedAt: null,
      changes: [{ field: 'amenities', kind: 'list', added: ['Gym'], removed: ['Spa'] }],
    });
    expect(items[1]?.changes).toEqual([{ field: 'name', kind: 'value', old: 'Harbour Hotel', new: 'Harbour Hotel & Spa' }]);

    const page2 = await get('/api/changes?since=2026-10-01&pageSize=1&page=2');
    expect(page2.headers['x-total-count']).toBe('2');
    expect(page2.json<{ hotelId: string }[]>().map((e) => e.hotelId)).toEqual([older.id]);
  });

  it('filters by the field a change touches and by when it was made', async () => {
    const h = await createHotel(t.db, { name: 'Filter Me' });
    await addVersion(h.id, BASE, new Date('2026-09-01T10:00:00Z'));
    await addVersion(h.id, { ...BASE, transportLinks: ['Ferry 5 min', 'Bus 2 min'] }, new Date('2026-09-02T10:00:00Z'));
    const byField = await listAll('?field=transportLinks');
    expect(byField.items.map((e) => e.hotelId)).toEqual([h.id]);
    expect(byField.total).toBe(1);
    expect((await listAll('?field=transportLinks&since=2026-09-03')).total).toBe(0);
    expect((await listAll('?field=transportLinks&since=2026-09-02T09:00:00Z')).total).toBe(1);
  });

  it('refuses an unknown field, a bad date and a bad page with 400 and a message saying what is wrong', async () => {
    const field = await get('/api/changes?field=price');
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe('field: field must be one of name, brandName, address, situated, description, amenities, transportLinks, nearbyAttractions');
    const since = await get('/api/changes?since=last-week');
    expect(since.statusCode).toBe(400);
    expect(since.json().message).toMatch(/^since: since must be a date \(YYYY-MM-DD\) or an ISO 8601 date-time/);
    expect((await get('/api/changes?pageSize=0')).statusCode).toBe(400);
    expect((await get('/api/export/changes?since=31-12-2026')).statusCode).toBe(400);
  });

  it("answers a hotel's pending change, and 404 for an unknown hotel", async () => {
    const h = await createHotel(t.db);
    await addVersion(h.id, BASE);
    expect(pendingChange.parse((await get(`/api/hotels/${h.id}/changes`)).json())).toEqual({ pending: null });
    await addVersion(h.id, { ...BASE, situated: 'Above the harbour' });
    const res = pendingChange.parse((await get(`/api/hotels/${h.id}/changes`)).json());
    expect(res.pending).toMatchObject({ version: 2, changes: [{ field: 'situated', old: 'On the harbour', new: 'Above the harbour' }] });
    expect((await get('/api/hotels/no-such-hotel/changes')).statusCode).toBe(404);
  });

  it('marks every unreviewed change of a hotel reviewed, audits it, tells the consoles, and refuses a second time', async () => {
    const h = await createHotel(t.db, { name: 'Review Me' });
    await addVersion(h.id, BASE);
    await addVersion(h.id, { ...BASE, address: '2 Quay Street' });
    await addVersion(h.id, { ...BASE, address: '3 Quay Street' });
    events.length = 0;
    const res = await post(`/api/hotels/${h.id}/changes/review`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hotelId: h.id, version: 3 });
    const rows = await t.db.selectFrom('profiles').select(['version', 'reviewed_at', 'reviewed_by']).where('hotel_id', '=', h.id).orderBy('version').execute();
    expect(rows.map((r) => [r.version, r.reviewed_by])).toEqual([
      [1, null],
      [2, user.user.id],
      [3, user.user.id],
    ]);
    expect((await get(`/api/hotels/${h.id}/changes`)).json()).toEqual({ pending: null });
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', h.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: user.user.id, entity_type: 'profile', action: 'updated', details: { hotelId: h.id, change: 'reviewed', versions: [2, 3] } });
    await expect.poll(() => events.some((m) => m.type === 'hotel-updated' && m.hotelId === h.id)).toBe(true);

    const again = await post(`/api/hotels/${h.id}/changes/review`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This hotel has no changes to review' });
    expect((await post('/api/hotels/no-such-hotel/changes/review')).statusCode).toBe(404);
  });

  it('restores an earlier version as a new one whose diff waits for review; the versions it replaces count as reviewed', async () => {
    const endpointId = randomUUID();
    await t.db
      .insertInto('webhook_endpoints')
      .values({ id: endpointId, url: 'https://hooks.example.com/in', events: ['profile.changed'], secret_sealed: 'sealed' })
      .execute();
    const h = await createHotel(t.db, { name: 'Harbour Hotel' });
    await addVersion(h.id, BASE);
    await addVersion(h.id, { ...BASE, name: 'Harbour Hotel (closed)', amenities: ['Pool'] });
    const res = await post(`/api/hotels/${h.id}/profile/restore`, { version: 1 });
    expect(res.statusCode).toBe(200);
    expect(restoreProfileResponse.parse(res.json())).toEqual({
      hotelId: h.id,
      version: 3,
      restoredFrom: 1,
      changes: [
        { field: 'name', kind: 'value', old: 'Harbour Hotel (closed)', new: 'Harbour Hotel' },
        { field: 'amenities', kind: 'list', added: ['Spa'], removed: [] },
      ],
    });
    const v3 = await t.db.selectFrom('profiles').selectAll().where('hotel_id', '=', h.id).where('version', '=', 3).executeTakeFirstOrThrow();
    expect(v3).toMatchObject({ name: 'Harbour Hotel', amenities: ['Pool', 'Spa'], restored_from: 1, created_by: user.user.id, input_tokens: 0, reviewed_at: null });
    const v2 = await t.db.selectFrom('profiles').select('reviewed_by').where('hotel_id', '=', h.id).where('version', '=', 2).executeTakeFirstOrThrow();
    expect(v2.reviewed_by).toBe(user.user.id);
    const current = await get(`/api/hotels/${h.id}/profile`);
    expect(current.json()).toMatchObject({ version: 3, name: 'Harbour Hotel', amenities: ['Pool', 'Spa'] });
    const pending = pendingChange.parse((await get(`/api/hotels/${h.id}/changes`)).json()).pending;
    expect(pending).toMatchObject({ version: 3, restoredFrom: 1 });
    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_id', '=', h.id).execute();
    expect(audit[0]?.details).toMatchObject({ change: 'restored', version: 3, restoredFrom: 1, reviewed: [2], fields: ['name', 'amenities'] });
    // Subscribed webhook endpoints hear of the restore like of any other change.
    const deliveries = await t.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).execute();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      event_type: 'profile.changed',
      payload: { type: 'profile.changed', data: { hotelId: h.id, hotelName: 'Harbour Hotel', version: 3, previousVersion: 2, changedFields: ['name', 'amenities'], model: 'builtin' } },
    });
  });

  it('refuses a restore of an unknown or current version, of an unknown hotel, and with a bad body', async () => {
    const h = await createHotel(t.db);
    await addVersion(h.id, BASE);
    await addVersion(h.id, { ...BASE, name: 'Changed' });
    const missing = await post(`/api/hotels/${h.id}/profile/restore`, { version: 7 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Profile version 7 not found');
    const current = await post(`/api/hotels/${h.id}/profile/restore`, { version: 2 });
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe('Version 2 is already the current profile');
    expect((await post('/api/hotels/no-such-hotel/profile/restore', { version: 1 })).statusCode).toBe(404);
    for (const body of [{}, { version: 0 }, { version: 'one' }, { version: 1.5 }]) {
      const bad = await post(`/api/hotels/${h.id}/profile/restore`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    const versions = await t.db.selectFrom('profiles').select('version').where('hotel_id', '=', h.id).execute();
    expect(versions).toHaveLength(2);
  });

  it('exports every change since a date as CSV, one row per field, formula-safe', async () => {
    const h = await createHotel(t.db, { id: 'csv-changes', name: '=HYPERLINK("http://evil")' });
    await addVersion(h.id, BASE, new Date('2026-08-01T10:00:00Z'));
    await addVersion(h.id, { ...BASE, description: '@SUM(A1:A9)', amenities: ['Pool', '+1+1'] }, new Date('2026-08-02T10:00:00Z'));
    const res = await get('/api/export/changes?since=2026-08-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hotel-changes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await parseCsv(res.body)).filter((r) => r.hotel_id === 'csv-changes');
    expect(rows).toEqual([
      expect.objectContaining({ hotel_name: `'=HYPERLINK("http://evil")`, version: '2', field: 'description', old_value: 'A hotel by the sea.', new_value: "'@SUM(A1:A9)", reviewed_at: '' }),
      expect.objectContaining({ field: 'amenities', added: "'+1+1", removed: 'Spa', old_value: '', changed_at: '2026-08-02T10:00:00.000Z' }),
    ]);
    const later = await parseCsv((await get('/api/export/changes?since=2026-08-03')).body);
    expect(later.some((r) => r.hotel_id === 'csv-changes')).toBe(false);
  });
});
