// The board's SVG, drawn from its state (boardState.ts). The squares, zones and coordinates are made once per
// layout (geometry, quarter turns, coordinates shown); after that an update touches only what changed: a square's
// attributes when its label, class or tab stop differ, the marks and dots by key (keyedLayer.ts), the pieces by
// identity (pieceLayer.ts). Layers from the bottom: squares, zones, highlights, copies, dots, pieces,
// coordinates (above the pieces, on plates in their squares' corners, so that no piece hides them), arrows, the
// focus ring, and the image of a dragged piece.

import { squareName } from '../game/square';
import type { Geometry, Piece, Square } from '../game/types';
import { t } from '../i18n/i18n';
import { arrowShape } from './arrow';
import type { BoardState } from './boardState';
import { drawCoordinates } from './coordinate';
import { syncLayer, type Keyed } from './keyedLayer';
import { isDark, layout, quarterTurns, SQUARE, type Cell, type Layout } from './orientation';
import { PieceLayer, type PieceDrawing } from './pieceLayer';
import { pieceElement, pieceLabel } from './pieces';
import { svgEl } from './svg';
import { drawZones } from './zones';

interface Layers {
  squares: SVGGElement;
  marks: SVGGElement;
  copies: SVGGElement;
  dots: SVGGElement;
  arrows: SVGGElement;
  focus: SVGGElement;
}

const shapes = new WeakMap<Geometry, string>();

/** What a geometry draws, as text: two geometries with the same shape keep the drawing (a replay's positions). */
function shapeOf(g: Geometry): string {
  let shape = shapes.get(g);
  if (shape === undefined) {
    shape = JSON.stringify([g.width, g.height, g.squares, g.zones]);
    shapes.set(g, shape);
  }
  return shape;
}

/** Sets an attribute only when its value differs (null removes it), so that an unchanged element is not touched. */
function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

export class BoardDrawing {
  private view!: Layout;
  private layoutKey: unknown[] = [];
  private layers!: Layers;
  private readonly pieces = new PieceLayer();
  private rects = new Map<Square, SVGRectElement>();
  private readonly squareOfRect = new WeakMap<Element, Square>();
  private ghost: SVGGElement | null = null;

  /**
   * `keyboardFocus` says whether the board has the focus while the keyboard is in use: the focused square's
   * piece then shows its copies.
   */
  constructor(
    readonly element: SVGSVGElement,
    private readonly keyboardFocus: () => boolean,
  ) {}

  /** The drawing's layout: size in squares and each square's cell. */
  get layout(): Layout {
    return this.view;
  }

  /** Draws the state; the pieces slide to their new squares when `slide` and the change is a move. */
  draw(state: BoardState, slide: boolean): void {
    const { cfg } = state;
    const svg = this.element;
    const hadFocus = svg.contains(document.activeElement);
    const turns = quarterTurns(cfg.seatCount, cfg.orientationSeat);
    const key = [shapeOf(cfg.geometry), turns, cfg.coordinates, cfg.seatCount];
    const fresh = key.some((k, i) => k !== this.layoutKey[i]);
    if (fresh) this.build(state, turns);
    this.layoutKey = key;
    setAttr(svg, 'aria-label', cfg.label);
    svg.classList.toggle('movable', cfg.dests !== null);
    if (state.focus === null || !cfg.geometry.squares[state.focus]) state.focus = this.defaultFocus(state);
    this.drawSquares(state);
    this.drawMarks(state);
    this.drawDots(state);
    this.pieces.update(cfg.pieces, cfg.lastMove, slide && !fresh, this.pieceDrawing(state));
    this.pieces.markDragged(state.dragged);
    this.drawArrows(state);
    if (this.ghost && svg.lastChild !== this.ghost) svg.appendChild(this.ghost);
    const focused = state.focus === null ? null : this.rects.get(state.focus);
    if (hadFocus && focused && document.activeElement !== focused) focused.focus();
    this.drawFocus(state, hadFocus && this.keyboardFocus());
  }

  /** The squares, zones and coordinates of a new layout; every other layer starts empty. */
  private build(state: BoardState, turns: number): void {
    const { geometry } = state.cfg;
    this.view = layout(geometry, turns);
    const { columns, rows } = this.view;
    const svg = this.element;
    svg.setAttribute('viewBox', `0 0 ${columns * SQUARE} ${rows * SQUARE}`);
    svg.dataset.turns = String(this.view.turns);
    const g = (cls: string, more: Record<string, string> = {}) =>
      svgEl('g', { class: cls, 'pointer-events': 'none', ...more });
    const squares = svgEl('g', { class: 'squares' });
    const zones = g('zones');
    const coords = g('coords', { 'aria-hidden': 'true' });
    this.layers = {
      squares,
      marks: g('highlights'),
      copies: g('copies-layer'),
      dots: g('dests'),
      arrows: g('arrows', { 'aria-hidden': 'true' }),
      focus: g('focus-layer'),
    };
    this.rects = new Map();
    geometry.squares.forEach((name, i) => {
      if (name === '') return;
      const { x, y } = this.view.cellOf(i);
      const rect = svgEl('rect', {
        x: x * SQUARE,
        y: y * SQUARE,
        width: SQUARE,
        height: SQUARE,
        'data-sq': name,
        role: 'button',
      });
      this.rects.set(i, rect);
      this.squareOfRect.set(rect, i);
      squares.appendChild(rect);
    });
    drawZones(zones, geometry, this.view);
    if (state.cfg.coordinates) drawCoordinates(coords, geometry, this.view);
    this.pieces.clear();
    const { marks, copies, dots, arrows, focus } = this.layers;
    svg.replaceChildren(squares, zones, marks, copies, dots, this.pieces.element, coords, arrows, focus);
  }

