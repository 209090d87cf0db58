import type { FastifyInstance } from 'fastify';
import { BullMqWebhookQueue, createWebhookEmitter, DEVELOPMENT_WEBHOOK_KEY, webhookSecretKey } from '@hotel/domain';
import type { AppDeps } from '../deps.ts';
import { registerAuditRoutes } from './audit/audit.routes.ts';
import { createAuditService } from './audit/audit.service.ts';
import { registerChangesRoutes } from './changes/changes.routes.ts';
import { createChangesService } from './changes/changes.service.ts';
import { registerCsvRoutes } from './csv/csv.routes.ts';
import { registerExportsRoutes } from './exports/exports.routes.ts';
import { createExportsService } from './exports/exports.service.ts';
import { registerHotelsRoutes } from './hotels/hotels.routes.ts';
import { createHotelsService } from './hotels/hotels.service.ts';
import { registerModelsRoutes } from './models/models.routes.ts';
import { registerProfilesRoutes } from './profiles/profiles.routes.ts';
import { createProfilesService } from './profiles/profiles.service.ts';
import { registerPromptsRoutes } from './prompts/prompts.routes.ts';
import { createPromptsService } from './prompts/prompts.service.ts';
import { registerRechecksRoutes } from './rechecks/rechecks.routes.ts';
import { createRechecksService } from './rechecks/rechecks.service.ts';
import { registerRunsRoutes } from './runs/runs.routes.ts';
import { createRunsService } from './runs/runs.service.ts';
import { registerSnippetsRoutes } from './snippets/snippets.routes.ts';
import { createSnippetsService } from './snippets/snippets.service.ts';
import { registerStatsRoutes } from './stats/stats.routes.ts';
import { createStatsService } from './stats/stats.service.ts';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes.ts';
import { createWebhooksService } from './webhooks/webhooks.service.ts';

export interface ModuleOptions {
  /** How long POST /api/hotels/:id/scrape-source waits for the capture (default 45 s). */
  captureWaitMs?: number;
}

/** Registers the product's domain routes (hotels, snippets, profiles, prompts, runs, exports, audit...). */
export async function registerModules(app: FastifyInstance, deps: AppDeps, opts: ModuleOptions = {}): Promise<void> {
  const { db, env, queue, events, clock, logger } = deps;
  // The workers queue most deliveries; the API's are test events and a restore's profile.changed.
  const webhookQueue = new BullMqWebhookQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX });
  app.addHook('onClose', async () => webhookQueue.close());
  const webhookEmitter = createWebhookEmitter({ db, queue: webhookQueue, now: () => clock.now() });
  registerHotelsRoutes(app, createHotelsService({ db, env, queue, clock, captureWaitMs: opts.captureWaitMs }));
  registerSnippetsRoutes(app, createSnippetsService({ db }));
  registerProfilesRoutes(app, createProfilesService({ db, env, queue, clock }));
  registerChangesRoutes(app, createChangesService({ db, clock, events, logger, webhooks: webhookEmitter }));
  registerPromptsRoutes(app, createPromptsService({ db, clock }));
  registerRunsRoutes(app, createRunsService({ db, env, queue, clock, logger }));
  registerRechecksRoutes(app, createRechecksService({ db, env, clock }));
  registerStatsRoutes(app, createStatsService({ db }));
  registerCsvRoutes(app);
  registerExportsRoutes(app, createExportsService({ db, clock, logger }));
  registerAuditRoutes(app, createAuditService({ db, clock }));
  registerModelsRoutes(app, { env });

  registerWebhooksRoutes(
    app,
    createWebhooksService({
      db,
      clock,
      secretKey: webhookSecretKey(env.WEBHOOK_SECRET_KEY ?? DEVELOPMENT_WEBHOOK_KEY),
      allowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS,
      emitter: webhookEmitter,
    }),
  );
}
