// How tall a board may be drawn so that the board and the seat cards above and below it are seen together: the
// viewport's height less what stands above the board column on the page (top bar, margins) and the column's other
// parts (seat cards, whatever lines they hold, notes, gaps). The stylesheet takes it as `--board-height` (style.css
// `.room-board`) and fits the board to it and to the column's width (fit.ts hands over the board's shape).

/** The smallest height handed over: on a very low window the board stays usable and the page scrolls. */
export const MIN_BOARD_HEIGHT = 200;
/** Space left under the column, so its last seat card does not touch the window's edge. */
export const BOTTOM_MARGIN = 8;

/** The sizes, in CSS pixels, the board's height is found from. */
export interface ColumnMeasure {
  /** The viewport's height. */
  viewport: number;
  /** The column's top on the page (at the page's top: the top bar and the margins above it). */
  columnTop: number;
  /** The column's height less the board's: seat cards, notes and the gaps between them. */
  others: number;
}

/** The board's height in whole pixels: what the viewport leaves, never below MIN_BOARD_HEIGHT. */
export function boardHeight(m: ColumnMeasure): number {
  const left = Math.floor(m.viewport - m.columnTop - m.others - BOTTOM_MARGIN);
  return Number.isFinite(left) ? Math.max(MIN_BOARD_HEIGHT, left) : MIN_BOARD_HEIGHT;
}

/**
 * Keeps `column`'s `--board-height` fitted while the page lives: on a window resize and whenever a part of the
 * column changes its size (seat cards gaining captured pieces or a clock line, the board turning). `board` is the
 * column's part holding the board. Returns the function that stops it.
 */
export function watchBoardHeight(column: HTMLElement, board: HTMLElement): () => void {
  let frame = 0;
  const fit = () => {
    frame = 0;
    if (!column.isConnected) return;
    const box = column.getBoundingClientRect();
    const height = boardHeight({
      viewport: window.innerHeight,
      columnTop: box.top + window.scrollY,
      others: box.height - board.getBoundingClientRect().height,
    });
    // Written only when it changes: the write resizes the column, which calls here again.
    const value = `${height}px`;
    if (column.style.getPropertyValue('--board-height') !== value) column.style.setProperty('--board-height', value);
  };
  const later = () => {
    if (frame === 0) frame = requestAnimationFrame(fit);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
  observer?.observe(column);
  const watchParts = () => {
    for (const part of column.children) if (part !== board) observer?.observe(part);
  };
  watchParts();
  const parts = new MutationObserver(() => {
    watchParts();
    later();
  });
  parts.observe(column, { childList: true });
  window.addEventListener('resize', later);
  later();
  return () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    observer?.disconnect();
    parts.disconnect();
    window.removeEventListener('resize', later);
  };
}
