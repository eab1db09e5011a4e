import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYSIS_NODES,
  areaPaths,
  createAnalysis,
  findMistakes,
  findSeatMistakes,
  graphPoints,
  graphValue,
  judge,
  moveLabels,
  plyAtFraction,
  scoreText,
  seatValues,
  valueOf,
  winningChances,
  type AnalysisMove,
  type Evaluation,
} from './analysis';
import { EngineError, type Engine } from '../engine/engineClient';
import { setLanguage } from '../i18n/i18n';

// A short game to judge: 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#, with scores made up to give each rule a case.
const moves: AnalysisMove[] = [
  { u: 'e2e4', san: 'e4', seat: 0 },
  { u: 'e7e5', san: 'e5', seat: 1 },
  { u: 'f1c4', san: 'Bc4', seat: 0 },
  { u: 'b8c6', san: 'Nc6', seat: 1 },
  { u: 'd1h5', san: 'Qh5', seat: 0 },
  { u: 'g8f6', san: 'Nf6', seat: 1 },
  { u: 'h5f7', san: 'Qxf7#', seat: 0 },
];
const evaluations: Evaluation[] = [
  { score: { cp: 20 }, best: 'e2e4', san: 'e4' },
  { score: { cp: 30 }, best: 'e7e5', san: 'e5' },
  // e5 "lost" 0.3 of Black's chances, but it was the engine's own best move: noise, not a mistake.
  { score: { cp: 200 }, best: 'g1f3', san: 'Nf3' },
  // Bc4: White's chances 0.352 → 0.037, a blunder.
  { score: { cp: 20 }, best: 'g8f6', san: 'Nf6' },
  // Nc6: Black's chances fall by 0.232, a mistake.
  { score: { cp: 150 }, best: 'g1f3', san: 'Nf3' },
  // Qh5: White's chances 0.269 → 0.018, a mistake.
  { score: { cp: 10 }, best: 'g7g6', san: 'g6' },
  // Nf6: a mate against Black appears, a blunder.
  { score: { mate: 1 }, best: 'h5f7', san: 'Qxf7#' },
  { score: { mate: 0 }, winner: 0 },
];

/** An engine answering `evaluate` for k moves with `answers[k]` (or its error), counting what it is asked. */
class FakeEngine implements Engine {
  readonly requests: Record<string, unknown>[] = [];
  inFlight = 0;
  maxInFlight = 0;
  private readonly held: (() => void)[] = [];

  constructor(
    private readonly answers: (Evaluation | Error)[],
    private readonly manual = false,
  ) {}

  request<T>(req: Record<string, unknown>): Promise<T> {
    this.requests.push(req);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const k = (req.moves as string[]).length;
    return new Promise<T>((resolve, reject) => {
      const answer = () => {
        this.inFlight--;
        const a = this.answers[k];
        if (a instanceof Error) reject(a);
        else if (a) resolve(a as T);
        else reject(new EngineError('ERR_TEST', `no answer for ${k} moves`));
      };
      if (this.manual) this.held.push(answer);
      else setTimeout(answer, 0);
    });
  }

