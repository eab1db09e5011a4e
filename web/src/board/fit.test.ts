import { describe, expect, it } from 'vitest';
import { boardAspect, fitBoardColumn } from './fit';
import { layout, quarterTurns } from './orientation';
import { crossGeometry, martianGeometry, rectGeometry } from '../testing/fixtures';

describe('boardAspect', () => {
  it('is the width over the height of the board as drawn', () => {
    expect(boardAspect({ columns: 8, rows: 8 })).toBe('1');
    expect(boardAspect({ columns: 4, rows: 8 })).toBe('0.5');
    expect(boardAspect({ columns: 8, rows: 4 })).toBe('2');
    expect(boardAspect({ columns: 3, rows: 7 })).toBe('0.4286'); // 3 / 7 = 0.428571..., four decimals
  });

  it('follows the viewer’s turn of the board, for every seat', () => {
    // Martian Chess for two: 4 files, 8 ranks; both seats see it upright (a half turn for North).
    for (const seat of [0, 1]) expect(boardAspect(layout(martianGeometry(), quarterTurns(2, seat)))).toBe('0.5');
    // A 6x3 board in a four-seat game: seats 1 and 3 see it turned a quarter, 3 across and 6 down.
    expect([0, 1, 2, 3].map((seat) => boardAspect(layout(rectGeometry(6, 3), quarterTurns(4, seat))))).toEqual([
      '2',
      '0.5',
      '2',
      '0.5',
    ]);
    // Square boards, the cross included, keep their size.
    expect(boardAspect(layout(crossGeometry(), quarterTurns(4, 1)))).toBe('1');
    expect(boardAspect(layout(rectGeometry(12, 12), 0))).toBe('1');
  });

  it('gives a shape without squares the square board’s size', () => {
    expect(boardAspect({ columns: 0, rows: 8 })).toBe('1');
    expect(boardAspect({ columns: 4, rows: 0 })).toBe('1');
    expect(boardAspect({ columns: Number.NaN, rows: 8 })).toBe('1');
  });
});

describe('fitBoardColumn', () => {
  it('hands the shape to the stylesheet as --board-aspect', () => {
    const column = document.createElement('div');
    fitBoardColumn(column, { columns: 4, rows: 8 });
    expect(column.style.getPropertyValue('--board-aspect')).toBe('0.5');
  });
});
