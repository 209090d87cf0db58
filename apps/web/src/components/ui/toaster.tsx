import { useRef, type PointerEvent, type ReactNode } from 'react';
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Section 9: one toast at a time, 5000 ms by default, F8 moves focus to the toasts region. */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 1,
  duration: 5000,
  // zag matches `event.code === 'F8'`: the key focuses the region labelled "Notifications, bottom-end (F8)".
  hotkey: ['F8'],
  // Section 9 asks for a removal delay of 1,000,000 ms for a dismissed toast (Radix's TOAST_REMOVE_DELAY:
  // the closed toast's record lingers, invisibly, and the next toast replaces it). In zag a dismissed
  // toast keeps its slot until removed, so with max 1 that constant would queue every later toast for
  // ~17 minutes. The nearest faithful behaviour: the dismissed toast is closed at once (never seen
  // again) and replaced by the next one; its record is only kept for the exit animation (decision 051).
  removeDelay: 200,
});

/** Section 9: a swipe of at least this many pixels to the right dismisses a toast. */
export const SWIPE_THRESHOLD_PX = 50;

/** Zag has no swipe gesture: follow the pointer to the right and dismiss past the threshold. */
function SwipeToDismiss({ id, children }: { id: string; children: ReactNode }) {
  const start = useRef<{ x: number; el: HTMLElement } | null>(null);
  const reset = () => {
    if (start.current) start.current.el.style.transform = '';
    start.current = null;
  };
  return (
    <div
      style={{ touchAction: 'pan-y', display: 'contents' }}
      onPointerDown={(e: PointerEvent<HTMLDivElement>) => {
        // The toast itself moves (the wrapper has no box: the toast is positioned by the group).
        const el = e.currentTarget.firstElementChild;
        if (e.button !== 0 || !(el instanceof HTMLElement)) return;
        // Capture the pointer so every move and the release reach us even if the pointer outruns
        // the toast; without it a quick drag could end outside and never be judged.
        el.setPointerCapture?.(e.pointerId);
        start.current = { x: e.clientX, el };
      }}
      onPointerMove={(e: PointerEvent<HTMLDivElement>) => {
        if (!start.current) return;
        const dx = Math.max(0, e.clientX - start.current.x);
        start.current.el.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
      }}
      onPointerUp={(e: PointerEvent<HTMLDivElement>) => {
        const dx = start.current ? e.clientX - start.current.x : 0;
        reset();
        if (dx >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
      }}
      onPointerCancel={reset}
      onPointerLeave={(e: PointerEvent<HTMLDivElement>) => {
        // A fast swipe leaves the toast before the pointer is released: judge it where it left.
        const dx = start.current ? e.clientX - start.current.x : 0;
        reset();
        if (dx >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
      }}
    >
      {children}
    </div>
  );
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast({ title, description, variant = 'default' }: ToastInput): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info', closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <SwipeToDismiss id={t.id ?? ''}>
            <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-variant={t.type === 'error' ? 'destructive' : 'default'}>
              {t.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {t.title && <Toast.Title>{t.title}</Toast.Title>}
                {t.description && <Toast.Description>{t.description}</Toast.Description>}
              </Stack>
              {t.closable && <Toast.CloseTrigger aria-label="Close notification" />}
            </Toast.Root>
          </SwipeToDismiss>
        )}
      </ChakraToaster>
    </Portal>
  );
}
