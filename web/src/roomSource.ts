// What the room page renders and drives: a room on the server (net/roomClient.ts) or a game against the computer
// in this browser (local/localGame.ts). The page sees the room as a Snapshot and sends the platform's actions;
// where the room lives is the source's business.

import type { Engine } from './engine/engineClient';
import type { ConnectionStatus } from './net/connection';
import type { GameState, LegalMove, Snapshot, SquarePair } from './game/types';
import type { Seat, ServerMessage } from './protocol';

export interface PendingMove extends SquarePair {
  u: string;
  a: number;
  /** The server acknowledged the ack id; its `move` event comes right after, else the move was not played. */
  acked?: boolean;
}

export interface RoomView {
  snapshot: Snapshot | null;
  status: ConnectionStatus;
  /** performance.now() when the current state (and its clock) arrived. */
  stateAt: number;
  pending: PendingMove | null;
  /**
   * The last error (the server's, or the local engine's), for a short notice; `why` the cause in the engine's words
   * where the notice names it (errors catalogue, key CODE.why).
   */
  error: { code: string; message: string; why?: string } | null;
  /** A local game: the seat the computer is finding a move for now, else null (absent for a server room). */
  thinking?: Seat | null;
  /** A local game: the engine's suggestion for the player's move, drawn as an arrow until the next move. */
  hint?: (SquarePair & { san: string }) | null;
  /** A local game: a hint is being searched. */
  hinting?: boolean;
}

export type RoomListener = (view: RoomView, cause: ServerMessage | null) => void;

/** What only a game against the computer in this browser offers. */
export interface LocalActions {
  /** The computer's level (1..8), for the page's heading. */
  readonly level: number;
  /** Whether something of the player's (a move, a resignation, a claim) can be taken back now. */
  canTakeBack(): boolean;
  /** Takes back the player's last move (or resignation or claim) and everything after it. */
  takeBack(): void;
  /** Whether a hint can be asked for now (the player's turn, nothing on its way). */
  canHint(): boolean;
  /** Asks the engine for the best move; it arrives as `view.hint`. */
  hint(): void;
  /** The engine and this game in it (its id and start position), for the analysis and the record; null before the start. */
  review(): LocalReview | null;
  /** The position after the first `ply` moves of the current game, for showing a past move. */
  positionAt(ply: number): Promise<GameState>;
}

export interface LocalReview {
  engine: Engine;
  id: number;
  startFen: string;
}

export interface RoomSource {
  readonly view: RoomView;
  /** The viewer's seat, or null for a spectator (or before the room is known). */
  readonly mySeat: Seat | null;
  /** Present for a game against the computer in this browser, null for a room on the server. */
  readonly local: LocalActions | null;
  subscribe(fn: RoomListener): () => void;
  close(): void;
  /** The legal moves this viewer may play now (none while a move is on its way or the game is over). */
  myMoves(): LegalMove[];
  /** Plays one of `myMoves()`; false when it is not one of them. */
  play(move: LegalMove): boolean;
  resign(): void;
  offerDraw(): void;
  acceptDraw(): void;
  declineDraw(): void;
  claimDraw(): void;
  /** Offers a new game, or agrees to the one offered (server rooms: it starts when every player agrees). */
  newGame(): void;
  /** Declines the offer of a new game, or withdraws one's own. */
  declineNewGame(): void;
  /** Ends the game with no result while some seat has not moved (server rooms). */
  abort(): void;
  /** Claims the win, or a draw, against players away past the grace time (ranked rooms). */
  claimWin(draw: boolean): void;
  /** Ends a CPU takeover of the viewer's seat (server rooms). */
  reclaim(): void;
}
