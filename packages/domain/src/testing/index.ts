export * from './factories.ts';
export * from './runs.ts';
