// A game clock kept by the server: both players see both clocks from the start (the one that runs counting
// down), and the server ends the game when a flag falls, which both pages show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCreateRoom, newPlayer, openAsCreator, useServerAndBrowser, WAIT } from './helpers.mjs';

const env = useServerAndBrowser();

const clock = (seat) => `.seat-card[data-seat="${seat}"] .seat-clock`;

test('a five-second game clock runs from the first move and the server ends the game on time', async () => {
  const reply = await apiCreateRoom(env.server.url, {
    game: 'chess',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    settings: { clockBase: 5, clockIncrement: 0 },
  });
  const white = await openAsCreator(env, reply);
  const black = await newPlayer(env.browser, env.server.url);
  await black.page.goto(`/r/${reply.room}`);
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');

  // Black's arrival starts White's clock: both pages show it running, and Black's full and stopped, at once.
  for (const { page } of [white, black]) {
    await page.locator(`${clock(0)}:not([hidden]):not(.stopped)`).waitFor();
    await page.locator(`${clock(1)}.stopped`, { hasText: '5.0' }).waitFor();
    await page.waitForFunction((sel) => Number(document.querySelector(sel)?.textContent) < 4.5, clock(0));
  }

  // White does not move: the server ends the game at five seconds, and both pages say so.
  for (const { page } of [white, black]) {
    const end = page.locator('.end-card[data-termination="time-forfeit"]');
    await end.waitFor({ timeout: WAIT });
    assert.match(await end.textContent(), /ran out of time/);
    assert.equal(await page.locator(clock(0)).textContent(), '0.0');
  }
  assert.match(await black.page.locator('.end-headline').textContent(), /You won/);
  assert.deepEqual([...white.errors, ...black.errors], []);
});
