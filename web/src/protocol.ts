// The data the server sends and accepts, as written in docs/protocol.md. The client knows no rule: everything
// game-specific (squares, pieces, legal moves, outcome) arrives here as data. These are the wire's types: what
// carries squares is parsed once where it arrives into the client's own types (game/parse.ts).

import type { MOVE_KIND } from './moveKind';

export type Seat = number;

/** A square as sent: its index into `Geometry.squares` (docs/protocol.md), or its name ("e4"). */
export type SquareRef = number | string;

export interface Zone {
  name: string;
  owner: Seat | null;
  squares: SquareRef[];
}

export interface Geometry {
  width: number;
  height: number;
  /** Index = rank * width + file; "" marks a removed square. */
  squares: string[];
  zones: Zone[];
}

export interface Piece {
  sq: SquareRef;
  /** null: a piece of nobody's (four-player chess's grey pieces of an eliminated player), drawn grey. */
  owner: Seat | null;
  kind: string;
  /** The squares of the pieces this piece copies now (Metamate's Meta), for a hover highlight. */
  copies?: SquareRef[];
}

/**
 * One decision a move carries besides its squares: what the piece on `sq` becomes. `option` is the piece kind it
 * becomes (as in `Piece.kind`: "Q", "M2.1"), `label` the option for people, `highlight` the squares to colour while
 * the option is considered (for a Meta: the pieces it would copy).
 */
export interface MoveChoice {
  sq: SquareRef;
  option: string;
  label: string;
  highlight?: SquareRef[];
}

/**
 * What a move is besides a piece going from `from` to `to` (capturing what stands there): one of MOVE_KIND
 * (moveKind.ts; "setup": nothing moves, `from` == `to` names the piece replaced, its choices say by what); absent
 * for a plain move. Other texts may come with later games.
 */
export type MoveKind = (typeof MOVE_KIND)[keyof typeof MOVE_KIND] | (string & {});

export interface LegalMove {
  u: string;
  from: SquareRef;
  to: SquareRef;
  san: string;
  kind?: MoveKind;
  /**
   * The decisions the move carries, in the order to ask for them. Moves with the same `from`, `to` and `kind`
   * differ in their choices.
   */
  choices?: MoveChoice[];
  /**
   * The move the rules name as the default among those with the same squares and kind (Metamachy's default chief
   * arrangement): a chooser offers it first. Absent for the others.
   */
  suggested?: boolean;
  /** On a played move (the `move` event): the piece it took off the board. */
  captured?: Piece;
}

export interface HistoryMove {
  u: string;
  san: string;
  seat: Seat;
  /** The move's kind as in `MoveView.kind` ("setup", "castling", ...); absent for a plain move. */
  kind?: string;
  /** The piece the move took off the board (where it stood, whose it was, its kind); absent when it took none. */
  captured?: Piece;
}

/**
 * A count that ends the game at its limit (Game::counters): `name` a stable code ("deadlock-clock": moves since
 * Martian Chess's clock was called or the last capture after it; "move-limit": moves played), `value` of `limit`.
 */
export interface Counter {
  name: string;
  value: number;
  limit: number;
}

export interface Outcome {
  termination: string;
  winners: Seat[];
  reason: string;
  /**
   * Where each seat finished, by seat: 1 = first, seats sharing a place have the same number ([2, 2, 2, 1]). The
   * engine's one ranking (docs/rules-decisions.md, Results); absent in games saved before it was sent.
   */
  places?: number[];
}

export interface GameState {
  gameNo: number;
  /** The position the game started from (a room's snapshot and new game; absent in a local game's state). */
  startFen?: string;
  pieces: Piece[];
  fen: string;
  toMove: Seat | null;
  check: SquareRef[];
  /** Each seat's points, by seat (0 in games without points; GameInfo.points says whether to show them). */
  points?: number[];
  /** Each seat's elimination, by seat (true once out: its turns are skipped). */
  eliminated?: boolean[];
  /** The counts running now that end the game at their limit; absent or [] for most games. */
  counters?: Counter[];
  lastMove: { from: SquareRef; to: SquareRef } | null;
  moves: LegalMove[];
  history: HistoryMove[];
  clock: { seat: Seat; remainingMs: number } | null;
  /** The game clock (base plus increment) of a room that has one; absent or null otherwise. */
  clocks?: GameClocks | null;
  outcome: Outcome | null;
  drawOffer: Seat | null;
  claimable: string[];
  /** The game may still be aborted: some seat has not moved yet (server rooms; absent in a local game). */
  mayAbort?: boolean;
  /** The offer of a new game after this one: who made it and who agreed so far; null or absent: none. */
  rematch?: Rematch | null;
}

/** A rematch offer (docs/protocol.md, the `rematch` event). */
export interface Rematch {
  offeredBy: Seat;
  agreed: Seat[];
}

/** Every seat's game clock as the server keeps it: the time left by seat (ms, as of the frame), the seat whose
 * clock runs (null while none does), and the increment each move adds. */
