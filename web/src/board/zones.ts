// The board's zones (from the geometry: four-player chess's home rows, Martian Chess's halves): each square of a
// zone tinted in its owner's colour, and a line along every edge between zones of different owners (Martian
// Chess's canals). Drawn once per layout.

import type { Geometry, Square } from '../game/types';
import { SQUARE, type Layout } from './orientation';
import { seatLook } from './pieces';
import { svgEl } from './svg';

export function drawZones(layer: SVGGElement, geometry: Geometry, view: Layout): void {
  for (const zone of geometry.zones) {
    // Zones are tinted with the four-seat palette whatever the seat count, so two zones always differ.
    const look = zone.owner === null ? null : seatLook(zone.owner, 4);
    for (const i of zone.squares) {
      if (!geometry.squares[i]) continue;
      const { x, y } = view.cellOf(i);
      layer.appendChild(
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
  drawZoneBorders(layer, geometry, view);
}

function drawZoneBorders(layer: SVGGElement, geometry: Geometry, view: Layout): void {
  const ownerAt = new Map<Square, number | null>();
  for (const zone of geometry.zones) for (const i of zone.squares) if (geometry.squares[i]) ownerAt.set(i, zone.owner);
  for (const [i, owner] of ownerAt) {
    const neighbours = [(i + 1) % geometry.width !== 0 ? i + 1 : -1, i + geometry.width];
    for (const j of neighbours) {
      if (!ownerAt.has(j) || ownerAt.get(j) === owner) continue;
      const a = view.cellOf(i);
      const b = view.cellOf(j);
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
