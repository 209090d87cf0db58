// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiJson, apiRequest, fetchList, getQueryFn } from './api';
import { getSession, setSession } from './auth/session-store';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/api/hotels?page=2') {
        res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '120', 'x-page': '2', 'x-page-size': '50' });
        res.end(JSON.stringify([{ id: 'H1' }]));
      } else if (req.url === '/api/private') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Sign in again' }));
      } else if (req.url === '/api/broken') {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'UNPROCESSABLE', message: 'The page could not be captured' }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  setSession({ accessToken: 'tok-abc', expiresAt: Date.now() + 600_000, user: { id: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.dev', isAdmin: false } });
});

describe('apiRequest against a real HTTP server', () => {
  it('sends the bearer token, and a JSON content type only when there is a body', async () => {
    await apiRequest('POST', `${base}/api/echo`, { url: 'https://h.example' });
    await apiRequest('GET', `${base}/api/echo`);
    expect(seen[0]!.headers.authorization).toBe('Bearer tok-abc');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ url: 'https://h.example' });
    expect(seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('sends no Authorization header when signed out', async () => {
    setSession(null);
    await apiRequest('GET', `${base}/api/echo`);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('raises an ApiError carrying the server message', async () => {
    const err = await apiJson('POST', `${base}/api/broken`, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).displayMessage).toBe('The page could not be captured');
    expect((err as ApiError).message.startsWith('422: ')).toBe(true);
    expect(getSession()).not.toBeNull();
  });

  it('signs out when the API answers 401', async () => {
    await expect(apiRequest('GET', `${base}/api/private`)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });
});

describe('getQueryFn', () => {
  const ctx = (queryKey: string[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('GETs the query key parts joined by slashes', async () => {
    const fn = getQueryFn<{ ok: boolean }>({ on401: 'throw' });
    expect(await fn(ctx([base, 'api', 'hotels', 'H1']))).toEqual({ ok: true });
    expect(seen[0]!.url).toBe('/api/hotels/H1');
  });

  it("returns null on 401 when set to 'returnNull'", async () => {
    const fn = getQueryFn({ on401: 'returnNull' });
    expect(await fn(ctx([base, 'api', 'private']))).toBeNull();
  });
});

describe('fetchList', () => {
  it('reads the totals from the pagination headers', async () => {
    const page = await fetchList<{ id: string }>(`${base}/api/hotels?page=2`);
    expect(page).toEqual({ items: [{ id: 'H1' }], total: 120, totalCapped: false, page: 2, pageSize: 50 });
  });
});
