// The engine module in headless Chromium, measured (bench/wasm_vs_native.sh, bench/computer_capacity.sh; docs/wasm.md).
// The module (littletable-engine.{js,wasm}, read once at start so that a rebuild during the run changes nothing)
// runs in a Web Worker of a bare page, both served by a static server of this script on 127.0.0.1 (no internet);
// Debian's Chromium is driven by playwright-core from web/node_modules, launched as web/e2e/helpers.mjs does.
//
//   node bench/wasm/browser_bench.mjs speed [--rounds 5] [--bench chess:11,metamachy:7]
//        [--perft chess:6,metamachy:4,fourplayer:5,martian:7]
//     `bench` and `perft` requests in the worker and in `littletable engine-api` (the native build, one process),
//     alternately (which goes first alternates by round) after one warm-up of each: medians of nodes/s, the ratio
//     module/native; wall-clock nodes/s (the bench's own searchMs, the round trip of a perft request) and nodes
//     per CPU second (the Web Worker's thread and the native process, from /proc/.../schedstat), the latter being
//     what a shared, loaded machine disturbs least. Equal node counts show that the same search ran.
//   node bench/wasm/browser_bench.mjs load [--loads 7] [--game chess]
//     cold loads (a new browser context each: no HTTP or code cache): navigation start → worker created → engine
//     script loaded → module compiled and instantiated → `new` reply with its legal moves, medians.
//   node bench/wasm/browser_bench.mjs play [--level 8] [--moves 12] [--game chess] [--seed 1]
//     one browser plays against the module: a random legal move, then the level's `think` (timed in the page:
//     message to the worker → its move back) and that move; the requests the static server got meanwhile (0).
//   node bench/wasm/browser_bench.mjs app --url http://127.0.0.1:PORT/play/chess?level=8&seat=0
//     one cold load of the real client from a running `littletable serve` (its web files) through a counting TCP
//     proxy: navigation start → the board takes the player's first move (svg.board.movable), and every request
//     the page and its service worker sent until the network is quiet for 2 s with the bytes each way: the list
//     that bench/wasm/page_loads.mjs replays for N players; then the same page opened again in that context (a
//     returning player: HTTP cache and service worker), its requests and bytes.
//   node bench/wasm/browser_bench.mjs check
//     loads the module in Node.js and asks it for its games: exits 1 if the .js and .wasm do not belong together
//     (copied while emscripten was writing them).
// Options for all: --module-dir DIR (default build/wasm/wasm), --native BIN (default build/release/cli/littletable),
// --json (a last line `JSON {...}` with the figures, for the shell scripts).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { chromium } = await import(pathToFileURL(join(repoRoot, 'web/node_modules/playwright-core/index.mjs')).href);

// ---- options ----
const argv = process.argv.slice(2);
const mode = argv[0];
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const flag = (name) => argv.includes(`--${name}`);
if (!['speed', 'load', 'play', 'app', 'check'].includes(mode)) {
  console.error('usage: node bench/wasm/browser_bench.mjs speed|load|play|app|check [options] (see the file header)');
  process.exit(2);
}
const moduleDir = resolve(opt('module-dir', join(repoRoot, 'build/wasm/wasm')));
const nativeBin = resolve(opt('native', join(repoRoot, 'build/release/cli/littletable')));
const pairs = (text) =>
  text
    .split(',')
    .filter(Boolean)
    .map((p) => {
      const [game, depth] = p.split(':');
      return { game, depth: Number(depth) };
    });

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  if (!v.length) return NaN;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const percentile = (xs, p) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.min(v.length - 1, Math.floor(p * v.length))] : NaN;
};
const fmt = (x, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : '-');
const big = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-');

// ---- the module, read once ----
const engineJs = join(moduleDir, 'littletable-engine.js');
const engineWasm = join(moduleDir, 'littletable-engine.wasm');
for (const f of [engineJs, engineWasm])
  if (!existsSync(f)) {
    console.error(`no ${f}: build the module with scripts/build.sh wasm`);
    process.exit(2);
  }
const moduleFiles = { js: readFileSync(engineJs), wasm: readFileSync(engineWasm), mtime: statSync(engineWasm).mtime };

