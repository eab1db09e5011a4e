// Pyramid pieces (the kinds "pawn", "drone" and "queen": Martian Chess, engine/core/game.h's PieceView) drawn as
// pyramids of three sizes seen from the side, each with its pips (1, 2, 3) along the base so the sizes read at a
// glance also on a small board. Our own drawing (MIT, like the project).

import { svgEl } from './svg';

/** Each pyramid kind's size: 1 small, 2 medium, 3 large. */
const PYRAMID_SIZES: Record<string, number> = { pawn: 1, drone: 2, queen: 3 };

/** The colours a pyramid is drawn in (a seat's look, pieces.ts). */
export interface PyramidLook {
  fill: string;
  stroke: string;
  text: string;
}

export function isPyramidKind(kind: string): boolean {
  return kind in PYRAMID_SIZES;
}

/** Draws the pyramid of `kind` into `g`, a `size`-unit square whose top-left corner is g's origin. */
export function drawPyramid(g: SVGGElement, kind: string, look: PyramidLook, size: number): void {
  const step = PYRAMID_SIZES[kind] ?? 1;
  const height = size * (0.38 + 0.2 * step); // 0.58, 0.78, 0.98 of the tallest's 0.98: three clear sizes
  const half = size * (0.17 + 0.1 * step);
  const base = size * 0.86;
  const cx = size / 2;
  const apex = base - height * 0.85;
  g.appendChild(
    svgEl('polygon', {
      class: 'pyramid',
      points: `${cx - half},${base} ${cx},${apex} ${cx + half},${base}`,
      fill: look.fill,
      stroke: look.stroke,
      'stroke-width': size * 0.03,
      'stroke-linejoin': 'round',
    }),
  );
  // The shaded right face.
  g.appendChild(
    svgEl('polygon', {
      points: `${cx},${apex} ${cx + half},${base} ${cx},${base}`,
      fill: look.stroke,
      'fill-opacity': 0.25,
    }),
  );
  for (let i = 0; i < step; i++)
    g.appendChild(
      svgEl('circle', {
        class: 'pip',
        cx: cx + (i - (step - 1) / 2) * size * 0.11,
        cy: base - size * 0.08,
        r: size * 0.035,
        fill: look.text,
        stroke: look.stroke,
        'stroke-width': size * 0.01,
      }),
    );
}
