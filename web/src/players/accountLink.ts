// The topbar's link to the account page: "Sign in", or the signed-in player's name.

import { chromeText } from '../chrome';
import { currentPlayer, onPlayerChange, type Player } from './account';

export function mountAccountLink(a: HTMLAnchorElement): void {
  const show = (player: Player | null) => {
    a.textContent = player ? player.name : chromeText(document.documentElement.lang).signIn;
    a.title = player ? `Signed in as ${player.name}` : 'Take a name or sign in';
    a.classList.toggle('signed-in', player !== null);
  };
  show(null);
  onPlayerChange(show);
  // Offline or a server without players: the link stays "Sign in".
  currentPlayer().catch(() => undefined);
}
