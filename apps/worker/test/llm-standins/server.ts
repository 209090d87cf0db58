import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface StandIn<TStep> {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedRequest[];
  /** Queue the next answers, consumed one per request in order. */
  script(...steps: TStep[]): void;
  /** Answer used when the queue is empty (default: HTTP 500 'no scripted answer'). */
  setFallback(step: TStep | ((body: Record<string, unknown>) => TStep) | null): void;
  pending(): number;
  close(): Promise<void>;
}

export type Responder<TStep> = (step: TStep, body: Record<string, unknown>, res: ServerResponse) => void;

/** A small node:http server shared by the provider stand-ins: records requests, answers from a script. */
export async function startStandIn<TStep>(
  routes: string[],
  respond: Responder<TStep>,
): Promise<StandIn<TStep>> {
  const requests: RecordedRequest[] = [];
  const queue: (TStep | ((body: Record<string, unknown>) => TStep))[] = [];
  let fallback: TStep | ((body: Record<string, unknown>) => TStep) | null = null;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body: Record<string, unknown>;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"invalid JSON body"}}');
        return;
      }
      if (req.method !== 'POST' || !routes.includes(path)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      requests.push({ method: req.method, path, headers: req.headers, body });
      const next = queue.shift() ?? fallback;
      if (next === null) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"type":"error","error":{"type":"api_error","message":"no scripted answer"}}');
        return;
      }
      const step = typeof next === 'function' ? (next as (b: Record<string, unknown>) => TStep)(body) : next;
      respond(step, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...steps) => queue.push(...steps),
    setFallback: (step) => {
      fallback = step;
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
