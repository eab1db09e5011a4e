// Every lesson of every game's tutorial (src/tutorials/GAME.json) solved by clicking as a person would: from the
// home page's "Learn" link, through "next lesson" to the end in English, a wrong move first in each lesson (its hint
// shows, the position stays; so for a move the rules forbid, where the lesson names one), then the solution, with
// the pieces and points the lesson states after it (worked out from the rules files; tests/server/tutorials_test.cpp
// checks them against the engine). One lesson of each game in
// German and in French. The lessons solved are counted on the home page afterwards (kept on the device). With the
// server out of reach, lessons are played on the engine in the browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { clickSquare, newPlayer, pieceAt, repoRoot, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

const folder = join(repoRoot, 'web/src/tutorials');
const TUTORIALS = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')));

/** The lesson's start position as the page gets it (GET /api/position), with square names for moves. */
async function startOf(page, game, lesson) {
  const params = new URLSearchParams({ game, fen: lesson.fen });
  if (lesson.history?.length) params.set('moves', lesson.history.join(' '));
  const res = await page.request.get(`/api/position?${params}`);
  assert.ok(res.ok(), `${lesson.id}: ${await res.text()}`);
  const view = await res.json();
  const names = view.geometry.squares;
  return { counters: view.counters, moves: view.moves.map((m) => ({ ...m, from: names[m.from], to: names[m.to] })) };
}

/** Plays the legal move `u` by clicking its squares, and picks it in the chooser when the board asks. */
async function play(page, moves, u) {
  const m = moves.find((x) => x.u === u);
  assert.ok(m, `${u} is not among the legal moves`);
  await clickSquare(page, m.from);
  if (m.to !== m.from) await clickSquare(page, m.to); // a move that stays (a setup choice) is asked at once
  const sharing = moves.filter((x) => x.from === m.from && x.to === m.to);
  if (sharing.length > 1 || m.kind === 'setup') await page.getByRole('dialog').locator(`button[data-u="${u}"]`).click();
}

/** What stands on each square `sqs` names. */
async function piecesOn(page, sqs) {
  return Promise.all(sqs.map((sq) => pieceAt(page, sq)));
}

/** Solves the lesson on screen: a wrong move first (when asked), then its first solution; checks what it states. */
async function solve(page, game, lesson, { wrongFirst }) {
  await page.locator(`article.tutorial[data-lesson="${lesson.id}"] svg.board.movable`).waitFor();
  const { counters, moves } = await startOf(page, game, lesson);
  // The running counts as a room shows them (Martian Chess's deadlock clock).
  assert.deepEqual(
    await page.locator('.lesson-counters li').evaluateAll((items) => items.map((li) => li.dataset.counter)),
    counters.map((c) => c.name),
  );
  const solution = lesson.solutions[0];
  const solving = new Set(lesson.solutions.map((s) => s.move));
  // A lesson may leave no wrong move (the only legal move is the lesson's point: a check to be blocked).
  const wrong = lesson.hints?.[0]?.moves[0] ?? moves.find((m) => !solving.has(m.u))?.u;
  const refused = lesson.refused?.[0];
  if (wrongFirst && refused) {
    // A move the rules forbid: the board takes no move, the lesson says why.
    const to = refused.to[0];
    const before = await piecesOn(page, [refused.from, to]);
    await clickSquare(page, refused.from);
    await clickSquare(page, to);
    await page.locator('.lesson-feedback.hint').waitFor();
    assert.ok((await page.locator('.lesson-feedback').textContent()).includes(refused.text.en), lesson.id);
    assert.deepEqual(await piecesOn(page, [refused.from, to]), before, `${lesson.id}: ${refused.from}-${to} stays`);
  }
  if (wrongFirst && wrong) {
    const m = moves.find((x) => x.u === wrong);
    const before = await piecesOn(page, [m.from, m.to]);
    await play(page, moves, wrong);
    await page.locator('.lesson-feedback.hint').waitFor();
    assert.deepEqual(await piecesOn(page, [m.from, m.to]), before, `${lesson.id}: the wrong move ${wrong} stays`);
    await page.locator('svg.board.movable').waitFor();
  }
  await play(page, moves, solution.move);
  await page.locator('.lesson-feedback.solved').waitFor();
  await page.locator('svg.board .last-move').first().waitFor(); // the position after the move is shown
  for (const want of solution.result ?? [])
    assert.deepEqual(await pieceAt(page, want.sq), { kind: want.kind, owner: want.owner }, `${lesson.id}: ${want.sq}`);
  if (solution.points) {
    const shown = await page
      .locator('.lesson-points [data-points]')
      .evaluateAll((spans) => spans.map((s) => Number(s.getAttribute('data-points'))));
    assert.deepEqual(shown, solution.points, `${lesson.id}: points`);
  }
}

