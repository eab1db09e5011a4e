import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_MARGIN, boardHeight, MIN_BOARD_HEIGHT, watchBoardHeight } from './fitHeight';

describe('boardHeight', () => {
  it('is what the viewport leaves under the page above the column and beside the seat cards', () => {
    // 1366x768 laptop: top bar and margins 89px above the column, two seat cards of 80px and two 8px gaps.
    expect(boardHeight({ viewport: 768, columnTop: 89, others: 176 })).toBe(768 - 89 - 176 - BOTTOM_MARGIN);
    // Fractions of a pixel round down, so the last card stays inside.
    expect(boardHeight({ viewport: 844.6, columnTop: 60.2, others: 100 })).toBe(
      Math.floor(844.6 - 60.2 - 100 - BOTTOM_MARGIN),
    );
  });

  it('keeps a usable board on a very low window, and on sizes that are not numbers', () => {
    expect(boardHeight({ viewport: 300, columnTop: 80, others: 200 })).toBe(MIN_BOARD_HEIGHT);
    expect(boardHeight({ viewport: Number.NaN, columnTop: 0, others: 0 })).toBe(MIN_BOARD_HEIGHT);
  });
});

describe('watchBoardHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('sets --board-height from the measured column and follows a window resize until stopped', () => {
    // Frames run when the test says so, as a browser runs them after the event.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    const nextFrame = () => frames.splice(0).forEach((f) => f(0));
    const column = document.createElement('div');
    const board = document.createElement('div');
    const seats = document.createElement('div');
    column.append(seats, board);
    document.body.append(column);
    // jsdom lays nothing out: the column 500px high at 100px from the top, the board 300px of it.
    const box = (top: number, height: number) => () => ({ top, height }) as DOMRect;
    column.getBoundingClientRect = box(100, 500);
    board.getBoundingClientRect = box(300, 300);
    window.innerHeight = 900;
    const stop = watchBoardHeight(column, board);
    nextFrame();
    expect(column.style.getPropertyValue('--board-height')).toBe(`${900 - 100 - 200 - BOTTOM_MARGIN}px`);
    window.innerHeight = 700;
    window.dispatchEvent(new Event('resize'));
    nextFrame();
    expect(column.style.getPropertyValue('--board-height')).toBe(`${700 - 100 - 200 - BOTTOM_MARGIN}px`);
    stop();
    window.innerHeight = 1000;
    window.dispatchEvent(new Event('resize'));
    nextFrame();
    nextFrame();
    expect(column.style.getPropertyValue('--board-height')).toBe(`${700 - 100 - 200 - BOTTOM_MARGIN}px`);
  });
});