// ---- the page and its worker ----
// The page's clock starts at navigation (performance.now() = 0 at timeOrigin); the worker's marks are converted to
// it through the two timeOrigins. `bench.call(request)` resolves to {reply, pageMs, workerMs}.
const PAGE = `<!doctype html><meta charset="utf-8"><title>littletable engine bench</title>
<script>
const game = new URLSearchParams(location.search).get('game') || 'chess';
const bench = (window.bench = { marks: {}, pending: new Map(), next: 1 });
const worker = new Worker('/worker.js');
bench.marks.workerCreated = performance.now();
const toPage = (origin, t) => origin + t - performance.timeOrigin;
bench.ready = new Promise((resolveReady, rejectReady) => {
  worker.onmessage = (e) => {
    const m = e.data;
    if (m.type === 'ready') {
      bench.marks.workerStarted = toPage(m.timeOrigin, m.started);
      bench.marks.scriptLoaded = toPage(m.timeOrigin, m.scriptLoaded);
      bench.marks.moduleReady = toPage(m.timeOrigin, m.moduleReady);
      resolveReady();
    } else if (m.type === 'failed') {
      rejectReady(new Error(m.error));
    } else {
      const p = bench.pending.get(m.id);
      bench.pending.delete(m.id);
      p.resolve({ reply: m.reply, workerMs: m.ms, pageMs: performance.now() - p.sent });
    }
  };
});
bench.call = (request) =>
  new Promise((resolveCall) => {
    const id = bench.next++;
    bench.pending.set(id, { resolve: resolveCall, sent: performance.now() });
    worker.postMessage({ id, request });
  });
bench.first = bench.ready
  .then(() => bench.call({ cmd: 'new', game }))
  .then((r) => {
    bench.marks.firstMoves = performance.now();
    bench.marks.legalMoves = r.reply.ok ? r.reply.state.moves.length : -1;
    bench.marks.gameId = r.reply.id;
    return r;
  });
bench.first.catch((e) => (bench.marks.error = String(e)));
</script>`;
const WORKER = `const started = performance.now();
try {
  importScripts('/littletable-engine.js');
  const scriptLoaded = performance.now();
  createEngine({ locateFile: () => '/littletable-engine.wasm' }).then(
    (m) => {
      postMessage({ type: 'ready', timeOrigin: performance.timeOrigin, started, scriptLoaded, moduleReady: performance.now() });
      onmessage = (e) => {
        const t = performance.now();
        const reply = JSON.parse(m.ccall('lt_call', 'string', ['string'], [JSON.stringify(e.data.request)]));
        postMessage({ id: e.data.id, reply, ms: performance.now() - t });
      };
    },
    (err) => postMessage({ type: 'failed', error: String(err) }),
  );
} catch (err) {
  postMessage({ type: 'failed', error: String(err) });
}`;

/** The static server: the page, the worker and the module; it counts what it serves. */
async function startStatic() {
  const files = {
    '/': ['text/html; charset=utf-8', Buffer.from(PAGE)],
    '/worker.js': ['text/javascript; charset=utf-8', Buffer.from(WORKER)],
    '/littletable-engine.js': ['text/javascript; charset=utf-8', moduleFiles.js],
    '/littletable-engine.wasm': ['application/wasm', moduleFiles.wasm],
  };
  const served = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    served.requests++;
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    served.bytes += file[1].length;
    res.writeHead(200, { 'content-type': file[0], 'content-length': file[1].length, 'cache-control': 'no-cache' });
    res.end(file[1]);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, served, close: () => new Promise((r) => server.close(r)) };
}

async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Opens the bench page in a new context and waits for the first legal moves; returns {context, page, marks}. */
async function openPage(browser, url, game) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}?game=${game}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.bench && (window.bench.marks.firstMoves !== undefined || window.bench.marks.error), null, {
    timeout: 120000,
  });
  const marks = await page.evaluate(() => window.bench.marks);
  if (marks.error) throw new Error(`the module did not load: ${marks.error}`);
  return { context, page, marks };
}

// ---- CPU time from /proc (ns, from schedstat: exact, not in ticks) ----
function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
function taskCpuNs(pid, tid) {
  const s = readText(`/proc/${pid}/task/${tid}/schedstat`);
  return s === null ? NaN : Number(s.split(' ')[0]);
}
function processCpuNs(pid) {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) total += taskCpuNs(pid, tid);
  return total;
}
/** The Web Worker's thread: a task named "DedicatedWorker..." among this process's descendants (the browser it launched). */
function findWorkerThread(rootPid) {
  const parent = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const stat = readText(`/proc/${pid}/stat`);
    if (stat) parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  const descends = (pid) => {
    for (let p = pid, n = 0; p && p !== '0' && n < 64; p = parent.get(p), n++) if (p === String(rootPid)) return true;
    return false;
  };
  const found = [];
  for (const pid of parent.keys()) {
    if (!descends(pid)) continue;
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) if ((readText(`/proc/${pid}/task/${tid}/comm`) ?? '').startsWith('DedicatedWorker')) found.push({ pid, tid });
  }
  return found.length === 1 ? found[0] : null;
}

