// Martian Chess in Chromium, by clicks: a 2-player game against the computer from a position near the end (the
// clock setting on, so each move has its "call the clock" twin), played until the player's zone empties and the
// final score shows; a 4-player game from the home page, one human and three computers in the browser; the rules page.
// Expected moves and scores come from docs/rules/martian.md (moves, "End of game", "Four players").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiCreateRoom,
  clickSquare,
  movesShown,
  mySeat,
  newPlayer,
  openAsCreator,
  openRulesPage,
  pieceAt,
  useServerAndBrowser,
  WAIT,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** Waits for the rules page's `figures` diagrams, then checks that section `id`'s heading is in the window. */
async function expectSectionInView(page, id, figures) {
  await page.waitForFunction((n) => document.querySelectorAll('figure.diagram svg.board').length === n, figures, {
    timeout: WAIT,
  });
  const top = await page.locator(`#${id} h2`).evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < page.viewportSize().height, `#${id} at ${top}`);
}

/** Answers the chooser's "Call the clock?" with No, when the clicked move has a call-clock twin. */
async function declineClock(page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('h2').textContent(), 'Call the clock?');
  await dialog.getByRole('button', { name: /^No / }).click();
}

test('a 2-player game against the computer: the last queen crosses the canal and the final score shows', async () => {
  // South: a queen on d1; North: a pawn on a8, whose one move is a8-b7. Scores 10/10, the deadlock clock on.
  const reply = await apiCreateRoom(env.server.url, {
    game: 'martian',
    fen: 'p3/4/4/4/4/4/4/3q s 10/10 - on 0',
    seats: [{ kind: 'human' }, { kind: 'cpu', level: 1 }],
    creatorSeat: 0,
    settings: { rotateStart: false },
  });
  const south = await openAsCreator(env, reply);
  const { page } = south;
  assert.equal(await mySeat(page), '0');

  // The board: pyramids (the queen the largest, three pips), the two zones tinted and the canal between them.
  await page.waitForSelector('svg.board.movable');
  assert.deepEqual(await pieceAt(page, 'd1'), { kind: 'queen', owner: 0 });
  assert.equal(await page.locator('svg.board g.piece[data-sq="d1"] circle.pip').count(), 3);
  assert.equal(await page.locator('svg.board g.piece[data-sq="a8"] circle.pip').count(), 1);
  assert.equal(await page.locator('svg.board rect.zone').count(), 32);
  assert.equal(await page.locator('svg.board line.zone-border').count(), 4);
  await page.waitForFunction(() => document.querySelectorAll('.seat-points').length === 2, null, { timeout: WAIT });
  // The 4x8 board is drawn half as wide as high and fits the window's height (1280x860), as a square board does.
  const box = await page.locator('svg.board').boundingBox();
  assert.ok(Math.abs(box.height - 2 * box.width) < 1, `board ${box.width}x${box.height}`);
  assert.ok(box.y + box.height <= page.viewportSize().height, `board bottom ${box.y + box.height}`);
  assert.equal(await page.locator('.seat-card[data-seat="0"] .seat-points').textContent(), '10 points');

  // d1-b1, not calling the clock; the computer's only move is a8-b7.
  await clickSquare(page, 'd1');
  await clickSquare(page, 'b1');
  await declineClock(page);
  assert.deepEqual((await waitForMoveCount(page, 2)).slice(0, 1), ['d1-b1']);
  assert.match((await movesShown(page))[1], /^a8-b7/);

  // b1xb7 captures the pawn (1 point) and leaves South's zone empty: the game ends at once, South 11, North 10.
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'b7');
  if (await page.getByRole('dialog').count()) await declineClock(page);
  const end = page.locator('.end-card');
  await end.waitFor();
  assert.equal(await page.locator('.end-headline').textContent(), 'You won!');
  assert.equal(await page.locator('.end-score').textContent(), 'Final score: South 11 · North 10');
  assert.equal(await page.locator('.seat-card[data-seat="0"] .seat-points').textContent(), '11 points');
  // The capturing queen now belongs to North, whose zone it stands in.
  assert.deepEqual(await pieceAt(page, 'b7'), { kind: 'queen', owner: 1 });
  assert.deepEqual(south.errors, []);
  await south.context.close();
});

test('a 4-player game with one human and three computers: the human moves, the three computers answer', async () => {
  const player = await newPlayer(env.browser, env.server.url);
  const { page } = player;
  await page.goto('/');
  await page.locator('.game-card[data-game="martian4"]').click();
  const form = page.locator('form[data-form="computer"]');
  await form.getByText('1', { exact: true }).first().click(); // level 1
  // The game's options are on the form, from /api/games.
  assert.equal(await form.locator('input[name="option-clock"][value="off"]').isChecked(), true);
  await form.locator('button[type="submit"]').click();
  // The computer plays in the browser (pages/play.ts).
  await page.waitForURL(/\/play\/martian4$/);
  assert.equal(await mySeat(page), '0');
  assert.equal(await page.locator('.seat-card').count(), 4);
  assert.equal(await page.locator('svg.board line.zone-border').count(), 16);
  assert.equal(await page.locator('svg.board g.piece').count(), 36);

  // The south-west quadrant's pawn c3 steps diagonally to d4 (inside the quadrant).
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, 'c3');
  await clickSquare(page, 'd4');
  const moves = await waitForMoveCount(page, 4);
  assert.equal(moves[0], 'c3-d4');
  await page.waitForSelector('svg.board.movable');
  assert.equal(await page.locator('.turn-status').textContent(), 'Your move');

  // "How to play" leads to the four-player section of Martian Chess's rules page, in view.
  await page.getByRole('link', { name: 'How to play' }).click();
  await page.waitForURL(/\/rules\/martian#four-players$/);
  await expectSectionInView(page, 'four-players', 6);
  assert.deepEqual(player.errors, []);
  await player.context.close();
});

test('the Martian Chess rules page renders its diagrams in German and English', async () => {
  const { page, context, errors } = await newPlayer(env.browser, env.server.url);
  for (const [lang, heading] of [
    ['de', 'Grundprinzip'],
    ['en', 'The principle'],
  ]) {
    await openRulesPage(page, 'martian', lang, heading, 6);
    assert.equal(await page.locator('#setup svg.board g.piece').count(), 18);
  }
  // The 4-player game's own address leads to the section about it, in the language asked for.
  await page.goto('/rules/martian4/de');
  await page.waitForURL(/\/rules\/martian\/de#four-players$/);
  assert.equal(await page.locator('#four-players h2').textContent(), 'Vier Spieler');
  await expectSectionInView(page, 'four-players', 6);
  assert.deepEqual(errors, []);
  await context.close();
});
