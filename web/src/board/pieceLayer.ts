// The board's pieces, one SVG group each, kept across updates: a piece that stays is the same element, untouched;
// a piece that moved is the same element with a new place (and a new image if its kind or owner changed); only
// pieces taken off lose their element and only new ones get one (pieceMatch.ts says which is which). A piece is
// placed by a CSS transform, so that the element slides to its new square when the change is a move and sliding
// is wanted (the `sliding` class gives it a short transition, style.css).

import type { Piece, Square, SquarePair } from '../game/types';
import { matchPieces } from './pieceMatch';
import { pieceElement } from './pieces';
import { svgEl } from './svg';

export interface PieceDrawing {
  /** The piece's top-left corner in the board's units, or null off the board. */
  at: (sq: Square) => { x: number; y: number } | null;
  /** The square's name, for the element's `data-sq`. */
  name: (sq: Square) => string;
  seatCount: number;
  size: number;
  /** The board's quarter turns (a Meta's marks point along the board). */
  turns: number;
}

interface Drawn {
  piece: Piece;
  el: SVGGElement;
}

export class PieceLayer {
  readonly element = svgEl('g', { class: 'pieces', 'pointer-events': 'none' });
  private drawn: Drawn[] = [];

  /** Draws `pieces`: matched to those drawn before, sliding when `slide` and the change is a move. */
  update(all: readonly Piece[], lastMove: SquarePair | null, slide: boolean, d: PieceDrawing): void {
    const pieces = all.filter((p) => d.at(p.sq) !== null);
    const before = this.drawn;
    const match = matchPieces(
      before.map((x) => x.piece),
      pieces,
      lastMove,
    );
    const sliding = slide && match.slides;
    const kept = new Set<number>();
    const next: Drawn[] = [];
    const travellers: Drawn[] = [];
    pieces.forEach((piece, i) => {
      const b = match.source[i];
      const old = b === null || b === undefined ? undefined : before[b];
      if (!old) {
        next.push({ piece, el: this.make(piece, d) });
        return;
      }
      kept.add(b as number);
      const { el } = old;
      if (old.piece.kind !== piece.kind || old.piece.owner !== piece.owner) redraw(el, piece, d);
      if (old.piece.sq !== piece.sq) {
        el.setAttribute('data-sq', d.name(piece.sq));
        if (sliding) travellers.push({ piece, el });
        else {
          el.classList.toggle('sliding', false);
          place(el, piece.sq, d);
        }
      }
      next.push({ piece, el });
    });
    before.forEach((x, b) => {
      if (!kept.has(b)) x.el.remove();
    });
    for (const x of next) if (!x.el.parentNode) this.element.appendChild(x.el);
    this.slide(travellers, d);
    this.drawn = next;
  }

  /**
   * Moves the travellers to their squares with a transition, above the other pieces: each goes last in the layer,
   * from where it stood (its style is read once there, so that the change of place is a transition), then is sent
   * to its square.
   */
  private slide(travellers: readonly Drawn[], d: PieceDrawing): void {
    if (travellers.length === 0) return;
    for (const { el } of travellers) {
      el.classList.toggle('sliding', false);
      this.element.appendChild(el);
    }
    void getComputedStyle(travellers[0]?.el as Element).transform;
    for (const { el, piece } of travellers) {
      el.classList.add('sliding');
      place(el, piece.sq, d);
    }
  }

  private make(piece: Piece, d: PieceDrawing): SVGGElement {
    const el = pieceElement(piece.kind, piece.owner, d.seatCount, d.size, d.turns);
    el.setAttribute('data-sq', d.name(piece.sq));
    place(el, piece.sq, d);
    return el;
  }

  /** Marks the piece being dragged (its image then follows the pointer), none for null. */
  markDragged(sq: Square | null): void {
    for (const { piece, el } of this.drawn) el.classList.toggle('dragging', piece.sq === sq);
  }

  /** Forgets every piece (the board's layout changed: everything is drawn anew). */
  clear(): void {
    this.element.replaceChildren();
    this.drawn = [];
  }
}

function place(el: SVGGElement, sq: Square, d: PieceDrawing): void {
  const c = d.at(sq);
  if (c) el.style.transform = `translate(${c.x}px, ${c.y}px)`;
}

/** The piece's new image in its own element: a promotion, a setup choice, an eliminated seat's grey. */
function redraw(el: SVGGElement, piece: Piece, d: PieceDrawing): void {
  const fresh = pieceElement(piece.kind, piece.owner, d.seatCount, d.size, d.turns);
  for (const name of ['data-kind', 'data-owner']) el.setAttribute(name, fresh.getAttribute(name) ?? '');
  el.replaceChildren(...fresh.childNodes);
}
