// The image of a piece that copies its neighbours (Metamate's Meta), drawn from its kind's entry in the games
// list (GameInfo.copyingKinds, the engine's copy table, learnt before the first page is drawn): a disc with an M,
// and a small arrowhead toward each neighbouring square it copies from, so its configuration (and an M1's
// orientation) shows at a glance. A kind that copies both colours has a second rim. Our own drawing (MIT, like
// the project).

import type { GameInfo } from '../protocol';
import { svgEl } from './svg';

/** A direction on the screen, in units of one square: x to the right, y down. */
type Direction = readonly [number, number];

interface MetaLook {
  /** Screen directions of the arrowheads, the board upright. */
  marks: Direction[];
  /** Copies pieces of both colours: drawn with a second rim. */
  both: boolean;
}

/** The kinds this module draws, by kind: the games' copying kinds learnt so far. */
const META_KINDS = new Map<string, MetaLook>();

/**
 * Learns every copying kind of a games list: each step {file, rank} to a copied square, a rank up being up on the
 * screen. Boards drawn from then on draw those kinds; any other kind keeps its letter disc.
 */
export function learnCopyingKinds(games: readonly GameInfo[]): void {
  for (const game of games)
    for (const k of game.copyingKinds ?? [])
      META_KINDS.set(k.kind, {
        marks: k.steps.map(([file, rank]): Direction => [file, -rank]),
        both: k.bothColours,
      });
}

export function isMetaKind(kind: string): boolean {
  return META_KINDS.has(kind);
}

function directionName([x, y]: Direction): string {
  return (y < 0 ? 'n' : y > 0 ? 's' : '') + (x > 0 ? 'e' : x < 0 ? 'w' : '');
}

/** Turns a screen direction by quarter turns counter-clockwise, as the board's picture is turned (orientation.ts). */
function turned([x, y]: Direction, quarterTurns: number): Direction {
  let d: Direction = [x, y];
  for (let i = 0; i < ((quarterTurns % 4) + 4) % 4; i++) d = [d[1], -d[0]];
  return d;
}

/** A seat's colours: the body, its outline, and ink that reads on the body. */
export interface MetaColours {
  fill: string;
  stroke: string;
  text: string;
}

/**
 * Draws a Meta into `g` (a `size`-unit square whose top-left corner is the group's origin) in a seat's colours.
 * `quarterTurns` (counter-clockwise, as orientation.ts turns the board) turns the marks with the board, so a
 * horizontal M1 still points along its rank.
 */
export function drawMeta(g: SVGGElement, kind: string, colours: MetaColours, size: number, quarterTurns = 0): void {
  const look = META_KINDS.get(kind);
  if (!look) return;
  const { fill, stroke, text } = colours;
  const u = size / 100;
  const c = size / 2;
  const body = svgEl('g', { stroke, 'stroke-width': 3.5 * u, 'stroke-linejoin': 'round' });
  // The M4's second rim is in the ink colour: the other side's colour on a two-seat board.
  if (look.both) body.appendChild(svgEl('circle', { cx: c, cy: c, r: 35 * u, fill: text, class: 'meta-rim' }));
  body.appendChild(svgEl('circle', { cx: c, cy: c, r: 29 * u, fill, class: 'meta-body' }));
  for (const d of look.marks) {
    const [x, y] = turned(d, quarterTurns);
    const len = Math.hypot(x, y);
    const [ux, uy] = [x / len, y / len];
    // An arrowhead from the rim outward: its tip 46 units from the centre (orthogonal) or 52 (diagonal).
    const tip = len > 1 ? 52 : 46;
    const base = look.both ? 33 : 27;
    const half = 8;
    const px = -uy;
    const py = ux;
    const pts = [
      [c + ux * tip * u, c + uy * tip * u],
      [c + (ux * base + px * half) * u, c + (uy * base + py * half) * u],
      [c + (ux * base - px * half) * u, c + (uy * base - py * half) * u],
    ];
    body.appendChild(
      svgEl('polygon', {
        points: pts.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' '),
        fill,
        class: 'meta-mark',
        'data-dir': directionName([x, y]),
      }),
    );
  }
  // The M: two posts and a V between them.
  body.appendChild(
    svgEl('path', {
      d: `M${c - 13 * u} ${c + 12 * u}V${c - 12 * u}L${c} ${c + 4 * u}L${c + 13 * u} ${c - 12 * u}V${c + 12 * u}`,
      fill: 'none',
      stroke: text,
      'stroke-width': 6 * u,
      'stroke-linecap': 'round',
      class: 'meta-m',
    }),
  );
  g.appendChild(body);
}
