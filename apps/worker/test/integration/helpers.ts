import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { serverMessage, type ServerMessage } from '@hotel/contracts';
import { eventsChannel } from '@hotel/domain';

/** Collects every ServerMessage published on the install's events channel. */
export async function listenToEvents(redisUrl: string, prefix: string): Promise<{ messages: ServerMessage[]; close(): Promise<void> }> {
  const sub = new Redis(redisUrl);
  const messages: ServerMessage[] = [];
  sub.on('message', (_c: string, raw: string) => {
    messages.push(serverMessage.parse(JSON.parse(raw)));
  });
  await sub.subscribe(eventsChannel(prefix));
  return {
    messages,
    close: async () => {
      await sub.quit();
    },
  };
}

export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A real BullMQ Job in a queue no worker listens to, for calling a handler directly. */
export async function detachedJob(queue: Queue, name: string, data: object, attempts = 5): Promise<Job> {
  return queue.add(name, data, { attempts });
}
