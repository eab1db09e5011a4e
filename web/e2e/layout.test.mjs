// The room fits every screen, in Chromium: a room of every game, some moves played (captured pieces on the seat
// cards, a move list; long capture moves in four-player chess), at phone, tablet, laptop and desktop sizes. Each
// size fails on what a person would see as broken: the page scrolling sideways or a part of the room cut at the
// right edge, move-list entries drawn over each other, and (from 768 px wide) a seat card out of view at the room's
// first scroll, so the board and its players are seen together; on phones a seat card cut sideways. Then the home
// page of every game on the smallest phone, in each language: no sideways scrolling, nothing cut at the right edge,
// no select narrower than its options.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCreateRoom, newPlayer, useServerAndBrowser, WAIT } from './helpers.mjs';

const env = useServerAndBrowser();

/** Width and height of each screen: a small and a common phone, a tablet, a laptop, a desktop. */
const SCREENS = [
  [320, 640],
  [390, 844],
  [768, 1024],
  [1366, 768],
  [1920, 1080],
];

/**
 * The rooms: each game with its seats, the plies played before the check, and room settings. Chess has a move
 * limit close enough that the room warns of it (a house rule, counted in plies).
 */
const ROOMS = [
  { game: 'chess', seats: 2, plies: 24, settings: { moveLimit: 30 } },
  { game: 'metamate', seats: 2, plies: 24 },
  { game: 'metamachy', seats: 2, plies: 24 },
  { game: 'fourplayer', seats: 4, plies: 40 },
  { game: 'martian', seats: 2, plies: 24 },
  { game: 'martian4', seats: 4, plies: 32 },
];

/**
 * Plays `plies` moves in `room` from the browser page `page` (same origin): one socket per seat (the creator's by
 * its secret, the others sit), each seat in turn playing a capture when its legal moves offer one (a move onto a
 * square held by a piece not its own), else one picked by a fixed pseudo-random sequence. The rules stay the
 * server's: the moves are chosen from its legal moves.
 */
async function playMoves(page, reply, seats, plies) {
  return page.evaluate(
    async ({ room, secret, seats, plies, wait }) => {
      const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/${room}`;
      const sockets = [];
      let state = null;
      let waiting = null;
      const open = (seat) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', d: seat === 0 ? { secret } : {} }));
          ws.onerror = () => reject(new Error(`socket of seat ${seat} failed`));
          ws.onmessage = (e) => {
            const f = JSON.parse(e.data);
            if (f.t === 'error') (waiting?.reject ?? reject)(new Error(`seat ${seat}: ${f.d.code} ${f.d.message}`));
            if (seat !== 0) {
              if (f.t === 'snapshot' && f.d.you.seat === null) ws.send(JSON.stringify({ t: 'sit', d: { seat } }));
              if (f.t === 'seated') resolve(ws);
              return;
            }
            if (f.t === 'snapshot') {
              state = f.d.state;
              resolve(ws);
            }
            if (f.t === 'move' || f.t === 'end') {
              state = { ...state, ...f.d.state };
              waiting?.resolve();
            }
          };
        });
      for (let s = 0; s < seats; s++) sockets.push(await open(s));
      let seed = 12345;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
      let played = 0;
      for (; played < plies && state.toMove !== null && !state.outcome; played++) {
        const seat = state.toMove;
        const owner = new Map(state.pieces.map((p) => [p.sq, p.owner]));
        const captures = state.moves.filter((m) => owner.has(m.to) && owner.get(m.to) !== seat && m.from !== m.to);
        const list = captures.length > 0 ? captures : state.moves;
        const chosen = list[next() % list.length];
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no answer to ${chosen.u}`)), wait);
          waiting = { resolve: () => (clearTimeout(timer), resolve()), reject };
          sockets[seat].send(JSON.stringify({ t: 'move', d: { u: chosen.u, a: played + 1 } }));
        });
      }
      for (const ws of sockets) ws.close();
      return played;
    },
    { room: reply.room, secret: reply.secret, seats, plies, wait: WAIT },
  );
}

/**
 * What is wrong with the room as drawn now, in words: sideways overflow, overlapping move-list entries, seat
 * cards out of view (`seatsInView`: wholly, else only sideways).
 */
function layoutProblems(seatsInView) {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const name = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
  // Every part of the room ends before the right edge, where it is not clipped by a scrolling or clipping box.
  for (const el of document.querySelectorAll('.room, .room *')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    let right = box.right;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
    if (right > width + 0.5)
      problems.push(
        `${name(el)} "${el.textContent.trim().slice(0, 30)}" ends at ${Math.round(right)} px, past ${width} px`,
      );
  }
  // The move list's entries (its elements holding text only): the boxes of their texts as drawn do not intersect.
  const entries = [...document.querySelectorAll('.move-list *')].filter(
    (el) => el.children.length === 0 && el.textContent.trim() !== '',
  );
  const boxes = entries.map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { el, box: range.getBoundingClientRect() };
  });
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1)
        problems.push(`move-list entries "${boxes[i].el.textContent}" and "${boxes[j].el.textContent}" overlap`);
    }
  for (const card of document.querySelectorAll('.seat-card')) {
    const box = card.getBoundingClientRect();
    const label = card.getAttribute('aria-label');
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`seat card "${label}" is cut sideways (${Math.round(box.left)}..${Math.round(box.right)} px)`);
    if (seatsInView && (box.top < -0.5 || box.bottom > height + 0.5))
      problems.push(
        `seat card "${label}" is out of view (${Math.round(box.top)}..${Math.round(box.bottom)} px of ${height} px)`,
      );
  }
  return problems;
}

