import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { AppError, errorHandler, frameworkErrorCode } from './errors.ts';

describe('errorHandler', () => {
  let app: FastifyInstance;

  /** An error shaped like the ones Fastify and its plugins throw (statusCode, FST_ code). */
  const frameworkError = (statusCode: number, code = 'FST_ERR_SOMETHING') => Object.assign(new Error(`framework says ${statusCode}`), { statusCode, code });

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/framework/:status', async (req) => {
      throw frameworkError(Number((req.params as { status: string }).status));
    });
    app.get('/app-error', async () => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON');
    });
    app.get('/crash', async () => {
      throw new TypeError('cannot read properties of undefined (reading x) at /work/main/apps/api/src/x.ts:10');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'RATE_LIMITED'],
  ] as const)('labels a framework %i as %s, keeping the status', async (status, code) => {
    expect(frameworkErrorCode(status)).toBe(code);
    const res = await app.inject({ method: 'GET', url: `/framework/${status}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message: `framework says ${status}` });
  });

  it('maps the new code of an AppError to 415', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON' });
  });

  it('answers anything else as a 500 that says nothing about the server', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
});
