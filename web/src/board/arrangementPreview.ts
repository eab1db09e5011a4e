// A small picture of the squares a setup move fills (Metamachy's chief arrangement: four squares), each with the
// piece it receives, laid out and turned as the player's board shows them, so an arrangement reads at a glance.
// Square names are taken apart as the board's coordinates are (letters for the file, digits for the rank); it
// knows no rule.

import { pieceElement } from './pieces';
import { svgEl } from './svg';

/** A square's file and rank (0-based) from its name ("f12" → [5, 11]); null for a name of another shape. */
export function fileRank(name: string): [number, number] | null {
  const m = /^([a-z]+)(\d+)$/.exec(name);
  if (!m) return null;
  let file = 0;
  for (const ch of m[1] ?? '') file = file * 26 + (ch.charCodeAt(0) - 96);
  return [file - 1, Number(m[2]) - 1];
}

/**
 * Each square's cell in the picture (x to the right, y down, the smallest 0), the board upright with rank 1 at the
 * bottom and then turned `quarterTurns` counter-clockwise as orientation.ts turns it. Squares of another shape are
 * left out.
 */
export function previewCells(
  squares: readonly string[],
  quarterTurns: number,
): Map<string, { x: number; y: number; dark: boolean }> {
  const raw: [string, number, number, boolean][] = [];
  for (const sq of squares) {
    const fr = fileRank(sq);
    if (!fr) continue;
    let [x, y] = [fr[0], -fr[1]];
    for (let i = 0; i < ((quarterTurns % 4) + 4) % 4; i++) [x, y] = [y, -x];
    raw.push([sq, x, y, (fr[0] + fr[1]) % 2 === 0]);
  }
  const minX = Math.min(...raw.map((r) => r[1]));
  const minY = Math.min(...raw.map((r) => r[2]));
  return new Map(raw.map(([sq, x, y, dark]) => [sq, { x: x - minX, y: y - minY, dark }]));
}

/** The picture: one 100-unit cell per square, shaded light or dark as on the board, with its piece in `owner`'s colours. */
export function arrangementPreview(
  placed: readonly { sq: string; piece: string }[],
  owner: number,
  seatCount: number,
  quarterTurns: number,
): SVGSVGElement {
  const cells = previewCells(
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
    g.setAttribute('data-sq', p.sq);
    svg.appendChild(g);
  }
  return svg;
}
