import { describe, expect, it } from 'vitest';
import { loadWorkerConfig, workerDbPoolSize } from './config.ts';

describe('loadWorkerConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadWorkerConfig({});
    expect(c).toMatchObject({
      FETCH_MODE: 'http',
      CRAWL_MAX_PAGES: 6,
      HOST_MIN_DELAY_MS: 1000,
      HOST_CONCURRENCY: 2,
      FETCH_TIMEOUT_MS: 20_000,
      CONNECT_TIMEOUT_MS: 10_000,
      MAX_BODY_BYTES: 5 * 1024 * 1024,
      USER_AGENT: 'HotelProfilerBot/1.0 (+https://hotelprofiler.dev/bot)',
      REDIS_PREFIX: 'hp',
      CRAWL_CONCURRENCY: 16,
      MODEL_CONCURRENCY: 4,
      MODEL_RPM_ANTHROPIC: 50,
      MODEL_RPM_OPENAI: 500,
      MODEL_TPM_ANTHROPIC: 0,
      MODEL_TPM_OPENAI: 0,
      SCRAPER_ALLOW_PRIVATE_HOSTS: [],
    });
    expect(c.WORKER_CONCURRENCY).toBeUndefined();
    expect(c.SCRAPINGBEE_API_KEY).toBeUndefined();
  });

  it('parses the allow list and numbers, treating empty strings as unset', () => {
    const c = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: ' 127.0.0.1:4510, Fixture.Local ,', HOST_MIN_DELAY_MS: '0', SCRAPINGBEE_API_KEY: '', FETCH_MODE: 'browser' });
    expect(c.SCRAPER_ALLOW_PRIVATE_HOSTS).toEqual(['127.0.0.1:4510', 'fixture.local']);
    expect(c.HOST_MIN_DELAY_MS).toBe(0);
    expect(c.SCRAPINGBEE_API_KEY).toBeUndefined();
    expect(c.FETCH_MODE).toBe('browser');
  });

  it('fails listing every invalid variable', () => {
    let msg = '';
    try {
      loadWorkerConfig({ FETCH_MODE: 'curl', HOST_CONCURRENCY: '0', WORKER_CONCURRENCY: 'many', CRAWL_CONCURRENCY: '65', MODEL_CONCURRENCY: '0', MODEL_RPM_OPENAI: '-1' });
    } catch (err) {
      msg = (err as Error).message;
    }
    expect(msg).toMatch(/^Invalid worker environment/);
    for (const v of ['FETCH_MODE', 'HOST_CONCURRENCY', 'WORKER_CONCURRENCY', 'CRAWL_CONCURRENCY', 'MODEL_CONCURRENCY', 'MODEL_RPM_OPENAI']) expect(msg).toContain(v);
  });

  it('sets crawl and model concurrency apart, WORKER_CONCURRENCY filling only the one left unset', () => {
    expect(loadWorkerConfig({ CRAWL_CONCURRENCY: '32', MODEL_CONCURRENCY: '2' })).toMatchObject({ CRAWL_CONCURRENCY: 32, MODEL_CONCURRENCY: 2 });
    // an older .env keeps the behaviour it had: one number for every queue
    expect(loadWorkerConfig({ WORKER_CONCURRENCY: '6' })).toMatchObject({ CRAWL_CONCURRENCY: 6, MODEL_CONCURRENCY: 6 });
    expect(loadWorkerConfig({ WORKER_CONCURRENCY: '6', CRAWL_CONCURRENCY: '24' })).toMatchObject({ CRAWL_CONCURRENCY: 24, MODEL_CONCURRENCY: 6 });
    expect(loadWorkerConfig({ WORKER_CONCURRENCY: '', CRAWL_CONCURRENCY: '' })).toMatchObject({ CRAWL_CONCURRENCY: 16, MODEL_CONCURRENCY: 4 });
  });

  it('sizes the database pool for one connection per job up to 16, plus 4', () => {
    expect(workerDbPoolSize(loadWorkerConfig({ CRAWL_CONCURRENCY: '2', MODEL_CONCURRENCY: '1' }))).toBe(7);
    expect(workerDbPoolSize(loadWorkerConfig({}))).toBe(20);
    expect(workerDbPoolSize(loadWorkerConfig({ CRAWL_CONCURRENCY: '64', MODEL_CONCURRENCY: '64' }))).toBe(20);
  });

  it('reads ANTHROPIC_MODEL_IDS into catalogue id -> API id, empty when unset', () => {
    expect(loadWorkerConfig({}).ANTHROPIC_MODEL_IDS).toEqual({});
    expect(loadWorkerConfig({ ANTHROPIC_MODEL_IDS: '' }).ANTHROPIC_MODEL_IDS).toEqual({});
    const c = loadWorkerConfig({ ANTHROPIC_MODEL_IDS: ' claude-haiku-4-5 = claude-haiku-4-5-20251001 ,claude-opus-4-1=claude-opus-4-1-20250805,' });
    expect(c.ANTHROPIC_MODEL_IDS).toEqual({ 'claude-haiku-4-5': 'claude-haiku-4-5-20251001', 'claude-opus-4-1': 'claude-opus-4-1-20250805' });
  });

  it('fails on a malformed ANTHROPIC_MODEL_IDS entry or an id outside the catalogue, naming it', () => {
    const problem = (value: string) => {
      try {
        loadWorkerConfig({ ANTHROPIC_MODEL_IDS: value, HOST_CONCURRENCY: '0' });
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    };
    expect(problem('claude-haiku-4-5')).toContain("ANTHROPIC_MODEL_IDS: 'claude-haiku-4-5' is not catalogue-id=api-id");
    expect(problem('claude-haiku-4-5=')).toContain('is not catalogue-id=api-id');
    expect(problem('claude-haiku-4-5=a=b')).toContain('is not catalogue-id=api-id');
    expect(problem('claude-haiku=claude-haiku-4-5-20251001')).toContain("ANTHROPIC_MODEL_IDS: 'claude-haiku' is not an Anthropic catalogue id");
    // listed with the other bad variables, as every config problem is
    expect(problem('claude-haiku')).toContain('HOST_CONCURRENCY');
  });

  it('needs the webhook secrets key in production (the API sealed the secrets with it), and reads the webhook settings', () => {
    expect(() => loadWorkerConfig({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET_KEY: is required in production/);
    const config = loadWorkerConfig({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: 'k'.repeat(32), WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1:9999, Hooks.Local' });
    expect(config).toMatchObject({ WEBHOOK_ALLOW_PRIVATE_HOSTS: ['127.0.0.1:9999', 'hooks.local'], WEBHOOK_TIMEOUT_MS: 10_000, WEBHOOK_LOG_RETENTION_DAYS: 30 });
    expect(() => loadWorkerConfig({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY: must be at least 32 characters/);
  });
});
