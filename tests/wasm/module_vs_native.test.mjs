// The WebAssembly module (scripts/build.sh wasm) against the native build, under Node.js: the same requests
// (docs/engine-api.md) to both, the same answers. The chess perft suite and four-player chess's gold counts are
// also held against their published numbers (data/perft/README.md); every game's legal moves and perft counts
// along seeded random games against the native engine's; the CPU levels with node budgets choose the same moves
// (the levels play alike on any machine); the search's bench signature is the same.
//
// LITTLETABLE_BIN: the native `littletable`; LITTLETABLE_WASM_DIR: the folder of littletable-engine.{js,wasm}.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { random } from '../../web/e2e/random.mjs';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const bin = process.env.LITTLETABLE_BIN ?? join(repo, 'build/release/cli/littletable');
const wasmDir = process.env.LITTLETABLE_WASM_DIR ?? join(repo, 'build/wasm/wasm');

let moduleCall;
let native;

before(async () => {
  const script = join(wasmDir, 'littletable-engine.js');
  assert.ok(existsSync(script), `no module at ${script}: run scripts/build.sh wasm`);
  assert.ok(existsSync(bin), `no native build at ${bin}`);
  const createEngine = createRequire(import.meta.url)(script);
  const m = await createEngine({ wasmBinary: readFileSync(join(wasmDir, 'littletable-engine.wasm')) });
  moduleCall = (req) => JSON.parse(m.ccall('lt_call', 'string', ['string'], [JSON.stringify(req)]));
  native = nativeEngine();
});

after(() => native?.close());

/** `littletable engine-api` as a child process: one request a line, its reply the next line out. */
function nativeEngine() {
  const proc = spawn(bin, ['engine-api'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: proc.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  return {
    call: (req) =>
      new Promise((resolvePromise) => {
        waiting.push(resolvePromise);
        proc.stdin.write(`${JSON.stringify(req)}\n`);
      }),
    close: () => proc.stdin.end(),
  };
}

/** The module's and the native build's replies to `req`, which must be equal; returns the module's. */
async function both(req) {
  const fromModule = moduleCall(req);
  const fromNative = await native.call(req);
  assert.deepEqual(fromModule, fromNative, `module and native differ on ${JSON.stringify(req)}`);
  assert.equal(fromModule.ok, true, `${JSON.stringify(req)}: ${JSON.stringify(fromModule.error)}`);
  return fromModule;
}


test('the chess perft suite: published counts to depth 3, in the module and natively', async () => {
  const lines = readFileSync(join(repo, 'data/perft/chess-perftsuite.epd'), 'utf8').split('\n');
  let checked = 0;
  for (const raw of lines) {
    const line = raw.replace(/\r$/, '').trim();
    if (!line) continue;
    const [fen, ...depths] = line.split(';').map((s) => s.trim());
    for (const d of depths) {
      const [, depth, count] = /^D(\d+)\s+(\d+)$/.exec(d) ?? [];
      if (Number(depth) > 3) continue;
      const reply = await both({ cmd: 'perft', game: 'chess', fen, depth: Number(depth) });
      assert.equal(reply.nodes, Number(count), `${fen} depth ${depth}`);
      checked++;
    }
    await both({ cmd: 'legal', game: 'chess', fen });
  }
  assert.equal(checked, 126 * 3);
});

test("four-player chess: the rules file's gold counts from the modern start", async () => {
  const gold = [20, 395, 7800, 152050];
  for (let depth = 1; depth <= gold.length; depth++)
    assert.equal((await both({ cmd: 'perft', game: 'fourplayer', depth })).nodes, gold[depth - 1]);
});

// Each game from its start (and from other room options), played at random: the legal moves at every ply and
// perft every tenth ply, the same in both.
const playouts = [
  { game: 'chess', plies: 80, depth: 3 },
  { game: 'metamate', plies: 60, depth: 2 },
  { game: 'metamachy', plies: 60, depth: 2 },
  { game: 'martian', plies: 80, depth: 3 },
  { game: 'martian4', plies: 80, depth: 3 },
  { game: 'fourplayer', plies: 80, depth: 2 },
  { game: 'fourplayer', options: { setup: 'classic' }, plies: 40, depth: 2 },
];

for (const { game, options, plies, depth } of playouts) {
  test(`${game}${options ? ` ${JSON.stringify(options)}` : ''}: legal moves and perft along random games`, async () => {
    const start = await both({ cmd: 'new', game, options });
    for (let seed = 1; seed <= 2; seed++) {
      const next = random(seed);
      const moves = [];
      for (let ply = 0; ply < plies; ply++) {
        const { moves: legal, fen } = await both({ cmd: 'legal', game, fen: start.startFen, moves });
        if (legal.length === 0) break;
        if (ply % 10 === 0) await both({ cmd: 'perft', game, fen, depth });
        moves.push(legal[Math.floor(next() * legal.length)]);
      }
      assert.ok(moves.length >= 10, `${game}: the random game ended after ${moves.length} plies`);
    }
  });
}

test('the CPU levels with node budgets choose the same moves in the module and natively', async () => {
  for (const game of ['chess', 'metamate', 'metamachy', 'martian', 'martian4', 'fourplayer']) {
    const moves = [];
    for (let ply = 0; ply < 6; ply++) {
      const g = await both({ cmd: 'new', game, moves });
      const { move } = await both({ cmd: 'think', id: g.id, level: 1 + (ply % 4), seed: 1000 + ply });
      await both({ cmd: 'close', id: g.id });
      moves.push(move);
    }
  }
});

test("the search's bench signature (its node count) is the same", async () => {
  for (const [game, depth] of [['chess', 7], ['metamate', 5], ['metamachy', 4]]) {
    const req = { cmd: 'bench', game, depth };
    const fromModule = moduleCall(req);
    const fromNative = await native.call(req);
    assert.equal(fromModule.ok, true, JSON.stringify(fromModule));
    assert.ok(fromModule.nodes > 1000, `${game}: ${fromModule.nodes} nodes`);
    assert.equal(fromModule.nodes, fromNative.nodes, `${game} bench at depth ${depth}`);
  }
});