export interface GameClocks {
  remainingMs: number[];
  running: Seat | null;
  incrementMs: number;
}

/** The state a `move` event carries: everything but the history, which grows by the event's move. */
export type MoveState = Omit<GameState, 'history'> & { history?: HistoryMove[] };

export interface SeatInfo {
  seat: Seat;
  kind: 'human' | 'cpu';
  level: number | null;
  name: string;
  taken: boolean;
  connected: boolean;
  cpuPlaying: boolean;
  /** The server takes a draw offer from this seat as far as the other seats go (docs/protocol.md). */
  mayOfferDraw: boolean;
  /** Ranked: the seat's player has been away past the grace time, so the others may claim the game. */
  abandoned?: boolean;
}

export interface Settings {
  moveTime: number;
  /** The game clock: seconds for each seat's whole game (0 or absent: none; never with moveTime). */
  clockBase?: number;
  /** Seconds added to a seat's game clock after each of its moves. */
  clockIncrement?: number;
  /** Days for each move (1, 2, 3 or 7; 0 or absent: none; never with another clock). */
  daysPerMove?: number;
  showLegalMoves: boolean;
  moveLimit: number;
  rotateStart: boolean;
  graceSeconds: number;
  /** Every seat a signed-in player; each finished game changes their ratings. */
  ranked?: boolean;
  /** Listed in the lobby's games being played (rooms made from a seek are); private when absent. */
  public?: boolean;
  /** A ranked room made from a seek keeps its rating range: a player sits only with a rating within it. */
  ratingMin?: number | null;
  ratingMax?: number | null;
}

/** How a ranked game changed one seat's rating (docs/protocol.md, the `ratings` event). */
export interface RatingChange {
  seat: Seat;
  name: string;
  before: number;
  after: number;
  provisional: boolean;
  result: 1 | 0 | -1;
}

export interface Snapshot {
  v: number;
  room: string;
  game: string;
  geometry: Geometry;
  seats: SeatInfo[];
  settings: Settings;
  you: { seat: Seat | null };
  state: GameState;
  /** The current game's rating changes once it is rated (ranked rooms), else null or absent. */
  ratings?: RatingChange[] | null;
  /** Why the current ranked game was not rated ("shared-address", "shared-device"), else null or absent. */
  unrated?: string | null;
}

export interface GameInfo {
  name: string;
  title: string;
  seats: number[];
  players: string | number | null;
  duration: string | number | null;
  /** 1 (simple) .. 5 (deep) */
  complexity: string | number | null;
  /** Settings chosen before a game starts (sent as `options` when creating a room). */
  options?: GameOption[];
  /** The game is scored in points: the room shows each seat's points. */
  points?: boolean;
  /** The seats' names by seat ("South", "North"); empty or absent: the platform's colour names. */
  seatNames?: string[];
  /** What a game record is written in, also its file extension: "pgn", "pgn4". */
  recordFormat?: string;
  /** The piece kinds that copy their neighbours (Metamate's Metas): steps {file, rank} to the copied squares. */
  copyingKinds?: { kind: string; steps: [number, number][]; bothColours: boolean }[];
  /** The piece kind whose image stands for a seat (its king), or null for a plain disc. */
  seatKind?: string | null;
  /** A room may add its own move limit (settings.moveLimit); false for a game whose rules have one. */
  roomMoveLimit?: boolean;
}

/** One setting of a game: its values (`value` sent, `label` shown) and the default value. */
export interface GameOption {
  name: string;
  label: string;
  values: { value: string; label: string }[];
  default: string;
}

export interface PositionView {
  geometry: Geometry;
  pieces: Piece[];
  toMove: Seat | null;
  check: SquareRef[];
  fen?: string;
  /** The legal moves (empty once the game is over). */
  moves?: LegalMove[];
  /** The last of the moves asked for, or null. */
  lastMove?: { from: SquareRef; to: SquareRef } | null;
  outcome?: Outcome | null;
  /** Each seat's points and whether it is out of the game, by seat. */
  points?: number[];
  eliminated?: boolean[];
  counters?: Counter[];
}

export interface SeatRequest {
  kind: 'human' | 'cpu';
  level?: number;
}

export interface CreateRoomRequest {
  game: string;
  seats: SeatRequest[];
  creatorSeat?: number;
  settings?: Partial<Settings>;
  fen?: string;
  /** Game options by name, each one of the game's values (GameInfo.options). */
  options?: Record<string, string>;
  /** An imported game's moves, played from `fen` as the first game's first moves. */
  moves?: string[];
}

export interface CreateRoomReply {
  room: string;
  link: string;
  seat: Seat | null;
  secret: string | null;
}

