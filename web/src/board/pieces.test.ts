import { describe, expect, it } from 'vitest';
import { ownerMark } from './ownerMark';
import { hasImage, iconPaths, kindName, pieceElement, seatName } from './pieces';

describe('pieces', () => {
  it('has an image for every chess kind', () => {
    for (const k of ['K', 'Q', 'R', 'B', 'N', 'P']) expect(hasImage(k)).toBe(true);
  });

  it('drops the invisible bounding path of an icon', () => {
    const svg = '<svg><path stroke="none" d="M0 0h24v24H0z" fill="none" /><path d="M1 1h2" /></svg>';
    expect(iconPaths(svg)).toEqual(['M1 1h2']);
  });

  it('draws a chess piece as paths in the owner colours', () => {
    const g = pieceElement('N', 1, 2, 100);
    expect(g.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(g.querySelector('g')?.getAttribute('fill')).toBe('#2a2a2a');
    expect(g.getAttribute('data-kind')).toBe('N');
  });

  it('falls back to a letter disc for an unknown kind', () => {
    const g = pieceElement('Z', 2, 4, 100);
    expect(g.querySelector('circle')).not.toBeNull();
    expect(g.querySelector('text')?.textContent).toBe('Z');
    expect(g.querySelector('circle')?.getAttribute('fill')).toBe('#f2c230');
  });

  it('draws pawn, drone and queen as pyramids of three sizes with 1, 2 and 3 pips, not as chess pieces', () => {
    const heights = ['pawn', 'drone', 'queen'].map((kind, i) => {
      const g = pieceElement(kind, 0, 2, 100);
      expect(g.querySelector('path')).toBeNull();
      expect(g.querySelectorAll('circle.pip')).toHaveLength(i + 1);
      const ys = (g.querySelector('polygon.pyramid')?.getAttribute('points') ?? '')
        .split(' ')
        .map((p) => Number(p.split(',')[1]));
      return Math.max(...ys) - Math.min(...ys);
    });
    expect(heights[0]).toBeLessThan(heights[1] as number);
    expect(heights[1]).toBeLessThan(heights[2] as number);
    expect(hasImage('drone')).toBe(true);
    expect(kindName('queen')).toBe('queen (large pyramid)');
  });

  it('names kinds and seats for screen readers', () => {
    expect(kindName('Q')).toBe('queen');
    expect(kindName('Z')).toBe('Z piece');
    expect(seatName(1, 2)).toBe('Black');
    expect(seatName(3, 4)).toBe('Green');
  });

  it("marks every piece of a four-seat game with its owner's sign: Red ●, Blue ▲, Yellow ■, Green ◆", () => {
    // The marks of docs/rules/fourplayer.md's source page ("Rot●, Blau▲, Gelb■, Grün◆"), by seat.
    const expected = [
      ['●', 'circle'],
      ['▲', 'polygon'],
      ['■', 'rect'],
      ['◆', 'polygon'],
    ] as const;
    const shapes = new Set<string>();
    expected.forEach(([mark, tag], seat) => {
      const el = pieceElement('N', seat, 4, 100).querySelector('.owner-mark');
      expect(el?.getAttribute('data-mark')).toBe(mark);
      expect(el?.tagName).toBe(tag);
      shapes.add(el?.getAttribute('class') ?? '');
      expect(ownerMark(seat, 4)).toBe(mark);
    });
    expect(shapes.size).toBe(4); // four different shapes, not only four colours
    // Two-seat games keep their pieces unmarked.
    expect(pieceElement('N', 0, 2, 100).querySelector('.owner-mark')).toBeNull();
  });

  it('draws an ownerless piece grey and unmarked, and the 1-point promoted queen as a queen with a 1', () => {
    const grey = pieceElement('K', null, 4, 100);
    expect(grey.getAttribute('data-owner')).toBe('grey');
    expect(grey.querySelector('g')?.getAttribute('fill')).toBe('#9c9c9c');
    expect(grey.querySelector('.owner-mark')).toBeNull();
    expect(seatName(null, 4)).toBe('Grey');
    const promoted = pieceElement('D', 2, 4, 100);
    expect(promoted.querySelectorAll('path').length).toBe(pieceElement('Q', 2, 4, 100).querySelectorAll('path').length);
    expect(promoted.querySelector('.value-label')?.textContent).toBe('1');
    expect(kindName('D')).toBe('promoted queen (1 point)');
  });
});
