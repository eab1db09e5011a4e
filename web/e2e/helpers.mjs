// Shared pieces of the browser tests: the real server binary on a free port with its own data file, Debian's
// Chromium driven by playwright-core, and small actions on the board that a person would do.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = resolve(here, '..', '..');
export const serverBinary = process.env.LITTLETABLE_BIN ?? join(repoRoot, 'build/release/cli/littletable');
export const webDist = join(repoRoot, 'web/dist');

/** Time allowed for anything a person waits for (a move to arrive, a page to load, a reconnect). */
export const WAIT = 15000;

/** A fresh folder for one test file's database; removed by `cleanup`. */
export function dataDir() {
  return mkdtempSync(join(tmpdir(), 'littletable-e2e-'));
}

/**
 * Starts `littletable serve` and resolves once it printed `listening on http://127.0.0.1:PORT/`.
 * `port` 0 picks a free port; pass the old port to restart the same address. `web`: the built client it serves.
 * `options`: more command-line options of `littletable serve`.
 */
export async function startServer({ dir, port = 0, web = webDist, options = [] } = {}) {
  if (!existsSync(serverBinary)) throw new Error(`no server binary at ${serverBinary}: build it first`);
  if (!existsSync(join(web, 'index.html'))) throw new Error(`no client at ${web}: run npm run build`);
  const args = ['serve', '--port', String(port), '--data', join(dir, 'db.sqlite'), '--web', web, ...options];
  const proc = spawn(serverBinary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  proc.stderr.on('data', (b) => (log += b));
  const url = await new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${log}`)), WAIT);
    let out = '';
    proc.stdout.on('data', (b) => {
      out += b;
      log += b;
      const m = /listening on (http:\/\/[^\s/]+:(\d+)\/)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise(m[1]);
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${log}`));
    });
  });
  const exited = new Promise((r) => proc.on('exit', r));
  return {
    url,
    port: Number(new URL(url).port),
    proc,
    log: () => log,
    /** SIGKILL: no chance to flush or say goodbye, like a crash. */
    async kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A person at their own device: a browser context (own localStorage) with one page; `contextOptions` for a phone. */
export async function newPlayer(browser, baseURL, contextOptions = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 }, ...contextOptions });
  context.setDefaultTimeout(WAIT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  return { context, page, errors };
}

export function cleanup(dir) {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // best effort
  }
}

// ---- reading the page ------------------------------------------------------------------------------------

export const square = (sq) => `svg.board rect.sq[data-sq="${sq}"]`;

export async function clickSquare(page, sq) {
  await page.locator(square(sq)).click();
}

