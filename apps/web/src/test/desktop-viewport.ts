import { vi } from 'vitest';

/**
 * What jsdom lacks for a whole screen to render: matchMedia (the sidebar follows the viewport;
 * this answers as a desktop one) and ResizeObserver (tooltips and charts watch sizes). Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubDesktopViewport(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
}