  /** Answers the oldest held request (manual mode). */
  answerNext(): void {
    this.held.shift()?.();
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function mount(engine: Engine, playerSeat: number | null = 1) {
  const onSelectPly = vi.fn<(ply: number) => void>();
  const analysis = createAnalysis({ engine, game: 'chess', startFen: 'START', moves, playerSeat, onSelectPly });
  document.body.replaceChildren(analysis.element);
  return { analysis, onSelectPly, el: analysis.element };
}

afterEach(() => document.body.replaceChildren());

describe('the numbers', () => {
  it('are lichess winning chances, clamped for the graph, mates at the ends', () => {
    expect(winningChances(0)).toBe(0);
    expect(winningChances(100)).toBeCloseTo(0.18205, 5);
    expect(winningChances(-100)).toBeCloseTo(-0.18205, 5);
    expect(graphValue({ cp: 5000 })).toBeCloseTo(winningChances(1000), 10);
    expect(graphValue({ cp: 5000 })).toBeCloseTo(0.95089, 5);
    expect(graphValue({ mate: -1 })).toBe(-1);
  });

  it('read mates: the winner of a finished game, a mate to come by its sign', () => {
    expect(valueOf({ score: { mate: 3 } })).toEqual({ mate: 1 });
    expect(valueOf({ score: { mate: -2 } })).toEqual({ mate: -1 });
    expect(valueOf({ score: { mate: 0 }, winner: 0 })).toEqual({ mate: 1 });
    expect(valueOf({ score: { mate: 0 }, winner: 1 })).toEqual({ mate: -1 });
    expect(valueOf({ score: { mate: -1 }, best: 'd8h4', san: 'Qh4#' })).toEqual({ mate: -1 });
    expect(valueOf({ score: null })).toBeNull();
    expect(scoreText({ score: { cp: 134 } })).toBe('+1.3');
    expect(scoreText({ score: { cp: -40 } })).toBe('-0.4');
    expect(scoreText({ score: { mate: -2 } })).toBe('#-2');
    expect(scoreText({ score: { cp: 0 } })).toBe('0.0');
  });

  it("write a score's number as the page's language does, with its sign", () => {
    expect(scoreText({ score: { cp: 20 } }, 'de')).toBe('+0,2');
    expect(scoreText({ score: { cp: -60 } }, 'fr')).toBe('-0,6');
    expect(scoreText({ score: { cp: 123456 } }, 'de')).toBe('+1234,6');
    expect(scoreText({ score: { cp: -3 } }, 'fr')).toBe('0,0');
    expect(scoreText({ score: { mate: 3 } }, 'de')).toBe('#3');
    setLanguage('fr');
    try {
      expect(scoreText({ score: { cp: 20 } })).toBe('+0,2'); // the page's language by default
    } finally {
      setLanguage('en');
    }
  });

  it('judge a move by the drop of its mover’s winning chances', () => {
    // White: 0 → -150 loses 0.269, a mistake; Black: 0 → +300 loses 0.502, a blunder; 0 → +60 loses 0.110.
    expect(judge({ cp: 0 }, { cp: -150 }, 0)).toEqual({ judgement: 'mistake' });
    expect(judge({ cp: 0 }, { cp: 300 }, 1)).toEqual({ judgement: 'blunder' });
    expect(judge({ cp: 0 }, { cp: 60 }, 1)).toEqual({ judgement: 'inaccuracy' });
    expect(judge({ cp: 0 }, { cp: 50 }, 1)).toBeNull();
    // A gain is never a mistake.
    expect(judge({ cp: 0 }, { cp: 300 }, 0)).toBeNull();
  });

  it('judge mates appearing and disappearing as lichess does', () => {
    expect(judge({ cp: 50 }, { mate: -1 }, 0)).toEqual({ judgement: 'blunder', mate: 'created' });
    expect(judge({ cp: -800 }, { mate: -1 }, 0)).toEqual({ judgement: 'mistake', mate: 'created' });
    expect(judge({ cp: 1200 }, { mate: 1 }, 1)).toEqual({ judgement: 'inaccuracy', mate: 'created' });
    expect(judge({ mate: 1 }, { cp: 1200 }, 0)).toEqual({ judgement: 'inaccuracy', mate: 'lost' });
    expect(judge({ mate: -1 }, { cp: -800 }, 1)).toEqual({ judgement: 'mistake', mate: 'lost' });
    expect(judge({ mate: 1 }, { cp: 0 }, 0)).toEqual({ judgement: 'blunder', mate: 'lost' });
    expect(judge({ mate: 1 }, { mate: -1 }, 0)).toEqual({ judgement: 'blunder', mate: 'lost' });
    expect(judge({ mate: 1 }, { mate: 1 }, 0)).toBeNull();
    expect(judge({ mate: -1 }, { mate: -1 }, 0)).toBeNull();
  });

  it('find the player’s mistakes with the better move, and skip a move the engine named best', () => {
    const short = (seat: number | null) =>
      findMistakes(moves, evaluations, seat).map((m) => [m.ply, m.move.san, m.judgement, m.better, m.mate]);
    expect(short(1)).toEqual([
      [4, 'Nc6', 'mistake', 'Nf6', undefined],
      [6, 'Nf6', 'blunder', 'g6', 'created'],
    ]);
    expect(short(0)).toEqual([
      [3, 'Bc4', 'blunder', 'Nf3', undefined],
      [5, 'Qh5', 'mistake', 'Nf3', undefined],
    ]);
    expect(short(null).map((m) => m[0])).toEqual([3, 4, 5, 6]);
    // Without evaluations after a move nothing is judged yet.
    expect(findMistakes(moves, evaluations.slice(0, 4), 1)).toEqual([]);
  });

  it('number the moves as the move list does', () => {
    expect(moveLabels(moves.slice(0, 3))).toEqual(['1. e4', '1… e5', '2. Bc4']);
    expect(
      moveLabels([
        { u: 'e7e5', san: 'e5', seat: 1 },
        { u: 'g1f3', san: 'Nf3', seat: 0 },
      ]),
    ).toEqual(['1… e5', '2. Nf3']);
    expect(
      moveLabels([
        { u: 'm1h@g2', san: 'M1h@g2', seat: 0, kind: 'setup' },
        { u: 'm3@h3', san: 'M3@h3', seat: 1, kind: 'setup' },
        { u: 'e2e4', san: 'e4', seat: 0 },
      ]),
    ).toEqual(['Setup: M1h@g2', 'Setup: M3@h3', '1. e4']);
  });

  it('place the graph’s points and turn a click into the nearest ply', () => {
    expect(graphPoints([0, 1, -1], 2)).toEqual([
      { ply: 0, x: 0, y: 75 },
      { ply: 1, x: 300, y: 6 },
      { ply: 2, x: 600, y: 144 },
    ]);
    expect(graphPoints([0.5, undefined], 4).map((p) => p.ply)).toEqual([0]);
    expect(graphPoints([0], 0)).toEqual([{ ply: 0, x: 300, y: 75 }]);
    expect(plyAtFraction(0.49, 7)).toBe(3);
    expect(plyAtFraction(0.5, 7)).toBe(4);
    expect(plyAtFraction(-0.2, 7)).toBe(0);
    expect(plyAtFraction(1.3, 7)).toBe(7);
  });

  it('split the area at the middle line where the curve crosses it', () => {
    const { above, below } = areaPaths([
      { x: 0, y: 35 },
      { x: 100, y: 115 },
    ]);
    expect(above).toBe('M0,75 L0,35 L50,75 L100,75 L100,75 Z');
    expect(below).toBe('M0,75 L0,75 L50,75 L100,115 L100,75 Z');
    expect(areaPaths([])).toEqual({ above: '', below: '' });
  });
});

describe('createAnalysis', () => {
  it('asks for every position, one at a time, with the node budget, then draws the graph and the list', async () => {
    const engine = new FakeEngine(evaluations);
    const { analysis, el } = mount(engine);
    expect(el.querySelector('.analysis-status')?.textContent).toBe('Analysing position 1 of 8…');
    const result = await analysis.done;
    expect(result.status).toBe('done');
    expect(engine.requests).toHaveLength(8);
    expect(engine.maxInFlight).toBe(1);
    expect(engine.requests[3]).toEqual({
      cmd: 'evaluate',
      game: 'chess',
      fen: 'START',
      moves: ['e2e4', 'e7e5', 'f1c4'],
      nodes: ANALYSIS_NODES,
    });
    // k/7 of 600 across; 75 - 69 * chances down: +0.2 is 72.5, a mate 6.
    const points = el.querySelector('.analysis-curve')?.getAttribute('points')?.split(' ');
    expect(points).toHaveLength(8);
    expect(points?.[0]).toBe('0,72.5');
    expect(points?.[6]).toBe('514.3,6');
    expect(points?.[7]).toBe('600,6');
    const marks = [...el.querySelectorAll('.analysis-mark')].map((m) => [
      m.getAttribute('class'),
      m.getAttribute('cx'),
    ]);
    expect(marks).toEqual([
      ['analysis-mark mistake', '342.9'],
      ['analysis-mark blunder', '514.3'],
    ]);
    const items = [...el.querySelectorAll('.analysis-mistakes button')].map((b) => b.textContent);
    expect(items).toEqual([
      '2… Nc6 (+0.2 → +1.5) Mistake. Nf6 was best.',
      '3… Nf6 (+0.1 → #1) Blunder. Checkmate is now unavoidable. g6 was best.',
    ]);
    expect(el.querySelector('.analysis-status')?.textContent).toBe('0 inaccuracies, 1 mistake, 1 blunder');
    expect(el.querySelector('progress')?.hidden).toBe(true);
    expect(el.querySelector('.analysis-status')?.getAttribute('aria-busy')).toBe('false');
  });

  it('selects a ply by a click on the graph, the arrow keys and a listed mistake', async () => {
    const { analysis, onSelectPly, el } = mount(new FakeEngine(evaluations));
    await analysis.done;
    const graph = el.querySelector<SVGSVGElement>('.analysis-graph')!;
    expect(graph.getAttribute('aria-valuenow')).toBe('7');
    graph.getBoundingClientRect = () => ({
      left: 100,
      width: 700,
      top: 0,
      height: 175,
      right: 800,
      bottom: 175,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    graph.dispatchEvent(new MouseEvent('click', { clientX: 100 + 300 + 10 }));
    expect(onSelectPly).toHaveBeenLastCalledWith(3);
    expect(graph.getAttribute('aria-valuetext')).toBe('2. Bc4: +0.2');
    expect(el.querySelector('.analysis-cursor')?.getAttribute('x1')).toBe('257.1');
    graph.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    expect(onSelectPly).toHaveBeenLastCalledWith(2);
    graph.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    expect(onSelectPly).toHaveBeenLastCalledWith(7);
    graph.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    expect(onSelectPly).toHaveBeenLastCalledWith(7);
    graph.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home' }));
    expect(onSelectPly).toHaveBeenLastCalledWith(0);
    expect(graph.getAttribute('aria-valuetext')).toBe('Start position: +0.2');
    const blunder = el.querySelectorAll<HTMLButtonElement>('.analysis-mistakes button')[1]!;
    blunder.click();
    expect(onSelectPly).toHaveBeenLastCalledWith(6);
    expect(blunder.getAttribute('aria-current')).toBe('true');
    analysis.setPly(4);
    expect(blunder.hasAttribute('aria-current')).toBe(false);
    expect(onSelectPly).toHaveBeenCalledTimes(6);
  });

  it('says so, without a graph, for a game without scores or without analysis', async () => {
    const noScore = new FakeEngine(moves.map(() => ({ score: null, best: 'x', san: 'x' })));
    const a = mount(noScore);
    expect((await a.analysis.done).status).toBe('unavailable');
    expect(noScore.requests).toHaveLength(1);
    expect(a.el.querySelector('.analysis-status')?.textContent).toBe('This game has no computer analysis yet.');
    expect(a.el.querySelector('svg')).toBeNull();

    const b = mount(new FakeEngine([new EngineError('ERR_NO_ANALYSIS', "no analysis for 'x'")]));
    expect((await b.analysis.done).status).toBe('unavailable');
    expect(b.el.querySelector('.analysis-status')?.textContent).toBe('This game has no computer analysis yet.');
    expect(b.el.querySelector('svg')).toBeNull();
  });

  it('reports another engine error', async () => {
    const { analysis, el } = mount(
      new FakeEngine([evaluations[0]!, new EngineError('ERR_ILLEGAL_MOVE', "moves[0]: 'e2e4' is illegal")]),
    );
    const result = await analysis.done;
    expect(result.status).toBe('failed');
    expect(el.querySelector('.analysis-status')?.textContent).toBe("The analysis failed: moves[0]: 'e2e4' is illegal");
  });

  it('stops asking when cancelled and drops the reply under way', async () => {
    const engine = new FakeEngine(evaluations, true);
    const { analysis, el, onSelectPly } = mount(engine);
    expect(el.querySelector('svg')?.hasAttribute('hidden')).toBe(true);
    engine.answerNext();
    await flush();
    expect(el.querySelector('svg')?.hasAttribute('hidden')).toBe(false);
    expect(engine.requests).toHaveLength(2);
    expect(el.querySelector('progress')?.value).toBe(1);
    analysis.cancel();
    expect(await analysis.done).toEqual({ status: 'cancelled' });
    engine.answerNext();
    await flush();
    expect(engine.requests).toHaveLength(2);
    expect(el.querySelector('.analysis-status')?.textContent).toBe('The analysis was stopped.');
    expect(el.querySelector('svg')).toBeNull();
    expect(onSelectPly).not.toHaveBeenCalled();
  });
});

// Four seats, one round and Red's second move: Blue drops a queen's worth (900 → 300 from its own view, winning
// chances 0.57 → 0.20), a blunder; Yellow's move is the engine's own; Red resigns (no score). Red wins, the others lose.
const fourMoves: AnalysisMove[] = [
  { u: 'h2h3', san: 'h3', seat: 0 },
  { u: 'b7c7', san: 'c7', seat: 1 },
  { u: 'g13g12', san: 'g12', seat: 2 },
  { u: 'm8l8', san: 'l8', seat: 3 },
  { u: 'resign', san: 'R', seat: 0 },
];
const fourEvaluations: Evaluation[] = [
  { score: null, seat: 0, moverScore: { cp: 20 }, moveScore: { cp: 10 }, best: 'g2g3', san: 'g3' },
  { score: null, seat: 1, moverScore: { cp: 900 }, moveScore: { cp: 300 }, best: 'b7b8', san: 'b8' },
  { score: null, seat: 2, moverScore: { cp: -50 }, moveScore: { cp: -50 }, best: 'g13g12', san: 'g12' },
  { score: null, seat: 3, moverScore: { mate: 2 }, moveScore: { cp: 0 }, best: 'm8m7', san: 'm7' },
  { score: null, seat: 0, moverScore: { cp: 0 }, best: 'h3h4', san: 'h4' },
  { score: { mate: 0 }, winner: 1, winners: [1] },
];

describe('a game of more than two seats', () => {
  it('draws a line per seat at its own turns, and every seat at the end', () => {
    const lines = seatValues(fourEvaluations, 4);
    expect(lines[0]?.[0]).toBeCloseTo(winningChances(20), 10);
    expect(lines[0]?.[4]).toBe(0);
    expect(lines[0]?.[1]).toBeUndefined();
    expect(lines[1]?.[1]).toBeCloseTo(winningChances(900), 10);
    expect(lines[3]?.[3]).toBe(1);
    expect(lines.map((l) => l[5])).toEqual([-1, 1, -1, -1]);
    expect(seatValues([{ score: { cp: 0 }, winners: [] }], 3).map((l) => l[0])).toEqual([0, 0, 0]);
  });

  it('judges each move against the best one from the same root, by its mover', () => {
    const found = findSeatMistakes(fourMoves, fourEvaluations, null);
    expect(found.map((m) => [m.ply, m.judgement, m.mate, m.better])).toEqual([
      [2, 'blunder', undefined, 'b8'],
      [4, 'blunder', 'lost', 'm7'],
    ]);
    expect(scoreText(found[0]!.before)).toBe('+9.0');
    expect(scoreText(found[0]!.after)).toBe('+3.0');
    expect(findSeatMistakes(fourMoves, fourEvaluations, 1).map((m) => m.ply)).toEqual([2]);
  });

  it('numbers the moves a round a row', () => {
    expect(moveLabels(fourMoves, 4)).toEqual(['1. h3', '1… c7', '1… g12', '1… l8', '2. R']);
  });

  it('asks for each position with the move played there, and names the seats', async () => {
    const engine = new FakeEngine(fourEvaluations);
    const analysis = createAnalysis({
      engine,
      game: 'fourplayer',
      startFen: 'START',
      moves: fourMoves,
      playerSeat: null,
      seats: 4,
      onSelectPly: vi.fn(),
    });
    document.body.replaceChildren(analysis.element);
    expect((await analysis.done).status).toBe('done');
    expect(engine.requests.map((r) => r.move)).toEqual(['h2h3', 'b7c7', 'g13g12', 'm8l8', 'resign', undefined]);
    const el = analysis.element;
    expect(el.querySelectorAll('.analysis-seat-curve')).toHaveLength(4);
    expect(el.querySelector('.analysis-curve')).toBeNull();
    expect(el.querySelector('.analysis-seat-curve')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect([...el.querySelectorAll('.analysis-legend li')].map((li) => li.textContent)).toEqual([
      'Red',
      'Blue',
      'Yellow',
      'Green',
    ]);
    expect(el.querySelectorAll('.analysis-mark')).toHaveLength(2);
    analysis.setPly(1);
    expect(el.querySelector('.analysis-graph')?.getAttribute('aria-valuetext')).toBe('1. h3: Blue +9.0');
  });
});
