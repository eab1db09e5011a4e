// The board's input: pointer (click-click and drag and drop), keyboard (arrows move the focus, Enter or Space
// click, Escape deselects), focus and hover. It changes the board's state (boardState.ts) and asks the board to
// act (a click) or to draw again; what a click means is the board's (board.ts).

import type { Square } from '../game/types';
import type { BoardDrawing } from './boardDrawing';
import type { BoardState } from './boardState';

const DRAG_THRESHOLD_PX = 4;

// The focus ring shows only while the player uses the keyboard, as :focus-visible would (SVG shapes get no
// outline of their own).
let keyboardMode = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardMode = true), true);
  document.addEventListener('pointerdown', () => (keyboardMode = false), true);
}

/** Whether the player uses the keyboard now (the last input was a key, not a pointer). */
export function usingKeyboard(): boolean {
  return keyboardMode;
}

/** What the input needs of the board. */
export interface InputHost {
  readonly state: BoardState;
  readonly drawing: BoardDrawing;
  /** A click on `sq` (pointer or keyboard); true when it played a move. */
  activate(sq: Square | null): boolean;
  /** A piece was dropped on `to`: the move shown next, if it is that one, does not slide (it is there already). */
  dropped(from: Square, to: Square): void;
  redraw(): void;
}

interface Drag {
  from: Square;
  startX: number;
  startY: number;
  /** The pointer has moved far enough: the piece's image follows it. */
  active: boolean;
  /** A second press on the selected piece deselects it on release, unless it turns into a drag. */
  deselectOnUp: boolean;
}

export class BoardInput {
  private drag: Drag | null = null;

  constructor(private readonly host: InputHost) {
    const svg = host.drawing.element;
    svg.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    svg.addEventListener('keydown', (e) => this.onKeyDown(e));
    svg.addEventListener('focusin', (e) => {
      const sq = host.drawing.squareAt(e.target);
      if (sq !== null) {
        host.state.focus = sq;
        host.drawing.drawFocus(host.state, keyboardMode);
      }
    });
    svg.addEventListener('focusout', () => host.drawing.drawFocus(host.state, false));
    svg.addEventListener('pointerover', (e) => this.hover(host.drawing.squareAt(e.target)));
    svg.addEventListener('pointerleave', () => this.hover(null));
  }

  /** The square of the piece pressed for a drag, or null. */
  get dragFrom(): Square | null {
    return this.drag?.from ?? null;
  }

  /** Ends a drag without a move (the piece can no longer move, or the board goes). */
  cancelDrag(): void {
    window.removeEventListener('pointermove', this.onPointerMove);
    window.removeEventListener('pointerup', this.onPointerUp);
    window.removeEventListener('pointercancel', this.onPointerCancel);
    this.drag = null;
    this.host.state.dragged = null;
    this.host.drawing.hideGhost();
  }

  private hover(sq: Square | null): void {
    const { state, drawing } = this.host;
    if (sq === state.hover) return;
    state.hover = sq;
    drawing.drawCopies(state);
  }

  private onPointerDown(e: PointerEvent): void {
    const { state, drawing } = this.host;
    drawing.drawFocus(state, false);
    if (e.button !== undefined && e.button !== 0) return;
    const sq = drawing.squareAt(e.target);
    if (sq === null) return;
    state.focus = sq;
    const wasSelected = state.selected === sq;
    if (wasSelected && state.cfg.dests?.get(sq)?.includes(sq)) {
      this.host.activate(sq);
      return;
    }
    if (wasSelected) {
      this.startDrag(sq, e, true);
      return;
    }
    const moved = this.host.activate(sq);
    if (!moved && state.selected === sq) this.startDrag(sq, e, false);
  }

  private startDrag(from: Square, e: PointerEvent, deselectOnUp: boolean): void {
    this.drag = { from, startX: e.clientX, startY: e.clientY, active: false, deselectOnUp };
    window.addEventListener('pointermove', this.onPointerMove);
    window.addEventListener('pointerup', this.onPointerUp);
    window.addEventListener('pointercancel', this.onPointerCancel);
    e.preventDefault();
  }

  private readonly onPointerMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d) return;
    const { state, drawing } = this.host;
    if (!d.active) {
      if (Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_THRESHOLD_PX) return;
      d.active = true;
      d.deselectOnUp = false;
      state.dragged = d.from;
      const piece = state.pieceOn(d.from);
      if (piece) drawing.showGhost(piece, state.cfg.seatCount);
      this.host.redraw();
    }
    drawing.moveGhost(e.clientX, e.clientY);
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const d = this.drag;
    this.cancelDrag();
    if (!d) return;
    const { state, drawing } = this.host;
    if (d.active) {
      const under = document.elementFromPoint?.(e.clientX, e.clientY) ?? null;
      const target = drawing.squareAt(under) ?? drawing.squareAt(e.target);
      if (target !== null && target !== d.from) {
        state.selected = d.from;
        this.host.dropped(d.from, target);
        if (!this.host.activate(target)) this.host.redraw();
      } else this.host.redraw();
      return;
    }
    if (d.deselectOnUp) {
      state.selected = null;
      this.host.redraw();
    }
  };

  private readonly onPointerCancel = (): void => {
    this.cancelDrag();
    this.host.redraw();
  };

  private onKeyDown(e: KeyboardEvent): void {
    const { state, drawing } = this.host;
    const sq = state.focus;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = step[e.key];
    if (dir && sq !== null) {
      e.preventDefault();
      const c = drawing.cell(sq);
      if (!c) return;
      let { x, y } = c;
      for (;;) {
        x += dir[0];
        y += dir[1];
        const i = drawing.layout.indexAt(x, y);
        if (i < 0) return;
        if (state.cfg.geometry.squares[i]) {
          state.focus = i;
          drawing.focusSquare(state);
          drawing.drawFocus(state, true);
          return;
        }
      }
    }
    if ((e.key === 'Enter' || e.key === ' ') && sq !== null) {
      e.preventDefault();
      this.host.activate(sq);
    } else if (e.key === 'Escape' && state.selected !== null) {
      state.selected = null;
      this.host.redraw();
    }
  }
}
