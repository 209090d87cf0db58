export * from './types.ts';
export * from './connection.ts';
export * from './migrate.ts';
export { DEFAULT_PROMPTS } from './default-prompts.ts';
