// Against the computer in the browser (/play/GAME): the engine module in a Web Worker, no server once the page is
// loaded. Per game, a game against level 1 played by clicks with the network off, to its end or to 40 moves (the
// player's moves chosen at random among the pieces that can move and their marked squares, every question of the
// chooser answered with its first answer); takeback and the hint's arrow in chess; a reload and a closed tab
// bring the game back, a corrupt saved game is discarded with a notice; the page answers clicks while the
// computer searches at level 8; without WebAssembly the computer plays on the server, as a room.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, move, movesShown, newPlayer, pieceAt, useServerAndBrowser, WAIT } from './helpers.mjs';
import { random } from './random.mjs';

const env = useServerAndBrowser();
const PLIES = 40;

const pick = (rng, list) => list[Math.floor(rng() * list.length)];

/** The squares of the board's elements matching `selector`. */
function squares(page, selector) {
  return page.locator(`svg.board ${selector}`).evaluateAll((els) => els.map((e) => e.getAttribute('data-sq')));
}

/** Every piece on the board as "kind owner" by square. */
function position(page) {
  return page
    .locator('svg.board g.piece')
    .evaluateAll((gs) => Object.fromEntries(gs.map((g) => [g.dataset.sq, `${g.dataset.kind} ${g.dataset.owner}`])));
}

const moveCount = (page) => page.locator('.move-list .move:not(.empty)').count();

/** Waits until the player may move ('turn'), the game is over ('over') or has `limit` moves ('limit'). */
async function nextTurn(page, limit) {
  const handle = await page.waitForFunction(
    (n) => {
      if (document.querySelector('.end-card:not([hidden])')) return 'over';
      if (document.querySelectorAll('.move-list .move:not(.empty)').length >= n) return 'limit';
      return document.querySelector('svg.board.movable') ? 'turn' : null;
    },
    limit,
    { timeout: WAIT },
  );
  return handle.jsonValue();
}

/** The room's version (data-v): one more with every state, the player's move's first. */
const version = (page) => page.locator('.room').getAttribute('data-v');

/**
 * Answers the chooser's questions (first answer each) until the move is on its way (the board takes no input) or
 * played (a state after version `v`: the computer may have answered already).
 */
async function answerChooser(page, v) {
  for (;;) {
    const handle = await page.waitForFunction(
      (v0) => {
        if (document.querySelector('[role="dialog"]')) return 'dialog';
        const sent =
          !document.querySelector('svg.board.movable') ||
          document.querySelector('.room')?.getAttribute('data-v') !== v0;
        return sent ? 'sent' : null;
      },
      v,
      { timeout: WAIT },
    );
    if ((await handle.jsonValue()) === 'sent') return;
    await page.locator('[role="dialog"] .choices button').first().click();
  }
}

/** One move of the player's by clicks: a movable piece at random, then one of its marked squares at random. */
async function playSomething(page, rng) {
  const v = await version(page);
  const arrange = page.locator('.setup-banner button[data-action="arrange"]');
  if (await arrange.isVisible()) await arrange.click();
  else {
    await clickSquare(page, pick(rng, await squares(page, 'rect.sq.origin')));
    // A setup choice in place opens its chooser at once; else the piece is selected and its squares marked.
    if ((await page.locator('[role="dialog"]').count()) === 0)
      await clickSquare(page, pick(rng, await squares(page, '.dests .dest')));
  }
  await answerChooser(page, v);
}

/** Plays by clicks until the game is over or has `limit` moves; returns how it stopped. */
async function playOut(page, rng, limit = PLIES) {
  for (;;) {
    const now = await nextTurn(page, limit);
    if (now !== 'turn') return now;
    await playSomething(page, rng);
  }
}

/**
 * The saved game of `game` in this browser's IndexedDB (local/gameStore.ts): its header as stored, and how many
 * moves stand beside it (one record each, keyed by [game, ply]); null without a header.
 */
function savedGame(page, game) {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const req = indexedDB.open('littletable');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('localMoves')) return resolve(null);
          const tx = db.transaction(['localGames', 'localMoves']);
          const header = tx.objectStore('localGames').get(name);
          const moves = tx.objectStore('localMoves').count(IDBKeyRange.bound([name, 0], [name, Infinity]));
          tx.oncomplete = () => {
            db.close();
            resolve(header.result === undefined ? null : { header: JSON.parse(header.result), moves: moves.result });
          };
        };
        req.onerror = () => resolve(null);
      }),
    game,
  );
}

