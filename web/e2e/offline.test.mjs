// The site for a returning visitor without a network: the service worker (dist/sw.js, vite.config.ts) caches the
// whole build, the engine module included, on the first visit; a new deploy replaces that cache; then, with the
// browser offline and the server stopped, the home page and a game against the computer (/play/chess) load from
// the cache and the engine answers. The server serves a copy of web/dist, which the test "deploys" anew.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  WAIT,
  cleanup,
  dataDir,
  launchBrowser,
  move,
  newPlayer,
  startServer,
  waitForMoveCount,
  webDist,
} from './helpers.mjs';

/** The paths of every response in the page's caches (Workbox's precache), without their revision queries. */
function cachedPaths(page) {
  return page.evaluate(async () => {
    const paths = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
    return paths.sort();
  });
}

/** Waits until `check(page)` is true; the page may reload itself meanwhile (a new worker taking over). */
async function until(page, what, check) {
  const end = Date.now() + WAIT;
  for (;;) {
    try {
      if (await check(page)) return;
    } catch {
      // the page was navigating: try again
    }
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(200);
  }
}

/**
 * A new deploy of the client in `web`, as a rebuild with changed sources gives: every file of assets/ under a new
 * hashed name, every reference to it (index.html, the scripts, sw.js's precache list) changed, and sw.js with
 * index.html's new revision. The first visit got the gzipped twins, this one the files themselves. Returns the engine module's old and new paths.
 */
function redeploy(web) {
  // The gzipped twins of the first build (scripts/web.sh writes them after a build) would be stale: the new
  // deploy goes out uncompressed.
  for (const folder of [web, join(web, 'assets')])
    for (const name of readdirSync(folder)) if (name.endsWith('.gz')) rmSync(join(folder, name));
  const renamed = readdirSync(join(web, 'assets')).map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'Z$1')]);
  for (const [from, to] of renamed) renameSync(join(web, 'assets', from), join(web, 'assets', to));
  const texts = [
    ...readdirSync(web).filter((n) => /\.(html|js)$/.test(n)),
    ...renamed.map(([, to]) => `assets/${to}`).filter((n) => /\.(js|css)$/.test(n)),
  ];
  for (const file of texts) {
    let text = readFileSync(join(web, file), 'utf8');
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    writeFileSync(join(web, file), text);
  }
  const index = createHash('md5')
    .update(readFileSync(join(web, 'index.html')))
    .digest('hex');
  const sw = readFileSync(join(web, 'sw.js'), 'utf8');
  const updated = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${index}"`);
  assert.notEqual(updated, sw, 'sw.js lists index.html with a revision');
  writeFileSync(join(web, 'sw.js'), updated);
  const [oldWasm, newWasm] = renamed.find(([from]) => from.endsWith('.wasm')) ?? assert.fail('no .wasm in the build');
  return { oldWasm: `/assets/${oldWasm}`, newWasm: `/assets/${newWasm}` };
}

test(
  'a returning visitor plays against the computer offline, with the latest deploy',
  { timeout: 120_000 },
  async (t) => {
    const dir = dataDir();
    const web = join(dir, 'web');
    cpSync(webDist, web, { recursive: true });
    const server = await startServer({ dir, web });
    const browser = await launchBrowser();
    t.after(async () => {
      await browser.close();
      await server.stop();
      cleanup(dir);
    });
    const { context, page, errors } = await newPlayer(browser, server.url);

    // The first visit: the worker installs (precaching the build, the engine's .js and .wasm too) and takes control.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const wasm = (await cachedPaths(page)).filter((p) => p.endsWith('.wasm'));
    assert.equal(wasm.length, 1, `one engine module cached: ${wasm}`);
    // Chromium would offer to install the site (manifest, icons, worker), were this context not an incognito one.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(
      installabilityErrors.filter((e) => e.errorId !== 'in-incognito'),
      [],
    );
    await cdp.detach();

    // A new deploy: the next visit finds the new worker, which caches the new build and drops the old one, and the
    // page reloads into the new build.
    const { oldWasm, newWasm } = redeploy(web);
    assert.equal(wasm[0], oldWasm);
    await page.reload();
    await until(page, 'the new build is cached and the old one gone', async (p) => {
      const paths = await cachedPaths(p);
      return paths.includes(newWasm) && !paths.includes(oldWasm);
    });
    const newScript = readFileSync(join(web, 'index.html'), 'utf8').match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
    assert.ok(newScript, 'index.html loads a script of assets/');
    await until(page, 'the page runs the new build', (p) =>
      p.evaluate(
        (src) => document.querySelector(`script[src="${src}"]`) !== null && navigator.serviceWorker.controller !== null,
        newScript,
      ),
    );

    // No network: the browser is offline and the server gone.
    await context.setOffline(true);
    await server.stop();
    await page.reload();
    await page.locator('.topbar .brand').waitFor();
    await page.locator('.games-section').waitFor();
    // The server's API is never answered from the cache.
    assert.equal(
      await page.evaluate(() =>
        fetch('/api/games').then(
          (r) => `HTTP ${r.status}`,
          () => 'failed',
        ),
      ),
      'failed',
    );

    // A game against the computer: the board takes the player's move and the engine answers.
    await page.goto('/play/chess?level=1&seat=0');
    await move(page, 'e2', 'e4');
    const moves = await waitForMoveCount(page, 2);
    assert.equal(moves[0], 'e4');
    assert.deepEqual(errors, []);
  },
);
