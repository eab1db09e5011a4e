import { beforeEach, describe, expect, it } from 'vitest';
import { MOVE_NOT_PLAYED, RoomClient } from './roomClient';
import { loadSeat, saveSeat } from './seatStore';
import { FakeSocket } from '../testing/fakeSocket';
import { clientMoves, snapshot, square, startState } from '../testing/fixtures';
import type { LegalMove as Move } from '../game/types';
import type { LegalMove, ServerMessage } from '../protocol';

function client(autoSit = false, ackWaitMs = 20) {
  const c = new RoomClient({
    room: 'abc123',
    url: 'ws://x/ws/abc123',
    autoSit,
    createSocket: (u) => new FakeSocket(u),
    backoffMs: [10],
    ackWaitMs,
  });
  const causes: (ServerMessage | null)[] = [];
  c.subscribe((_, cause) => causes.push(cause));
  const s = FakeSocket.latest();
  s.accept();
  return { c, s, causes };
}

/** The moves as sent (square names) and as the client plays them (squares). */
const E4: LegalMove = { u: 'e2e4', from: 'e2', to: 'e4', san: 'e4' };
const [e4, d4] = clientMoves([E4, { u: 'd2d4', from: 'd2', to: 'd4', san: 'd4' }]) as [Move, Move];

/** The `move` event for White's first move as the server sends it: its state has no history (docs/protocol.md). */
function afterE4(v: number, move: LegalMove = E4, cpu = false) {
  const { history: _sent, ...state } = startState({ toMove: 1, lastMove: { from: move.from, to: move.to }, moves: [] });
  return { t: 'move' as const, d: { v, seat: 0, move, cpu, state } };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client seated as White (next ack id 1) with the start position at version 4. */
function whiteAtV4(ackWaitMs = 20) {
  saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 1 });
  const r = client(false, ackWaitMs);
  r.s.push({ t: 'snapshot', d: snapshot({ v: 4 }) });
  return r;
}

