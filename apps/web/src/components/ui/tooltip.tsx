import { useEffect, useRef, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSkipDelay } from './tooltip-skip-delay';

/** Section 9: tooltips open after 700 ms (the sidebar's own open at once); see the skip delay. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Like Radix, a tooltip goes as soon as the pointer leaves; the skip delay covers the way to the next. */
export const TOOLTIP_CLOSE_DELAY_MS = 0;

export function Tooltip({
  content,
  children,
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  placement = 'top',
}: {
  content: ReactNode;
  children: ReactElement;
  openDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}) {
  // Zag reads the delay from the last render when the pointer arrives, so the shared window
  // re-renders the tooltips when it opens and when it ends (not on every pointer move).
  const instant = useSyncExternalStore(tooltipSkipDelay.subscribe, tooltipSkipDelay.isInstant, () => false);
  const shown = useRef(false);
  useEffect(
    () => () => {
      if (shown.current) tooltipSkipDelay.closed();
      shown.current = false;
    },
    [],
  );
  return (
    <ChakraTooltip.Root
      openDelay={instant ? 0 : openDelay}
      closeDelay={TOOLTIP_CLOSE_DELAY_MS}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
      onOpenChange={({ open }) => {
        if (open === shown.current) return;
        shown.current = open;
        if (open) tooltipSkipDelay.opened();
        else tooltipSkipDelay.closed();
      }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
