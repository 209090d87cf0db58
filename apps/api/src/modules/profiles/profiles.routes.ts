import type { FastifyInstance } from 'fastify';
import {
  hotelIdParams,
  profile,
  profileVersionParams,
  profileVersionSummary,
  regenerateProfileRequest,
  regenerateProfileResponse,
  type Profile,
  type ProfileVersionSummary,
} from '@hotel/contracts';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { doc } from '../../lib/openapi.ts';
import { parse } from '../../lib/validate.ts';
import type { ProfilesService } from './profiles.service.ts';

export function registerProfilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  app.get(
    '/api/hotels/:id/profile',
    doc({
      summary: 'The current profile of a hotel',
      tag: 'profiles',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: profile },
      errors: [404],
    }),
    async (req): Promise<Profile> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return profiles.current(id);
    },
  );

  app.get(
    '/api/hotels/:id/profile/versions',
    doc({
      summary: 'Profile versions of a hotel, newest first',
      tag: 'profiles',
      auth: 'user',
      params: hotelIdParams,
      response: { 200: z.array(profileVersionSummary) },
      errors: [404],
    }),
    async (req): Promise<ProfileVersionSummary[]> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      return profiles.versions(id);
    },
  );

  app.get(
    '/api/hotels/:id/profile/versions/:version',
    doc({
      summary: 'One profile version',
      tag: 'profiles',
      auth: 'user',
      params: profileVersionParams.extend({ id: hotelIdParams.shape.id }),
      response: { 200: profile },
      errors: [404],
    }),
    async (req): Promise<Profile> => {
      requireUser(req);
      const { id } = parse(hotelIdParams, { id: (req.params as { id?: unknown }).id });
      const { version } = parse(profileVersionParams, req.params);
      return profiles.version(id, version);
    },
  );

  app.post(
    '/api/hotels/:id/regenerate-profile',
    doc({
      summary: 'Queue a new profile version from the stored snippets',
      tag: 'profiles',
      auth: 'user',
      params: hotelIdParams,
      body: regenerateProfileRequest,
      response: { 202: regenerateProfileResponse },
      errors: [404],
    }),
    async (req, reply) => {
      const user = requireUser(req);
      const { id } = parse(hotelIdParams, req.params);
      const body = parse(regenerateProfileRequest, req.body);
      return reply.status(202).send(await profiles.regenerate(user.id, id, body.model));
    },
  );
}
