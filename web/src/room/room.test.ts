import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoomPage } from './room';
import { RoomClient } from '../net/roomClient';
import { saveSeat } from '../net/seatStore';
import { FakeSocket } from '../testing/fakeSocket';
import { piecesFromFen, snapshot, startState } from '../testing/fixtures';
import type { Snapshot } from '../protocol';
import { evolutionD4E5, setupE2, setupH1 } from '../testing/metamateMoves';
import { chiefArrangements } from '../testing/metamachyMoves';
import { learnMetamateKinds } from '../testing/copyingKinds';
import { martianGeometry, rectGeometry } from '../testing/fixtures';

function open(snap: Snapshot, seat: number | null = 0) {
  if (seat !== null) saveSeat('abc123', { seat, secret: 'sec', nextAck: 1 });
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const client = new RoomClient({
    room: 'abc123',
    url: 'ws://x/ws/abc123',
    autoSit: true,
    createSocket: (u) => new FakeSocket(u),
  });
  const page = new RoomPage(main, 'abc123', client);
  const socket = FakeSocket.latest();
  socket.accept();
  socket.push({ t: 'snapshot', d: snap });
  return { main, page, socket, client };
}

function click(main: HTMLElement, sq: string) {
  main
    .querySelector(`rect.sq[data-sq="${sq}"]`)
    ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
}

const promotionFen = '8/1P6/8/8/8/8/k7/4K3 w - - 0 1';

/** White to move with a pawn on b7: four moves b7-b8, one per promotion piece. */
function promotionState() {
  const moves = ['q', 'r', 'b', 'n'].map((p) => ({
    u: `b7b8${p}`,
    from: 'b7',
    to: 'b8',
    san: `b8=${p.toUpperCase()}`,
  }));
  return startState({ fen: promotionFen, pieces: piecesFromFen(promotionFen), moves });
}

