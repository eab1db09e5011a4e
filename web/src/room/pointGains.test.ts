import { describe, expect, it } from 'vitest';
import { GAIN_MS, PointGains } from './pointGains';

describe('PointGains', () => {
  it('shows what a seat just scored for a while, and nothing at the first sight of the scores', () => {
    const g = new PointGains();
    g.update([1, 0, 4, 6], 0);
    expect(g.gain(0, 0)).toBeNull();
    // Red mates Blue: 20 points (docs/rules/fourplayer.md, "Points").
    g.update([21, 0, 4, 6], 100);
    expect(g.gain(0, 100)).toBe(20);
    expect(g.gain(2, 100)).toBeNull();
    expect(g.gain(0, 100 + GAIN_MS)).toBeNull();
  });

  it('forgets gains when the scores fall (a new game) or the game has none', () => {
    const g = new PointGains();
    g.update([0, 0], 0);
    g.update([3, 0], 10);
    g.update([0, 0], 20);
    expect(g.gain(0, 20)).toBeNull();
    g.update(null, 30);
    g.update([5, 0], 40);
    expect(g.gain(0, 40)).toBeNull();
  });
});
