// Play against the computer on the server by clicking squares: a private room from the home page with a computer
// seat (the home page's "Play against the computer" plays in the browser: local-computer.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drag, move, mySeat, newPlayer, pieceAt, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

test('a game against the computer in a private room from the home page', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  await page.goto('/');
  const card = page.locator('.game-card[data-game="chess"]');
  await card.waitFor();
  assert.match(await card.textContent(), /Players/);
  const form = page.locator('form[data-form="room"]');
  await form.locator('select[name="seat1"]').selectOption('cpu');
  await form.locator('select[name="level1"]').selectOption('1');
  await form.locator('button[type="submit"]').click();
  await page.locator('.room-ready a', { hasText: 'Enter the room' }).click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
  // No seat is free: no invite link.
  assert.equal(await page.locator('.invite').textContent(), '');
  assert.match(await page.locator('.room-head h1').textContent(), /against the computer$/);
  assert.equal(await mySeat(page), '0');
  await page.locator('.seat-card[data-seat="1"]', { hasText: /Computer/ }).waitFor();
  // A draw cannot be offered to the computer: no such button (resigning is there).
  await page.locator('button[data-action="resign"]').waitFor();
  assert.equal(await page.locator('button[data-action="drawOffer"]').count(), 0);

  await move(page, 'e2', 'e4');
  const moves = await waitForMoveCount(page, 2);
  assert.equal(moves[0], 'e4');
  assert.deepEqual(await pieceAt(page, 'e4'), { kind: 'P', owner: 0 });
  // The computer's answer is a black move, and it is our turn again.
  await page.locator('.turn-status', { hasText: 'Your move' }).waitFor();
  // The second move by dragging the knight; the computer answers again.
  await drag(page, 'g1', 'f3');
  const after = await waitForMoveCount(page, 4);
  assert.equal(after[2], 'Nf3');
  assert.deepEqual(await pieceAt(page, 'f3'), { kind: 'N', owner: 0 });
  await page.locator('.turn-status', { hasText: 'Your move' }).waitFor();
  assert.deepEqual(errors, []);
});
