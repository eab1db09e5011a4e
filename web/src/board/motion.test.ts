import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubReducedMotion } from '../testing/reducedMotion';
import { piecesSlide, reducedMotion, setSlideOption, SLIDE_KEY, slideOption, slideSwitch } from './motion';

describe('sliding pieces', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is on by default, switched off and on again on this device', () => {
    expect(slideOption()).toBe(true);
    setSlideOption(false);
    expect(localStorage.getItem(SLIDE_KEY)).toBe('0');
    expect(slideOption()).toBe(false);
    setSlideOption(true);
    expect(localStorage.getItem(SLIDE_KEY)).toBeNull();
  });

  it('is off while the system asks for reduced motion, whatever the option', () => {
    stubReducedMotion(false);
    expect(reducedMotion()).toBe(false);
    expect(piecesSlide()).toBe(true);
    stubReducedMotion(true);
    expect(reducedMotion()).toBe(true);
    expect(piecesSlide()).toBe(false);
    stubReducedMotion(false);
    setSlideOption(false);
    expect(piecesSlide()).toBe(false);
  });

  it('has a toggle button that says whether pieces slide', () => {
    const button = slideSwitch();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(slideOption()).toBe(false);
  });

  it('shows the toggle off, and says why, while the system asks for reduced motion', () => {
    stubReducedMotion(true);
    const button = slideSwitch();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Off: your system asks for reduced motion');
    expect(slideOption()).toBe(true);
  });
});
