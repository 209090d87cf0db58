import { useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileText, ListTree } from 'lucide-react';
import type { Snippet } from '@hotel/contracts';
import { ApiError, errorMessage } from '../../../lib/api';
import { useLiveEvents } from '../../../lib/ws';
import { usePageTitle } from '../../../lib/use-page-title';
import { toast } from '../../../components/ui/toaster';
import { useDeleteSnippet } from '../api/delete-snippet';
import { hotelScopeKey, useHotel } from '../api/get-hotel';
import { useProfile } from '../api/get-profile';
import { useRegenerateProfile } from '../api/regenerate-profile';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { isSourceEvent, useSourceCapture } from '../lib/use-source-capture';
import { ProfileTab } from './profile-tab';
import { RecheckControl } from './recheck-control';
import { RegenerateDialog } from './regenerate-dialog';
import { SnippetsTab } from './snippets-tab';

const NO_SNIPPETS: Snippet[] = [];

export function HotelDetailPage({ hotelId }: { hotelId: string }) {
  const qc = useQueryClient();
  const hotel = useHotel(hotelId);
  const profile = useProfile(hotelId);
  const regenerate = useRegenerateProfile();
  const deleteSnippet = useDeleteSnippet();
  const [tab, setTab] = useState('profile');
  const { snippets, cards, addSource, capturing } = useSourceCapture(hotelId);
  const snippetList = snippets.data ?? NO_SNIPPETS;
  // The heading's own words (name, or 'Hotel {id}'), so several open hotels tell their tabs apart.
  usePageTitle(hotel.data?.name || `Hotel ${hotelId}`);

  useLiveEvents((message) => {
    // A source's capture ending is useSourceCapture's to handle (it refreshes, then settles the URL).
    if (isSourceEvent(message, hotelId)) return;
    if ((message.type === 'hotel-updated' || message.type === 'progress' || message.type === 'complete') && message.hotelId === hotelId) {
      void qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) });
    }
  });

  const onDeleteSnippet = (snippet: Snippet) => {
    deleteSnippet.mutate(
      { snippetId: snippet.id, hotelId },
      {
        onSuccess: () => toast({ title: 'Snippet deleted' }),
        onError: (err) => toast({ title: 'Failed to delete snippet', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const onRegenerate = (model: string, close: () => void) => {
    regenerate.mutate(
      { hotelId, model },
      {
        onSuccess: () => {
          close();
          toast({ title: 'Profile regeneration started', description: 'The new profile appears here when it is ready.' });
        },
        onError: (err) =>
          toast({ title: 'Failed to regenerate profile', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  if (hotel.isError) {
    const notFound = hotel.error instanceof ApiError && hotel.error.status === 404;
    return (
      <Stack gap="4">
        <BackButton />
        <Alert.Root status={notFound ? 'warning' : 'error'} data-testid="hotel-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notFound ? 'Hotel not found' : 'Could not load this hotel'}</Alert.Title>
            <Alert.Description>
              {notFound ? `There is no hotel with ID ${hotelId}. It may have been deleted.` : errorMessage(hotel.error, 'Unknown error')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const h = hotel.data;
  const snippetsCount = snippets.data?.length ?? h?.snippetsCount ?? 0;
  const busy = h?.status === 'pending' || h?.status === 'processing' || regenerate.isPending;
  const badge = h ? HOTEL_STATUS_BADGES[h.status] : null;

  return (
    <Stack gap="6">
      <Box>
        <BackButton />
      </Box>
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box minW="0">
          {hotel.isPending ? (
            <Skeleton height="9" width="72" />
          ) : (
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="2xl" data-testid="text-hotel-title">
                {h?.name || `Hotel ${hotelId}`}
              </Heading>
              {badge && h && (
                <Badge variant={badge.variant} colorPalette={badge.colorPalette} data-testid={`badge-status-${h.status}`}>
                  {badge.label}
                </Badge>
              )}
            </HStack>
          )}
          <Text color="fg.muted" fontFamily="mono" fontSize="sm" data-testid="text-hotel-id">
            ID: {hotelId}
          </Text>
          <RecheckControl hotelId={hotelId} />
          {h?.status === 'error' && h.statusReason && (
            <Text color="fg.error" fontSize="sm" mt="1" data-testid="text-status-reason">
              {h.statusReason}
            </Text>
          )}
        </Box>
        <RegenerateDialog
          snippetsCount={snippetsCount}
          disabled={busy || snippetsCount === 0 || hotel.isPending}
          pending={regenerate.isPending}
          onRegenerate={onRegenerate}
        />
      </Flex>

      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="profile" data-testid="tab-profile">
            <FileText /> Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="snippets" data-testid="tab-snippets">
            <ListTree /> Snippets
            <Badge size="sm" variant="subtle">
              {snippetsCount}
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab
            hotelId={hotelId}
            profile={profile.data}
            isPending={profile.isPending}
            error={profile.error}
            snippets={snippetList}
          />
        </Tabs.Content>
        <Tabs.Content value="snippets">
          <SnippetsTab
            cards={cards}
            isPending={snippets.isPending}
            error={snippets.error}
            capturing={capturing}
            onAddSource={addSource}
            onDeleteSnippet={onDeleteSnippet}
            deletingId={deleteSnippet.isPending ? (deleteSnippet.variables?.snippetId ?? null) : null}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" data-testid="button-back-to-hotels">
      <Link to="/hotels">
        <ArrowLeft /> Back to Hotels
      </Link>
    </Button>
  );
}
