/** The BullMQ queues of one install (under REDIS_PREFIX): the API and the CLIs produce, the workers consume. */
export const QUEUE_NAMES = {
  scrapeHotel: 'scrape-hotel',
  captureSource: 'capture-source',
  generateProfile: 'generate-profile',
  /** Scheduled housekeeping (token and audit purges, stuck hotels); the workers schedule and run it. */
  maintenance: 'maintenance',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
