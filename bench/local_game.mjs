// A game against the computer in the browser at ply 10 and at ply 300, two builds side by side in one run (issue 50):
// what a computer move costs the engine module and the page, and what it writes to IndexedDB.
//
//   node bench/local_game.mjs --before DIR --after DIR [--games chess,metamachy] [--plies 10,300] [--level 1]
//        [--cycles 40] [--reloads 7]
//
// DIR is a checkout with its engine module built (build/wasm/wasm/littletable-engine.{js,wasm}) and its client
// (web/dist); `--bin` (default this checkout's build/release/cli/littletable) only serves the files.
//
// 1. Module (Node.js, each build's module in one process, the Web Worker's own calls: JSON text in, JSON.parse of the
//    reply): per game and ply, a game made by `new` with the moves of one seeded random game, then `--cycles` times a
//    computer move at `--level` with seeds 1, 2, ... (`think`, then `play` of its move, then `undo`), and a `hint`
//    of one node (a search that stops at once: what the request costs besides the search), the two builds
//    alternating which goes first. Medians of the CPU time of `think`, `hint` and `play` (this process's, which a
//    shared, loaded machine disturbs less than the clock), the size of `play`'s reply, and whether both builds chose
//    the same moves (the same seeds and node budget must give the same moves).
// 2. Page (headless Chromium, the real client served by `littletable serve --web`): the same game saved at that ply
//    in the build's own format (one JSON text, or a header and one record per move when the client made the
//    `localMoves` store), the computer to move; `--reloads` times: the game written back, the page reloaded, the
//    computer's move awaited. Counted in the page: the round trip of `think` and of `play` (message to the worker →
//    reply), the bytes of `play`'s reply, and the bytes put into IndexedDB after `play`'s reply (value plus key, as
//    JSON text: the move's save).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { cleanup, dataDir, launchBrowser, newPlayer, startServer } from '../web/e2e/helpers.mjs';
import { random } from '../web/e2e/random.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const builds = [
  ['before', opt('before')],
  ['after', opt('after')],
].map(([label, dir]) => {
  if (!dir) {
    console.error('usage: node bench/local_game.mjs --before DIR --after DIR [options] (see the file header)');
    process.exit(2);
  }
  return { label, dir: resolve(dir) };
});
const games = opt('games', 'chess,metamachy').split(',');
const plies = opt('plies', '10,300').split(',').map(Number);
const level = Number(opt('level', '1'));
const cycles = Number(opt('cycles', '40'));
const reloads = Number(opt('reloads', '7'));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => x.toFixed(2);
/** This process's CPU time (user and system), in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A build's module in this process, called as the Web Worker calls it. */
async function loadModule(dir) {
  const wasmDir = join(dir, 'build/wasm/wasm');
  const script = join(wasmDir, 'littletable-engine.js');
  if (!existsSync(script)) throw new Error(`no module at ${script}: scripts/build.sh wasm`);
  const createEngine = createRequire(import.meta.url)(script);
  const m = await createEngine({ wasmBinary: readFileSync(join(wasmDir, 'littletable-engine.wasm')) });
  return (req) => {
    const text = m.ccall('lt_call', 'string', ['string'], [JSON.stringify(req)]);
    const reply = JSON.parse(text);
    if (!reply.ok) throw new Error(`${JSON.stringify(req).slice(0, 200)}: ${JSON.stringify(reply.error)}`);
    return { reply, bytes: text.length };
  };
}

/** The moves of a seeded random game of `game` that is still going on after `length` plies, and the seat to move
 * after each ply. */
function randomGame(call, game, length) {
  for (let seed = 1; seed < 100; seed++) {
    const rng = random(seed);
    const { reply } = call({ cmd: 'new', game });
    const moves = [];
    const toMove = [reply.state.toMove];
    let state = reply.state;
    while (moves.length < length && !state.outcome && state.moves.length > 0) {
      const m = state.moves[Math.floor(rng() * state.moves.length)].u;
      state = call({ cmd: 'play', id: reply.id, move: m }).reply.state;
      moves.push(m);
      toMove.push(state.toMove);
    }
    call({ cmd: 'close', id: reply.id });
    if (moves.length === length && !state.outcome) return { moves, toMove };
  }
  throw new Error(`no random game of ${game} lasts ${length} plies`);
}