/** Server → client frames. */
export type ServerMessage =
  | { t: 'snapshot'; d: Snapshot }
  /** `secret` is null for a socket seated as its signed-in player (the secret stays on the device that has it). */
  | { t: 'seated'; d: { seat: Seat; secret: string | null } }
  | { t: 'ack'; d: { a: number } }
  /** `state` comes without `history`: the client appends `move` to the history it has. */
  | { t: 'move'; d: { v: number; seat: Seat; move: LegalMove; cpu: boolean; state: MoveState } }
  | { t: 'seats'; d: { v: number; seats: SeatInfo[] } }
  | { t: 'draw'; d: { v: number; offeredBy: Seat | null } }
  | { t: 'end'; d: { v: number; state: GameState } }
  | { t: 'ratings'; d: { v: number; ratings: RatingChange[]; unrated: string | null } }
  | { t: 'rematch'; d: { v: number; offeredBy: Seat | null; agreed: Seat[] } }
  /** `seats`: every seat after the new game's rotation (not read here: the room keeps the seats it has). */
  | { t: 'newGame'; d: { v: number; state: GameState; seats?: SeatInfo[] } }
  | { t: 'clock'; d: { v: number; clock: GameState['clock']; clocks: GameClocks | null } }
  | { t: 'error'; d: { code: string; message: string; a?: number } }
  | { t: 'pong'; d: Record<string, never> };

/** Client → server frames. */
export type ClientMessage =
  | { t: 'hello'; d: { secret?: string; v?: number } }
  | { t: 'sit'; d: { seat?: number } }
  | { t: 'move'; d: { u: string; a: number } }
  | { t: 'resign'; d: Record<string, never> }
  | { t: 'drawOffer'; d: Record<string, never> }
  | { t: 'drawAccept'; d: Record<string, never> }
  | { t: 'drawDecline'; d: Record<string, never> }
  | { t: 'claimDraw'; d: { u?: string } }
  | { t: 'newGame'; d: Record<string, never> }
  | { t: 'newGameDecline'; d: Record<string, never> }
  | { t: 'abort'; d: Record<string, never> }
  | { t: 'claimWin'; d: { draw?: boolean } }
  | { t: 'ping'; d: Record<string, never> };

/** The field names of a frame's data; none for a frame without data (`Record<string, never>`). */
type FieldName<D> = string extends keyof D ? never : keyof D & string;
type FrameData<M extends { t: string; d: object }, T extends M['t']> = Extract<M, { t: T }>['d'];

/**
 * Returns `table` as it is, checked by tsc against the frames `M`: every frame named, each with exactly the fields
 * of its data (a name that is no field, or a field left out, is a type error).
 */
function frameFields<M extends { t: string; d: object }>() {
  return <const Table extends { [T in M['t']]: readonly FieldName<FrameData<M, T>>[] }>(
    table: Table & {
      [T in M['t']]: { [K in Exclude<FieldName<FrameData<M, T>>, Table[T][number]>]: `missing field ${K}` };
    },
  ): Table => table;
}

/**
 * Every frame's type and the fields of its data, in both directions: the tables of protocol/server_frames.h and
 * protocol/client_frames.h (protocol.test.ts compares them), and the types above (tsc checks them).
 */
export const SERVER_FRAME_FIELDS = frameFields<ServerMessage>()({
  snapshot: ['v', 'room', 'game', 'geometry', 'seats', 'settings', 'you', 'state', 'ratings', 'unrated'],
  seated: ['seat', 'secret'],
  ack: ['a'],
  move: ['v', 'seat', 'move', 'cpu', 'state'],
  seats: ['v', 'seats'],
  draw: ['v', 'offeredBy'],
  end: ['v', 'state'],
  ratings: ['v', 'ratings', 'unrated'],
  rematch: ['v', 'offeredBy', 'agreed'],
  newGame: ['v', 'state', 'seats'],
  clock: ['v', 'clock', 'clocks'],
  error: ['code', 'message', 'a'],
  pong: [],
});
export const CLIENT_FRAME_FIELDS = frameFields<ClientMessage>()({
  hello: ['secret', 'v'],
  sit: ['seat'],
  move: ['u', 'a'],
  resign: [],
  drawOffer: [],
  drawAccept: [],
  drawDecline: [],
  claimDraw: ['u'],
  newGame: [],
  newGameDecline: [],
  abort: [],
  claimWin: ['draw'],
  ping: [],
});

/** Room events carry a version; the others are replies to this socket. */
export function eventVersion(msg: ServerMessage): number | null {
  switch (msg.t) {
    case 'move':
    case 'seats':
    case 'draw':
    case 'end':
    case 'newGame':
    case 'ratings':
    case 'rematch':
    case 'clock':
      return msg.d.v;
    default:
      return null;
  }
}

/** Parses one frame; null for anything that is not `{t: string, d: object}`. */
export function parseServerMessage(text: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as { t?: unknown; d?: unknown };
  if (typeof o.t !== 'string') return null;
  const d = o.d === undefined ? {} : o.d;
  if (typeof d !== 'object' || d === null) return null;
  return { t: o.t, d } as ServerMessage;
}
