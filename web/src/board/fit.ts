// How big a board may be drawn: style.css sizes the room's board column (`.room-board`) so that the board fits
// the column's width and the viewport's height at once. CSS alone cannot know the board's shape, so the page
// hands it over as the custom property `--board-aspect`; the same rule then fits a square board, Martian Chess's
// 4x8 and any other geometry, turned for any seat.

/** A board's size in squares as drawn for the viewer (orientation.ts `Layout`: columns across, rows down). */
export interface BoardShape {
  columns: number;
  rows: number;
}

/**
 * The board's width over its height as drawn, as the CSS number for `--board-aspect` ("0.5" for a 4x8 board with
 * 8 rows down, "1" for every square board). Errors: a shape without squares gives "1" (the square board's size).
 */
export function boardAspect(shape: BoardShape): string {
  if (!(shape.columns > 0 && shape.rows > 0)) return '1';
  return String(Math.round((shape.columns / shape.rows) * 10000) / 10000);
}

/** Sets the board column's `--board-aspect` from the board's shape as drawn. */
export function fitBoardColumn(column: HTMLElement, shape: BoardShape): void {
  column.style.setProperty('--board-aspect', boardAspect(shape));
}