function moduleRound(calls, game, moves) {
  const ids = calls.map((call) => call({ cmd: 'new', game, moves }).reply.id);
  const out = calls.map(() => ({ think: [], hint: [], play: [], bytes: [], chosen: [] }));
  for (let seed = 1; seed <= cycles; seed++)
    for (let k = 0; k < calls.length; k++) {
      const b = (k + seed) % calls.length; // which build goes first alternates
      const call = calls[b];
      const t0 = cpuMs();
      const { reply } = call({ cmd: 'think', id: ids[b], level, seed });
      const t1 = cpuMs();
      const played = call({ cmd: 'play', id: ids[b], move: reply.move });
      const t2 = cpuMs();
      call({ cmd: 'undo', id: ids[b], plies: 1 });
      const t3 = cpuMs();
      call({ cmd: 'hint', id: ids[b], nodes: 1 });
      out[b].hint.push(cpuMs() - t3);
      out[b].think.push(t1 - t0);
      out[b].play.push(t2 - t1);
      out[b].bytes.push(played.bytes);
      out[b].chosen.push(reply.move);
    }
  calls.forEach((call, b) => call({ cmd: 'close', id: ids[b] }));
  return out;
}

/** Counts in the page, installed before the client's code: each worker request's round trip and reply size, and
 * every IndexedDB put (value plus key as JSON text), stamped so that those after a `play` reply can be told apart. */
function instrument() {
  const log = (window.__bench = { requests: [], puts: [] });
  const size = (v) => (typeof v === 'string' ? v.length : (JSON.stringify(v) ?? '').length);
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    log.puts.push({ at: performance.now(), bytes: size(value) + (key === undefined ? 0 : size(key)) });
    return put.apply(this, arguments);
  };
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      const sent = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message && message.request) sent.set(message.id, { cmd: message.request.cmd, at: performance.now() });
        return post(message, ...rest);
      };
      this.addEventListener('message', (e) => {
        const s = sent.get(e.data && e.data.id);
        if (!s) return;
        sent.delete(e.data.id);
        const now = performance.now();
        log.requests.push({ cmd: s.cmd, ms: now - s.at, at: now, bytes: JSON.stringify(e.data.reply).length });
      });
    }
  };
}

/** Writes a saved game into the page's IndexedDB in the client's own format: version 1 (the whole game in one
 * text), or version 2 (a header, and one record per move keyed by [game, ply]) where the client made that store. */
function writeSaved(page, record) {
  return page.evaluate(
    (saved) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('littletable');
        req.onsuccess = () => {
          const db = req.result;
          const perMove = db.objectStoreNames.contains('localMoves');
          const tx = db.transaction(perMove ? ['localGames', 'localMoves'] : ['localGames'], 'readwrite');
          if (perMove) {
            const { moves, ...header } = saved;
            tx.objectStore('localGames').put(JSON.stringify({ ...header, v: 2 }), saved.game);
            const store = tx.objectStore('localMoves');
            store.delete(IDBKeyRange.bound([saved.game, 0], [saved.game, Infinity]));
            moves.forEach((m, ply) => store.put(m, [saved.game, ply]));
          } else tx.objectStore('localGames').put(JSON.stringify({ ...saved, v: 1 }), saved.game);
          tx.oncomplete = () => {
            db.close();
            resolve(null);
          };
          tx.onerror = () => reject(tx.error);
        };
        req.onerror = () => reject(req.error);
      }),
    record,
  );
}

