import type { ErrorCode } from '@hotel/contracts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  EMAIL_DOMAIN_NOT_ALLOWED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 401,
  EMAIL_NOT_VERIFIED: 403,
  VERIFICATION_LINK_INVALID: 400,
  PASSWORD_SIGNUP_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  GOOGLE_NOT_CONFIGURED: 501,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type of the API, the CLIs and the domain: a stable code, a message a person can read, an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, opts: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.details = opts.details;
    this.headers = opts.headers ?? {};
  }
}

