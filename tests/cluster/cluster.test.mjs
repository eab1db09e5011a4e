// The cluster end to end (issue 33): scripts/cluster.sh starts PostgreSQL, Redis, three nodes, two workers and
// HAProxy on loopback; bots play a game of every game through the balancer, each a human seat against CPU seats
// (searched by the workers); one node is killed (SIGKILL) mid-game, then one worker. At the end every
// acknowledged move is stored exactly once at its ply, every game went on after the kills, and every bot's
// position equals the stored one. Run by CTest (tests/CMakeLists.txt) with LITTLETABLE_BIN; Node.js 20 needs
// --experimental-websocket.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// Under build/ (not a private temporary folder): PostgreSQL runs as the postgres user when the tests run as root.
mkdirSync(join(root, "build"), { recursive: true });
const dir = mkdtempSync(join(root, "build", "cluster-test-"));
execFileSync("chmod", ["755", dir]);
// Below the ephemeral range (32768 and up), where clients' sockets would collide with the servers' ports.
const base = 21000 + Math.floor(Math.random() * 9000);
const port = base;
const env = { ...process.env, CLUSTER_DIR: dir, CLUSTER_PORT: String(port), CLUSTER_BASE_PORT: String(base) };
const url = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cluster = (cmd) => execFileSync(join(root, "scripts", "cluster.sh"), [cmd], { env, encoding: "utf8" });
const kill9 = (name) => process.kill(Number(readFileSync(join(dir, `${name}.pid`), "utf8")), "SIGKILL");

const GAMES = [
  { game: "chess", seats: 2 },
  { game: "metamate", seats: 2 },
  { game: "metamachy", seats: 2 },
  { game: "martian", seats: 2 },
  { game: "fourplayer", seats: 4 },
];

/// A human seat played by a script: the first legal move on its turn; reconnects through the balancer whenever
/// its socket closes, with its secret, and sends an unanswered move again with the same ack id.
class Bot {
  constructor(room, secret, seat) {
    Object.assign(this, { room, secret, seat, history: [], acked: new Map(), pending: null, ack: 0, stopped: false, sockets: 0 });
  }
  connect() {
    if (this.stopped) return;
    const ws = new WebSocket(`${url.replace("http", "ws")}/ws/${this.room}`);
    this.ws = ws;
    ws.onopen = () => {
      this.sockets++;
      ws.send(JSON.stringify({ t: "hello", d: { secret: this.secret } }));
    };
    ws.onmessage = (e) => this.on(JSON.parse(e.data));
    ws.onclose = () => {
      if (!this.stopped) setTimeout(() => this.connect(), 200);
    };
    ws.onerror = () => {};
  }
  on(f) {
    if (f.t === "snapshot") {
      this.history = f.d.state.history.map((m) => m.u);
      this.state = f.d.state;
      if (this.pending) this.send(this.pending); // unanswered before the socket closed
    } else if (f.t === "move") {
      this.history.push(f.d.move.u);
      this.state = f.d.state;
    } else if (f.t === "ack" && this.pending && f.d.a === this.pending.a) {
      this.acked.set(this.pending.a, this.pending);
      this.pending = null;
    } else if (f.t === "error" && this.pending && f.d.a === this.pending.a) {
      this.pending = null; // refused (the position moved on): nothing stored
    }
    this.play();
  }
  play() {
    const s = this.state;
    if (this.stopped || this.pending || !s || s.outcome || s.toMove !== this.seat || s.moves.length === 0) return;
    this.pending = { a: ++this.ack, u: s.moves[0].u, ply: this.history.length };
    this.send(this.pending);
  }
  send(p) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ t: "move", d: { u: p.u, a: p.a } }));
  }
  stop() {
    this.stopped = true;
    this.ws?.close();
  }
}

function storedMoves(postgresUrl) {
  const out = execFileSync("psql", [postgresUrl, "-tAF", "\t", "-c", "SELECT room, ply, u FROM moves WHERE game_no = 1 ORDER BY room, ply"], {
    encoding: "utf8",
  });
  const byRoom = new Map();
  for (const line of out.split("\n").filter(Boolean)) {
    const [room, ply, u] = line.split("\t");
    if (!byRoom.has(room)) byRoom.set(room, []);
    byRoom.get(room).push({ ply: Number(ply), u });
  }
  return byRoom;
}

test("bots play every game through the balancer while a node and a worker are killed", { timeout: 180_000 }, async () => {
  try {
    cluster("start");
    await play();
  } finally {
    cluster("stop");
    rmSync(dir, { recursive: true, force: true });
  }
});

async function play() {
  const bots = [];
  try {
    for (const { game, seats } of GAMES) {
      const body = { game, seats: [{ kind: "human" }, ...Array.from({ length: seats - 1 }, () => ({ kind: "cpu", level: 1 }))] };
      const res = await fetch(`${url}/api/rooms`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      assert.equal(res.status, 200, await res.clone().text());
      const { room, secret, seat } = await res.json();
      const bot = new Bot(room, secret, seat);
      bot.game = game;
      bot.connect();
      bots.push(bot);
    }
    await sleep(5000);
    const before = bots.map((b) => b.history.length);
    kill9("node1");
    await sleep(3000);
    kill9("worker1");
    await sleep(15000);
    for (const [i, b] of bots.entries())
      assert.ok(
        b.history.length > before[i] || b.state?.outcome,
        `${b.game}: the game went on after the kills (${before[i]} -> ${b.history.length} plies; seat ${b.seat}, ` +
          `to move ${b.state?.toMove}, ${b.state?.moves?.length} legal moves, ${b.sockets} socket(s), ` +
          `pending ${JSON.stringify(b.pending)})`,
      );
  } finally {
    for (const b of bots) b.stop();
  }
  await sleep(1500); // a CPU search running when the last socket closed may still be stored
  const postgres = execFileSync(join(root, "scripts", "postgres.sh"), ["start", join(dir, "postgres"), String(base + 10)], { encoding: "utf8" }).trim();
  const stored = storedMoves(postgres);
  for (const b of bots) {
    const moves = stored.get(b.room) ?? [];
    console.log(`${b.game}: ${moves.length} moves stored, ${b.acked.size} of the bot's acknowledged, ${b.sockets} socket(s)`);
    moves.forEach((m, i) => assert.equal(m.ply, i, `${b.game}: plies stored once each, in order`));
    const text = moves.map((m) => m.u);
    assert.ok(b.acked.size > 0, `${b.game}: the bot's moves were acknowledged`);
    for (const { u, ply } of b.acked.values()) assert.equal(text[ply], u, `${b.game}: acknowledged move ${u} stored at ply ${ply}`);
    // The bot's last view is the stored game, but for the CPU moves stored after its socket closed.
    assert.deepEqual(text.slice(0, b.history.length), b.history, `${b.game}: the bot's position is the stored one`);
    assert.ok(text.length - b.history.length <= 3, `${b.game}: ${text.length - b.history.length} moves stored after the end`);
  }
}
