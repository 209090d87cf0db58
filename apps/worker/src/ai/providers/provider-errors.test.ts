import { describe, expect, it } from 'vitest';
import { ThrottledError } from '../../errors.ts';
import { mapProviderError, rateLimitResetMs } from './provider-errors.ts';

const NOW = Date.parse('2026-11-26T02:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('rateLimitResetMs', () => {
  it('reads Anthropic reset times, taking the limit that is used up', () => {
    const headers = new Headers({
      'anthropic-ratelimit-requests-remaining': '12',
      'anthropic-ratelimit-requests-reset': at(2_000),
      'anthropic-ratelimit-input-tokens-remaining': '0',
      'anthropic-ratelimit-input-tokens-reset': at(7_000),
      'anthropic-ratelimit-output-tokens-remaining': '500',
      'anthropic-ratelimit-output-tokens-reset': at(40_000),
    });
    expect(rateLimitResetMs(headers, NOW)).toBe(7_000);
  });

  it("reads OpenAI's reset durations", () => {
    expect(rateLimitResetMs(new Headers({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '1.5s', 'x-ratelimit-reset-tokens': '6m0s' }), NOW)).toBe(1_500);
    expect(rateLimitResetMs(new Headers({ 'x-ratelimit-reset-tokens': '20ms' }), NOW)).toBe(20);
    expect(rateLimitResetMs(new Headers({ 'x-ratelimit-reset-tokens': '1m2s' }), NOW)).toBe(62_000);
  });

  it('takes the latest reset when no header says which limit refused, and caps it at ten minutes', () => {
    expect(rateLimitResetMs(new Headers({ 'x-ratelimit-reset-requests': '1s', 'x-ratelimit-reset-tokens': '3s' }), NOW)).toBe(3_000);
    expect(rateLimitResetMs(new Headers({ 'anthropic-ratelimit-tokens-reset': at(3_600_000) }), NOW)).toBe(600_000);
  });

  it('ignores what it cannot read', () => {
    expect(rateLimitResetMs(new Headers({ 'x-ratelimit-reset-requests': 'soon', 'anthropic-ratelimit-requests-reset': 'later' }), NOW)).toBeNull();
    expect(rateLimitResetMs(new Headers(), NOW)).toBeNull();
    expect(rateLimitResetMs(undefined, NOW)).toBeNull();
  });
});

describe('mapProviderError', () => {
  it('prefers retry-after over the reset headers on a 429', () => {
    const err = mapProviderError('OpenAI', { status: 429, message: 'slow down', headers: new Headers({ 'retry-after': '4', 'x-ratelimit-reset-requests': '30s' }) }, false);
    expect(err).toBeInstanceOf(ThrottledError);
    expect((err as ThrottledError).retryAfterMs).toBe(4_000);
  });

  it('waits until the reset a 429 names when it has no retry-after', () => {
    const err = mapProviderError('OpenAI', { status: 429, message: 'slow down', headers: new Headers({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '12s' }) }, false);
    expect((err as ThrottledError).retryAfterMs).toBe(12_000);
  });
});
