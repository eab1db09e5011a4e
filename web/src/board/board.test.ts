import { describe, expect, it, vi } from 'vitest';
import { Board, SQUARE } from './board';
import { destsByOrigin } from './moves';
import {
  CHESS_BOARD,
  clientState,
  crossGeometry,
  martianGeometry,
  onBoard,
  rectGeometry,
  square,
} from '../testing/fixtures';

function press(el: Element | null, type = 'pointerdown') {
  if (!el) throw new Error('no element');
  el.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0, clientX: 10, clientY: 10 }));
}

function click(board: Board, sq: string) {
  const rect = board.element.querySelector(`rect.sq[data-sq="${sq}"]`);
  press(rect);
  window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0, clientX: 10, clientY: 10 }));
}

/** The corners of the board's one arrow polygon as [x, y]. */
function pointsOf(board: Board): number[][] {
  const points = board.element.querySelector('polygon.arrow')?.getAttribute('points') ?? '';
  return points.split(' ').map((p) => p.split(',').map(Number));
}

function cellOf(board: Board, sq: string) {
  const r = board.element.querySelector(`rect.sq[data-sq="${sq}"]`);
  return { x: Number(r?.getAttribute('x')) / SQUARE, y: Number(r?.getAttribute('y')) / SQUARE };
}

