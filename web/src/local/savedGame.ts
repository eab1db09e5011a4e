// A game against the computer as this browser keeps it (one per game name): what the module's `new` needs to
// bring it back whole (docs/engine-api.md). The store (gameStore.ts) holds a header, JSON text of everything but
// the moves, and the moves one by one: a move played adds its text and nothing else. A header of version 1 holds
// the moves itself (as this client wrote it before); it is still read, and the game is written anew once it is
// open (migrated). Reading checks every field: a record that does not read as one is corrupt, and the caller
// discards it.

import type { Outcome } from '../protocol';
import type { GameWrite, StoredGame } from './gameStore';
import { MAX_LEVEL, MAX_SEATS, MIN_LEVEL, type LocalSetup } from './setup';

export interface SavedGame {
  game: string;
  level: number;
  seat: number;
  options: Record<string, string>;
  /** The start position the engine reported (informational: the options rebuild it). */
  startFen: string;
  /** The moves' canonical texts from the start. */
  moves: string[];
  /** An ending decided off the board (a resignation, a claimed draw), which `moves` cannot replay. */
  ending: Outcome | null;
  /** How many games were started in this slot (the room page's "Game N"). */
  gameNo: number;
  /** The game started from `startFen` (an imported FEN or record), not from its options' start position. */
  imported?: boolean;
}

/** The header's format: its moves in the store beside it. */
const VERSION = 2;
/** The header that holds its moves, still read (migrated once open). */
const VERSION_WITH_MOVES = 1;

export function setupOf(saved: SavedGame): LocalSetup {
  return { game: saved.game, level: saved.level, seat: saved.seat, options: saved.options };
}

/** What the header of a saved game holds: everything but the moves. */
export type SavedHeader = Omit<SavedGame, 'moves'>;

/** The header of `saved`: everything but its moves. */
export function serializeHeader(saved: SavedHeader & { moves?: string[] }): string {
  const { moves, ...header } = saved;
  return JSON.stringify({ v: VERSION, ...header });
}

/** The write that stores `saved` whole, in place of whatever was stored for its game. */
export function wholeGame(saved: SavedGame): GameWrite {
  return { header: serializeHeader(saved), from: 0, moves: saved.moves };
}

/** Whether `stored` has a header of version 1, which holds the moves (the game is written anew once open). */
export function headerHoldsMoves(stored: StoredGame | null): boolean {
  return headerOf(stored)?.v === VERSION_WITH_MOVES;
}

function headerOf(stored: StoredGame | null): Record<string, unknown> | null {
  if (!stored || typeof stored.header !== 'string') return null;
  try {
    const r: unknown = JSON.parse(stored.header);
    return typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The moves by ply, when every ply from 0 has a text: no hole, nothing else. */
function moveTexts(moves: unknown[]): string[] | null {
  for (let i = 0; i < moves.length; i++) if (typeof moves[i] !== 'string') return null;
  return moves as string[];
}

/** The game stored for `game`, or null when it is not one (corrupt, or of another game). */
export function parseGame(stored: StoredGame | null, game: string): SavedGame | null {
  const o = headerOf(stored);
  if (!stored || !o || o.game !== game) return null;
  // Version 1 holds its moves in the header: written last (by a page of the client before this one), they are the
  // game's, whatever stands beside them (the write that migrates it drops that). Version 2 has them beside it.
  if (o.v === VERSION_WITH_MOVES) {
    if (!Array.isArray(o.moves)) return null;
    o.moves = moveTexts(o.moves);
  } else if (o.v === VERSION && o.moves === undefined) o.moves = moveTexts(stored.moves);
  else return null;
  if (
    !isInt(o.level, MIN_LEVEL, MAX_LEVEL) ||
    !isInt(o.seat, 0, MAX_SEATS - 1) ||
    !isInt(o.gameNo, 1, Number.MAX_SAFE_INTEGER)
  )
    return null;
  if (typeof o.startFen !== 'string') return null;
  if (!Array.isArray(o.moves)) return null;
  if (!isStringMap(o.options)) return null;
  const ending = o.ending ?? null;
  if (ending !== null && !isOutcome(ending)) return null;
  if (o.imported !== undefined && typeof o.imported !== 'boolean') return null;
  const imported = o.imported === true ? { imported: true } : {};
  return {
    game,
    level: o.level,
    seat: o.seat,
    options: o.options,
    startFen: o.startFen,
    moves: o.moves as string[],
    ending,
    gameNo: o.gameNo,
    ...imported,
  };
}

function isInt(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

function isStringMap(x: unknown): x is Record<string, string> {
  return (
    typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((v) => typeof v === 'string')
  );
}

function isOutcome(x: unknown): x is Outcome {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.termination === 'string' &&
    typeof o.reason === 'string' &&
    Array.isArray(o.winners) &&
    o.winners.every((w) => isInt(w, 0, MAX_SEATS - 1))
  );
}
