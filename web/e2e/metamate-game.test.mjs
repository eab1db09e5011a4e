// Metamate against the computer in Chromium, by clicks: the setup phase from the standard start (from the home
// page, the computer in the browser sets up White, the player Black), and a whole game from a setup position (the player sets up White, the computer
// Black, then the player's M1 captures, evolves to the M2.1 it picks while the board shows what each option would
// copy, and mates). Expected squares come from docs/rules/metamate.md (§2 setup, §3 configurations, §5 evolution).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiCreateRoom,
  clickSquare,
  movesShown,
  mySeat,
  newPlayer,
  pieceAt,
  useServerAndBrowser,
  WAIT,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** The squares of the board's elements matching `selector` (inside svg.board), sorted. */
async function squaresOf(page, selector) {
  const list = await page
    .locator(`svg.board ${selector}`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sq')));
  return [...list].sort();
}

/** Waits until the board's elements matching `selector` stand on exactly `squares`. */
async function waitForSquares(page, selector, squares) {
  const want = [...squares].sort();
  await page.waitForFunction(
    ([sel, w]) =>
      JSON.stringify(
        [...document.querySelectorAll(`svg.board ${sel}`)].map((e) => e.getAttribute('data-sq')).sort(),
      ) === JSON.stringify(w),
    [selector, want],
    { timeout: WAIT },
  );
  return squaresOf(page, selector);
}

/** The chooser's answer buttons, by accessible name. */
async function answerNames(dialog) {
  return dialog.locator('button.choice').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
}

test("the setup from the standard start: the computer sets up White, the player clicks Black's Meta", async () => {
  const black = await newPlayer(env.browser, env.server.url);
  const { page } = black;
  await page.goto('/');
  await page.locator('.game-card[data-game="metamate"]').click();
  const form = page.locator('form[data-form="computer"]');
  await form.getByText('Black', { exact: true }).click();
  await form.locator('button[type="submit"]').click();
  // The computer plays in the browser (pages/play.ts).
  await page.waitForURL(/\/play\/metamate$/);
  assert.equal(await mySeat(page), '1');
  assert.equal(await page.locator('svg.board').getAttribute('data-turns'), '2');

  // The computer replaces one of White's pieces by a Meta; then it is Black's setup.
  const banner = page.locator('.setup-banner');
  await page.waitForFunction(() => document.querySelector('.setup-banner')?.textContent?.includes('your Meta'), null, {
    timeout: WAIT,
  });
  assert.match(await banner.textContent(), /^Setup: choose the piece that becomes your Meta/);
  assert.equal((await waitForMoveCount(page, 1)).length, 1);
  assert.equal(await page.locator('svg.board g.piece[data-owner="0"][data-kind^="M"]').count(), 1);
  // Every black piece but the king may become the Meta (§2.1): 15 marked squares.
  const setupSquares = await squaresOf(page, 'rect.dest.self');
  assert.equal(setupSquares.length, 15);
  assert.ok(!setupSquares.includes('e8'));

  // The pawn on e7 becomes an M1; the chooser asks for its orientation and shows what each would copy (§3).
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, 'e7');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('h2').textContent(), 'Setup: the piece on e7 becomes');
  const names = await answerNames(dialog);
  assert.equal(names.length, 2);
  assert.match(names[0], /^M1 horizontal/);
  assert.match(names[1], /^M1 vertical/);
  await dialog.getByRole('button', { name: /^M1 horizontal/ }).hover();
  assert.deepEqual(await waitForSquares(page, 'rect.hint', ['d7', 'f7']), ['d7', 'f7']);
  assert.deepEqual(await squaresOf(page, 'rect.hint-square'), ['e7']);
  await dialog.getByRole('button', { name: /^M1 vertical/ }).hover();
  assert.deepEqual(await waitForSquares(page, 'rect.hint', ['e8']), ['e8']);
  await dialog.getByRole('button', { name: /^M1 vertical/ }).click();

  const moves = await waitForMoveCount(page, 2);
  assert.equal(moves[1], 'M1v@e7');
  await page.waitForFunction(
    () => document.querySelector('svg.board g.piece[data-sq="e7"]')?.getAttribute('data-kind') === 'M1v',
  );
  assert.deepEqual(await pieceAt(page, 'e7'), { kind: 'M1v', owner: 1 });
  assert.equal(await page.locator('svg.board rect.hint').count(), 0);

  // Play begins: the computer makes White's first move and the banner goes.
  await waitForMoveCount(page, 3);
  await banner.waitFor({ state: 'hidden' });
  // The move list's "Setup" label ends before the row's first move begins (it once ran into "M2.1@g1").
  const row = page.locator('.move-list .move-row').first();
  assert.equal(await row.locator('.move-no').textContent(), 'Setup');
  const labelEnd = await row.locator('.move-no').evaluate((e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    return r.getBoundingClientRect().right;
  });
  const firstMove = await row.locator('.move').first().boundingBox();
  assert.ok(labelEnd <= firstMove.x, `"Setup" ends at x=${labelEnd}, its row's first move starts at x=${firstMove.x}`);
  // Hovering the Meta colours what it copies now: the king behind it (e6, ahead, is empty).
  await page.locator('svg.board rect.sq[data-sq="e7"]').hover();
  assert.deepEqual(await waitForSquares(page, 'rect.copied', ['e8']), ['e8']);
  assert.deepEqual(black.errors, []);
  await black.context.close();
});

