// The rules pages: the list of every game's rules leads to each game's page, a language picked there is kept, and
// every page draws its diagrams through the server (GET /api/position), in each language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPlayer, openRulesPage, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

test('the rules page renders its diagrams in German, English and French', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  for (const [lang, heading] of [
    ['de', 'Grundprinzip'],
    ['en', 'The principle'],
    ['fr', 'Le principe'],
  ]) {
    await openRulesPage(page, 'metamate', lang, heading, 9);
    // The isolated M3 of the first diagram, the check of the Meta mate (black king on h8).
    assert.equal(await page.locator('#principle svg.board g.piece[data-sq="d4"]').getAttribute('data-kind'), 'M3');
    assert.equal(await page.locator('#end svg.board .check').getAttribute('data-sq'), 'h8');
    assert.equal(await page.locator(`.rules-actions a[href="/tutorials/metamate/${lang}/1"]`).count(), 1);
  }
  assert.deepEqual(errors, []);
});

test('the list of every game’s rules leads to each game’s page in the language picked, which is kept', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url, { locale: 'en-US' });
  await page.goto('/');
  await page.locator('.topbar nav a', { hasText: 'Rules' }).click();
  await page.waitForURL('**/rules');
  await page.locator('article.rules-index[lang="en"]').waitFor();
  await page.locator('.rules-index .lang-switch button[lang="fr"]').click();
  await page.locator('article.rules-index[lang="fr"]').waitFor();
  const games = await page
    .locator('li.rules-game')
    .evaluateAll((items) => items.map((li) => [li.dataset.game, li.querySelector('h2')?.textContent]));
  assert.deepEqual(
    games.map(([game]) => game),
    ['chess', 'fourplayer', 'martian', 'metamachy', 'metamate'],
  );
  for (const [game, title] of games) {
    await page.locator(`li.rules-game[data-game="${game}"] h2 a`).click();
    await page.waitForURL(`**/rules/${game}/fr`);
    await page.locator('article.rules[lang="fr"] h1', { hasText: title }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    // Every diagram of the French page is drawn by the server.
    const figures = await page.locator('figure.diagram').count();
    assert.ok(figures > 0, game);
    await page.waitForFunction(
      (n) => document.querySelectorAll('figure.diagram svg.board, figure.diagram .error').length === n,
      figures,
    );
    assert.equal(await page.locator('figure.diagram .error').count(), 0, game);
    await page.goBack();
    await page.locator('article.rules-index[lang="fr"]').waitFor();
  }
  // The choice is kept: a rules address that names no language opens in French.
  await page.goto('/rules/chess');
  await page.locator('article.rules[lang="fr"] h1', { hasText: 'Échecs' }).waitFor();
  assert.deepEqual(errors, []);
});
