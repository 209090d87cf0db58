import type { FastifyReply } from 'fastify';
import { PAGINATION_HEADERS } from '@hotel/contracts';

export function setPaginationHeaders(reply: FastifyReply, total: number, page: number, pageSize: number, totalCapped = false): void {
  void reply.header(PAGINATION_HEADERS.total, String(total));
  if (totalCapped) void reply.header(PAGINATION_HEADERS.totalCapped, 'true');
  void reply.header(PAGINATION_HEADERS.page, String(page));
  void reply.header(PAGINATION_HEADERS.pageSize, String(pageSize));
}
