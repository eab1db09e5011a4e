// One SVG board for every game. It draws a geometry (any width and height, removed squares, zones), pieces,
// the last move, checks and legal destinations, and reports the squares a player chose. It knows no rule:
// what may move where comes in as `dests`, exactly as the server sent it (grouped by origin). A piece that copies
// others (`Piece.copies`, Metamate's Meta) shows them while it is hovered, focused or selected; a move whose
// destination is its origin (a setup choice) is reported on the first click when it is the square's only move.
// Arrows (a suggested move) are drawn from square to square above the pieces, from data like everything else.

import { NO_SQUARE, squareName, squareNamed } from '../game/square';
import type { Geometry, Piece, Square, SquarePair } from '../game/types';
import { t } from '../i18n/i18n';
import type { Seat } from '../protocol';
import { isDark, layout, quarterTurns, type Layout } from './orientation';
import { pieceElement, pieceLabel, seatLook } from './pieces';
import { coordinate } from './coordinate';
import { svgEl } from './svg';

/** Size of one square in SVG units. */
export const SQUARE = 100;
const DRAG_THRESHOLD_PX = 4;

// The focus ring shows only while the player uses the keyboard, as :focus-visible would (SVG shapes get no
// outline of their own).
let keyboardMode = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardMode = true), true);
  document.addEventListener('pointerdown', () => (keyboardMode = false), true);
}

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

interface DragState {
  from: Square;
  pointerId: number;
  startX: number;
  startY: number;
  active: boolean;
  deselectOnUp: boolean;
  ghost: SVGGElement | null;
}

export class Board {
  readonly element: SVGSVGElement;
  private cfg: BoardConfig;
  private view!: Layout;
  private selected: Square | null = null;
  private focusSq: Square | null = null;
  /** The square under the pointer, for the copies of the piece there. */
  private hoverSq: Square | null = null;
  private drag: DragState | null = null;
  private readonly events: BoardEvents;

  constructor(config: Partial<BoardConfig> & { geometry: Geometry }, events: BoardEvents = {}) {
    this.cfg = {
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
      ...config,
    };
    this.events = events;
    this.element = svgEl('svg', { class: 'board', role: 'group' });
    this.element.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.element.addEventListener('keydown', (e) => this.onKeyDown(e));
    this.element.addEventListener('focusin', (e) => {
      const sq = this.squareOf(e.target);
      if (sq !== null) {
        this.focusSq = sq;
        this.drawFocus(!keyboardMode);
      }
    });
    this.element.addEventListener('focusout', () => this.drawFocus(true));
    this.element.addEventListener('pointerover', (e) => this.hover(this.squareOf(e.target)));
    this.element.addEventListener('pointerleave', () => this.hover(null));
    this.render();
  }

  get config(): Readonly<BoardConfig> {
    return this.cfg;
  }

  /** The board's size in squares as drawn now (after the viewer's quarter turns). */
  get shape(): { columns: number; rows: number } {
    return { columns: this.view.columns, rows: this.view.rows };
  }

  get selection(): Square | null {
    return this.selected;
  }

  /** Changes part of the configuration and redraws. A selection survives while its piece can still move. */
  set(partial: Partial<BoardConfig>): void {
    this.cfg = { ...this.cfg, ...partial };
    if (this.selected !== null && !this.cfg.dests?.has(this.selected)) this.selected = null;
    if (this.drag && !this.cfg.dests?.has(this.drag.from)) this.cancelDrag();
    this.render();
  }

  /** Selects a square as a first click would (null clears). */
  select(sq: Square | null): void {
    this.selected = sq !== null && this.cfg.dests?.has(sq) ? sq : null;
    this.render();
  }

  /** Whether a square shows in the top or the bottom half of the board as drawn now (null: no such square). */
  displayHalf(sq: Square): 'top' | 'bottom' | null {
    const c = this.cell(sq);
    if (!c) return null;
    return c.y < this.view.rows / 2 ? 'top' : 'bottom';
  }

  destroy(): void {
    this.cancelDrag();
    this.element.remove();
  }

  // ---- drawing -------------------------------------------------------------------------------------------

