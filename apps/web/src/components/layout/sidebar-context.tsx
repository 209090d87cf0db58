import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX, isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state';

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  /** Mobile: the slide-in sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
function subscribeMobile(cb: () => void) {
  const mql = window.matchMedia(mobileQuery);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
}
const isMobileNow = () => window.matchMedia(mobileQuery).matches;

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useSyncExternalStore(subscribeMobile, isMobileNow, () => false);
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = sidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobileNow()) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(() => ({ open, openMobile, setOpenMobile, isMobile, toggle }), [open, openMobile, isMobile, toggle]);
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarContextValue {
  const ctx = use(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return ctx;
}
