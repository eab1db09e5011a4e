// Piece images, looked up by the server's `kind` text and the owner seat. Chess kinds use the filled chess
// icons of @tabler/icons (MIT, see web/THIRD_PARTY.md), imported through Vite as raw SVG; Metamachy's fairy kinds
// (Cannon, Camel, Elephant, Eagle, Lion, Prince) are our own silhouettes on the same grid and base
// (`fairyPieces.ts`); Metamate's Meta kinds are drawn by `metaPiece.ts`, the pyramid kinds (pawn, drone, queen) by
// `pyramidPiece.ts`; any other kind is drawn as a disc with its letter, so later games draw before they get their
// own images.

import kingSvg from '@tabler/icons/filled/chess-king.svg?raw';
import queenSvg from '@tabler/icons/filled/chess-queen.svg?raw';
import rookSvg from '@tabler/icons/filled/chess-rook.svg?raw';
import bishopSvg from '@tabler/icons/filled/chess-bishop.svg?raw';
import knightSvg from '@tabler/icons/filled/chess-knight.svg?raw';
import pawnSvg from '@tabler/icons/filled/chess.svg?raw';
import { FAIRY_PIECES } from './fairyPieces';
import { drawMeta, isMetaKind } from './metaPiece';
import { drawOwnerMark } from './ownerMark';
import { t } from '../i18n/i18n';
import { kindName, seatWord } from './pieceNames';
import { drawPyramid, isPyramidKind } from './pyramidPiece';
import { svgEl } from './svg';

export { kindName };

/** The drawable paths of an icon file (its invisible 24x24 bounding path left out). */
export function iconPaths(svgText: string): string[] {
  const out: string[] = [];
  for (const m of svgText.matchAll(/<path\b[^>]*?\bd="([^"]+)"[^>]*>/g)) {
    const tag = m[0];
    if (/stroke="none"/.test(tag) && /fill="none"/.test(tag)) continue;
    if (m[1]) out.push(m[1]);
  }
  return out;
}

const PAWN_PATHS = iconPaths(pawnSvg);
/** The base every chess icon stands on (the icon's last path), under the fairy pieces too. */
const BASE = PAWN_PATHS.slice(-1);

const ICONS: Record<string, string[]> = {
  K: iconPaths(kingSvg),
  Q: iconPaths(queenSvg),
  D: iconPaths(queenSvg), // four-player chess's promoted queen (worth 1 point), drawn with a "1"

  R: iconPaths(rookSvg),
  B: iconPaths(bishopSvg),
  N: iconPaths(knightSvg),
  P: PAWN_PATHS,
  ...Object.fromEntries(Object.entries(FAIRY_PIECES).map(([kind, piece]) => [kind, [...piece.paths, ...BASE]])),
};

export function hasImage(kind: string): boolean {
  return isMetaKind(kind) || isPyramidKind(kind) || (ICONS[kind.toUpperCase()]?.length ?? 0) > 0;
}

interface SeatLook {
  fill: string;
  stroke: string;
  text: string;
  /** The colour's word in the catalogue (pieces.seat.NAME); absent for a seat beyond the tables. */
  name?: string;
}

const TWO_SEATS: SeatLook[] = [
  { fill: '#ffffff', stroke: '#1f1f1f', text: '#1f1f1f', name: 'white' },
  { fill: '#2a2a2a', stroke: '#000000', text: '#ffffff', name: 'black' },
];

const FOUR_SEATS: SeatLook[] = [
  { fill: '#d9463b', stroke: '#3a0d09', text: '#ffffff', name: 'red' },
  { fill: '#3b78d8', stroke: '#0b2149', text: '#ffffff', name: 'blue' },
  { fill: '#f2c230', stroke: '#4a3703', text: '#1f1f1f', name: 'yellow' },
  { fill: '#3c9a4f', stroke: '#0d3315', text: '#ffffff', name: 'green' },
];

/** An ownerless piece (PieceView without owner: four-player chess's pieces of an eliminated player). */
const GREY: SeatLook = { fill: '#9c9c9c', stroke: '#3c3c3c', text: '#1f1f1f', name: 'grey' };

export function seatLook(owner: number | null, seatCount: number): SeatLook {
  if (owner === null) return GREY;
  const table = seatCount > 2 ? FOUR_SEATS : TWO_SEATS;
  return table[owner] ?? { fill: '#888888', stroke: '#222222', text: '#ffffff' };
}

/**
 * A seat's name in the page's language (or `lang`): the game's own (`names`, GameInfo.seatNames) when it has one,
 * else its colour's.
 */
export function seatName(owner: number | null, seatCount: number, names?: readonly string[], lang?: string): string {
  const own = owner === null ? undefined : names?.[owner];
  return seatWord(own, seatLook(owner, seatCount).name, (owner ?? 0) + 1, lang);
}