  private render(): void {
    const { geometry } = this.cfg;
    const hadFocus = this.element.contains(document.activeElement);
    this.view = layout(geometry, quarterTurns(this.cfg.seatCount, this.cfg.orientationSeat));
    const { columns, rows } = this.view;
    const svg = this.element;
    svg.replaceChildren();
    svg.setAttribute('viewBox', `0 0 ${columns * SQUARE} ${rows * SQUARE}`);
    svg.setAttribute('aria-label', this.cfg.label);
    svg.dataset.turns = String(this.view.turns);
    svg.classList.toggle('movable', this.cfg.dests !== null);

    const piecesBySq = new Map(this.cfg.pieces.map((p) => [p.sq, p]));
    const targets = new Set(this.selected !== null ? (this.cfg.dests?.get(this.selected) ?? []) : []);
    if (this.focusSq === null || !geometry.squares[this.focusSq]) this.focusSq = this.defaultFocus();

    const squares = svgEl('g', { class: 'squares' });
    const zones = svgEl('g', { class: 'zones', 'pointer-events': 'none' });
    const marks = svgEl('g', { class: 'highlights', 'pointer-events': 'none' });
    const coords = svgEl('g', { class: 'coords', 'pointer-events': 'none', 'aria-hidden': 'true' });
    const dots = svgEl('g', { class: 'dests', 'pointer-events': 'none' });
    const copies = svgEl('g', { class: 'copies-layer', 'pointer-events': 'none' });
    const pieces = svgEl('g', { class: 'pieces', 'pointer-events': 'none' });
    const focus = svgEl('g', { class: 'focus-layer', 'pointer-events': 'none' });

    geometry.squares.forEach((name, i) => {
      if (name === '') return;
      const { x, y } = this.view.cellOf(i);
      const rect = svgEl('rect', {
        x: x * SQUARE,
        y: y * SQUARE,
        width: SQUARE,
        height: SQUARE,
        // `origin`: a piece that can move now (a pointer cursor; the browser tests find the movable pieces by it).
        class: `sq ${isDark(geometry, i) ? 'dark' : 'light'}${this.cfg.dests?.has(i) ? ' origin' : ''}`,
        'data-sq': name,
        role: 'button',
        tabindex: i === this.focusSq ? 0 : -1,
        'aria-label': this.describe(i, piecesBySq.get(i), targets.has(i)),
      });
      if (i === this.selected) rect.setAttribute('aria-pressed', 'true');
      squares.appendChild(rect);
    });

    for (const zone of geometry.zones) {
      // Zones are tinted with the four-seat palette whatever the seat count, so two zones always differ.
      const look = zone.owner === null ? null : seatLook(zone.owner, 4);
      for (const i of zone.squares) {
        if (!geometry.squares[i]) continue;
        const { x, y } = this.view.cellOf(i);
        zones.appendChild(
          svgEl('rect', {
            x: x * SQUARE,
            y: y * SQUARE,
            width: SQUARE,
            height: SQUARE,
            class: 'zone',
            'data-zone': zone.name,
            fill: look ? look.fill : '#7f7f7f',
          }),
        );
      }
    }

    this.drawZoneBorders(geometry, zones);

    const highlight = (sq: Square, cls: string) => {
      const c = this.cell(sq);
      if (!c) return;
      marks.appendChild(
        svgEl('rect', {
          x: c.x * SQUARE,
          y: c.y * SQUARE,
          width: SQUARE,
          height: SQUARE,
          class: cls,
          'data-sq': this.name(sq),
        }),
      );
    };
    if (this.cfg.lastMove) {
      highlight(this.cfg.lastMove.from, 'last-move');
      highlight(this.cfg.lastMove.to, 'last-move');
    }
    for (const sq of this.cfg.marks) highlight(sq, 'mark');
    if (this.selected !== null) highlight(this.selected, 'selected');
    if (this.cfg.hint && this.cfg.hint.square !== null) highlight(this.cfg.hint.square, 'hint-square');
    for (const sq of this.cfg.hint?.squares ?? []) highlight(sq, 'hint');
    for (const sq of this.cfg.check) {
      const c = this.cell(sq);
      if (!c) continue;
      marks.appendChild(
        svgEl('circle', {
          cx: c.x * SQUARE + SQUARE / 2,
          cy: c.y * SQUARE + SQUARE / 2,
          r: SQUARE * 0.48,
          class: 'check',
          'data-sq': this.name(sq),
        }),
      );
    }

    if (this.cfg.coordinates) this.drawCoordinates(coords);

    if (this.selected !== null && this.cfg.showDests) {
      for (const to of targets) {
        const c = this.cell(to);
        if (!c) continue;
        const cx = c.x * SQUARE + SQUARE / 2;
        const cy = c.y * SQUARE + SQUARE / 2;
        dots.appendChild(
          piecesBySq.has(to)
            ? svgEl('circle', { cx, cy, r: SQUARE * 0.44, class: 'dest capture', 'data-sq': this.name(to) })
            : svgEl('circle', { cx, cy, r: SQUARE * 0.15, class: 'dest', 'data-sq': this.name(to) }),
        );
      }
    }
    if (this.cfg.showDests && this.selected === null)
      // Moves that stay on their square (setup choices) show where they are without a first click.
      for (const [from, list] of this.cfg.dests ?? []) {
        const c = list.includes(from) ? this.cell(from) : null;
        if (c)
          dots.appendChild(
            svgEl('rect', {
              x: c.x * SQUARE + 5,
              y: c.y * SQUARE + 5,
              width: SQUARE - 10,
              height: SQUARE - 10,
              rx: 14,
              class: 'dest self',
              'data-sq': this.name(from),
            }),
          );
      }

    for (const p of this.cfg.pieces) {
      const c = this.cell(p.sq);
      if (!c) continue;
      const g = pieceElement(p.kind, p.owner, this.cfg.seatCount, SQUARE, this.view.turns);
      g.setAttribute('transform', `translate(${c.x * SQUARE} ${c.y * SQUARE})`);
      g.setAttribute('data-sq', this.name(p.sq));
      if (this.drag?.active && this.drag.from === p.sq) g.classList.add('dragging');
      pieces.appendChild(g);
    }

    const arrows = svgEl('g', { class: 'arrows', 'pointer-events': 'none', 'aria-hidden': 'true' });
    for (const a of this.cfg.arrows) {
      const el = this.arrow(a);
      if (el) arrows.appendChild(el);
    }

    // The coordinates above the pieces, each on a plate in its square's corner, so that no piece hides them.
    svg.append(squares, zones, marks, copies, dots, pieces, coords, arrows, focus);
    if (this.drag?.ghost) svg.appendChild(this.drag.ghost);
    if (hadFocus && this.focusSq !== null) this.squareRect(this.focusSq)?.focus();
    if (hadFocus && keyboardMode) this.drawFocus();
    else this.drawCopies();
  }

