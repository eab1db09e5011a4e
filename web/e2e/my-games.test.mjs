// A seat belongs to its player, and "my games" (issue 51): Anna, signed in on a laptop and on a phone, plays from
// the phone and the laptop sees it, without the phone ever getting the seat's secret; her games list puts the one
// waiting for her move first, and the tab title says "(1) Your turn".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateRoom, move, mySeat, newPlayer, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();
const PASSWORD = 'a board for every device';
const TURN_TITLE = '(1) Your turn · littletable';

async function account(page, form, name, password = '') {
  await page.goto('/account');
  const f = page.locator(`form[data-form="${form}"]`);
  await f.locator('input[name="name"]').fill(name);
  await f.locator('input[name="password"]').fill(password);
  await f.locator('button[type="submit"]').click();
  await page.locator('h1', { hasText: `Signed in as ${name}` }).waitFor();
}

test('a player plays from a second device and sees their turn in the list and the title', async () => {
  const laptop = await newPlayer(env.browser, env.server.url);
  const bruno = await newPlayer(env.browser, env.server.url);
  await account(laptop.page, 'sign-up', 'Anna', PASSWORD);
  await account(bruno.page, 'sign-up', 'Bruno');

  // Anna's room (she is White), Bruno Black; then Bruno's room, where Anna is Black.
  const annas = await createPrivateRoom(laptop.page);
  await laptop.page.goto(annas);
  assert.equal(await mySeat(laptop.page), '0');
  await bruno.page.goto(annas);
  await bruno.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  const brunos = await createPrivateRoom(bruno.page);
  await laptop.page.goto(brunos);
  await laptop.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');

  // The phone: signed in with the password, no secret of the room. It sits in Anna's seat and moves.
  const phone = await newPlayer(env.browser, env.server.url);
  const phoneFrames = [];
  phone.page.on('websocket', (ws) => ws.on('framereceived', (f) => phoneFrames.push(String(f.payload))));
  await account(phone.page, 'sign-in', 'Anna', PASSWORD);
  await laptop.page.goto(annas);
  await bruno.page.goto(annas);
  assert.equal(await mySeat(bruno.page), '1');
  await phone.page.goto(annas);
  assert.equal(await mySeat(phone.page), '0');
  await phone.page.waitForFunction((t) => document.title === t, TURN_TITLE);
  await move(phone.page, 'e2', 'e4');
  assert.deepEqual(await waitForMoveCount(laptop.page, 1), ['e4']);
  await waitForMoveCount(bruno.page, 1);
  await move(bruno.page, 'e7', 'e5');
  await waitForMoveCount(phone.page, 2);

  // The laptop plays the next move: one seat, two devices, each move once.
  await move(laptop.page, 'g1', 'f3');
  assert.deepEqual(await waitForMoveCount(phone.page, 3), ['e4', 'e5', 'Nf3']);
  await move(bruno.page, 'b8', 'c6');
  await waitForMoveCount(laptop.page, 4);

  const roomOf = (link) => new URL(link, env.server.url).pathname.split('/').pop();
  const secret = await laptop.page.evaluate(
    (room) => JSON.parse(localStorage.getItem(`littletable:room:${room}`)).secret,
    roomOf(annas),
  );
  assert.ok(secret, 'the laptop keeps the seat secret');
  for (const text of phoneFrames) assert.equal(text.includes(secret), false, `the secret reached the phone: ${text}`);

  // Anna's games on the home page: the one waiting for her first, then Bruno's (newer, Bruno to move).
  await phone.page.goto('/');
  const items = phone.page.locator('.my-games li.my-game');
  await items.nth(1).waitFor();
  assert.deepEqual(await items.evaluateAll((li) => li.map((x) => x.dataset.room)), [roomOf(annas), roomOf(brunos)]);
  assert.match(await items.nth(0).textContent(), /against Bruno · Your turn/);
  assert.match(await items.nth(1).textContent(), /against Bruno · Bruno to move/);
  await phone.page.waitForFunction((t) => document.title === t, TURN_TITLE);
  // Her own page lists them too; the link opens the room, where she sits.
  await phone.page.goto('/players/Anna');
  await phone.page.locator('.player-page .my-games li.your-turn a').click();
  await phone.page.waitForURL(new RegExp(roomOf(annas)));
  assert.equal(await mySeat(phone.page), '0');

  // Bruno's list: his own room waits for his first move, Anna's for hers.
  await bruno.page.goto('/');
  const his = bruno.page.locator('.my-games li.my-game');
  await his.nth(1).waitFor();
  assert.deepEqual(await his.evaluateAll((li) => li.map((x) => x.dataset.room)), [roomOf(brunos), roomOf(annas)]);
  assert.match(await his.nth(1).textContent(), /against Anna · Anna to move/);
  await bruno.page.waitForFunction((t) => document.title === t, TURN_TITLE);
  assert.deepEqual([...laptop.errors, ...phone.errors, ...bruno.errors], []);
});
