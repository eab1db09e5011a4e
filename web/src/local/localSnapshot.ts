// A game against the computer in this browser shaped as the room the page renders (protocol Snapshot), from the
// engine module's replies (docs/engine-api.md: the state is a room's GameState without gameNo, clock and
// drawOffer, which only a room has). Only `new` and `state` send the history; the replies that change the game
// send the move played or the number of moves undone, and the history kept here grows or shrinks by those.

import { parseState } from '../game/parse';
import type { Geometry, HistoryMove, Snapshot } from '../game/types';
import type * as wire from '../protocol';
import type { Seat, SeatInfo, Settings } from '../protocol';

/** A position as the module sends it: with its history in the replies to `new` and `state` only. */
export type EngineState = Omit<wire.GameState, 'gameNo' | 'clock' | 'drawOffer' | 'history'> & {
  history?: wire.HistoryMove[];
};

/** A reply that changes the game (`play`, `undo`, `resign`, `claim`): its state, and what became of the history. */
export interface ChangeReply {
  state: EngineState;
  /** The move played (the history's next) and its seat. */
  move?: wire.LegalMove;
  seat?: Seat;
  /** How many of the history's last moves were taken back. */
  undone?: number;
}

/** How a reply changes the history: the first `keep` moves stay, `added` (as the module sent them) follow. */
export interface HistoryChange {
  keep: number;
  added: wire.HistoryMove[];
}

/** What `reply` does to a history of `length` moves: all of it anew, one move more, or the last ones gone. */
export function historyChange(length: number, reply: ChangeReply): HistoryChange {
  if (reply.state.history) return { keep: 0, added: reply.state.history };
  if (reply.undone) return { keep: Math.max(0, length - reply.undone), added: [] };
  if (!reply.move || reply.seat === undefined) return { keep: length, added: [] };
  const { u, san, kind, captured } = reply.move;
  const played: wire.HistoryMove = { u, san, seat: reply.seat };
  if (kind) played.kind = kind;
  if (captured) played.captured = captured;
  return { keep: length, added: [played] };
}

/** The reply to `new`. */
export interface NewReply {
  id: number;
  game: string;
  startFen: string;
  geometry: wire.Geometry;
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

/**
 * The room's snapshot from the module's `state` and the history: `kept` (as a snapshot holds it) then `added` (as the
 * module sent it). Only what arrived is read: the moves kept are not read again.
 */
export function localSnapshot(
  room: LocalRoom,
  state: EngineState,
  kept: HistoryMove[],
  added: wire.HistoryMove[],
): Snapshot {
  const arrived = parseState(room.geometry, {
    ...state,
    history: added,
    gameNo: room.gameNo,
    clock: null,
    drawOffer: null,
  });
  return {
    v: room.v,
    room: `local-${room.game}`,
    game: room.game,
    geometry: room.geometry,
    seats: room.seats,
    settings: LOCAL_SETTINGS,
    you: { seat: room.me },
    state: { ...arrived, history: added.length === 0 ? kept : [...kept, ...arrived.history] },
  };
}