/** The number of moves of the saved game of `game`, -1 for none. */
/** Puts `value` as the saved game of `game` in the store of headers, as a client wrote it before (or garbled). */
function putSavedText(page, game, value) {
  return page.evaluate(
    ([name, text]) =>
      new Promise((resolve) => {
        const req = indexedDB.open('littletable');
        req.onsuccess = () => {
          const tx = req.result.transaction('localGames', 'readwrite');
          tx.objectStore('localGames').put(text, name);
          tx.oncomplete = () => resolve(null);
        };
      }),
    [game, value],
  );
}

/** A saved game of the first format (version 1): the whole game in one JSON text. */
const oldSave = (moves, gameNo) =>
  JSON.stringify({ v: 1, game: 'chess', level: 1, seat: 0, options: {}, startFen: '', moves, ending: null, gameNo });

async function savedMoves(page, game) {
  return (await savedGame(page, game))?.moves ?? -1;
}

/** Opens a new local game of `game` at `level` for `seat` and waits for the module's first position. */
async function openLocal(page, game, { level = 1, seat = 0 } = {}) {
  await page.goto(`/play/${game}?level=${level}&seat=${seat}`);
  await page.waitForSelector('.room[data-v] svg.board');
  await page.waitForURL(new RegExp(`/play/${game}$`));
}

/**
 * A whole game with the network off: `check` runs first (with the network off too), then the game goes on to its
 * end or PLIES moves. No request leaves the page meanwhile, and every move is the module's. With `analysis`, the
 * analysis graph of the finished game appears (the player resigns a game the rules have not ended).
 */
async function offlineGame(t, game, seed, check = async () => {}, analysis = false) {
  const { context, page, errors } = await newPlayer(env.browser, env.server.url);
  await openLocal(page, game);
  assert.equal(
    await page
      .locator('.room-head h1')
      .textContent()
      .then((text) => text.includes('in your browser')),
    true,
  );
  await context.setOffline(true);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const rng = random(seed);
  await check(page, rng);
  const end = await playOut(page, rng);
  const count = await moveCount(page);
  assert.ok(end === 'over' || count >= PLIES, `${game}: ${end} after ${count} moves (seed ${seed})`);
  t.diagnostic(
    `${game}: ${end === 'over' ? await page.locator('.end-card').getAttribute('data-termination') : 'stopped'} after ${count} moves`,
  );
  assert.deepEqual(requests, [], 'no request while offline');
  assert.equal(await page.locator('.conn-banner').isVisible(), false);
  if (analysis) {
    // Ended by a resignation if the rules did not end it: the analysis of the finished game begins, still offline.
    if (end !== 'over') {
      assert.equal(await nextTurn(page, PLIES + 10), 'turn');
      await page.locator('button[data-action="resign"]').click();
      await page.locator('button[data-action="resignConfirm"]').click();
    }
    await page.waitForSelector('svg.analysis-graph:not([hidden])', { timeout: WAIT });
    assert.deepEqual(requests, [], 'no request while offline');
  }
  assert.deepEqual(errors, []);
  await context.close();
  return { end, count };
}

