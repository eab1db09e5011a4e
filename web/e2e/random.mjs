// A small seeded random generator (mulberry32) for tests that play random games: the same seed, the same game,
// so that a failing one can be played again. Used by the browser tests and tests/wasm.

/** A function returning numbers in [0, 1), the same sequence for the same `seed`. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
