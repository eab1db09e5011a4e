// The coordinates along the board's edges: each one (a file's letters or a rank's number) in a corner of its
// square, on a plate of the square's colour: drawn above the pieces, it stays readable whatever piece stands there,
// and the plate covers only the square's corner.

import type { Geometry } from '../game/types';
import { isDark, SQUARE, type Layout } from './orientation';
import { svgEl } from './svg';

/** The plate's height and a character's width at the coordinates' font (style.css `.coord`: bold 19px). */
const PLATE_HEIGHT = 22;
const CHAR_WIDTH = 11.5;
/** The plate's distance from the square's edges, and the text's from the plate's. */
const INSET = 2;
const PAD = 4;

/**
 * The coordinate `text` at the corner (`x`, `y`) of its square: `start` the top-left corner, `end` the bottom-right
 * one; `dark` the square's colour, which the plate takes.
 */
export function coordinate(text: string, x: number, y: number, corner: 'start' | 'end', dark: boolean): SVGGElement {
  const tone = dark ? 'on-dark' : 'on-light';
  const width = 2 * PAD + CHAR_WIDTH * text.length;
  const left = corner === 'start' ? x + INSET : x - INSET - width;
  const top = corner === 'start' ? y + INSET : y - INSET - PLATE_HEIGHT;
  const label = svgEl('text', {
    class: `coord ${tone}`,
    x: corner === 'start' ? left + PAD : left + width - PAD,
    y: top + PLATE_HEIGHT - 5,
    'text-anchor': corner,
  });
  label.textContent = text;
  const g = svgEl('g', { class: 'coord-mark' });
  g.append(svgEl('rect', { class: `coord-plate ${tone}`, x: left, y: top, width, height: PLATE_HEIGHT, rx: 5 }), label);
  return g;
}

/**
 * The coordinates along the board's left and bottom edges as drawn: each file's letters on the lowest square of
 * its column, each rank's number on the leftmost square of its row (files run across on even turns, ranks on odd
 * ones).
 */
export function drawCoordinates(layer: SVGGElement, geometry: Geometry, view: Layout): void {
  const { columns, rows, turns } = view;
  const part = (name: string, wantFile: boolean) => {
    const m = /^([a-z]+)(\d+)$/.exec(name);
    if (!m) return name;
    return wantFile ? (m[1] ?? '') : (m[2] ?? '');
  };
  const acrossIsFile = turns % 2 === 0;
  for (let x = 0; x < columns; x++) {
    for (let y = rows - 1; y >= 0; y--) {
      const i = view.indexAt(x, y);
      const name = i < 0 ? '' : (geometry.squares[i] ?? '');
      if (!name) continue;
      layer.appendChild(
        coordinate(part(name, acrossIsFile), x * SQUARE + SQUARE, y * SQUARE + SQUARE, 'end', isDark(geometry, i)),
      );
      break;
    }
  }
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const i = view.indexAt(x, y);
      const name = i < 0 ? '' : (geometry.squares[i] ?? '');
      if (!name) continue;
      layer.appendChild(coordinate(part(name, !acrossIsFile), x * SQUARE, y * SQUARE, 'start', isDark(geometry, i)));
      break;
    }
  }
}
