/** The clock is a dependency so tests can move time (token expiry, audit windows). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
