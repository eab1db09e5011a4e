// Two browser contexts join one private room by its link and play Fool's mate to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateRoom, move, mySeat, newPlayer, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();
let white = null;
let black = null;

test("Fool's mate between two friends", async () => {
  white = await newPlayer(env.browser, env.server.url);
  black = await newPlayer(env.browser, env.server.url);
  const link = await createPrivateRoom(white.page);
  assert.match(link, /\/r\/[A-Za-z0-9_-]+$/);
  await white.page.locator('.room-ready a.button').click();
  assert.equal(await mySeat(white.page), '0');
  await white.page.locator('.invite .copy-input').waitFor();
  // Nobody to offer a draw to while the other seat is free.
  await white.page.locator('button[data-action="resign"]').waitFor();
  assert.equal(await white.page.locator('button[data-action="drawOffer"]').count(), 0);

  await black.page.goto(link);
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  // Black sees the board from its own side: h1 is top-left.
  assert.equal(await black.page.locator('svg.board').getAttribute('data-turns'), '2');
  await white.page.locator('.seat-card[data-seat="1"] .presence.online').waitFor();
  await white.page.locator('button[data-action="drawOffer"]').waitFor();

  await move(white.page, 'f2', 'f3');
  await waitForMoveCount(black.page, 1);
  await move(black.page, 'e7', 'e5');
  await waitForMoveCount(white.page, 2);
  await move(white.page, 'g2', 'g4');
  await waitForMoveCount(black.page, 3);
  await move(black.page, 'd8', 'h4');

  for (const p of [white.page, black.page]) {
    const end = p.locator('.end-card');
    await end.waitFor();
    assert.match(await end.textContent(), /Black wins|You won/);
    assert.match(await end.textContent(), /checkmate/i);
    assert.deepEqual(await waitForMoveCount(p, 4), ['f3', 'e5', 'g4', 'Qh4#']);
  }
  assert.match(await black.page.locator('.end-card').textContent(), /You won/);
  assert.equal(await white.page.locator('svg.board.movable').count(), 0);
  assert.deepEqual([...white.errors, ...black.errors], []);
});

// docs/protocol.md: state.check lists the squares of checked kings; the board rings them.
test('the mated king is marked as in check', async () => {
  assert.ok(white, 'needs the game above');
  await white.page.locator('svg.board circle.check[data-sq="e1"]').waitFor({ timeout: 2000 });
  assert.match(await white.page.locator('svg.board rect.sq[data-sq="e1"]').getAttribute('aria-label'), /in check/);
});

test('a new game in the same room, the players changing seats', async () => {
  assert.ok(white && black, 'needs the game above');
  // With "rotate who starts" on (the default) the server moves each player to the next seat.
  // White offers the new game and Black accepts: it starts when both agree.
  await white.page.locator('button[data-action="newGame"]').click();
  await black.page.locator('button[data-action="newGame"]', { hasText: 'Accept rematch' }).click();
  for (const p of [white.page, black.page]) {
    await p.locator('.room-settings', { hasText: 'Game 2' }).waitFor();
    await p.locator('.end-card').waitFor({ state: 'hidden' });
    assert.equal(await p.locator('.move-list .move:not(.empty)').count(), 0);
  }
  await white.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '0');
  await move(black.page, 'e2', 'e4');
  assert.deepEqual(await waitForMoveCount(white.page, 1), ['e4']);
  assert.deepEqual([...white.errors, ...black.errors], []);
});
