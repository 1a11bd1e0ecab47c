/**
 * The one clock of the back end (time is data): deadlines, working days, expiry and scheduled jobs read
 * "now" here, never from `new Date()` / `Date.now()` directly, so tests and the local stage can move time.
 * Domain functions take `now: Date` as a parameter where they can; handlers and jobs pass `clock.now()`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

export const clock: Clock = { now: () => current.now() };

/** Replaces the clock (tests, the local stage's test mode); returns a function that restores the previous one. */
export function useClock(next: Clock): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}

/** A clock standing still at `at`. */
export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
};

/** The system clock moved by `offsetMs` (time travel that keeps running). */
export const offsetClock = (offsetMs: number): Clock => ({ now: () => new Date(Date.now() + offsetMs) });
