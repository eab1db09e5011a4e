// Metamate's copying kinds as the games list sends them (GameInfo.copyingKinds), written from
// docs/rules/metamate.md §3: each step {file, rank} from the Meta to a square it copies.

import { learnCopyingKinds } from '../board/metaPiece';
import type { GameInfo } from '../protocol';

const ORTHOGONAL: [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIAGONAL: [number, number][] = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
];

export const METAMATE_COPYING_KINDS: NonNullable<GameInfo['copyingKinds']> = [
  {
    kind: 'M1h',
    steps: [
      [-1, 0],
      [1, 0],
    ],
    bothColours: false,
  },
  {
    kind: 'M1v',
    steps: [
      [0, 1],
      [0, -1],
    ],
    bothColours: false,
  },
  { kind: 'M2.1', steps: ORTHOGONAL, bothColours: false },
  { kind: 'M2.2', steps: DIAGONAL, bothColours: false },
  { kind: 'M3', steps: [...ORTHOGONAL, ...DIAGONAL], bothColours: false },
  { kind: 'M4', steps: [...ORTHOGONAL, ...DIAGONAL], bothColours: true },
];

/** Metamate's entry in the games list, with `kinds` as its copying kinds (all of them unless given). */
export function metamateInfo(kinds = METAMATE_COPYING_KINDS): GameInfo {
  return {
    name: 'metamate',
    title: 'Metamate',
    seats: [2],
    players: '2',
    duration: null,
    complexity: null,
    copyingKinds: kinds,
  };
}

/** Teaches the boards Metamate's kinds, as the page does once the games list has come. */
export function learnMetamateKinds(): void {
  learnCopyingKinds([metamateInfo()]);
}
