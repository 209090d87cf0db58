/**
 * What a request to the queue dashboard's own API (Bull Board, under /admin/queues/api) does, judged
 * by the route pattern that matched. Reads pass; of the writes, the operator's everyday actions
 * (retry, clean, promote, pause, resume) pass and are audited; the rest (add or edit jobs, empty or
 * obliterate a queue, change concurrency, rate limits or job schedulers) are refused, because a job
 * written by hand would reach the workers without the checks start-run makes.
 */
export type DashboardOperation = 'retry' | 'clean' | 'promote' | 'pause' | 'resume';

export interface DashboardAction {
  operation: DashboardOperation;
  /** The queue acted on; null for "all queues" (pause or resume everything). */
  queue: string | null;
  /** The job state a bulk action covers (retry every failed job, clean every completed one). */
  status?: string;
  jobId?: string;
}

export type DashboardRequest =
  { kind: 'read' } | { kind: 'allowed'; action: DashboardAction } | { kind: 'refused' };

const ALLOWED: Record<string, { operation: DashboardOperation; bulk?: boolean; job?: boolean }> = {
  'PUT /api/queues/:queueName/retry/:queueStatus': { operation: 'retry', bulk: true },
  'PUT /api/queues/:queueName/:jobId/retry': { operation: 'retry', job: true },
  'PUT /api/queues/:queueName/clean/:queueStatus': { operation: 'clean', bulk: true },
  'PUT /api/queues/:queueName/:jobId/clean': { operation: 'clean', job: true },
  'PUT /api/queues/:queueName/promote': { operation: 'promote' },
  'PUT /api/queues/:queueName/:jobId/promote': { operation: 'promote', job: true },
  'PUT /api/queues/:queueName/pause': { operation: 'pause' },
  'PUT /api/queues/:queueName/resume': { operation: 'resume' },
  'PUT /api/queues/pause': { operation: 'pause' },
  'PUT /api/queues/resume': { operation: 'resume' },
};

/**
 * @param method the HTTP method
 * @param route the matched route pattern relative to the dashboard's base path, e.g. '/api/queues/:queueName/:jobId/retry'
 * @param params the route's decoded path parameters
 */
export function classifyDashboardRequest(
  method: string,
  route: string,
  params: Record<string, string | undefined>,
): DashboardRequest {
  if (method === 'GET' || method === 'HEAD') return { kind: 'read' };
  const rule = ALLOWED[`${method} ${route}`];
  if (!rule) return { kind: 'refused' };
  const action: DashboardAction = { operation: rule.operation, queue: params.queueName ?? null };
  if (rule.bulk && params.queueStatus) action.status = params.queueStatus;
  if (rule.job && params.jobId) action.jobId = params.jobId;
  return { kind: 'allowed', action };
}
