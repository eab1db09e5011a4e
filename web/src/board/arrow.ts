// An arrow from the centre of one square to the centre of another (a suggested move) as a single outline, shaft
// and head, so that it needs no marker definitions shared between boards; an arrow to its own square is a ring.

import { SQUARE, type Cell } from './orientation';
import { svgEl } from './svg';

/** The arrow from cell `p` to cell `q`; `attrs` go on the element (its class and data). */
export function arrowShape(p: Cell, q: Cell, attrs: Record<string, string>): SVGElement {
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
