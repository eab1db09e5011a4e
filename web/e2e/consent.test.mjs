// Rated games only by consent, in Chromium: an abort before both have moved leaves the ratings as they were, a new
// game needs both players' agreement, and a player whose opponent left claims the win after the grace time.
// Both players' pages come from 127.0.0.1, an address the same-address rule does not count (player_traces.h);
// each browser context is its own device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { move, mySeat, newPlayer, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

async function takeName(player, name) {
  await player.page.goto('/account');
  const form = player.page.locator('form[data-form="sign-up"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('button[type="submit"]').click();
  await player.page.locator('h1', { hasText: `Signed in as ${name}` }).waitFor();
}

/** Two signed-in players in a ranked chess room the first one opened (seat 0), with `grace` seconds of grace. */
async function rankedPair(names, grace = 20) {
  const [a, b] = [await newPlayer(env.browser, env.server.url), await newPlayer(env.browser, env.server.url)];
  await takeName(a, names[0]);
  await takeName(b, names[1]);
  const reply = await a.page.evaluate(async (graceSeconds) => {
    const res = await fetch('/api/rooms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        game: 'chess',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        creatorSeat: 0,
        settings: { ranked: true, graceSeconds },
      }),
    });
    return res.json();
  }, grace);
  await a.page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [`littletable:room:${reply.room}`, JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 })],
  );
  await a.page.goto(`/r/${reply.room}`);
  assert.equal(await mySeat(a.page), '0');
  await b.page.goto(`/r/${reply.room}`);
  await b.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  return [a, b];
}

async function chessGames(name) {
  const res = await fetch(new URL(`/api/players/${name}`, env.server.url));
  const page = await res.json();
  return { games: page.games.length, rated: page.ratings.find((r) => r.game === 'chess')?.games ?? 0 };
}

test('an abort leaves the ratings unchanged, and a new game needs both players', async () => {
  const [anna, bruno] = await rankedPair(['Anna', 'Bruno']);
  await move(anna.page, 'e2', 'e4');
  await waitForMoveCount(bruno.page, 1);
  await bruno.page.locator('[data-action="abort"]').click();
  for (const p of [anna.page, bruno.page]) {
    await p.locator('.end-card[data-termination="aborted"]', { hasText: 'Game aborted' }).waitFor();
    assert.equal(await p.locator('.end-card .rating-changes').count(), 0);
  }
  assert.deepEqual(await chessGames('Anna'), { games: 0, rated: 0 });
  assert.deepEqual(await chessGames('Bruno'), { games: 0, rated: 0 });

  // Anna offers a rematch: nothing starts until Bruno accepts.
  await anna.page.locator('[data-action="newGame"]').click();
  await anna.page.locator('[data-action="rematchOffered"]').waitFor();
  await bruno.page.locator('.draw-note', { hasText: 'offers a rematch.' }).waitFor();
  assert.equal(await bruno.page.locator('.draw-note').textContent(), 'White offers a rematch.');
  assert.equal(await anna.page.locator('.end-card').isVisible(), true, 'still the first game');
  await bruno.page.locator('[data-action="newGame"]', { hasText: 'Accept rematch' }).click();
  for (const p of [anna.page, bruno.page]) await p.locator('.end-card').waitFor({ state: 'hidden' });
  assert.equal(await anna.page.locator('.room-settings li', { hasText: 'Game 2' }).count(), 1);
});

test('the win is claimed once the opponent has been away past the grace time', async () => {
  const [cleo, dan] = await rankedPair(['Cleo', 'Dan'], 1);
  await move(cleo.page, 'e2', 'e4');
  await waitForMoveCount(dan.page, 1);
  await move(dan.page, 'e7', 'e5');
  await waitForMoveCount(cleo.page, 2);
  assert.equal(await cleo.page.locator('[data-action="claimWin"]').count(), 0, 'Dan is here');
  await dan.page.close();
  await cleo.page.locator('[data-action="claimWin"]').click();
  await cleo.page.locator('.end-card[data-termination="abandoned"]', { hasText: 'You won!' }).waitFor();
  // Both new players: the winner gains what a won game gives (as in players.test.mjs), 1500 → 1662.
  await cleo.page
    .locator('.end-card .rating-changes li[data-seat="0"]', { hasText: 'Cleo 1500 \u2192 1662?' })
    .waitFor();
  assert.deepEqual(await chessGames('Dan'), { games: 1, rated: 1 });
});
