// Metamachy legal moves shaped like the server's data (docs/protocol.md; engine/metamachy/game.cpp's move views),
// written from docs/rules/metamachy.md for the chooser, choices and room tests.

import type { LegalMove } from '../protocol';

const NAMES: Record<string, string> = { K: 'king', Q: 'queen', L: 'lion', A: 'eagle' };
/** Black's chief squares in the order of a setup text's letters ("Board and setup": f12 g12 f11 g11). */
const CHIEF_SQUARES = ['f12', 'g12', 'f11', 'g11'];

function permutations(letters: string): string[] {
  if (letters.length <= 1) return [letters];
  return [...letters].flatMap((c, i) =>
    permutations(letters.slice(0, i) + letters.slice(i + 1)).map((rest) => c + rest),
  );
}

/**
 * Black's 24 setup moves before White's first move: King, Queen, Lion and Eagle on f12 g12 f11 g11 in every order
 * (`qkla@f12`, shown `QKLA@f12`), kind "setup" on f12, one choice per chief square; the default (Queen, King, Lion, Eagle, the rules'
 * "Default arrangement" mirrored) suggested. Listed in alphabetical order of their texts, as the engine lists them.
 */
export function chiefArrangements(): LegalMove[] {
  return permutations('AKLQ')
    .sort()
    .map((letters) => ({
      u: `${letters.toLowerCase()}@f12`,
      from: 'f12',
      to: 'f12',
      san: `${letters}@f12`,
      kind: 'setup',
      choices: [...letters].map((c, i) => ({ sq: CHIEF_SQUARES[i] ?? '', option: c, label: NAMES[c] ?? c })),
      ...(letters === 'QKLA' ? { suggested: true } : {}),
    }));
}

/** White's Pawn e11 reaching the last rank (docs/rules/metamachy.md, "Promotion"): Queen, Lion or Eagle only. */
export function promotionE12(): LegalMove[] {
  return [
    ['q', 'Q', 'queen'],
    ['l', 'L', 'lion'],
    ['a', 'A', 'eagle'],
  ].map(([p, option, label]) => ({
    u: `e11e12${p}`,
    from: 'e11',
    to: 'e12',
    san: `e12=${option}`,
    choices: [{ sq: 'e12', option: option ?? '', label: label ?? '' }],
  }));
}
