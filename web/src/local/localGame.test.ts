import { describe, expect, it, vi } from 'vitest';
import { FakeEngine } from '../testing/fakeEngine';
import { MemoryStore } from './gameStore';
import { isEngineLoadError, LocalGame, OPEN_IN_ANOTHER_TAB } from './localGame';
import { parseGame, serializeHeader, wholeGame, type SavedGame } from './savedGame';
import type { LocalSetup } from './setup';
import type { TabChannel } from './tabChannel';

const setup = (over: Partial<LocalSetup> = {}): LocalSetup => ({
  game: 'toy',
  level: 2,
  seat: 0,
  options: {},
  ...over,
});

async function started(
  opts: {
    seats?: number;
    setup?: LocalSetup | null;
    store?: MemoryStore;
    engine?: FakeEngine;
    report?: (g: SavedGame) => void;
  } = {},
) {
  const engine = opts.engine ?? new FakeEngine(opts.seats ?? 2);
  const store = opts.store ?? new MemoryStore();
  const game = new LocalGame({
    engine,
    store,
    game: 'toy',
    setup: opts.setup === undefined ? setup() : opts.setup,
    seed: () => 7,
    report: opts.report,
  });
  await game.start();
  return { engine, store, game };
}

/** The moves on the board, by their texts. */
const played = (game: LocalGame) => game.view.snapshot?.state.history.map((m) => m.u) ?? [];
const move = (game: LocalGame, u: string) => {
  const m = game.myMoves().find((x) => x.u === u);
  if (!m) throw new Error(`${u} is not playable now`);
  return game.play(m);
};
/** Waits until it is the player's turn (or the game is over) with nothing on its way, and every change is stored. */
async function settled(game: LocalGame) {
  await vi.waitFor(() => {
    const v = game.view;
    const st = v.snapshot?.state;
    expect([v.pending, v.thinking ?? null]).toEqual([null, null]);
    expect(st?.outcome !== null || st.toMove === game.mySeat).toBe(true);
  });
  await game.saved();
}
const record = async (store: MemoryStore): Promise<SavedGame | null> => parseGame(await store.load('toy'), 'toy');

