// A promotion asks for the piece and plays the chosen one (the room starts from a FEN).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCreateRoom, clickSquare, mySeat, newPlayer, pieceAt, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

test('promoting asks which piece, and the knight it is', async () => {
  // The test itself takes Black's seat through the API; the browser opens the link and sits as White.
  const reply = await apiCreateRoom(env.server.url, {
    game: 'chess',
    fen: '8/1P6/8/8/8/8/k7/4K3 w - - 0 1',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    creatorSeat: 1,
  });
  assert.equal(reply.seat, 1);
  const white = await newPlayer(env.browser, env.server.url);
  await white.page.goto(`/r/${reply.room}`);
  await white.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '0');
  assert.deepEqual(await pieceAt(white.page, 'b7'), { kind: 'P', owner: 0 });

  await white.page.waitForSelector('svg.board.movable');
  await clickSquare(white.page, 'b7');
  await clickSquare(white.page, 'b8');
  const dialog = white.page.getByRole('dialog');
  await dialog.waitFor();
  const choices = await dialog.locator('button.choice').allTextContents();
  assert.deepEqual([...choices].sort(), ['b8=B', 'b8=N', 'b8=Q', 'b8=R']);
  await dialog.getByRole('button', { name: 'b8=N' }).click();

  assert.deepEqual(await waitForMoveCount(white.page, 1), ['b8=N']);
  await white.page.waitForFunction(() => document.querySelector('svg.board g.piece[data-sq="b8"]')?.getAttribute('data-kind') === 'N');
  assert.deepEqual(await pieceAt(white.page, 'b8'), { kind: 'N', owner: 0 });
  assert.equal(await pieceAt(white.page, 'b7'), null);
  assert.equal(await white.page.getByRole('dialog').count(), 0);
  assert.equal(await mySeat(white.page), '0');
  assert.deepEqual(white.errors, []);
});
