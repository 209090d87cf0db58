import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository root (this file is apps/api/src/config/env.ts; /app in the Docker image).
 * `pnpm dev` runs the API with cwd apps/api and script/server from the root: a relative DATA_DIR
 * is read from here so both find the same .data/ (and the same development signing key).
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const commaList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));

const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

/** An IP address or CIDR, or one of proxy-addr's named ranges (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z.string().min(1).default('postgres://postgres@127.0.0.1:5432/hotel_profiler'),
    /**
     * The schema owner's connection, used only to migrate at boot; DATABASE_URL is then the
     * application role, which cannot change the schema. Unset: DATABASE_URL migrates too.
     */
    MIGRATION_DATABASE_URL: z.string().optional().transform((v) => v?.trim() || undefined),
    REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
    /** Prefix of every BullMQ queue and Redis key, so several installs (or tests) share one Redis. */
    REDIS_PREFIX: z.string().min(1).default('hp'),
    ALLOWED_EMAIL_DOMAIN: z.string().min(1).default('hotelprofiler.dev'),
    ALLOWED_EXTRA_EMAIL: z.string().email().optional().or(z.literal('').transform(() => undefined)),
    ADMIN_EMAILS: commaList,
    /** PKCS#8 PEM (EdDSA Ed25519). Generated under .data/ in development when unset. */
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_ISSUER: z.string().optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    AUTH_JWKS_URL: optionalUrl,
    AUTH_ISSUER: z.string().optional(),
    AUTH_AUDIENCE: z.string().optional(),
    /**
     * 'required': a password sign-up signs in only after the link mailed to it is opened.
     * Unset: required in production, off elsewhere (read it through signupVerificationRequired).
     */
    SIGNUP_VERIFICATION: z.enum(['required', 'off']).optional().or(z.literal('').transform(() => undefined)),
    /** 'off': no password sign-up at all (Google or the external issuer only). */
    PASSWORD_SIGNUP: z.enum(['on', 'off']).default('on'),
    /** smtp:// or smtps:// (user:password@host:port). Unset: mail is written to DATA_DIR/mail/*.eml. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Sender of the confirmation mail; default no-reply@ALLOWED_EMAIL_DOMAIN. */
    MAIL_FROM: z.string().trim().min(3).optional().or(z.literal('').transform(() => undefined)),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: optionalUrl,
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: optionalUrl,
    /** Comma list of model ids offered through the OpenAI-compatible provider. */
    OPENAI_MODELS: commaList,
    SCRAPER_ALLOW_PRIVATE_HOSTS: commaList,
    /** Scheduled re-checks (the workers run them): shown in the console; set the same values on both. */
    RECHECK_DAYS: z.preprocess((v) => (v === undefined || v === '' ? 30 : v), z.coerce.number().int().min(0).max(3650)),
    RECHECK_MAX_PER_HOUR: z.preprocess((v) => (v === undefined || v === '' ? 500 : v), z.coerce.number().int().min(1)),
    /** host or host:port webhook endpoints exempt from the private-address refusal (local receivers in tests only). */
    WEBHOOK_ALLOW_PRIVATE_HOSTS: commaList,
    /**
     * Seals webhook signing secrets at rest (decision 230); the workers need the same value.
     * Required in production; elsewhere a fixed development key is used when unset.
     */
    WEBHOOK_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
    /** Where the built web app lives; served from the same origin as the API. */
    WEB_DIST_DIR: z.string().optional(),
    /** Local state (development signing key); a relative path is taken from REPO_ROOT, not the cwd. */
    DATA_DIR: z
      .string()
      .optional()
      .transform((dir) => resolve(REPO_ROOT, dir || '.data')),
    /**
     * Behind a reverse proxy, so rate limits see the client's address: how many proxies append to
     * X-Forwarded-For (a hop count), or the proxies' addresses / CIDRs. Never "trust the header
     * whatever its source": a client would pick its own address and escape every per-IP limit.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): false | number | string[] => {
        const text = v?.trim() ?? '';
        if (text === '' || text === 'false' || text === '0') return false;
        if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
        const entries = text.split(',').map((e) => e.trim());
        if (entries.every(isProxyAddress)) return entries;
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count (1 behind one proxy, up to 10) or a comma list of the proxies\' addresses or CIDRs (never "true")',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Bearer token GET /metrics requires when set; unset leaves it open (a private network's scraper). */
    METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_PRIVATE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['JWT_PRIVATE_KEY'], message: 'is required in production' });
    }
    // Without both, any token signed by a key of that JWKS (another app or tenant of the same
    // provider, tokens minted for other audiences) would sign a user in.
    if (env.AUTH_JWKS_URL) {
      for (const name of ['AUTH_ISSUER', 'AUTH_AUDIENCE'] as const) {
        if (!env[name]?.trim()) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when AUTH_JWKS_URL is set' });
      }
    }
    // The confirmation link must not be built from the request's Host header: a forged Host would
    // mail the owner a link to the forger's site, and the token with it.
    if (env.NODE_ENV === 'production' && signupVerificationRequired(env) && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production while SIGNUP_VERIFICATION is required (confirmation links use it)' });
    }
    if (env.NODE_ENV === 'production' && !env.WEBHOOK_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET_KEY'], message: 'is required in production (it seals webhook secrets; the workers need the same value)' });
    }
    if ((env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) || (!env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Whether a password sign-up must confirm its email before it signs in (production default). */
export function signupVerificationRequired(env: Pick<Env, 'NODE_ENV' | 'SIGNUP_VERIFICATION'>): boolean {
  return (env.SIGNUP_VERIFICATION ?? (env.NODE_ENV === 'production' ? 'required' : 'off')) === 'required';
}

/** Parses the environment once at boot; throws listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const lines = result.success ? [] : result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  // The schema's default domain is for development: in production anyone could sign up with it
  // (sign-up does not verify the address), so production must name its own.
  if (source.NODE_ENV === 'production' && !source.ALLOWED_EMAIL_DOMAIN?.trim()) {
    lines.push('  - ALLOWED_EMAIL_DOMAIN: is required in production (hotelprofiler.dev is a development default)');
  }
  if (!result.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const env = result.data;
  // A first run in development needs an admin without reading docs: the default domain's admin@.
  if (env.NODE_ENV === 'development' && env.ADMIN_EMAILS.length === 0 && source.ADMIN_EMAILS === undefined) {
    env.ADMIN_EMAILS = [`admin@${env.ALLOWED_EMAIL_DOMAIN}`];
  }
  return env;
}
