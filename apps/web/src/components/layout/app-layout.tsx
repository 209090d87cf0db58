import type { ReactNode } from 'react';
import { Box, Flex, HStack, IconButton, Link, Separator } from '@chakra-ui/react';
import { PanelLeft } from 'lucide-react';
import { ColorModeButton } from '../ui/color-mode';
import { AppSidebar } from './app-sidebar';
import { SidebarProvider, useSidebar } from './sidebar-context';

function SidebarToggle() {
  const { toggle, open, openMobile, isMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label="Toggle sidebar"
      aria-expanded={expanded}
      title="Toggle sidebar (Ctrl+B)"
      data-testid="button-sidebar-toggle"
      onClick={toggle}
    >
      <PanelLeft />
    </IconButton>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      {/* First tab stop: keyboard users skip the navigation. */}
      <Link
        href="#main-content"
        position="absolute"
        left="-9999px"
        top="2"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        rounded="md"
        borderWidth="1px"
        _focus={{ left: '2' }}
      >
        Skip to main content
      </Link>
      <Flex minH="100dvh">
        <AppSidebar />
        <Flex direction="column" flex="1" minW="0">
          <HStack as="header" h="14" px="4" gap="2" borderBottomWidth="1px" position="sticky" top="0" bg="bg" zIndex="docked">
            <SidebarToggle />
            <Separator orientation="vertical" h="5" />
            <Box flex="1" />
            <ColorModeButton />
          </HStack>
          <Box as="main" id="main-content" tabIndex={-1} flex="1" p={{ base: '4', md: '6' }} minW="0" _focus={{ outline: 'none' }}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </SidebarProvider>
  );
}
