/// <reference types="node" />
/**
 * Starts the real stack once for the whole e2e run and hands its addresses to the specs
 * (`inject('e2e')`); stops it when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startStack, type StackInfo } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: StackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  const { stop, ...info } = stack;
  project.provide('e2e', info);
  console.log(`e2e stack ready at ${info.baseUrl} (logs in ${info.logDir})`);
  return stop;
}