describe('RoomClient', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.all = [];
  });

  it('says hello with the stored secret', () => {
    saveSeat('abc123', { seat: 1, secret: 'sec', nextAck: 5 });
    const { s } = client();
    expect(s.sent[0]).toEqual({ t: 'hello', d: { secret: 'sec' } });
  });

  it('takes a free seat when opening a shared link, and keeps the secret', () => {
    const { c, s } = client(true);
    expect(s.sent[0]).toEqual({ t: 'hello', d: {} });
    const snap = snapshot({ you: { seat: null } });
    snap.seats[1] = {
      seat: 1,
      kind: 'human',
      level: 0,
      name: '',
      taken: false,
      connected: false,
      cpuPlaying: false,
      mayOfferDraw: false,
    };
    s.push({ t: 'snapshot', d: snap });
    expect(s.sent[1]).toEqual({ t: 'sit', d: { seat: 1 } });
    s.push({ t: 'seated', d: { seat: 1, secret: 'new-secret' } });
    expect(c.mySeat).toBe(1);
    expect(loadSeat('abc123')).toEqual({ seat: 1, secret: 'new-secret', nextAck: 1 });
  });

  it('sits as its signed-in player without a secret: no secret kept, ack ids from a random start', async () => {
    const { c, s } = client();
    expect(s.sent[0]).toEqual({ t: 'hello', d: {} });
    s.push({ t: 'seated', d: { seat: 0, secret: null } });
    s.push({ t: 'snapshot', d: snapshot() });
    expect(c.mySeat).toBe(0);
    const stored = loadSeat('abc123');
    expect(stored?.secret).toBe('');
    expect(stored?.nextAck).toBeGreaterThanOrEqual(1);
    expect(Number.isSafeInteger(stored?.nextAck)).toBe(true);
    expect(c.play(e4)).toBe(true);
    expect(s.sent.at(-1)).toEqual({ t: 'move', d: { u: 'e2e4', a: stored?.nextAck } });
    s.drop();
    await wait(30);
    const s2 = FakeSocket.latest();
    s2.accept();
    // The reconnect says hello without a secret (the server seats the player again), then resends the move.
    expect(s2.sent).toEqual([
      { t: 'hello', d: { v: 1 } },
      { t: 'move', d: { u: 'e2e4', a: stored?.nextAck } },
    ]);
    c.close();
  });

  it('keeps the secret it has when it is seated again without one (a rotation)', () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 3 });
    const { s } = client();
    s.push({ t: 'snapshot', d: snapshot() });
    s.push({ t: 'seated', d: { seat: 1, secret: null } });
    expect(loadSeat('abc123')).toEqual({ seat: 1, secret: 'sec', nextAck: 3 });
  });

  it('sends a move with an ack id that survives reloads, and applies the move event', () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 41 });
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot() });
    expect(c.myMoves()).toHaveLength(20);
    expect(c.play(e4)).toBe(true);
    expect(s.sent.at(-1)).toEqual({ t: 'move', d: { u: 'e2e4', a: 41 } });
    expect(c.view.pending?.u).toBe('e2e4');
    expect(c.myMoves()).toEqual([]);
    expect(loadSeat('abc123')?.nextAck).toBe(42);
    s.push({ t: 'ack', d: { a: 41 } });
    s.push(afterE4(2));
    expect(c.view.pending).toBeNull();
    expect(c.view.snapshot?.v).toBe(2);
    expect(c.view.snapshot?.state.history).toEqual([{ u: 'e2e4', san: 'e4', seat: 0 }]);
  });

  it('keeps the kind of a move it appends to the history', () => {
    const { c, s } = whiteAtV4();
    const setup = { u: 'M3@a1', from: 'a1', to: 'a1', san: 'M3@a1', kind: 'setup' };
    s.push(afterE4(5, setup));
    expect(c.view.snapshot?.state.history).toEqual([{ u: 'M3@a1', san: 'M3@a1', seat: 0, kind: 'setup' }]);
  });

  it('keeps the captured piece of a move it appends, its square sent as an index or a name', () => {
    const { c, s } = whiteAtV4();
    const capture = { u: 'e2e4', from: 12, to: 28, san: 'e4', captured: { sq: 28, owner: 1, kind: 'P' } };
    s.push(afterE4(5, capture));
    const named = { u: 'e7e5', from: 'e7', to: 'e5', san: 'e5', captured: { sq: 'e5', owner: 0, kind: 'P' } };
    s.push({ ...afterE4(6, named), d: { ...afterE4(6, named).d, seat: 1 } });
    expect(c.view.snapshot?.state.history).toEqual([
      { u: 'e2e4', san: 'e4', seat: 0, captured: { sq: square('e4'), owner: 1, kind: 'P' } },
      { u: 'e7e5', san: 'e5', seat: 1, captured: { sq: square('e5'), owner: 0, kind: 'P' } },
    ]);
  });

  it('refuses to play a move that is not legal or not ours', () => {
    saveSeat('abc123', { seat: 1, secret: 'sec', nextAck: 1 });
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot({ you: { seat: 1 } }) });
    expect(c.play(e4)).toBe(false);
    expect(s.sent.filter((m) => m.t === 'move')).toHaveLength(0);
  });

  it('clears a refused move and shows the error', () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 1 });
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot() });
    c.play(e4);
    s.push({ t: 'error', d: { code: 'ERR_ILLEGAL_MOVE', message: 'no', a: 1 } });
    expect(c.view.pending).toBeNull();
    expect(c.view.error?.code).toBe('ERR_ILLEGAL_MOVE');
  });

  it('ignores events it has seen and asks again after a gap', () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 1 });
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot({ v: 5 }) });
    s.push(afterE4(5));
    expect(c.view.snapshot?.state.history).toHaveLength(0);
    s.push(afterE4(7));
    expect(c.view.snapshot?.v).toBe(5);
    expect(s.sent.at(-1)).toEqual({ t: 'hello', d: { secret: 'sec', v: 5 } });
    s.push(afterE4(6));
    expect(c.view.snapshot?.v).toBe(6);
  });

  it('applies seats, draw offers, end and new game events', () => {
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot({ v: 1, you: { seat: null } }) });
    const seats = snapshot().seats.map((x) => ({ ...x, connected: false }));
    s.push({ t: 'seats', d: { v: 2, seats } });
    expect(c.view.snapshot?.seats[0]?.connected).toBe(false);
    s.push({ t: 'draw', d: { v: 3, offeredBy: 1 } });
    expect(c.view.snapshot?.state.drawOffer).toBe(1);
    const ended = startState({
      toMove: null,
      moves: [],
      outcome: { termination: 'resignation', winners: [1], reason: 'White resigned' },
    });
    s.push({ t: 'end', d: { v: 4, state: ended } });
    expect(c.view.snapshot?.state.outcome?.winners).toEqual([1]);
    s.push({ t: 'newGame', d: { v: 5, state: startState({ gameNo: 2 }) } });
    expect(c.view.snapshot?.state.gameNo).toBe(2);
    expect(c.view.snapshot?.v).toBe(5);
  });

  it('applies a clock event: the clocks started outside a move, counted from when it came', async () => {
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot({ v: 1, you: { seat: null } }) });
    const before = c.view.stateAt;
    await wait(5);
    const clocks = { remainingMs: [180000, 180000], running: 0, incrementMs: 2000 };
    s.push({ t: 'clock', d: { v: 2, clock: null, clocks } });
    expect(c.view.snapshot?.state.clocks).toEqual(clocks);
    expect(c.view.snapshot?.v).toBe(2);
    expect(c.view.stateAt).toBeGreaterThan(before);
    s.push({ t: 'clock', d: { v: 4, clock: { seat: 1, remainingMs: 30000 }, clocks: null } }); // a gap: asks again
    expect(c.view.snapshot?.state.clocks).toEqual(clocks);
    expect(s.sent.at(-1)?.t).toBe('hello');
  });

  it('resends a move that was on its way when the connection dropped', async () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 9 });
    const { c, s } = client();
    s.push({ t: 'snapshot', d: snapshot({ v: 3 }) });
    c.play(e4);
    s.drop();
    expect(c.view.status).toBe('lost');
    await new Promise((r) => setTimeout(r, 30));
    const s2 = FakeSocket.latest();
    expect(s2).not.toBe(s);
    s2.accept();
    expect(s2.sent).toEqual([
      { t: 'hello', d: { secret: 'sec', v: 3 } },
      { t: 'move', d: { u: 'e2e4', a: 9 } },
    ]);
    c.close();
  });
  it('gives two tabs of one seat different ack ids, taken from storage at play time', () => {
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 7 });
    const one = client();
    const two = client();
    for (const t of [one, two]) t.s.push({ t: 'snapshot', d: snapshot() });
    // Both tabs loaded nextAck 7; the first takes 7, the second must not reuse it.
    expect(one.c.play(e4)).toBe(true);
    expect(two.c.play(d4)).toBe(true);
    expect(one.s.sent.at(-1)).toEqual({ t: 'move', d: { u: 'e2e4', a: 7 } });
    expect(two.s.sent.at(-1)).toEqual({ t: 'move', d: { u: 'd2d4', a: 8 } });
    expect(loadSeat('abc123')?.nextAck).toBe(9);
    // And the first tab's next id is past the second's too.
    one.s.push({ t: 'error', d: { code: 'ERR_NOT_YOUR_TURN', message: 'no', a: 7 } });
    expect(one.c.play(e4)).toBe(true);
    expect(one.s.sent.at(-1)).toEqual({ t: 'move', d: { u: 'e2e4', a: 9 } });
  });

  it('gives up an acknowledged move whose move event never comes, and asks again', async () => {
    const { c, s } = whiteAtV4();
    c.play(d4);
    // The server took a=1 for a retry of a move it already has: an ack and no event.
    s.push({ t: 'ack', d: { a: 1 } });
    expect(c.view.pending?.acked).toBe(true);
    await wait(40);
    expect(c.view.pending).toBeNull();
    expect(c.view.error).toEqual(MOVE_NOT_PLAYED);
    expect(s.sent.at(-1)).toEqual({ t: 'hello', d: { secret: 'sec', v: 4 } });
    expect(c.myMoves()).toHaveLength(20);
  });

  it('gives up an acknowledged move when the next event is not that move', () => {
    const { c, s } = whiteAtV4(60000);
    c.play(d4);
    s.push({ t: 'ack', d: { a: 1 } });
    s.push({ t: 'draw', d: { v: 5, offeredBy: 1 } });
    expect(c.view.pending).toBeNull();
    expect(c.view.error?.code).toBe(MOVE_NOT_PLAYED.code);
    expect(s.sent.at(-1)).toEqual({ t: 'hello', d: { secret: 'sec', v: 5 } });
    expect(c.view.snapshot?.state.drawOffer).toBe(1);
  });

  it('ends an acknowledged move with its own move event and asks nothing more', async () => {
    const { c, s } = whiteAtV4();
    c.play(e4);
    s.push({ t: 'ack', d: { a: 1 } });
    s.push(afterE4(5));
    await wait(40);
    expect(c.view.pending).toBeNull();
    expect(c.view.error).toBeNull();
    expect(s.sent.filter((m) => m.t === 'hello')).toHaveLength(1);
  });

  it('drops a move on its way when another tab of the seat moved first', () => {
    const { c, s } = whiteAtV4();
    c.play(d4);
    s.push(afterE4(5));
    expect(c.view.pending).toBeNull();
    expect(c.view.snapshot?.state.history).toEqual([{ u: 'e2e4', san: 'e4', seat: 0 }]);
  });
});
