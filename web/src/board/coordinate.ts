// One coordinate of the board's edge (a file's letters or a rank's number) in a corner of its square, on a plate of
// the square's colour: drawn above the pieces, it stays readable whatever piece stands there, and the plate covers
// only the square's corner.

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
