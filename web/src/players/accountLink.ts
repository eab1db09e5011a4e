// The topbar's link to the account page: "Sign in", or the signed-in player's name.

import { onLanguageChange, t } from '../i18n/i18n';
import { currentPlayer, knownPlayer, onPlayerChange, type Player } from './account';

export function mountAccountLink(a: HTMLAnchorElement): void {
  const show = (player: Player | null) => {
    a.textContent = player ? player.name : t('chrome.signIn');
    a.title = player ? t('chrome.signedInAs', { name: player.name }) : t('chrome.takeName');
    a.classList.toggle('signed-in', player !== null);
  };
  show(null);
  onPlayerChange(show);
  onLanguageChange(() => show(knownPlayer() ?? null));
  // Offline or a server without players: the link stays "Sign in".
  currentPlayer().catch(() => undefined);
}
