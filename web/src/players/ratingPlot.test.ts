import { describe, expect, it } from 'vitest';
import { plotPoints, ratingPlot } from './ratingPlot';

describe('rating plot', () => {
  it('starts at 1500 and spreads the games over the width, the highest rating at the top', () => {
    // Three values: 1500, 1662, 1600: x at 28, 160, 292; y: 1662 at the top (14), 1500 at the bottom (106).
    expect(
      plotPoints([
        { at: 1, rating: 1662 },
        { at: 2, rating: 1600 },
      ]),
    ).toBe('28,106 160,14 292,49.2');
  });

  it('is a picture with its range written and a text for screen readers', () => {
    const svg = ratingPlot([{ at: 1, rating: 1338 }], 'Chess rating, now 1338?');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Chess rating, now 1338?');
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['1500', '1338']);
    expect(svg.querySelector('polyline')?.getAttribute('points')).toBe('28,14 292,106');
  });
});
