/**
 * The logger every part of the worker is handed (pino in the process, `silentLogger` in tests and
 * the CLIs). It sits at the root so the jobs, the pipeline, re-checks, webhooks and maintenance
 * all take it from below instead of from one another.
 */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
