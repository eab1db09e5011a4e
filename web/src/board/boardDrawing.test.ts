import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as wire from '../protocol';
import { CHESS_BOARD, clientMoves, onBoard, piecesFromFen, square } from '../testing/fixtures';
import { stubReducedMotion } from '../testing/reducedMotion';
import { Board } from './board';
import { destsByOrigin } from './moves';
import { setSlideOption } from './motion';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
const pieces = (fen: string) => onBoard(CHESS_BOARD, piecesFromFen(fen));
const e2e4 = { from: square('e2'), to: square('e4') };

const pieceOn = (board: Board, sq: string) => board.element.querySelector<SVGGElement>(`g.piece[data-sq="${sq}"]`);
const rectOf = (board: Board, sq: string) => board.element.querySelector(`rect.sq[data-sq="${sq}"]`);

/** Every element changed (an attribute or its children) while `change` runs. */
function touched(board: Board, change: () => void): Set<Node> {
  const seen = new MutationObserver(() => undefined);
  seen.observe(board.element, { subtree: true, childList: true, attributes: true });
  change();
  return new Set(seen.takeRecords().map((r) => r.target));
}

beforeEach(() => stubReducedMotion(false));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Board drawing only what changed', () => {
  it('after a move, changes the moved piece, its two squares and the last-move marks; the rest are the same nodes', () => {
    setSlideOption(false);
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    const layers = [...board.element.children];
    const pawn = pieceOn(board, 'e2');
    const others = [...board.element.querySelectorAll('g.piece')].filter((g) => g !== pawn);
    const squares = [...board.element.querySelectorAll('rect.sq')];
    const changed = touched(board, () => board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4 }));
    expect([...board.element.children]).toEqual(layers);
    expect(pieceOn(board, 'e4')).toBe(pawn);
    expect(pieceOn(board, 'e2')).toBeNull();
    for (const g of others) expect(board.element.contains(g) && !changed.has(g)).toBe(true);
    expect([...board.element.querySelectorAll('rect.sq')]).toEqual(squares);
    const highlights = board.element.querySelector('g.highlights');
    expect(new Set([...changed].filter((n) => n !== pawn && n !== highlights && !pawn?.contains(n)))).toEqual(
      new Set([rectOf(board, 'e2'), rectOf(board, 'e4')]),
    );
    expect(board.element.querySelectorAll('rect.last-move')).toHaveLength(2);
  });

  it('touches nothing when the same position is set again', () => {
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4 });
    expect(touched(board, () => board.set({ pieces: pieces(AFTER_E4), lastMove: { ...e2e4 } })).size).toBe(0);
  });

  it('takes a captured piece off and moves the capturer in its own element', () => {
    setSlideOption(false);
    const board = new Board({
      geometry: CHESS_BOARD,
      pieces: onBoard(CHESS_BOARD, [
        { sq: 'd4', owner: 0, kind: 'N' },
        { sq: 'e6', owner: 1, kind: 'P' },
      ]),
    });
    const knight = pieceOn(board, 'd4');
    const pawn = pieceOn(board, 'e6');
    board.set({
      pieces: onBoard(CHESS_BOARD, [{ sq: 'e6', owner: 0, kind: 'N' }]),
      lastMove: { from: square('d4'), to: square('e6') },
    });
    expect(pieceOn(board, 'e6')).toBe(knight);
    expect(board.element.contains(pawn)).toBe(false);
    expect(board.element.querySelectorAll('g.piece')).toHaveLength(1);
  });
});

describe('Board sliding pieces', () => {
  /** The piece's place as drawn: its CSS transform. */
  const placeOf = (g: SVGGElement | null) => g?.style.transform;

  it('slides a moved piece to its new square, the same element with a transition', () => {
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    const pawn = pieceOn(board, 'e2');
    // e2 is file 4 on the seventh row from the top for White (rows 0..7 from rank 8 down): 400, 600.
    expect(placeOf(pawn)).toBe('translate(400px, 600px)');
    board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4 });
    expect(pieceOn(board, 'e4')).toBe(pawn);
    expect(placeOf(pawn)).toBe('translate(400px, 400px)');
    expect(pawn?.classList.contains('sliding')).toBe(true);
    expect(board.element.querySelectorAll('g.piece.sliding')).toHaveLength(1);
  });

  it('slides both pieces of castling', () => {
    const castle = (king: string, rook: string): wire.Piece[] => [
      { sq: king, owner: 0, kind: 'K' },
      { sq: rook, owner: 0, kind: 'R' },
      { sq: 'a1', owner: 0, kind: 'R' },
    ];
    const board = new Board({ geometry: CHESS_BOARD, pieces: onBoard(CHESS_BOARD, castle('e1', 'h1')) });
    board.set({ pieces: onBoard(CHESS_BOARD, castle('g1', 'f1')), lastMove: { from: square('e1'), to: square('g1') } });
    const sliding = [...board.element.querySelectorAll('g.piece.sliding')].map((g) => g.getAttribute('data-sq'));
    expect(sliding.sort()).toEqual(['f1', 'g1']);
  });

  it('moves without sliding under reduced motion', () => {
    stubReducedMotion(true);
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    const pawn = pieceOn(board, 'e2');
    board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4 });
    expect(pieceOn(board, 'e4')).toBe(pawn);
    expect(placeOf(pawn)).toBe('translate(400px, 400px)');
    expect(board.element.querySelectorAll('g.piece.sliding')).toHaveLength(0);
  });

  it('moves without sliding when the board option is off', () => {
    setSlideOption(false);
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4 });
    expect(board.element.querySelectorAll('g.piece.sliding')).toHaveLength(0);
  });

  it('does not slide a piece dropped on its square', () => {
    const onMove = vi.fn((from: number, to: number) => board.set({ pieces: pieces(AFTER_E4), lastMove: { from, to } }));
    const board: Board = new Board(
      {
        geometry: CHESS_BOARD,
        pieces: pieces(START),
        dests: destsByOrigin(clientMoves([{ u: 'e2e4', from: 'e2', to: 'e4', san: 'e4' }])),
      },
      { onMove },
    );
    document.body.appendChild(board.element);
    const at = (x: number, y: number) => ({ bubbles: true, button: 0, clientX: x, clientY: y });
    rectOf(board, 'e2')?.dispatchEvent(new MouseEvent('pointerdown', at(10, 10)));
    window.dispatchEvent(new MouseEvent('pointermove', at(10, 60)));
    expect(pieceOn(board, 'e2')?.classList.contains('dragging')).toBe(true);
    rectOf(board, 'e4')?.dispatchEvent(new MouseEvent('pointerup', at(10, 200)));
    expect(onMove).toHaveBeenCalledWith(square('e2'), square('e4'));
    expect(pieceOn(board, 'e4')?.classList.contains('dragging')).toBe(false);
    expect(board.element.querySelectorAll('g.piece.sliding, .ghost')).toHaveLength(0);
    board.destroy();
  });

  it('does not slide when the board turns: everything is drawn anew', () => {
    const board = new Board({ geometry: CHESS_BOARD, pieces: pieces(START) });
    const pawn = pieceOn(board, 'e2');
    board.set({ pieces: pieces(AFTER_E4), lastMove: e2e4, orientationSeat: 1 });
    expect(pieceOn(board, 'e4')).not.toBe(pawn);
    expect(board.element.querySelectorAll('g.piece.sliding')).toHaveLength(0);
  });
});
