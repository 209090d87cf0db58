import type { FastifyInstance } from 'fastify';
import {
  hotelIdParams,
  profileVersionParams,
  regenerateProfileRequest,
  type Profile,
  type ProfileVersionSummary,
} from '@hotel/contracts';
import { requireUser } from '../../lib/guards.ts';
import { parse } from '../../lib/validate.ts';
import type { ProfilesService } from './profiles.service.ts';

export function registerProfilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  app.get('/api/hotels/:id/profile', async (req): Promise<Profile> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    return profiles.current(id);
  });

  app.get('/api/hotels/:id/profile/versions', async (req): Promise<ProfileVersionSummary[]> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    return profiles.versions(id);
  });

  app.get('/api/hotels/:id/profile/versions/:version', async (req): Promise<Profile> => {
    requireUser(req);
    const { id } = parse(hotelIdParams, { id: (req.params as { id?: unknown }).id });
    const { version } = parse(profileVersionParams, req.params);
    return profiles.version(id, version);
  });

  app.post('/api/hotels/:id/regenerate-profile', async (req, reply) => {
    const user = requireUser(req);
    const { id } = parse(hotelIdParams, req.params);
    const body = parse(regenerateProfileRequest, req.body);
    return reply.status(202).send(await profiles.regenerate(user.id, id, body.model));
  });
}