test('a whole game from a setup position: the M1 evolves to the M2.1 it picks and mates', async () => {
  // White: Kg6, Nf6, Rg3, pawns f2 g2; Black: Kh8 and a rook on h3, which can only become an M3 (§2.2).
  const fen = '7k/8/5NK1/8/8/6Rr/5PP1/8 w - - 0 1 setup';
  const reply = await apiCreateRoom(env.server.url, {
    game: 'metamate',
    fen,
    seats: [{ kind: 'human' }, { kind: 'cpu', level: 1 }],
    creatorSeat: 0,
    settings: { rotateStart: false },
  });
  // The player's device keeps the seat, as after creating the room on the home page.
  const white = await newPlayer(env.browser, env.server.url);
  const { page } = white;
  await white.context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [`littletable:room:${reply.room}`, JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 })],
  );
  await page.goto(`/r/${reply.room}`);
  assert.equal(await mySeat(page), '0');

  await page.waitForSelector('svg.board.movable');
  assert.deepEqual(await squaresOf(page, 'rect.dest.self'), ['f2', 'f6', 'g2', 'g3']);
  await clickSquare(page, 'g2');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // M1 horizontal on g2 would copy the pawn on f2 (h2 is empty).
  await dialog.getByRole('button', { name: /^M1 horizontal/ }).hover();
  assert.deepEqual(await waitForSquares(page, 'rect.hint', ['f2']), ['f2']);
  await dialog.getByRole('button', { name: /^M1 horizontal/ }).click();

  // The computer's setup: the rook on h3 becomes an M3.
  await waitForMoveCount(page, 2);
  await page.waitForFunction(
    () => document.querySelector('svg.board g.piece[data-sq="h3"]')?.getAttribute('data-kind') === 'M3',
  );
  assert.deepEqual(await movesShown(page), ['M1h@g2', 'M3@h3']);

  // The M1 copies the pawn on f2 and captures the M3 on h3 as that pawn would; it evolves (§5.1).
  await page.locator('svg.board rect.sq[data-sq="g2"]').hover();
  assert.deepEqual(await waitForSquares(page, 'rect.copied', ['f2']), ['f2']);
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, 'g2');
  await clickSquare(page, 'h3');
  await dialog.waitFor();
  assert.equal(await dialog.locator('h2').textContent(), 'The piece on h3 becomes');
  const names = await answerNames(dialog);
  assert.equal(names.length, 2);
  assert.match(names[0], /^M2\.1/);
  assert.match(names[1], /^M2\.2/);
  // On h3, an M2.1 copies its orthogonal neighbours (the rook on g3), an M2.2 its diagonal ones (none left).
  await dialog.getByRole('button', { name: /^M2\.1/ }).hover();
  assert.deepEqual(await waitForSquares(page, 'rect.hint', ['g3']), ['g3']);
  assert.deepEqual(await squaresOf(page, 'rect.hint-square'), ['h3']);
  await dialog.getByRole('button', { name: /^M2\.2/ }).hover();
  assert.deepEqual(await waitForSquares(page, 'rect.hint', []), []);
  await dialog.getByRole('button', { name: /^M2\.1/ }).click();

  // As an M2.1 it moves as the rook it copies: check along the h-file, and mate.
  const end = page.locator('.end-card');
  await end.waitFor();
  assert.equal(await end.getAttribute('data-termination'), 'checkmate');
  assert.equal(await page.locator('.end-headline').textContent(), 'You won!');
  assert.deepEqual(await movesShown(page), ['M1h@g2', 'M3@h3', 'Mxh3=M2.1#']);
  // The setup choices have their own row before move 1, as in the game record (docs/metamate-notation.md).
  assert.deepEqual(await page.locator('.move-list .move-no').allTextContents(), ['Setup', '1.']);
  assert.deepEqual(await pieceAt(page, 'h3'), { kind: 'M2.1', owner: 0 });
  assert.deepEqual(white.errors, []);
  await white.context.close();
});
