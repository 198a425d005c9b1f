import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPressRepeat, PRESS_REPEAT_DELAY, PRESS_REPEAT_INTERVAL } from './pressRepeat';

describe('createPressRepeat (spec §9: 500 ms, then every 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps once on press and waits 500 ms before the first repeat', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step);
    repeat.start();
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PRESS_REPEAT_DELAY - 1);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(2);
    repeat.stop();
  });

  it('then steps every 100 ms while held', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step);
    repeat.start();
    vi.advanceTimersByTime(PRESS_REPEAT_DELAY);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(PRESS_REPEAT_INTERVAL - 1);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(PRESS_REPEAT_INTERVAL * 10);
    expect(step).toHaveBeenCalledTimes(13);
    repeat.stop();
  });

  it('stops on release, also between two repeats', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step);
    repeat.start();
    vi.advanceTimersByTime(650); // press, 500, 600
    expect(step).toHaveBeenCalledTimes(3);
    repeat.stop();
    vi.advanceTimersByTime(5000);
    expect(step).toHaveBeenCalledTimes(3);
    expect(repeat.active).toBe(false);
  });

  it('a quick click steps exactly once', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step);
    repeat.start();
    vi.advanceTimersByTime(120);
    repeat.stop();
    vi.advanceTimersByTime(5000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('ignores a second press while held and restarts the delay on a new press', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step);
    repeat.start();
    repeat.start();
    expect(step).toHaveBeenCalledTimes(1);
    repeat.stop();
    repeat.start();
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(499);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(3);
    repeat.stop();
  });

  it('takes other timings', () => {
    const step = vi.fn();
    const repeat = createPressRepeat(step, { delay: 300, interval: 50 });
    repeat.start();
    vi.advanceTimersByTime(400); // press, 300, 350, 400
    expect(step).toHaveBeenCalledTimes(4);
    repeat.stop();
  });
});
