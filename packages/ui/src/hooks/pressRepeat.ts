/**
 * The timing of press-and-hold (spec §9): one step on press, the first repeat after 500 ms, then a
 * step every 100 ms until released. Kept apart from React and the DOM so the timing is proven on
 * fake timers in a plain unit test.
 */

/** The first repeat comes this long after the press. */
export const PRESS_REPEAT_DELAY = 500;
/** Then one step every this many milliseconds. */
export const PRESS_REPEAT_INTERVAL = 100;

export interface PressRepeatOptions {
  /** @default PRESS_REPEAT_DELAY (500 ms) */
  delay?: number;
  /** @default PRESS_REPEAT_INTERVAL (100 ms) */
  interval?: number;
}

export interface PressRepeat {
  /** Steps once now and starts repeating; a second press while held is ignored. */
  start(): void;
  /** Stops repeating; safe to call at any time. */
  stop(): void;
  readonly active: boolean;
}

export function createPressRepeat(step: () => void, options: PressRepeatOptions = {}): PressRepeat {
  const { delay = PRESS_REPEAT_DELAY, interval = PRESS_REPEAT_INTERVAL } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;

  const repeat = () => {
    step();
    // Chained timeouts rather than setInterval: a slow step cannot pile up queued steps.
    timer = setTimeout(repeat, interval);
  };

  return {
    start() {
      if (active) return;
      active = true;
      step();
      timer = setTimeout(repeat, delay);
    },
    stop() {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get active() {
      return active;
    },
  };
}
