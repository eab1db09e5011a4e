// Metamate's five tutorial lessons (docs/rules/metamate.md §10), solved by clicking as a person would: from the
// home page's link, a wrong move first (a hint, the position stays), then each lesson's move, the evolution picked
// in the chooser, and "next lesson" to the end. The expected pieces after each move come from the rules file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, newPlayer, pieceAt, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

// `after`: square → [kind, owner] (null: empty).
const LESSONS = [
  { id: 'copy', clicks: ['e2', 'e4'], after: { e4: ['M1h', 0], e2: null } }, // the pawn's double step, by the Meta
  { id: 'accumulated-copies', clicks: ['f5', 'g7'], after: { g7: ['M3', 0] } }, // a knight jump; capturing evolves it
  { id: 'evolution', clicks: ['e4', 'd5'], choose: 'e4d5m2.1', after: { d5: ['M2.1', 0] } },
  { id: 'meta-castling', clicks: ['e1', 'g1'], after: { g1: ['K', 0], f1: ['M1h', 0], h1: ['R', 0] } }, // §6.3
  { id: 'm4-copies-enemies', clicks: ['d4', 'c6'], after: { c6: ['M4', 0], e4: ['N', 1] } }, // the black knight's jump
];

test('each tutorial lesson is solved by clicking, and the next lesson follows', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  await page.goto('/');
  await page.locator('.game-card[data-game="metamate"] a[href="/tutorials/metamate"]').click();
  await page.waitForURL('**/tutorials/metamate');

  const feedback = page.locator('.lesson-feedback');
  for (const [i, lesson] of LESSONS.entries()) {
    await page.locator(`article.tutorial[data-lesson="${lesson.id}"] svg.board.movable`).waitFor();
    if (i === 0) {
      // The pawn itself moves: a hint, and the lesson's position stays.
      await clickSquare(page, 'd2');
      await clickSquare(page, 'd3');
      await page.locator('.lesson-feedback.hint').waitFor();
      assert.deepEqual(await pieceAt(page, 'd2'), { kind: 'P', owner: 0 });
    }
    await clickSquare(page, lesson.clicks[0]);
    await clickSquare(page, lesson.clicks[1]);
    if (lesson.choose) await page.getByRole('dialog').locator(`button[data-u="${lesson.choose}"]`).click();
    await page.locator('.lesson-feedback.solved').waitFor();
    await page.locator('svg.board .last-move').first().waitFor(); // the position after the move is shown
    for (const [sq, piece] of Object.entries(lesson.after))
      assert.deepEqual(await pieceAt(page, sq), piece && { kind: piece[0], owner: piece[1] }, `${lesson.id}: ${sq}`);
    assert.ok((await feedback.textContent()).length > 20);
    const next = page.locator('.lesson-actions a.button.primary');
    if (i < LESSONS.length - 1) {
      assert.match(await next.getAttribute('href'), new RegExp(`/tutorials/metamate/[a-z]{2}/${i + 2}$`));
      await next.click();
    } else assert.equal(await next.getAttribute('href'), '/?game=metamate');
  }
  assert.deepEqual(errors, []);
});
