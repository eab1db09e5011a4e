// A room as this browser sees it: the last snapshot with every versioned event applied in order. It owns the
// connection, says hello with the seat secret (if this device has one: a signed-in player's seat needs none) and
// the last version, takes a free seat when it has none, sends moves with ack ids, and asks again (hello with v)
// whenever it sees a gap in the versions. A move on its way never outlives the state it was played in: it ends
// with its `move` event, an error, a state in which it is no longer ours to play, or an ack that no `move` event
// of ours follows (then the client asks again).

import { parseHistoryMove, parseSnapshot, parseState } from '../game/parse';
import type { GameState, LegalMove, Snapshot } from '../game/types';
import type { ClientMessage, HistoryMove, ServerMessage } from '../protocol';
import { eventVersion } from '../protocol';
import type { PendingMove, RoomListener, RoomSource, RoomView } from '../roomSource';
import { Connection, type ConnectionOptions } from './connection';
import { firstAckId, loadSeat, saveSeat, takeAckId, type SeatRecord } from './seatStore';

export type { PendingMove, RoomView } from '../roomSource';

/** The notice when a move on its way was not played because the game moved on (another tab of this seat). */
export const MOVE_NOT_PLAYED = {
  code: 'ERR_MOVE_NOT_PLAYED',
  message: 'Your move was not played: the game moved on (perhaps in another tab). The board shows the position now.',
};

export interface RoomClientOptions {
  room: string;
  url: string;
  /** Take the first free human seat when this device has none (opening a shared link). */
  autoSit?: boolean;
  createSocket?: ConnectionOptions['createSocket'];
  backoffMs?: number[];
  now?: () => number;
  /** How long an acknowledged move may wait for its `move` event before the client gives it up and asks again. */
  ackWaitMs?: number;
}

export class RoomClient implements RoomSource {
  private readonly conn: Connection;
  private readonly listeners = new Set<RoomListener>();
  private seat: SeatRecord | null;
  private triedSit = false;
  private ackTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;
  view: RoomView;
  /** A room on the server has none of a local game's extras. */
  readonly local = null;

  constructor(private readonly opts: RoomClientOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.seat = loadSeat(opts.room);
    this.view = { snapshot: null, status: 'connecting', stateAt: this.now(), pending: null, error: null };
    const connOpts: ConnectionOptions = {
      url: opts.url,
      hello: () => this.hello(),
      onMessage: (m) => this.receive(m),
      onStatus: (s) => {
        this.view = { ...this.view, status: s };
        this.emit(null);
      },
      onReconnect: () => this.resendPending(),
    };
    if (opts.createSocket) connOpts.createSocket = opts.createSocket;
    if (opts.backoffMs) connOpts.backoffMs = opts.backoffMs;
    this.conn = new Connection(connOpts);
  }

