// A game's record through the server's engine (docs/protocol.md): written from a start FEN and moves, or read
// from a pasted FEN or record into a start FEN and moves. The client reads no record format itself.

import { request } from './api';

export interface ImportedGame {
  game: string;
  /** "fen": a position without moves; "record": a game record (PGN, PGN4). */
  kind: 'fen' | 'record';
  startFen: string;
  moves: { u: string; san: string }[];
  /** The position after the moves. */
  fen: string;
  /** The seat to move there, null once the game is over. */
  toMove: number | null;
}

/** The record of `game` from `fen` (its start when empty) after `moves`, in the game's own format. */
export async function recordOf(game: string, fen: string, moves: readonly string[]): Promise<string> {
  const q = new URLSearchParams({ game, fen, moves: moves.join(' ') });
  return (await request<{ record: string }>(`/api/record?${q.toString()}`)).record;
}

/** The record of a room's game `gameNo` (finished or in progress), as stored with its players, date, clock and ending. */
export async function storedRecord(room: string, gameNo: number): Promise<string> {
  return (await request<{ record: string }>(`/api/rooms/${encodeURIComponent(room)}/games/${gameNo}`)).record;
}

/** `text` (a FEN, or a record in the game's format) read by the engine of `game`. */
export function importText(game: string, text: string): Promise<ImportedGame> {
  return request<ImportedGame>('/api/import', { method: 'POST', body: JSON.stringify({ game, text }) });
}
