// A small picture of the squares a setup move fills (Metamachy's chief arrangement: four squares), each with the
// piece it receives, laid out and turned as the player's board shows them (orientation.ts), so an arrangement
// reads at a glance. It knows no rule.

import type { Geometry, Square } from '../game/types';
import { isDark, layout } from './orientation';
import { pieceElement } from './pieces';
import { svgEl } from './svg';

/**
 * Each square's cell in the picture (x to the right, y down, the smallest 0), as the board turned `quarterTurns`
 * counter-clockwise draws it. Squares the board does not have are left out.
 */
export function previewCells(
  geometry: Geometry,
  squares: readonly Square[],
  quarterTurns: number,
): Map<Square, { x: number; y: number; dark: boolean }> {
  const view = layout(geometry, quarterTurns);
  const cells = squares
    .filter((sq) => geometry.squares[sq])
    .map((sq) => ({ sq, ...view.cellOf(sq), dark: isDark(geometry, sq) }));
  const minX = Math.min(...cells.map((c) => c.x));
  const minY = Math.min(...cells.map((c) => c.y));
  return new Map(cells.map(({ sq, x, y, dark }) => [sq, { x: x - minX, y: y - minY, dark }]));
}

/** The picture: one 100-unit cell per square, shaded light or dark as on the board, with its piece in `owner`'s colours. */
export function arrangementPreview(
  geometry: Geometry,
  placed: readonly { sq: Square; piece: string }[],
  owner: number,
  seatCount: number,
  quarterTurns: number,
): SVGSVGElement {
  const cells = previewCells(
    geometry,
    placed.map((p) => p.sq),
    quarterTurns,
  );
  const columns = Math.max(1, ...[...cells.values()].map((c) => c.x + 1));
  const rows = Math.max(1, ...[...cells.values()].map((c) => c.y + 1));
  const svg = svgEl('svg', {
    class: 'arrangement-preview',
    viewBox: `0 0 ${columns * 100} ${rows * 100}`,
    'aria-hidden': 'true',
  });
  for (const p of placed) {
    const c = cells.get(p.sq);
    if (!c) continue;
    svg.appendChild(
      svgEl('rect', {
        x: c.x * 100,
        y: c.y * 100,
        width: 100,
        height: 100,
        class: `preview-sq ${c.dark ? 'dark' : 'light'}`,
      }),
    );
    const g = pieceElement(p.piece, owner, seatCount, 100);
    g.setAttribute('transform', `translate(${c.x * 100} ${c.y * 100})`);
    g.setAttribute('data-sq', geometry.squares[p.sq] ?? '');
    svg.appendChild(g);
  }
  return svg;
}