  /**
   * One arrow from the centre of `from` to the centre of `to` as a single outline (shaft and head), so that it
   * needs no marker definitions shared between boards; null when a square is not on the board.
   */
  private arrow(a: BoardArrow): SVGElement | null {
    const p = this.cell(a.from);
    const q = this.cell(a.to);
    if (!p || !q) return null;
    const attrs = { class: 'arrow', 'data-from': this.name(a.from), 'data-to': this.name(a.to) };
    const x1 = (p.x + 0.5) * SQUARE;
    const y1 = (p.y + 0.5) * SQUARE;
    const x2 = (q.x + 0.5) * SQUARE;
    const y2 = (q.y + 0.5) * SQUARE;
    const length = Math.hypot(x2 - x1, y2 - y1);
    if (length === 0) return svgEl('circle', { ...attrs, cx: x1, cy: y1, r: SQUARE * 0.4, class: 'arrow ring' });
    // Along the arrow (ux, uy) and across it (-uy, ux); the head's tip stops short of the centre.
    const ux = (x2 - x1) / length;
    const uy = (y2 - y1) / length;
    const shaft = SQUARE * 0.09;
    const headWidth = SQUARE * 0.24;
    const headLength = Math.min(SQUARE * 0.4, length * 0.5);
    const tip = length - SQUARE * 0.15;
    const neck = tip - headLength;
    const at = (along: number, across: number) =>
      `${(x1 + ux * along - uy * across).toFixed(1)},${(y1 + uy * along + ux * across).toFixed(1)}`;
    const start = SQUARE * 0.15;
    const points = [
      at(start, shaft),
      at(neck, shaft),
      at(neck, headWidth),
      at(tip, 0),
      at(neck, -headWidth),
      at(neck, -shaft),
      at(start, -shaft),
    ];
    return svgEl('polygon', { ...attrs, points: points.join(' ') });
  }