describe('RoomPage', () => {
  let cleanup: (() => void) | null = null;
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.all = [];
  });
  afterEach(() => cleanup?.());

  it('shows seats, the turn and plays a clicked move with an ack id', () => {
    const { main, page, socket } = open(snapshot());
    cleanup = () => page.destroy();
    expect(main.querySelectorAll('rect.sq')).toHaveLength(64);
    expect(main.querySelector('.turn-status')?.textContent).toBe('Your move');
    expect(main.querySelector('.seat-card[data-seat="0"] .badge.you')).not.toBeNull();
    expect(main.querySelector('.seat-card[data-seat="1"]')?.textContent).toContain('Computer');
    click(main, 'e2');
    click(main, 'e4');
    expect(socket.sent.at(-1)).toEqual({ t: 'move', d: { u: 'e2e4', a: 1 } });
    // Shown at once while on its way.
    expect(main.querySelector('g.piece[data-sq="e4"]')).not.toBeNull();
    expect(main.querySelector('.turn-status')?.textContent).toBe('Sending your move…');
  });

  it('asks which promotion and sends the chosen move', async () => {
    const { main, page, socket } = open(snapshot({ state: promotionState() }));
    cleanup = () => page.destroy();
    click(main, 'b7');
    click(main, 'b8');
    const buttons = [...main.querySelectorAll<HTMLButtonElement>('[role="dialog"] button.choice')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Queen', 'Rook', 'Bishop', 'Knight']);
    expect(buttons.map((b) => b.querySelector('g.piece')?.getAttribute('data-owner'))).toEqual(['0', '0', '0', '0']);
    buttons[3]?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ t: 'move', d: { u: 'b7b8n', a: 1 } });
  });

  it('turns the board for Black and shows nothing to move for a spectator', () => {
    const { main, page } = open(snapshot({ you: { seat: null } }), null);
    cleanup = () => page.destroy();
    expect(main.querySelector('svg.board')?.classList.contains('movable')).toBe(false);
    expect(main.querySelector('.turn-status')?.textContent).toContain('You are watching');
    page.destroy();
    const second = open(snapshot({ you: { seat: 1 }, state: startState({ toMove: 1, moves: [] }) }), 1);
    cleanup = () => second.page.destroy();
    expect(second.main.querySelector('svg.board')?.getAttribute('data-turns')).toBe('2');
  });

  it('offers draw answers, a claim, and shows the end of the game', () => {
    const { main, page, socket } = open(
      snapshot({ v: 3, state: startState({ drawOffer: 1, claimable: ['threefold-repetition'] }) }),
    );
    cleanup = () => page.destroy();
    expect(main.querySelector('.draw-note')?.textContent).toBe('Black offers a draw.');
    const action = (a: string) => main.querySelector<HTMLButtonElement>(`[data-action="${a}"]`);
    expect(action('drawAccept')).not.toBeNull();
    expect(action('claimDraw')?.textContent).toContain('threefold repetition');
    action('claimDraw')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'claimDraw', d: {} });
    action('resign')?.click();
    action('resignConfirm')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'resign', d: {} });
    socket.push({
      t: 'end',
      d: {
        v: 4,
        state: startState({
          toMove: null,
          moves: [],
          outcome: { termination: 'checkmate', winners: [1], reason: 'checkmate' },
        }),
      },
    });
    const end = main.querySelector('.end-card');
    expect(end?.hasAttribute('hidden')).toBe(false);
    expect(end?.textContent).toContain('Black wins');
    expect(end?.textContent).toContain('Checkmate');
    action('newGame')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'newGame', d: {} });
  });

  it('shows a banner while the connection is lost, and the countdown', () => {
    const { main, page, socket } = open(snapshot({ state: startState({ clock: { seat: 0, remainingMs: 30000 } }) }));
    cleanup = () => page.destroy();
    const clock = main.querySelector<HTMLElement>('.seat-clock[data-seat="0"]');
    expect(clock?.hidden).toBe(false);
    expect(clock?.textContent).toMatch(/^0:(30|29)$/);
    expect(main.querySelector<HTMLElement>('.conn-banner')?.hidden).toBe(true);
    socket.drop();
    expect(main.querySelector<HTMLElement>('.conn-banner')?.hidden).toBe(false);
    expect(main.querySelector('.conn-banner')?.textContent).toContain('Connection lost');
  });

  it('lists the moves in SAN by move number', () => {
    const history = ['f3', 'e5', 'g4', 'Qh4#'].map((san, i) => ({ u: san, san, seat: i % 2 }));
    const { main, page } = open(snapshot({ state: startState({ history }) }));
    cleanup = () => page.destroy();
    const rows = [...main.querySelectorAll('.move-row')].map((r) => r.textContent);
    expect(rows).toEqual(['1.f3e5', '2.g4Qh4#']);
  });
  it('shows claim draw only to the player to move, and offer draw only where the server allows it', () => {
    const humans = snapshot().seats.map((x) => ({
      ...x,
      kind: 'human' as const,
      cpuPlaying: false,
      mayOfferDraw: true,
    }));
    const claimable = ['threefold-repetition'];
    const action = (main: HTMLElement, a: string) => main.querySelector(`[data-action="${a}"]`);
    const mover = open(snapshot({ seats: humans, state: startState({ toMove: 0, claimable }) }));
    expect(action(mover.main, 'claimDraw')).not.toBeNull();
    expect(action(mover.main, 'drawOffer')).not.toBeNull();
    mover.page.destroy();
    const waiting = open(snapshot({ you: { seat: 1 }, seats: humans, state: startState({ toMove: 0, claimable }) }), 1);
    expect(action(waiting.main, 'claimDraw')).toBeNull();
    expect(action(waiting.main, 'drawOffer')).not.toBeNull();
    waiting.page.destroy();
    const cpu = open(snapshot());
    cleanup = () => cpu.page.destroy();
    expect(action(cpu.main, 'drawOffer')).toBeNull();
    expect(action(cpu.main, 'resign')).not.toBeNull();
  });
  it('closes the promotion chooser and says so when the computer moves for the player after a timeout', async () => {
    const humans = snapshot().seats.map((x) => ({ ...x, kind: 'human' as const, cpuPlaying: false }));
    const settings = { ...snapshot().settings, moveTime: 30 };
    const { main, page, socket } = open(snapshot({ v: 3, seats: humans, settings, state: promotionState() }));
    cleanup = () => page.destroy();
    click(main, 'b7');
    click(main, 'b8');
    expect(main.querySelector('[role="dialog"]')).not.toBeNull();
    // Out of time: the CPU plays b8=Q for White; Black is to move.
    const after = startState({
      fen: '1Q6/8/8/8/8/8/k7/4K3 b - - 0 1',
      pieces: piecesFromFen('1Q6/8/8/8/8/8/k7/4K3 b - - 0 1'),
      toMove: 1,
      moves: [],
    });
    const { history: _h, ...state } = after;
    socket.push({
      t: 'move',
      d: { v: 4, seat: 0, cpu: true, move: { u: 'b7b8q', san: 'b8=Q', from: 'b7', to: 'b8' }, state },
    });
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    const note = main.querySelector<HTMLElement>('.cpu-note');
    expect(note?.hidden).toBe(false);
    expect(note?.textContent).toBe('Time ran out: the computer moved for you.');
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.sent.filter((m) => m.t === 'move')).toHaveLength(0);
  });

  it('answers a rematch offer, aborts an unstarted game, claims against an away opponent, says why not rated', () => {
    const humans = snapshot().seats.map((x) => ({ ...x, kind: 'human' as const }));
    const { main, page, socket } = open(snapshot({ v: 2, seats: humans, state: startState({ mayAbort: true }) }));
    cleanup = () => page.destroy();
    const action = (a: string) => main.querySelector<HTMLButtonElement>(`[data-action="${a}"]`);
    action('abort')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'abort', d: {} });
    expect(action('claimWin')).toBeNull();
    socket.push({ t: 'seats', d: { v: 3, seats: humans.map((x) => ({ ...x, abandoned: x.seat === 1 })) } });
    action('claimWinDraw')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'claimWin', d: { draw: true } });
    const over = startState({
      toMove: null,
      moves: [],
      outcome: { termination: 'aborted', winners: [], reason: 'seat 1 aborted the game' },
    });
    socket.push({ t: 'end', d: { v: 4, state: over } });
    expect(main.querySelector('.end-card')?.textContent).toContain('Game aborted');
    socket.push({ t: 'rematch', d: { v: 5, offeredBy: 1, agreed: [1] } });
    expect(main.querySelector('.draw-note')?.textContent).toBe('Black offers a rematch.');
    expect(action('newGame')?.textContent).toBe('Accept rematch');
    action('newGameDecline')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'newGameDecline', d: {} });
    socket.push({ t: 'ratings', d: { v: 6, ratings: [], unrated: 'shared-address' } });
    expect(main.querySelector('.end-card')?.textContent).toContain(
      'Not rated: these accounts played from the same address in the last 24 hours.',
    );
  });

  it('offers the seat back while the computer plays for the player', () => {
    const seats = snapshot().seats.map((x) => ({ ...x, kind: 'human' as const, cpuPlaying: x.seat === 0 }));
    const { main, page, socket } = open(snapshot({ v: 2, seats }));
    cleanup = () => page.destroy();
    expect(main.querySelector('.turn-status')?.textContent).toBe('The computer is playing for you');
    main.querySelector<HTMLButtonElement>('[data-action="reclaim"]')?.click();
    expect(socket.sent.at(-1)).toEqual({ t: 'hello', d: { secret: 'sec', v: 2 } });
    socket.push({ t: 'seats', d: { v: 3, seats: seats.map((x) => ({ ...x, cpuPlaying: false })) } });
    expect(main.querySelector('[data-action="reclaim"]')).toBeNull();
  });

  it('offers no resign or draw to a seat that is out of the game', () => {
    const live = open(snapshot({ state: startState({ eliminated: [false, false] }) }));
    expect(live.main.querySelector('[data-action="resign"]')).not.toBeNull();
    live.page.destroy();
    const out = open(snapshot({ state: startState({ eliminated: [true, false], toMove: 1 }) }));
    cleanup = () => out.page.destroy();
    expect(out.main.querySelector('[data-action="resign"]')).toBeNull();
    expect(out.main.querySelector('[data-action="drawOffer"]')).toBeNull();
  });

  it('during the setup, says who chooses the Meta and asks what a clicked piece becomes', async () => {
    learnMetamateKinds(); // as the page does from the games list before it draws
    const moves = [...setupE2(), ...setupH1()];
    const { main, page, socket } = open(snapshot({ game: 'metamate', state: startState({ moves }) }));
    cleanup = () => page.destroy();
    const banner = main.querySelector<HTMLElement>('.setup-banner');
    expect(banner?.hidden).toBe(false);
    expect(banner?.textContent).toBe(
      'Setup: choose the piece that becomes your Meta. Click one of your marked pieces.',
    );
    expect([...main.querySelectorAll('rect.dest.self')].map((r) => r.getAttribute('data-sq')).sort()).toEqual([
      'e2',
      'h1',
    ]);
    // The rook's only choice is still shown before it happens.
    click(main, 'h1');
    expect(main.querySelector('[role="dialog"] h2')?.textContent).toBe('Setup: the piece on h1 becomes');
    main.querySelector<HTMLButtonElement>('[role="dialog"] .link-button')?.click();
    expect(main.querySelector('[role="dialog"]')).toBeNull();
    click(main, 'e2');
    const buttons = [...main.querySelectorAll<HTMLButtonElement>('[role="dialog"] button.choice')];
    expect(buttons.map((b) => b.getAttribute('data-piece'))).toEqual(['M1h', 'M1v']);
    buttons[1]?.dispatchEvent(new Event('pointerenter'));
    expect([...main.querySelectorAll('svg.board rect.hint')].map((r) => r.getAttribute('data-sq'))).toEqual(['e1']);
    buttons[1]?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ t: 'move', d: { u: 'm1v@e2', a: 1 } });
    expect(main.querySelectorAll('svg.board rect.hint')).toHaveLength(0);
    // While the choice is on its way the banner stays; once played, it is Black's turn to choose.
    expect(banner?.textContent).toContain('your Meta');
    const blackSetup = [
      {
        u: 'm3@h8',
        from: 'h8',
        to: 'h8',
        san: 'M3@h8',
        kind: 'setup',
        choices: [{ sq: 'h8', option: 'M3', label: 'M3' }],
      },
    ];
    const { history: _, ...state } = startState({ toMove: 1, moves: blackSetup });
    socket.push({ t: 'ack', d: { a: 1 } });
    socket.push({
      t: 'move',
      d: {
        v: 2,
        seat: 0,
        move: { u: 'm1v@e2', san: 'M1v@e2', from: 'e2', to: 'e2', kind: 'setup' },
        cpu: false,
        state,
      },
    });
    expect(banner?.textContent).toBe('Setup: Black chooses the piece that becomes its Meta.');
    expect(main.querySelectorAll('rect.dest.self')).toHaveLength(0);
  });

  it("marks a seat by the game's seat piece (GameInfo.seatKind) where the board has it, else by a disc", () => {
    // Martian Chess: pyramids owned by the zone they stand in, no king.
    const pyramids = [
      { sq: 'a1', owner: 0, kind: 'queen' },
      { sq: 'b2', owner: 0, kind: 'pawn' },
      { sq: 'd8', owner: 1, kind: 'queen' },
    ];
    const martian = open(
      snapshot({
        game: 'martian',
        geometry: martianGeometry(),
        state: startState({ fen: '', pieces: pyramids, moves: [] }),
      }),
    );
    const swatches = [...martian.main.querySelectorAll('.seat-card .seat-swatch')];
    expect(swatches).toHaveLength(2);
    expect(swatches.map((s) => s.querySelector('circle.seat-marker')?.getAttribute('data-owner')).sort()).toEqual([
      '0',
      '1',
    ]);
    expect(martian.main.querySelector('.seat-card g.piece[data-kind="K"]')).toBeNull();
    martian.page.destroy();
    const { main, page } = open(snapshot());
    cleanup = () => page.destroy();
    expect(main.querySelector('.seat-card g.piece[data-kind="K"]')).toBeNull(); // the games' facts not loaded yet
    const chess = { name: 'chess', title: 'Chess', seats: [2], players: '2', duration: null, complexity: null };
    page.setGames([{ ...chess, seatKind: 'K' }]);
    expect(main.querySelectorAll('.seat-card .seat-swatch g.piece[data-kind="K"]')).toHaveLength(2);
    expect(main.querySelector('.seat-card circle.seat-marker')).toBeNull();
  });

  it('sizes the board column to the board’s shape: Martian Chess for two is half as wide as high, chess square', () => {
    const martian = open(
      snapshot({ game: 'martian', geometry: martianGeometry(), state: startState({ fen: '', pieces: [], moves: [] }) }),
    );
    expect(martian.main.querySelector<HTMLElement>('.room-board')?.style.getPropertyValue('--board-aspect')).toBe(
      '0.5',
    );
    martian.page.destroy();
    const { main, page } = open(snapshot());
    cleanup = () => page.destroy();
    expect(main.querySelector<HTMLElement>('.room-board')?.style.getPropertyValue('--board-aspect')).toBe('1');
  });

  it("during Metamachy's setup, names the chief squares and opens the arrangements from the banner, as Black sees them", async () => {
    const moves = chiefArrangements();
    const { main, page, socket } = open(
      snapshot({
        game: 'metamachy',
        geometry: rectGeometry(12, 12),
        seats: [
          {
            seat: 0,
            kind: 'cpu',
            level: 1,
            name: 'Computer',
            taken: true,
            connected: true,
            cpuPlaying: false,
            mayOfferDraw: false,
          },
          {
            seat: 1,
            kind: 'human',
            level: 0,
            name: 'Ada',
            taken: true,
            connected: true,
            cpuPlaying: false,
            mayOfferDraw: false,
          },
        ],
        you: { seat: 1 },
        state: startState({ toMove: 1, moves }),
      }),
      1,
    );
    cleanup = () => page.destroy();
    const banner = main.querySelector<HTMLElement>('.setup-banner');
    expect(banner?.hidden).toBe(false);
    expect(banner?.textContent).toContain('Setup: choose how your pieces on f12, g12, f11 and g11 are arranged.');
    banner?.querySelector<HTMLButtonElement>('button[data-action="arrange"]')?.click();
    await Promise.resolve();
    const dialog = main.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Setup: choose the arrangement');
    const buttons = [...(dialog?.querySelectorAll<HTMLButtonElement>('button.arrangement-choice') ?? [])];
    expect(buttons).toHaveLength(24);
    // Black's view: the board is turned, so rank 12 is at the bottom of each picture.
    expect(buttons[0]?.querySelector('g.piece[data-sq="f12"]')?.getAttribute('transform')).toBe('translate(100 100)');
    buttons.find((b) => b.dataset.u === 'kqal@f12')?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ t: 'move', d: { u: 'kqal@f12', a: 1 } });
  });

  it('shows on the board what each evolution of a capturing M1 would copy', async () => {
    const fen = '8/8/8/8/3M4/8/8/K6k w - - 0 1';
    const pieces = [
      { sq: 'c4', owner: 0, kind: 'P' },
      { sq: 'd4', owner: 0, kind: 'M1h', copies: ['c4'] },
      { sq: 'e4', owner: 0, kind: 'N' },
      { sq: 'f6', owner: 0, kind: 'B' },
      { sq: 'e5', owner: 1, kind: 'P' },
    ];
    const { main, page, socket } = open(
      snapshot({ game: 'metamate', state: startState({ fen, pieces, moves: evolutionD4E5() }) }),
    );
    cleanup = () => page.destroy();
    expect(main.querySelector<HTMLElement>('.setup-banner')?.hidden).toBe(true);
    click(main, 'd4');
    click(main, 'e5');
    const hints = () => [...main.querySelectorAll('svg.board rect.hint')].map((r) => r.getAttribute('data-sq'));
    expect(main.querySelector('svg.board rect.hint-square')?.getAttribute('data-sq')).toBe('e5');
    expect(hints()).toEqual(['e4']);
    const buttons = [...main.querySelectorAll<HTMLButtonElement>('[role="dialog"] button.choice')];
    buttons[1]?.dispatchEvent(new Event('pointerenter'));
    expect(hints()).toEqual(['f6']);
    buttons[1]?.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(socket.sent.at(-1)).toEqual({ t: 'move', d: { u: 'd4e5m2.2', a: 1 } });
  });

  it("shows each seat's points and the final score only for a game scored in points (GameInfo.points)", () => {
    const scored = {
      name: 'scored',
      title: 'Scored',
      seats: [2],
      players: '2',
      duration: null,
      complexity: null,
      points: true,
    };
    const outcome = { termination: 'empty-zone', winners: [1], reason: 'empty-zone' };
    const state = startState({ points: [3, 7], eliminated: [false, false], toMove: null, moves: [], outcome });
    const { main, page } = open(snapshot({ game: 'scored', state }));
    cleanup = () => page.destroy();
    expect(main.querySelector('.seat-points')).toBeNull(); // the games' facts are not loaded yet
    page.setGames([scored]);
    expect(main.querySelector('.seat-card[data-seat="0"] .seat-points')?.textContent).toBe('3 points');
    expect(main.querySelector('.seat-card[data-seat="1"] .seat-points')?.textContent).toBe('7 points');
    expect(main.querySelector('.end-score')?.textContent).toBe('Final score: White 3 · Black 7');
    // The game's own seat names (GameInfo.seatNames) replace the colours, and its title the room's name.
    page.setGames([{ ...scored, seatNames: ['South', 'North'] }]);
    expect(main.querySelector('.end-score')?.textContent).toBe('Final score: South 3 · North 7');
    expect(main.querySelector('.end-headline')?.textContent).toBe('North wins');
    expect(main.querySelector('.room-head h1')?.textContent).toMatch(/^Scored · /);
    page.setGames([{ ...scored, points: false }]);
    expect(main.querySelector('.seat-points')).toBeNull();
    expect(main.querySelector('.end-score')).toBeNull();
  });

  it('shows the pieces each seat captured, from the history, and the running counters', () => {
    const history = [
      { u: 'e2e4', san: 'e4', seat: 0 },
      { u: 'd7d5', san: 'd5', seat: 1 },
      { u: 'e4d5', san: 'exd5', seat: 0, captured: { sq: 35 as unknown as string, owner: 1, kind: 'P' } }, // a square index, as the server sends it
      { u: 'd8d5', san: 'Qxd5', seat: 1, captured: { sq: 'd5', owner: 0, kind: 'P' } },
      { u: 'b1c3', san: 'Nc3', seat: 0 },
    ];
    const counters = [
      { name: 'deadlock-clock', value: 2, limit: 7 },
      { name: 'move-limit', value: 5, limit: 40 },
    ];
    const { main, page } = open(snapshot({ state: startState({ history, counters, toMove: 1 }) }));
    cleanup = () => page.destroy();
    const takenBy = (seat: number) => [
      ...main.querySelectorAll(`.seat-card[data-seat="${seat}"] .captured-icon .piece`),
    ];
    expect(takenBy(0).map((p) => [p.getAttribute('data-kind'), p.getAttribute('data-owner')])).toEqual([['P', '1']]);
    expect(takenBy(1).map((p) => [p.getAttribute('data-kind'), p.getAttribute('data-owner')])).toEqual([['P', '0']]);
    expect([...main.querySelectorAll('.counters .counter')].map((li) => li.textContent)).toEqual([
      'Clock called: 5 moves left without a capture',
      'Move 5 of 40 (move limit)',
    ]);
    expect(main.querySelector('.counter[data-warn]')).toBeNull();
    const none = open(snapshot({ state: startState({}) }));
    expect(none.main.querySelector('.seat-captured')).toBeNull();
    expect((none.main.querySelector('.counters') as HTMLElement).hidden).toBe(true);
    none.page.destroy();
  });

  it("warns on the move limit's line when ten moves or fewer are left", () => {
    const counters = [{ name: 'move-limit', value: 32, limit: 40 }];
    const { main, page } = open(snapshot({ state: startState({ counters }) }));
    cleanup = () => page.destroy();
    const line = main.querySelector('.counters .counter[data-counter="move-limit"]');
    expect(line?.getAttribute('data-warn')).toBe('true');
    expect(line?.textContent).toBe('Move 32 of 40 (move limit) Only 8 moves left: then the move limit ends the game.');
  });
});
