// Around the board: the move list shows earlier positions (clicks, arrow keys, back to the game) while the game
// goes on, the board flips, the room's link is copied, and a game leaves the room as a record and a FEN that the
// home page's import brings back to the same position; a garbled import is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { creatorInApiRoom, move, newPlayer, pieceAt, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();
/** The room's record and FEN at White's turn after four plies, for the imports below. */
let exported = null;

const plyButton = (page, ply) => page.locator(`.move-list button.move[data-ply="${ply}"]`);
const currentPly = (page) => page.locator('.move-list [aria-current="true"]').getAttribute('data-ply');

test('the move list shows earlier positions while the game goes on', async () => {
  const { page, context, errors } = await creatorInApiRoom(env, {
    game: 'chess',
    seats: [{ kind: 'human' }, { kind: 'cpu', level: 1 }],
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await move(page, 'e2', 'e4');
  await waitForMoveCount(page, 2);
  await move(page, 'd2', 'd4');
  await waitForMoveCount(page, 3);
  // Look back at once: the computer's answer comes while the board shows 1.e4.
  await plyButton(page, 1).click();
  await page.locator('.room.viewing-past').waitFor();
  await waitForMoveCount(page, 4);
  assert.equal(await currentPly(page), '1');
  assert.deepEqual(await pieceAt(page, 'e4'), { kind: 'P', owner: 0 });
  assert.deepEqual(await pieceAt(page, 'd2'), { kind: 'P', owner: 0 });
  assert.equal(await pieceAt(page, 'd4'), null);

  // The arrow keys step from there: ply 2, ply 3 (2.d4 on the board), then Home (the start position).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    () => document.querySelector('.move-list [aria-current="true"]')?.getAttribute('data-ply') === '3',
  );
  await page.locator('svg.board g.piece[data-sq="d4"][data-owner="0"]').waitFor();
  await page.keyboard.press('Home');
  await page.locator('svg.board g.piece[data-sq="e2"]').waitFor();
  assert.equal(await pieceAt(page, 'e4'), null);

  // Back to the game: the live position, the computer's last answer included.
  await page.locator('button[data-action="backToGame"]').click();
  await page.locator('.room.viewing-past').waitFor({ state: 'detached' });
  assert.equal(await currentPly(page), '4');
  await page.locator('svg.board.movable').waitFor();

  // Flip: White sees the board from Black's side (two quarter turns), and back.
  await page.locator('button[data-action="flip"]').click();
  await page.locator('svg.board[data-turns="2"]').waitFor();
  await page.locator('button[data-action="flip"]').click();
  await page.locator('svg.board[data-turns="0"]').waitFor();

  // The room's link to the clipboard, said so on the page.
  await page.locator('button[data-action="copyLink"]').click();
  await page.locator('.room-tools .copy-status', { hasText: 'Link copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

  // The record (PGN) of the game so far and its FEN.
  const record = page.locator('.room-tools .record-text');
  await page.waitForFunction(() =>
    /2\. d4 \S+ \*/.test(document.querySelector('.room-tools .record-text')?.value ?? ''),
  );
  exported = { record: await record.inputValue(), fen: await page.locator('#room-fen').inputValue() };
  assert.match(exported.record, /^1\. e4 \S+ 2\. d4 \S+ \*$/m);
  assert.match(exported.fen, / w [KQkq-]+ \S+ \d+ 3$/); // White to move at move 3
  assert.deepEqual(errors, []);
});

async function importInto(page, text, target) {
  await page.goto('/');
  const form = page.locator('form[data-form="import"]');
  await form.waitFor();
  await form.locator('textarea').fill(text);
  await form.locator(`button[data-action="${target}"]`).click();
}

test('the exported PGN starts a game against the computer at the same position', async () => {
  assert.ok(exported, 'needs the game above');
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  await importInto(page, exported.record, 'importComputer');
  await page.waitForURL(/\/play\/chess$/);
  await page.waitForFunction((fen) => document.querySelector('#room-fen')?.value === fen, exported.fen);
  // The moves came along: the list shows them, and the player is to move.
  assert.equal((await waitForMoveCount(page, 4))[2], 'd4');
  await page.locator('svg.board.movable').waitFor();
  assert.deepEqual(errors, []);
});

test('a FEN opens a room at that position; a garbled text is refused', async () => {
  assert.ok(exported, 'needs the game above');
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  await importInto(page, exported.fen, 'importRoom');
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
  await page.waitForFunction((fen) => document.querySelector('#room-fen')?.value === fen, exported.fen);

  await importInto(page, '1. e4 e5 2. Ke3', 'importRoom');
  const error = page.locator('form[data-form="import"] .import-error');
  await error.waitFor();
  assert.match(await error.textContent(), /FEN/);
  assert.equal(new URL(page.url()).pathname, '/');
  assert.deepEqual(errors, []);
});
