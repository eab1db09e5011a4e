// Issue 51, "One result for four players", in Chromium: a ranked four-player chess game in which three players
// resign. The seat left in play is first alone and the three out share second (docs/rules-decisions.md, Results):
// each end card, the rating changes and each player's history say the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fourRankedPlayers, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

test('three resignations: the last seat wins, the three share second, everywhere', async () => {
  const people = await fourRankedPlayers(env, ['Ann5', 'Ben5', 'Cat5', 'Dan5']);
  const label = (seat) => `${['Red', 'Blue', 'Yellow', 'Green'][seat]} (${people[seat].name})`;

  // Red, Blue and Yellow resign, each in their own turn; Green is left.
  for (const seat of [0, 1, 2]) {
    const { page } = people[seat];
    await page.locator('[data-action="resign"]').click();
    await page.locator('[data-action="resignConfirm"]').click();
  }

  // All at 1500, RD 350: Green beat three seats of weight 1/3 (+162, the mirror of players.test.mjs's resigner);
  // each other lost to Green and drew the two others out (−54, the mirror of a win and two draws there).
  for (const [seat, p] of people.entries()) {
    await p.page.locator('.end-card').waitFor();
    assert.equal(await p.page.locator('.end-headline').textContent(), seat === 3 ? 'You won!' : '2nd of 4');
    const ranking = await p.page.locator('.end-ranking li').allTextContents();
    assert.deepEqual(ranking, [`1. ${label(3)}`, `2. ${label(0)}`, `2. ${label(1)}`, `2. ${label(2)}`]);
    const item = (s) => p.page.locator(`.end-card .rating-changes li[data-seat="${s}"]`);
    await item(3).filter({ hasText: '1500 \u2192 1662? (+162)' }).waitFor();
    for (const s of [0, 1, 2]) await item(s).filter({ hasText: '1500 \u2192 1446? (\u221254)' }).waitFor();
  }

  // Each player's history: a win for Green, a loss for the three.
  const { page } = people[0];
  for (const [seat, { name }] of people.entries()) {
    await page.goto(`/players/${name}`);
    const row = page.locator('.player-games tbody tr').first();
    await row.waitFor();
    assert.equal(await row.getAttribute('data-result'), seat === 3 ? 'win' : 'loss', name);
  }
  assert.deepEqual(
    people.flatMap((p) => p.errors),
    [],
  );
});
