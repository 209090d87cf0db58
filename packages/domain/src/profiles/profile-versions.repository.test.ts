import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import { createTestDatabase, type TestDatabase } from '@hotel/db/testing';
import { applyProfileToHotel, insertProfileVersion, lockHotel, profileFieldsOf, type NewProfileVersion } from './profile-versions.repository.ts';

const fields: ProfileFields = {
  name: 'Lake Lodge',
  brandName: null,
  address: '1 Shore Road',
  situated: 'On the lake',
  description: 'A lodge.',
  amenities: ['Sauna', 'Boats'],
  transportLinks: ['Station 5 km'],
  nearbyAttractions: [],
};

describe('insertProfileVersion', () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase('hp_dprof');
    await tdb.db.insertInto('hotels').values({ id: 'LAKE', name: 'Lake Lodge' }).execute();
  });
  afterAll(async () => {
    await tdb?.drop();
  });

  const write = (f: ProfileFields, extra: Partial<NewProfileVersion>) =>
    tdb.db.transaction().execute(async (trx) => {
      await lockHotel(trx, 'LAKE');
      return insertProfileVersion(trx, {
        hotelId: 'LAKE',
        fields: f,
        provenance: {},
        model: 'builtin',
        promptVersion: null,
        usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 },
        durationMs: 1,
        runId: null,
        createdBy: null,
        ...extra,
      });
    });
  const rowOf = (version: number) =>
    tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'LAKE').where('version', '=', version).executeTakeFirstOrThrow();

  it('stores no changes with a first version and the field changes against the previous one after it', async () => {
    expect(await write(fields, { jobKey: 'k1' })).toMatchObject({ version: 1, changes: null });
    expect((await rowOf(1)).changes).toBeNull();
    const second = await write({ ...fields, situated: 'On the north shore', amenities: ['Sauna', 'Kayaks'] }, { jobKey: 'k2' });
    const expected = [
      { field: 'situated', kind: 'value', old: 'On the lake', new: 'On the north shore' },
      { field: 'amenities', kind: 'list', added: ['Kayaks'], removed: ['Boats'] },
    ];
    expect(second).toMatchObject({ version: 2, changes: expected });
    expect((await rowOf(2)).changes).toEqual(expected);
  });

  it('stores an empty list when a new version changes nothing, and nothing again for a retried job', async () => {
    const same = profileFieldsOf(await rowOf(2));
    expect(await write(same, { jobKey: 'k3' })).toMatchObject({ version: 3, changes: [] });
    expect((await rowOf(3)).changes).toEqual([]);
    expect(await write({ ...same, name: 'Other' }, { jobKey: 'k3' })).toBeNull();
  });

  it('writes a restore as the next version, with no job key, no tokens and the version it restores', async () => {
    const first = await rowOf(1);
    const restored = await write(profileFieldsOf(first), { usage: undefined, durationMs: undefined, createdBy: null, restoredFrom: 1, model: first.model });
    expect(restored).toMatchObject({ version: 4 });
    const row = await rowOf(4);
    expect(row).toMatchObject({ restored_from: 1, job_key: null, input_tokens: 0, output_tokens: 0, duration_ms: 0, situated: 'On the lake' });
    expect(Number(row.cost_usd)).toBe(0);
    expect(row.changes).toEqual([
      { field: 'situated', kind: 'value', old: 'On the north shore', new: 'On the lake' },
      { field: 'amenities', kind: 'list', added: ['Boats'], removed: ['Kayaks'] },
    ]);
  });
});

describe('applyProfileToHotel', () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase('hp_dapply');
  });
  afterAll(async () => {
    await tdb?.drop();
  });

  const hotel = async (id: string, name: string | null, brand: string | null) => {
    await tdb.db.insertInto('hotels').values({ id, name, brand_name: brand }).execute();
    return () => tdb.db.selectFrom('hotels').select(['name', 'brand_name', 'has_profile', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
  };
  const at = new Date('2026-03-04T05:06:07.000Z');

  it("overwrite: the version's name and brand win, a field it lacks keeps the hotel's", async () => {
    const read = await hotel('OVER', 'Old Name', 'Old Brand');
    await applyProfileToHotel(tdb.db, 'OVER', { name: 'New Name', brandName: null }, { identity: 'overwrite', at });
    expect(await read()).toEqual({ name: 'New Name', brand_name: 'Old Brand', has_profile: true, updated_at: at });
  });

  it("fill-missing: the hotel's own name and brand stay, only what it lacks is filled", async () => {
    const read = await hotel('FILL', 'Named By Staff', null);
    await applyProfileToHotel(tdb.db, 'FILL', { name: 'Generated Name', brandName: 'Generated Brand' }, { identity: 'fill-missing', at });
    expect(await read()).toEqual({ name: 'Named By Staff', brand_name: 'Generated Brand', has_profile: true, updated_at: at });
  });
});

describe('profileFieldsOf', () => {
  it('reads a list column that is not a list of strings as the strings it holds, or none', () => {
    const row = { name: 'A', brand_name: null, address: null, situated: null, description: null, amenities: ['Spa', 3, null], transport_links: null, nearby_attractions: 'x' };
    expect(profileFieldsOf(row)).toMatchObject({ amenities: ['Spa'], transportLinks: [], nearbyAttractions: [] });
  });
});