  /** Each square's class (its shade; `origin`: a piece that can move now), tab stop and words for screen readers. */
  private drawSquares(state: BoardState): void {
    const { geometry } = state.cfg;
    const targets = state.targets();
    for (const [i, rect] of this.rects) {
      // `origin` gives a pointer cursor; the browser tests find the movable pieces by it.
      setAttr(rect, 'class', `sq ${isDark(geometry, i) ? 'dark' : 'light'}${state.canMove(i) ? ' origin' : ''}`);
      setAttr(rect, 'tabindex', i === state.focus ? '0' : '-1');
      setAttr(rect, 'aria-label', this.describe(state, i, targets.has(i)));
      setAttr(rect, 'aria-pressed', i === state.selected ? 'true' : null);
    }
  }

  /** The last move, marks, the selection, what a chooser considers and the checks, in that order. */
  private drawMarks(state: BoardState): void {
    const { cfg } = state;
    const items: Keyed[] = [];
    const square = (sq: Square, cls: string) => {
      const c = this.cell(sq);
      if (c)
        items.push({
          key: `${cls}:${sq}`,
          make: () => svgEl('rect', { ...this.box(c), class: cls, 'data-sq': this.name(state, sq) }),
        });
    };
    if (cfg.lastMove) {
      square(cfg.lastMove.from, 'last-move');
      square(cfg.lastMove.to, 'last-move');
    }
    for (const sq of cfg.marks) square(sq, 'mark');
    if (state.selected !== null) square(state.selected, 'selected');
    if (cfg.hint && cfg.hint.square !== null) square(cfg.hint.square, 'hint-square');
    for (const sq of cfg.hint?.squares ?? []) square(sq, 'hint');
    for (const sq of cfg.check) {
      const c = this.cell(sq);
      if (c)
        items.push({
          key: `check:${sq}`,
          make: () => svgEl('circle', { ...this.centre(c, 0.48), class: 'check', 'data-sq': this.name(state, sq) }),
        });
    }
    syncLayer(this.layers.marks, items);
  }

  /**
   * The selected piece's legal destinations (a ring around a piece it would take), or, with nothing selected, the
   * moves that stay on their square (setup choices), which show where they are without a first click.
   */
  private drawDots(state: BoardState): void {
    const { cfg } = state;
    const items: Keyed[] = [];
    if (cfg.showDests && state.selected !== null)
      for (const to of state.targets()) {
        const c = this.cell(to);
        if (!c) continue;
        const name = this.name(state, to);
        items.push(
          state.pieceOn(to)
            ? {
                key: `capture:${to}`,
                make: () => svgEl('circle', { ...this.centre(c, 0.44), class: 'dest capture', 'data-sq': name }),
              }
            : {
                key: `dest:${to}`,
                make: () => svgEl('circle', { ...this.centre(c, 0.15), class: 'dest', 'data-sq': name }),
              },
        );
      }
    if (cfg.showDests && state.selected === null)
      for (const [from, list] of cfg.dests ?? []) {
        const c = list.includes(from) ? this.cell(from) : null;
        if (c)
          items.push({
            key: `self:${from}`,
            make: () =>
              svgEl('rect', {
                ...this.box(c, 5),
                rx: 14,
                class: 'dest self',
                'data-sq': this.name(state, from),
              }),
          });
      }
    syncLayer(this.layers.dots, items);
  }

  private drawArrows(state: BoardState): void {
    const items: Keyed[] = [];
    for (const a of state.cfg.arrows) {
      const p = this.cell(a.from);
      const q = this.cell(a.to);
      if (p && q)
        items.push({
          key: `${a.from}-${a.to}`,
          make: () =>
            arrowShape(p, q, {
              class: 'arrow',
              'data-from': this.name(state, a.from),
              'data-to': this.name(state, a.to),
            }),
        });
    }
    syncLayer(this.layers.arrows, items);
  }

  /** Colours the squares the shown piece copies (its own layer: hovering draws nothing else). */
  drawCopies(state: BoardState): void {
    const p = state.copier(this.keyboardFocus());
    const items: Keyed[] = [];
    if (p) {
      for (const sq of p.copies ?? []) {
        const c = this.cell(sq);
        if (c)
          items.push({
            key: `copied:${sq}`,
            make: () => svgEl('rect', { ...this.box(c), class: 'copied', 'data-sq': this.name(state, sq) }),
          });
      }
      const own = this.cell(p.sq);
      if (own)
        items.push({
          key: `copier:${p.sq}`,
          make: () =>
            svgEl('rect', {
              ...this.box(own, 3),
              class: 'copier',
              'data-sq': this.name(state, p.sq),
            }),
        });
    }
    syncLayer(this.layers.copies, items);
    if (p) this.element.dataset.copier = this.name(state, p.sq);
    else delete this.element.dataset.copier;
  }

