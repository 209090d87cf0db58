import type { FastifyInstance } from 'fastify';
import { parseCsvRequest, parseCsvResponse, type ParseCsvResponse } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { doc } from '../../lib/openapi.ts';
import { parseHotelCsv } from '@hotel/domain';

/** Room for a 10 MB file as a JSON string (escaped quotes and newlines grow it). */
export const PARSE_CSV_BODY_LIMIT = 12 * 1024 * 1024;

export function registerCsvRoutes(app: FastifyInstance): void {
  app.post(
    '/api/parse-csv',
    {
      bodyLimit: PARSE_CSV_BODY_LIMIT,
      ...doc({
        summary: 'Read an uploaded hotel CSV into rows, with the rows it refuses and why',
        tag: 'runs',
        auth: 'user',
        body: parseCsvRequest,
        response: { 200: parseCsvResponse },
        errors: [413],
      }),
    },
    async (req): Promise<ParseCsvResponse> => {
      requireUser(req);
      const { content } = parse(parseCsvRequest, req.body);
      return parseHotelCsv(content);
    },
  );
}
