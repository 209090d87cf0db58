import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@hotel/contracts';
import { fetchKeysetPage } from '../../../lib/api';

/** Entries per request: a screenful or two; "Load older" follows the cursor through the window. */
export const AUDIT_PAGE_SIZE = 100;

/** Section 7: the server's default window (30 days), newest first, one keyset page at a time. */
export const auditLogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['/api/audit-logs'],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (pageParam) params.set('before', pageParam);
      return fetchKeysetPage<AuditLogEntry>(`/api/audit-logs?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAuditLogs = () => useInfiniteQuery(auditLogsQueryOptions());
