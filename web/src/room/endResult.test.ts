import { describe, expect, it } from 'vitest';
import { endHeadline, endHeadlineText, rankingList } from './endResult';
import type { Outcome } from '../protocol';

// Issue 51: three seats resign in a four-player game; the seat left in play is first, the three share second.
const threeResigned: Outcome = { termination: 'points', winners: [3], reason: 'points', places: [2, 2, 2, 1] };
const fourWayDraw: Outcome = { termination: 'agreement', winners: [], reason: 'agreement', places: [1, 1, 1, 1] };
const names = ['Red', 'Blue', 'Yellow', 'Green'];
const nameOf = (s: number) => names[s] ?? '';
const join = (n: string[]) => n.join(' and ');

describe('the end card reads the places', () => {
  it('tells only the sole first place that it won, the others their place', () => {
    expect(endHeadline(threeResigned, 3, 4)).toEqual({ kind: 'won' });
    for (const seat of [0, 1, 2])
      expect(endHeadline(threeResigned, seat, 4)).toEqual({ kind: 'place', place: 2, of: 4 });
    expect(endHeadlineText(endHeadline(threeResigned, 0, 4), nameOf, join)).toBe('2nd of 4');
    expect(endHeadlineText(endHeadline(threeResigned, 3, 4), nameOf, join)).toBe('You won!');
  });

  it('calls a shared first place a draw', () => {
    for (const seat of [0, 1, 2, 3]) expect(endHeadline(fourWayDraw, seat, 4)).toEqual({ kind: 'draw' });
    const twoShare: Outcome = { termination: 'points', winners: [0, 2], reason: 'points', places: [1, 3, 1, 4] };
    expect(endHeadline(twoShare, 2, 4)).toEqual({ kind: 'draw' });
    expect(endHeadline(twoShare, 3, 4)).toEqual({ kind: 'place', place: 4, of: 4 });
  });

  it('names the winners to a spectator and to the loser of a two-seat game', () => {
    expect(endHeadlineText(endHeadline(threeResigned, null, 4), nameOf, join)).toBe('Green wins');
    const mate: Outcome = { termination: 'checkmate', winners: [0], reason: 'checkmate', places: [1, 2] };
    expect(endHeadline(mate, 1, 2)).toEqual({ kind: 'winners', seats: [0] });
    expect(endHeadline(mate, 0, 2)).toEqual({ kind: 'won' });
  });

  it('lists the ranking best first for games of more than two seats', () => {
    const playerOf = (s: number) => ['Ann', 'Ben', 'Cat', 'Dan'][s] ?? '';
    const list = rankingList(threeResigned, nameOf, playerOf)!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '1. Green (Dan)',
      '2. Red (Ann)',
      '2. Blue (Ben)',
      '2. Yellow (Cat)',
    ]);
    const mate: Outcome = { termination: 'checkmate', winners: [0], reason: '', places: [1, 2] };
    expect(rankingList(mate, nameOf, playerOf)).toBeNull();
  });
});
