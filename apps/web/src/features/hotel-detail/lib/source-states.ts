import type { HotelSource, Snippet } from '@hotel/contracts';

/**
 * Spec section 4, source URL capture state. Pure functions over two URL sets so the rules are
 * unit-tested without React; the component only stores the result and persists it.
 */
export interface SourceSets {
  /** URLs whose capture failed (shown as the error card until snippets appear). */
  failed: string[];
  /** URLs added in this browser that have no snippets yet. */
  processing: string[];
}

export type SourceState = 'processing' | 'completed' | 'error';

export const EMPTY_SOURCE_SETS: SourceSets = { failed: [], processing: [] };

const without = (list: string[], url: string) => list.filter((u) => u !== url);
const withUrl = (list: string[], url: string) => (list.includes(url) ? list : [...list, url]);

/** Adding a source: it leaves failed, enters processing, and the caller starts the scrape. */
export function startCapture(sets: SourceSets, url: string): SourceSets {
  return { failed: without(sets.failed, url), processing: withUrl(sets.processing, url) };
}

/** The scrape call succeeded: the URL is no longer failed; it stays processing until snippets show up. */
export function captureSucceeded(sets: SourceSets, url: string): SourceSets {
  return { failed: without(sets.failed, url), processing: sets.processing };
}

/** The scrape call failed: the URL stops processing and becomes failed. */
export function captureFailed(sets: SourceSets, url: string): SourceSets {
  return { failed: withUrl(sets.failed, url), processing: without(sets.processing, url) };
}

/** A processing URL is cleared once snippets for it appear. Returns the same object when nothing changes. */
export function clearCaptured(sets: SourceSets, urlsWithSnippets: ReadonlySet<string>): SourceSets {
  const processing = sets.processing.filter((u) => !urlsWithSnippets.has(u));
  if (processing.length === sets.processing.length) return sets;
  return { failed: sets.failed, processing };
}

/**
 * The state of one URL. completed = it has snippets; error = failed and no snippets;
 * processing = added, no snippets, not failed. The server's source record fills in what this
 * browser does not know (a capture started elsewhere or before a reload).
 */
export function sourceState(
  url: string,
  sets: SourceSets,
  hasSnippets: boolean,
  serverStatus?: HotelSource['status'],
): SourceState {
  if (hasSnippets) return 'completed';
  if (sets.failed.includes(url)) return 'error';
  if (sets.processing.includes(url)) return 'processing';
  if (serverStatus === 'error') return 'error';
  if (serverStatus === 'pending' || serverStatus === 'processing') return 'processing';
  return 'completed';
}

export interface SourceCard {
  url: string;
  state: SourceState;
  snippets: Snippet[];
  /** createdAt of the oldest snippet, null while there are none. */
  oldestAt: string | null;
  /** Why the capture failed, as the server said it (null when unknown). */
  error: string | null;
}

/**
 * One card per source URL. Cards still capturing come first, newest first, so the one just added
 * shows 'Capturing snippets from this source...' at the top of the tab; failed captures follow
 * (newest first), then the captured sources in order of their oldest snippet.
 */
export function buildSourceCards(
  snippets: readonly Snippet[],
  serverSources: readonly HotelSource[],
  sets: SourceSets,
  localErrors: Readonly<Record<string, string>> = {},
): SourceCard[] {
  const byUrl = new Map<string, Snippet[]>();
  for (const s of snippets) {
    const list = byUrl.get(s.sourceUrl);
    if (list) list.push(s);
    else byUrl.set(s.sourceUrl, [s]);
  }
  const server = new Map(serverSources.map((s) => [s.url, s]));
  const urls: string[] = [];
  const seen = new Set<string>();
  const add = (url: string) => {
    if (!seen.has(url)) {
      seen.add(url);
      urls.push(url);
    }
  };
  // This browser's sets keep the order URLs were added in: the last added is the newest.
  [...sets.processing].reverse().forEach(add);
  [...sets.failed].reverse().forEach(add);
  [...serverSources].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).forEach((s) => add(s.url));
  // URLs with snippets are captured cards: the sort below puts them in order of their oldest snippet.
  byUrl.forEach((_list, url) => add(url));

  const cards = urls.map((url): SourceCard => {
    const list = byUrl.get(url) ?? [];
    const src = server.get(url);
    return {
      url,
      state: sourceState(url, sets, list.length > 0, src?.status),
      snippets: list,
      oldestAt: oldestOf(list),
      error: localErrors[url] ?? src?.error ?? null,
    };
  });
  const rank = (card: SourceCard) => (card.state === 'processing' ? 0 : card.state === 'error' ? 1 : 2);
  // A captured page that gave no snippets has no age: after the others.
  const oldestFirst = (a: SourceCard, b: SourceCard) => (a.oldestAt ?? '\uffff').localeCompare(b.oldestAt ?? '\uffff');
  // Stable sort: the newest-first order above holds inside the processing and error groups.
  return cards.sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? oldestFirst(a, b) : 0));
}

function oldestOf(list: readonly Snippet[]): string | null {
  let oldest: string | null = null;
  for (const s of list) {
    if (oldest === null || Date.parse(s.createdAt) < Date.parse(oldest)) oldest = s.createdAt;
  }
  return oldest;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const sourceStorageKeys = (hotelId: string) => ({
  failed: `hotel-sources:${hotelId}:failed`,
  processing: `hotel-sources:${hotelId}:processing`,
});

function readList(storage: StorageLike, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // A hand-edited or corrupt entry must not break the page: start over.
    return [];
  }
}

export function loadSourceSets(storage: StorageLike, hotelId: string): SourceSets {
  const keys = sourceStorageKeys(hotelId);
  return { failed: readList(storage, keys.failed), processing: readList(storage, keys.processing) };
}

export function saveSourceSets(storage: StorageLike, hotelId: string, sets: SourceSets): void {
  const keys = sourceStorageKeys(hotelId);
  try {
    storage.setItem(keys.failed, JSON.stringify(sets.failed));
    storage.setItem(keys.processing, JSON.stringify(sets.processing));
  } catch {
    // Storage full or disabled (private mode): the state still lives for this page view.
  }
}