async function pageRound(browser, url, game, moves, toMove) {
  const { context, page } = await newPlayer(browser, url);
  await context.addInitScript(instrument);
  // Opened once so that the client makes its database; the computer moves second (the player White).
  await page.goto(`/play/${game}?level=${level}&seat=0`);
  await page.waitForSelector('.room[data-v] svg.board');
  const record = { game, level, seat: 1 - toMove, options: {}, startFen: '' };
  const out = { think: [], play: [], bytes: [], written: [], writes: [] };
  for (let r = 0; r < reloads; r++) {
    await writeSaved(page, { ...record, moves, ending: null, gameNo: 1 });
    await page.reload();
    await page.waitForFunction(
      () => {
        const b = window.__bench;
        const played = b.requests.find((q) => q.cmd === 'play');
        return played !== undefined && b.puts.some((p) => p.at >= played.at);
      },
      null,
      { timeout: 30000 },
    );
    await page.waitForTimeout(300); // anything else the save writes
    const b = await page.evaluate(() => window.__bench);
    const think = b.requests.find((q) => q.cmd === 'think');
    const play = b.requests.find((q) => q.cmd === 'play');
    const after = b.puts.filter((p) => p.at >= play.at);
    out.think.push(think.ms);
    out.play.push(play.ms);
    out.bytes.push(play.bytes);
    out.written.push(after.reduce((sum, p) => sum + p.bytes, 0));
    out.writes.push(after.length);
  }
  await context.close();
  return out;
}

const machine = spawnSync('sh', ['-c', "sed -n 's/^model name\\s*: //p' /proc/cpuinfo | head -1"]).stdout;
console.log(`machine: ${String(machine).trim()}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3)}`);
console.log(`level ${level}; module: ${cycles} computer moves per row (seeds 1..${cycles}); page: ${reloads} per row`);
for (const b of builds) console.log(`${b.label}: ${b.dir} (${spawnSync('git', ['-C', b.dir, 'log', '--oneline', '-1']).stdout.toString().trim()})`);

const calls = [];
for (const b of builds) calls.push(await loadModule(b.dir));
const longest = Math.max(...plies);
const played = Object.fromEntries(games.map((g) => [g, randomGame(calls[1], g, longest)]));

console.log("\n1. module (Node.js): median CPU ms of think, of a one-node hint and of play; bytes of play's reply");
console.log('game       ply  build  | think  hint(1)   play  reply B | same moves');
for (const game of games)
  for (const ply of plies) {
    const rows = moduleRound(calls, game, played[game].moves.slice(0, ply));
    const same = rows[0].chosen.every((m, i) => m === rows[1].chosen[i]);
    rows.forEach((r, b) =>
      console.log(
        `${game.padEnd(10)} ${String(ply).padStart(4)} ${builds[b].label.padEnd(6)} | ${ms(median(r.think)).padStart(5)}` +
          ` ${ms(median(r.hint)).padStart(8)} ${ms(median(r.play)).padStart(6)} ${String(median(r.bytes)).padStart(8)} |` +
          ` ${same ? 'yes' : 'NO'}`,
      ),
    );
  }

console.log('\n2. page (Chromium, the real client): median ms of think and play (round trip to the worker), bytes of');
console.log("   play's reply, bytes put into IndexedDB for the computer's move and in how many puts");
console.log('game       ply  build  | think   play  reply B | IndexedDB B  puts');
const browser = await launchBrowser();
try {
  for (const game of games)
    for (const ply of plies)
      for (const b of builds) {
        const dir = dataDir();
        const server = await startServer({ dir, web: join(b.dir, 'web/dist') });
        try {
          const r = await pageRound(browser, server.url, game, played[game].moves.slice(0, ply), played[game].toMove[ply]);
          console.log(
            `${game.padEnd(10)} ${String(ply).padStart(4)} ${b.label.padEnd(6)} | ${ms(median(r.think)).padStart(5)} ${ms(median(r.play)).padStart(6)} ${String(median(r.bytes)).padStart(8)} |` +
              ` ${String(median(r.written)).padStart(11)} ${String(median(r.writes)).padStart(5)}`,
          );
        } finally {
          await server.stop();
          cleanup(dir);
        }
      }
} finally {
  await browser.close();
}
