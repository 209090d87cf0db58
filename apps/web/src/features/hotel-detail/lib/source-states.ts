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
 * One card per source URL: URLs from the snippets first (in order of their oldest snippet),
 * then server sources and this browser's processing/failed URLs that have no snippets yet.
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
  const snippetUrls = [...byUrl.entries()]
    .map(([url, list]) => ({ url, oldest: oldestOf(list) }))
    .sort((a, b) => (a.oldest ?? '').localeCompare(b.oldest ?? ''));
  snippetUrls.forEach((u) => add(u.url));
  serverSources.forEach((s) => add(s.url));
  sets.processing.forEach(add);
  sets.failed.forEach(add);

  return urls.map((url) => {
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