  /** The copies, and the ring around the focused square when `ring` (the keyboard is in use). */
  drawFocus(state: BoardState, ring: boolean): void {
    this.drawCopies(state);
    const c = ring && state.focus !== null ? this.cell(state.focus) : null;
    syncLayer(
      this.layers.focus,
      c
        ? [
            {
              key: `focus:${state.focus}`,
              make: () => svgEl('rect', { ...this.box(c, 4), class: 'focus-ring' }),
            },
          ]
        : [],
    );
  }

  /** Moves the keyboard's tab stop to the state's focused square and focuses it. */
  focusSquare(state: BoardState): void {
    for (const [i, rect] of this.rects) setAttr(rect, 'tabindex', i === state.focus ? '0' : '-1');
    if (state.focus !== null) this.rects.get(state.focus)?.focus();
  }

  /** The square of an element of the board (a square's rectangle), or null. */
  squareAt(target: EventTarget | null): Square | null {
    if (!(target instanceof Element)) return null;
    const rect = target.closest('rect.sq');
    return (rect && this.squareOfRect.get(rect)) ?? null;
  }

  /** The cell a square is drawn in, or null for a square the board does not have. */
  cell(sq: Square): Cell | null {
    return this.rects.has(sq) ? this.view.cellOf(sq) : null;
  }

  /** The image of a dragged piece, following the pointer above everything else. */
  showGhost(piece: Piece, seatCount: number): void {
    this.ghost = pieceElement(piece.kind, piece.owner, seatCount, SQUARE, this.view.turns);
    this.ghost.classList.add('ghost');
    this.ghost.setAttribute('pointer-events', 'none');
    this.element.appendChild(this.ghost);
  }

  /** Puts the dragged piece's image under the pointer (client coordinates). */
  moveGhost(clientX: number, clientY: number): void {
    const ctm = this.element.getScreenCTM?.();
    if (!this.ghost || !ctm) return;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    this.ghost.setAttribute('transform', `translate(${p.x - SQUARE / 2} ${p.y - SQUARE / 2}) scale(1.08)`);
  }

  hideGhost(): void {
    this.ghost?.remove();
    this.ghost = null;
  }

  /** The first movable piece's square, else the bottom-left square of the board as drawn. */
  private defaultFocus(state: BoardState): Square | null {
    const first = state.cfg.dests?.keys().next();
    if (first && !first.done) return first.value;
    for (let y = this.view.rows - 1; y >= 0; y--)
      for (let x = 0; x < this.view.columns; x++) {
        const i = this.view.indexAt(x, y);
        if (i >= 0 && state.cfg.geometry.squares[i]) return i;
      }
    return null;
  }

  private describe(state: BoardState, sq: Square, isTarget: boolean): string {
    const { cfg } = state;
    const piece = state.pieceOn(sq);
    const parts = [this.name(state, sq)];
    parts.push(piece ? pieceLabel(piece.owner, cfg.seatCount, piece.kind) : t('board.empty'));
    if (piece?.copies)
      parts.push(
        piece.copies.length > 0
          ? t('board.copies', { squares: piece.copies.map((c) => this.name(state, c)).join(' ') })
          : t('board.copiesNothing'),
      );
    if (sq === state.selected) parts.push(t('board.selected'));
    if (isTarget) parts.push(piece ? t('board.legalCapture') : t('board.legalMove'));
    if (cfg.lastMove && (cfg.lastMove.from === sq || cfg.lastMove.to === sq)) parts.push(t('board.lastMove'));
    if (cfg.check.includes(sq)) parts.push(t('board.inCheck'));
    return parts.join(', ');
  }

  private pieceDrawing(state: BoardState): PieceDrawing {
    return {
      at: (sq) => {
        const c = this.cell(sq);
        return c && { x: c.x * SQUARE, y: c.y * SQUARE };
      },
      name: (sq) => this.name(state, sq),
      seatCount: state.cfg.seatCount,
      size: SQUARE,
      turns: this.view.turns,
    };
  }

  private name(state: BoardState, sq: Square): string {
    return squareName(state.cfg.geometry, sq);
  }

  /** The square's rectangle, drawn `inset` units inside its edges. */
  private box(c: Cell, inset = 0) {
    return { x: c.x * SQUARE + inset, y: c.y * SQUARE + inset, width: SQUARE - 2 * inset, height: SQUARE - 2 * inset };
  }

  private centre(c: Cell, radius: number) {
    return { cx: c.x * SQUARE + SQUARE / 2, cy: c.y * SQUARE + SQUARE / 2, r: SQUARE * radius };
  }
}
