// Players in Chromium: a name taken with a password on one device, another player without one, both named on
// their seats in a room, the same name signed into from a third device; refusals shown; the session cookie is
// HttpOnly and its secret and the password never reach a page script, a room frame or the server's log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateRoom, mySeat, newPlayer, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();
const PASSWORD = 'tulips in spring';

async function takeName(page, name, password = '') {
  await page.goto('/account');
  const form = page.locator('form[data-form="sign-up"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Every WebSocket frame text the page receives from now on. */
function recordFrames(page) {
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return frames;
}

test('two players named on their seats, one signing in on another device', async () => {
  const anna = await newPlayer(env.browser, env.server.url);
  const bruno = await newPlayer(env.browser, env.server.url);
  const annaFrames = recordFrames(anna.page);
  const brunoFrames = recordFrames(bruno.page);

  await takeName(anna.page, 'Anna', PASSWORD);
  await anna.page.locator('h1', { hasText: 'Signed in as Anna' }).waitFor();
  await anna.page.locator('.topbar a.account-link', { hasText: 'Anna' }).waitFor();
  const cookies = await anna.context.cookies();
  const session = cookies.find((c) => c.name === 'lt_session');
  assert.ok(session, 'a session cookie');
  assert.equal(session.httpOnly, true);
  assert.equal(session.sameSite, 'Lax');
  assert.equal(await anna.page.evaluate(() => document.cookie.includes('lt_session')), false, 'scripts cannot read it');

  // A taken name (in any case) is refused in the form; then Bruno takes his, without a password.
  await takeName(bruno.page, 'anna');
  await bruno.page.locator('form[data-form="sign-up"] .form-error', { hasText: 'taken' }).waitFor();
  await takeName(bruno.page, 'Bruno');
  await bruno.page.locator('h1', { hasText: 'Signed in as Bruno' }).waitFor();

  // Their seats carry their names.
  const link = await createPrivateRoom(anna.page);
  await anna.page.goto(link);
  assert.equal(await mySeat(anna.page), '0');
  await bruno.page.goto(link);
  await bruno.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  for (const p of [anna.page, bruno.page]) {
    await p.locator('.seat-card[data-seat="0"] .seat-name', { hasText: 'Anna' }).waitFor();
    await p.locator('.seat-card[data-seat="1"] .seat-name', { hasText: 'Bruno' }).waitFor();
  }

  // A third device: a wrong password is refused, the right one signs in as Anna.
  const elsewhere = await newPlayer(env.browser, env.server.url);
  await elsewhere.page.goto('/account');
  const signIn = elsewhere.page.locator('form[data-form="sign-in"]');
  await signIn.locator('input[name="name"]').fill('anna');
  await signIn.locator('input[name="password"]').fill('tulips in autumn');
  await signIn.locator('button[type="submit"]').click();
  await signIn.locator('.form-error', { hasText: 'wrong name or password' }).waitFor();
  await signIn.locator('input[name="password"]').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await elsewhere.page.locator('h1', { hasText: 'Signed in as Anna' }).waitFor();
  await elsewhere.page.locator('.topbar a.account-link', { hasText: 'Anna' }).waitFor();

  // Signing out there leaves Anna signed in on her first device.
  await elsewhere.page.locator('[data-action="sign-out"]').click();
  await elsewhere.page.locator('h1', { hasText: 'Your name' }).waitFor();
  await anna.page.goto('/account');
  await anna.page.locator('h1', { hasText: 'Signed in as Anna' }).waitFor();

  // No secret anywhere it could leak.
  const secrets = [PASSWORD, session.value];
  for (const c of await bruno.context.cookies()) if (c.name === 'lt_session') secrets.push(c.value);
  assert.ok(annaFrames.length > 0 && brunoFrames.length > 0, 'frames were recorded');
  for (const text of [...annaFrames, ...brunoFrames, env.server.log()])
    for (const s of secrets) assert.equal(text.includes(s), false, `a secret in: ${text.slice(0, 120)}`);
  assert.deepEqual([...anna.errors, ...bruno.errors, ...elsewhere.errors], []);
});
