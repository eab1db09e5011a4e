// A game at one's own pace (issue 51): a room made on the home page with one day per move keeps its move and its
// clock across a server restart; the side to move still has about a day, shown in days and hours.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { move, newPlayer, startServer, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

const blackClock = '.seat-card[data-seat="1"] .seat-clock:not([hidden])';
/** About a day: the full day, or its last minutes. */
const ABOUT_A_DAY = /^(1 d 0 h|23 h 5\d min)$/;

test('a one-day-per-move game survives a server restart with its move and its clock', async () => {
  const white = await newPlayer(env.browser, env.server.url);
  const black = await newPlayer(env.browser, env.server.url);
  await white.page.goto('/');
  const form = white.page.locator('form[data-form="room"]');
  await form.locator('label', { has: white.page.locator('input[name="moveTime"][value="1d"]') }).click();
  await form.locator('button[type="submit"]').click();
  const link = await white.page.locator('.room-ready .copy-input').inputValue();
  await white.page.goto(link);
  await black.page.goto(link);
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  await white.page.locator('.room-settings li', { hasText: '1 day per move' }).waitFor();

  await move(white.page, 'e2', 'e4');
  await waitForMoveCount(black.page, 1);
  assert.match(await black.page.locator(blackClock).textContent(), ABOUT_A_DAY);

  const port = env.server.port;
  await env.server.kill();
  env.server = await startServer({ dir: env.dir, port });
  for (const { page } of [white, black]) {
    await page.reload();
    assert.deepEqual(await waitForMoveCount(page, 1), ['e4']);
    await page.locator(blackClock).waitFor();
    assert.match(await page.locator(blackClock).textContent(), ABOUT_A_DAY);
    assert.match(await page.locator(blackClock).getAttribute('aria-label'), /left for this move/);
  }
  assert.deepEqual([...white.errors, ...black.errors], []);
});
