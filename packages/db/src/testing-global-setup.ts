/**
 * vitest globalSetup of the packages whose tests use PostgreSQL and Redis: chooses where they
 * come from once per test run (testing.ts), prints which path it took, and passes the URLs to
 * the test processes, which inherit this process's environment.
 */
import { startTestServices } from './testing.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const services = await startTestServices();
  console.log(`test services: ${services.description}`);
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  return () => services.stop();
}
