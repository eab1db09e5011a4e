// The Metamate rules page in each of its languages draws every diagram through the server (GET /api/position,
// Metamate FENs with Metas) and links the tutorial.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPlayer, openRulesPage, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

test('the rules page renders its diagrams in German, English and French', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  for (const [lang, heading] of [['de', 'Grundprinzip'], ['en', 'The principle'], ['fr', 'Le principe']]) {
    await openRulesPage(page, 'metamate', lang, heading, 9);
    // The isolated M3 of the first diagram, the check of the Meta mate (black king on h8).
    assert.equal(await page.locator('#principle svg.board g.piece[data-sq="d4"]').getAttribute('data-kind'), 'M3');
    assert.equal(await page.locator('#end svg.board .check').getAttribute('data-sq'), 'h8');
    assert.equal(await page.locator(`.rules-actions a[href="/tutorials/metamate/${lang}/1"]`).count(), 1);
  }
  assert.deepEqual(errors, []);
});
