// A room as this browser sees it: the last snapshot with every versioned event applied in order. It owns the
// connection, says hello with the seat secret and last version, takes a free seat when it has none, sends
// moves with ack ids, and asks again (hello with v) whenever it sees a gap in the versions.

import type { ClientMessage, GameState, LegalMove, ServerMessage, Snapshot } from '../protocol';
import { eventVersion } from '../protocol';
import { normalizeSnapshot, normalizeState } from '../squares';
import { Connection, type ConnectionOptions, type ConnectionStatus } from './connection';
import { loadSeat, saveSeat, type SeatRecord } from './seatStore';

export interface PendingMove {
  u: string;
  a: number;
  from: string;
  to: string;
}

export interface RoomView {
  snapshot: Snapshot | null;
  status: ConnectionStatus;
  /** performance.now() when the current state (and its clock) arrived. */
  stateAt: number;
  pending: PendingMove | null;
  /** The last error the server sent this socket, for a short notice. */
  error: { code: string; message: string } | null;
}

export interface RoomClientOptions {
  room: string;
  url: string;
  /** Take the first free human seat when this device has none (opening a shared link). */
  autoSit?: boolean;
  createSocket?: ConnectionOptions['createSocket'];
  backoffMs?: number[];
  now?: () => number;
}

type Listener = (view: RoomView, cause: ServerMessage | null) => void;

export class RoomClient {
  private readonly conn: Connection;
  private readonly listeners = new Set<Listener>();
  private seat: SeatRecord | null;
  private triedSit = false;
  private readonly now: () => number;
  view: RoomView;

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

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  close(): void {
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
    const a = this.seat.nextAck++;
    saveSeat(this.opts.room, this.seat);
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
    if (this.seat) d.secret = this.seat.secret;
    if (this.view.snapshot) d.v = this.view.snapshot.v;
    return { t: 'hello', d };
  }

  private resendPending(): void {
    const p = this.view.pending;
    if (p) this.conn.send({ t: 'move', d: { u: p.u, a: p.a } });
  }

  private receive(msg: ServerMessage): void {
    const v = eventVersion(msg);
    const snap = this.view.snapshot;
    if (v !== null) {
      if (!snap || v <= snap.v) return; // before any snapshot, or already seen
      if (v > snap.v + 1) {
        // A gap: ask for what we missed.
        this.conn.send(this.hello());
        return;
      }
    }
    switch (msg.t) {
      case 'snapshot': {
        const pending = this.view.pending;
        const next = normalizeSnapshot(msg.d);
        this.view = { ...this.view, snapshot: next, stateAt: this.now(), pending: stillPending(pending, next) };
        if (this.seat && msg.d.you.seat === null) {
          // The server did not accept our secret (another room database?): forget it.
          this.seat = null;
        }
        this.maybeSit();
        break;
      }
      case 'seated': {
        this.seat = { seat: msg.d.seat, secret: msg.d.secret, nextAck: this.seat?.nextAck ?? 1 };
        saveSeat(this.opts.room, this.seat);
        if (snap) this.view = { ...this.view, snapshot: { ...snap, you: { seat: msg.d.seat } } };
        break;
      }
      case 'ack':
        // The move itself arrives as the `move` event right after; the pending move ends there (stillPending).
        break;
      case 'error':
        this.view = {
          ...this.view,
          error: { code: msg.d.code, message: msg.d.message },
          pending: msg.d.a !== undefined && this.view.pending?.a === msg.d.a ? null : this.view.pending,
        };
        break;
      case 'move':
        if (snap) {
          const { u, san } = msg.d.move;
          const history = msg.d.state.history ?? [...snap.state.history, { u, san, seat: msg.d.seat }];
          this.setState(msg.d.v, { ...msg.d.state, history });
        }
        break;
      case 'end':
      case 'newGame':
        this.setState(msg.d.v, msg.d.state);
        break;
      case 'seats':
        if (snap) this.view = { ...this.view, snapshot: { ...snap, v: msg.d.v, seats: msg.d.seats } };
        break;
      case 'draw':
        if (snap)
          this.view = { ...this.view, snapshot: { ...snap, v: msg.d.v, state: { ...snap.state, drawOffer: msg.d.offeredBy } } };
        break;
      case 'pong':
        return;
    }
    this.emit(msg);
  }

  private setState(v: number, state: GameState): void {
    const snap = this.view.snapshot;
    if (!snap) return;
    const next = { ...snap, v, state: normalizeState(snap.geometry, state) };
    this.view = { ...this.view, snapshot: next, stateAt: this.now(), pending: stillPending(this.view.pending, next) };
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
