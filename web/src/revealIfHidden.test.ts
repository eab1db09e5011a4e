import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealIfHidden, startsInView } from './revealIfHidden';

describe('startsInView', () => {
  it("counts a top in the viewport's upper two thirds as seen", () => {
    expect(startsInView(0, 844)).toBe(true);
    expect(startsInView(562, 844)).toBe(true); // 844 * 2/3 = 562.67
    expect(startsInView(563, 844)).toBe(false);
    expect(startsInView(1200, 844)).toBe(false);
    expect(startsInView(-1, 844)).toBe(false);
  });
});

describe('revealIfHidden', () => {
  afterEach(() => vi.unstubAllGlobals());

  const element = (top: number) => {
    const el = document.createElement('div');
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
    el.scrollIntoView = vi.fn();
    return el;
  };

  it('scrolls an element below the fold to the top, smoothly', () => {
    window.innerHeight = 844;
    const el = element(1500);
    revealIfHidden(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('leaves a seen element where it is, and jumps when reduced motion is asked', () => {
    window.innerHeight = 844;
    const seen = element(300);
    revealIfHidden(seen);
    expect(seen.scrollIntoView).not.toHaveBeenCalled();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(prefers-reduced-motion: reduce)' }));
    const below = element(1500);
    revealIfHidden(below);
    expect(below.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
