import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@hotel/contracts';
import { getQueryFn } from '../../../lib/api';

/** Section 7: called without params (the server's default window is 30 days); a 401 is thrown. */
export const auditLogsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/audit-logs'],
    queryFn: getQueryFn<AuditLogEntry[]>({ on401: 'throw' }) as () => Promise<AuditLogEntry[]>,
  });

export const useAuditLogs = () => useQuery(auditLogsQueryOptions());
