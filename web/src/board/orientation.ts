// Where each square of a geometry is drawn for a viewer. Seats sit clockwise around the table starting at the
// bottom edge (chess: seat 0 south, seat 1 north; four players: south, west, north, east — the order of the
// zones in engine/core/geometry.cpp). A viewer sees the board turned so that their own edge is at the bottom.

import type { Geometry } from '../game/types';
import type { Seat } from '../protocol';

/** Counter-clockwise quarter turns of the picture for `seat` among `seatCount` seats (spectators: seat 0's view). */
export function quarterTurns(seatCount: number, seat: Seat | null): number {
  if (seat === null || seatCount <= 1) return 0;
  const step = seatCount === 2 ? 2 : seatCount === 4 ? 1 : 4 / seatCount;
  return Math.round(seat * step) % 4;
}

/** The size of one square in the board's SVG units. */
export const SQUARE = 100;

export interface Cell {
  x: number;
  y: number;
}

/** The drawing of one geometry at one orientation: display size in squares and each square's cell. */
export interface Layout {
  columns: number;
  rows: number;
  turns: number;
  /** Index into geometry.squares → display cell (removed squares too, so borders line up). */
  cellOf(index: number): Cell;
  /** Display cell → index into geometry.squares, or -1 outside the board. */
  indexAt(x: number, y: number): number;
}

export function layout(geometry: Geometry, turns: number): Layout {
  const { width, height } = geometry;
  const t = ((turns % 4) + 4) % 4;
  const columns = t % 2 === 0 ? width : height;
  const rows = t % 2 === 0 ? height : width;

  const cellOf = (index: number): Cell => {
    const file = index % width;
    const rank = Math.floor(index / width);
    // Unturned: file to the right, rank upward.
    let x = file;
    let y = height - 1 - rank;
    let w = width;
    let h = height;
    for (let i = 0; i < t; i++) {
      // One counter-clockwise quarter turn in screen coordinates (y down): the right edge goes to the top.
      const nx = y;
      const ny = w - 1 - x;
      x = nx;
      y = ny;
      [w, h] = [h, w];
    }
    return { x, y };
  };

  const inverse = new Map<number, number>();
  for (let i = 0; i < width * height; i++) {
    const c = cellOf(i);
    inverse.set(c.y * columns + c.x, i);
  }
  const indexAt = (x: number, y: number): number => {
    if (x < 0 || y < 0 || x >= columns || y >= rows) return -1;
    return inverse.get(y * columns + x) ?? -1;
  };
  return { columns, rows, turns: t, cellOf, indexAt };
}

/** A square's light/dark shade: a1 (file 0, rank 0) is dark, as on every chess board. */
export function isDark(geometry: Geometry, index: number): boolean {
  const file = index % geometry.width;
  const rank = Math.floor(index / geometry.width);
  return (file + rank) % 2 === 0;
}
