import { beforeEach, describe, expect, it } from 'vitest';
import { parseState } from '../game/parse';
import type { Snapshot } from '../game/types';
import type { GameState } from '../protocol';
import { CHESS_BOARD } from '../testing/fixtures';
import { setMuted } from '../sound/muteSwitch';
import type { AudioOut } from '../sound/sounds';
import { RoomVoice, turnedToViewer, viewerClockMs } from './roomVoice';

/** An audio context that records the pitch of every tone started. */
function fakeAudio(started: number[]): AudioOut {
  const param = { setValueAtTime: (f: number) => started.push(f), exponentialRampToValueAtTime: () => undefined };
  const node = { connect: () => undefined, start: () => undefined, stop: () => undefined };
  return {
    currentTime: 0,
    state: 'running',
    destination: {} as AudioDestinationNode,
    resume: () => Promise.resolve(),
    createOscillator: () => ({ ...node, type: 'sine', frequency: param }) as unknown as OscillatorNode,
    createGain: () =>
      ({
        ...node,
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      }) as unknown as GainNode,
  } as unknown as AudioOut;
}

function snap(state: Partial<GameState>): Snapshot {
  const full: GameState = {
    gameNo: 1,
    pieces: [],
    fen: '',
    toMove: 0,
    check: [],
    lastMove: null,
    moves: [],
    history: [],
    clock: null,
    outcome: null,
    drawOffer: null,
    claimable: [],
    ...state,
  };
  return {
    geometry: CHESS_BOARD,
    state: parseState(CHESS_BOARD, full),
    you: { seat: null },
    seats: [],
  } as unknown as Snapshot;
}

/** `s` as seen from `seat`, with two seats: White of the `white` kind, Black human. */
function seen(s: Snapshot, seat: number | null, white: 'human' | 'cpu' = 'human'): Snapshot {
  const info = (n: number, kind: string) => ({
    seat: n,
    kind,
    name: '',
    taken: true,
    connected: true,
    cpuPlaying: false,
  });
  return { ...s, you: { seat }, seats: [info(0, white), info(1, 'human')] } as unknown as Snapshot;
}

const start = snap({ pieces: [{ sq: 'g1', owner: 0, kind: 'N' }] });
const nf3 = snap({
  pieces: [{ sq: 'f3', owner: 0, kind: 'N' }],
  history: [{ u: 'g1f3', san: 'Nf3', seat: 0 }],
  lastMove: { from: 'g1', to: 'f3' },
  toMove: 1,
});
const back = snap({ pieces: [{ sq: 'g1', owner: 0, kind: 'N' }] });

beforeEach(() => localStorage.clear());

describe('turnedToViewer', () => {
  it("is true when another player's move makes it the viewer's turn, and only then", () => {
    expect(turnedToViewer(start.state, seen(nf3, 1))).toBe(true); // White moved: Black's turn
    expect(turnedToViewer(start.state, seen(nf3, 0))).toBe(false); // the viewer's own move
    expect(turnedToViewer(start.state, seen(nf3, null))).toBe(false); // a spectator
    expect(turnedToViewer(null, seen(nf3, 1))).toBe(false); // the first state
    expect(turnedToViewer(start.state, seen(nf3, 1, 'cpu'))).toBe(false); // the computer's reply
    expect(turnedToViewer(nf3.state, seen(back, 0))).toBe(false); // a takeback is no new turn
  });
});

describe('RoomVoice', () => {
  it('adds each announcement to the live region as a paragraph of its own, and sounds the move once allowed', () => {
    const pitches: number[] = [];
    const gestures = new EventTarget();
    const voice = new RoomVoice(() => fakeAudio(pitches), gestures);
    expect(voice.region.getAttribute('aria-live')).toBe('polite');
    voice.update(start, { seatCount: 2 });
    expect(voice.region.textContent).toBe('');
    voice.update(nf3, { seatCount: 2 });
    expect([...voice.region.children].map((p) => p.textContent)).toEqual(['White knight to f3.']);
    expect(pitches).toEqual([]); // no gesture yet: no sound
    gestures.dispatchEvent(new Event('keydown'));
    voice.update(back, { seatCount: 2 });
    voice.update(nf3, { seatCount: 2 });
    expect([...voice.region.children].map((p) => p.textContent)).toEqual([
      'White knight to f3.',
      'One move taken back.',
      'White knight to f3.',
    ]);
    expect(pitches.length).toBeGreaterThan(0);
    voice.destroy();
  });

  it("plays nothing while muted, and warns of low time on the viewer's clock", () => {
    const pitches: number[] = [];
    const gestures = new EventTarget();
    const voice = new RoomVoice(() => fakeAudio(pitches), gestures);
    gestures.dispatchEvent(new Event('pointerdown'));
    setMuted(true);
    voice.update(start, { seatCount: 2 });
    voice.update(nf3, { seatCount: 2 });
    voice.clock(12_000);
    voice.clock(9_000);
    expect(pitches).toEqual([]);
    setMuted(false);
    voice.clock(null);
    voice.clock(15_000);
    voice.clock(9_500);
    expect(pitches).toEqual([1200, 1200, 1200]);
    voice.destroy();
  });

  it("follows the viewer's own running clock: the game clock, else the per-move countdown", () => {
    const mine = (state: Partial<GameState>, seat: number | null = 0) =>
      ({ ...snap(state), you: { seat } }) as Snapshot;
    const clocks = { remainingMs: [12_000, 50_000], running: 0, incrementMs: 0 };
    expect(viewerClockMs(mine({ clocks }), 3_000)).toBe(9_000);
    expect(viewerClockMs(mine({ clocks: { ...clocks, running: 1 } }), 3_000)).toBeNull(); // the opponent's clock runs
    expect(viewerClockMs(mine({ clocks }, 1), 3_000)).toBeNull();
    expect(viewerClockMs(mine({ clocks }, null), 3_000)).toBeNull(); // a spectator
    expect(viewerClockMs(mine({ clock: { seat: 0, remainingMs: 30_000 } }), 1_000)).toBe(29_000);
    expect(
      viewerClockMs(
        mine({
          clock: { seat: 0, remainingMs: 30_000 },
          outcome: { termination: 'checkmate', winners: [1], reason: '' },
        }),
        0,
      ),
    ).toBeNull();
    expect(viewerClockMs(null, 0)).toBeNull();
  });
});
