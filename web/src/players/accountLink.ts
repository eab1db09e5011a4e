// The topbar's link to the account page: "Sign in", or the signed-in player's name. It is written in the top bar's
// language, which a rules page in another language than the site's sets (chrome.ts).

import { accountLinkText } from '../chrome';
import { onLanguageChange } from '../i18n/i18n';
import { currentPlayer, knownPlayer, onPlayerChange, type Player } from './account';

export function mountAccountLink(a: HTMLAnchorElement): void {
  const show = (player: Player | null) => accountLinkText(a, player ? player.name : null);
  show(null);
  onPlayerChange(show);
  onLanguageChange(() => show(knownPlayer() ?? null));
  // Offline or a server without players: the link stays "Sign in".
  currentPlayer().catch(() => undefined);
}