// ---- the native build: `littletable engine-api`, one request a line ----
function startNative() {
  if (!existsSync(nativeBin)) {
    console.error(`no ${nativeBin}: build it (scripts/build.sh)`);
    process.exit(2);
  }
  const proc = spawn(nativeBin, ['engine-api'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  createInterface({ input: proc.stdout }).on('line', (line) => waiting.shift()(line));
  return {
    pid: proc.pid,
    call(request) {
      return new Promise((resolveCall) => {
        const sent = performance.now();
        waiting.push((line) => resolveCall({ reply: JSON.parse(line), ms: performance.now() - sent }));
        proc.stdin.write(`${JSON.stringify(request)}\n`);
      });
    },
    close: () => proc.stdin.end(),
  };
}

// ---- speed ----
async function speed() {
  const rounds = Number(opt('rounds', 5));
  const benches = pairs(opt('bench', 'chess:11,metamachy:7'));
  const perfts = pairs(opt('perft', 'chess:6,metamachy:4,fourplayer:5,martian:7'));
  const tests = [
    ...benches.map((b) => ({ kind: 'search', label: `search ${b.game} bench depth ${b.depth}`, request: { cmd: 'bench', game: b.game, depth: b.depth }, warm: { cmd: 'bench', game: b.game, depth: Math.max(1, b.depth - 3) } })),
    ...perfts.map((p) => ({ kind: 'perft', label: `perft ${p.game} depth ${p.depth}`, request: { cmd: 'perft', game: p.game, depth: p.depth }, warm: { cmd: 'perft', game: p.game, depth: Math.max(1, p.depth - 2) } })),
  ];
  const server = await startStatic();
  const browser = await launchBrowser();
  const native = startNative();
  try {
    const { page } = await openPage(browser, server.url, 'chess');
    const workerTask = findWorkerThread(process.pid);
    if (!workerTask) console.log('(the Web Worker thread was not found in /proc: no CPU-time figures for the module)');
    const sides = {
      module: {
        call: async (request) => {
          const before = workerTask ? taskCpuNs(workerTask.pid, workerTask.tid) : NaN;
          const r = await page.evaluate((req) => window.bench.call(req), request);
          const after = workerTask ? taskCpuNs(workerTask.pid, workerTask.tid) : NaN;
          return { reply: r.reply, ms: r.workerMs, cpuMs: (after - before) / 1e6 };
        },
      },
      native: {
        call: async (request) => {
          const before = processCpuNs(native.pid);
          const r = await native.call(request);
          return { reply: r.reply, ms: r.ms, cpuMs: (processCpuNs(native.pid) - before) / 1e6 };
        },
      },
    };
    // One warm-up of each request on both sides (V8 tiers the hot functions up from Liftoff to TurboFan).
    for (const t of tests)
      for (const side of Object.values(sides)) {
        const r = await side.call(t.warm);
        if (!r.reply.ok) throw new Error(`${t.label}: ${JSON.stringify(r.reply.error)}`);
      }
    const results = tests.map(() => ({ module: [], native: [] }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, t] of tests.entries()) {
        const order = round % 2 === 0 ? ['module', 'native'] : ['native', 'module'];
        for (const name of order) {
          const r = await sides[name].call(t.request);
          if (!r.reply.ok) throw new Error(`${name} ${t.label}: ${JSON.stringify(r.reply.error)}`);
          const ms = t.kind === 'search' ? r.reply.searchMs : r.ms;
          results[i][name].push({ nodes: r.reply.nodes, ms, cpuMs: r.cpuMs });
        }
      }
      process.stdout.write(`round ${round + 1}/${rounds} done\n`);
    }
    const summary = [];
    console.log(`\n${rounds} rounds, alternating; medians. nodes/s by the clock (bench: its searchMs; perft: the request's time)`);
    console.log('and nodes per CPU second (the worker thread / the native process). Ratio = module / native.\n');
    const head = ['', 'nodes', 'module nodes/s', 'native nodes/s', 'ratio', 'module n/CPU s', 'native n/CPU s', 'ratio'];
    const w = [34, 13, 15, 15, 6, 15, 15, 6];
    const line = (cols) => console.log(cols.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join(' '));
    line(head);
    for (const [i, t] of tests.entries()) {
      const m = results[i].module;
      const n = results[i].native;
      const nodes = [...new Set([...m, ...n].map((x) => x.nodes))];
      const med = (xs, f) => median(xs.map(f));
      const mNps = med(m, (x) => (x.nodes * 1000) / x.ms);
      const nNps = med(n, (x) => (x.nodes * 1000) / x.ms);
      const mCpu = med(m, (x) => (x.nodes * 1000) / x.cpuMs);
      const nCpu = med(n, (x) => (x.nodes * 1000) / x.cpuMs);
      line([t.label, nodes.length === 1 ? nodes[0] : `DIFFER ${nodes.join('/')}`, big(mNps), big(nNps), fmt(mNps / nNps, 2), big(mCpu), big(nCpu), fmt(mCpu / nCpu, 2)]);
      summary.push({ test: t.label, kind: t.kind, nodes, moduleNps: mNps, nativeNps: nNps, ratio: mNps / nNps, moduleCpuNps: mCpu, nativeCpuNps: nCpu, cpuRatio: mCpu / nCpu, sameNodes: nodes.length === 1 });
    }
    for (const s of summary.filter((x) => x.kind === 'search'))
      console.log(`${s.test}: the module searches at ${fmt(100 * s.ratio)} % of native by the clock, ${fmt(100 * s.cpuRatio)} % per CPU second (goal: at least 50 %)`);
    if (summary.some((s) => !s.sameNodes)) console.log('NODE COUNTS DIFFER: the module and the native build did not run the same search');
    return { rounds, tests: summary };
  } finally {
    native.close();
    await browser.close();
    await server.close();
  }
}

// ---- cold loads ----
async function load() {
  const loads = Number(opt('loads', 7));
  const game = opt('game', 'chess');
  const server = await startStatic();
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (let i = 0; i < loads; i++) {
      const before = { ...server.served };
      const { context, marks } = await openPage(browser, server.url, game);
      await context.close();
      rows.push({ ...marks, requests: server.served.requests - before.requests, bytes: server.served.bytes - before.bytes });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const phases = [
    ['worker created', 'workerCreated'],
    ['worker script running', 'workerStarted'],
    ['engine script loaded', 'scriptLoaded'],
    ['module compiled, instantiated', 'moduleReady'],
    ['`new` reply: first legal moves', 'firstMoves'],
  ];
  console.log(`${loads} cold loads (a new browser context each), ms after navigation start, median [min-max]:`);
  for (const [label, key] of phases) {
    const xs = rows.map((r) => r[key]);
    console.log(`  ${label.padEnd(32)} ${fmt(median(xs)).padStart(6)}  [${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))}]`);
  }
  console.log(`  (${rows[0].legalMoves} legal moves in ${game}'s start; ${rows[0].requests} requests, ${big(rows[0].bytes)} bytes a load, uncompressed, from 127.0.0.1)`);
  return { loads, game, firstMovesMs: median(rows.map((r) => r.firstMoves)), moduleReadyMs: median(rows.map((r) => r.moduleReady)), rows };
}

// ---- a game against the module ----
async function play() {
  const level = Number(opt('level', 8));
  const moves = Number(opt('moves', 12));
  const game = opt('game', 'chess');
  let seed = Number(opt('seed', 1)) >>> 0;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const server = await startStatic();
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, server.url, game);
    const call = (request) => page.evaluate((req) => window.bench.call(req), request);
    let id = 0;
    let state = null;
    const requestsBefore = server.served.requests;
    const waits = [];
    const workerMs = [];
    const fresh = async () => {
      const r = (await call({ cmd: 'new', game })).reply;
      id = r.id;
      return r.state;
    };
    state = await fresh();
    while (waits.length < moves) {
      if (state.outcome || !state.moves.length) {
        state = await fresh();
        continue;
      }
      const mine = state.moves[Math.floor(random() * state.moves.length)].u;
      state = (await call({ cmd: 'play', id, move: mine })).reply.state;
      if (state.outcome) continue;
      const t = await call({ cmd: 'think', id, level });
      if (!t.reply.ok) throw new Error(`think: ${JSON.stringify(t.reply.error)}`);
      waits.push(t.pageMs);
      workerMs.push(t.workerMs);
      state = (await call({ cmd: 'play', id, move: t.reply.move })).reply.state;
    }
    const requests = server.served.requests - requestsBefore;
    console.log(`${moves} computer moves (level ${level}, ${game}) in one browser's Web Worker: wait from the player's move to`);
    console.log(`the computer's move p50 ${fmt(median(waits))} ms, p90 ${fmt(percentile(waits, 0.9))} ms, max ${fmt(Math.max(...waits))} ms; requests to the server meanwhile: ${requests}`);
    return { level, game, moves, p50: median(waits), p90: percentile(waits, 0.9), max: Math.max(...waits), requests, workerP50: median(workerMs) };
  } finally {
    await browser.close();
    await server.close();
  }
}

