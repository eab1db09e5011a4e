import { describe, expect, it } from 'vitest';
import { canClaimDraw, canOfferDraw } from './roomActions';
import { clientSnapshot, startState } from '../testing/fixtures';
import type { SeatInfo } from '../protocol';

const human = (seat: number, over: Partial<SeatInfo> = {}): SeatInfo => ({
  seat,
  kind: 'human',
  level: null,
  name: '',
  taken: true,
  connected: true,
  cpuPlaying: false,
  mayOfferDraw: false,
  ...over,
});

describe('canClaimDraw', () => {
  const claimable = ['threefold-repetition'];
  it('lets only the player to move claim', () => {
    expect(canClaimDraw(clientSnapshot({ state: startState({ toMove: 0, claimable }) }))).toBe(true);
    expect(canClaimDraw(clientSnapshot({ you: { seat: 1 }, state: startState({ toMove: 0, claimable }) }))).toBe(false);
    expect(canClaimDraw(clientSnapshot({ you: { seat: null }, state: startState({ toMove: 0, claimable }) }))).toBe(
      false,
    );
  });
  it('needs a claim the server lists, in a game still going', () => {
    expect(canClaimDraw(clientSnapshot({ state: startState({ toMove: 0, claimable: [] }) }))).toBe(false);
    const over = { termination: 'agreement', winners: [], reason: '' };
    expect(canClaimDraw(clientSnapshot({ state: startState({ toMove: 0, claimable, outcome: over }) }))).toBe(false);
  });
});

describe('canOfferDraw', () => {
  it('offers a draw where the server says the seat may', () => {
    expect(canOfferDraw(clientSnapshot({ seats: [human(0, { mayOfferDraw: true }), human(1)] }))).toBe(true);
    expect(
      canOfferDraw(clientSnapshot({ you: { seat: 1 }, seats: [human(0), human(1, { mayOfferDraw: true })] })),
    ).toBe(true);
  });
  it('not where the server says the seat may not', () => {
    expect(canOfferDraw(clientSnapshot())).toBe(false); // the fixture's seat 1 is a CPU seat
    expect(canOfferDraw(clientSnapshot({ seats: [human(0), human(1, { mayOfferDraw: true })] }))).toBe(false);
  });
  it('not while an offer is pending, after the end, nor for a spectator', () => {
    const seats = [human(0, { mayOfferDraw: true }), human(1, { mayOfferDraw: true })];
    expect(canOfferDraw(clientSnapshot({ seats, state: startState({ drawOffer: 0 }) }))).toBe(false);
    const over = { termination: 'agreement', winners: [], reason: '' };
    expect(canOfferDraw(clientSnapshot({ seats, state: startState({ outcome: over }) }))).toBe(false);
    expect(canOfferDraw(clientSnapshot({ you: { seat: null }, seats }))).toBe(false);
  });
});
