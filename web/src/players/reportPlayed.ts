// A finished game against the computer, reported to the server so that a signed-in player finds it on the
// player page (docs/protocol.md, POST /api/played). Nothing is sent while nobody is known to be signed in;
// offline or refused, the game simply stays in this browser.

import { request } from '../api';
import type { SavedGame } from '../local/savedGame';
import { knownPlayer } from './account';

export function playedBody(g: SavedGame): Record<string, unknown> {
  return {
    game: g.game,
    level: g.level,
    seat: g.seat,
    options: g.options,
    moves: g.moves,
    ...(g.ending ? { ending: { termination: g.ending.termination, winners: g.ending.winners } } : {}),
  };
}

export async function reportPlayed(g: SavedGame): Promise<void> {
  if (!knownPlayer()) return;
  await request<unknown>('/api/played', { method: 'POST', body: JSON.stringify(playedBody(g)) }).catch(() => undefined);
}
