import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileText, ListTree } from 'lucide-react';
import type { Snippet } from '@hotel/contracts';
import { ApiError, errorMessage } from '../../../lib/api';
import { useLiveEvents } from '../../../lib/ws';
import { toast } from '../../../components/ui/toaster';
import { useDeleteSnippet } from '../api/delete-snippet';
import { hotelScopeKey, useHotel } from '../api/get-hotel';
import { defaultModelId, useModels } from '../../../lib/models';
import { useProfile } from '../api/get-profile';
import { useSnippets } from '../api/get-snippets';
import { useSources } from '../api/get-sources';
import { useRegenerateProfile } from '../api/regenerate-profile';
import { useScrapeSource } from '../api/scrape-source';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { buildSourceCards, captureFailed, captureSucceeded, clearCaptured, startCapture } from '../lib/source-states';
import { useSourceSets } from '../lib/use-source-sets';
import { ProfileTab } from './profile-tab';
import { RegenerateDialog } from './regenerate-dialog';
import { SnippetsTab } from './snippets-tab';

const NO_SNIPPETS: Snippet[] = [];

export function HotelDetailPage({ hotelId }: { hotelId: string }) {
  const qc = useQueryClient();
  const hotel = useHotel(hotelId);
  const snippets = useSnippets(hotelId);
  const sources = useSources(hotelId);
  const profile = useProfile(hotelId);
  const models = useModels();
  const regenerate = useRegenerateProfile();
  const scrapeSource = useScrapeSource();
  const deleteSnippet = useDeleteSnippet();
  const [tab, setTab] = useState('profile');
  const [sets, updateSets] = useSourceSets(hotelId);
  // The server's reason for a failed capture, for URLs this page added (not persisted; sources carry it too).
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const snippetList = snippets.data ?? NO_SNIPPETS;
  const urlsWithSnippets = useMemo(() => new Set(snippetList.map((s) => s.sourceUrl)), [snippetList]);

  // Spec section 4: a processing URL is cleared once snippets for it appear.
  useEffect(() => {
    updateSets((s) => clearCaptured(s, urlsWithSnippets));
  }, [urlsWithSnippets, updateSets]);

  useLiveEvents((message) => {
    if (message.type === 'hotel-updated' && message.hotelId === hotelId) {
      if (message.reason === 'source' && message.sourceUrl && message.error) {
        const url = message.sourceUrl;
        const reason = message.error;
        updateSets((s) => captureFailed(s, url));
        setLocalErrors((prev) => ({ ...prev, [url]: reason }));
      }
      void qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) });
    } else if ((message.type === 'progress' || message.type === 'complete') && message.hotelId === hotelId) {
      void qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) });
    }
  });

  const cards = useMemo(
    () => buildSourceCards(snippetList, sources.data ?? [], sets, localErrors),
    [snippetList, sources.data, sets, localErrors],
  );

  const addSource = (url: string) => {
    updateSets((s) => startCapture(s, url));
    setLocalErrors((prev) => {
      const next = { ...prev };
      delete next[url];
      return next;
    });
    scrapeSource.mutate(
      { hotelId, url, model: defaultModelId(models.data) },
      {
        onSuccess: (res) => {
          if (res.status === 'completed' && res.snippetsCount === 0) {
            // Nothing usable on the page: without this it would stay "processing" forever.
            updateSets((s) => captureFailed(s, url));
            setLocalErrors((prev) => ({ ...prev, [url]: 'The page was fetched but no hotel content was found on it.' }));
            return;
          }
          updateSets((s) => captureSucceeded(s, url));
        },
        onError: (err) => {
          updateSets((s) => captureFailed(s, url));
          setLocalErrors((prev) => ({ ...prev, [url]: errorMessage(err, 'The capture failed.') }));
        },
      },
    );
  };

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
            capturing={scrapeSource.isPending}
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
