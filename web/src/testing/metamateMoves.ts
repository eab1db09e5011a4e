// Metamate legal moves shaped like the server's data (docs/metamate-notation.md, "Moves as data"), written by hand
// from docs/rules/metamate.md for the chooser, board and room tests.

import type { LegalMove, MoveChoice } from '../protocol';

const PIECES: Record<string, string> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

function promotion(sq: string, p: string): MoveChoice {
  return { sq, option: p.toUpperCase(), label: PIECES[p] ?? p };
}

/**
 * A double promotion (§7.2): the pawn d7-d8 promotes, and so does the otherwise isolated Meta on e8 beside it;
 * each picks a queen, rook, bishop or knight (§7.3): 16 moves `d7d8X,e8Y` with two choices each.
 */
export function doublePromotion(): LegalMove[] {
  const out: LegalMove[] = [];
  for (const a of 'qrbn')
    for (const b of 'qrbn')
      out.push({
        u: `d7d8${a},e8${b}`,
        from: 'd7',
        to: 'd8',
        san: `d8=${a.toUpperCase()},Me8=${b.toUpperCase()}`,
        choices: [promotion('d8', a), promotion('e8', b)],
      });
  return out;
}

/** White's setup choice for the pawn on e2 at the standard start (§2): an M1, horizontal (d2 f2) or vertical (e1). */
export function setupE2(): LegalMove[] {
  return [
    {
      u: 'm1h@e2',
      from: 'e2',
      to: 'e2',
      san: 'M1h@e2',
      kind: 'setup',
      choices: [{ sq: 'e2', option: 'M1h', label: 'M1 horizontal: copies left and right', highlight: ['d2', 'f2'] }],
    },
    {
      u: 'm1v@e2',
      from: 'e2',
      to: 'e2',
      san: 'M1v@e2',
      kind: 'setup',
      choices: [{ sq: 'e2', option: 'M1v', label: 'M1 vertical: copies forward and backward', highlight: ['e1'] }],
    },
  ];
}

/** White's setup choice for the rook on h1: an M3, no other option (§2). */
export function setupH1(): LegalMove[] {
  return [
    {
      u: 'm3@h1',
      from: 'h1',
      to: 'h1',
      san: 'M3@h1',
      kind: 'setup',
      choices: [{ sq: 'h1', option: 'M3', label: 'M3: copies all 8 neighbours', highlight: ['g1', 'g2', 'h2'] }],
    },
  ];
}

/**
 * An M1h on d4 copying the pawn on c4 captures on e5 and evolves (§5.1): to M2.1, which on e5 copies its orthogonal
 * neighbour, the knight on e4, or to M2.2, which copies its diagonal neighbour, the bishop on f6 (§3).
 */
export function evolutionD4E5(): LegalMove[] {
  return [
    {
      u: 'd4e5m2.1',
      from: 'd4',
      to: 'e5',
      san: 'Mxe5=M2.1',
      choices: [{ sq: 'e5', option: 'M2.1', label: 'M2.1: copies the 4 orthogonal neighbours', highlight: ['e4'] }],
    },
    {
      u: 'd4e5m2.2',
      from: 'd4',
      to: 'e5',
      san: 'Mxe5=M2.2',
      choices: [{ sq: 'e5', option: 'M2.2', label: 'M2.2: copies the 4 diagonal neighbours', highlight: ['f6'] }],
    },
  ];
}

/**
 * An M1 on d5 copying a pawn may step to c6 or capture there en passant (§6.2), evolving then (§5.1): the same
 * two squares, two kinds (docs/metamate-notation.md: `d5c6`, `d5xc6m2.1`, `d5xc6m2.2`).
 */
export function enPassantOrStep(): LegalMove[] {
  return [
    { u: 'd5c6', from: 'd5', to: 'c6', san: 'Mc6' },
    {
      u: 'd5xc6m2.1',
      from: 'd5',
      to: 'c6',
      san: 'Mxc6=M2.1',
      kind: 'en-passant',
      choices: [{ sq: 'c6', option: 'M2.1', label: 'M2.1: copies the 4 orthogonal neighbours', highlight: [] }],
    },
    {
      u: 'd5xc6m2.2',
      from: 'd5',
      to: 'c6',
      san: 'Mxc6=M2.2',
      kind: 'en-passant',
      choices: [{ sq: 'c6', option: 'M2.2', label: 'M2.2: copies the 4 diagonal neighbours', highlight: [] }],
    },
  ];
}
