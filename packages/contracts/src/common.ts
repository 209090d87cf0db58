import { z } from 'zod';

/** ISO-8601 timestamp as it travels in JSON. */
export const isoDate = z.string();

/**
 * False for a string holding a lone UTF-16 surrogate (JSON can carry "\ud800"). Such a string has
 * no UTF-8 form: encodeURIComponent throws on it and every encoder downstream (Postgres, Redis,
 * CSV) would silently turn it into U+FFFD, so two different ids could become one. ES2024's
 * String.prototype.isWellFormed, typed by hand because the shared tsconfig stops at ES2023 libs,
 * with the equivalent regex for browsers that predate it.
 */
export function isWellFormedText(value: string): boolean {
  const s = value as string & { isWellFormed?: () => boolean };
  return typeof s.isWellFormed === 'function' ? s.isWellFormed() : !/\p{Surrogate}/u.test(value);
}

/**
 * A string schema that refuses ill-formed Unicode before any other check (abort: the later
 * checks' messages would only confuse). `label` starts the message, as in "Hotel ID must be...":
 * every free-text field of a request (ids, URLs, names, prompts, search text) is built on it.
 */
export function wellFormedString(label = 'Text') {
  return z.string().refine(isWellFormedText, {
    message: `${label} must be valid Unicode text (it contains a lone surrogate)`,
    abort: true,
  });
}

/** Hotel ids come from customers' CSVs: keep them printable and bounded. */
export const hotelId = wellFormedString('Hotel ID')
  .trim()
  .min(1, 'Hotel ID is required')
  .max(100, 'Hotel ID must be at most 100 characters')
  .regex(/^[^\s/\\?#%]+$/, 'Hotel ID must not contain spaces, slashes, ?, # or %');

export const httpUrl = wellFormedString('URL')
  .trim()
  .min(1, 'URL is required')
  .max(2048, 'URL must be at most 2048 characters')
  .refine((value) => {
    try {
      const u = new URL(value);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'URL must be an http or https address with a host');

export const uuid = z.string().uuid();

/** The one error body every non-2xx answer carries. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'EMAIL_DOMAIN_NOT_ALLOWED',
  'EMAIL_TAKEN',
  'ACCOUNT_INACTIVE',
  'EMAIL_NOT_VERIFIED',
  'VERIFICATION_LINK_INVALID',
  'PASSWORD_SIGNUP_DISABLED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'GOOGLE_NOT_CONFIGURED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Lists paginate through headers so the body stays the spec's plain list. */
export const PAGINATION_HEADERS = {
  total: 'x-total-count',
  page: 'x-page',
  pageSize: 'x-page-size',
  /** 'true' when a broad text search stopped counting: the total is a lower bound ("1,000+"). */
  totalCapped: 'x-total-capped',
  /** Keyset lists (audit log): pass it back as `before` for the next, older page; absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
