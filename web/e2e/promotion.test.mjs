// A promotion asks for the piece and plays the chosen one (the room starts from a FEN); a chooser left open
// when the move time runs out closes as the computer moves for the player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiCreateRoom,
  clickSquare,
  mySeat,
  newPlayer,
  pieceAt,
  square,
  useServerAndBrowser,
  WAIT,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();

/**
 * The test itself takes Black's seat through the API; the browser opens the link and sits as White, with a pawn
 * on b7, and opens the chooser for b7-b8.
 */
async function whiteAtPromotion(settings = {}, { touch = false } = {}) {
  const reply = await apiCreateRoom(env.server.url, {
    game: 'chess',
    fen: '8/1P6/8/8/8/8/k7/4K3 w - - 0 1',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    creatorSeat: 1,
    settings,
  });
  assert.equal(reply.seat, 1);
  const white = await newPlayer(
    env.browser,
    env.server.url,
    touch ? { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } : {},
  );
  await white.page.goto(`/r/${reply.room}`);
  await white.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '0');
  assert.deepEqual(await pieceAt(white.page, 'b7'), { kind: 'P', owner: 0 });
  await white.page.waitForSelector('svg.board.movable');
  for (const sq of ['b7', 'b8']) {
    if (touch) await white.page.locator(square(sq)).tap();
    else await clickSquare(white.page, sq);
  }
  const dialog = white.page.getByRole('dialog');
  await dialog.waitFor();
  return { white, dialog };
}

test('promoting asks which piece, and the knight it is', async () => {
  const { white, dialog } = await whiteAtPromotion();
  // Each choice is the piece's picture, named for screen readers.
  const names = await dialog.locator('button.choice').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual([...names].sort(), ['Bishop', 'Knight', 'Queen', 'Rook']);
  assert.equal(await dialog.locator('button.choice svg g.piece[data-owner="0"]').count(), 4);
  await dialog.getByRole('button', { name: 'Knight' }).click();

  assert.deepEqual(await waitForMoveCount(white.page, 1), ['b8=N']);
  await white.page.waitForFunction(
    () => document.querySelector('svg.board g.piece[data-sq="b8"]')?.getAttribute('data-kind') === 'N',
  );
  assert.deepEqual(await pieceAt(white.page, 'b8'), { kind: 'N', owner: 0 });
  assert.equal(await pieceAt(white.page, 'b7'), null);
  assert.equal(await white.page.getByRole('dialog').count(), 0);
  assert.equal(await mySeat(white.page), '0');
  assert.deepEqual(white.errors, []);
});

test('the chooser closes when the move time runs out and the computer moves instead', async () => {
  const { white, dialog } = await whiteAtPromotion({ moveTime: 4 });
  // Nothing is picked: after 4 s the computer plays White's move.
  const moves = await waitForMoveCount(white.page, 1);
  assert.match(moves[0], /^b8=/);
  await dialog.waitFor({ state: 'detached', timeout: WAIT });
  const note = white.page.locator('.cpu-note');
  await note.waitFor();
  assert.equal(await note.textContent(), 'Time ran out: the computer moved for you.');
  assert.deepEqual(white.errors, []);
});

test('on a touch screen, tapping the pawn and its square opens the chooser, which stays open for the tap on a piece', async () => {
  // The tap that opens the dialog is followed by the click a touch screen sends at the same point: it must not
  // cancel the dialog (or pick the piece under the finger).
  const { white, dialog } = await whiteAtPromotion({}, { touch: true });
  await white.page.waitForTimeout(300);
  assert.equal(await dialog.count(), 1);
  await dialog.getByRole('button', { name: 'Rook' }).tap();
  assert.deepEqual(await waitForMoveCount(white.page, 1), ['b8=R']);
  assert.deepEqual(white.errors, []);
});
