import type { FastifyInstance } from 'fastify';
import { parseCsvRequest, type ParseCsvResponse } from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import { parseHotelCsv } from './hotel-csv.ts';

/** Room for a 10 MB file as a JSON string (escaped quotes and newlines grow it). */
export const PARSE_CSV_BODY_LIMIT = 12 * 1024 * 1024;

export function registerCsvRoutes(app: FastifyInstance): void {
  app.post('/api/parse-csv', { bodyLimit: PARSE_CSV_BODY_LIMIT }, async (req): Promise<ParseCsvResponse> => {
    requireUser(req);
    const { content } = parse(parseCsvRequest, req.body);
    return parseHotelCsv(content);
  });
}
