import type { ReactElement } from 'react';
import { Avatar, Box, Button, Drawer, Flex, HStack, Icon, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouterState } from '@tanstack/react-router';
import { Building2, LogOut } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { Tooltip } from '../ui/tooltip';
import { displayName, initials } from '../../lib/format';
import { isActivePath, visibleNavItems, type NavItem } from './nav-items';
import { useSidebar } from './sidebar-context';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

/** Section 9: sidebar tooltips open without delay; they only exist while the labels are hidden. */
function CollapsedTooltip({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactElement }) {
  if (!collapsed) return children;
  return (
    <Tooltip content={label} openDelay={0} placement="right">
      {children}
    </Tooltip>
  );
}

function NavLink({ item, collapsed, active, onNavigate }: { item: NavItem; collapsed: boolean; active: boolean; onNavigate?: () => void }) {
  const link = (
    <Link
      asChild
      data-testid={`link-${item.title.toLowerCase()}`}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.title : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      h="9"
      px={collapsed ? '0' : '3'}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      rounded="md"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'medium'}
      color={active ? 'teal.fg' : 'fg.muted'}
      bg={active ? 'sidebar.active' : 'transparent'}
      textDecoration="none"
      _hover={{ bg: active ? 'sidebar.active' : 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' }}
      onClick={onNavigate}
    >
      <RouterLink to={item.to}>
        <Icon as={item.icon} boxSize="4" flexShrink={0} aria-hidden />
        {!collapsed && <span>{item.title}</span>}
      </RouterLink>
    </Link>
  );
  return (
    <CollapsedTooltip label={item.title} collapsed={collapsed}>
      {link}
    </CollapsedTooltip>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, isAdmin, logout } = useAuth();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Flex direction="column" h="full" bg="sidebar" overflow="hidden">
      <HStack px={collapsed ? '0' : '4'} h="14" justify={collapsed ? 'center' : 'flex-start'} gap="2" flexShrink={0}>
        <Flex boxSize="8" rounded="md" bg="teal.solid" color="teal.contrast" align="center" justify="center" flexShrink={0} aria-hidden>
          <Icon as={Building2} boxSize="4" />
        </Flex>
        {!collapsed && (
          <Text fontWeight="bold" fontSize="md" truncate>
            Hotel Profiler
          </Text>
        )}
      </HStack>
      <Box as="nav" aria-label="Main navigation" flex="1" px="2" py="2" overflowY="auto">
        {!collapsed && (
          <Text px="3" pb="2" fontSize="xs" fontWeight="medium" color="fg.muted">
            Navigation
          </Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {visibleNavItems(isAdmin).map((item) => (
            <li key={item.to}>
              <NavLink item={item} collapsed={collapsed} active={isActivePath(item.to, pathname)} onNavigate={onNavigate} />
            </li>
          ))}
        </Stack>
      </Box>
      <Stack borderTopWidth="1px" p="2" gap="2" flexShrink={0}>
        <HStack gap="2" px={collapsed ? '0' : '1'} justify={collapsed ? 'center' : 'flex-start'} minW="0" title={collapsed ? `${displayName(user)} (${user?.email ?? ''})` : undefined}>
          <Avatar.Root size="sm" colorPalette="teal" flexShrink={0}>
            <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
          </Avatar.Root>
          <Box minW="0" srOnly={collapsed}>
            <Text fontSize="sm" fontWeight="medium" truncate data-testid="text-user-name">
              {displayName(user)}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate data-testid="text-user-email">
              {user?.email}
            </Text>
          </Box>
        </HStack>
        <CollapsedTooltip label="Log Out" collapsed={collapsed}>
          <Button
            variant="ghost"
            size="sm"
            justifyContent={collapsed ? 'center' : 'flex-start'}
            px={collapsed ? '0' : '3'}
            data-testid="button-logout"
            aria-label="Log Out"
            onClick={() => void logout()}
          >
            <LogOut aria-hidden />
            {!collapsed && 'Log Out'}
          </Button>
        </CollapsedTooltip>
      </Stack>
    </Flex>
  );
}

export function AppSidebar() {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  if (isMobile) {
    return (
      <Drawer.Root open={openMobile} onOpenChange={(e) => setOpenMobile(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH_MOBILE} w={SIDEBAR_WIDTH_MOBILE} data-testid="sidebar-sheet" aria-label="Navigation">
              <Drawer.Title srOnly>Navigation</Drawer.Title>
              <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }
  return (
    <Box
      as="aside"
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      w={open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON}
      flexShrink={0}
      bg="sidebar"
      borderRightWidth="1px"
      transition="width 0.2s ease"
    >
      {/* The column stretches with the page; its content stays in view while the page scrolls. */}
      <Box position="sticky" top="0" h="100dvh">
        <SidebarBody collapsed={!open} />
      </Box>
    </Box>
  );
}