  /** The piece whose copies show: the one under the pointer, else the selected one, else the focused one. */
  private copier(): Piece | null {
    const focused = keyboardMode && this.element.contains(document.activeElement) ? this.focusSq : null;
    const candidates = [this.hoverSq, this.selected, focused];
    for (const sq of candidates) {
      const p = sq !== null ? this.cfg.pieces.find((x) => x.sq === sq) : undefined;
      if (p?.copies) return p;
    }
    return null;
  }

  /** Colours the squares the shown piece copies (its own layer: hovering redraws nothing else). */
  private drawCopies(): void {
    const layer = this.element.querySelector('.copies-layer');
    if (!layer) return;
    layer.replaceChildren();
    delete this.element.dataset.copier;
    const p = this.drag?.active ? null : this.copier();
    if (!p) return;
    this.element.dataset.copier = this.name(p.sq);
    for (const sq of p.copies ?? []) {
      const c = this.cell(sq);
      if (c)
        layer.appendChild(
          svgEl('rect', {
            x: c.x * SQUARE,
            y: c.y * SQUARE,
            width: SQUARE,
            height: SQUARE,
            class: 'copied',
            'data-sq': this.name(sq),
          }),
        );
    }
    const own = this.cell(p.sq);
    if (own)
      layer.appendChild(
        svgEl('rect', {
          x: own.x * SQUARE + 3,
          y: own.y * SQUARE + 3,
          width: SQUARE - 6,
          height: SQUARE - 6,
          class: 'copier',
          'data-sq': this.name(p.sq),
        }),
      );
  }

  private hover(sq: Square | null): void {
    if (sq === this.hoverSq) return;
    this.hoverSq = sq;
    this.drawCopies();
  }

  /** A line along every edge between squares of zones with different owners (Martian Chess's canals). */
  private drawZoneBorders(geometry: Geometry, layer: SVGGElement): void {
    const ownerAt = new Map<Square, number | null>();
    for (const zone of geometry.zones)
      for (const i of zone.squares) if (geometry.squares[i]) ownerAt.set(i, zone.owner);
    for (const [i, owner] of ownerAt) {
      const neighbours = [(i + 1) % geometry.width !== 0 ? i + 1 : -1, i + geometry.width];
      for (const j of neighbours) {
        if (!ownerAt.has(j) || ownerAt.get(j) === owner) continue;
        const a = this.view.cellOf(i);
        const b = this.view.cellOf(j);
        const [x1, y1, x2, y2] =
          a.x === b.x
            ? [a.x, Math.max(a.y, b.y), a.x + 1, Math.max(a.y, b.y)]
            : [Math.max(a.x, b.x), a.y, Math.max(a.x, b.x), a.y + 1];
        layer.appendChild(
          svgEl('line', { class: 'zone-border', x1: x1 * SQUARE, y1: y1 * SQUARE, x2: x2 * SQUARE, y2: y2 * SQUARE }),
        );
      }
    }
  }

