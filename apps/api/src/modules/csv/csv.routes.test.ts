import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsvResponse } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

describe('POST /api/parse-csv', () => {
  let t: TestApp;
  let user: TestSession;
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/parse-csv', headers: t.auth(user), payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the parsed rows', async () => {
    const res = await post({ content: 'hotel_id,url\nh1,https://a.example.com\n' });
    expect(res.statusCode).toBe(200);
    expect(parseCsvResponse.parse(res.json())).toEqual({ data: [{ hotelId: 'h1', url: 'https://a.example.com' }], isValid: true, errorMessage: null });
  });

  it('answers 200 with the problem for bad content', async () => {
    const res = await post({ content: 'hotel_id,url\nh1,https://a.example.com\nh1,https://b.example.com\n' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isValid: false, errorMessage: 'Row 3: Hotel ID "h1" is a duplicate of row 2' });
    expect((await post({ content: '' })).json()).toMatchObject({ isValid: false, errorMessage: 'CSV file is empty' });
  });

  it('answers 400 only for a malformed body', async () => {
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ content: 42 })).statusCode).toBe(400);
    const raw = await t.app.inject({ method: 'POST', url: '/api/parse-csv', headers: { ...t.auth(user), 'content-type': 'application/json' }, payload: '{"content":' });
    expect(raw.statusCode).toBe(400);
  });

  it('refuses content holding a lone UTF-16 surrogate instead of turning it into U+FFFD inside an id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/parse-csv',
      headers: { ...t.auth(user), 'content-type': 'application/json' },
      payload: '{"content":"hotel_id,url\\nh\\ud800x,https://a.example.com\\n"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', message: 'content: CSV must be valid Unicode text (it contains a lone surrogate)' }));
  });

  it('accepts a file of several megabytes (above the default body limit)', async () => {
    const lines = ['hotel_id,url'];
    for (let i = 0; i < 60_000; i++) lines.push(`H${i},https://hotel-${i}.example.com/some/longer/path`);
    const content = lines.join('\n');
    expect(content.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await post({ content });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(60_000);
  }, 60_000);

  it('never answers 5xx, whatever the content', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (content) => {
        const res = await post({ content });
        expect(res.statusCode).toBe(200);
        parseCsvResponse.parse(res.json());
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/parse-csv', payload: { content: 'a' } })).statusCode).toBe(401);
  });
});
