import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import type { AppDeps } from './deps.ts';
import { signupVerificationRequired } from './config/env.ts';
import { AppError, errorHandler } from './lib/errors.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import type { ScryptCost } from './modules/auth/passwords.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSigningKey } from './modules/auth/signing-key.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { createLoginLimiter, type LoginLimiterOptions } from './modules/auth/login-limiter.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createGoogleClient, GOOGLE_ENDPOINTS, type GoogleEndpoints } from './modules/auth/google.ts';
import { installAuthHook } from './modules/auth/auth.hook.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { registerWsGateway, type Realtime } from './realtime/ws-gateway.ts';
import { registerModules } from './modules/index.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerQueueDashboard } from './modules/queues/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The /ws gateway of this instance (socket registry, disconnect hook). */
    realtime: Realtime;
  }
}

export interface BuildAppOptions {
  /** Google OIDC endpoints; tests point them at a local fake provider. */
  googleEndpoints?: GoogleEndpoints;
  /** Built web app to serve; null disables. Defaults to WEB_DIST_DIR, else apps/web/dist when present. */
  webDistDir?: string | null;
  /** Failed-login budgets (defaults: 10 per email, 50 per IP, per 15 minutes). */
  loginLimits?: Omit<LoginLimiterOptions, 'prefix'>;
  /** Seconds a just-rotated refresh token is still honoured (concurrent tabs); default 10. */
  refreshReuseGraceSeconds?: number;
  /** scrypt cost of password hashes (default OWASP's N=2^17); the test suites pass a lighter one. */
  passwordCost?: ScryptCost;
  /** Passed through to registerModules (the domain routes' own options, e.g. captureWaitMs). */
  modules?: Parameters<typeof registerModules>[2];
  /** /ws ping interval (default 25 s); tests shorten it. */
  wsHeartbeatMs?: number;
  /** Called for every route as it is registered (the OpenAPI coverage test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function webSocketOrigin(publicUrl: string): string {
  const u = new URL(publicUrl);
  return `${u.protocol === 'https:' ? 'wss:' : 'ws:'}//${u.host}`;
}

export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    // Request URLs are logged with their secret query values (OAuth code/state, link tokens) redacted.
    loggerInstance: deps.logger.child({}, { serializers: { req: serializeRequest } }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    requestIdHeader: false,
    // Keep a caller's id when it looks like one, so logs line up across a proxy; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Refusals made while routing (a path that does not decode, such as /api/hotels/%E0%A4%A)
    // skip the error handler and every hook unless routed here: same body shape and request id.
    frameworkErrors: (err, req, reply) => {
      void reply.header('x-request-id', req.id);
      errorHandler(err, req, reply);
    },
  }) as unknown as FastifyInstance;

  app.setErrorHandler(errorHandler);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  await registerOpenApi(app);

  // The spec's PATCH calls carry a JSON content type and may carry no body; Fastify would refuse
  // that with 400. Treat an empty JSON body as absent, and keep the default (prototype-poisoning
  // safe) parser for everything else.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(req, text, done);
  });
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  registerMetricsRoutes(app, { token: env.METRICS_TOKEN });

  const key = await loadSigningKey(env);
  await app.register(cookie, { secret: key.cookieSecret });

  const https = env.PUBLIC_URL?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix/Tailwind tooling injects style attributes at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        // 'self' does not cover ws: in every browser, so name the socket origin explicitly.
        'connect-src': ["'self'", ...(env.PUBLIC_URL ? [webSocketOrigin(env.PUBLIC_URL)] : ['ws:', 'wss:'])],
        'form-action': ["'self'", 'https://accounts.google.com'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  if (env.PUBLIC_URL) {
    // The plugin's default methods are only GET, HEAD and POST; the console also edits (PATCH)
    // and deletes (DELETE). PUT is not used by any route.
    await app.register(cors, {
      origin: [new URL(env.PUBLIC_URL).origin],
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    });
  }

  // The rate limiter keeps its own connection so login throttling works even while queues reconnect.
  const limiterRedis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  limiterRedis.on('error', (err) => app.log.warn({ err }, 'rate limiter redis error'));
  app.addHook('onClose', async () => {
    await limiterRedis.quit().catch(() => {});
  });

  const tokens = createTokenService(env, key, deps.clock);
  const limiter = createLoginLimiter(limiterRedis, { prefix: env.REDIS_PREFIX, ...opts.loginLimits });
  const mailer = deps.mailer ?? createMailer(env, deps.logger);
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  if (env.NODE_ENV === 'production' && env.PASSWORD_SIGNUP !== 'off') {
    if (!signupVerificationRequired(env)) {
      app.log.warn('SIGNUP_VERIFICATION=off: password sign-ups are not confirmed, so whoever registers an ADMIN_EMAILS address first is admin');
    } else if (!env.SMTP_URL) {
      app.log.warn(`SMTP_URL is not set: confirmation emails are written to ${mailer.destination} and their links logged`);
    }
  }
  const auth = createAuthService({
    env,
    db: deps.db,
    clock: deps.clock,
    tokens,
    limiter,
    mailer,
    logger: deps.logger,
    ...(opts.refreshReuseGraceSeconds !== undefined ? { refreshReuseGraceSeconds: opts.refreshReuseGraceSeconds } : {}),
    ...(opts.passwordCost ? { passwordCost: opts.passwordCost } : {}),
  });
  const google = createGoogleClient(env, deps.clock, opts.googleEndpoints ?? GOOGLE_ENDPOINTS);

  installAuthHook(app, auth);
  registerAuthRoutes(app, { env, auth, google, key });
  await registerQueueDashboard(app, { env, db: deps.db, authenticate: (token) => auth.authenticate(token) });

  const realtime = await registerWsGateway(app, {
    db: deps.db,
    events: deps.events,
    auth,
    publicUrl: env.PUBLIC_URL,
    clock: deps.clock,
    ...(opts.wsHeartbeatMs !== undefined ? { heartbeatIntervalMs: opts.wsHeartbeatMs } : {}),
  });
  app.decorate('realtime', realtime);

  registerUsersRoutes(
    app,
    createUsersService({
      db: deps.db,
      clock: deps.clock,
      disconnectUser: realtime.disconnectUser,
      markActive: realtime.markActive,
    }),
  );

  registerHealthRoutes(app, { db: deps.db, queue: deps.queue, redisPings: [() => limiterRedis.ping()] });

  await registerModules(app, deps, opts.modules);

  const webDir = opts.webDistDir === undefined ? (env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST) : opts.webDistDir;
  const serveWeb = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: resolve(webDir),
      setHeaders: (res, path) => {
        // Hashed Vite assets never change; index.html must always be revalidated.
        if (path.includes('/assets/')) void res.header('cache-control', 'public, max-age=31536000, immutable');
        else void res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?', 1)[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (serveWeb && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      // Client-side routes (/hotels/123, /users...) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `Route ${req.method} ${path} not found`);
  });

  return app;
}
