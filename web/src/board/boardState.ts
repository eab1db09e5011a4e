// What the board shows: the page's configuration (geometry, pieces, last move, checks, legal destinations, marks,
// orientation) and what the player does on it now (the selected piece, the focused and the hovered square, the
// piece being dragged). No drawing and no events here: boardDrawing.ts draws this state, boardInput.ts changes it.

import type { Geometry, Piece, Square, SquarePair } from '../game/types';
import { t } from '../i18n/i18n';
import type { Seat } from '../protocol';

export interface BoardConfig {
  geometry: Geometry;
  /** Seats in the game: picks the piece colours and the orientation step. */
  seatCount: number;
  /** The viewer's seat: the board is turned so that this seat's edge is at the bottom. */
  orientationSeat: Seat | null;
  pieces: Piece[];
  lastMove: SquarePair | null;
  check: Square[];
  /** Legal destinations by origin; null when the viewer cannot move now. */
  dests: Map<Square, Square[]> | null;
  /** Draw legal-move dots (the house rule `showLegalMoves`); moves are accepted either way. */
  showDests: boolean;
  /** Extra squares to point at (rules diagrams). */
  marks: Square[];
  /**
   * What a chooser is considering: the square it is about and the squares to colour meanwhile (the pieces a
   * Meta would copy); null when nothing is.
   */
  hint: BoardHint | null;
  /** Arrows from square to square over the pieces (a suggested move); an arrow to its own square is a ring. */
  arrows: BoardArrow[];
  /** Name of the board for screen readers. */
  label: string;
  coordinates: boolean;
}

export type BoardArrow = SquarePair;

export interface BoardHint {
  square: Square | null;
  squares: Square[];
}

export interface BoardEvents {
  onMove?: (from: Square, to: Square) => void;
  /**
   * A selected piece was sent to a square it has no legal move to (not a square holding another piece of the
   * same owner, which selects that piece): a lesson says why.
   */
  onRefused?: (from: Square, to: Square) => void;
}

export function defaultConfig(geometry: Geometry): BoardConfig {
  return {
    geometry,
    seatCount: 2,
    orientationSeat: null,
    pieces: [],
    lastMove: null,
    check: [],
    dests: null,
    showDests: true,
    marks: [],
    hint: null,
    arrows: [],
    label: t('board.label'),
    coordinates: true,
  };
}

export class BoardState {
  cfg: BoardConfig;
  selected: Square | null = null;
  /** The square that takes the keyboard focus (the one square in the tab order). */
  focus: Square | null = null;
  /** The square under the pointer, for the copies of the piece there. */
  hover: Square | null = null;
  /** The square of the piece being dragged once the pointer has moved (its image follows the pointer). */
  dragged: Square | null = null;
  private bySquare: Map<Square, Piece> | null = null;

  constructor(cfg: BoardConfig) {
    this.cfg = cfg;
  }

  /** Takes part of the configuration. A selection survives while its piece can still move. */
  set(partial: Partial<BoardConfig>): void {
    this.cfg = { ...this.cfg, ...partial };
    if (partial.pieces) this.bySquare = null;
    if (this.selected !== null && !this.canMove(this.selected)) this.selected = null;
  }

  pieceOn(sq: Square): Piece | undefined {
    this.bySquare ??= new Map(this.cfg.pieces.map((p) => [p.sq, p]));
    return this.bySquare.get(sq);
  }

  /** Whether the viewer may move the piece on `sq` now. */
  canMove(sq: Square): boolean {
    return this.cfg.dests?.has(sq) === true;
  }

  /** The selected piece's legal destinations. */
  targets(): Set<Square> {
    return new Set(this.selected !== null ? (this.cfg.dests?.get(this.selected) ?? []) : []);
  }

  /** Whether pieces of one owner stand on both squares. */
  sameOwner(a: Square, b: Square): boolean {
    const first = this.pieceOn(a);
    return first !== undefined && first.owner === this.pieceOn(b)?.owner;
  }

  /**
   * The piece whose copies show: the one under the pointer, else the selected one, else the focused one while the
   * keyboard is in use; none while a piece is dragged.
   */
  copier(keyboardFocus: boolean): Piece | null {
    if (this.dragged !== null) return null;
    for (const sq of [this.hover, this.selected, keyboardFocus ? this.focus : null]) {
      const p = sq !== null ? this.pieceOn(sq) : undefined;
      if (p?.copies) return p;
    }
    return null;
  }
}
