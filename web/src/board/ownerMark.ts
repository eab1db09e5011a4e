// The owner's mark on every piece of a four-seat game, so that colour is never the only cue (issue 6, four-player
// chess's rules page: Red ●, Blue ▲, Yellow ■, Green ◆; the same marks for any game of four seats, by seat). Drawn
// as a small shape in the piece's lower right corner, dark with a light rim so it reads on every square and tint.

import { svgEl } from './svg';

/** The marks by seat, as the rules pages write them. */
export const OWNER_MARKS = ['●', '▲', '■', '◆'] as const;

/** The shape names by seat, for class names and tests. */
const SHAPES = ['circle', 'triangle', 'square', 'diamond'] as const;

/** The mark's character for `seat` among `seatCount` seats; null for two-seat games and grey (ownerless) pieces. */
export function ownerMark(seat: number | null, seatCount: number): string | null {
  if (seat === null || seatCount !== 4) return null;
  return OWNER_MARKS[seat] ?? null;
}

/**
 * Adds `seat`'s mark to a piece group drawn into a `size`-unit square (nothing for seats without one). The shape
 * carries class `owner-mark` and `data-mark` with the character.
 */
export function drawOwnerMark(
  g: SVGGElement,
  seat: number | null,
  seatCount: number,
  size: number,
  colour: string,
): void {
  const mark = ownerMark(seat, seatCount);
  if (mark === null || seat === null) return;
  const r = size * 0.1; // the shape's half-size
  const cx = size * 0.84;
  const cy = size * 0.84;
  const style = {
    class: `owner-mark ${SHAPES[seat]}`,
    'data-mark': mark,
    fill: colour,
    stroke: '#ffffff',
    'stroke-width': size * 0.025,
  };
  const points = (pts: [number, number][]) => pts.map(([x, y]) => `${cx + x * r},${cy + y * r}`).join(' ');
  switch (SHAPES[seat]) {
    case 'circle':
      g.appendChild(svgEl('circle', { cx, cy, r, ...style }));
      break;
    case 'triangle':
      g.appendChild(
        svgEl('polygon', {
          points: points([
            [0, -1.15],
            [1.1, 0.85],
            [-1.1, 0.85],
          ]),
          ...style,
        }),
      );
      break;
    case 'square':
      g.appendChild(svgEl('rect', { x: cx - r * 0.9, y: cy - r * 0.9, width: r * 1.8, height: r * 1.8, ...style }));
      break;
    default:
      g.appendChild(
        svgEl('polygon', {
          points: points([
            [0, -1.25],
            [1.1, 0],
            [0, 1.25],
            [-1.1, 0],
          ]),
          ...style,
        }),
      );
  }
}
