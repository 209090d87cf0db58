import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@hotel/contracts';
import { AppError } from '@hotel/domain';
import { ZodError } from 'zod';

// The one error type lives with the domain (start-run and the model catalogue throw it too); the
// API's routes and services take it from here, beside the handler that maps it to HTTP.
export { AppError };

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);

/** Turns a ZodError into the message of its first issue, prefixed by the field path. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function isPgConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === 'ECONNREFUSED' ||
    e?.code === '57P01' ||
    e?.code === '57P03' ||
    e?.code === '53300' ||
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(e?.message ?? '')
  );
}

/** 22021 character_not_in_repertoire (a NUL in text), 22P05 untranslatable_character (\u0000 in jsonb). */
function isPgTextRejected(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return code === '22021' || code === '22P05';
}

/** Our code for a refusal Fastify itself makes before a route runs, by its HTTP status. */
export function frameworkErrorCode(status: number): ErrorCode {
  switch (status) {
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_ERROR';
  }
}

/** Fastify's words for a path it cannot decode quote the path back; ours say what is wrong. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is malformed (invalid percent-encoding)',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment of the URL is too long',
};

/** Maps every thrown thing to `{ code, message, details? }`; never leaks a stack trace. */
export function errorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply): void {
  let status = 500;
  let body: ErrorBody = { code: 'INTERNAL', message: 'Something went wrong. Please try again.' };
  let headers: Record<string, string> = {};

  if (err instanceof AppError) {
    status = err.status;
    body = { code: err.code, message: err.message, ...(err.details !== undefined ? { details: err.details } : {}) };
    headers = err.headers;
  } else if (err instanceof ZodError) {
    status = 400;
    body = { code: 'VALIDATION_ERROR', message: zodMessage(err), details: err.issues };
  } else if (isPgTextRejected(err)) {
    // Postgres refuses NUL (and untranslatable) characters in text; that is bad input, not a crash.
    status = 400;
    body = { code: 'VALIDATION_ERROR', message: 'Text must not contain NUL or other invalid characters' };
  } else if (isPgConnectionError(err)) {
    status = 503;
    body = { code: 'UNAVAILABLE', message: 'The database is unavailable. Please try again shortly.' };
  } else {
    const fe = err as FastifyError;
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own refusals: malformed JSON or URL, body too large, unsupported media type...
      status = fe.statusCode;
      body = { code: frameworkErrorCode(status), message: (fe.code && FRAMEWORK_MESSAGES[fe.code]) || fe.message || 'Invalid request' };
    }
  }

  if (status >= 500) req.log.error({ err }, 'request failed');
  else req.log.info({ code: body.code, status }, 'request refused');
  void reply.status(status).headers(headers).send(body);
}
