// A game against the computer in this browser shaped as the room the page renders (protocol Snapshot), from the
// engine module's replies (docs/engine-api.md: the state is a room's GameState without gameNo, clock and
// drawOffer, which only a room has).

import { parseState } from '../game/parse';
import type { Geometry, Snapshot } from '../game/types';
import type { GameState, Geometry as WireGeometry, SeatInfo, Settings } from '../protocol';

/** A position as the module sends it. */
export type EngineState = Omit<GameState, 'gameNo' | 'clock' | 'drawOffer'>;

/** The reply to `new`. */
export interface NewReply {
  id: number;
  game: string;
  startFen: string;
  geometry: WireGeometry;
  state: EngineState;
}

/** No move timer, legal moves shown: the computer waits as long as the player likes. */
export const LOCAL_SETTINGS: Settings = {
  moveTime: 0,
  showLegalMoves: true,
  moveLimit: 0,
  rotateStart: false,
  graceSeconds: 0,
};

/**
 * The seats: the player at `me`, the computer at `level` everywhere else. The player's seat has no name: the seat
 * card calls it a player and marks it as the viewer's ("You"), as in a room. No seat may offer a draw: the
 * computer plays every other seat, as a server's room with CPU seats says (ERR_DRAW_CPU).
 */
export function localSeats(count: number, me: number, level: number): SeatInfo[] {
  return Array.from({ length: count }, (_, seat): SeatInfo =>
    seat === me
      ? {
          seat,
          kind: 'human',
          level: null,
          name: '',
          taken: true,
          connected: true,
          cpuPlaying: false,
          mayOfferDraw: false,
        }
      : { seat, kind: 'cpu', level, name: '', taken: true, connected: true, cpuPlaying: false, mayOfferDraw: false },
  );
}

/** The seats a position has (each has an entry in `eliminated`); two when the module names none. */
export function seatCountOf(state: EngineState): number {
  return state.eliminated?.length || 2;
}

export interface LocalRoom {
  /** The version of this view (the page's data-v), one more for every state. */
  v: number;
  game: string;
  geometry: Geometry;
  seats: SeatInfo[];
  me: number;
  gameNo: number;
}

export function localSnapshot(room: LocalRoom, state: EngineState): Snapshot {
  const full: GameState = { ...state, gameNo: room.gameNo, clock: null, drawOffer: null };
  return {
    v: room.v,
    room: `local-${room.game}`,
    game: room.game,
    geometry: room.geometry,
    seats: room.seats,
    settings: LOCAL_SETTINGS,
    you: { seat: room.me },
    state: parseState(room.geometry, full),
  };
}
