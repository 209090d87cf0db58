import type { QueryFunction } from '@tanstack/react-query';
import { PAGINATION_HEADERS } from '@hotel/contracts';
import { getAccessToken, handleUnauthorized } from './auth/session-store';

/**
 * Error raised for every non-OK answer. `message` keeps the spec's `${status}: ${body}` form;
 * `displayMessage` is the server's `{message}` (what people should read in a toast).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly displayMessage: string;

  constructor(status: number, message: string, displayMessage: string, code: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.displayMessage = displayMessage;
  }
}

/** Builds the ApiError for a response body already read as text. Pure, so it is unit-tested. */
export function parseApiError(status: number, statusText: string, bodyText: string): ApiError {
  const text = bodyText.trim();
  let display = text || statusText || `Request failed (${status})`;
  let code: string | null = null;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) display = parsed.message;
      if (typeof parsed.code === 'string') code = parsed.code;
    } catch {
      // Not JSON after all: the raw text is the best message we have.
    }
  }
  return new ApiError(status, `${status}: ${text || statusText}`, display, code);
}

/** Message for a toast: the server's words when there are some, else the caller's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.displayMessage || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

// Auth endpoints answer 401 for bad credentials or a missing cookie; that is not "session lost".
const isAuthEndpoint = (url: string) => url.startsWith('/api/auth/');

async function throwIfNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (res.status === 401 && !isAuthEndpoint(url)) handleUnauthorized();
  throw parseApiError(res.status, res.statusText, text);
}

function authHeaders(): Record<string, string> {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The spec's general helper: JSON body when given, bearer token when signed in, cookies always. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res, url);
  return res;
}

/** apiRequest + JSON decoding (204 → null). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query function: GET the query key parts joined by '/'. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.join('/');
    const res = await fetch(url, { headers: authHeaders(), credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res, url);
    return (await res.json()) as T;
  };
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /** The total is a lower bound: the server stopped counting a broad search ("1,000+"). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

function headerInt(res: Response, name: string, fallback: number): number {
  const n = Number.parseInt(res.headers.get(name) ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** GET a paginated list: the body is the plain array, the totals travel in headers. */
export async function fetchList<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const res = await fetch(url, { headers: authHeaders(), credentials: 'include', signal });
  await throwIfNotOk(res, url);
  const items = (await res.json()) as T[];
  return {
    items,
    total: headerInt(res, PAGINATION_HEADERS.total, items.length),
    totalCapped: res.headers.get(PAGINATION_HEADERS.totalCapped) === 'true',
    page: headerInt(res, PAGINATION_HEADERS.page, 1),
    pageSize: headerInt(res, PAGINATION_HEADERS.pageSize, items.length),
  };
}

export interface KeysetPage<T> {
  items: T[];
  /** Pass back as `before` for the next, older page; null on the last page. */
  nextCursor: string | null;
}

/** GET one page of a keyset list (the audit log): the body is the array, the cursor a header. */
export async function fetchKeysetPage<T>(url: string, signal?: AbortSignal): Promise<KeysetPage<T>> {
  const res = await fetch(url, { headers: authHeaders(), credentials: 'include', signal });
  await throwIfNotOk(res, url);
  return { items: (await res.json()) as T[], nextCursor: res.headers.get(PAGINATION_HEADERS.nextCursor) || null };
}
