import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { LastUpdated } from './hotels-table';

afterEach(cleanup);

// jsdom has no ResizeObserver; an open tooltip's positioning watches sizes with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('LastUpdated', () => {
  it("says 'Never' when the row carries no date", () => {
    renderWithApp(<LastUpdated at={null} />);
    expect(screen.getByText('Never')).toBeTruthy();
  });

  it('shows when the hotel was last updated as a relative time on a machine-readable date, not the raw ISO text', () => {
    const at = new Date(Date.now() - 3 * 3600_000).toISOString();
    const { container } = renderWithApp(<LastUpdated at={at} />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('3 hours ago');
    expect(time?.getAttribute('dateTime')).toBe(at);
    expect(container.textContent).not.toContain(at);
  });

  it('puts the exact date, in the reader\'s locale, in the tooltip', async () => {
    const at = '2026-01-10T12:00:00.000Z';
    const { container } = renderWithApp(<LastUpdated at={at} />);
    fireEvent.pointerMove(container.querySelector('time')!);
    expect(await screen.findByText(new Date(at).toLocaleString(), undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
