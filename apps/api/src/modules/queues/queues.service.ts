import type { Db } from '@hotel/db';
import { writeAudit } from '@hotel/domain';
import type { DashboardAction } from './dashboard-actions.ts';

export interface QueuesService {
  /** Audits an action taken in the queue dashboard. */
  recordAction(userId: string, action: DashboardAction): Promise<void>;
}

/**
 * Queue actions are recorded as entries about a 'queue' with the id `queue:<name>` (`queue:*` for
 * all queues), an id that still says what it names where only the id is shown (decision 211).
 */
export function createQueuesService(deps: { db: Db }): QueuesService {
  return {
    async recordAction(userId, action) {
      await writeAudit(deps.db, {
        user_id: userId,
        entity_type: 'queue',
        entity_id: `queue:${action.queue ?? '*'}`,
        action: action.operation === 'clean' ? 'deleted' : 'updated',
        details: {
          queueAction: action.operation,
          queue: action.queue ?? 'all',
          ...(action.status ? { status: action.status } : {}),
          ...(action.jobId ? { jobId: action.jobId } : {}),
        },
      });
    },
  };
}
