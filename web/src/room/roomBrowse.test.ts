// The room page's move list in a server room: a clicked move shows the position the server's engine gives for
// the game's start FEN and the moves up to it, while the live game goes on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomPage } from './room';
import { RoomClient } from '../net/roomClient';
import { saveSeat } from '../net/seatStore';
import { FakeSocket } from '../testing/fakeSocket';
import { piecesFromFen, rectGeometry, snapshot, startState } from '../testing/fixtures';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// FENs of 1.e4 and 1.e4 c5 (Wikipedia, "Forsyth-Edwards Notation"); 1.e4 c5 2.Nf3 likewise.
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
const AFTER_C5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2';
const AFTER_NF3 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';

describe('RoomPage move list', () => {
  let page: RoomPage | null = null;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    FakeSocket.all = [];
  });
  afterEach(() => {
    page?.destroy();
    vi.unstubAllGlobals();
  });

  it('shows an earlier position from /api/position, stays there as moves come, and goes back', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!url.startsWith('/api/position')) return new Response('{}', { status: 404 }); // the record, the games
        asked.push(url);
        return new Response(
          JSON.stringify({
            geometry: rectGeometry(8, 8),
            pieces: piecesFromFen(AFTER_E4),
            toMove: 1,
            check: [],
            fen: AFTER_E4,
            lastMove: { from: 'e2', to: 'e4' },
          }),
        );
      }),
    );
    saveSeat('abc123', { seat: 0, secret: 'sec', nextAck: 1 });
    const main = document.createElement('main');
    document.body.replaceChildren(main);
    const client = new RoomClient({
      room: 'abc123',
      url: 'ws://x/ws/abc123',
      autoSit: true,
      createSocket: (u) => new FakeSocket(u),
    });
    page = new RoomPage(main, 'abc123', client);
    const socket = FakeSocket.latest();
    socket.accept();
    const history = [
      { u: 'e2e4', san: 'e4', seat: 0 },
      { u: 'c7c5', san: 'c5', seat: 1 },
    ];
    socket.push({
      t: 'snapshot',
      d: snapshot({ state: startState({ fen: AFTER_C5, startFen: START, pieces: piecesFromFen(AFTER_C5), history }) }),
    });

    main.querySelector<HTMLButtonElement>('.move-list button[data-ply="1"]')!.click();
    await vi.waitFor(() => expect(main.querySelector('.room')?.classList.contains('viewing-past')).toBe(true));
    expect(asked[0]).toBe(`/api/position?game=chess&fen=${encodeURIComponent(START)}&moves=e2e4`);
    expect(main.querySelector('g.piece[data-sq="c7"]')).not.toBeNull(); // Black's c-pawn not yet moved

    // White's 2.Nf3 arrives: the list grows, the board stays on 1.e4.
    const moveState = {
      ...startState({ fen: AFTER_NF3, pieces: piecesFromFen(AFTER_NF3), toMove: 1 }),
      history: undefined,
    };
    socket.push({
      t: 'move',
      d: { v: 2, seat: 0, move: { u: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3' }, cpu: false, state: moveState },
    });
    expect(main.querySelectorAll('.move-list button.move')).toHaveLength(3);
    expect(main.querySelector('.move-list [aria-current="true"]')?.getAttribute('data-ply')).toBe('1');
    expect(main.querySelector('g.piece[data-sq="f3"]')).toBeNull();

    // The start FEN outlives the move event: the next ply is asked from it too.
    main.querySelector('.move-list')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe(
      `/api/position?game=chess&fen=${encodeURIComponent(START)}&moves=${encodeURIComponent('e2e4 c7c5')}`,
    );

    main.querySelector<HTMLButtonElement>('button[data-action="backToGame"]')!.click();
    await vi.waitFor(() => expect(main.querySelector('.room')?.classList.contains('viewing-past')).toBe(false));
    expect(main.querySelector('g.piece[data-sq="f3"]')).not.toBeNull();
    expect(main.querySelector('.move-list [aria-current="true"]')?.getAttribute('data-ply')).toBe('3');
  });
});
