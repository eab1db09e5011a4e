// The room's sounds, synthesized with the Web Audio API: short tones, no sound files. Browsers let a page play
// sound only after a person interacted with it (autoplay rules), so the audio context is made at the first
// pointer press or key press, never before; until then, and while muted, nothing plays.

import { givesCheck } from '../room/announce';
import type { GameState } from '../game/types';

export type Sound = 'move' | 'capture' | 'check' | 'end' | 'lowTime' | 'yourTurn';

/** One tone of a sound: when it starts after the sound's start (s), how long it lasts (s), its pitch (Hz). */
interface Tone {
  at: number;
  length: number;
  freq: number;
  wave: OscillatorType;
  volume: number;
}

/** Each sound's tones: a soft click for a move, two lower knocks for a capture, a high double for check, a falling
 * three-note phrase for the end, three short beeps for low time, two rising notes after a move's click for "your
 * turn". */
export const TONES: Record<Sound, Tone[]> = {
  move: [{ at: 0, length: 0.07, freq: 520, wave: 'sine', volume: 0.25 }],
  capture: [
    { at: 0, length: 0.06, freq: 330, wave: 'triangle', volume: 0.35 },
    { at: 0.07, length: 0.08, freq: 250, wave: 'triangle', volume: 0.35 },
  ],
  check: [
    { at: 0, length: 0.09, freq: 880, wave: 'square', volume: 0.12 },
    { at: 0.12, length: 0.09, freq: 880, wave: 'square', volume: 0.12 },
  ],
  end: [
    { at: 0, length: 0.16, freq: 660, wave: 'sine', volume: 0.3 },
    { at: 0.18, length: 0.16, freq: 550, wave: 'sine', volume: 0.3 },
    { at: 0.36, length: 0.3, freq: 440, wave: 'sine', volume: 0.3 },
  ],
  lowTime: [
    { at: 0, length: 0.05, freq: 1200, wave: 'square', volume: 0.1 },
    { at: 0.15, length: 0.05, freq: 1200, wave: 'square', volume: 0.1 },
    { at: 0.3, length: 0.05, freq: 1200, wave: 'square', volume: 0.1 },
  ],
  yourTurn: [
    { at: 0.15, length: 0.12, freq: 587, wave: 'sine', volume: 0.25 },
    { at: 0.29, length: 0.2, freq: 784, wave: 'sine', volume: 0.25 },
  ],
};

/**
 * The sound for the change from `before` to `after`, from the data alone: the game's end, else a move that gives
 * check, else a move that took a piece, else a move; null when no move was played and the game did not end (a
 * new game, a takeback, the first state).
 */
export function soundFor(before: GameState | null, after: GameState): Sound | null {
  if (!before || before.gameNo !== after.gameNo) return null;
  if (after.outcome && !before.outcome) return 'end';
  if (after.history.length !== before.history.length + 1) return null;
  if (givesCheck(before, after)) return 'check';
  return after.history.at(-1)?.captured ? 'capture' : 'move';
}

/** The part of an AudioContext the sounds use (a fake one in the tests). */
export type AudioOut = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

export interface SoundOptions {
  /** Makes the audio context; null when the browser has no Web Audio. */
  createContext?: () => AudioOut | null;
  /** Whether sounds are off now (the mute switch). */
  muted: () => boolean;
}

function browserContext(): AudioOut | null {
  const Ctor =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Ctor ? new Ctor() : null;
}

export class SoundPlayer {
  private context: AudioOut | null = null;
  private readonly createContext: () => AudioOut | null;
  private readonly stopListening: () => void;

  /** Listens on `target` (the window) for the first gesture that allows sound. */
  constructor(
    private readonly opts: SoundOptions,
    target: EventTarget | null = globalThis.window ?? null,
  ) {
    this.createContext = opts.createContext ?? browserContext;
    const unlock = () => this.unlock();
    for (const type of ['pointerdown', 'keydown']) target?.addEventListener(type, unlock);
    this.stopListening = () => {
      for (const type of ['pointerdown', 'keydown']) target?.removeEventListener(type, unlock);
    };
  }

  /** Whether a gesture has allowed sound. */
  get unlocked(): boolean {
    return this.context !== null;
  }

  /** Called on a person's gesture: makes the context (browsers allow it now), or wakes a suspended one. */
  unlock(): void {
    if (!this.context) {
      try {
        this.context = this.createContext();
      } catch {
        this.context = null; // no audio output: the page stays silent
      }
    }
    if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
  }

  /** Plays `sound` now, unless muted or before a gesture. */
  play(sound: Sound): void {
    const ctx = this.context;
    if (!ctx || this.opts.muted()) return;
    const start = ctx.currentTime;
    for (const tone of TONES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.wave;
      osc.frequency.setValueAtTime(tone.freq, start + tone.at);
      // A quick rise and an exponential fall: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(tone.volume, start + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(start + tone.at);
      osc.stop(start + tone.at + tone.length + 0.02);
    }
  }

  destroy(): void {
    this.stopListening();
  }
}
