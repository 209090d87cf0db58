import { useEffect, useState } from 'react';
import { Badge, Box, Button, Card, CloseButton, Dialog, Heading, HStack, Icon, Portal, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { UserCheck, UserX, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { User } from '@hotel/contracts';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api';
import { dateTime, displayName, relativeTime } from '../../../lib/format';
import { toast } from '../../../components/ui/toaster';
import { useUsers } from '../api/get-users';
import { useSetUserActive } from '../api/set-user-active';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminRequired } from '../../../components/ui/admin-required';

function SummaryCard({ title, value, icon, testId }: { title: string; value: number | undefined; icon: LucideIcon; testId: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {title}
          </Text>
          <Icon as={icon} boxSize="4" color="fg.subtle" aria-hidden />
        </HStack>
        {value === undefined ? (
          <Skeleton h="8" w="12" mt="1" />
        ) : (
          <Text fontSize="3xl" fontWeight="bold" data-testid={testId}>
            {value}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface UserRowProps {
  user: User;
  isSelf: boolean;
  busy: boolean;
  onDeactivate: (user: User) => void;
  onActivate: (user: User) => void;
}

function UserRow({ user, isSelf, busy, onDeactivate, onActivate }: UserRowProps) {
  return (
    <Table.Row data-testid={`row-user-${user.id}`}>
      <Table.Cell fontWeight="medium">
        {displayName(user)}
        {isSelf && (
          <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
            (You)
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{user.email}</Table.Cell>
      <Table.Cell>
        {user.isAdmin ? (
          <Badge colorPalette="purple" variant="solid">
            Admin
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            User
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={user.isActive ? 'green' : 'red'} variant="subtle" data-testid={`status-user-${user.id}`}>
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" title={user.lastLoginAt ? dateTime(user.lastLoginAt) : undefined}>
        {user.lastLoginAt ? relativeTime(user.lastLoginAt) : 'Never'}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" title={dateTime(user.createdAt)} data-testid={`text-registered-${user.id}`}>
        {relativeTime(user.createdAt)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {isSelf ? (
          // An empty cell would look like a missing permission or a bug: say why there is no button.
          <Text as="span" fontSize="xs" color="fg.muted" data-testid={`text-no-action-${user.id}`}>
            You can't deactivate yourself
          </Text>
        ) : user.isActive ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => onDeactivate(user)}
            data-testid={`button-deactivate-${user.id}`}
            aria-label={`Deactivate ${displayName(user)}`}
          >
            <UserX aria-hidden />
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="green"
            loading={busy}
            onClick={() => onActivate(user)}
            data-testid={`button-activate-${user.id}`}
            aria-label={`Activate ${displayName(user)}`}
          >
            <UserCheck aria-hidden />
            Activate
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** Deactivating ends the person's access at once (their open session too): it is confirmed first. */
function ConfirmDeactivateDialog({ user, onConfirm, onClose }: { user: User | null; onConfirm: (user: User) => void; onClose: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open={user !== null} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="dialog-confirm-deactivate">
            <Dialog.Header>
              <Dialog.Title>Deactivate {user ? displayName(user) : 'user'}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {user?.email} loses access at once: their open session ends and they cannot sign in again until an administrator
                activates the account.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-testid="button-cancel-deactivate">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" data-testid="button-confirm-deactivate" onClick={() => user && onConfirm(user)}>
                <UserX aria-hidden />
                Deactivate
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function UsersPage() {
  usePageTitle('Users');
  const { user: me, isAdmin } = useAuth();
  const users = useUsers(isAdmin);
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState<User | null>(null);

  const loadError = users.error ? `Failed to load users: ${errorMessage(users.error, 'Unknown error')}` : null;
  useEffect(() => {
    if (loadError) toast({ title: 'Error', description: loadError, variant: 'destructive' });
  }, [loadError]);

  if (!isAdmin) return <AdminRequired title="User Management" />;

  const list = users.data;
  const active = list?.filter((u) => u.isActive).length;
  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Box>
        <Heading as="h1" size="2xl">
          User Management
        </Heading>
        <Text color="fg.muted">Activate or deactivate access to the console</Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SummaryCard title="Total Users" value={list?.length} icon={Users} testId="text-total-users" />
        <SummaryCard title="Active Users" value={active} icon={UserCheck} testId="text-active-users" />
        <SummaryCard title="Inactive Users" value={list && active !== undefined ? list.length - active : undefined} icon={UserX} testId="text-inactive-users" />
      </SimpleGrid>
      <Card.Root size="sm">
        <Card.Body p="0">
          {users.isLoading ? (
            <Stack p="4" gap="2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} h="8" />
              ))}
            </Stack>
          ) : loadError ? (
            <Text p="6" color="fg.error" role="alert">
              {loadError}
            </Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Users">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader>Role</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Last Login</Table.ColumnHeader>
                    <Table.ColumnHeader>Registered</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(list ?? []).map((u) => (
                    <UserRow
                      key={u.id}
                      user={u}
                      isSelf={u.id === me?.id}
                      busy={setActive.isPending && setActive.variables?.id === u.id}
                      onDeactivate={setConfirming}
                      onActivate={(user) => setActive.mutate({ id: user.id, active: true })}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Card.Body>
      </Card.Root>
      <ConfirmDeactivateDialog
        user={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(user) => {
          setConfirming(null);
          setActive.mutate({ id: user.id, active: false });
        }}
      />
    </Stack>
  );
}
