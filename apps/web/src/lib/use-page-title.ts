import { useEffect } from 'react';

const PRODUCT = 'Hotel Profiler';

/** Names the browser tab after the screen, so history, tabs and screen readers say where you are. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
