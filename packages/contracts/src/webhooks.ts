import { z } from 'zod';
import { isoDate, wellFormedString } from './common.ts';

/** The events an endpoint can subscribe to; `ping` is sent only by "Send test event". */
export const WEBHOOK_EVENTS = ['run.completed', 'profile.changed', 'hotel.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryType = (typeof WEBHOOK_DELIVERY_TYPES)[number];

/** The BullMQ queue of deliveries (under REDIS_PREFIX): the API (test events) and the workers produce, the workers consume. */
export const WEBHOOK_QUEUE = 'webhooks';

/** Headers of every delivery. The signature is HMAC-SHA256(secret, `${t}.${body}`) in hex. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Hotel-Profiler-Signature',
  /** The delivery's id: the same on every retry, so a receiver can drop a delivery it already handled. */
  delivery: 'X-Hotel-Profiler-Delivery',
  event: 'X-Hotel-Profiler-Event',
} as const;

/** Endpoints must answer within this many seconds; a receiver should queue its work and answer 2xx. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

const hotelRef = { hotelId: z.string(), hotelName: z.string().nullable() };

export const runCompletedData = z.object({
  runId: z.string(),
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export const profileChangedData = z.object({
  ...hotelRef,
  version: z.number().int(),
  previousVersion: z.number().int(),
  /** Profile field names (name, brandName, address, situated, description, amenities, transportLinks, nearbyAttractions). */
  changedFields: z.array(z.string()),
  model: z.string(),
});
export const hotelFailedData = z.object({
  ...hotelRef,
  /** The run the hotel failed in; null for a failed regeneration outside a run. */
  runId: z.string().nullable(),
  error: z.string(),
});
export const pingData = z.object({ endpointId: z.string(), message: z.string() });

/** The JSON body of every delivery: the same event id is sent to every endpoint that subscribed. */
export const webhookEventBody = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('run.completed'), createdAt: isoDate, data: runCompletedData }),
  z.object({ id: z.string(), type: z.literal('profile.changed'), createdAt: isoDate, data: profileChangedData }),
  z.object({ id: z.string(), type: z.literal('hotel.failed'), createdAt: isoDate, data: hotelFailedData }),
  z.object({ id: z.string(), type: z.literal('ping'), createdAt: isoDate, data: pingData }),
]);
export type WebhookEventBody = z.infer<typeof webhookEventBody>;
/** What emitting code passes: the body without its id and time, which are stamped once. */
export type WebhookEvent = { [T in WebhookEventBody['type']]: { type: T; data: Extract<WebhookEventBody, { type: T }>['data'] } }[WebhookEventBody['type']];

/** Job payload of the `webhooks` queue: everything else is read from the delivery row. */
export const webhookDeliveryJob = z.object({ deliveryId: z.string().uuid() });
export type WebhookDeliveryJob = z.infer<typeof webhookDeliveryJob>;

const MAX_URL = 2048;

/**
 * The checks a URL can pass without DNS; the API adds the private-address check of IP literals
 * and the workers check every resolved address again when they deliver.
 */
export const webhookUrl = wellFormedString('URL')
  .trim()
  .min(1, 'URL is required')
  .max(MAX_URL, `URL must be at most ${MAX_URL} characters`)
  .superRefine((value, ctx) => {
    let u: URL;
    try {
      u = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'URL must be a valid http or https address' });
      return;
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'URL must start with https:// or http://' });
    else if (u.username || u.password) ctx.addIssue({ code: 'custom', message: 'URL must not contain a user name or password' });
    else if (!u.hostname) ctx.addIssue({ code: 'custom', message: 'URL must have a host' });
    else if (u.hash) ctx.addIssue({ code: 'custom', message: 'URL must not contain a #fragment' });
  });

const eventList = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Unknown event: events must be among ${WEBHOOK_EVENTS.join(', ')}` }))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const webhookDescription = wellFormedString('Description').trim().max(200, 'Description must be at most 200 characters');

/** POST /api/webhooks */
export const createWebhookRequest = z.strictObject({
  url: webhookUrl,
  events: eventList,
  description: webhookDescription.optional(),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

/** PATCH /api/webhooks/:id — any of the fields; the secret changes only through rotate. */
export const updateWebhookRequest = z
  .strictObject({ url: webhookUrl.optional(), events: eventList.optional(), description: webhookDescription.optional(), enabled: z.boolean().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change: send url, events, description or enabled');
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequest>;

export const webhookIdParams = z.object({ id: z.string().uuid('Webhook id must be a UUID') });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The newest delivery's status and time, for the list; null before the first. */
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), createdAt: isoDate }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Answer of create and rotate: the only two times the secret is ever sent. */
export const webhookWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_DELIVERY_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The endpoint's last HTTP status; null when no answer came (refused, timed out, unreachable). */
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: isoDate,
  lastAttemptAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /api/webhooks/:id/deliveries — newest first, total in x-total-count. */
export const listWebhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListWebhookDeliveriesQuery = z.infer<typeof listWebhookDeliveriesQuery>;
