// The computer analysis of a game, as lichess offers it: every position of the game evaluated by the engine module
// (docs/engine-api.md, `evaluate`), one request after the other, drawn as a graph of White's (seat 0's) winning
// chances over the moves; the player's inaccuracies, mistakes and blunders found by lichess's rules and listed under
// the graph with the move the engine preferred. Clicking the graph (or the arrow keys on it) and clicking a listed
// move select a ply for the page. Games the module cannot evaluate (score null, ERR_NO_ANALYSIS) get a sentence.

import { h } from '../dom';
import { seatLook, seatName } from '../board/pieces';
import { svgEl } from '../board/svg';
import { EngineError, type Engine } from '../engine/engineClient';
import { language } from '../i18n/i18n';
import { analysisText as T, type Judgement } from './reviewText';
import { MOVE_KIND } from '../moveKind';

export type { Judgement } from './reviewText';

/**
 * Nodes searched per position. A 40-move chess game (81 positions) took 1.1 s natively (`littletable engine-api`)
 * and 1.5 s in the WebAssembly module under Node once warm (2.8 s on the first run), on a shared 2-core machine.
 */
export const ANALYSIS_NODES = 30_000;

/** A played move as the page has it (a history entry: `kind` "setup" numbers it apart, as the move list does). */
export interface AnalysisMove {
  u: string;
  san: string;
  seat: number;
  kind?: string;
}

/** A score as the module gives it: centipawns, or a mate in moves (negative: the other side mates). */
export type Score = { cp: number } | { mate: number };

/**
 * An `evaluate` reply: `score` from seat 0's side (null with more than two seats); `seat` the side to move and
 * `moverScore` from its view; `moveScore` the move played there, searched from the same root (asked for in games
 * of more than two seats). A finished position has only `score` ({cp: 0} a draw, {mate: 0} won) and its winners.
 */
export interface Evaluation {
  score: Score | null;
  seat?: number;
  moverScore?: Score;
  moveScore?: Score;
  best?: string;
  san?: string;
  winner?: number;
  winners?: number[];
}

/** A position's value from seat 0's side: centipawns, or who mates (1: seat 0, -1: seat 1). */
export type Value = { cp: number } | { mate: 1 | -1 };

/** A move of the player that lost winning chances, lichess's way. `ply` is the position after it. */
export interface Mistake {
  ply: number;
  move: AnalysisMove;
  judgement: Judgement;
  /** Set when a mate appeared against the mover or the mover's own mate disappeared (lichess's MateAdvice). */
  mate?: 'created' | 'lost';
  /** The SAN of the engine's best move in the position before; left out if the module gave none. */
  better?: string;
  before: Evaluation;
  after: Evaluation;
}

export type AnalysisResult =
  | { status: 'done'; evaluations: Evaluation[]; mistakes: Mistake[] }
  | { status: 'unavailable' }
  | { status: 'cancelled' }
  | { status: 'failed'; error: Error };

export interface AnalysisOptions {
  engine: Engine;
  game: string;
  startFen: string;
  moves: AnalysisMove[];
  /** The seat whose moves are judged; null judges every seat's moves. */
  playerSeat: number | null;
  /** Called with the number of moves played in the position chosen (0: the start). */
  onSelectPly: (ply: number) => void;
  /** The ply the graph's cursor starts on (default: the last). */
  ply?: number;
  nodes?: number;
  /** The game's seats (default 2). More than two: a line per seat, each move judged from its mover's view. */
  seats?: number;
  /** The seats' names for the legend (GameInfo.seatNames); absent: the colours' names. */
  seatNames?: readonly string[];
}

export interface Analysis {
  element: HTMLElement;
  /** Settles once the analysis has ended, whichever way; it never rejects. */
  done: Promise<AnalysisResult>;
  /** Stops asking the engine (the one search under way finishes in the worker; its reply is dropped). */
  cancel(): void;
  /** Moves the graph's cursor and the list's current mark to `ply` (when the page navigates by itself). */
  setPly(ply: number): void;
}

// ---- the numbers: pure, tested on their own ----

/** lichess's winning chances of a centipawn score, on [-1, 1] (scalachess `WinPercent.winningChances`). */
export function winningChances(cp: number): number {
  return Math.max(-1, Math.min(1, 2 / (1 + Math.exp(-0.00368208 * cp)) - 1));
}

/** An evaluation's value, or null for a game without a score. `{mate: 0}` is a finished game with its `winner`. */
export function valueOf(e: Evaluation): Value | null {
  const s = e.score;
  if (!s) return null;
  if ('cp' in s) return { cp: s.cp };
  if (s.mate !== 0) return { mate: s.mate > 0 ? 1 : -1 };
  return { mate: e.winner === 0 ? 1 : -1 };
}

