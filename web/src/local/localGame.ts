// A game against the computer in this browser, as a room the page renders (RoomSource): the engine module in a
// worker (engine/engineClient.ts) holds the game, every reply's state becomes the room's snapshot, and the
// computer's seats move by `think` then `play` whenever it is their turn. The replies to a change carry the move
// played, not the history: the history kept here grows by it (localSnapshot.ts), and the store by that one move
// (gameStore.ts). The game comes back whole from the saved moves on the next visit.
//
// Order: the player's actions (move, takeback, resignation, claim, new game) and the computer's `play` run one
// after the other (`serial`), each from the state the one before left. A computer's move found for a position
// that changed meanwhile (a takeback) is dropped: every applied state starts a new `epoch`, and a move is played
// only in the epoch it was found in. The computer never offers, accepts or declines a draw: the page shows no
// offer button, as for a CPU seat of a server room (ERR_DRAW_CPU); a draw is claimed through the module.

import { EngineError, type Engine } from '../engine/engineClient';
import { parseGeometry, parsePair, parseState } from '../game/parse';
import type { GameState, Geometry, HistoryMove, LegalMove, Snapshot } from '../game/types';
import type { GameInfo, Outcome, Seat } from '../protocol';
import type { LocalActions, RoomListener, RoomSource, RoomView } from '../roomSource';
import type { GameStore, GameWrite } from './gameStore';
import {
  historyChange,
  localSeats,
  localSnapshot,
  seatCountOf,
  type ChangeReply,
  type HistoryChange,
  type NewReply,
} from './localSnapshot';
import { headerHoldsMoves, parseGame, serializeHeader, setupOf, type SavedGame, type SavedHeader } from './savedGame';
import { defaultSetup, type LocalSetup } from './setup';
import type { TabChannel } from './tabChannel';

export interface LocalGameOptions {
  engine: Engine;
  store: GameStore;
  game: string;
  /** The setup asked for (a new game), or null: resume the saved game, else start one with the defaults. */
  setup: LocalSetup | null;
  /** The seed of each computer move (the level's random choices); random by default. */
  seed?: () => number;
  now?: () => number;
  /** The other tabs of this site (tabChannel.ts); none by default. */
  tabs?: TabChannel;
  /** Called once with the saved record when a game ends (a signed-in player's games are kept on the server). */
  report?: (record: SavedGame) => void;
}

/** The module cannot run here: the caller falls back to a room on the server. */
export function isEngineLoadError(e: unknown): boolean {
  return e instanceof EngineError && e.code === 'ERR_ENGINE_LOAD';
}

export const SAVED_GAME_UNREADABLE = {
  code: 'ERR_SAVED_GAME',
  message: 'Your saved game could not be read, so it was discarded. A new game has started.',
};

export const OPEN_IN_ANOTHER_TAB = {
  code: 'ERR_OTHER_TAB',
  message: 'This game is now open in another tab, which plays and saves it. Reload this page to play it here.',
};

function savedGameRefused(why: string) {
  return {
    code: 'ERR_SAVED_GAME',
    message: `Your saved game could not be restored (${why}), so it was discarded. A new game has started.`,
    why,
  };
}

function optionsRefused(why: string) {
  return {
    code: 'ERR_BAD_OPTION',
    message: `The game's options were not accepted (${why}): the game starts with its default options.`,
    why,
  };
}

export class LocalGame implements RoomSource {
  view: RoomView;
  readonly local: LocalActions;
  /** The game's facts from the module (GET /api/games's list), once started. */
  games: GameInfo[] = [];
  private setup_: LocalSetup;
  private readonly listeners = new Set<RoomListener>();
  private readonly now: () => number;
  private readonly seed: () => number;
  private id: number | null = null;
  private geometry: Geometry | null = null;
  private startFen = '';
  /** The game started from an imported position (SavedGame.imported): it restarts from it, and is not reported. */
  private imported = false;
  private ending: Outcome | null = null;
  private gameNo = 1;
  private v = 0;
  private epoch = 0;
  private chain: Promise<void> = Promise.resolve();
  private saving: Promise<void> = Promise.resolve();
  /** The header last written, and how many moves the store holds: a write says only what changed. A write that
   * failed leaves the store unknown (null), and the next one writes the whole game. */
  private savedHeader: string | null = null;
  private savedPlies: number | null = 0;
  /** The record last reported as finished: a state that repeats it (a reload) is not reported again. */
  private reportedKey: string | null = null;
  private computerRunning = false;
  private closed = false;
  /** Another tab opened this game: this one neither plays nor saves any more. */
  private elsewhere = false;
  private stopListening: () => void = () => {};

