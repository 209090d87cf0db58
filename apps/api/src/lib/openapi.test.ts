import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../test/helpers.ts';
import { routeRecords, type RouteRecord } from './openapi.ts';

interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Routes outside the document on purpose: plugins that serve their own pages and assets, and the
 * /ws upgrade (OpenAPI describes HTTP; @fastify/websocket hides it, and info.description covers it).
 */
const UNDOCUMENTED_PREFIXES = ['/api/docs', '/admin/queues'];
const UNDOCUMENTED_ROUTES = ['GET /ws'];

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let user: TestSession;
  let admin: TestSession;
  const routes: RouteRecord[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    t = await createTestApp({ app: { onRoute: (route) => routes.push(...routeRecords(route)) } });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
    user = await t.loginAs({ email: 'openapi-user@example.com' });
    admin = await t.loginAs({ admin: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  function operation(method: string, url: string): Operation | undefined {
    return document.paths[openApiPath(url)]?.[method.toLowerCase()];
  }

  /** Fails unless the answer's status is documented for the route and its JSON body matches that schema. */
  function expectDocumented(res: LightMyRequestResponse, method: string, url: string): void {
    const op = operation(method, url);
    expect(op, `${method} ${url} is in the document`).toBeDefined();
    const answer = op!.responses[String(res.statusCode)];
    expect(answer, `${method} ${url} documents status ${res.statusCode} (${res.body.slice(0, 200)})`).toBeDefined();
    const schema = answer!.content?.['application/json']?.schema;
    if (!schema) return;
    const validate = ajv.compile(schema);
    const ok = validate(res.json());
    expect(ok, `${method} ${url} ${res.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app registers, with a summary, its auth and its error answers', () => {
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    const checked = routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    expect(checked.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const r of checked) {
      if (r.hidden) {
        // Only plugin pages may hide; an API route hidden by mistake would vanish from the document.
        expect(UNDOCUMENTED_PREFIXES.some((p) => r.url.startsWith(p)), `${r.method} ${r.url} is hidden`).toBe(true);
        continue;
      }
      if (UNDOCUMENTED_ROUTES.includes(`${r.method} ${r.url}`)) continue;
      const op = operation(r.method, r.url);
      if (!op?.summary) {
        missing.push(`${r.method} ${r.url}`);
        continue;
      }
      expect(op.security, `${r.method} ${r.url} states its auth`).toBeDefined();
      const errors = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      expect(errors, `${r.method} ${r.url} documents its errors`).toContain('500');
      for (const s of errors) {
        expect(op.responses[s]!.content?.['application/json']?.schema, `${r.method} ${r.url} ${s} has the error body`).toBeDefined();
      }
      if ((op.security ?? []).length > 0) expect(errors, `${r.method} ${r.url} says 401`).toContain('401');
    }
    expect(missing, 'routes registered without doc({...})').toEqual([]);
  });

  it('marks admin routes with 403 and signed-in routes with the bearer scheme', () => {
    const users = operation('GET', '/api/users')!;
    expect(users.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(users.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '500']));
    expect(operation('GET', '/api/auth/config')!.security).toEqual([]);
  });

  it('says of each /api route exactly what the server enforces: signed-out calls get 401 unless documented public', async () => {
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [method, op] of Object.entries(ops)) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        const documentedPublic = (op.security ?? []).length === 0;
        if (documentedPublic === (res.statusCode === 401)) wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('matches the real answers of representative routes, successes and errors', async () => {
    const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', template: string, url: string, opts: { session?: TestSession; payload?: object } = {}) => {
      const res = await t.app.inject({ method, url, headers: opts.session ? t.auth(opts.session) : {}, ...(opts.payload ? { payload: opts.payload } : {}) });
      expectDocumented(res, method, template);
      return res;
    };

    const started = await call('POST', '/api/scrape', '/api/scrape', { session: user, payload: { hotels: [{ hotelId: 'OA-1', url: 'https://hotel.example/' }] } });
    expect(started.statusCode).toBe(202);
    const { runId } = started.json<{ runId: string }>();

    await call('GET', '/api/hotels', '/api/hotels?q=OA', { session: user });
    await call('GET', '/api/hotels/:id', '/api/hotels/OA-1', { session: user });
    await call('GET', '/api/hotels/:id/sources', '/api/hotels/OA-1/sources', { session: user });
    await call('GET', '/api/hotels/:id/snippets', '/api/hotels/OA-1/snippets', { session: user });
    await call('GET', '/api/hotels/:id/profile/versions', '/api/hotels/OA-1/profile/versions', { session: user });
    await call('GET', '/api/runs', '/api/runs', { session: user });
    await call('GET', '/api/runs/:id', `/api/runs/${runId}`, { session: user });
    await call('GET', '/api/stats', '/api/stats', { session: user });
    await call('GET', '/api/audit-logs', '/api/audit-logs', { session: user });
    await call('GET', '/api/prompts', '/api/prompts', { session: user });
    await call('GET', '/api/models', '/api/models', { session: user });
    await call('GET', '/api/export/counts', '/api/export/counts', { session: user });
    await call('GET', '/api/auth/user', '/api/auth/user', { session: user });
    await call('GET', '/api/auth/config', '/api/auth/config');
    await call('GET', '/api/users', '/api/users', { session: admin });
    await call('POST', '/api/parse-csv', '/api/parse-csv', { session: user, payload: { content: 'hotel_id,url\nH9,https://h9.example/\n' } });
    await call('GET', '/healthz', '/healthz');
    await call('GET', '/readyz', '/readyz');

    const errors = [
      await call('GET', '/api/hotels/:id', '/api/hotels/NOPE', { session: user }),
      await call('GET', '/api/hotels/:id/profile', '/api/hotels/OA-1/profile', { session: user }),
      await call('GET', '/api/stats', '/api/stats'),
      await call('GET', '/api/users', '/api/users', { session: user }),
      await call('PATCH', '/api/users/:id/deactivate', `/api/users/${admin.user.id}/deactivate`, { session: admin }),
      await call('GET', '/api/hotels', '/api/hotels?page=0', { session: user }),
      await call('POST', '/api/scrape', '/api/scrape', { session: user, payload: { hotels: [] } }),
      await call('DELETE', '/api/snippets/:id', '/api/snippets/not-a-uuid', { session: user }),
    ];
    expect(errors.map((r) => r.statusCode)).toEqual([404, 404, 401, 403, 400, 400, 400, 400]);
  });

  it('fails a body that does not match (the check itself can fail)', () => {
    const res = { statusCode: 200, body: '{}', json: () => ({ id: 42 }) } as unknown as LightMyRequestResponse;
    expect(() => expectDocumented(res, 'GET', '/api/hotels/:id')).toThrow(/must have required property/);
  });

  it('serves the browsable reference at /api/docs from its own assets, under the API CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json<Document>().paths['/api/hotels']).toBeDefined();
  });
});
