import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const TOKEN = 'scrape-me-0123456789';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a scrape without the token, or with another one, as a 401 error answer', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'A valid metrics token is required' });
    }
  });

  it('answers Prometheus text with request latency by route pattern, never by raw URL', async () => {
    const session = await t.loginAs();
    const missing = await fetch(`${base}/api/hotels/NO-SUCH-HOTEL-42`, { headers: t.auth(session) });
    expect(missing.status).toBe(404);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/hotels\/:id",status_code="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/hotels\/:id",status_code="404"\} \d+$/m);
    expect(text).not.toContain('NO-SUCH-HOTEL-42');
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is open, for a scraper on a private network', async () => {
    const base = await listen(t);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });
});