test("chess offline by clicks: the hint's arrow, a takeback, and the game to its end or 40 moves", async (t) => {
  await offlineGame(t, 'chess', 1, async (page, rng) => {
    await nextTurn(page, PLIES);
    await playSomething(page, rng);
    assert.equal(await nextTurn(page, PLIES), 'turn');
    // The hint: an arrow from one of the player's pieces, gone once a move is played (here, the hinted one).
    await page.locator('button[data-action="hint"]').click();
    const arrow = page.locator('svg.board .arrow');
    await arrow.waitFor();
    const from = await arrow.getAttribute('data-from');
    const to = await arrow.getAttribute('data-to');
    assert.equal((await pieceAt(page, from))?.owner, 0);
    assert.match(await page.locator('.hint-note').textContent(), /^Hint: /);
    const before = await position(page);
    const count = await moveCount(page);
    const v = await version(page);
    await clickSquare(page, from);
    await clickSquare(page, to);
    await answerChooser(page, v);
    assert.equal(await arrow.count(), 0);
    assert.equal(await nextTurn(page, PLIES), 'turn');
    assert.equal(await moveCount(page), count + 2);
    // Takeback: the player's move and the computer's reply; the position is the one before the move.
    await page.locator('button[data-action="takeBack"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('.move-list .move:not(.empty)').length === n, count);
    await page.waitForSelector('svg.board.movable');
    assert.deepEqual(await position(page), before);
  });
});

test('the home page form starts the game in the browser at the level and colour chosen', async () => {
  const { context, page, errors } = await newPlayer(env.browser, env.server.url);
  await page.goto('/');
  await page.locator('.game-card[data-game="martian"]').click();
  const form = page.locator('form[data-form="computer"]');
  await form.locator('label:has(input[name="level"][value="2"])').click();
  await form.locator('label:has(input[name="colour"][value="1"])').click();
  await form.locator('label:has(input[name="option-first"][value="n"])').click();
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/play\/martian$/);
  await page.waitForSelector('.room[data-you="1"] svg.board.movable');
  // North moves first (the option) and is the player: nothing played yet, the board turned for North.
  assert.deepEqual(await movesShown(page), []);
  assert.equal(await page.locator('svg.board').getAttribute('data-turns'), '2');
  assert.match(await page.locator('.room-settings').textContent(), /Computer level 2/);
  assert.equal(await page.locator('.invite').textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('metamate offline by clicks: the setup choices, then play', async (t) => {
  await offlineGame(t, 'metamate', 2);
});

test('metamachy offline by clicks: the chiefs arranged, then play', async (t) => {
  await offlineGame(t, 'metamachy', 3);
});

test('martian chess offline by clicks, then its analysis', async (t) => {
  await offlineGame(t, 'martian', 4, undefined, true);
});

test('four-player chess offline by clicks: three computers', async (t) => {
  await offlineGame(t, 'fourplayer', 5);
});

test('a reload and a closed tab bring the game back; a corrupt saved game is discarded with a notice', async () => {
  const { context, page, errors } = await newPlayer(env.browser, env.server.url);
  // Black: the computer moves first. One random move of Black's: White cannot mate before its third move, so
  // the game surely goes on (after five, the computer, which picks among its best moves at random, sometimes mated).
  await openLocal(page, 'chess', { seat: 1 });
  const rng = random(6);
  await playOut(page, rng, 1);
  assert.equal(await nextTurn(page, PLIES), 'turn');
  const count = await moveCount(page);
  for (let i = 0; (await savedMoves(page, 'chess')) !== count; i++) {
    assert.ok(i < 100, 'the game is saved');
    await page.waitForTimeout(50);
  }
  const before = await position(page);
  const moves = await movesShown(page);
  await page.reload();
  await page.waitForSelector('.room[data-you="1"] svg.board.movable');
  assert.deepEqual(await movesShown(page), moves);
  assert.deepEqual(await position(page), before);

  // A closed tab: the same game in a new one.
  await page.close();
  const tab = await context.newPage();
  tab.on('pageerror', (e) => errors.push(e));
  await tab.goto('/play/chess');
  await tab.waitForSelector('.room[data-you="1"] svg.board.movable');
  assert.deepEqual(await movesShown(tab), moves);

  // A saved game that cannot be read: a notice, and a new game with the defaults (the player White, to move).
  await putSavedText(tab, 'chess', '{not json');
  await tab.reload();
  await tab.locator('.notice', { hasText: 'Your saved game could not be read' }).waitFor();
  await tab.waitForSelector('.room[data-you="0"] svg.board.movable');
  assert.equal(await moveCount(tab), 0);

  // A saved game far too long for any real game (a million moves): refused before it reaches the module, whose
  // stack it would overflow; discarded with a notice, and the engine still plays.
  await putSavedText(tab, 'chess', oldSave(Array(1000000).fill('g1f3'), 1));
  await tab.reload();
  await tab.locator('.notice', { hasText: 'could not be restored' }).waitFor();
  await tab.waitForSelector('.room[data-you="0"] svg.board.movable');
  await move(tab, 'e2', 'e4');
  await tab.waitForFunction(() => document.querySelectorAll('.move-list .move:not(.empty)').length === 2, null, {
    timeout: WAIT,
  });

  // A game saved whole in one text, as the client before kept it (version 1): it comes back, and is written anew as
  // a header and one record per move.
  await putSavedText(tab, 'chess', oldSave(['d2d4', 'd7d5'], 4));
  await tab.reload();
  await tab.waitForSelector('.room[data-you="0"] svg.board.movable');
  assert.equal(await moveCount(tab), 2);
  for (let i = 0; (await savedGame(tab, 'chess'))?.header.v !== 2; i++) {
    assert.ok(i < 100, 'the game is written anew');
    await tab.waitForTimeout(50);
  }
  const migrated = await savedGame(tab, 'chess');
  assert.equal(migrated.moves, 2);
  assert.equal(migrated.header.moves, undefined);
  assert.equal(migrated.header.gameNo, 4);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after the game: the analysis graph, a click on it shows that position, and the record to copy', async () => {
  const { context, page, errors } = await newPlayer(env.browser, env.server.url);
  await openLocal(page, 'chess');
  const rng = random(5);
  for (let i = 0; i < 3; i++) {
    assert.equal(await nextTurn(page, PLIES), 'turn');
    await playSomething(page, rng);
  }
  assert.equal(await nextTurn(page, PLIES), 'turn');
  await page.locator('button[data-action="resign"]').click();
  await page.locator('button[data-action="resignConfirm"]').click();
  await page.waitForSelector('.end-card:not([hidden])');
  // The record: PGN with the result of the resignation.
  await page.waitForFunction(() => /0-1/.test(document.querySelector('.record-text')?.value ?? ''), null, {
    timeout: WAIT,
  });
  // The graph over the six moves; its left edge is the start position.
  const graph = page.locator('svg.analysis-graph');
  await graph.waitFor({ timeout: WAIT });
  await graph.scrollIntoViewIfNeeded(); // below the record and the room's tools on the test's window
  const box = await graph.boundingBox();
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  const note = page.locator('.viewing-note');
  await note.filter({ hasText: 'The start position' }).waitFor();
  assert.equal((await position(page)).e2, 'P 0', 'the start position is on the board');
  await page.locator('button[data-action="backToGame"]').click();
  await note.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page answers clicks while the computer searches (level 8, in the worker)', async () => {
  const { context, page, errors } = await newPlayer(env.browser, env.server.url);
  await openLocal(page, 'chess', { level: 8, seat: 1 });
  const status = page.locator('.turn-status');
  await status.filter({ hasText: 'the computer is thinking' }).waitFor();
  // While it searches: a clicked square becomes the board's focus square, and Resign asks for confirmation.
  await clickSquare(page, 'e7');
  await page.locator('button[data-action="resign"]').click();
  const answered = await page.evaluate(() => ({
    confirm: document.querySelector('button[data-action="resignConfirm"]') !== null,
    focusSquare: document.querySelector('svg.board rect.sq[tabindex="0"]')?.getAttribute('data-sq') ?? null,
    status: document.querySelector('.turn-status')?.textContent ?? '',
    moves: document.querySelectorAll('.move-list .move:not(.empty)').length,
  }));
  assert.deepEqual(answered, {
    confirm: true,
    focusSquare: 'e7',
    status: 'White to move · the computer is thinking…',
    moves: 0,
  });
  await page.locator('button[data-action="resignCancel"]').click();
  await page.waitForSelector('svg.board.movable');
  assert.equal(await moveCount(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without WebAssembly, or when the module does not load, the computer plays on the server, and the page says why', async () => {
  const cases = [
    [
      'no WebAssembly',
      (context) => context.addInitScript(() => delete globalThis.WebAssembly),
      'this browser has no WebAssembly',
    ],
    [
      'the module not loading',
      (context) => context.route('**/*.wasm', (route) => route.abort()),
      'The computer cannot play in your browser',
    ],
  ];
  for (const [what, breakIt, notice] of cases) {
    const { context, page, errors } = await newPlayer(env.browser, env.server.url);
    await breakIt(context);
    await page.goto('/play/chess?level=1&seat=0');
    await page.waitForURL(/\/r\/[A-Za-z0-9_-]+$/);
    await page.locator('.page-note', { hasText: notice }).waitFor();
    await page.locator('.seat-card[data-seat="1"]', { hasText: /Computer/ }).waitFor();
    await page.waitForSelector('.room[data-you="0"] svg.board.movable');
    assert.deepEqual(errors, [], what);
    await context.close();
  }
});
