import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import { createTestDatabase, type TestDatabase } from '@hotel/db/testing';
import { insertProfileVersion, lockHotel } from './profiles.repository.ts';

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
    tdb = await createTestDatabase('hp_wprof');
    await tdb.db.insertInto('hotels').values({ id: 'LAKE', name: 'Lake Lodge' }).execute();
  });
  afterAll(async () => {
    await tdb?.drop();
  });

  const write = (f: ProfileFields, jobKey: string) =>
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
        jobKey,
        createdBy: null,
      });
    });
  const changesOf = async (version: number) =>
    (await tdb.db.selectFrom('profiles').select('changes').where('hotel_id', '=', 'LAKE').where('version', '=', version).executeTakeFirstOrThrow()).changes;

  it('stores no changes with a first version and the field changes against the previous one after it', async () => {
    expect(await write(fields, 'k1')).toMatchObject({ version: 1 });
    expect(await changesOf(1)).toBeNull();
    expect(await write({ ...fields, situated: 'On the north shore', amenities: ['Sauna', 'Kayaks'] }, 'k2')).toMatchObject({ version: 2 });
    expect(await changesOf(2)).toEqual([
      { field: 'situated', kind: 'value', old: 'On the lake', new: 'On the north shore' },
      { field: 'amenities', kind: 'list', added: ['Kayaks'], removed: ['Boats'] },
    ]);
  });

  it('stores an empty list when a new version changes nothing, and nothing again for a retried job', async () => {
    const v2 = await tdb.db.selectFrom('profiles').selectAll().where('hotel_id', '=', 'LAKE').where('version', '=', 2).executeTakeFirstOrThrow();
    const same: ProfileFields = { ...fields, situated: v2.situated, amenities: v2.amenities };
    expect(await write(same, 'k3')).toMatchObject({ version: 3 });
    expect(await changesOf(3)).toEqual([]);
    expect(await write({ ...same, name: 'Other' }, 'k3')).toBeNull();
  });
});
