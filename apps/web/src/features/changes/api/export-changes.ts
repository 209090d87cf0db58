import type { DownloadRequest } from '../../../lib/download';

/** GET /api/export/changes: every stored change (reviewed or not) at or after `since`, as CSV. */
export function exportChangesRequest(since?: string): DownloadRequest {
  const search = since ? `?${new URLSearchParams({ since }).toString()}` : '';
  return { path: `/api/export/changes${search}`, fallbackName: 'hotel-changes.csv' };
}