/** A piece for people, whose and what: "White knight", German "Springer (Weiß)", French "cavalier (Blanc)". */
export function pieceLabel(owner: number | null, seatCount: number, kind: string, lang?: string): string {
  return t('pieces.piece', { seat: seatName(owner, seatCount, undefined, lang), piece: kindName(kind, lang) }, lang);
}

/**
 * A piece drawn into a `size`-unit square whose top-left corner is the group's origin. `quarterTurns`: how far the
 * board is turned for the viewer (counter-clockwise, orientation.ts), for images whose marks point along the board (the Meta's).
 */
export function pieceElement(
  kind: string,
  owner: number | null,
  seatCount: number,
  size: number,
  quarterTurns = 0,
): SVGGElement {
  const g = svgEl('g', { class: 'piece', 'data-kind': kind, 'data-owner': owner === null ? 'grey' : String(owner) });
  drawPieceBody(g, kind, seatLook(owner, seatCount), size, quarterTurns);
  drawOwnerMark(g, owner, seatCount, size, seatLook(owner, seatCount).stroke);
  return g;
}

/** The piece's own image (without the owner's mark) into `g`. */
function drawPieceBody(g: SVGGElement, kind: string, look: SeatLook, size: number, quarterTurns: number): void {
  if (isMetaKind(kind)) {
    drawMeta(g, kind, look, size, quarterTurns);
    return;
  }
  if (isPyramidKind(kind)) {
    drawPyramid(g, kind, look, size);
    return;
  }
  const paths = ICONS[kind.toUpperCase()];
  if (paths && paths.length > 0) {
    // Icons are 24 units with their artwork inside ~3..21: scale to ~92% of the square.
    const scale = (size * 0.92) / 24;
    const offset = (size - 24 * scale) / 2;
    const inner = svgEl('g', {
      transform: `translate(${offset} ${offset}) scale(${scale})`,
      fill: look.fill,
      stroke: look.stroke,
      'stroke-width': '0.8',
      'stroke-linejoin': 'round',
      // Cut-outs in our own silhouettes (fairyPieces.ts) are inner subpaths.
      'fill-rule': 'evenodd',
    });
    for (const d of paths) inner.appendChild(svgEl('path', { d }));
    g.appendChild(inner);
    if (kind.toUpperCase() === 'D') g.appendChild(cornerLabel('1', look, size));
    return;
  }
  const r = size * 0.36;
  g.appendChild(
    svgEl('circle', {
      cx: size / 2,
      cy: size / 2,
      r,
      fill: look.fill,
      stroke: look.stroke,
      'stroke-width': size * 0.035,
    }),
  );
  const label = svgEl('text', {
    x: size / 2,
    y: size / 2,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-size': size * (kind.length > 1 ? 0.3 : 0.42),
    'font-weight': '700',
    'font-family': 'system-ui, sans-serif',
    fill: look.text,
  });
  label.textContent = kind.slice(0, 2);
  g.appendChild(label);
}

/** A small label in the upper left corner (the promoted queen's value). */
function cornerLabel(text: string, look: SeatLook, size: number): SVGTextElement {
  const label = svgEl('text', {
    class: 'value-label',
    x: size * 0.16,
    y: size * 0.2,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-size': size * 0.26,
    'font-weight': '700',
    'font-family': 'system-ui, sans-serif',
    fill: look.stroke,
    stroke: '#ffffff',
    'stroke-width': size * 0.02,
    'paint-order': 'stroke',
  });
  label.textContent = text;
  return label;
}

/**
 * A seat's mark when its game has no king to stand for it (Martian Chess): a disc in the seat's colours, as a small
 * decorative SVG image 100 units square.
 */
export function seatMarker(owner: number, seatCount: number, cls: string): SVGSVGElement {
  const look = seatLook(owner, seatCount);
  const icon = svgEl('svg', { class: cls, viewBox: '0 0 100 100', 'aria-hidden': 'true' });
  icon.appendChild(
    svgEl('circle', {
      class: 'seat-marker',
      cx: 50,
      cy: 50,
      r: 30,
      fill: look.fill,
      stroke: look.stroke,
      'stroke-width': 4,
      'data-owner': String(owner),
    }),
  );
  return icon;
}

/** A piece on its own as a small decorative SVG image (seat swatches, the move chooser); 100 units square. */
export function pieceIcon(kind: string, owner: number | null, seatCount: number, cls: string): SVGSVGElement {
  const icon = svgEl('svg', { class: cls, viewBox: '0 0 100 100', 'aria-hidden': 'true' });
  icon.appendChild(pieceElement(kind, owner, seatCount, 100));
  return icon;
}