// ---- the real client, served by littletable ----
/**
 * A TCP proxy on 127.0.0.1 in front of `target` (host:port) that counts the bytes each way and lists the HTTP
 * requests (method and path from each request line): what the server saw, the service worker's fetches included.
 */
async function countingProxy(target) {
  const { createServer: createTcpServer, connect } = await import('node:net');
  const seen = { requests: [], up: 0, down: 0, last: performance.now() };
  const server = createTcpServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    let pending = '';
    client.on('data', (chunk) => {
      seen.up += chunk.length;
      seen.last = performance.now();
      pending = (pending + chunk.toString('latin1')).slice(-4096);
      for (const m of pending.matchAll(/(?:^|\r\n)(GET|HEAD|POST|PUT|DELETE) (\S+) HTTP\/1\.[01]\r\n/g)) seen.requests.push(`${m[1]} ${m[2]}`);
      pending = pending.slice(pending.lastIndexOf('\r\n\r\n') + 1 || 0);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      seen.down += chunk.length;
      seen.last = performance.now();
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { port: server.address().port, seen, close: () => new Promise((r) => server.close(r)) };
}

async function app() {
  const url = new URL(opt('url') ?? '');
  const proxy = await countingProxy(url);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const viaProxy = new URL(url);
    viaProxy.port = String(proxy.port);
    await page.goto(viaProxy.href, { waitUntil: 'commit' });
    await page.waitForSelector('svg.board.movable', { timeout: 120000 });
    const firstMoveMs = await page.evaluate(() => performance.now());
    const bytesAtFirstMove = proxy.seen.down;
    const requestsAtFirstMove = proxy.seen.requests.length;
    // The service worker registers after the page's load event and precaches the build: wait for it (15 s at
    // most), then for 2 s without a byte on the wire.
    const serviceWorker = await page
      .waitForFunction(() => navigator.serviceWorker?.getRegistration().then((r) => Boolean(r?.active)), null, { timeout: 15000, polling: 250 })
      .then(() => true, () => false);
    while (performance.now() - proxy.seen.last < 2000) await new Promise((r) => setTimeout(r, 250));
    const requests = [...proxy.seen.requests];
    const { down, up } = proxy.seen;
    // The same player comes back: the page again in the same context (its HTTP cache and service worker).
    await page.goto(viaProxy.href, { waitUntil: 'commit' });
    await page.waitForSelector('svg.board.movable', { timeout: 120000 });
    const againMs = await page.evaluate(() => performance.now());
    while (performance.now() - proxy.seen.last < 2000) await new Promise((r) => setTimeout(r, 250));
    const again = { requests: proxy.seen.requests.slice(requests.length), bytesDown: proxy.seen.down - down, firstMoveMs: againMs };
    console.log(`the real client, one cold load of ${url.pathname}${url.search} (littletable serve's web files, through a counting proxy):`);
    console.log(`  the board takes the first move ${fmt(firstMoveMs)} ms after navigation start, after ${requestsAtFirstMove} requests and ${big(bytesAtFirstMove)} bytes;`);
    console.log(`  until the network is quiet (service worker ${serviceWorker ? 'active, its precache done' : 'not active'}): ${requests.length} requests, ${big(down)} bytes from the server, ${big(up)} to it:`);
    console.log(`  ${requests.join(', ')}`);
    console.log(`the same player opening the page again: the first move after ${fmt(againMs)} ms, ${again.requests.length} requests (${again.requests.join(', ') || 'none'}), ${big(again.bytesDown)} bytes`);
    return { url: url.href, firstMoveMs, bytesAtFirstMove, requestsAtFirstMove, serviceWorker, requests, bytesDown: down, bytesUp: up, again };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

if (mode === 'check') {
  const { createRequire } = await import('node:module');
  try {
    const m = await createRequire(import.meta.url)(engineJs)({ wasmBinary: moduleFiles.wasm, print: () => {}, printErr: () => {} });
    const reply = JSON.parse(m.ccall('lt_call', 'string', ['string'], [JSON.stringify({ cmd: 'games' })]));
    if (!reply.ok) throw new Error(JSON.stringify(reply));
    process.exit(0);
  } catch (e) {
    console.error(`the module in ${moduleDir} does not load: ${e}`);
    process.exit(1);
  }
}

console.log(`module ${moduleDir} (${big(moduleFiles.wasm.length)} bytes of wasm, built ${moduleFiles.mtime.toISOString()}); Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`);
const result = await { speed, load, play, app }[mode]();
if (flag('json')) console.log(`JSON ${JSON.stringify(result)}`);
