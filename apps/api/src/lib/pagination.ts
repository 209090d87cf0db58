import type { FastifyReply } from 'fastify';
import { PAGINATION_HEADERS } from '@hotel/contracts';

export function setPaginationHeaders(reply: FastifyReply, total: number, page: number, pageSize: number): void {
  void reply.header(PAGINATION_HEADERS.total, String(total));
  void reply.header(PAGINATION_HEADERS.page, String(page));
  void reply.header(PAGINATION_HEADERS.pageSize, String(pageSize));
}
