import { beforeEach, describe, expect, it } from 'vitest';
import { loadFlip, saveFlip, viewSeat } from './boardFlip';

describe('viewSeat', () => {
  it('is the viewer until flipped, then the seat across the table', () => {
    expect(viewSeat(0, 2, false)).toBe(0);
    expect(viewSeat(0, 2, true)).toBe(1); // White sees the board from Black's side
    expect(viewSeat(1, 2, true)).toBe(0);
    expect(viewSeat(null, 2, true)).toBe(1); // a spectator watches from seat 0's side, flipped from seat 1's
    // Four-player chess, seats clockwise (Red, Blue, Yellow, Green): across from Red sits Yellow.
    expect(viewSeat(0, 4, true)).toBe(2);
    expect(viewSeat(3, 4, true)).toBe(1);
  });
});

describe('loadFlip, saveFlip', () => {
  beforeEach(() => sessionStorage.clear());
  it('remember the flip of each room for the session', () => {
    saveFlip('room1', true);
    expect(loadFlip('room1')).toBe(true);
    expect(loadFlip('room2')).toBe(false);
    saveFlip('room1', false);
    expect(loadFlip('room1')).toBe(false);
  });
});
