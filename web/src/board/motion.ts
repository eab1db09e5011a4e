// Whether pieces slide to their new square when a move is shown: a board option kept on this device
// (localStorage, on unless switched off), and never while the system asks for reduced motion.

import { deviceStorage } from '../deviceStorage';
import { h } from '../dom';
import { t } from '../i18n/i18n';

export const SLIDE_KEY = 'littletable.slidePieces';

/** The player's choice on this device: on unless switched off. */
export function slideOption(): boolean {
  return deviceStorage()?.getItem(SLIDE_KEY) !== '0';
}

export function setSlideOption(on: boolean): void {
  const s = deviceStorage();
  if (!s) return;
  if (on) s.removeItem(SLIDE_KEY);
  else s.setItem(SLIDE_KEY, '0');
}

/** The system's setting `prefers-reduced-motion: reduce` (no such query: no preference). */
export function reducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Whether a move shown now slides its pieces. */
export function piecesSlide(): boolean {
  return slideOption() && !reducedMotion();
}

/**
 * The option's toggle button, with a fixed label as toggle buttons have: aria-pressed true while pieces slide. While
 * the system asks for reduced motion it is off and says why, whatever the option.
 */
export function slideSwitch(): HTMLButtonElement {
  const button = h(
    'button',
    { type: 'button', class: 'button', 'data-action': 'slidePieces' },
    t('board-tools.slidePieces'),
  );
  const show = () => {
    button.setAttribute('aria-pressed', String(piecesSlide()));
    button.disabled = reducedMotion();
    if (button.disabled) button.title = t('board-tools.slidePiecesReduced');
    else button.removeAttribute('title');
  };
  button.addEventListener('click', () => {
    setSlideOption(!slideOption());
    show();
  });
  show();
  return button;
}