  constructor(private readonly opts: LocalGameOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.seed = opts.seed ?? (() => Math.floor(Math.random() * 2 ** 31));
    this.setup_ = opts.setup ?? defaultSetup(opts.game);
    this.view = {
      snapshot: null,
      status: 'open',
      stateAt: this.now(),
      pending: null,
      error: null,
      thinking: null,
      hint: null,
      hinting: false,
    };
    // A getter cannot be an arrow function: `level` reaches the game by name, as `this` is the object literal there.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const game = this;
    this.local = {
      get level() {
        return game.setup_.level;
      },
      canTakeBack: () => this.canTakeBack(),
      takeBack: () => this.takeBack(),
      canHint: () => this.canHint(),
      hint: () => this.hint(),
      review: () => (this.id === null ? null : { engine: this.opts.engine, id: this.id, startFen: this.startFen }),
      positionAt: (ply) => this.positionAt(ply),
    };
  }

  /** The game's setup: the one asked for, else the saved game's, else the defaults (for a fallback room too). */
  get setup(): LocalSetup {
    return this.setup_;
  }

  get mySeat(): Seat | null {
    return this.view.snapshot ? this.setup_.seat : null;
  }

  /**
   * Resumes the saved game (or starts the one asked for), then lets the computer move if it is its turn. A saved
   * game that cannot be read or that the module refuses is discarded with a notice and a new game starts.
   * Rejects when the module cannot run (isEngineLoadError): the caller falls back to a server room.
   */
  async start(): Promise<void> {
    const { store, game, engine } = this.opts;
    const stored = await store.load(game);
    let saved = stored === null ? null : parseGame(stored, game);
    let notice: RoomView['error'] = null;
    if (stored !== null && !saved) notice = SAVED_GAME_UNREADABLE;
    if (this.opts.setup) {
      // A game asked for replaces the saved one; it counts on from it.
      this.gameNo = saved ? saved.gameNo + 1 : 1;
      saved = null;
    } else if (saved) this.setup_ = setupOf(saved);
    this.games = (await engine.request<{ games: GameInfo[] }>({ cmd: 'games' })).games;
    let reply: NewReply | null = null;
    /** The game resumed is the one stored, in the store's own format: nothing to write until it changes. */
    let resumedAsStored = false;
    if (saved) {
      try {
        reply = await engine.request<NewReply>({
          cmd: 'new',
          game,
          ...startOf(saved),
          moves: saved.moves,
          ending: saved.ending,
        });
        this.ending = saved.ending;
        this.gameNo = saved.gameNo;
        this.imported = saved.imported === true;
        resumedAsStored = !headerHoldsMoves(stored);
      } catch (e) {
        if (isEngineLoadError(e)) throw e;
        notice = savedGameRefused(e instanceof Error ? e.message : String(e));
      }
    }
    if (!reply) {
      try {
        reply = await this.newGameReply();
      } catch (e) {
        if (isEngineLoadError(e) || Object.keys(this.setup_.options).length === 0) throw e;
        notice = optionsRefused(e instanceof Error ? e.message : String(e));
        this.setup_ = { ...this.setup_, options: {} };
        reply = await this.newGameReply();
      }
    }
    if (this.closed) return;
    this.begin(reply, resumedAsStored);
    this.view = { ...this.view, error: notice };
    this.emit();
    if (this.opts.tabs) {
      this.stopListening = this.opts.tabs.listen((opened) => opened === game && this.openedElsewhere());
      this.opts.tabs.announce(game);
    }
    void this.computerTurns();
  }

