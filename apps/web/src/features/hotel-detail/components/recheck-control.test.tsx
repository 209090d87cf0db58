import { describe, expect, it } from 'vitest';
import { lastRecheckText, recheckStatusText } from './recheck-control';

const last = (o: Partial<Parameters<typeof lastRecheckText>[0]>) => ({
  runId: 'r1',
  status: 'completed' as const,
  pagesUnchanged: 3,
  pagesChanged: 0,
  error: null,
  finishedAt: null,
  ...o,
});

describe('lastRecheckText', () => {
  it('says what the last scheduled re-check found', () => {
    expect(lastRecheckText(last({}))).toBe('Last re-check: no change (3 pages unchanged)');
    expect(lastRecheckText(last({ pagesUnchanged: 2, pagesChanged: 1 }))).toBe('Last re-check: 1 page changed, 2 unchanged');
    expect(lastRecheckText(last({ status: 'processing' }))).toBe('Re-check in progress');
    expect(lastRecheckText(last({ status: 'error', error: 'Homepage unreachable: Connection refused' }))).toBe('Last re-check failed: Homepage unreachable: Connection refused');
  });
});

describe('recheckStatusText', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  const data = { days: null, defaultDays: 30, effectiveDays: 30, lastCheckedAt: null, nextCheckAt: '2030-01-03T00:00:00Z', paused: false, lastRecheck: null };
  it('says when the next re-check is due, that it is paused, or that there is none', () => {
    expect(recheckStatusText(data, now)).toBe('Next re-check in 2 days');
    expect(recheckStatusText({ ...data, nextCheckAt: '2029-12-30T00:00:00Z' }, now)).toBe('Re-check due: it starts within the hour');
    expect(recheckStatusText({ ...data, paused: true }, now)).toBe('Scheduled re-checks are paused by an administrator.');
    expect(recheckStatusText({ ...data, days: 0, effectiveDays: 0, nextCheckAt: null }, now)).toBe('Not re-checked on a schedule.');
    expect(recheckStatusText({ ...data, lastRecheck: last({}) }, now)).toBe('Next re-check in 2 days · Last re-check: no change (3 pages unchanged)');
  });
});
