// The sound of a new order: two short tones every 2.5 s while the board rings, made with the Web Audio API
// (no file to load or cache). Browsers keep audio silent until the page has had a click or a key press; until
// then `blocked` is true and the board asks for one tap to turn the sound on. The audio context is opened on
// first use and closed by `dispose`: an open one keeps the browser's audio thread running after the board is gone.

const PATTERN: readonly { frequency: number; at: number; length: number }[] = [
  { frequency: 880, at: 0, length: 0.16 },
  { frequency: 660, at: 0.22, length: 0.22 },
];
const EVERY_MS = 2500;

export interface Ringer {
  start(): void;
  stop(): void;
  /** Whether the browser holds the sound back until the person interacts with the page. */
  readonly blocked: boolean;
  /** Call from a click or key press: lets the sound play from then on. */
  unlock(): Promise<void>;
  /** Stops the sound and closes the audio context; a later use opens a new one. */
  dispose(): void;
}

export function createRinger(create: () => AudioContext = () => new AudioContext()): Ringer {
  let context: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const audio = () => (context ??= create());

  function ring() {
    const ctx = audio();
    if (ctx.state !== 'running') return;
    for (const tone of PATTERN) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = tone.frequency;
      const start = ctx.currentTime + tone.at;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.length);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.length + 0.02);
    }
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    start() {
      if (timer) return;
      ring();
      timer = setInterval(ring, EVERY_MS);
    },
    stop,
    get blocked() {
      return audio().state === 'suspended';
    },
    async unlock() {
      const ctx = audio();
      try {
        await ctx.resume();
      } catch (error) {
        // Disposed while resuming (the board left as it was touched): nothing is left to unlock.
        if (ctx.state !== 'closed') throw error;
      }
    },
    dispose() {
      stop();
      void context?.close();
      context = null;
    },
  };
}