/** Where the graph draws a value: winning chances with centipawns clamped to ±1000 as lichess does, mates at ±1. */
export function graphValue(v: Value): number {
  return 'mate' in v ? v.mate : winningChances(Math.max(-1000, Math.min(1000, v.cp)));
}

/**
 * lichess's judgement of a move (lila `Advice`): from the mover's side, a drop in winning chances of 0.3 is a
 * blunder, 0.2 a mistake, 0.1 an inaccuracy; a mate that appears against the mover is a blunder (a mistake if the
 * mover was already 700 centipawns down, an inaccuracy if 1000), and so is a lost mate of the mover's own (a mistake
 * if still 700 up, an inaccuracy if 1000).
 */
export function judge(
  before: Value,
  after: Value,
  moverSeat: number,
): { judgement: Judgement; mate?: 'created' | 'lost' } | null {
  const side = moverSeat === 0 ? 1 : -1;
  if ('cp' in before && 'cp' in after) {
    const drop = side * (winningChances(before.cp) - winningChances(after.cp));
    const judgement: Judgement | null =
      drop >= 0.3 ? 'blunder' : drop >= 0.2 ? 'mistake' : drop >= 0.1 ? 'inaccuracy' : null;
    return judgement && { judgement };
  }
  const mateBefore = 'mate' in before ? side * before.mate : 0;
  const mateAfter = 'mate' in after ? side * after.mate : 0;
  if (mateBefore === 0 && mateAfter < 0) {
    const cp = 'cp' in before ? side * before.cp : 0;
    return { judgement: cp < -999 ? 'inaccuracy' : cp < -700 ? 'mistake' : 'blunder', mate: 'created' };
  }
  if (mateBefore > 0 && mateAfter <= 0) {
    const cp = 'cp' in after ? side * after.cp : 0;
    return { judgement: cp > 999 ? 'inaccuracy' : cp > 700 ? 'mistake' : 'blunder', mate: 'lost' };
  }
  return null;
}

/**
 * The judged moves of `playerSeat` (null: every seat): move i between evaluations i and i + 1. A move the engine
 * itself named best is never one: its drop is the small search's noise between two positions.
 */
export function findMistakes(moves: AnalysisMove[], evaluations: Evaluation[], playerSeat: number | null): Mistake[] {
  const found: Mistake[] = [];
  moves.forEach((move, i) => {
    const before = evaluations[i];
    const after = evaluations[i + 1];
    if (!before || !after || (playerSeat !== null && move.seat !== playerSeat) || before.best === move.u) return;
    const b = valueOf(before);
    const a = valueOf(after);
    const j = b && a && judge(b, a, move.seat);
    if (!j) return;
    found.push({ ply: i + 1, move, ...j, ...(before.san ? { better: before.san } : {}), before, after });
  });
  return found;
}

/** A score from its own side's view: centipawns, or 1 when that side mates, -1 when it is mated. */
export function ownValue(score: Score): Value {
  return 'cp' in score ? { cp: score.cp } : { mate: score.mate > 0 ? 1 : -1 };
}

/**
 * The graph of a game of more than two seats: one line per seat, each seat's value at the positions where it is
 * to move (its own view); at a finished position every seat has one, 1 for a winner, -1 for the others, 0 for all
 * in a draw.
 */
export function seatValues(evaluations: Evaluation[], seats: number): (number | undefined)[][] {
  const lines = Array.from({ length: seats }, () => [] as (number | undefined)[]);
  evaluations.forEach((e, ply) => {
    if (e.seat !== undefined && e.moverScore) {
      const line = lines[e.seat];
      if (line) line[ply] = graphValue(ownValue(e.moverScore));
    } else if (e.score) {
      const won = new Set(e.winners ?? (e.winner !== undefined ? [e.winner] : []));
      lines.forEach((line, s) => (line[ply] = won.size === 0 ? 0 : won.has(s) ? 1 : -1));
    }
  });
  return lines;
}

/**
 * The judged moves of a game of more than two seats: move i by the drop from the best move's score to its own,
 * both searched from position i and seen by the mover (`moverScore`, `moveScore`). lichess's thresholds as in
 * `judge`; the best move itself, and a move without a score (a resignation), is never one.
 */
