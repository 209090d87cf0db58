export * from './secret-box.ts';
export * from './signing.ts';
export * from './webhook-deliveries.repository.ts';
export * from './webhook-emitter.ts';
export * from './webhook-queue.ts';