describe('Board geometry', () => {
  it('draws the 160-square cross with its four tinted home zones', () => {
    const g = crossGeometry();
    const board = new Board({
      geometry: g,
      seatCount: 4,
      orientationSeat: 0,
      pieces: onBoard(g, [
        { sq: 'd1', owner: 0, kind: 'R' },
        { sq: 'a4', owner: 1, kind: 'N' },
        { sq: 'k14', owner: 2, kind: 'K' },
        { sq: 'n11', owner: 3, kind: 'X' },
      ]),
    });
    const svg = board.element;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${14 * SQUARE} ${14 * SQUARE}`);
    expect(svg.querySelectorAll('rect.sq')).toHaveLength(160);
    expect(svg.querySelector('rect.sq[data-sq="a1"]')).toBeNull();
    expect(svg.querySelector('rect.sq[data-sq="d1"]')).not.toBeNull();
    const zoneNames = new Set([...svg.querySelectorAll('rect.zone')].map((r) => r.getAttribute('data-zone')));
    expect(zoneNames).toEqual(new Set(['red', 'blue', 'yellow', 'green']));
    expect(svg.querySelectorAll('rect.zone[data-zone="blue"]')).toHaveLength(16);
    expect(svg.querySelectorAll('g.piece')).toHaveLength(4);
    // An unknown kind still draws, as a lettered disc.
    expect(svg.querySelector('g.piece[data-kind="X"] text')?.textContent).toBe('X');
    // Red's home row at the bottom for seat 0.
    expect(cellOf(board, 'd1')).toEqual({ x: 3, y: 13 });
  });

  it('turns the cross a quarter for the second of four seats', () => {
    const board = new Board({ geometry: crossGeometry(), seatCount: 4, orientationSeat: 1 });
    expect(board.element.dataset.turns).toBe('1');
    // Blue's home files (a, b) are now the bottom rows.
    expect(cellOf(board, 'a4').y).toBe(13);
    expect(cellOf(board, 'b4').y).toBe(12);
  });

  it("puts each of four players' own army at the bottom, and draws grey pieces grey with a name", () => {
    // Four-player chess (docs/rules/fourplayer.md, "Board and setup"): kings h1 (Red), a7 (Blue), g14 (Yellow),
    // n8 (Green); a grey (ownerless) pawn of an eliminated player on e5.
    const kings = { 0: 'h1', 1: 'a7', 2: 'g14', 3: 'n8' } as const;
    const cross = crossGeometry();
    const pieces = onBoard(cross, [
      ...Object.entries(kings).map(([seat, sq]) => ({ sq, owner: Number(seat), kind: 'K' })),
      { sq: 'e5', owner: null, kind: 'P' },
    ]);
    for (const seat of [0, 1, 2, 3] as const) {
      const board = new Board({ geometry: cross, seatCount: 4, orientationSeat: seat, pieces });
      // The viewer's king is on the bottom row (13), the one facing it on the top row (0).
      expect(cellOf(board, kings[seat]).y).toBe(13);
      expect(cellOf(board, kings[((seat + 2) % 4) as 0 | 1 | 2 | 3]).y).toBe(0);
      const grey = board.element.querySelector('g.piece[data-sq="e5"]');
      expect(grey?.getAttribute('data-owner')).toBe('grey');
      expect(grey?.querySelector('.owner-mark')).toBeNull();
    }
    const board = new Board({ geometry: cross, seatCount: 4, orientationSeat: 0, pieces });
    expect(board.element.querySelector('rect.sq[data-sq="e5"]')?.getAttribute('aria-label')).toMatch(/^e5, Grey pawn/);
  });

  it('draws the zoned 4x8 Martian board, upright and turned', () => {
    const g = martianGeometry();
    const board = new Board({ geometry: g, seatCount: 2, orientationSeat: 0 });
    const svg = board.element;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${4 * SQUARE} ${8 * SQUARE}`);
    expect(svg.querySelectorAll('rect.sq')).toHaveLength(32);
    const south = svg.querySelectorAll('rect.zone[data-zone="south"]');
    const north = svg.querySelectorAll('rect.zone[data-zone="north"]');
    expect(south).toHaveLength(16);
    expect(north).toHaveLength(16);
    expect(south[0]?.getAttribute('fill')).not.toBe(north[0]?.getAttribute('fill'));
    expect(cellOf(board, 'a1')).toEqual({ x: 0, y: 7 });
    board.set({ orientationSeat: 1 });
    expect(cellOf(board, 'a1')).toEqual({ x: 3, y: 0 });
  });

  it("draws the canal between zones of different owners: one line per square of the 4x8 board's width", () => {
    const board = new Board({ geometry: martianGeometry(), seatCount: 2, orientationSeat: 0 });
    const lines = [...board.element.querySelectorAll('line.zone-border')];
    expect(lines).toHaveLength(4);
    // Between ranks 4 and 5: the board's middle, y = 4 squares from the top.
    for (const l of lines)
      expect([l.getAttribute('y1'), l.getAttribute('y2')]).toEqual([String(4 * SQUARE), String(4 * SQUARE)]);
  });

  it("draws the two canals of the four-quadrant board and puts each viewer's quadrant at the bottom", () => {
    // Four 4x4 quadrants, seats clockwise from the bottom-left (docs/rules/martian.md, "Four players").
    const g = rectGeometry(8, 8);
    const quadrant = (zname: string, owner: number, f0: number, r0: number) => {
      const squares: number[] = [];
      for (let r = r0; r < r0 + 4; r++) for (let f = f0; f < f0 + 4; f++) squares.push(r * 8 + f);
      g.zones.push({ name: zname, owner, squares });
    };
    quadrant('south-west', 0, 0, 0);
    quadrant('north-west', 1, 0, 4);
    quadrant('north-east', 2, 4, 4);
    quadrant('south-east', 3, 4, 0);
    const board = new Board({ geometry: g, seatCount: 4, orientationSeat: 0 });
    expect(board.element.querySelectorAll('line.zone-border')).toHaveLength(16); // 8 edges across each canal
    // Each seat's own quadrant corner square (a1, a8, h8, h1) is drawn in the bottom half.
    ['a1', 'a8', 'h8', 'h1'].forEach((corner, seat) => {
      board.set({ orientationSeat: seat });
      expect(cellOf(board, corner).y).toBe(7);
    });
  });

  it('labels squares for screen readers, with piece, last move and check', () => {
    const board = new Board({
      geometry: CHESS_BOARD,
      pieces: onBoard(CHESS_BOARD, [{ sq: 'e1', owner: 0, kind: 'K' }]),
      lastMove: { from: square('d8'), to: square('h4') },
      check: [square('e1')],
    });
    const label = (sq: string) => board.element.querySelector(`rect.sq[data-sq="${sq}"]`)?.getAttribute('aria-label');
    expect(label('e1')).toBe('e1, White king, in check');
    expect(label('h4')).toBe('h4, empty, last move');
    expect(board.element.querySelectorAll('.last-move')).toHaveLength(2);
    expect(board.element.querySelector('circle.check')).not.toBeNull();
  });

  it('puts the viewer of seat 1 on the other side', () => {
    const board = new Board({ geometry: rectGeometry(8, 8), orientationSeat: 1 });
    expect(cellOf(board, 'h8')).toEqual({ x: 0, y: 7 });
  });
});