export function findSeatMistakes(
  moves: AnalysisMove[],
  evaluations: Evaluation[],
  playerSeat: number | null,
): Mistake[] {
  const found: Mistake[] = [];
  moves.forEach((move, i) => {
    const e = evaluations[i];
    if (!e?.moverScore || !e.moveScore || (playerSeat !== null && move.seat !== playerSeat) || e.best === move.u)
      return;
    const j = judge(ownValue(e.moverScore), ownValue(e.moveScore), 0);
    if (!j) return;
    const before: Evaluation = { score: e.moverScore };
    const after: Evaluation = { score: e.moveScore };
    found.push({ ply: i + 1, move, ...j, ...(e.san ? { better: e.san } : {}), before, after });
  });
  return found;
}

/**
 * The moves as the move list numbers them, a row per round of `seats` moves: "Setup: M3@a1", "1. e4", "1… e5" (the
 * first move in its mover's column).
 */
export function moveLabels(moves: AnalysisMove[], seats = 2): string[] {
  const firstPlay = moves.findIndex((m) => m.kind !== MOVE_KIND.SETUP);
  const split = firstPlay < 0 ? moves.length : firstPlay;
  const column = (moves[split]?.seat ?? 0) % seats;
  return moves.map((m, i) => {
    if (i < split) return `${T.setup}: ${m.san}`;
    const j = i - split + column;
    return `${Math.floor(j / seats) + 1}${j % seats === 0 ? '.' : '…'} ${m.san}`;
  });
}

/** Pawns with one decimal and their sign (none for zero), in a language's way of writing numbers. */
const pawnFormats = new Map<string, Intl.NumberFormat>();
function pawns(lang: string): Intl.NumberFormat {
  let f = pawnFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
      useGrouping: false,
    });
    pawnFormats.set(lang, f);
  }
  return f;
}

/**
 * A score for people, lichess's way, its number written as the page's language (or `lang`) writes numbers:
 * "+0.3", "-1.2" (German and French "+0,3", "-1,2"), "#3" (seat 0 mates), "#-2" (seat 1 mates).
 */
export function scoreText(e: Evaluation, lang: string = language()): string {
  const s = e.score;
  if (!s) return '';
  if ('cp' in s) return pawns(lang).format(s.cp / 100);
  if (s.mate !== 0) return `#${s.mate}`;
  return T.checkmate;
}

/** The graph's drawing area (viewBox units); the stylesheet scales it to the column's width. */
export const GRAPH = { width: 600, height: 150, pad: 6 };

/** The x of a ply on a graph of `moveCount` moves (a game without moves: its one position in the middle). */
export function plyX(ply: number, moveCount: number): number {
  return moveCount === 0 ? GRAPH.width / 2 : (ply / moveCount) * GRAPH.width;
}

/** The y of a graph value in [-1, 1]: 1 (seat 0 wins) at the top. */
export function valueY(v: number): number {
  return GRAPH.height / 2 - v * (GRAPH.height / 2 - GRAPH.pad);
}

/** The ply nearest to a click `fraction` of the graph's width. */
export function plyAtFraction(fraction: number, moveCount: number): number {
  return Math.max(0, Math.min(moveCount, Math.round(fraction * moveCount)));
}

/** The points of the evaluated plies so far, in order, in viewBox units. */
export function graphPoints(
  values: (number | undefined)[],
  moveCount: number,
): { ply: number; x: number; y: number }[] {
  const points: { ply: number; x: number; y: number }[] = [];
  values.forEach((v, ply) => v !== undefined && points.push({ ply, x: plyX(ply, moveCount), y: valueY(v) }));
  return points;
}

/**
 * The two filled areas between the curve and the middle line: above it (seat 0 better) and below it, each as an SVG
 * path. A segment crossing the middle gets its crossing point, so that both areas meet there.
 */
export function areaPaths(points: { x: number; y: number }[]): { above: string; below: string } {
  const mid = GRAPH.height / 2;
  const line: { x: number; y: number }[] = [];
  points.forEach((p, i) => {
    const q = points[i - 1];
    if (q && (q.y - mid) * (p.y - mid) < 0) line.push({ x: q.x + ((mid - q.y) / (p.y - q.y)) * (p.x - q.x), y: mid });
    line.push(p);
  });
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return { above: '', below: '' };
  const path = (clamp: (y: number) => number) =>
    `M${r(first.x)},${mid} ` + line.map((p) => `L${r(p.x)},${r(clamp(p.y))}`).join(' ') + ` L${r(last.x)},${mid} Z`;
  return { above: path((y) => Math.min(y, mid)), below: path((y) => Math.max(y, mid)) };
}

const r = (n: number) => Math.round(n * 10) / 10;

// ---- the component ----

