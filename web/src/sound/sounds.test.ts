import { beforeEach, describe, expect, it } from 'vitest';
import { parseState } from '../game/parse';
import type { GameState } from '../game/types';
import type * as wire from '../protocol';
import { CHESS_BOARD } from '../testing/fixtures';
import { LowTimeAlarm } from './lowTime';
import { isMuted, MUTED_KEY, muteSwitch, setMuted } from './muteSwitch';
import { soundFor, SoundPlayer, TONES, type AudioOut } from './sounds';

/** An AudioContext that records the tones started on it: [frequency, start time]. */
class FakeAudio {
  currentTime = 2;
  state: AudioContextState = 'running';
  destination = {} as AudioDestinationNode;
  started: [number, number][] = [];
  resumed = 0;
  resume(): Promise<void> {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator(): OscillatorNode {
    let freq = 0;
    const osc = {
      type: 'sine',
      frequency: { setValueAtTime: (f: number) => (freq = f) },
      connect: () => undefined,
      start: (at: number) => this.started.push([freq, at]),
      stop: () => undefined,
    };
    return osc as unknown as OscillatorNode;
  }
  createGain(): GainNode {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
    return gain as unknown as GainNode;
  }
}

/** A state as the client holds it, written as the wire's with square names. */
function state(history: wire.HistoryMove[], extra: Partial<wire.GameState> = {}): GameState {
  return parseState(CHESS_BOARD, {
    gameNo: 1,
    pieces: [],
    fen: '',
    toMove: 0,
    check: [],
    lastMove: null,
    moves: [],
    history,
    clock: null,
    outcome: null,
    drawOffer: null,
    claimable: [],
    ...extra,
  });
}

const e4: wire.HistoryMove = { u: 'e2e4', san: 'e4', seat: 0 };

beforeEach(() => localStorage.clear());

describe('which sound', () => {
  const before = state([e4]);
  it('a move, a capture, a check, the end; nothing without a move', () => {
    expect(soundFor(before, state([e4, { u: 'e7e5', san: 'e5', seat: 1 }]))).toBe('move');
    expect(
      soundFor(before, state([e4, { u: 'd7e6', san: 'Qxe4', seat: 1, captured: { sq: 'e4', owner: 0, kind: 'P' } }])),
    ).toBe('capture');
    // A capture that gives check sounds as check, the stronger news.
    expect(
      soundFor(
        before,
        state([e4, { u: 'd8e7', san: 'Qxe4+', seat: 1, captured: { sq: 'e4', owner: 0, kind: 'P' } }], {
          check: ['e1'],
        }),
      ),
    ).toBe('check');
    expect(
      soundFor(
        before,
        state([e4, { u: 'd8h4', san: 'Qh4#', seat: 1 }], {
          check: ['e1'],
          outcome: { termination: 'checkmate', winners: [1], reason: '' },
        }),
      ),
    ).toBe('end');
    expect(soundFor(before, state([e4], { outcome: { termination: 'resignation', winners: [1], reason: '' } }))).toBe(
      'end',
    );
    expect(soundFor(null, before)).toBeNull();
    expect(soundFor(before, state([], { gameNo: 2 }))).toBeNull();
    expect(soundFor(before, state([]))).toBeNull(); // taken back
    expect(soundFor(before, { ...before, drawOffer: 0 })).toBeNull();
  });
});

describe('SoundPlayer', () => {
  it("plays nothing before a gesture, then the sound's tones in order", () => {
    const audio = new FakeAudio();
    const window = new EventTarget();
    let made = 0;
    const player = new SoundPlayer(
      { createContext: () => (made++, audio as unknown as AudioOut), muted: () => false },
      window,
    );
    player.play('move');
    expect(made).toBe(0); // no context before the person did something: browsers would refuse it
    window.dispatchEvent(new Event('pointerdown'));
    expect(player.unlocked).toBe(true);
    player.play('capture');
    expect(audio.started).toEqual(TONES.capture.map((tone) => [tone.freq, 2 + tone.at]));
    window.dispatchEvent(new Event('keydown'));
    expect(made).toBe(1);
  });

  it('gives each sound its own tones', () => {
    const heard = new Set(Object.values(TONES).map((tones) => JSON.stringify(tones)));
    expect(heard.size).toBe(Object.keys(TONES).length);
    expect(Object.keys(TONES).sort()).toEqual(['capture', 'check', 'end', 'lowTime', 'move', 'yourTurn']);
  });

  it('plays nothing while muted, and wakes a suspended context on a gesture', () => {
    const audio = new FakeAudio();
    audio.state = 'suspended';
    let muted = true;
    const player = new SoundPlayer({ createContext: () => audio as unknown as AudioOut, muted: () => muted }, null);
    player.unlock();
    expect(audio.resumed).toBe(1);
    player.play('check');
    expect(audio.started).toEqual([]);
    muted = false;
    player.play('check');
    expect(audio.started.map(([f]) => f)).toEqual([880, 880]);
  });

  it('stays silent where the browser has no audio', () => {
    const player = new SoundPlayer({ createContext: () => null, muted: () => false }, null);
    player.unlock();
    expect(player.unlocked).toBe(false);
    expect(() => player.play('end')).not.toThrow();
  });
});

describe('the mute switch', () => {
  it('flips on each press and is remembered on the device', () => {
    expect(isMuted()).toBe(false);
    const button = muteSwitch();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Mute sounds');
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(MUTED_KEY)).toBe('1');
    // A page opened later (a new switch) starts muted.
    expect(muteSwitch().getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(isMuted()).toBe(false);
    expect(localStorage.getItem(MUTED_KEY)).toBeNull();
    setMuted(true);
    expect(isMuted()).toBe(true);
  });
});

describe('the low-time warning', () => {
  it("sounds once when the viewer's running clock drops under 10 s, again in a later turn", () => {
    let beeps = 0;
    const alarm = new LowTimeAlarm(() => beeps++);
    for (const ms of [30_000, 10_000, 9_999, 5_000, 100]) alarm.update(ms);
    expect(beeps).toBe(1);
    alarm.update(null); // the opponent's turn
    alarm.update(8_000); // a turn that starts under 10 s: no drop seen
    expect(beeps).toBe(1);
    alarm.update(null);
    alarm.update(20_000);
    alarm.update(9_000);
    expect(beeps).toBe(2);
  });
});
