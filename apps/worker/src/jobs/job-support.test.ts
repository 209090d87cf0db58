import { describe, expect, it } from 'vitest';
import { NonRetryableError, RetryableError, SsrfBlockedError } from '../errors.ts';
import { aiFailureReason, fetchFailureReason, isPermanent, pageTitle } from './job-support.ts';

describe('failure reasons a person can read', () => {
  it('prefixes fetch failures with what could not be reached, but keeps Blocked reasons as they are', () => {
    expect(fetchFailureReason(new NonRetryableError('HTTP 404 Not Found'), 'Homepage')).toBe('Homepage unreachable: HTTP 404 Not Found');
    expect(fetchFailureReason(new RetryableError('Timed out after 20 s'), 'Page')).toBe('Page unreachable: Timed out after 20 s');
    expect(fetchFailureReason(new NonRetryableError('Blocked by robots.txt'), 'Homepage')).toBe('Blocked by robots.txt');
    expect(fetchFailureReason(new SsrfBlockedError('Blocked: address 10.0.0.1 is private'), 'Homepage')).toBe('Blocked: address 10.0.0.1 is private');
  });

  it('names the AI provider in AI failures once', () => {
    expect(aiFailureReason(new Error('socket hang up'))).toBe('AI provider failed: socket hang up');
    expect(aiFailureReason(new NonRetryableError('AI provider failed: the model refused to answer'))).toBe('AI provider failed: the model refused to answer');
  });

  it('treats crawl refusals as permanent and timeouts as retryable', () => {
    expect(isPermanent(new SsrfBlockedError('Blocked'))).toBe(true);
    expect(isPermanent(new RetryableError('HTTP 503'))).toBe(false);
  });

  it('reads a page title with entities decoded', () => {
    expect(pageTitle('<html><head><title>\n Caf&amp;e &quot;Lumen&quot; </title></head></html>')).toBe('Caf&e "Lumen"');
    expect(pageTitle('<p>no title</p>')).toBeNull();
    expect(pageTitle('<title>H&ocirc;tel &laquo;Mar&raquo; &#8211; Caf&#xE9;</title>')).toBe('Hôtel «Mar» – Café');
  });
});
