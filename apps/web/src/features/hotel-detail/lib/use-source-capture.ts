import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HotelUpdatedMessage, ServerMessage, Snippet } from '@hotel/contracts';
import { errorMessage } from '../../../lib/api';
import { defaultModelId, useModels } from '../../../lib/models';
import { useLiveEvents } from '../../../lib/ws';
import { hotelScopeKey } from '../api/get-hotel';
import { snippetsQueryOptions, useSnippets } from '../api/get-snippets';
import { useSources } from '../api/get-sources';
import { useScrapeSource } from '../api/scrape-source';
import { buildSourceCards, captureFailed, captureSucceeded, clearCaptured, startCapture } from './source-states';
import { useSourceSets } from './use-source-sets';

const NO_SNIPPETS: Snippet[] = [];

/** A capture of one of this hotel's sources ended (with the reason when it failed). */
export function isSourceEvent(message: ServerMessage, hotelId: string): message is HotelUpdatedMessage & { sourceUrl: string } {
  return message.type === 'hotel-updated' && message.hotelId === hotelId && message.reason === 'source' && Boolean(message.sourceUrl);
}
const urlsOf = (snippets: readonly Snippet[]) => new Set(snippets.map((s) => s.sourceUrl));

/**
 * The Snippets tab's source cards and 'Add New Source' (spec section 4): the two per-hotel URL
 * sets, the capture call that moves URLs between them, and the server's reasons for failures.
 */
export function useSourceCapture(hotelId: string) {
  const qc = useQueryClient();
  const snippets = useSnippets(hotelId);
  const sources = useSources(hotelId);
  const models = useModels();
  const scrapeSource = useScrapeSource();
  const [sets, updateSets] = useSourceSets(hotelId);
  // The server's reason for a failed capture, for URLs this page added (not persisted; sources carry it too).
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const snippetList = snippets.data ?? NO_SNIPPETS;
  const urlsWithSnippets = useMemo(() => urlsOf(snippetList), [snippetList]);

  // Spec section 4: a processing URL is cleared once snippets for it appear.
  useEffect(() => {
    updateSets((s) => clearCaptured(s, urlsWithSnippets));
  }, [urlsWithSnippets, updateSets]);

  // The effect above only runs when the set of URLs with snippets changes. Re-adding a URL that
  // already has snippets changes nothing there, so without this the URL would stay in the stored
  // processing set for good. Called once a capture has settled and the snippets were refetched.
  const clearWithLatestSnippets = useCallback(() => {
    const latest = qc.getQueryData(snippetsQueryOptions(hotelId).queryKey);
    if (latest) updateSets((s) => clearCaptured(s, urlsOf(latest)));
  }, [qc, hotelId, updateSets]);

  useLiveEvents((message) => {
    if (!isSourceEvent(message, hotelId)) return;
    const url = message.sourceUrl;
    if (message.error) {
      const reason = message.error;
      updateSets((s) => captureFailed(s, url));
      setLocalErrors((prev) => ({ ...prev, [url]: reason }));
    }
    // A capture ended (one that outlived its request, or one started in another tab): refresh the
    // hotel, then settle the URL like a capture that answered in time. The page leaves source
    // events to this hook, so no second refresh cancels this one.
    void qc.invalidateQueries({ queryKey: hotelScopeKey(hotelId) }).then(clearWithLatestSnippets);
  });

  const cards = useMemo(() => buildSourceCards(snippetList, sources.data ?? [], sets, localErrors), [snippetList, sources.data, sets, localErrors]);

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
        // useScrapeSource's own onSettled has refetched the hotel's queries by now.
        onSettled: clearWithLatestSnippets,
      },
    );
  };

  return { snippets, cards, addSource, capturing: scrapeSource.isPending };
}