  private drawCoordinates(layer: SVGGElement): void {
    const { geometry } = this.cfg;
    const { columns, rows, turns } = this.view;
    // Files run across the display on even turns, ranks on odd ones.
    const part = (name: string, wantFile: boolean) => {
      const m = /^([a-z]+)(\d+)$/.exec(name);
      if (!m) return name;
      return wantFile ? (m[1] ?? '') : (m[2] ?? '');
    };
    const acrossIsFile = turns % 2 === 0;
    for (let x = 0; x < columns; x++) {
      for (let y = rows - 1; y >= 0; y--) {
        const i = this.view.indexAt(x, y);
        if (i < 0 || geometry.squares[i] === '') continue;
        const name = geometry.squares[i] ?? '';
        layer.appendChild(
          coordinate(part(name, acrossIsFile), x * SQUARE + SQUARE, y * SQUARE + SQUARE, 'end', isDark(geometry, i)),
        );
        break;
      }
    }
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        const i = this.view.indexAt(x, y);
        if (i < 0 || geometry.squares[i] === '') continue;
        const name = geometry.squares[i] ?? '';
        layer.appendChild(coordinate(part(name, !acrossIsFile), x * SQUARE, y * SQUARE, 'start', isDark(geometry, i)));
        break;
      }
    }
  }

  private drawFocus(clear = false): void {
    const layer = this.element.querySelector('.focus-layer');
    if (!layer) return;
    this.drawCopies();
    layer.replaceChildren();
    if (clear || this.focusSq === null) return;
    const c = this.cell(this.focusSq);
    if (!c) return;
    layer.appendChild(
      svgEl('rect', {
        x: c.x * SQUARE + 4,
        y: c.y * SQUARE + 4,
        width: SQUARE - 8,
        height: SQUARE - 8,
        class: 'focus-ring',
      }),
    );
  }

  private describe(sq: Square, piece: Piece | undefined, isTarget: boolean): string {
    const parts = [this.name(sq)];
    parts.push(piece ? pieceLabel(piece.owner, this.cfg.seatCount, piece.kind) : t('board.empty'));
    if (piece?.copies)
      parts.push(
        piece.copies.length > 0
          ? t('board.copies', { squares: piece.copies.map((c) => this.name(c)).join(' ') })
          : t('board.copiesNothing'),
      );
    if (sq === this.selected) parts.push(t('board.selected'));
    if (isTarget) parts.push(piece ? t('board.legalCapture') : t('board.legalMove'));
    if (this.cfg.lastMove && (this.cfg.lastMove.from === sq || this.cfg.lastMove.to === sq))
      parts.push(t('board.lastMove'));
    if (this.cfg.check.includes(sq)) parts.push(t('board.inCheck'));
    return parts.join(', ');
  }

  private defaultFocus(): Square | null {
    const first = this.cfg.dests?.keys().next();
    if (first && !first.done) return first.value;
    // Bottom-left existing square of the display.
    for (let y = this.view.rows - 1; y >= 0; y--)
      for (let x = 0; x < this.view.columns; x++) {
        const i = this.view.indexAt(x, y);
        if (i >= 0 && this.cfg.geometry.squares[i]) return i;
      }
    return null;
  }

  private name(sq: Square): string {
    return squareName(this.cfg.geometry, sq);
  }

  private cell(sq: Square) {
    return this.cfg.geometry.squares[sq] ? this.view.cellOf(sq) : null;
  }

  private squareRect(sq: Square): SVGRectElement | null {
    return this.element.querySelector(`rect.sq[data-sq="${this.name(sq)}"]`);
  }

  /** The square of an element of the board (its `data-sq`), or null. */
  private squareOf(target: EventTarget | null): Square | null {
    if (!(target instanceof Element)) return null;
    const name = target.closest('[data-sq]')?.getAttribute('data-sq');
    const sq = name ? squareNamed(this.cfg.geometry, name) : NO_SQUARE;
    return sq === NO_SQUARE ? null : sq;
  }

  // ---- input ---------------------------------------------------------------------------------------------

  /**
   * The click logic shared by pointer and keyboard. Returns true when a move was emitted. A square whose only move
   * stays on it (a setup choice) reports that move at once; with other moves too, a second click reports it.
   */
  private activate(sq: Square | null): boolean {
    const dests = this.cfg.dests;
    const own = sq !== null ? dests?.get(sq) : undefined;
    const selfOnly = sq !== null && own?.length === 1 && own[0] === sq;
    if (sq !== null && (selfOnly || (this.selected !== null && dests?.get(this.selected)?.includes(sq)))) {
      const from = selfOnly ? sq : (this.selected as Square);
      this.selected = null;
      this.render();
      this.events.onMove?.(from, sq);
      return true;
    }
    const from = this.selected;
    this.selected = sq !== null && dests?.has(sq) && sq !== this.selected ? sq : null;
    this.render();
    if (from !== null && sq !== null && sq !== from && !this.sameOwner(from, sq)) this.events.onRefused?.(from, sq);
    return false;
  }

  /** Whether pieces of one owner stand on both squares. */
  private sameOwner(a: Square, b: Square): boolean {
    const owner = (sq: Square) => this.cfg.pieces.find((p) => p.sq === sq)?.owner;
    const first = owner(a);
    return first !== undefined && first === owner(b);
  }

  private onPointerDown(e: PointerEvent): void {
    this.drawFocus(true);
    if (e.button !== undefined && e.button !== 0) return;
    const sq = this.squareOf(e.target);
    if (sq === null) return;
    this.focusSq = sq;
    const wasSelected = this.selected === sq;
    if (wasSelected && this.cfg.dests?.get(sq)?.includes(sq)) {
      this.activate(sq);
      return;
    }
    if (wasSelected) {
      // A second press on the selected piece deselects on release, unless it turns into a drag.
      this.startDrag(sq, e, true);
      return;
    }
    const moved = this.activate(sq);
    if (!moved && this.selected === sq) this.startDrag(sq, e, false);
  }

  private startDrag(from: Square, e: PointerEvent, deselectOnUp: boolean): void {
    this.drag = {
      from,
      pointerId: e.pointerId ?? 1,
      startX: e.clientX,
      startY: e.clientY,
      active: false,
      deselectOnUp,
      ghost: null,
    };
    window.addEventListener('pointermove', this.onPointerMove);
    window.addEventListener('pointerup', this.onPointerUp);
    window.addEventListener('pointercancel', this.onPointerCancel);
    e.preventDefault();
  }

  private readonly onPointerMove = (e: PointerEvent): void => {
    const d = this.drag;
    if (!d) return;
    if (!d.active) {
      if (Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_THRESHOLD_PX) return;
      d.active = true;
      d.deselectOnUp = false;
      const piece = this.cfg.pieces.find((p) => p.sq === d.from);
      if (piece) {
        d.ghost = pieceElement(piece.kind, piece.owner, this.cfg.seatCount, SQUARE, this.view.turns);
        d.ghost.classList.add('ghost');
        d.ghost.setAttribute('pointer-events', 'none');
      }
      this.render();
    }
    const p = this.svgPoint(e.clientX, e.clientY);
    if (d.ghost && p)
      d.ghost.setAttribute('transform', `translate(${p.x - SQUARE / 2} ${p.y - SQUARE / 2}) scale(1.08)`);
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const d = this.drag;
    this.cancelDrag();
    if (!d) return;
    if (d.active) {
      const under = document.elementFromPoint?.(e.clientX, e.clientY) ?? null;
      const target = this.squareOf(under) ?? this.squareOf(e.target);
      if (target !== null && target !== d.from) {
        this.selected = d.from;
        if (!this.activate(target)) this.render();
      } else this.render();
      return;
    }
    if (d.deselectOnUp) {
      this.selected = null;
      this.render();
    }
  };

  private readonly onPointerCancel = (): void => {
    this.cancelDrag();
    this.render();
  };

  private cancelDrag(): void {
    window.removeEventListener('pointermove', this.onPointerMove);
    window.removeEventListener('pointerup', this.onPointerUp);
    window.removeEventListener('pointercancel', this.onPointerCancel);
    this.drag = null;
  }

  private svgPoint(clientX: number, clientY: number): { x: number; y: number } | null {
    const ctm = this.element.getScreenCTM?.();
    if (!ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: pt.x, y: pt.y };
  }

  private onKeyDown(e: KeyboardEvent): void {
    const sq = this.focusSq;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = step[e.key];
    if (dir && sq !== null) {
      e.preventDefault();
      const c = this.cell(sq);
      if (!c) return;
      let { x, y } = c;
      for (;;) {
        x += dir[0];
        y += dir[1];
        const i = this.view.indexAt(x, y);
        if (i < 0) return;
        if (this.cfg.geometry.squares[i]) {
          this.focusSq = i;
          for (const r of this.element.querySelectorAll('rect.sq')) r.setAttribute('tabindex', '-1');
          const rect = this.squareRect(i);
          rect?.setAttribute('tabindex', '0');
          rect?.focus();
          this.drawFocus();
          return;
        }
      }
    }
    if ((e.key === 'Enter' || e.key === ' ') && sq !== null) {
      e.preventDefault();
      this.activate(sq);
    } else if (e.key === 'Escape' && this.selected !== null) {
      this.selected = null;
      this.render();
    }
  }
}
