// Four-player chess in Chromium, by clicks: one human and three computers from a position near the end (a move
// limit of 5 moves in the FEN4), played until the limit ends the game and the final score shows; two humans in one
// room with two computers, each seeing their own army at the bottom and the other's moves; the rules page.
// Expected moves, points and squares come from docs/rules/fourplayer.md ("Board and setup", "Points", "End").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiCreateRoom,
  clickSquare,
  move,
  movesShown,
  mySeat,
  newPlayer,
  openAsCreator,
  openRulesPage,
  useServerAndBrowser,
  WAIT,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();

const seatPoints = (page, seat) => page.locator(`.seat-card[data-seat="${seat}"] .seat-points`).textContent();
const ownerOf = (page, sq) => page.locator(`svg.board g.piece[data-sq="${sq}"]`).getAttribute('data-owner');
/** The drawn square's vertical position: larger is lower on the screen. */
const yOf = async (page, sq) => (await page.locator(`svg.board rect.sq[data-sq="${sq}"]`).boundingBox()).y;

test('one human and three computers: a mate turns Blue grey, the move limit ends the game, the final score shows', async () => {
  // Red: K h1, R e5, P d2; Blue: K a7 shut in by its pawns b6, b7, b8; Yellow: K g14, P f13; Green: K n8, P m6.
  // Points 1, 0, 4, 6; the game ends on points after 5 more moves.
  const reply = await apiCreateRoom(env.server.url, {
    game: 'fourplayer',
    fen: "R-0,0,0,0-0,0,0,0-0,0,0,0-1,0,4,6-0-{'moveLimit':5}-6,yK,7/5,yP,8/14/14/14/14/1,bP,11,gK/bK,bP,12/1,bP,10,gP,1/4,rR,9/14/14/3,rP,10/7,rK,6",
    seats: [{ kind: 'human' }, { kind: 'cpu', level: 1 }, { kind: 'cpu', level: 1 }, { kind: 'cpu', level: 1 }],
    creatorSeat: 0,
  });
  const red = await openAsCreator(env, reply);
  const { page } = red;
  assert.equal(await mySeat(page), '0');
  await page.waitForSelector('svg.board.movable');
  assert.equal(await page.locator('.seat-card').count(), 4);
  assert.equal(await page.locator('.seat-card[data-seat="1"] .seat-colour').textContent(), 'Blue');
  assert.equal(await seatPoints(page, 2), '4 points');
  // Every piece carries its owner's mark: 11 pieces, Blue's king a triangle.
  assert.equal(await page.locator('svg.board g.piece .owner-mark').count(), 11);
  assert.equal(await page.locator('svg.board g.piece[data-sq="a7"] .owner-mark').getAttribute('data-mark'), '▲');

  // Re5-a5 mates Blue before Blue's turn: Red scores 20, Blue is out and its pieces turn grey, unmarked.
  await clickSquare(page, 'e5');
  await clickSquare(page, 'a5');
  await page.waitForFunction(
    () => document.querySelector('.seat-card[data-seat="0"] .seat-points')?.textContent === '21 points',
    null,
    { timeout: WAIT },
  );
  assert.equal(await ownerOf(page, 'a7'), 'grey');
  assert.equal(await page.locator('svg.board g.piece[data-sq="b6"] .owner-mark').count(), 0);
  assert.equal(await page.locator('.seat-card[data-seat="1"] .badge.out').textContent(), 'out');

  // Yellow and Green answer (Blue's turn is skipped); Red's rook goes back; Yellow's move reaches the limit.
  await waitForMoveCount(page, 3);
  await move(page, 'a5', 'e5');
  await page.locator('.end-card').waitFor();
  assert.equal((await movesShown(page)).length, 5);
  assert.equal(await page.locator('.end-headline').textContent(), 'You won!');
  assert.equal(await page.locator('.end-score').textContent(), 'Final score: Red 21 · Blue 0 · Yellow 4 · Green 6');
  assert.deepEqual(red.errors, []);
  await red.context.close();
});

test("two humans in one room: each sees their own army at the bottom and the other's move", async () => {
  const reply = await apiCreateRoom(env.server.url, {
    game: 'fourplayer',
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'cpu', level: 1 }, { kind: 'cpu', level: 1 }],
    creatorSeat: 0,
  });
  const red = await openAsCreator(env, reply);
  const blue = await newPlayer(env.browser, env.server.url);
  await blue.page.goto(`/r/${reply.room}`);
  assert.equal(await mySeat(red.page), '0');
  await blue.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1', null, {
    timeout: WAIT,
  });

  // The kings: Red h1, Blue a7, Yellow g14, Green n8. Each viewer's own king is the lowest of the four.
  const kings = ['h1', 'a7', 'g14', 'n8'];
  for (const [seat, { page }] of [
    [0, red],
    [1, blue],
  ]) {
    await page.waitForSelector('svg.board g.piece');
    assert.equal(await page.locator('svg.board g.piece').count(), 64);
    const ys = await Promise.all(kings.map((sq) => yOf(page, sq)));
    assert.equal(Math.max(...ys), ys[seat], `seat ${seat}: kings at ${ys}`);
  }

  // Red h2-h3; Blue sees it and answers b7-c7 (its pawns step right); Red sees that, then both computers answer.
  await move(red.page, 'h2', 'h3');
  assert.equal((await waitForMoveCount(blue.page, 1))[0], 'h2-h3');
  await move(blue.page, 'b7', 'c7');
  assert.deepEqual((await waitForMoveCount(red.page, 2)).slice(0, 2), ['h2-h3', 'b7-c7']);
  await waitForMoveCount(red.page, 4);
  await red.page.waitForSelector('svg.board.movable');
  // The level-1 computers draw their moves at random (seeded by the clock), so one of them may give check.
  assert.match(await red.page.locator('.turn-status').textContent(), /^(Check! )?Your move$/);
  assert.deepEqual([...red.errors, ...blue.errors], []);
  await red.context.close();
  await blue.context.close();
});

test('the four-player chess rules page renders its diagrams in German and English', async () => {
  const { page, context, errors } = await newPlayer(env.browser, env.server.url);
  for (const [lang, heading] of [
    ['de', 'Grundprinzip'],
    ['en', 'The principle'],
  ]) {
    await openRulesPage(page, 'fourplayer', lang, heading, 4);
    assert.equal(await page.locator('#setup svg.board g.piece').count(), 64);
    assert.equal(await page.locator('#grey svg.board g.piece[data-owner="grey"]').count(), 4);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
