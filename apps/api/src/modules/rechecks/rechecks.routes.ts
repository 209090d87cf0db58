import type { FastifyInstance } from 'fastify';
import { hotelIdParams, hotelRecheck, hotelRecheckRequest, recheckSettings, recheckSettingsRequest, type HotelRecheck, type RecheckSettings } from '@hotel/contracts';
import { requireAdmin, requireUser } from '../../lib/guards.ts';
import { doc } from '../../lib/openapi.ts';
import { parse } from '../../lib/validate.ts';
import type { RechecksService } from './rechecks.service.ts';

export function registerRechecksRoutes(app: FastifyInstance, rechecks: RechecksService): void {
  app.get(
    '/api/settings/rechecks',
    doc({ summary: 'Scheduled re-checks: paused or not, the default interval and the hourly cap', tag: 'rechecks', auth: 'user', response: { 200: recheckSettings } }),
    async (req): Promise<RecheckSettings> => {
      requireUser(req);
      return rechecks.settings();
    },
  );

  app.put(
    '/api/settings/rechecks',
    doc({ summary: 'Pause or resume every scheduled re-check (admins; audited)', tag: 'rechecks', auth: 'admin', body: recheckSettingsRequest, response: { 200: recheckSettings } }),
    async (req): Promise<RecheckSettings> => {
      const admin = requireAdmin(req);
      const { paused } = parse(recheckSettingsRequest, req.body);
      return rechecks.setPaused(admin.id, paused);
    },
  );

  app.get(
    '/api/hotels/:id/recheck',
    doc({ summary: "A hotel's re-check interval and when it is next due", tag: 'rechecks', auth: 'user', params: hotelIdParams, response: { 200: hotelRecheck }, errors: [404] }),
    async (req): Promise<HotelRecheck> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return rechecks.hotel(id);
    },
  );

  app.put(
    '/api/hotels/:id/recheck',
    doc({
      summary: "Set a hotel's re-check interval (audited)",
      description: 'days: null follows the default (RECHECK_DAYS), 0 never re-checks, N re-checks every N days.',
      tag: 'rechecks',
      auth: 'user',
      params: hotelIdParams,
      body: hotelRecheckRequest,
      response: { 200: hotelRecheck },
      errors: [404],
    }),
    async (req): Promise<HotelRecheck> => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      const { days } = parse(hotelRecheckRequest, req.body);
      return rechecks.setHotelDays(user.id, id, days);
    },
  );
}
