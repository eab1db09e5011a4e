// The move kinds and counter names the engine writes (engine/core/move_kind.h) as named constants, so that the
// client compares no bare string of its own. moveKind.test.ts checks them against the header.

/** A move's `kind` (docs/protocol.md); a plain move has none. */
export const MOVE_KIND = {
  EN_PASSANT: 'en-passant',
  CASTLING: 'castling',
  SETUP: 'setup',
  CALL_CLOCK: 'call-clock',
  /** The plies that are not moves, under their terminations' names. */
  RESIGNATION: 'resignation',
  TIME_FORFEIT: 'time-forfeit',
  AGREEMENT: 'agreement',
} as const;

/** A counter's `name` in `state.counters`. */
export const COUNTER_NAME = {
  DEADLOCK_CLOCK: 'deadlock-clock',
  MOVE_LIMIT: 'move-limit',
} as const;
