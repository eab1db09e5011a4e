// Tutorials are data: one JSON file per game (src/tutorials/GAME.json) with its lessons in order. A lesson is a
// position, a task, the move texts that solve it (canonical texts of the game's notation, as the server lists its
// legal moves), hints for wrong moves and the explanation after the right one, every text in each language of the
// tutorial. The client checks a move only against this list; legality and positions come from the engine (the
// server's, else the one in the browser: lessonPositions.ts).
// tests/server/tutorials_test.cpp checks every file against the engine (solutions legal, results reached).

import { pickLanguage } from '../lang';

/** A text in several languages, by language code ("de", "en", "fr"). */
export type Localized = Record<string, string>;

/** A piece a solution must leave on the board (checked by the server's test, not by the client). */
export interface PieceCheck {
  sq: string;
  owner: number;
  kind: string;
}

export interface Solution {
  /** The move's canonical text. */
  move: string;
  /**
   * What the rules say holds after the move, none of which another legal move brings about: pieces standing (e.g.
   * the Meta that evolved), every seat's points, the game's outcome (its termination and winners).
   */
  result?: PieceCheck[];
  points?: number[];
  outcome?: { termination?: string; winners?: number[] };
}

export interface Lesson {
  /** Stable name, also used by rules pages to link a lesson. */
  id: string;
  fen: string;
  /** Moves played from `fen` before the task (what was just played matters: en passant, a repetition). */
  history?: string[];
  /** Seat whose view the board takes (default: the side to move). */
  seat?: number;
  /** Squares to point at (the pieces the lesson is about). */
  marks?: string[];
  solutions: Solution[];
  title: Localized;
  task: Localized;
  /** Said after a legal move that is no solution, unless `hints` has one for that move. */
  hint: Localized;
  hints?: { moves: string[]; text: Localized }[];
  /** Said when a piece is sent from `from` to a square of `to` that the rules forbid (castling through check). */
  refused?: { from: string; to: string[]; text: Localized }[];
  /** Said after a solution. */
  explanation: Localized;
}

export interface Tutorial {
  game: string;
  /** Other games whose players learn from this tutorial (four-player Martian Chess from Martian Chess's). */
  alsoFor?: string[];
  title: Localized;
  lessons: Lesson[];
}

const files = import.meta.glob<Tutorial>('./*.json', { eager: true, import: 'default' });

/** Every tutorial, by game. */
export function allTutorials(): Map<string, Tutorial> {
  return new Map(Object.values(files).map((t) => [t.game, t]));
}

/** The tutorial that teaches `game`: its own, else one written also for it; undefined for none. */
export function tutorialFor(game: string): Tutorial | undefined {
  const all = allTutorials();
  return all.get(game) ?? [...all.values()].find((t) => t.alsoFor?.includes(game));
}

/** The languages a tutorial is written in (those of its title). */
export function tutorialLanguages(t: Tutorial): string[] {
  return Object.keys(t.title).sort();
}

/** A text in `lang`, else English, else any language it has. */
export function localize(text: Localized, lang: string): string {
  return text[pickLanguage(Object.keys(text), lang, []) ?? ''] ?? '';
}