/** Starts the analysis and returns its element at once: progress first, the graph growing as replies come. */
export function createAnalysis(o: AnalysisOptions): Analysis {
  const n = o.moves.length;
  const seats = Math.max(2, o.seats ?? 2);
  const bySeat = seats > 2;
  const labels = moveLabels(o.moves, seats);
  const evaluations: Evaluation[] = [];
  const values: (number | undefined)[] = [];
  let mistakes: Mistake[] = [];
  let ply = Math.max(0, Math.min(n, o.ply ?? n));
  let running = true;

  // Busy while the count runs, so that a screen reader announces the outcome, not every position.
  const status = h('p', { class: 'analysis-status', role: 'status', 'aria-live': 'polite', 'aria-busy': 'true' });
  const progress = h('progress', { class: 'analysis-progress', max: n + 1, value: 0 });
  const above = svgEl('path', { class: 'analysis-above' });
  const below = svgEl('path', { class: 'analysis-below' });
  const curve = svgEl('polyline', { class: 'analysis-curve' });
  const seatCurves = bySeat
    ? Array.from({ length: seats }, (_, s) =>
        svgEl('polyline', { class: 'analysis-seat-curve', stroke: seatLook(s, seats).fill }),
      )
    : [];
  const marks = svgEl('g', { class: 'analysis-marks' });
  const cursor = svgEl('line', { class: 'analysis-cursor', y1: 0, y2: GRAPH.height });
  const graph = svgEl('svg', {
    class: 'analysis-graph',
    viewBox: `0 0 ${GRAPH.width} ${GRAPH.height}`,
    role: 'slider',
    tabindex: 0,
    'aria-label': bySeat ? T.seatGraphLabel : T.graphLabel,
    'aria-valuemin': 0,
    'aria-valuemax': n,
    hidden: '', // until the first score: a game without any shows no empty graph
  });
  graph.append(
    svgEl('rect', { class: 'analysis-back', width: GRAPH.width, height: GRAPH.height }),
    above,
    below,
    svgEl('line', { class: 'analysis-middle', x1: 0, x2: GRAPH.width, y1: GRAPH.height / 2, y2: GRAPH.height / 2 }),
    ...(bySeat ? seatCurves : [curve]),
    marks,
    cursor,
  );
  const list = h('ol', { class: 'analysis-mistakes', 'aria-label': T.listTitle });
  const legend = bySeat
    ? h(
        'ul',
        { class: 'analysis-legend', 'aria-hidden': 'true' },
        ...Array.from({ length: seats }, (_, s) =>
          h(
            'li',
            {},
            h('span', { class: 'analysis-legend-swatch', style: `background:${seatLook(s, seats).fill}` }),
            seatName(s, seats, o.seatNames),
          ),
        ),
      )
    : null;
  const element = h(
    'section',
    { class: 'analysis', 'aria-label': T.title },
    h('h2', { class: 'panel-title' }, T.title),
    status,
    progress,
    graph,
    ...(legend ? [legend] : []),
    list,
  );
  if (legend) legend.hidden = true;
  list.hidden = true;

  const select = (p: number) => {
    setPly(p);
    o.onSelectPly(ply);
  };
  graph.addEventListener('click', (e: MouseEvent) => {
    const box = graph.getBoundingClientRect();
    if (box.width > 0) select(plyAtFraction((e.clientX - box.left) / box.width, n));
  });
  graph.addEventListener('keydown', (e: KeyboardEvent) => {
    const to: Record<string, number> = {
      ArrowLeft: ply - 1,
      ArrowDown: ply - 1,
      ArrowRight: ply + 1,
      ArrowUp: ply + 1,
      PageDown: ply - 10,
      PageUp: ply + 10,
      Home: 0,
      End: n,
    };
    const target = to[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(Math.max(0, Math.min(n, target)));
  });

  function setPly(p: number): void {
    ply = Math.max(0, Math.min(n, p));
    const x = plyX(ply, n);
    cursor.setAttribute('x1', String(r(x)));
    cursor.setAttribute('x2', String(r(x)));
    graph.setAttribute('aria-valuenow', String(ply));
    const e = evaluations[ply];
    const name = ply === 0 ? T.start : (labels[ply - 1] ?? '');
    const seen = e && bySeat && e.seat !== undefined && e.moverScore ? { score: e.moverScore } : e;
    const who = e && bySeat && e.seat !== undefined ? `${seatName(e.seat, seats, o.seatNames)} ` : '';
    graph.setAttribute('aria-valuetext', seen && seen.score ? `${name}: ${who}${scoreText(seen)}` : name);
    for (const b of list.querySelectorAll<HTMLElement>('button'))
      if (Number(b.dataset.ply) === ply) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
  }

  const pointsText = (points: { x: number; y: number }[]) => points.map((p) => `${r(p.x)},${r(p.y)}`).join(' ');

  function draw(): void {
    if (bySeat) {
      seatValues(evaluations, seats).forEach((line, s) =>
        seatCurves[s]?.setAttribute('points', pointsText(graphPoints(line, n))),
      );
    } else {
      const points = graphPoints(values, n);
      curve.setAttribute('points', pointsText(points));
      const areas = areaPaths(points);
      above.setAttribute('d', areas.above);
      below.setAttribute('d', areas.below);
    }
    marks.replaceChildren(
      ...mistakes.map((m) => {
        // By seat: where the move took its mover, from the position it was played in.
        const v = bySeat ? graphValue(ownValue(m.after.score ?? { cp: 0 })) : (values[m.ply] ?? 0);
        const mark = svgEl('circle', {
          class: `analysis-mark ${m.judgement}`,
          cx: r(plyX(m.ply, n)),
          cy: r(valueY(v)),
          r: m.judgement === 'blunder' ? 6 : m.judgement === 'mistake' ? 5 : 4,
        });
        const title = svgEl('title');
        title.textContent = `${labels[m.ply - 1]}: ${T.judgement[m.judgement]}`;
        mark.append(title);
        return mark;
      }),
    );
  }

  function showMistakes(): void {
    const counts: Record<Judgement, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const m of mistakes) counts[m.judgement]++;
    status.textContent = mistakes.length === 0 ? T.noMistakes : T.summary(counts);
    list.replaceChildren(
      ...mistakes.map((m) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: `analysis-mistake ${m.judgement}`,
              'data-ply': m.ply,
              onclick: () => select(m.ply),
            },
            h('span', { class: 'analysis-move' }, labels[m.ply - 1]),
            ' ',
            h('span', { class: 'analysis-scores' }, `(${scoreText(m.before)} → ${scoreText(m.after)})`),
            ' ',
            h('strong', { class: 'analysis-judgement' }, `${T.judgement[m.judgement]}.`),
            m.mate ? ` ${m.mate === 'created' ? T.mateCreated : T.mateLost}` : '',
            m.better ? ` ${T.best(m.better)}` : '',
          ),
        ),
      ),
    );
    list.hidden = mistakes.length === 0;
  }

  const finish = (result: AnalysisResult): AnalysisResult => {
    running = false;
    progress.hidden = true;
    status.setAttribute('aria-busy', 'false');
    if (result.status !== 'done') {
      graph.remove();
      legend?.remove();
      list.remove();
    }
    if (result.status === 'unavailable') status.textContent = T.unavailable;
    else if (result.status === 'failed') status.textContent = T.failed(result.error.message);
    return result;
  };

  let cancelResult: (r: AnalysisResult) => void = () => {};
  const cancelled = new Promise<AnalysisResult>((resolve) => (cancelResult = resolve));

  async function run(): Promise<AnalysisResult> {
    try {
      for (let k = 0; k <= n; k++) {
        status.textContent = T.progress(k + 1, n + 1);
        const played = bySeat ? o.moves[k] : undefined;
        const reply = await o.engine.request<Evaluation>({
          cmd: 'evaluate',
          game: o.game,
          fen: o.startFen,
          moves: o.moves.slice(0, k).map((m) => m.u),
          nodes: o.nodes ?? ANALYSIS_NODES,
          ...(played ? { move: played.u } : {}),
        });
        if (!running) return { status: 'cancelled' };
        const value = valueOf(reply);
        if (bySeat ? !reply.moverScore && !value : !value) return finish({ status: 'unavailable' });
        evaluations.push(reply);
        values.push(value ? graphValue(value) : undefined);
        graph.removeAttribute('hidden');
        if (legend) legend.hidden = false;
        mistakes = bySeat
          ? findSeatMistakes(o.moves.slice(0, k + 1), evaluations, o.playerSeat)
          : findMistakes(o.moves.slice(0, k), evaluations, o.playerSeat);
        progress.value = k + 1;
        draw();
      }
      showMistakes();
      setPly(ply);
      return finish({ status: 'done', evaluations, mistakes });
    } catch (err) {
      if (!running) return { status: 'cancelled' };
      if (err instanceof EngineError && err.code === 'ERR_NO_ANALYSIS') return finish({ status: 'unavailable' });
      return finish({ status: 'failed', error: err instanceof Error ? err : new Error(String(err)) });
    }
  }

  setPly(ply);
  const done = Promise.race([run(), cancelled]);
  return {
    element,
    done,
    cancel() {
      if (!running) return;
      finish({ status: 'cancelled' });
      status.textContent = T.cancelled;
      cancelResult({ status: 'cancelled' });
    },
    setPly,
  };
}