  /** Another tab took the game: the computer's move on its way is dropped, nothing more is saved or played. */
  private openedElsewhere(): void {
    if (this.closed || this.elsewhere) return;
    this.elsewhere = true;
    this.epoch++;
    this.view = { ...this.view, pending: null, hint: null, error: OPEN_IN_ANOTHER_TAB };
    this.emit();
  }

  subscribe(fn: RoomListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Stops answering: the computer's move on its way is dropped. The engine is the caller's to end. */
  close(): void {
    this.stopListening();
    this.closed = true;
    this.epoch++;
    this.listeners.clear();
  }

  /** Resolves once every change so far is written to the store. */
  saved(): Promise<void> {
    return this.saving;
  }

  myMoves(): LegalMove[] {
    const s = this.view.snapshot;
    if (!s || this.elsewhere || this.view.pending || s.state.outcome || s.state.toMove !== this.setup_.seat) return [];
    return s.state.moves;
  }

  play(move: LegalMove): boolean {
    if (!this.myMoves().some((m) => m.u === move.u)) return false;
    this.view = { ...this.view, pending: { u: move.u, a: 0, from: move.from, to: move.to }, error: null, hint: null };
    this.emit();
    this.act(async (id) =>
      this.applyReply(await this.opts.engine.request<ChangeReply>({ cmd: 'play', id, move: move.u })),
    );
    return true;
  }

  resign(): void {
    const st = this.view.snapshot?.state;
    if (!st || st.outcome || st.eliminated?.[this.setup_.seat]) return;
    this.act(async (id) => {
      const reply = await this.opts.engine.request<ChangeReply>({ cmd: 'resign', id, seat: this.setup_.seat });
      // A resignation that is no move (every game but four-player chess) is an ending the moves cannot replay.
      if (reply.state.outcome && !reply.move) this.ending = reply.state.outcome;
      this.applyReply(reply);
    });
  }

  claimDraw(): void {
    this.act(async (id) => {
      const reply = await this.opts.engine.request<ChangeReply>({ cmd: 'claim', id });
      this.ending = reply.state.outcome;
      this.applyReply(reply);
    });
  }

  /** The computer neither offers nor answers draws (see the top of this file): these do nothing. */
  offerDraw(): void {}
  acceptDraw(): void {}
  declineDraw(): void {}
  /** Nobody plays for the player here. */
  reclaim(): void {}
  /** A game against the computer here is neither rated nor waits for anyone: a new game starts at once. */
  declineNewGame(): void {}
  abort(): void {}
  claimWin(): void {}

  /** A new game with the same setup, in place of this one. */
  newGame(): void {
    this.act(async (id) => {
      await this.opts.engine.request({ cmd: 'close', id }).catch(() => undefined);
      const reply = await this.newGameReply();
      this.imported = false;
      this.gameNo++;
      this.ending = null;
      this.begin(reply);
    });
  }

  private canTakeBack(): boolean {
    const s = this.view.snapshot;
    if (!s || this.elsewhere || this.view.pending) return false;
    return this.ending !== null || s.state.history.some((m) => m.seat === this.setup_.seat);
  }

  /**
   * Takes back the player's last act and everything after it: a resignation or a claimed draw (an ending off the
   * board) alone, else the player's last move with the computer's replies, so that it is the player's turn again.
   */
  private takeBack(): void {
    if (!this.canTakeBack()) return;
    this.view = { ...this.view, error: null, hint: null };
    this.act(async (id) => {
      const history = this.view.snapshot?.state.history ?? [];
      const mine = history.map((m) => m.seat).lastIndexOf(this.setup_.seat);
      const plies = this.ending !== null || mine < 0 ? 0 : history.length - mine;
      const reply = await this.opts.engine.request<ChangeReply>({ cmd: 'undo', id, plies });
      this.ending = null;
      this.applyReply(reply);
    });
  }

  private canHint(): boolean {
    return !this.view.hinting && this.myMoves().length > 0;
  }

  private hint(): void {
    if (!this.canHint() || this.id === null) return;
    const epoch = this.epoch;
    this.view = { ...this.view, hinting: true, hint: null, error: null };
    this.emit();
    this.opts.engine
      .request<{ from: number; to: number; san: string }>({ cmd: 'hint', id: this.id })
      .then(
        (r) => {
          const squares = this.geometry && parsePair(this.geometry, r);
          if (epoch !== this.epoch || !squares) return;
          this.view = { ...this.view, hint: { ...squares, san: r.san } };
        },
        (e: unknown) => {
          if (epoch === this.epoch) this.fail(e);
        },
      )
      .finally(() => {
        this.view = { ...this.view, hinting: false };
        this.emit();
      });
  }

  // ---- the game in the module ------------------------------------------------------------------------------

  /** A second game in the module, made from the start and the first `ply` moves, read and closed again. */
  private async positionAt(ply: number): Promise<GameState> {
    const snap = this.view.snapshot;
    if (!snap || !this.geometry) throw new EngineError('ERR_NO_GAME', 'the game has not started');
    const moves = snap.state.history.slice(0, Math.max(0, ply)).map((m) => m.u);
    const reply = await this.opts.engine.request<NewReply>({
      cmd: 'new',
      game: this.setup_.game,
      fen: this.startFen,
      moves,
    });
    void this.opts.engine.request({ cmd: 'close', id: reply.id }).catch(() => undefined);
    return parseState(this.geometry, {
      ...reply.state,
      history: reply.state.history ?? [],
      gameNo: snap.state.gameNo,
      clock: null,
      drawOffer: null,
    });
  }

  private newGameReply(): Promise<NewReply> {
    const s = this.setup_;
    const options = Object.keys(s.options).length > 0 ? { options: s.options } : {};
    return this.opts.engine.request<NewReply>({ cmd: 'new', game: s.game, ...options });
  }

  /**
   * Takes a game the module made: its id, board and seats, and its first state (with its whole history). `asStored`:
   * the store holds this very game, which is then not written again.
   */
  private begin(reply: NewReply, asStored = false): void {
    this.id = reply.id;
    this.geometry = parseGeometry(reply.geometry);
    this.startFen = reply.startFen;
    const count = seatCountOf(reply.state);
    if (this.setup_.seat >= count) this.setup_ = { ...this.setup_, seat: 0 };
    if (asStored) {
      this.savedHeader = serializeHeader(this.header());
      this.savedPlies = reply.state.history?.length ?? 0;
    }
    this.applyReply({ state: reply.state }, !asStored);
  }

  /** A reply from the module becomes the room's state: a new version and epoch, the change saved at once. */
  private applyReply(reply: ChangeReply, save = true): void {
    if (this.closed || !this.geometry) return;
    this.v++;
    this.epoch++;
    const s = this.setup_;
    const history = this.view.snapshot?.state.history ?? [];
    const change = historyChange(history.length, reply);
    const seats = localSeats(seatCountOf(reply.state), s.seat, s.level);
    const snapshot: Snapshot = localSnapshot(
      { v: this.v, game: s.game, geometry: this.geometry, seats, me: s.seat, gameNo: this.gameNo },
      reply.state,
      history.slice(0, change.keep),
      change.added,
    );
    this.view = { ...this.view, snapshot, stateAt: this.now(), pending: null, hint: null };
    if (save) this.persist(change, snapshot.state.history);
    this.reportIfOver(snapshot.state.history, !!snapshot.state.outcome);
    this.emit();
  }

  /** What the header of the saved game holds now. */
  private header(): SavedHeader {
    const s = this.setup_;
    return {
      game: s.game,
      level: s.level,
      seat: s.seat,
      options: s.options,
      startFen: this.startFen,
      ending: this.ending,
      gameNo: this.gameNo,
      ...(this.imported ? { imported: true } : {}),
    };
  }

  /**
   * Writes what `change` changed, after the writes before it: its moves, the header when it differs from the one
   * written; nothing else. After a write that failed, the whole game (`history`).
   */
  private persist(change: HistoryChange, history: HistoryMove[]): void {
    if (this.elsewhere) return;
    const header = serializeHeader(this.header());
    const game = this.setup_.game;
    const write = async (): Promise<void> => {
      const w: GameWrite =
        this.savedPlies === null
          ? { header, from: 0, moves: history.map((m) => m.u) }
          : { from: change.keep, moves: change.added.map((m) => m.u) };
      if (header !== this.savedHeader) w.header = header;
      if (w.header === undefined && w.moves.length === 0 && history.length === this.savedPlies) return;
      const written = await this.opts.store.save(game, w);
      [this.savedHeader, this.savedPlies] = written ? [header, history.length] : [null, null];
    };
    this.saving = this.saving.then(write).catch(() => undefined);
  }

  /** Reports a finished game once: a state that repeats the record last reported is not reported again. */
  private reportIfOver(history: HistoryMove[], over: boolean): void {
    if (this.elsewhere) return;
    const record: SavedGame | null = over ? { ...this.header(), moves: history.map((m) => m.u) } : null;
    const key = record && JSON.stringify(record);
    // The server replays a reported game from its options' start: an imported game is not one it can keep.
    if (record && this.reportedKey !== key && !this.imported) this.opts.report?.(record);
    this.reportedKey = key;
  }

  // ---- order ---------------------------------------------------------------------------------------------

  /** Runs a change of the game after those before it; a failure becomes the notice; then the computer's turn. */
  private act(fn: (id: number) => Promise<void>): void {
    const id = this.id;
    if (id === null || this.closed || this.elsewhere) return;
    const run = this.chain.then(() => fn(id));
    this.chain = run.catch((e: unknown) => this.fail(e));
    void this.chain.then(() => this.computerTurns());
  }

  /** The computer's seats move while it is their turn: each move found by `think`, then played in order. */
  private async computerTurns(): Promise<void> {
    if (this.computerRunning) return;
    this.computerRunning = true;
    try {
      for (;;) {
        await this.chain;
        const seat = this.computerToMove();
        if (seat === null || this.closed || this.elsewhere || this.id === null) break;
        const id = this.id;
        const epoch = this.epoch;
        this.setThinking(seat);
        let move: string;
        try {
          move = (
            await this.opts.engine.request<{ move: string }>({
              cmd: 'think',
              id,
              level: this.setup_.level,
              seed: this.seed(),
            })
          ).move;
        } catch (e) {
          if (epoch !== this.epoch) continue;
          this.fail(e);
          break;
        }
        if (epoch !== this.epoch) continue; // the position changed meanwhile: think again
        let failed = false;
        const run = this.chain.then(async () => {
          if (epoch !== this.epoch) return;
          this.applyReply(await this.opts.engine.request<ChangeReply>({ cmd: 'play', id, move }));
        });
        this.chain = run.catch((e: unknown) => {
          failed = true;
          this.fail(e);
        });
        await this.chain;
        if (failed) break;
      }
    } finally {
      this.computerRunning = false;
      this.setThinking(null);
    }
  }

  private computerToMove(): Seat | null {
    const st = this.view.snapshot?.state;
    if (!st || st.outcome || st.toMove === null || st.toMove === this.setup_.seat) return null;
    return st.toMove;
  }

  private setThinking(seat: Seat | null): void {
    if (this.closed || this.view.thinking === seat) return;
    this.view = { ...this.view, thinking: seat };
    this.emit();
  }

  private fail(e: unknown): void {
    if (this.closed) return;
    const error =
      e instanceof EngineError ? { code: e.code, message: e.message } : { code: 'ERR_ENGINE', message: String(e) };
    this.view = { ...this.view, pending: null, error };
    this.emit();
  }

  private emit(): void {
    if (this.closed) return;
    for (const fn of this.listeners) fn(this.view, null);
  }
}

/** How the module's `new` rebuilds a saved game's start: its options (or the game's default start). */
function startOf(saved: SavedGame): { options?: Record<string, string>; fen?: string } {
  if (saved.imported) return { fen: saved.startFen };
  return Object.keys(saved.options).length > 0 ? { options: saved.options } : {};
}
