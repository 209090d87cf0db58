import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptRecord, type PromptRecord } from '@hotel/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/helpers.ts';

describe('prompts', () => {
  let t: TestApp;
  let user: TestSession;
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/prompts', headers: t.auth(user), payload });

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.loginAs();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the three prompt types in tab order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prompts', headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    const body = res.json<PromptRecord[]>().map((p) => promptRecord.parse(p));
    expect(body.map((p) => p.type)).toEqual(['scrapingbee_query', 'classifier', 'profile_generator']);
    expect(body.every((p) => p.prompt.length > 0 && p.version === 1)).toBe(true);
  });

  it('saves a prompt as a new version, records who changed it and audits it', async () => {
    const first = await save({ type: 'classifier', prompt: '  Classify the snippet.  ' });
    expect(first.statusCode).toBe(200);
    expect(promptRecord.parse(first.json())).toMatchObject({ type: 'classifier', prompt: 'Classify the snippet.', version: 2 });
    const second = await save({ type: 'classifier', prompt: 'Classify again.' });
    expect(second.json()).toMatchObject({ version: 3, prompt: 'Classify again.' });

    const row = await t.db.selectFrom('prompts').selectAll().where('type', '=', 'classifier').executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(user.user.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/prompts', headers: t.auth(user) });
    expect(list.json<PromptRecord[]>().find((p) => p.type === 'classifier')?.prompt).toBe('Classify again.');

    const audit = await t.db.selectFrom('audit_logs').selectAll().where('entity_type', '=', 'prompt').orderBy('created_at').execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entity_id: 'classifier', action: 'updated', user_id: user.user.id, details: { type: 'classifier' } });
  });

  it('refuses unknown types and empty or oversized prompts with 400', async () => {
    for (const payload of [
      { type: 'other', prompt: 'x' },
      { type: 'classifier', prompt: '   ' },
      { type: 'classifier' },
      { type: 'classifier', prompt: 'x'.repeat(20_001) },
    ]) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await save({ type: 'classifier', prompt: '' })).json().message).toMatch(/Prompt must not be empty/);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/prompts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/prompts', payload: { type: 'classifier', prompt: 'x' } })).statusCode).toBe(401);
  });
});
