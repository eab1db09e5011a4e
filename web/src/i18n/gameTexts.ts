// The games' names and options for people in the page's language. The server's registry (GET /api/games) writes
// them in English; a catalogue text replaces each one it has, and the server's own stays for any other.

import type { GameInfo, GameOption } from '../protocol';
import { has, t } from './i18n';

/** The game's name: the catalogue's, else the registry's title, else its code capitalized. */
export function gameTitle(name: string, title?: string | null): string {
  const key = `games.${name}.title`;
  if (has(key)) return t(key);
  return title || name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The game named inside a sentence, where a language changes the words around its name (French elides "de" before
 * "échecs" and writes it in lower case, German makes one word of "Schachstellung"): "aGame" ("a game of chess",
 * "une partie d’échecs") or "aPosition" ("a chess position", "eine Schachstellung"). The catalogue's phrase for
 * the game, else the language's pattern around the game's name.
 */
export function gamePhrase(form: 'aGame' | 'aPosition', name: string, title?: string | null): string {
  const key = `games.${name}.${form}`;
  if (has(key)) return t(key);
  return t(`games.${form}`, { game: gameTitle(name, title) });
}

/** An option's name ("First move"). */
export function optionLabel(o: Pick<GameOption, 'name' | 'label'>): string {
  const key = `games.option.${o.name}`;
  return has(key) ? t(key) : o.label;
}

/**
 * One value of an option ("South", "none"); a count of moves ("60 moves (30 each)") is written again in the page's
 * language with the server's numbers.
 */
export function optionValueLabel(o: Pick<GameOption, 'name'>, v: { value: string; label: string }): string {
  const key = `games.value.${o.name}.${v.value}`;
  if (has(key)) return t(key);
  const moves = /^(\d+) moves?(?: \((\d+) each\))?$/.exec(v.label);
  if (moves?.[1])
    return moves[2]
      ? t('games.movesEach', { count: Number(moves[1]), each: Number(moves[2]) })
      : t('games.moves', { count: Number(moves[1]) });
  return v.label;
}

/** The registry entry's title in the page's language. */
export function infoTitle(g: Pick<GameInfo, 'name' | 'title'>): string {
  return gameTitle(g.name, g.title);
}
