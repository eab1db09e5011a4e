// A rating's history as a picture: a line over the rated games, the rating on the vertical axis with its
// lowest and highest values labelled, for the player page.

import { svgEl } from '../board/svg';

export interface RatingPoint {
  at: number;
  rating: number;
}

const W = 320;
const H = 120;
const PAD = 28;

/** The plot's points as "x,y" pairs: games evenly spaced left to right, the rating range filling the height. */
export function plotPoints(history: readonly RatingPoint[], start = 1500): string {
  const values = [start, ...history.map((p) => p.rating)];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(hi - lo, 1);
  return values
    .map((v, i) => {
      const x = PAD + (values.length === 1 ? 0 : (i * (W - 2 * PAD)) / (values.length - 1));
      const y = H - PAD / 2 - ((v - lo) * (H - PAD)) / span;
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/** The history from the start rating (1500) through every rated game, with the range written on the left. */
export function ratingPlot(history: readonly RatingPoint[], label: string): SVGSVGElement {
  const values = [1500, ...history.map((p) => p.rating)];
  const svg = svgEl('svg', { class: 'rating-plot', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': label });
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  for (const [value, y] of [
    [hi, PAD / 2 + 4],
    [lo, H - PAD / 2],
  ] as const) {
    const t = svgEl('text', { x: 2, y, class: 'rating-plot-label' });
    t.textContent = String(value);
    svg.append(t);
  }
  svg.append(svgEl('polyline', { points: plotPoints(history), class: 'rating-plot-line', fill: 'none' }));
  return svg;
}
