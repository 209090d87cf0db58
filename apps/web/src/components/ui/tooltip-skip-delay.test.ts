import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSkipDelay } from './tooltip-skip-delay';

describe('tooltip skip delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off until a tooltip has shown, on while one is open and for 300 ms after it closes', () => {
    const skip = createSkipDelay(300);
    expect(skip.isInstant()).toBe(false);
    skip.opened();
    expect(skip.isInstant()).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(skip.isInstant()).toBe(true);
    skip.closed();
    vi.advanceTimersByTime(299);
    expect(skip.isInstant()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(skip.isInstant()).toBe(false);
  });

  it('keeps the window while moving from one tooltip straight to the next (the next opens before the first closes)', () => {
    const skip = createSkipDelay(300);
    skip.opened(); // A
    skip.opened(); // B, at once
    skip.closed(); // A goes
    vi.advanceTimersByTime(1_000);
    expect(skip.isInstant()).toBe(true);
    skip.closed(); // B goes
    vi.advanceTimersByTime(300);
    expect(skip.isInstant()).toBe(false);
  });

  it('restarts the window when another tooltip opens inside it', () => {
    const skip = createSkipDelay(300);
    skip.opened();
    skip.closed();
    vi.advanceTimersByTime(200);
    skip.opened();
    vi.advanceTimersByTime(200);
    expect(skip.isInstant()).toBe(true);
    skip.closed();
    vi.advanceTimersByTime(250);
    expect(skip.isInstant()).toBe(true);
    vi.advanceTimersByTime(50);
    expect(skip.isInstant()).toBe(false);
  });

  it('tells subscribers only when the state flips', () => {
    const skip = createSkipDelay(300);
    const listener = vi.fn();
    const unsubscribe = skip.subscribe(listener);
    skip.opened();
    skip.opened();
    skip.closed();
    skip.closed();
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    skip.opened();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
