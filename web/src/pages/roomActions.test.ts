import { describe, expect, it } from 'vitest';
import { canClaimDraw, canOfferDraw } from './roomActions';
import { snapshot, startState } from '../testing/fixtures';
import type { SeatInfo } from '../protocol';

const human = (seat: number, over: Partial<SeatInfo> = {}): SeatInfo => ({
  seat,
  kind: 'human',
  level: null,
  name: '',
  taken: true,
  connected: true,
  cpuPlaying: false,
  ...over,
});

describe('canClaimDraw', () => {
  const claimable = ['threefold-repetition'];
  it('lets only the player to move claim', () => {
    expect(canClaimDraw(snapshot({ state: startState({ toMove: 0, claimable }) }))).toBe(true);
    expect(canClaimDraw(snapshot({ you: { seat: 1 }, state: startState({ toMove: 0, claimable }) }))).toBe(false);
    expect(canClaimDraw(snapshot({ you: { seat: null }, state: startState({ toMove: 0, claimable }) }))).toBe(false);
  });
  it('needs a claim the server lists, in a game still going', () => {
    expect(canClaimDraw(snapshot({ state: startState({ toMove: 0, claimable: [] }) }))).toBe(false);
    const over = { termination: 'agreement', winners: [], reason: '' };
    expect(canClaimDraw(snapshot({ state: startState({ toMove: 0, claimable, outcome: over }) }))).toBe(false);
  });
});

describe('canOfferDraw', () => {
  it('offers a draw between two seated humans', () => {
    expect(canOfferDraw(snapshot({ seats: [human(0), human(1)] }))).toBe(true);
    // Whoever is to move, and also while the other player is away (not yet played by the CPU).
    expect(canOfferDraw(snapshot({ you: { seat: 1 }, seats: [human(0, { connected: false }), human(1)] }))).toBe(true);
  });
  it('never against a CPU seat or a seat the CPU plays for', () => {
    expect(canOfferDraw(snapshot())).toBe(false); // the fixture's seat 1 is a CPU seat
    expect(canOfferDraw(snapshot({ seats: [human(0), human(1, { cpuPlaying: true })] }))).toBe(false);
    // The CPU playing for the viewer's own seat does not stop the viewer.
    expect(canOfferDraw(snapshot({ seats: [human(0, { cpuPlaying: true }), human(1)] }))).toBe(true);
  });
  it('not while another seat is free, nor twice, nor for a spectator', () => {
    expect(canOfferDraw(snapshot({ seats: [human(0), human(1, { taken: false, connected: false })] }))).toBe(false);
    expect(canOfferDraw(snapshot({ seats: [human(0), human(1)], state: startState({ drawOffer: 0 }) }))).toBe(false);
    expect(canOfferDraw(snapshot({ you: { seat: null }, seats: [human(0), human(1)] }))).toBe(false);
  });
});
