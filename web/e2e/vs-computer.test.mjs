// Play against the computer by clicking squares; the computer answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drag, move, mySeat, newPlayer, pieceAt, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

test('a game against the computer from the home page', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  await page.goto('/');
  const card = page.locator('.game-card[data-game="chess"]');
  await card.waitFor();
  assert.match(await card.textContent(), /Players/);
  const form = page.locator('form[data-form="computer"]');
  await form.locator('label:has(input[name="level"][value="1"])').click();
  await form.locator('label:has(input[name="colour"][value="0"])').click();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
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
