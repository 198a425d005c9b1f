/** The current time, injected so stores and the request signature can be tested at a fixed instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests and stories. */
export interface FixedClock extends Clock {
  set(at: Date | string | number): void;
  advance(ms: number): void;
}

export function createFixedClock(at: Date | string | number = '2026-01-15T10:00:00Z'): FixedClock {
  let time = new Date(at).getTime();
  return {
    now: () => new Date(time),
    set: (next) => {
      time = new Date(next).getTime();
    },
    advance: (ms) => {
      time += ms;
    },
  };
}
