import { beforeAll, describe, expect, it } from 'vitest';
import { hasImage, kindName, pieceElement, seatLook } from './pieces';
import { isMetaKind, learnCopyingKinds } from './metaPiece';
import { learnMetamateKinds, METAMATE_COPYING_KINDS, metamateInfo } from '../testing/copyingKinds';

/** The neighbours each configuration copies (docs/rules/metamate.md §3), as screen directions, board upright. */
const COPIES: Record<string, string[]> = {
  M1h: ['e', 'w'],
  M1v: ['n', 's'],
  'M2.1': ['e', 'n', 's', 'w'],
  'M2.2': ['ne', 'nw', 'se', 'sw'],
  M3: ['e', 'n', 'ne', 'nw', 's', 'se', 'sw', 'w'],
  M4: ['e', 'n', 'ne', 'nw', 's', 'se', 'sw', 'w'],
};

function marks(g: SVGGElement): string[] {
  return [...g.querySelectorAll('.meta-mark')].map((m) => m.getAttribute('data-dir') ?? '').sort();
}

describe('Meta kinds from the games list', () => {
  it('draws a kind as a Meta only once a games list names it (GameInfo.copyingKinds)', () => {
    expect(isMetaKind('M2.2')).toBe(false);
    expect(pieceElement('M2.2', 0, 2, 100).querySelector('.meta-m')).toBeNull();
    learnCopyingKinds([
      { name: 'chess', title: 'Chess', seats: [2], players: '2', duration: null, complexity: null },
      metamateInfo(METAMATE_COPYING_KINDS.filter((k) => k.kind === 'M2.2')),
    ]);
    expect(isMetaKind('M2.2')).toBe(true);
    expect(isMetaKind('M2.1')).toBe(false);
    expect(marks(pieceElement('M2.2', 0, 2, 100))).toEqual(['ne', 'nw', 'se', 'sw']);
  });
});

describe('Meta images', () => {
  beforeAll(learnMetamateKinds);

  it('has an image for every configuration, with a mark toward each neighbour it copies', () => {
    for (const [kind, dirs] of Object.entries(COPIES)) {
      expect(isMetaKind(kind)).toBe(true);
      expect(hasImage(kind)).toBe(true);
      const g = pieceElement(kind, 0, 2, 100);
      expect(g.getAttribute('data-kind')).toBe(kind);
      expect(g.querySelector('.meta-m')).not.toBeNull();
      expect(marks(g)).toEqual(dirs);
    }
  });

  it('draws six different pictures, the M4 (copies both colours) with a second rim', () => {
    const pictures = Object.keys(COPIES).map((k) => pieceElement(k, 0, 2, 100).innerHTML);
    expect(new Set(pictures).size).toBe(6);
    expect(pieceElement('M4', 0, 2, 100).querySelector('.meta-rim')).not.toBeNull();
    expect(pieceElement('M3', 0, 2, 100).querySelector('.meta-rim')).toBeNull();
  });

  it('draws both colours', () => {
    for (const owner of [0, 1]) {
      const g = pieceElement('M2.1', owner, 2, 100);
      expect(g.querySelector('.meta-body')?.getAttribute('fill')).toBe(seatLook(owner, 2).fill);
      expect(g.querySelector('.meta-m')?.getAttribute('stroke')).toBe(seatLook(owner, 2).text);
    }
    expect(pieceElement('M1h', 0, 2, 100).innerHTML).not.toBe(pieceElement('M1h', 1, 2, 100).innerHTML);
  });

  it('turns its marks with the board: a horizontal M1 on a board turned a quarter points up and down', () => {
    expect(marks(pieceElement('M1h', 0, 4, 100, 1))).toEqual(['n', 's']);
    expect(marks(pieceElement('M1h', 0, 2, 100, 2))).toEqual(['e', 'w']);
    expect(marks(pieceElement('M2.2', 0, 4, 100, 3))).toEqual(['ne', 'nw', 'se', 'sw']);
  });

  it('names the configurations, and leaves other M kinds to the letter disc', () => {
    expect(kindName('M1h')).toBe('Meta M1, horizontal');
    expect(kindName('M2.2')).toBe('Meta M2.2');
    expect(isMetaKind('M5')).toBe(false);
    expect(isMetaKind('M')).toBe(false);
    expect(pieceElement('M5', 0, 2, 100).querySelector('text')?.textContent).toBe('M5');
  });
});
