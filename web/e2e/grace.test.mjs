// A player closes the page: after the grace period the CPU moves for that seat; reopening the link takes it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { move, mySeat, twoPlayersInRoom, useServerAndBrowser, WAIT, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

/** Plays the first of `candidates` whose destination the board offers (the computer chose Black's first move). */
async function playAnyOf(page, candidates) {
  await page.waitForSelector('svg.board.movable');
  for (const [from, to] of candidates) {
    const rect = page.locator(`svg.board rect.sq[data-sq="${from}"]`);
    await rect.click();
    const target = page.locator(`svg.board rect.sq[data-sq="${to}"]`);
    if (/legal (move|capture)/.test((await target.getAttribute('aria-label')) ?? '')) {
      await target.click();
      return `${from}${to}`;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error('none of the candidate moves is legal');
}

test('the computer stands in for an absent player until they return', async () => {
  const { white, black, link } = await twoPlayersInRoom(env, { grace: 2 });
  await white.page.locator('.seat-card[data-seat="1"] .presence.online').waitFor();

  // Black leaves; White moves; after the grace period the computer answers for Black.
  await black.page.close();
  await white.page.locator('.seat-card[data-seat="1"] .presence.away').waitFor();
  await move(white.page, 'e2', 'e4');
  await white.page.locator('.seat-card[data-seat="1"]', { hasText: 'CPU playing' }).waitFor({ timeout: WAIT });
  await waitForMoveCount(white.page, 2);

  // Black reopens the link on the same device: the seat is theirs again and the CPU stops.
  const back = await black.context.newPage();
  await back.goto(link);
  assert.equal(await mySeat(back), '1');
  await white.page.locator('.seat-card[data-seat="1"] .presence.online').waitFor();
  await white.page.waitForFunction(
    () => !document.querySelector('.seat-card[data-seat="1"]')?.textContent?.includes('CPU playing'),
  );
  assert.equal(await back.locator('.seat-card[data-seat="1"]', { hasText: 'CPU playing' }).count(), 0);

  await move(white.page, 'a2', 'a3');
  await waitForMoveCount(back, 3);
  await playAnyOf(back, [
    ['h7', 'h6'],
    ['a7', 'a6'],
    ['g8', 'f6'],
    ['b8', 'c6'],
  ]);
  const moves = await waitForMoveCount(white.page, 4);
  assert.equal(moves.length, 4);
  // Only the one move the computer made for Black: nothing more was played while Black was back.
  await white.page.waitForSelector('svg.board.movable');
  assert.equal((await white.page.locator('.move-list .move:not(.empty)').allTextContents()).length, 4);
});
