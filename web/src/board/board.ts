// One SVG board for every game. It draws a geometry (any width and height, removed squares, zones), pieces,
// the last move, checks and legal destinations, and reports the squares a player chose. It knows no rule:
// what may move where comes in as `dests`, exactly as the server sent it (grouped by origin). A piece that copies
// others (`Piece.copies`, Metamate's Meta) shows them while it is hovered, focused or selected; a move whose
// destination is its origin (a setup choice) is reported on the first click when it is the square's only move.
// Arrows (a suggested move) are drawn from square to square above the pieces, from data like everything else.
//
// Split as chessground splits its board: what is shown (boardState.ts), the SVG drawn from it, created once and
// then updated where it changed, with pieces that slide to their new square (boardDrawing.ts), and the player's
// pointer, keyboard and focus (boardInput.ts). This class holds the three and decides what a click does.

import type { Geometry, Square, SquarePair } from '../game/types';
import { BoardDrawing } from './boardDrawing';
import { BoardInput, usingKeyboard } from './boardInput';
import { BoardState, defaultConfig, type BoardConfig, type BoardEvents } from './boardState';
import { piecesSlide } from './motion';
import { svgEl } from './svg';

export type { BoardArrow, BoardConfig, BoardEvents, BoardHint } from './boardState';
export { SQUARE } from './orientation';

export class Board {
  readonly element: SVGSVGElement;
  private readonly state: BoardState;
  private readonly drawing: BoardDrawing;
  private readonly input: BoardInput;
  private readonly events: BoardEvents;
  /** The move of a piece just dropped on its square: shown next, it does not slide. */
  private droppedMove: SquarePair | null = null;
  /** The last move drawn. */
  private shownMove: SquarePair | null = null;

  constructor(config: Partial<BoardConfig> & { geometry: Geometry }, events: BoardEvents = {}) {
    this.state = new BoardState({ ...defaultConfig(config.geometry), ...config });
    this.events = events;
    this.element = svgEl('svg', { class: 'board', role: 'group' });
    this.drawing = new BoardDrawing(
      this.element,
      () => usingKeyboard() && this.element.contains(document.activeElement),
    );
    this.input = new BoardInput({
      state: this.state,
      drawing: this.drawing,
      activate: (sq) => this.activate(sq),
      dropped: (from, to) => (this.droppedMove = { from, to }),
      redraw: () => this.redraw(),
    });
    this.redraw();
  }

  get config(): Readonly<BoardConfig> {
    return this.state.cfg;
  }

  /** The board's size in squares as drawn now (after the viewer's quarter turns). */
  get shape(): { columns: number; rows: number } {
    const { columns, rows } = this.drawing.layout;
    return { columns, rows };
  }

  get selection(): Square | null {
    return this.state.selected;
  }

  /** Changes part of the configuration and draws what changed. A selection survives while its piece can still move. */
  set(partial: Partial<BoardConfig>): void {
    this.state.set(partial);
    const dragged = this.input.dragFrom;
    if (dragged !== null && !this.state.canMove(dragged)) this.input.cancelDrag();
    this.redraw();
  }

  /** Selects a square as a first click would (null clears). */
  select(sq: Square | null): void {
    this.state.selected = sq !== null && this.state.canMove(sq) ? sq : null;
    this.redraw();
  }

  /** Whether a square shows in the top or the bottom half of the board as drawn now (null: no such square). */
  displayHalf(sq: Square): 'top' | 'bottom' | null {
    const c = this.drawing.cell(sq);
    if (!c) return null;
    return c.y < this.drawing.layout.rows / 2 ? 'top' : 'bottom';
  }

  destroy(): void {
    this.input.cancelDrag();
    this.element.remove();
  }

  /** Draws the state; a move shown for the first time slides (pieceLayer.ts), unless it was dropped in place. */
  private redraw(): void {
    const move = this.state.cfg.lastMove;
    const dropped = sameMove(move, this.droppedMove);
    const changed = !sameMove(move, this.shownMove);
    this.drawing.draw(this.state, changed && !dropped && piecesSlide());
    if (changed) this.droppedMove = null;
    this.shownMove = move;
  }

  /**
   * The click logic shared by pointer and keyboard. Returns true when a move was emitted. A square whose only move
   * stays on it (a setup choice) reports that move at once; with other moves too, a second click reports it.
   */
  private activate(sq: Square | null): boolean {
    const state = this.state;
    const dests = state.cfg.dests;
    const own = sq !== null ? dests?.get(sq) : undefined;
    const selfOnly = sq !== null && own?.length === 1 && own[0] === sq;
    if (sq !== null && (selfOnly || (state.selected !== null && dests?.get(state.selected)?.includes(sq)))) {
      const from = selfOnly ? sq : (state.selected as Square);
      state.selected = null;
      this.redraw();
      this.events.onMove?.(from, sq);
      return true;
    }
    const from = state.selected;
    state.selected = sq !== null && state.canMove(sq) && sq !== state.selected ? sq : null;
    this.redraw();
    if (from !== null && sq !== null && sq !== from && !state.sameOwner(from, sq)) this.events.onRefused?.(from, sq);
    return false;
  }
}

function sameMove(a: SquarePair | null, b: SquarePair | null): boolean {
  return a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);
}
