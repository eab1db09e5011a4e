// Every move announced in words in the room's live region, in the page's language: White's page in English,
// Black's in German, in one chess room started from a FEN where castling, a capture, a promotion with check and a
// resignation come in four moves; and the mute switch, remembered after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCreateRoom, clickSquare, move, newPlayer, useServerAndBrowser, WAIT } from './helpers.mjs';

const env = useServerAndBrowser();

/** Waits until the newest announcement in the live region is `text`. */
async function heard(page, text) {
  try {
    await page.waitForFunction(
      (t) => document.querySelector('.move-announcements[aria-live="polite"] p:last-child')?.textContent === t,
      text,
      { timeout: WAIT },
    );
  } catch (e) {
    const last = await page
      .locator('.move-announcements p:last-child')
      .textContent()
      .catch(() => null);
    throw new Error(`expected "${text}", the region says "${last}"`, { cause: e });
  }
}

test('each move is announced on both pages, in English and in German', async () => {
  // White: Ke1, Rh1, pawns b7 and d4; Black: Ke8, Nc6. 1. O-O Nxd4 2. b8=Q+ Ke7, then Black resigns.
  const reply = await apiCreateRoom(env.server.url, {
    game: 'chess',
    fen: '4k3/1P6/2n5/8/3P4/8/8/4K2R w K - 0 1',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    creatorSeat: 0,
  });
  // White holds the creator's seat, and counts the tones its page starts (Web Audio, after the first click).
  const white = await newPlayer(env.browser, env.server.url);
  await white.context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.tones = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () {
        window.tones++;
        return create.call(this);
      };
    },
    [`littletable:room:${reply.room}`, JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 })],
  );
  await white.page.goto(`/r/${reply.room}`);
  const black = await newPlayer(env.browser, env.server.url);
  await black.context.addInitScript(() => localStorage.setItem('littletable.lang', 'de'));
  await black.page.goto(`/r/${reply.room}`);
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');

  await move(white.page, 'e1', 'g1');
  await heard(white.page, 'White castles kingside.');
  await heard(black.page, 'Weiß: kurze Rochade.');

  await move(black.page, 'c6', 'd4');
  await heard(white.page, 'Black knight takes d4.');
  await heard(black.page, 'Schwarz: Springer schlägt d4.');

  await white.page.waitForSelector('svg.board.movable');
  await clickSquare(white.page, 'b7');
  await clickSquare(white.page, 'b8');
  await white.page.getByRole('dialog').getByRole('button', { name: 'Queen' }).click();
  await heard(white.page, 'White pawn to b8, promotes to queen, check.');
  await heard(black.page, 'Weiß: Bauer nach b8, wird Dame, Schach.');

  await move(black.page, 'e8', 'e7');
  await heard(white.page, 'Black king to e7.');
  await heard(black.page, 'Schwarz: König nach e7.');

  await black.page.locator('[data-action="resign"]').click();
  await black.page.locator('[data-action="resignConfirm"]').click();
  await heard(white.page, 'Black resigns. White wins.');
  await heard(black.page, 'Schwarz gibt auf. Weiß gewinnt.');
  assert.deepEqual(white.errors, []);
  assert.deepEqual(black.errors, []);
  assert.ok((await white.page.evaluate(() => window.tones)) > 0, 'the moves sounded');

  // The mute switch: pressed, it stays pressed on this device after a reload.
  const mute = white.page.locator('[data-action="mute"]');
  assert.equal(await mute.getAttribute('aria-pressed'), 'false');
  await mute.click();
  assert.equal(await mute.getAttribute('aria-pressed'), 'true');
  await white.page.reload();
  await white.page.waitForSelector('.room[data-v]');
  assert.equal(await white.page.locator('[data-action="mute"]').getAttribute('aria-pressed'), 'true');
});
