import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { Tooltip } from './tooltip';
import { TOOLTIP_SKIP_DELAY_MS } from './tooltip-skip-delay';

// jsdom has no ResizeObserver; the positioning of an open tooltip watches sizes with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Two() {
  return (
    <>
      <Tooltip content="First tip">
        <button type="button">first</button>
      </Tooltip>
      <Tooltip content="Second tip">
        <button type="button">second</button>
      </Tooltip>
    </>
  );
}

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
const hover = async (name: string) => {
  fireEvent.pointerMove(screen.getByRole('button', { name }));
  await advance(0);
};
const leave = async (name: string) => {
  fireEvent.pointerLeave(screen.getByRole('button', { name }));
  await advance(0);
};
const isOpen = (name: string) => screen.getByRole('button', { name }).getAttribute('data-state') === 'open';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    cleanup();
    // Let the shared skip window run out so tests do not leak into each other.
    await vi.advanceTimersByTimeAsync(TOOLTIP_SKIP_DELAY_MS + 10);
    vi.useRealTimers();
  });

  it('opens after 700 ms', async () => {
    renderWithApp(<Two />);
    await hover('first');
    await advance(650);
    expect(isOpen('first')).toBe(false);
    await advance(60);
    expect(isOpen('first')).toBe(true);
  });

  it('opens the next tooltip at once within 300 ms of the last one closing (skip delay)', async () => {
    renderWithApp(<Two />);
    await hover('first');
    await advance(710);
    expect(isOpen('first')).toBe(true);
    await leave('first');
    expect(isOpen('first')).toBe(false);
    await advance(200);
    await hover('second');
    await advance(10);
    expect(isOpen('second')).toBe(true);
  });

  it('waits the full 700 ms again once the skip delay has passed', async () => {
    renderWithApp(<Two />);
    await hover('first');
    await advance(710);
    await leave('first');
    await advance(TOOLTIP_SKIP_DELAY_MS + 50);
    await hover('second');
    await advance(300);
    expect(isOpen('second')).toBe(false);
    await advance(450);
    expect(isOpen('second')).toBe(true);
  });
});
