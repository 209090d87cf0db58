/**
 * Section 9's tooltip skip delay (Radix's skipDelayDuration): once a tooltip has shown, moving to
 * another one within this time opens it at once instead of after the open delay. Zag only skips
 * the delay while another tooltip is still on screen, so the window after a close is kept here.
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface SkipDelay {
  subscribe(listener: () => void): () => void;
  /** True while a tooltip is open or one closed less than the skip delay ago. */
  isInstant(): boolean;
  /** A tooltip showed. Pair every call with one closed() (on close or unmount). */
  opened(): void;
  closed(): void;
}

export function createSkipDelay(skipMs: number): SkipDelay {
  let instant = false;
  let openCount = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (instant === next) return;
    instant = next;
    listeners.forEach((l) => l());
  };
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isInstant: () => instant,
    opened() {
      openCount += 1;
      stopTimer();
      set(true);
    },
    closed() {
      openCount = Math.max(0, openCount - 1);
      // Moving straight from one tooltip to the next opens the next before the first closes:
      // the window starts when the last one has gone.
      if (openCount > 0) return;
      stopTimer();
      timer = setTimeout(() => {
        timer = undefined;
        set(false);
      }, skipMs);
    },
  };
}

/** One window shared by every tooltip of the page. */
export const tooltipSkipDelay = createSkipDelay(TOOLTIP_SKIP_DELAY_MS);
