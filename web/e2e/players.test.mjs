// Players in Chromium: a name taken with a password on one device, another player without one, both named on
// their seats in a room, the same name signed into from a third device; refusals shown; the session cookie is
// HttpOnly and its secret and the password never reach a page script, a room frame or the server's log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createPrivateRoom,
  fourRankedPlayers,
  move,
  mySeat,
  newPlayer,
  takeName,
  useServerAndBrowser,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();
const PASSWORD = 'tulips in spring';

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

test('a ranked seek joined from the lobby, played to mate, changes both ratings by Glicko-2', async () => {
  const clara = await newPlayer(env.browser, env.server.url);
  const dora = await newPlayer(env.browser, env.server.url);
  await takeName(clara.page, 'Clara');
  await clara.page.locator('h1', { hasText: 'Signed in as Clara' }).waitFor();
  await takeName(dora.page, 'Dora');
  await dora.page.locator('h1', { hasText: 'Signed in as Dora' }).waitFor();

  // Clara posts a ranked chess seek in the lobby and waits.
  await clara.page.goto('/?game=chess');
  const seekForm = clara.page.locator('form[data-form="seek"]');
  await seekForm.locator('input[name="ranked"]').check();
  await seekForm.locator('button[type="submit"]').click();
  await clara.page.locator('.seek-waiting', { hasText: 'Waiting for players' }).waitFor();

  // Someone without a name cannot join it.
  const guest = await newPlayer(env.browser, env.server.url);
  await guest.page.goto('/?game=chess');
  await guest.page.locator('.seek-list li', { hasText: 'Clara' }).locator('[data-action="join"]').click();
  await guest.page.locator('.lobby .form-error', { hasText: 'take a name' }).waitFor();

  // Dora joins with one click: both are taken to the room, Clara at seat 0.
  await dora.page.goto('/?game=chess');
  await dora.page
    .locator('.seek-list li', { hasText: 'Clara (1500?) · ranked' })
    .locator('[data-action="join"]')
    .click();
  await dora.page.waitForURL(/\/r\//);
  await clara.page.waitForURL(/\/r\//);
  assert.equal(await mySeat(clara.page), '0');
  await dora.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  await clara.page.locator('.room-settings li', { hasText: 'Ranked' }).waitFor();

  await move(clara.page, 'f2', 'f3');
  await waitForMoveCount(dora.page, 1);
  await move(dora.page, 'e7', 'e5');
  await waitForMoveCount(clara.page, 2);
  await move(clara.page, 'g2', 'g4');
  await waitForMoveCount(dora.page, 3);
  await move(dora.page, 'd8', 'h4');
  // Both new (1500, RD 350): Glicko-2 gives the winner 1662.31 and the loser 1337.69, RD 290: provisional.
  for (const p of [clara.page, dora.page]) {
    await p
      .locator('.end-card .rating-changes li[data-seat="0"]', { hasText: 'Clara 1500 \u2192 1338? (\u2212162)' })
      .waitFor();
    await p
      .locator('.end-card .rating-changes li[data-seat="1"]', { hasText: 'Dora 1500 \u2192 1662? (+162)' })
      .waitFor();
  }
  // Dora's name leads to her page: the rating with its plot, the game won; the leaderboard has her first.
  await dora.page.locator('.end-card .rating-changes li[data-seat="1"] a').click();
  await dora.page.locator('h1', { hasText: 'Dora' }).waitFor();
  await dora.page.locator('.player-rating[data-game="chess"] h2', { hasText: '1662?' }).waitFor();
  assert.equal(await dora.page.locator('.player-rating svg.rating-plot polyline').count(), 1);
  assert.match(await dora.page.locator('.rating-counts').textContent(), /1 rated game: 1 won, 0 drawn, 0 lost/);
  assert.equal(await dora.page.locator('.player-games tbody tr[data-result="win"]').count(), 1);
  // The game replays move by move and its record downloads as PGN.
  await dora.page.locator('.player-games a.replay-link').click();
  await dora.page.locator('.replay-ply', { hasText: 'After move 4 of 4: Qh4#' }).waitFor();
  await dora.page.locator('[data-action="first"]').click();
  await dora.page.locator('.replay-ply', { hasText: 'Start position' }).waitFor();
  await dora.page.locator('[data-action="next"]').click();
  await dora.page.locator('.replay-ply', { hasText: 'After move 1 of 4: f3' }).waitFor();
  await dora.page.locator('svg.board g.piece[data-sq="f3"]').waitFor();
  assert.match(
    await dora.page.locator('.record-text').inputValue(),
    /\[White "Clara"\][\s\S]*1\. f3 e5 2\. g4 Qh4# 0-1/,
  );
  const [download] = await Promise.all([
    dora.page.waitForEvent('download'),
    dora.page.locator('[data-action="download"]').click(),
  ]);
  assert.match(download.suggestedFilename(), /^chess-[A-Za-z0-9]+-1\.pgn$/);
  await dora.page.goBack();
  await dora.page.locator('.player-rating a', { hasText: 'leaderboard' }).click();
  await dora.page.locator('.leaderboard tbody tr').first().waitFor();
  assert.deepEqual(await dora.page.locator('.leaderboard tbody tr td:nth-child(2)').allTextContents(), [
    'Dora',
    'Clara',
  ]);

  // A game against the computer in Clara's browser, resigned, joins her games on the server and replays.
  await clara.page.goto('/play/chess?level=1&seat=0');
  await move(clara.page, 'e2', 'e4');
  await waitForMoveCount(clara.page, 2);
  await clara.page.locator('[data-action="resign"]').click();
  await clara.page.locator('[data-action="resignConfirm"]').click();
  await clara.page.locator('.end-card').waitFor();
  await clara.page.goto('/players/Clara');
  await clara.page.locator('.player-rating[data-game="chess"] h2', { hasText: '1338?' }).waitFor();
  assert.match(await clara.page.locator('.rating-counts').textContent(), /1 rated game: 0 won, 0 drawn, 1 lost/);
  await clara.page.locator('.player-games tbody tr').nth(1).waitFor();
  assert.equal(await clara.page.locator('.player-games tbody tr[data-result="loss"]').count(), 2);
  await clara.page.locator('.player-games tbody tr').first().locator('a.replay-link').click();
  await clara.page.locator('.replay-result', { hasText: 'Computer (level 1) won · resignation' }).waitFor();
  assert.match(await clara.page.locator('.record-text').inputValue(), /\[Black "Computer \(level 1\)"\][\s\S]*1\. e4 /);
  assert.deepEqual([...clara.errors, ...dora.errors, ...guest.errors], []);
});

test('a four-player ranked game from the lobby: the resigned seat loses to all, the others draw', async () => {
  const people = await fourRankedPlayers(env, ['Ann4', 'Ben4', 'Cal4', 'Deb4']);
  const [ann] = people;
  const seatOf = new Map(people.map((p, seat) => [String(seat), p]));

  // Red (Ann4) resigns in her turn and is out; Blue offers a draw, Yellow and Green accept.
  await ann.page.locator('[data-action="resign"]').click();
  await ann.page.locator('[data-action="resignConfirm"]').click();
  const blue = seatOf.get('1').page;
  await blue.locator('[data-action="drawOffer"]').click();
  for (const seat of ['2', '3']) await seatOf.get(seat).page.locator('[data-action="drawAccept"]').click();

  // All at 1500, RD 350: the resigner lost three games of weight 1/3 (1337.69), each other player won one and
  // drew two (1554.10), by Glickman's formulas with the weights of docs/ratings.md.
  for (const p of people) {
    const item = (seat) => p.page.locator(`.end-card .rating-changes li[data-seat="${seat}"]`);
    await item(0).filter({ hasText: '1500 \u2192 1338? (\u2212162)' }).waitFor();
    for (const seat of [1, 2, 3]) await item(seat).filter({ hasText: '1500 \u2192 1554? (+54)' }).waitFor();
  }
  // The same ranking on the end cards: the three in play share first place (a draw), the resigned seat is fourth.
  assert.equal(await ann.page.locator('.end-headline').textContent(), '4th of 4');
  for (const seat of ['1', '2', '3'])
    assert.equal(await seatOf.get(seat).page.locator('.end-headline').textContent(), 'Draw');
  assert.deepEqual(
    people.flatMap((p) => p.errors),
    [],
  );
});
