// A scripted engine module for tests (docs/engine-api.md's requests and reply shapes) over a toy game: four squares
// a1..d1, the moves "a".."d" (from a1 to that square) in every position, seats taking turns; the side to move is
// checkmated after `endAt` moves. The computer's `think` can be held until the test releases it. As the module, it
// sends the history only in the replies to `new` and `state`.

import { EngineError, type Engine } from '../engine/engineClient';
import type { HistoryMove, Outcome } from '../protocol';
import { rectGeometry } from './fixtures';

const MOVES = ['a', 'b', 'c', 'd'];

interface ToyGame {
  seats: number;
  history: HistoryMove[];
  ending: Outcome | null;
}

export class FakeEngine implements Engine {
  /** Every request, in order. */
  readonly requests: Record<string, unknown>[] = [];
  /** The move the computer finds. */
  thinkMove = 'b';
  /** While set, `think` waits for `releaseThink()`. */
  holdThinks = false;
  /** Moves after which the side to move is mated. */
  endAt = 1000;
  /** Every request fails with ERR_ENGINE_LOAD (the module did not load). */
  broken = false;
  private held: (() => void)[] = [];
  private readonly games = new Map<number, ToyGame>();
  private nextId = 1;

  constructor(private readonly seats = 2) {}

  /** Lets every held `think` answer. */
  releaseThink(): void {
    const held = this.held;
    this.held = [];
    for (const go of held) go();
  }

  get heldThinks(): number {
    return this.held.length;
  }

  async request<T>(req: Record<string, unknown>): Promise<T> {
    this.requests.push(req);
    if (this.broken) throw new EngineError('ERR_ENGINE_LOAD', 'the module failed to load');
    if (req.cmd === 'think' && this.holdThinks) await new Promise<void>((go) => this.held.push(go));
    return this.answer(req) as T;
  }

  /** The commands sent, e.g. ['games', 'new', 'think', 'play']. */
  get commands(): unknown[] {
    return this.requests.map((r) => r.cmd);
  }

  private answer(req: Record<string, unknown>): unknown {
    switch (req.cmd) {
      case 'games':
        return {
          ok: true,
          games: [
            {
              name: 'toy',
              title: 'Toy Game',
              seats: [this.seats],
              players: String(this.seats),
              duration: null,
              complexity: null,
              options: [],
              points: false,
              seatNames: [],
            },
          ],
        };
      case 'new':
        return this.newGame(req);
      case 'close':
        this.games.delete(Number(req.id));
        return { ok: true };
    }
    const g = this.games.get(Number(req.id));
    if (!g) throw new EngineError('ERR_NO_GAME', `no game with id ${String(req.id)}`);
    switch (req.cmd) {
      case 'play': {
        if (this.outcome(g)) throw new EngineError('ERR_GAME_OVER', 'the game is over');
        const seat = this.toMove(g);
        const move = this.play(g, String(req.move));
        return { ok: true, move, seat, state: this.state(g, false) };
      }
      case 'think':
        if (this.outcome(g)) throw new EngineError('ERR_GAME_OVER', 'the game is over');
        return { ok: true, move: this.thinkMove };
      case 'hint':
        return { ok: true, move: 'c', from: 0, to: 2, san: 'C' };
      case 'undo': {
        g.ending = null;
        let undone = 0;
        while (undone < Number(req.plies) && g.history.length > 0) {
          g.history.pop();
          undone++;
        }
        return { ok: true, undone, state: this.state(g, false) };
      }
      case 'resign': {
        if (this.outcome(g)) throw new EngineError('ERR_GAME_OVER', 'the game is over');
        const seat = Number(req.seat);
        if (g.seats > 2) {
          // As four-player chess: a move of its own, in the seat's turn.
          if (this.toMove(g) !== seat)
            throw new EngineError('ERR_NOT_YOUR_TURN', 'in this game a player resigns in their own turn');
          g.history.push({ u: 'R', san: 'R', seat });
          return { ok: true, move: { u: 'R', from: -1, to: -1, san: 'R' }, seat, state: this.state(g, false) };
        }
        g.ending = { termination: 'resignation', winners: [1 - seat], reason: 'resignation' };
        return { ok: true, state: this.state(g, false) };
      }
      case 'state':
        return { ok: true, state: this.state(g, true) };
      case 'claim':
        throw new EngineError('ERR_NO_CLAIM', 'no draw to claim');
    }
    throw new EngineError('ERR_UNKNOWN_COMMAND', `unknown command '${String(req.cmd)}'`);
  }

  private newGame(req: Record<string, unknown>): unknown {
    if (req.game !== 'toy') throw new EngineError('ERR_UNKNOWN_GAME', `unknown game '${String(req.game)}'`);
    const options = (req.options ?? {}) as Record<string, string>;
    if (Object.values(options).includes('bad')) throw new EngineError('ERR_BAD_OPTION', 'options.x: no such value');
    const g: ToyGame = { seats: this.seats, history: [], ending: null };
    ((req.moves ?? []) as string[]).forEach((m, i) => {
      try {
        this.play(g, m);
      } catch {
        throw new EngineError('ERR_ILLEGAL_MOVE', `moves[${i}]: '${m}' is not legal`);
      }
    });
    g.ending = (req.ending as Outcome | undefined) ?? null;
    const id = this.nextId++;
    this.games.set(id, g);
    return { ok: true, id, game: 'toy', startFen: 'start', geometry: rectGeometry(4, 1), state: this.state(g, true) };
  }

  private play(g: ToyGame, u: string): { u: string; from: number; to: number; san: string } {
    if (u === 'R' && g.seats > 2) {
      g.history.push({ u, san: 'R', seat: this.toMove(g) });
      return { u, from: -1, to: -1, san: 'R' };
    }
    if (!MOVES.includes(u)) throw new EngineError('ERR_ILLEGAL_MOVE', `'${u}' is not legal`);
    g.history.push({ u, san: u.toUpperCase(), seat: this.toMove(g) });
    return { u, from: 0, to: MOVES.indexOf(u), san: u.toUpperCase() };
  }

  private toMove(g: ToyGame): number {
    return g.history.length % g.seats;
  }

  private outcome(g: ToyGame): Outcome | null {
    if (g.ending) return g.ending;
    if (g.history.length >= this.endAt)
      return { termination: 'checkmate', winners: [(g.history.length - 1) % g.seats], reason: 'checkmate' };
    return null;
  }

  private state(g: ToyGame, withHistory: boolean) {
    const outcome = this.outcome(g);
    const last = g.history.at(-1);
    return {
      pieces: [{ sq: 0, owner: 0, kind: 'K' }],
      fen: `toy ${g.history.length}`,
      toMove: outcome ? null : this.toMove(g),
      check: [],
      points: Array.from({ length: g.seats }, () => 0),
      eliminated: Array.from({ length: g.seats }, () => false),
      counters: [],
      lastMove: last ? { from: 0, to: MOVES.indexOf(last.u) } : null,
      moves: outcome ? [] : MOVES.map((u, i) => ({ u, from: 0, to: i, san: u.toUpperCase() })),
      outcome,
      claimable: [],
      ...(withHistory ? { history: g.history.map((m) => ({ ...m })) } : {}),
    };
  }
}
