/**
 * The ringer's audio context: opened on first use, closed when the board goes away (an open one keeps the
 * browser's audio thread running for as long as the tab lives), and opened afresh if the board comes back.
 * The browser's AudioContext is replaced by a stand-in that counts what the ringer asks of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRinger } from './ringer';

function audioContexts() {
  const made: { state: AudioContextState; closed: number }[] = [];
  const create = () => {
    const context = {
      state: 'suspended' as AudioContextState,
      closed: 0,
      resume: async () => {
        context.state = 'running';
      },
      close: async () => {
        context.closed += 1;
        context.state = 'closed';
      },
    };
    made.push(context);
    return context as unknown as AudioContext;
  };
  return { made, create };
}

describe('the ringer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops its repeating ring when disposed', () => {
    vi.useFakeTimers();
    const { create } = audioContexts();
    const ringer = createRinger(create);
    ringer.start();
    expect(vi.getTimerCount()).toBe(1);
    ringer.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens no audio context until asked, and closes the one it opened when disposed', async () => {
    const { made, create } = audioContexts();
    const ringer = createRinger(create);
    expect(made).toHaveLength(0);

    expect(ringer.blocked).toBe(true);
    await ringer.unlock();
    expect(ringer.blocked).toBe(false);
    expect(made).toHaveLength(1);

    ringer.dispose();
    expect(made[0]?.closed).toBe(1);
  });

  it('opens a new context after being disposed, and a second dispose closes only that one', () => {
    const { made, create } = audioContexts();
    const ringer = createRinger(create);
    void ringer.blocked;
    ringer.dispose();
    void ringer.blocked;
    ringer.dispose();
    expect(made.map((context) => context.closed)).toEqual([1, 1]);
  });

  it('disposes without opening a context when none was opened', () => {
    const { made, create } = audioContexts();
    createRinger(create).dispose();
    expect(made).toHaveLength(0);
  });
});
