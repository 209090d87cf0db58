import type { ReactNode } from 'react';
import { Box, Flex, HStack, Icon, IconButton, Link, Separator, Text } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { Building2, PanelLeft } from 'lucide-react';
import { ColorModeButton } from '../ui/color-mode';
import { AppSidebar } from './app-sidebar';
import { navTitleFor } from './nav-items';
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

/**
 * Under 768 px the sidebar (and its product name) is a closed sheet: the header says which product
 * and which screen this is instead. From 768 px the sidebar shows them and this is hidden.
 */
function MobileTitle() {
  const title = useRouterState({ select: (s) => navTitleFor(s.location.pathname) });
  return (
    <HStack gap="2" minW="0" hideFrom="md" data-testid="text-mobile-title">
      <Flex boxSize="6" rounded="md" bg="teal.solid" color="teal.contrast" align="center" justify="center" flexShrink={0} aria-hidden>
        <Icon as={Building2} boxSize="3.5" />
      </Flex>
      <Text fontWeight="bold" fontSize="sm" whiteSpace="nowrap">
        Hotel Profiler
      </Text>
      {title && (
        <Text fontSize="sm" color="fg.muted" truncate>
          / {title}
        </Text>
      )}
    </HStack>
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
            <MobileTitle />
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
