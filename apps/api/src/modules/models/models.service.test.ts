import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelsResponse } from '@hotel/contracts';
import { loadEnv } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { listModels, resolveModel } from './models.service.ts';

const env = (vars: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', ...vars });

describe('listModels', () => {
  it('offers the Anthropic models as unavailable without a key, and the built-in one as default', () => {
    const models = listModels(env());
    expect(models.map((m) => m.id)).toEqual(['claude-haiku-4-5', 'claude-sonnet-4-5', 'claude-opus-4-1', 'claude-3-opus-20240229', 'builtin']);
    expect(models.filter((m) => m.provider === 'anthropic').every((m) => !m.available && m.reason === 'Anthropic models need an API key — ask your administrator')).toBe(true);
    expect(models.find((m) => m.isDefault)?.id).toBe('builtin');
    expect(models.at(-1)).toMatchObject({ label: 'Built-in extractor (offline)', available: true, reason: null });
  });

  it('makes Claude Haiku the default when the Anthropic key is set', () => {
    const models = listModels(env({ ANTHROPIC_API_KEY: 'k' }));
    expect(models.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['claude-haiku-4-5']);
    expect(models.every((m) => m.available)).toBe(true);
  });

  it('adds the OpenAI-compatible models, available with a key or a base URL', () => {
    expect(listModels(env({ OPENAI_MODELS: 'gpt-4o-mini, llama3' })).filter((m) => m.provider === 'openai')).toEqual([
      expect.objectContaining({ id: 'gpt-4o-mini', available: false }),
      expect.objectContaining({ id: 'llama3', available: false }),
    ]);
    const local = listModels(env({ OPENAI_MODELS: 'llama3', OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1' }));
    expect(local.find((m) => m.id === 'llama3')).toMatchObject({ available: true, reason: null, isDefault: false });
  });
});

describe('resolveModel', () => {
  it('answers the default when nothing is asked', () => {
    expect(resolveModel(env())).toBe('builtin');
    expect(resolveModel(env({ ANTHROPIC_API_KEY: 'k' }), undefined)).toBe('claude-haiku-4-5');
  });

  it('refuses unknown and unavailable models with a validation error that says why', () => {
    expect(() => resolveModel(env(), 'nope')).toThrowError(/Unknown model "nope"\. Choose one of: .*builtin/);
    try {
      resolveModel(env(), 'claude-sonnet-4-5');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).message).toBe('Model "claude-sonnet-4-5" is not available: Anthropic models need an API key — ask your administrator');
    }
    expect(resolveModel(env({ ANTHROPIC_API_KEY: 'k' }), 'claude-sonnet-4-5')).toBe('claude-sonnet-4-5');
  });
});

describe('GET /api/models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPENAI_MODELS: 'gpt-4o-mini', OPENAI_API_KEY: 'k' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the catalogue to a signed-in user only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/models' })).statusCode).toBe(401);
    const user = await t.loginAs();
    const res = await t.app.inject({ method: 'GET', url: '/api/models', headers: t.auth(user) });
    expect(res.statusCode).toBe(200);
    const models = modelsResponse.parse(res.json());
    expect(models.find((m) => m.id === 'gpt-4o-mini')).toMatchObject({ provider: 'openai', available: true });
  });
});
