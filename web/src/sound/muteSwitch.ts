// The mute switch: sounds on or off, remembered on this device (localStorage), shared by every room and local
// game. A toggle button (aria-pressed true while muted) with a fixed label, as toggle buttons should have.

import { h } from '../dom';
import { t } from '../i18n/i18n';
import { deviceStorage } from '../deviceStorage';

export const MUTED_KEY = 'littletable.muted';

/** Whether sounds are off on this device. */
export function isMuted(): boolean {
  return deviceStorage()?.getItem(MUTED_KEY) === '1';
}

/** Turns sounds off (true) or on, for this device. */
export function setMuted(muted: boolean): void {
  const s = deviceStorage();
  if (!s) return;
  if (muted) s.setItem(MUTED_KEY, '1');
  else s.removeItem(MUTED_KEY);
}

/** The switch's button; each press flips the choice and its `aria-pressed`. */
export function muteSwitch(): HTMLButtonElement {
  const button = h(
    'button',
    { type: 'button', class: 'button mute-switch', 'data-action': 'mute', 'aria-pressed': String(isMuted()) },
    t('sound.mute'),
  );
  button.addEventListener('click', () => {
    setMuted(!isMuted());
    button.setAttribute('aria-pressed', String(isMuted()));
  });
  return button;
}
