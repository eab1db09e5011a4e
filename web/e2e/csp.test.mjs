// The pages under the server's Content-Security-Policy (server/net/security_headers.h): home, the lobby, a game
// against the computer in the browser (the engine's WebAssembly compiled in a worker), a room, a player's page, a
// rules page and a lesson, each used as a person would, without a single violation of the policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateRoom, move, mySeat, newPlayer, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

/** Every violation the page reports from now on: its securitypolicyviolation events and the console's refusals. */
async function recordViolations(page) {
  const violations = [];
  await page.exposeFunction('reportViolation', (v) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(`${e.effectiveDirective} refused ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('every main page runs under the Content-Security-Policy without a violation', async () => {
  const { page, errors } = await newPlayer(env.browser, env.server.url);
  const violations = await recordViolations(page);

  const home = await page.goto('/');
  const policy = home.headers()['content-security-policy'];
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(policy, /style-src 'self'(;|$)/, 'no inline styles');
  await page.locator('.game-card[data-game="chess"]').waitFor();

  // The lobby of a game.
  await page.goto('/?game=chess');
  await page.locator('.lobby').waitFor();

  // Against the computer in the browser: the engine module must load and answer.
  await page.goto('/play/chess?level=1&seat=0');
  await page.waitForURL(/\/play\/chess$/);
  await move(page, 'e2', 'e4');
  await waitForMoveCount(page, 2);

  // A room from the home page's form.
  const link = await createPrivateRoom(page);
  await page.goto(link);
  assert.equal(await mySeat(page), '0');
  await move(page, 'e2', 'e4');
  await waitForMoveCount(page, 1);

  // A player's page, after taking a name.
  await page.goto('/account');
  const form = page.locator('form[data-form="sign-up"]');
  await form.locator('input[name="name"]').fill('Greta');
  await form.locator('button[type="submit"]').click();
  await page.locator('h1', { hasText: 'Signed in as Greta' }).waitFor();
  await page.goto('/players/Greta');
  await page.locator('h1', { hasText: 'Greta' }).waitFor();

  // A rules page with its diagrams, and a lesson.
  await page.goto('/rules/chess/en');
  await page.waitForFunction(() => document.querySelectorAll('figure.diagram svg.board').length > 0);
  await page.goto('/tutorials/chess/en/1');
  await page.locator('.lesson-task').waitFor();
  await page.locator('svg.board').first().waitFor();

  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
});
