// Bringing into view what a person's choice just showed further down the page (on a phone, the play forms under
// the game cards), only when it is not already seen.

/** How far down the viewport an element's top may start and still count as seen: the upper two thirds. */
export const SEEN_PART = 2 / 3;

/** Whether an element whose top is at `top` (viewport pixels) starts within the seen part of a viewport `height` high. */
export function startsInView(top: number, height: number): boolean {
  return top >= 0 && top <= height * SEEN_PART;
}

/** Scrolls `el`'s top to the viewport's top when it starts out of view; smoothly unless reduced motion is asked. */
export function revealIfHidden(el: HTMLElement): void {
  if (startsInView(el.getBoundingClientRect().top, window.innerHeight)) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