describe('LocalGame', () => {
  it('is a room with the player and the computer at its level, no timer, legal moves shown, saved at once', async () => {
    const { game, store } = await started();
    const snap = game.view.snapshot;
    expect(snap?.you.seat).toBe(0);
    expect(snap?.seats.map((s) => [s.kind, s.level])).toEqual([
      ['human', null],
      ['cpu', 2],
    ]);
    expect(snap?.settings).toMatchObject({ moveTime: 0, showLegalMoves: true });
    expect(snap?.state).toMatchObject({ clock: null, drawOffer: null, gameNo: 1 });
    // Squares as indices of the module's 4x1 board: a1 is 0, c1 is 2.
    expect(snap?.state.moves[2]).toMatchObject({ u: 'c', from: 0, to: 2 });
    expect(game.view.status).toBe('open');
    await game.saved();
    expect(await record(store)).toMatchObject({ game: 'toy', level: 2, seat: 0, moves: [], ending: null, gameNo: 1 });
  });

  it('lets the computer start when the player chose the second seat, and answer every move, by think then play', async () => {
    const { game, engine, store } = await started({ setup: setup({ seat: 1 }) });
    await settled(game);
    expect(played(game)).toEqual(['b']);
    expect(engine.requests.find((r) => r.cmd === 'think')).toMatchObject({ level: 2, seed: 7 });
    expect(move(game, 'c')).toBe(true);
    // On its way: no second move, the board shows it.
    expect(game.myMoves()).toEqual([]);
    expect(game.view.pending).toMatchObject({ u: 'c', from: 0, to: 2 });
    await settled(game);
    expect(played(game)).toEqual(['b', 'c', 'b']);
    expect(engine.commands).toEqual(['games', 'new', 'think', 'play', 'play', 'think', 'play']);
    expect((await record(store))?.moves).toEqual(['b', 'c', 'b']);
    expect(game.view.snapshot?.state.toMove).toBe(1);
  });

  it("plays three computer seats in turn in a four-seat game until it is the player's turn", async () => {
    const { game } = await started({ seats: 4, setup: setup({ seat: 2 }) });
    await settled(game);
    expect(played(game)).toEqual(['b', 'b']);
    move(game, 'd');
    await settled(game);
    expect(game.view.snapshot?.state.history.map((m) => m.seat)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(game.view.snapshot?.seats.filter((s) => s.kind === 'cpu')).toHaveLength(3);
    expect(game.view.snapshot?.state.toMove).toBe(2);
  });

  it('keeps answering while the computer thinks: a takeback then drops the move it was finding', async () => {
    const { game, engine } = await started();
    engine.holdThinks = true;
    move(game, 'c');
    await vi.waitFor(() => expect(engine.heldThinks).toBe(1));
    expect(game.view.thinking).toBe(1);
    expect(game.local.canTakeBack()).toBe(true);
    game.local.takeBack();
    await vi.waitFor(() => expect(played(game)).toEqual([]));
    engine.releaseThink();
    await settled(game);
    // The move found for the position before the takeback was not played: it is the player's turn, nothing more.
    expect(played(game)).toEqual([]);
    expect(game.view.snapshot?.state.toMove).toBe(0);
    expect(engine.requests.filter((r) => r.cmd === 'undo')).toEqual([{ cmd: 'undo', id: 1, plies: 1 }]);
    expect(engine.commands.filter((c) => c === 'play')).toHaveLength(1);
  });

  it("takes back the player's move with the computer's reply, also after the end, never the computer's first move", async () => {
    const engine = new FakeEngine();
    engine.endAt = 3;
    const { game } = await started({ engine, setup: setup({ seat: 1 }) });
    await settled(game);
    expect(game.local.canTakeBack()).toBe(false);
    move(game, 'd');
    await settled(game);
    expect(game.view.snapshot?.state.outcome?.termination).toBe('checkmate');
    expect(game.local.canTakeBack()).toBe(true);
    game.local.takeBack();
    await vi.waitFor(() => expect(played(game)).toEqual(['b']));
    expect(engine.requests.at(-1)).toEqual({ cmd: 'undo', id: 1, plies: 2 });
    expect(game.view.snapshot?.state.toMove).toBe(1);
    expect(game.local.canTakeBack()).toBe(false);
  });

  it('resigns and claims through the module; the resignation is saved and can be taken back', async () => {
    const { game, engine, store } = await started();
    move(game, 'a');
    await settled(game);
    game.resign();
    await vi.waitFor(() => expect(game.view.snapshot?.state.outcome?.termination).toBe('resignation'));
    await game.saved();
    expect(await record(store)).toMatchObject({
      moves: ['a', 'b'],
      ending: { termination: 'resignation', winners: [1] },
    });
    // The offer buttons never show for CPU seats; the calls change nothing.
    game.offerDraw();
    game.local.takeBack();
    await vi.waitFor(() => expect(game.view.snapshot?.state.outcome).toBeNull());
    expect(engine.requests.at(-1)).toEqual({ cmd: 'undo', id: 1, plies: 0 });
    expect(played(game)).toEqual(['a', 'b']);
    await game.saved();
    expect((await record(store))?.ending).toBeNull();
    game.claimDraw();
    await vi.waitFor(() => expect(game.view.error?.code).toBe('ERR_NO_CLAIM'));
  });

  it('reports a finished game when it ends; a reload reports the same record, which the server keeps once', async () => {
    const reports: SavedGame[] = [];
    const { game, store } = await started({ report: (g) => reports.push(g) });
    move(game, 'a');
    await settled(game);
    expect(reports).toEqual([]);
    game.resign();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      game: 'toy',
      level: 2,
      seat: 0,
      moves: ['a', 'b'],
      ending: { termination: 'resignation', winners: [1] },
    });
    await game.saved();
    game.close();
    const again = await started({ store, setup: null, report: (g) => reports.push(g) });
    await settled(again.game);
    expect(again.game.view.snapshot?.state.outcome?.termination).toBe('resignation');
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual(reports[0]);
  });

  it('saves a move as a write of that move alone, a takeback as the plies kept, the header when it changes', async () => {
    const { game, store } = await started();
    await settled(game);
    // The new game: its header, and no moves from ply 0 on (whatever the slot held before goes).
    expect(store.writes).toEqual([
      { game: 'toy', write: { header: expect.any(String) as unknown, from: 0, moves: [] } },
    ]);
    move(game, 'c');
    await settled(game);
    move(game, 'd');
    await settled(game);
    // Each ply one write of its own move, the header left alone.
    expect(store.writes.slice(1).map((w) => w.write)).toEqual([
      { from: 0, moves: ['c'] },
      { from: 1, moves: ['b'] },
      { from: 2, moves: ['d'] },
      { from: 3, moves: ['b'] },
    ]);
    // A takeback keeps the plies before the player's last move.
    game.local.takeBack();
    await vi.waitFor(() => expect(played(game)).toEqual(['c', 'b']));
    await game.saved();
    expect(store.writes.at(-1)?.write).toEqual({ from: 2, moves: [] });
    // A resignation changes the header only.
    game.resign();
    await settled(game);
    const last = store.writes.at(-1)?.write;
    expect(last).toMatchObject({ from: 2, moves: [] });
    expect(JSON.parse(last?.header ?? '{}')).toMatchObject({ v: 2, ending: { termination: 'resignation' } });
    expect(await record(store)).toMatchObject({ moves: ['c', 'b'], ending: { termination: 'resignation' } });
  });

  it('writes the whole game after a write that failed, so that no ply is missing', async () => {
    const { game, store } = await started();
    await settled(game);
    store.failWrites = true;
    move(game, 'c');
    await settled(game);
    store.failWrites = false;
    move(game, 'd');
    await settled(game);
    expect(store.writes.slice(-2).map((w) => w.write)).toEqual([
      { header: expect.any(String) as unknown, from: 0, moves: ['c', 'b', 'd'] },
      { from: 3, moves: ['b'] },
    ]);
    expect((await record(store))?.moves).toEqual(['c', 'b', 'd', 'b']);
  });

  it('writes nothing when it resumes a game as stored; it migrates a game saved with its moves in the header', async () => {
    const saved: SavedGame = {
      game: 'toy',
      level: 2,
      seat: 0,
      options: {},
      startFen: 'start',
      moves: ['a', 'b'],
      ending: null,
      gameNo: 4,
    };
    const store = new MemoryStore();
    await store.save('toy', wholeGame(saved));
    const { game } = await started({ store, setup: null });
    await settled(game);
    // The test's own write only.
    expect(store.writes).toHaveLength(1);
    move(game, 'c');
    await settled(game);
    expect(store.writes.slice(1).map((w) => w.write)).toEqual([
      { from: 2, moves: ['c'] },
      { from: 3, moves: ['b'] },
    ]);

    // Version 1: the whole game in one text, moves included. It is read, then written in the store's format.
    const old = new MemoryStore();
    old.headers.set('toy', JSON.stringify({ v: 1, ...saved }));
    const migrated = await started({ store: old, setup: null });
    await settled(migrated.game);
    expect(played(migrated.game)).toEqual(['a', 'b']);
    expect(old.writes.map((w) => w.write)).toEqual([{ header: serializeHeader(saved), from: 0, moves: ['a', 'b'] }]);
    expect(JSON.parse(old.headers.get('toy') as string)).not.toHaveProperty('moves');
    expect(await record(old)).toEqual(saved);
  });

  it('resumes the saved game whole: its setup, moves and ending; the computer moves if it is its turn', async () => {
    const store = new MemoryStore();
    const saved: SavedGame = {
      game: 'toy',
      level: 5,
      seat: 1,
      options: { first: 'n' },
      startFen: 'start',
      moves: ['a', 'b', 'c', 'd', 'a'],
      ending: null,
      gameNo: 3,
    };
    await store.save('toy', wholeGame(saved));
    const { game, engine } = await started({ store, setup: null });
    expect(engine.requests[1]).toEqual({
      cmd: 'new',
      game: 'toy',
      options: { first: 'n' },
      moves: ['a', 'b', 'c', 'd', 'a'],
      ending: null,
    });
    await settled(game);
    expect(played(game)).toEqual(['a', 'b', 'c', 'd', 'a']);
    expect(game.view.snapshot?.state.gameNo).toBe(3);
    expect(game.view.error).toBeNull();
    expect(game.local.level).toBe(5);

    const ended = new MemoryStore();
    await ended.save(
      'toy',
      wholeGame({
        ...saved,
        moves: ['a'],
        ending: { termination: 'resignation', winners: [0], reason: 'resignation' },
      }),
    );
    const again = await started({ store: ended, setup: null });
    await settled(again.game);
    expect(again.game.view.snapshot?.state.outcome?.termination).toBe('resignation');
    expect(again.engine.commands).not.toContain('think');
  });

  it('resumes an imported game from its own start position, keeps it imported, and does not report it', async () => {
    const store = new MemoryStore();
    const saved: SavedGame = {
      game: 'toy',
      level: 2,
      seat: 0,
      options: {},
      startFen: 'imported start',
      moves: ['a', 'b'],
      ending: null,
      gameNo: 2,
      imported: true,
    };
    await store.save('toy', wholeGame(saved));
    const reports: SavedGame[] = [];
    const { game, engine } = await started({ store, setup: null, report: (g) => reports.push(g) });
    expect(engine.requests[1]).toEqual({
      cmd: 'new',
      game: 'toy',
      fen: 'imported start',
      moves: ['a', 'b'],
      ending: null,
    });
    await settled(game);
    expect(await record(store)).toMatchObject({ imported: true, moves: ['a', 'b'] });
    game.resign();
    await settled(game);
    expect(game.view.snapshot?.state.outcome).not.toBeNull();
    expect(reports).toEqual([]);
    // A new game in the slot starts from the game's own start again.
    game.newGame();
    await vi.waitFor(() => expect(game.view.snapshot?.state.gameNo).toBe(3));
    await game.saved();
    expect((await record(store))?.imported).toBeUndefined();
  });

  it.each([
    ['not JSON', 'Your saved game could not be read', 3],
    [JSON.stringify({ v: 1, game: 'toy', level: 99 }), 'Your saved game could not be read', 3],
    // Refused by the module: its moves go, its setup stays.
    [
      JSON.stringify({
        v: 1,
        game: 'toy',
        level: 1,
        seat: 0,
        options: {},
        startFen: '',
        moves: ['a', 'x'],
        ending: null,
        gameNo: 1,
      }),
      "moves[1]: 'x' is not legal",
      1,
    ],
  ])('discards a saved game it cannot restore (%s) with a notice and starts a new one', async (text, notice, level) => {
    const store = new MemoryStore();
    store.headers.set('toy', text);
    const { game } = await started({ store, setup: null });
    expect(game.view.error?.message).toContain(notice);
    expect(played(game)).toEqual([]);
    await game.saved();
    expect(await record(store)).toMatchObject({ moves: [], level });
  });

  it('starts the game asked for in place of the saved one, and starts with the defaults when its options are refused', async () => {
    const store = new MemoryStore();
    await store.save(
      'toy',
      wholeGame({
        game: 'toy',
        level: 1,
        seat: 0,
        options: {},
        startFen: '',
        moves: ['a', 'b'],
        ending: null,
        gameNo: 4,
      }),
    );
    const { game } = await started({ store, setup: setup({ options: { x: 'bad' } }) });
    expect(game.view.error?.code).toBe('ERR_BAD_OPTION');
    expect(played(game)).toEqual([]);
    expect(game.view.snapshot?.state.gameNo).toBe(5);
  });

  it('shows a hint as squares until the next move', async () => {
    const { game } = await started();
    expect(game.local.canHint()).toBe(true);
    game.local.hint();
    expect(game.view.hinting).toBe(true);
    expect(game.local.canHint()).toBe(false);
    await vi.waitFor(() => expect(game.view.hint).toEqual({ from: 0, to: 2, san: 'C' }));
    expect(game.view.hinting).toBe(false);
    move(game, 'c');
    expect(game.view.hint).toBeNull();
    await settled(game);
    expect(game.view.hint).toBeNull();
  });

  it('starts a new game with the same setup after the end', async () => {
    const engine = new FakeEngine();
    engine.endAt = 2;
    const { game, store } = await started({ engine });
    move(game, 'a');
    await settled(game);
    expect(game.view.snapshot?.state.outcome).not.toBeNull();
    game.newGame();
    await vi.waitFor(() => expect(game.view.snapshot?.state.gameNo).toBe(2));
    expect(played(game)).toEqual([]);
    expect(engine.requests.filter((r) => r.cmd === 'close')).toEqual([{ cmd: 'close', id: 1 }]);
    await game.saved();
    expect(await record(store)).toMatchObject({ moves: [], gameNo: 2 });
  });

  it('rejects its start when the module cannot load, knowing the setup to fall back with', async () => {
    const engine = new FakeEngine();
    engine.broken = true;
    const store = new MemoryStore();
    await store.save(
      'toy',
      wholeGame({
        game: 'toy',
        level: 6,
        seat: 1,
        options: { a: 'b' },
        startFen: '',
        moves: [],
        ending: null,
        gameNo: 1,
      }),
    );
    const game = new LocalGame({ engine, store, game: 'toy', setup: null });
    const err = await game.start().catch((e: unknown) => e);
    expect(isEngineLoadError(err)).toBe(true);
    expect(game.setup).toEqual({ game: 'toy', level: 6, seat: 1, options: { a: 'b' } });
  });

  it('stops playing and saving, with a notice, once another tab opens the same game; that tab goes on', async () => {
    // Two tabs on one store: each tab's channel hears the other's announcements, not its own.
    const listeners: ((game: string) => void)[][] = [[], []];
    const tab = (me: number): TabChannel => ({
      announce: (g) => listeners[1 - me]!.forEach((fn) => fn(g)),
      listen: (fn) => (listeners[me]!.push(fn), () => listeners[me]!.splice(listeners[me]!.indexOf(fn), 1)),
    });
    const store = new MemoryStore();
    const first = new LocalGame({
      engine: new FakeEngine(2),
      store,
      game: 'toy',
      setup: setup(),
      seed: () => 7,
      tabs: tab(0),
    });
    await first.start();
    move(first, 'c');
    await settled(first);
    const second = new LocalGame({
      engine: new FakeEngine(2),
      store,
      game: 'toy',
      setup: null,
      seed: () => 7,
      tabs: tab(1),
    });
    await second.start();
    expect(first.view.error).toEqual(OPEN_IN_ANOTHER_TAB);
    expect(first.myMoves()).toEqual([]);
    expect(first.local.canTakeBack()).toBe(false);
    expect(second.view.error).toBeNull();
    expect(played(second)).toEqual(played(first));
    move(second, 'c');
    await settled(second);
    const saved = (await record(store))?.moves;
    first.resign();
    await first.saved();
    expect((await record(store))?.moves).toEqual(saved);
    expect((await record(store))?.ending).toBeNull();
    // Another game's announcement changes nothing.
    listeners[1]!.forEach((fn) => fn('other'));
    expect(second.view.error).toBeNull();
    second.close();
    expect(listeners[1]).toEqual([]);
  });
});