  subscribe(fn: RoomListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  close(): void {
    this.clearAckTimer();
    this.conn.close();
    this.listeners.clear();
  }

  get mySeat(): number | null {
    return this.view.snapshot?.you.seat ?? null;
  }

  /** The legal moves this viewer may play now (none while a move is on its way or the game is over). */
  myMoves(): LegalMove[] {
    const s = this.view.snapshot;
    if (!s || this.view.pending || s.state.outcome) return [];
    const me = s.you.seat;
    if (me === null || s.state.toMove !== me) return [];
    if (s.seats.find((x) => x.seat === me)?.cpuPlaying) return [];
    return s.state.moves;
  }

  /** Sends one of the legal move texts; the state changes when the server's `move` event arrives. */
  play(move: LegalMove): boolean {
    if (!this.seat || !this.myMoves().some((m) => m.u === move.u)) return false;
    const a = takeAckId(this.opts.room, this.seat);
    this.view = { ...this.view, pending: { u: move.u, a, from: move.from, to: move.to }, error: null };
    this.conn.send({ t: 'move', d: { u: move.u, a } });
    this.emit(null);
    return true;
  }

  resign(): void {
    this.send({ t: 'resign', d: {} });
  }
  offerDraw(): void {
    this.send({ t: 'drawOffer', d: {} });
  }
  acceptDraw(): void {
    this.send({ t: 'drawAccept', d: {} });
  }
  declineDraw(): void {
    this.send({ t: 'drawDecline', d: {} });
  }
  claimDraw(): void {
    this.send({ t: 'claimDraw', d: {} });
  }
  newGame(): void {
    this.send({ t: 'newGame', d: {} });
  }
  declineNewGame(): void {
    this.send({ t: 'newGameDecline', d: {} });
  }
  abort(): void {
    this.send({ t: 'abort', d: {} });
  }
  claimWin(draw: boolean): void {
    this.send({ t: 'claimWin', d: { draw } });
  }
  /** Says hello again with the seat secret: ends a CPU takeover of this seat. */
  reclaim(): void {
    this.conn.send(this.hello());
  }

  private send(msg: ClientMessage): void {
    this.view = { ...this.view, error: null };
    this.conn.send(msg);
  }

  private hello(): ClientMessage {
    const d: { secret?: string; v?: number } = {};
    if (this.seat?.secret) d.secret = this.seat.secret;
    if (this.view.snapshot) d.v = this.view.snapshot.v;
    return { t: 'hello', d };
  }

  /** After a reconnect: the move goes again with its id; its ack (or its replayed event) is awaited afresh. */
  private resendPending(): void {
    const p = this.view.pending;
    if (!p) return;
    this.clearAckTimer();
    this.view = { ...this.view, pending: { ...p, acked: false } };
    this.conn.send({ t: 'move', d: { u: p.u, a: p.a } });
  }

  private receive(msg: ServerMessage): void {
    const v = eventVersion(msg);
    const snap = this.view.snapshot;
    let notPlayed = false;
    if (v !== null) {
      if (!snap || v <= snap.v) return; // before any snapshot, or already seen
      if (v > snap.v + 1) {
        // A gap: ask for what we missed.
        this.conn.send(this.hello());
        return;
      }
      // The event right after our ack is our move; anything else means the ack was for a retry (the id was
      // used by another tab of this seat) and our move was not played.
      const p = this.view.pending;
      notPlayed = !!p?.acked && !(msg.t === 'move' && msg.d.seat === snap.you.seat && msg.d.move.u === p.u);
    }
    switch (msg.t) {
      case 'snapshot': {
        const pending = this.view.pending;
        const next = parseSnapshot(msg.d);
        this.view = { ...this.view, snapshot: next, stateAt: this.now(), pending: stillPending(pending, next) };
        if (this.seat && msg.d.you.seat === null) {
          // The server did not accept our secret (another room database?): forget it.
          this.seat = null;
        }
        this.maybeSit();
        break;
      }
      case 'seated': {
        // Without a secret the socket sits as its signed-in player: a secret this device has stays its own.
        const stored = loadSeat(this.opts.room);
        const secret = msg.d.secret ?? this.seat?.secret ?? stored?.secret ?? '';
        const known = Math.max(this.seat?.nextAck ?? 0, stored?.nextAck ?? 0);
        const nextAck = known > 0 ? known : msg.d.secret === null ? firstAckId() : 1;
        this.seat = { seat: msg.d.seat, secret, nextAck };
        saveSeat(this.opts.room, this.seat);
        if (snap) this.view = { ...this.view, snapshot: { ...snap, you: { seat: msg.d.seat } } };
        break;
      }
      case 'ack': {
        // The move itself arrives as the `move` event right after; the pending move ends there. A retried id
        // is only acknowledged, with no event after it: the wait below then gives the move up.
        const p = this.view.pending;
        if (p && p.a === msg.d.a && !p.acked) {
          this.view = { ...this.view, pending: { ...p, acked: true } };
          this.clearAckTimer();
          this.ackTimer = setTimeout(() => {
            this.ackTimer = null;
            if (this.view.pending?.a !== p.a || this.view.status !== 'open') return;
            this.abandonPending();
            this.emit(null);
          }, this.opts.ackWaitMs ?? 2000);
        }
        break;
      }
      case 'error':
        this.view = {
          ...this.view,
          error: { code: msg.d.code, message: msg.d.message },
          pending: msg.d.a !== undefined && this.view.pending?.a === msg.d.a ? null : this.view.pending,
        };
        break;
      case 'move':
        if (snap) {
          const g = snap.geometry;
          const { u, san, kind, captured } = msg.d.move;
          const played: HistoryMove = { u, san, seat: msg.d.seat };
          if (kind) played.kind = kind;
          if (captured) played.captured = captured;
          if (this.view.pending?.u === u && msg.d.seat === snap.you.seat) this.view = { ...this.view, pending: null };
          // A move's state comes without the history and the start FEN: both carry on from the snapshot.
          const sent = msg.d.state.history;
          const state = parseState(g, { ...msg.d.state, history: sent ?? [] });
          const history = sent ? state.history : [...snap.state.history, parseHistoryMove(g, played)];
          const startFen = msg.d.state.startFen ?? snap.state.startFen;
          this.setState(msg.d.v, { ...state, history, ...(startFen === undefined ? {} : { startFen }) });
        }
        break;
      case 'end':
        if (snap) this.setState(msg.d.v, parseState(snap.geometry, msg.d.state));
        break;
      case 'newGame':
        if (snap) this.setState(msg.d.v, parseState(snap.geometry, msg.d.state));
        if (this.view.snapshot)
          this.view = { ...this.view, snapshot: { ...this.view.snapshot, ratings: null, unrated: null } };
        break;
      case 'clock':
        // A clock started or stopped outside a move (the last seat taken, a pause): fresh times from now on.
        if (snap) {
          const state = { ...snap.state, clock: msg.d.clock, clocks: msg.d.clocks };
          this.view = { ...this.view, snapshot: { ...snap, v: msg.d.v, state }, stateAt: this.now() };
        }
        break;
      case 'ratings':
        if (snap)
          this.view = {
            ...this.view,
            snapshot: { ...snap, v: msg.d.v, ratings: msg.d.ratings, unrated: msg.d.unrated },
          };
        break;
      case 'rematch':
        if (snap) {
          const rematch = msg.d.offeredBy === null ? null : { offeredBy: msg.d.offeredBy, agreed: msg.d.agreed };
          this.view = { ...this.view, snapshot: { ...snap, v: msg.d.v, state: { ...snap.state, rematch } } };
        }
        break;
      case 'seats':
        if (snap) this.view = { ...this.view, snapshot: { ...snap, v: msg.d.v, seats: msg.d.seats } };
        break;
      case 'draw':
        if (snap)
          this.view = {
            ...this.view,
            snapshot: { ...snap, v: msg.d.v, state: { ...snap.state, drawOffer: msg.d.offeredBy } },
          };
        break;
      case 'pong':
        return;
    }
    if (notPlayed) this.abandonPending();
    if (!this.view.pending) this.clearAckTimer();
    this.emit(msg);
  }

  private setState(v: number, state: GameState): void {
    const snap = this.view.snapshot;
    if (!snap) return;
    const next = { ...snap, v, state };
    this.view = { ...this.view, snapshot: next, stateAt: this.now(), pending: stillPending(this.view.pending, next) };
  }

  /** Gives up the move on its way (the server did not play it) and asks for anything this view missed. */
  private abandonPending(): void {
    this.clearAckTimer();
    this.view = { ...this.view, pending: null, error: MOVE_NOT_PLAYED };
    this.conn.send(this.hello());
  }

  private clearAckTimer(): void {
    if (this.ackTimer !== null) clearTimeout(this.ackTimer);
    this.ackTimer = null;
  }

  private maybeSit(): void {
    const s = this.view.snapshot;
    if (!s || this.triedSit || !this.opts.autoSit || s.you.seat !== null) return;
    const free = s.seats.find((x) => x.kind === 'human' && !x.taken);
    if (!free) return;
    this.triedSit = true;
    this.conn.send({ t: 'sit', d: { seat: free.seat } });
  }

  private emit(cause: ServerMessage | null): void {
    for (const fn of this.listeners) fn(this.view, cause);
  }
}

/** A move on its way stays pending only while it is still ours to play. */
function stillPending(p: PendingMove | null, s: Snapshot): PendingMove | null {
  if (!p) return null;
  if (s.state.toMove !== s.you.seat || !s.state.moves.some((m) => m.u === p.u)) return null;
  return p;
}
