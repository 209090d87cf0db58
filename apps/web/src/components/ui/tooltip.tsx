import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';

/** Section 9: tooltips open after 700 ms (the sidebar's own open at once). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

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
  return (
    <ChakraTooltip.Root openDelay={openDelay} closeDelay={TOOLTIP_CLOSE_DELAY_MS} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