/** Click-click move; waits until the board takes input (our turn) first. */
export async function move(page, from, to) {
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** Drag and drop with the mouse, in small steps as a hand would. */
export async function drag(page, from, to) {
  await page.waitForSelector('svg.board.movable');
  const a = await page.locator(square(from)).boundingBox();
  const b = await page.locator(square(to)).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** The SAN moves shown in the move list. */
export async function movesShown(page) {
  return page.locator('.move-list .move:not(.empty)').allTextContents();
}

export async function waitForMoveCount(page, n) {
  await page.waitForFunction((count) => document.querySelectorAll('.move-list .move:not(.empty)').length >= count, n, {
    timeout: WAIT,
  });
  return movesShown(page);
}

export async function pieceAt(page, sq) {
  const g = page.locator(`svg.board g.piece[data-sq="${sq}"]`);
  if ((await g.count()) === 0) return null;
  return { kind: await g.getAttribute('data-kind'), owner: Number(await g.getAttribute('data-owner')) };
}

/** The seat this page sits at ('' for a spectator), once the room has its snapshot. */
export async function mySeat(page) {
  await page.waitForSelector('.room[data-v]');
  return page.locator('.room').getAttribute('data-you');
}

/** Creates a private room through the home page form and returns its link. */
export async function createPrivateRoom(page, { grace } = {}) {
  await page.goto('/');
  await page.locator('form[data-form="room"]').waitFor();
  if (grace !== undefined) await page.locator('input[name="graceSeconds"]').fill(String(grace));
  await page.locator('form[data-form="room"] button[type="submit"]').click();
  const link = await page.locator('.room-ready .copy-input').inputValue();
  return link;
}

/** POST /api/rooms from the test itself (for set-ups the home page does not offer, like a start FEN). */
export async function apiCreateRoom(baseURL, body) {
  const res = await fetch(new URL('/api/rooms', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`POST /api/rooms ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * A room made by POST /api/rooms (`body`: game, fen, seats, creatorSeat, settings) and its creator at a device of
 * their own that keeps the creator's seat, as after creating the room on the home page, on the room's page.
 */
export async function creatorInApiRoom(env, body) {
  const reply = await apiCreateRoom(env.server.url, body);
  const player = await newPlayer(env.browser, env.server.url);
  await player.context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [`littletable:room:${reply.room}`, JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 })],
  );
  await player.page.goto(`/r/${reply.room}`);
  return { ...player, reply };
}

/**
 * The usual set-up of a test file: a server with its own data folder and one browser, started before the tests
 * and stopped after them. Returns a live object: `env.server` (replace it after a restart), `env.browser`, `env.dir`.
 */
export function useServerAndBrowser(serverOptions = []) {
  const env = { dir: null, server: null, browser: null };
  before(async () => {
    env.dir = dataDir();
    env.server = await startServer({ dir: env.dir, options: serverOptions });
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
    cleanup(env.dir);
  });
  return env;
}

/** Two players in one private room made from the home page: White created it, Black opened its link. */
export async function twoPlayersInRoom(env, { grace } = {}) {
  const white = await newPlayer(env.browser, env.server.url);
  const black = await newPlayer(env.browser, env.server.url);
  const link = await createPrivateRoom(white.page, { grace });
  await white.page.goto(link);
  await black.page.goto(link);
  if ((await mySeat(white.page)) !== '0') throw new Error('the creator did not get seat 0');
  await black.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  return { white, black, link };
}

/** A new player holding the creator's seat of a room made by `apiCreateRoom` (`reply`), on the room page. */
export async function openAsCreator(env, reply) {
  const player = await newPlayer(env.browser, env.server.url);
  await player.context.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [`littletable:room:${reply.room}`, JSON.stringify({ seat: reply.seat, secret: reply.secret, nextAck: 1 })],
  );
  await player.page.goto(`/r/${reply.room}`);
  return player;
}

/**
 * Opens a game's rules page in `lang` and checks it: the first section's heading, `figures` diagrams, each drawn
 * by the server's position without an error.
 */
export async function openRulesPage(page, game, lang, heading, figures) {
  await page.goto(`/rules/${game}/${lang}`);
  await page.locator(`article.rules[lang="${lang}"]`).waitFor();
  assert.equal(await page.locator('#principle h2').textContent(), heading);
  assert.equal(await page.locator('figure.diagram').count(), figures);
  await page.waitForFunction((n) => document.querySelectorAll('figure.diagram svg.board').length === n, figures);
  assert.equal(await page.locator('figure.diagram .error').count(), 0);
}

/** Takes `name` (with `password`, or none) on the account page's sign-up form. */
export async function takeName(page, name, password = '') {
  await page.goto('/account');
  const form = page.locator('form[data-form="sign-up"]');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/**
 * Four players, each signed in as one of `names`, seated in a ranked four-player chess room from the lobby: the
 * first posted the seek and sits at seat 0, the others joined it. Returns the players by seat, each with its `name`.
 */
export async function fourRankedPlayers(env, names) {
  const people = [];
  for (const name of names) {
    const p = await newPlayer(env.browser, env.server.url);
    await takeName(p.page, name);
    await p.page.locator('h1', { hasText: `Signed in as ${name}` }).waitFor();
    people.push({ ...p, name });
  }
  const [first, ...others] = people;
  await first.page.goto('/?game=fourplayer');
  const seekForm = first.page.locator('form[data-form="seek"]');
  await seekForm.locator('input[name="ranked"]').check();
  await seekForm.locator('button[type="submit"]').click();
  await first.page.locator('.seek-waiting', { hasText: 'Waiting for players… 1/4' }).waitFor();
  for (const p of others) {
    await p.page.goto('/?game=fourplayer');
    await p.page
      .locator('.seek-list li', { hasText: `${names[0]} (1500?)` })
      .locator('[data-action="join"]')
      .click();
    await p.page.locator('.seek-waiting, .room').first().waitFor();
  }
  for (const p of people) await p.page.waitForURL(/\/r\//);
  if ((await mySeat(first.page)) !== '0') throw new Error('the seek poster did not get seat 0');
  const bySeat = [first];
  // Four pages open the room at once: under a full parallel run their seats may take longer than one WAIT.
  for (const p of others) {
    await p.page.waitForFunction(
      () => /^[123]$/.test(document.querySelector('.room')?.getAttribute('data-you') ?? ''),
      undefined,
      { timeout: 3 * WAIT },
    );
    bySeat[Number(await mySeat(p.page))] = p;
  }
  await first.page.locator('.seat-card[data-seat="3"] .presence.online').waitFor();
  return bySeat;
}
