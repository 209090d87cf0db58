import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFRESH_COOKIE, errorBody } from '@hotel/contracts';

/**
 * OpenAPI 3.1 generated from the zod contracts (decision 210). A route documents itself with one
 * `doc({...})` as its route options; the contract schemas named there are converted to JSON Schema
 * by fastify-type-provider-zod when the document is built. Validation stays in the route (`parse()`
 * with the same contract schema, for the product's own 400 messages), so the schemas on a route are
 * documentation only: Fastify neither validates nor serializes with them.
 */

/** Who may call a route, shown as the operation's security and its 401/403 answers. */
export type RouteAuth = 'public' | 'user' | 'admin' | 'refresh-cookie' | 'metrics-token';

type Schema = z.ZodType;

/** A success answer that is not JSON (CSV, Prometheus text): its media types. */
export interface NonJsonResponse {
  description: string;
  content: Record<string, { schema: Schema }>;
}

export interface RouteDoc {
  /** One line, shown in the list of operations. */
  summary: string;
  description?: string;
  tag: string;
  auth: RouteAuth;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /** Success answers by status: a contract schema for JSON, or a NonJsonResponse. */
  response: Record<number, Schema | NonJsonResponse>;
  /**
   * Error answers beyond those every route has: 400 when the route takes input, 401/403 by auth,
   * 500 always. E.g. [404, 409].
   */
  errors?: number[];
}

/** What each error status means in this API (codes as in AppError); the body is always errorBody. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_ERROR, or a more specific code such as EMAIL_DOMAIN_NOT_ALLOWED)',
  401: 'Not signed in, or the token expired or was revoked (UNAUTHORIZED, INVALID_CREDENTIALS, ACCOUNT_INACTIVE)',
  403: 'Signed in without the right to do this (FORBIDDEN, EMAIL_NOT_VERIFIED, PASSWORD_SIGNUP_DISABLED)',
  404: 'No such resource (NOT_FOUND)',
  409: 'Conflicts with the current state (CONFLICT, EMAIL_TAKEN)',
  413: 'The request body is too large (PAYLOAD_TOO_LARGE)',
  415: 'Unsupported content type (UNSUPPORTED_MEDIA_TYPE)',
  422: 'Understood but cannot be processed (UNPROCESSABLE)',
  429: 'Too many attempts; see Retry-After (RATE_LIMITED)',
  500: 'Unexpected failure (INTERNAL)',
  501: 'Not configured on this installation (GOOGLE_NOT_CONFIGURED)',
  503: 'A dependency (database, queue) is unavailable (UNAVAILABLE)',
};

const SECURITY: Record<RouteAuth, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  'refresh-cookie': [{ refreshCookie: [] }],
  'metrics-token': [{ metricsToken: [] }],
};

function errorResponse(status: number): NonJsonResponse {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: { 'application/json': { schema: errorBody } },
  };
}

/**
 * The route options that document a route: `app.get(url, doc({...}), handler)`, or spread beside
 * other options: `{ bodyLimit, ...doc({...}) }`.
 */
export function doc(d: RouteDoc): { schema: FastifySchema } {
  const errors = new Set<number>(d.errors ?? []);
  if (d.params || d.querystring || d.body) errors.add(400);
  if (d.auth === 'user' || d.auth === 'admin' || d.auth === 'metrics-token' || d.auth === 'refresh-cookie') errors.add(401);
  if (d.auth === 'admin') errors.add(403);
  errors.add(500);

  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(d.response)) {
    response[status] = answer;
  }
  for (const status of [...errors].sort()) response[String(status)] ??= errorResponse(status);

  return {
    schema: {
      summary: d.summary,
      ...(d.description ? { description: d.description } : {}),
      tags: [d.tag],
      security: SECURITY[d.auth],
      ...(d.params ? { params: d.params } : {}),
      ...(d.querystring ? { querystring: d.querystring } : {}),
      ...(d.body ? { body: d.body } : {}),
      response,
    } as FastifySchema,
  };
}

/** A body-less answer (204, a redirect, the WebSocket upgrade): JSON Schema `null` has no content in the document. */
export const noContent = (description: string): Schema => z.null().describe(description);

export const OPENAPI_JSON_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

/**
 * Registers the generator, GET /api/openapi.json and the browsable reference at /api/docs (Swagger
 * UI from its own package: no CDN, so it works offline and under the API's CSP). Call before any
 * route is registered: the generator collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Routes validate with the contract themselves (see above); serialize as Fastify does without a schema.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hotel Profiler API',
        version: '1.0.0',
        description:
          'Every error answer is `{ code, message, details? }` with an `x-request-id` header. Lists paginate with ' +
          '`x-total-count`, `x-page`, `x-page-size` (and `x-total-capped` for broad searches) headers; the audit log with `x-next-cursor`.\n\n' +
          'Live progress is a WebSocket at `/ws` (OpenAPI describes HTTP only): open it from the console origin with subprotocol ' +
          '`hotel-profiler.v1` plus `bearer.<access token>`, or send `{ "type": "auth", "token": "<access token>" }` first; ' +
          'every frame is the contract `serverMessage` (progress, complete, hotel-updated), and the server pings every 25 s.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from /api/auth/login or /api/auth/refresh (15 minutes).' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE, description: 'httpOnly refresh cookie on /api/auth, rotated on every use.' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, when the installation sets one.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });

  // The UI reads the same document at /api/docs/json; validatorUrl stays unset so it calls nothing outside.
  await app.register(swaggerUi, { routePrefix: DOCS_URL });

  app.get(
    OPENAPI_JSON_URL,
    doc({
      summary: 'This document (OpenAPI 3.1)',
      tag: 'meta',
      auth: 'public',
      response: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI document') },
    }),
    async (_req, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

/** A registered route as the coverage test sees it (from Fastify's onRoute hook). */
export interface RouteRecord {
  method: string;
  url: string;
  hidden: boolean;
}

export function routeRecords(route: RouteOptions): RouteRecord[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
  return methods.map((method) => ({ method: String(method), url: route.url, hidden }));
}
