/**
 * The billing and optimizer routes' clock. Plan periods and usage windows are read from it, never from `new Date()`
 * directly, so tests can move time (a period ending, a new week starting) with `setClock`.
 */

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

/** Replaces the clock; `null` restores the system clock. */
export function setClock(clock: Clock | null): void {
  current = clock ?? systemClock;
}

export function getClock(): Clock {
  return current;
}

/** A clock that stands still until moved: `set` jumps to a moment, `advance` moves on by milliseconds. */
export interface ManualClock extends Clock {
  set(moment: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date): ManualClock {
  let moment = new Date(start);
  return {
    now: () => new Date(moment),
    set: (next) => {
      moment = new Date(next);
    },
    advance: (ms) => {
      moment = new Date(moment.getTime() + ms);
    },
  };
}
