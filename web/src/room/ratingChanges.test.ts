import { describe, expect, it } from 'vitest';
import { ratingDiff, ratingsList, ratingText } from './ratingChanges';
import type { Snapshot } from '../game/types';

describe('rating changes', () => {
  it('writes the difference with a sign and marks provisional ratings', () => {
    expect(ratingDiff(1500, 1662)).toBe('+162');
    expect(ratingDiff(1500, 1338)).toBe('\u2212162');
    expect(ratingDiff(1500, 1500)).toBe('\u00b10');
    expect(ratingText({ seat: 0, name: 'Anna', before: 1500, after: 1338, provisional: true, result: -1 })).toBe(
      'Anna 1500 \u2192 1338? (\u2212162)',
    );
    expect(ratingText({ seat: 1, name: 'Bruno', before: 1712, after: 1720, provisional: false, result: 1 })).toBe(
      'Bruno 1712 \u2192 1720 (+8)',
    );
  });

  it('lists them only once the game is rated', () => {
    const snap = { ratings: null } as unknown as Snapshot;
    expect(ratingsList(snap)).toBeNull();
    const rated = {
      ratings: [{ seat: 0, name: 'Anna', before: 1500, after: 1662, provisional: true, result: 1 }],
    } as unknown as Snapshot;
    const list = ratingsList(rated)!;
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.querySelector('li')?.className).toBe('up');
  });
});
