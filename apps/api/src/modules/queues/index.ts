import type { FastifyInstance } from 'fastify';
import { RECHECK_QUEUE, WEBHOOK_QUEUE } from '@hotel/contracts';
import type { Db } from '@hotel/db';
import { QUEUE_NAMES } from '@hotel/domain';
import type { Env } from '../../config/env.ts';
import { createQueueDashboard } from './queue-dashboard.ts';
import { DASHBOARD_PATH, registerQueuesRoutes, type Authenticate } from './queues.routes.ts';
import { createQueuesService } from './queues.service.ts';

/** Mounts the admins' queue dashboard at /admin/queues over every queue the workers consume. */
export async function registerQueueDashboard(
  app: FastifyInstance,
  deps: { env: Env; db: Db; authenticate: Authenticate },
): Promise<void> {
  const { env } = deps;
  const dashboard = createQueueDashboard({
    redisUrl: env.REDIS_URL,
    prefix: env.REDIS_PREFIX,
    queueNames: [...Object.values(QUEUE_NAMES), WEBHOOK_QUEUE, RECHECK_QUEUE],
    basePath: DASHBOARD_PATH,
  });
  app.addHook('onClose', async () => dashboard.close());
  await registerQueuesRoutes(app, {
    dashboard,
    queues: createQueuesService({ db: deps.db }),
    authenticate: deps.authenticate,
    secureCookies: env.NODE_ENV === 'production' && !env.PUBLIC_URL?.startsWith('http:'),
  });
}
