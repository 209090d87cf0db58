import { useEffect, useRef, useState } from 'react';
import { Box, Flex, Heading, HStack, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { HOTEL_STATUSES, type HotelStatus } from '@hotel/contracts';
import { useLiveEvents } from '../../../lib/ws';
import { usePageTitle } from '../../../lib/use-page-title';
import { allHotelsQueryKey, useHotels } from '../api/get-hotels';
import { HOTEL_STATUS_BADGES } from '../../../lib/hotel-status';
import { AiSettingsDialog } from './ai-settings-dialog';
import { ExportDialog } from './export-dialog';
import { HotelsTable } from './hotels-table';
import { UploadCsvDialog } from './upload-csv-dialog';

const routeApi = getRouteApi('/app/hotels');

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;
// A run over thousands of hotels sends a message per hotel; one list refetch per second is plenty.
const LIVE_REFETCH_MS = 1000;

export function HotelsPage() {
  usePageTitle('Hotels');
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const q = search.q ?? '';
  const page = search.page ?? 1;
  const [input, setInput] = useState(q);
  // In the address like the search and the page: a reload, Back or a shared link keeps the filter.
  const status: HotelStatus | '' = search.status ?? '';

  // The search box is local for instant typing; the URL (and the server query) follow after a pause.
  // A pending update must never win over a navigation the user started meanwhile (opening a row
  // within the pause would otherwise bounce back to the list): it is cancelled on any navigation away,
  // on a link click inside the page and on unmount, and it only applies while still on /hotels.
  const router = useRouter();
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPendingSearch = () => {
    if (searchTimer.current) clearTimeout(searchTimer.current);
    searchTimer.current = null;
  };
  useEffect(() => {
    const value = input.trim();
    if (value === q) return;
    searchTimer.current = setTimeout(() => {
      searchTimer.current = null;
      if (router.state.location.pathname !== '/hotels') return;
      void navigate({ search: (prev) => ({ ...prev, q: value || undefined, page: undefined }), replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return cancelPendingSearch;
  }, [input, q, navigate, router]);
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        // Paging or filtering stays on the list and keeps the typed search; leaving it drops it.
        if (event.pathChanged) cancelPendingSearch();
      }),
    [router],
  );

  const hotels = useHotels({ q: q || undefined, status: status || undefined, page, pageSize: PAGE_SIZE });

  const qc = useQueryClient();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (refetchTimer.current) clearTimeout(refetchTimer.current);
    },
    [],
  );
  useLiveEvents((message) => {
    if (message.type !== 'progress' && message.type !== 'complete' && message.type !== 'hotel-updated') return;
    if (refetchTimer.current) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = null;
      void qc.invalidateQueries({ queryKey: allHotelsQueryKey });
    }, LIVE_REFETCH_MS);
  });

  const setPage = (next: number) => {
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });
  };

  // Deleting the last hotel of the last page (or a stale bookmarked page) would leave an empty
  // page: step back to the last one that has rows.
  const total = hotels.data?.total;
  useEffect(() => {
    if (total === undefined || hotels.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > lastPage) {
      void navigate({ search: (prev) => ({ ...prev, page: lastPage > 1 ? lastPage : undefined }), replace: true });
    }
  }, [total, page, hotels.isPlaceholderData, navigate]);

  return (
    <Stack
      gap="6"
      onClickCapture={(e) => {
        if (e.target instanceof Element && e.target.closest('a[href]')) cancelPendingSearch();
      }}
    >
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Hotels
          </Heading>
          <Text color="fg.muted">Upload hotel lists, follow their scraping and open their profiles.</Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <AiSettingsDialog />
          <UploadCsvDialog />
          <ExportDialog />
        </HStack>
      </Flex>

      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <InputGroup flex="1" startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            type="search"
            aria-label="Search hotels"
            data-testid="input-search-hotels"
            placeholder="Search hotels by name, brand, or ID..."
            value={input}
            maxLength={200}
            onChange={(e) => setInput(e.currentTarget.value)}
          />
        </InputGroup>
        <NativeSelect.Root width={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field
            aria-label="Filter by status"
            data-testid="select-status-filter"
            value={status}
            onChange={(e) => {
              const next = e.currentTarget.value as HotelStatus | '';
              void navigate({ search: (prev) => ({ ...prev, status: next || undefined, page: undefined }) });
            }}
          >
            <option value="">All statuses</option>
            {HOTEL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {HOTEL_STATUS_BADGES[s].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      <HotelsTable query={hotels} searchText={q} filtered={Boolean(status)} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