/** Resolves once the room stopped changing its size: the board column's box the same over three frames. */
function settled() {
  window.scrollTo(0, 0);
  return new Promise((resolve) => {
    let last = '';
    let same = 0;
    const frame = () => {
      const box = document.querySelector('.room-board')?.getBoundingClientRect();
      const now = box ? `${box.width}x${box.height}` : '';
      same = now === last ? same + 1 : 0;
      last = now;
      if (same >= 3) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test("every game's room fits phones, tablets, laptops and desktops", async () => {
  const rooms = [];
  const driver = await newPlayer(env.browser, env.server.url);
  await driver.page.goto('/'); // a page of the site: the sockets need its origin
  for (const r of ROOMS) {
    const reply = await apiCreateRoom(env.server.url, {
      game: r.game,
      seats: Array.from({ length: r.seats }, () => ({ kind: 'human' })),
      creatorSeat: 0,
      settings: r.settings,
    });
    const played = await playMoves(driver.page, reply, r.seats, r.plies);
    assert.ok(played >= 8, `${r.game}: only ${played} moves played`);
    rooms.push({ ...r, reply });
  }
  await driver.context.close();

  // One viewer holding every room's first seat, one page reused for every room and screen.
  const viewer = await newPlayer(env.browser, env.server.url);
  await viewer.context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    rooms.map(({ reply }) => [
      `littletable:room:${reply.room}`,
      JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 }),
    ]),
  );
  const { page } = viewer;
  const failures = [];
  for (const r of rooms) {
    // The room opens on the first screen; turning to the next screen is a resize, the page back at its top.
    await page.setViewportSize({ width: SCREENS[0][0], height: SCREENS[0][1] });
    const games = page.waitForResponse((res) => res.url().endsWith('/api/games'));
    await page.goto(`/r/${r.reply.room}`);
    await games;
    await page.waitForSelector('.room[data-v] svg.board');
    await page.waitForSelector('.seat-captured');
    for (const [width, height] of SCREENS) {
      await page.setViewportSize({ width, height });
      await page.evaluate(settled);
      if (process.env.LAYOUT_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.LAYOUT_SCREENSHOTS}/${r.game}-${width}.png`, fullPage: true });
      const problems = await page.evaluate(layoutProblems, width >= 768);
      if (problems.length > 0)
        failures.push(
          `${r.game} (${r.seats} seats) at ${width}x${height}:\n  ${[...new Set(problems)].slice(0, 6).join('\n  ')}`,
        );
    }
    if (r.settings?.moveLimit) {
      // Fewer than ten moves of the limit are left: the running count shows, marked as a warning.
      const warned = await page.locator('.counter[data-counter="move-limit"][data-warn="true"]').count();
      if (warned !== 1) failures.push(`${r.game}: no move-limit counter with its warning`);
    }
  }
  assert.deepEqual(viewer.errors, []);
  await viewer.context.close();
  assert.equal(failures.length, 0, failures.join('\n'));
});

/**
 * What is wrong with the home page as drawn now, in words: sideways overflow, a part cut at the right edge, a
 * select drawn narrower than it would be on its own (its chosen option cut: "Mens" for "Mensch").
 */
function homeProblems() {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const name = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
  for (const el of document.querySelectorAll('main *')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.right > width + 0.5)
      problems.push(
        `${name(el)} "${el.textContent.trim().slice(0, 30)}" ends at ${Math.round(box.right)} px, past ${width} px`,
      );
  }
  for (const select of document.querySelectorAll('main select')) {
    if (select.getClientRects().length === 0) continue;
    // The same select beside it, free to take the width its options need.
    const free = select.cloneNode(true);
    Object.assign(free.style, {
      position: 'absolute',
      width: 'auto',
      maxWidth: 'none',
      flex: 'none',
      visibility: 'hidden',
    });
    select.after(free);
    const needed = free.getBoundingClientRect().width;
    free.remove();
    const drawn = select.getBoundingClientRect().width;
    if (drawn < needed - 0.5)
      problems.push(`select ${select.name} is ${Math.round(drawn)} px wide, its options need ${Math.round(needed)} px`);
  }
  return problems;
}

test('the home page of every game fits a 320 px phone in each language', async () => {
  const failures = [];
  for (const locale of ['de-DE', 'en-US', 'fr-FR']) {
    const { context, page, errors } = await newPlayer(env.browser, env.server.url, {
      locale,
      viewport: { width: 320, height: 640 },
    });
    for (const { game, seats } of ROOMS) {
      await page.goto(`/?game=${game}`);
      await page.waitForSelector(`.game-card.selected[data-game="${game}"]`);
      await page.waitForSelector('form[data-form="room"] select[name="seat0"]');
      // Every seat but the first the computer's: each row shows who plays and the computer's level.
      for (let s = 1; s < seats; s++) await page.selectOption(`form[data-form="room"] select[name="seat${s}"]`, 'cpu');
      const problems = await page.evaluate(homeProblems);
      if (problems.length > 0)
        failures.push(
          `${game} home page (${locale}) at 320x640:\n  ${[...new Set(problems)].slice(0, 6).join('\n  ')}`,
        );
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.equal(failures.length, 0, failures.join('\n'));
});