for (const tutorial of TUTORIALS) {
  const { game, lessons } = tutorial;

  test(`${game}: every lesson solved by clicking, from the home page's Learn link to the end`, async () => {
    const { page, errors } = await newPlayer(env.browser, env.server.url);
    await page.goto('/');
    await page.locator(`.game-card[data-game="${game}"] a[data-learn="${game}"]`).click();
    await page.waitForURL(`**/tutorials/${game}`);
    const feedback = page.locator('.lesson-feedback');
    for (const [i, lesson] of lessons.entries()) {
      await solve(page, game, lesson, { wrongFirst: true });
      assert.equal(await feedback.locator('strong').textContent(), 'Well done!');
      assert.ok((await feedback.textContent()).includes(lesson.explanation.en), `${lesson.id}: explanation`);
      const next = page.locator('.lesson-actions a.button.primary');
      if (i < lessons.length - 1) {
        assert.equal(await next.getAttribute('href'), `/tutorials/${game}/en/${i + 2}`);
        await next.click();
      } else assert.equal(await next.getAttribute('href'), `/?game=${game}`);
    }
    // Kept on the device: every lesson ticked, and counted by the home page's link.
    assert.equal(await page.locator('.lesson-list .lesson-done').count(), lessons.length);
    await page.goto('/');
    const learn = page.locator(`.game-card[data-game="${game}"] a[data-learn="${game}"]`);
    assert.equal(await learn.locator('.lesson-count').textContent(), ` (${lessons.length} of ${lessons.length})`);
    for (const other of tutorial.alsoFor ?? [])
      assert.equal(
        await page.locator(`.game-card[data-game="${other}"] a[data-learn]`).getAttribute('href'),
        `/tutorials/${game}`,
      );
    assert.deepEqual(errors, []);
  });
}

test('one lesson of each game in German and in French', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  for (const [g, tutorial] of TUTORIALS.entries())
    for (const [k, lang] of ['de', 'fr'].entries()) {
      const n = ((g * 2 + k) % tutorial.lessons.length) + 1;
      const lesson = tutorial.lessons[n - 1];
      await page.goto(`/tutorials/${tutorial.game}/${lang}/${n}`);
      assert.equal(await page.locator('article.tutorial').getAttribute('lang'), lang);
      assert.equal(await page.locator('.lesson-task').textContent(), lesson.task[lang]);
      await solve(page, tutorial.game, lesson, { wrongFirst: false });
      assert.ok((await page.locator('.lesson-feedback').textContent()).includes(lesson.explanation[lang]));
    }
  assert.deepEqual(errors, []);
});

test('with the server out of reach, a lesson is played on the engine in the browser', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  let refused = 0;
  await page.route('**/api/position**', (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  const tutorial = TUTORIALS.find((t) => t.game === 'fourplayer');
  for (const n of [2, tutorial.lessons.length]) {
    await page.goto(`/tutorials/fourplayer/en/${n}`);
    await solve(page, 'fourplayer', tutorial.lessons[n - 1], { wrongFirst: true });
  }
  assert.ok(refused >= 4);
  assert.deepEqual(errors, []);
});
