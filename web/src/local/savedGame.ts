// A game against the computer as this browser keeps it (one per game name): what the module's `new` needs to
// bring it back whole (docs/engine-api.md), written as JSON text after every move. Reading it back checks every
// field: a record that does not read as one is corrupt, and the caller discards it.

import type { Outcome } from '../protocol';
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

/** The record's format; a record of another version is not read (discarded as corrupt). */
const VERSION = 1;

export function setupOf(saved: SavedGame): LocalSetup {
  return { game: saved.game, level: saved.level, seat: saved.seat, options: saved.options };
}

export function serializeGame(saved: SavedGame): string {
  return JSON.stringify({ v: VERSION, ...saved });
}

/** The record in `text` for the game `game`, or null when it is not one (corrupt, or of another game). */
export function parseGame(text: unknown, game: string): SavedGame | null {
  if (typeof text !== 'string') return null;
  let r: unknown;
  try {
    r = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof r !== 'object' || r === null) return null;
  const o = r as Record<string, unknown>;
  if (o.v !== VERSION || o.game !== game) return null;
  if (
    !isInt(o.level, MIN_LEVEL, MAX_LEVEL) ||
    !isInt(o.seat, 0, MAX_SEATS - 1) ||
    !isInt(o.gameNo, 1, Number.MAX_SAFE_INTEGER)
  )
    return null;
  if (typeof o.startFen !== 'string') return null;
  if (!Array.isArray(o.moves) || !o.moves.every((m) => typeof m === 'string')) return null;
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
