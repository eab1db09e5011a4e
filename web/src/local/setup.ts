// What a game against the computer in this browser is started with, and its address: the home page's form leads
// to /play/GAME?level=N&seat=S&option-NAME=VALUE, which starts that game; /play/GAME alone resumes the saved one.

export interface LocalSetup {
  game: string;
  /** The computer's level, 1..8 (ai/levels.h). */
  level: number;
  /** The player's seat; every other seat is the computer's. */
  seat: number;
  /** The game's room options by name (GameInfo.options), as the module's `new` takes them. */
  options: Record<string, string>;
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;
/** The most seats a game has (four-player chess, Martian Chess for four). */
export const MAX_SEATS = 4;
const OPTION = 'option-';

/** The address that starts a new local game with `setup`. */
export function playPath(setup: LocalSetup): string {
  const q = new URLSearchParams({ level: String(setup.level), seat: String(setup.seat) });
  for (const [name, value] of Object.entries(setup.options)) q.set(OPTION + name, value);
  return `/play/${encodeURIComponent(setup.game)}?${q.toString()}`;
}

/**
 * The setup an address asks for (`search` of /play/GAME), or null when it asks for none (resume the saved game).
 * A level or seat out of range is taken as absent (the defaults: level 3, the first seat).
 */
export function setupFromQuery(game: string, search: string): LocalSetup | null {
  const q = new URLSearchParams(search);
  if (![...q.keys()].some((k) => k === 'level' || k === 'seat' || k.startsWith(OPTION))) return null;
  const options: Record<string, string> = {};
  for (const [k, v] of q) if (k.startsWith(OPTION) && k.length > OPTION.length) options[k.slice(OPTION.length)] = v;
  return {
    game,
    level: intIn(q.get('level'), MIN_LEVEL, MAX_LEVEL, 3),
    seat: intIn(q.get('seat'), 0, MAX_SEATS - 1, 0),
    options,
  };
}

/** The setup of a game nobody chose: level 3, the first seat, the game's default options. */
export function defaultSetup(game: string): LocalSetup {
  return { game, level: 3, seat: 0, options: {} };
}

function intIn(text: string | null, lo: number, hi: number, fallback: number): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return n >= lo && n <= hi ? n : fallback;
}