describe('Board coordinates', () => {
  it("draws each coordinate above the piece on its square, on a plate inside the square's corner", () => {
    // Black's view of Metamachy's board: the ranks run up the left edge along file l, so "11" is drawn on l11,
    // where an elephant stands.
    const g = rectGeometry(12, 12);
    const board = new Board({
      geometry: g,
      orientationSeat: 1,
      pieces: onBoard(g, [{ sq: 'l11', owner: 1, kind: 'E' }]),
    });
    const piece = board.element.querySelector('g.piece[data-sq="l11"]');
    const mark = [...board.element.querySelectorAll('g.coord-mark')].find((g) => g.textContent === '11');
    expect(piece).not.toBeNull();
    expect(mark).toBeDefined();
    // Painted later, so above the piece.
    expect(piece!.compareDocumentPosition(mark!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const square = board.element.querySelector('rect.sq[data-sq="l11"]')!;
    const plate = mark!.querySelector('rect.coord-plate')!;
    const [sx, sy] = [Number(square.getAttribute('x')), Number(square.getAttribute('y'))];
    const [px, py, pw, ph] = ['x', 'y', 'width', 'height'].map((a) => Number(plate.getAttribute(a)));
    // Inside the square's top-left quarter: the piece stays seen beside it.
    expect(px).toBeGreaterThanOrEqual(sx);
    expect(py).toBeGreaterThanOrEqual(sy);
    expect(px! + pw!).toBeLessThanOrEqual(sx + SQUARE / 2);
    expect(py! + ph!).toBeLessThanOrEqual(sy + SQUARE / 2);
    // The file letters sit in the bottom-right corner of the bottom rank's squares (rank 12 in Black's view).
    const file = [...board.element.querySelectorAll('g.coord-mark')].find((g) => g.textContent === 'a')!;
    const a12 = board.element.querySelector('rect.sq[data-sq="a12"]')!;
    const fp = file.querySelector('rect.coord-plate')!;
    expect(Number(fp.getAttribute('x')) + Number(fp.getAttribute('width'))).toBeLessThanOrEqual(
      Number(a12.getAttribute('x')) + SQUARE,
    );
    expect(Number(fp.getAttribute('x'))).toBeGreaterThanOrEqual(Number(a12.getAttribute('x')) + SQUARE / 2);
    expect(Number(fp.getAttribute('y'))).toBeGreaterThanOrEqual(Number(a12.getAttribute('y')) + SQUARE / 2);
    board.destroy();
  });
});

describe('Board on 12x12 (Metamachy)', () => {
  it('draws files a..l and ranks 1..12 with their coordinates, turned for Black, and takes a move on l12', () => {
    const onMove = vi.fn();
    const g = rectGeometry(12, 12);
    const at = (name: string) => square(name, g);
    const board = new Board(
      {
        geometry: g,
        pieces: onBoard(g, [{ sq: 'l12', owner: 1, kind: 'C' }]),
        dests: new Map([[at('l12'), [at('l11')]]]),
      },
      { onMove },
    );
    expect(board.element.querySelectorAll('rect.sq')).toHaveLength(144);
    expect(board.element.getAttribute('viewBox')).toBe(`0 0 ${12 * SQUARE} ${12 * SQUARE}`);
    const coords = () => [...board.element.querySelectorAll('text.coord')].map((t) => t.textContent);
    // White's view: files along the bottom from a to l, ranks up the left from 12 down to 1.
    expect(coords()).toEqual([...'abcdefghijkl', ...Array.from({ length: 12 }, (_, i) => String(12 - i))]);
    const cell = (sq: string) => {
      const r = board.element.querySelector(`rect.sq[data-sq="${sq}"]`);
      return [Number(r?.getAttribute('x')) / SQUARE, Number(r?.getAttribute('y')) / SQUARE];
    };
    expect(cell('l12')).toEqual([11, 0]);
    expect(cell('a1')).toEqual([0, 11]);
    board.set({ orientationSeat: 1 });
    expect(coords()).toEqual([...'lkjihgfedcba', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    expect(cell('l12')).toEqual([0, 11]);
    board.select(at('l12'));
    board.element
      .querySelector('rect.sq[data-sq="l11"]')
      ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
    expect(onMove).toHaveBeenCalledWith(at('l12'), at('l11'));
    board.destroy();
  });
});

describe('Board input', () => {
  const state = clientState();

  function movable(showDests = true) {
    const onMove = vi.fn();
    const board = new Board(
      { geometry: CHESS_BOARD, pieces: state.pieces, dests: destsByOrigin(state.moves), showDests },
      { onMove },
    );
    document.body.appendChild(board.element);
    return { board, onMove };
  }

  it('moves by click-click and shows dots while a piece is selected', () => {
    const { board, onMove } = movable();
    click(board, 'e2');
    expect(board.selection).toBe(square('e2'));
    const dots = [...board.element.querySelectorAll('circle.dest')].map((c) => c.getAttribute('data-sq'));
    expect(dots.sort()).toEqual(['e3', 'e4']);
    click(board, 'e4');
    expect(onMove).toHaveBeenCalledWith(square('e2'), square('e4'));
    expect(board.selection).toBeNull();
    board.destroy();
  });

  it('hides the dots when legal moves are not shown, but still accepts the move', () => {
    const { board, onMove } = movable(false);
    click(board, 'g1');
    expect(board.selection).toBe(square('g1'));
    expect(board.element.querySelectorAll('circle.dest')).toHaveLength(0);
    click(board, 'f3');
    expect(onMove).toHaveBeenCalledWith(square('g1'), square('f3'));
    board.destroy();
  });

  it('ignores squares that are not legal, and a second click deselects', () => {
    const { board, onMove } = movable();
    click(board, 'e7');
    expect(board.selection).toBeNull();
    click(board, 'e2');
    click(board, 'e5');
    expect(onMove).not.toHaveBeenCalled();
    expect(board.selection).toBeNull();
    click(board, 'e2');
    click(board, 'e2');
    expect(board.selection).toBeNull();
    board.destroy();
  });

  it('reports a selected piece sent where it has no move, but not a click on another own piece', () => {
    const onRefused = vi.fn();
    const board = new Board(
      { geometry: CHESS_BOARD, pieces: state.pieces, dests: destsByOrigin(state.moves) },
      { onRefused },
    );
    click(board, 'e2');
    click(board, 'e5'); // no pawn move goes there
    expect(onRefused).toHaveBeenCalledWith(square('e2'), square('e5'));
    click(board, 'g1');
    click(board, 'e7'); // the opponent's pawn: out of reach
    expect(onRefused).toHaveBeenLastCalledWith(square('g1'), square('e7'));
    click(board, 'e2');
    click(board, 'e1'); // the own king, which has no move: a selection, not a move
    click(board, 'e2');
    click(board, 'e2'); // deselecting
    click(board, 'e7'); // nothing selected
    expect(onRefused).toHaveBeenCalledTimes(2);
    board.destroy();
  });

  it('switches the selection to another movable piece', () => {
    const { board } = movable();
    click(board, 'e2');
    click(board, 'd2');
    expect(board.selection).toBe(square('d2'));
    board.destroy();
  });

  it('does nothing when the viewer cannot move', () => {
    const onMove = vi.fn();
    const board = new Board({ geometry: CHESS_BOARD, pieces: state.pieces, dests: null }, { onMove });
    click(board, 'e2');
    expect(board.selection).toBeNull();
    expect(board.element.classList.contains('movable')).toBe(false);
  });

  it('rings the focused square for keyboard users only', () => {
    const { board } = movable();
    const e2 = board.element.querySelector<SVGRectElement>('rect.sq[data-sq="e2"]');
    press(e2);
    window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    e2?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(board.element.querySelector('.focus-ring')).toBeNull();
    board.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(board.element.querySelector('.focus-ring')).not.toBeNull();
    board.destroy();
  });

  it('plays a move from the keyboard', () => {
    const { board, onMove } = movable();
    const e2 = board.element.querySelector<SVGRectElement>('rect.sq[data-sq="e2"]');
    e2?.focus();
    e2?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const key = (k: string) => board.element.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('Enter');
    expect(board.selection).toBe(square('e2'));
    key('ArrowUp');
    key('ArrowUp');
    key(' ');
    expect(onMove).toHaveBeenCalledWith(square('e2'), square('e4'));
    board.destroy();
  });
});

describe('Board and Metamate data', () => {
  // White Meta M1h on e2 copying the pawns on d2 and f2 (docs/rules/metamate.md §3: left and right).
  const pieces = onBoard(CHESS_BOARD, [
    { sq: 'd2', owner: 0, kind: 'P' },
    { sq: 'e2', owner: 0, kind: 'M1h', copies: ['d2', 'f2'] },
    { sq: 'f2', owner: 0, kind: 'P' },
    { sq: 'e1', owner: 0, kind: 'K' },
  ]);
  /** Legal destinations written with square names. */
  const dests = (from: string, to: string[]) => new Map([[square(from), to.map((n) => square(n))]]);
  const squaresOf = (board: Board, sel: string) =>
    [...board.element.querySelectorAll(sel)].map((e) => e.getAttribute('data-sq')).sort();
  const hover = (board: Board, sq: string) =>
    board.element
      .querySelector(`rect.sq[data-sq="${sq}"]`)
      ?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));

  it('colours what a Meta copies while it is hovered or selected, and names it for screen readers', () => {
    const board = new Board({ geometry: CHESS_BOARD, pieces, dests: dests('e2', ['e3']) });
    document.body.appendChild(board.element);
    expect(board.element.querySelectorAll('rect.copied')).toHaveLength(0);
    hover(board, 'e2');
    expect(squaresOf(board, 'rect.copied')).toEqual(['d2', 'f2']);
    expect(squaresOf(board, 'rect.copier')).toEqual(['e2']);
    expect(board.element.dataset.copier).toBe('e2');
    hover(board, 'a8');
    expect(board.element.querySelectorAll('rect.copied')).toHaveLength(0);
    expect(board.element.dataset.copier).toBeUndefined();
    click(board, 'e2');
    hover(board, 'a8');
    expect(squaresOf(board, 'rect.copied')).toEqual(['d2', 'f2']);
    expect(board.element.querySelector('rect.sq[data-sq="e2"]')?.getAttribute('aria-label')).toBe(
      'e2, White Meta M1, horizontal, copies d2 f2, selected',
    );
    board.destroy();
  });

  it("reports a setup choice on the first click when it is the square's only move, and marks such squares", () => {
    const onMove = vi.fn();
    const board = new Board(
      { geometry: CHESS_BOARD, pieces: pieces.slice(0, 1), dests: dests('d2', ['d2']) },
      { onMove },
    );
    expect(squaresOf(board, 'rect.dest.self')).toEqual(['d2']);
    click(board, 'd2');
    expect(onMove).toHaveBeenCalledWith(square('d2'), square('d2'));
    board.set({ showDests: false });
    expect(board.element.querySelectorAll('rect.dest.self')).toHaveLength(0);
    board.destroy();
  });

  it('reports a move onto its own square on a second click when the piece has other moves too', () => {
    const onMove = vi.fn();
    const board = new Board(
      { geometry: CHESS_BOARD, pieces: pieces.slice(0, 1), dests: dests('d2', ['d2', 'd3']) },
      { onMove },
    );
    click(board, 'd2');
    expect(onMove).not.toHaveBeenCalled();
    expect(board.selection).toBe(square('d2'));
    click(board, 'd2');
    expect(onMove).toHaveBeenCalledWith(square('d2'), square('d2'));
    board.destroy();
  });

  it('draws what a chooser considers: its square and the squares of the option', () => {
    const board = new Board({
      geometry: CHESS_BOARD,
      pieces,
      hint: { square: square('e5'), squares: [square('e4'), square('d5')] },
    });
    expect(squaresOf(board, 'rect.hint')).toEqual(['d5', 'e4']);
    expect(squaresOf(board, 'rect.hint-square')).toEqual(['e5']);
    board.set({ hint: null });
    expect(board.element.querySelectorAll('rect.hint, rect.hint-square')).toHaveLength(0);
  });

  it('draws an arrow from square to square over the pieces, turned with the board, and a ring for a move in place', () => {
    const board = new Board({ geometry: CHESS_BOARD, pieces, arrows: [{ from: square('e2'), to: square('e4') }] });
    const arrow = board.element.querySelector('g.arrows polygon.arrow');
    expect([arrow?.getAttribute('data-from'), arrow?.getAttribute('data-to')]).toEqual(['e2', 'e4']);
    // Above the pieces, so that it shows over them.
    const layers = [...board.element.children].map((c) => c.getAttribute('class'));
    expect(layers.indexOf('arrows')).toBeGreaterThan(layers.indexOf('pieces'));
    // The tip points at e4 from e2 (display rows 4 and 6 for White): upwards; once turned for Black (rows 3 and 1),
    // downwards.
    const ys = () => pointsOf(board).map((p) => p[1] ?? NaN);
    const inRow = (y: number, row: number) => y > row * SQUARE && y < (row + 1) * SQUARE;
    expect(inRow(Math.min(...ys()), 4) && inRow(Math.max(...ys()), 6)).toBe(true);
    board.set({ orientationSeat: 1 });
    expect(inRow(Math.max(...ys()), 3) && inRow(Math.min(...ys()), 1)).toBe(true);
    board.set({
      arrows: [
        { from: square('e2'), to: square('e2') },
        { from: square('e2'), to: square('z9') },
      ],
    });
    expect(board.element.querySelectorAll('.arrow')).toHaveLength(1);
    expect(board.element.querySelector('circle.arrow.ring')?.getAttribute('data-from')).toBe('e2');
    board.set({ arrows: [] });
    expect(board.element.querySelectorAll('.arrow')).toHaveLength(0);
  });

  it('tells which half of the drawn board a square is in', () => {
    const board = new Board({ geometry: CHESS_BOARD });
    expect(board.displayHalf(square('e2'))).toBe('bottom');
    expect(board.displayHalf(square('e7'))).toBe('top');
    board.set({ orientationSeat: 1 });
    expect(board.displayHalf(square('e2'))).toBe('top');
    expect(board.displayHalf(square('z9'))).toBeNull();
  });
});
