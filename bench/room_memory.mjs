// Many short games through one server, and its memory as they go: each game is a room of two human seats whose
// sockets play Fool's mate (1.f3 e5 2.g4 Qh4#) and leave. Prints the server's resident memory (VmRSS of
// --server-pid, a comma-separated list for the nodes of a cluster) every --every games and at the end.
// Node.js 20: run with --experimental-websocket.
// Usage: node --experimental-websocket bench/room_memory.mjs --port P --server-pid PID [--games 2000] [--concurrency 20] [--every 500]
import { readFileSync } from "node:fs";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port);
const pids = String(args["server-pid"]).split(",").map(Number);
const games = Number(args.games ?? 2000);
const concurrency = Number(args.concurrency ?? 20);
const every = Number(args.every ?? 500);
const base = `http://127.0.0.1:${port}`;

function rssMiB(p) {
  const line = readFileSync(`/proc/${p}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Number(line.split(/\s+/)[1]) / 1024;
}
const rss = () => (pids.length === 1 ? "server RSS " : "nodes' RSS ") + pids.map((p) => `${rssMiB(p).toFixed(1)} MiB`).join(", ");

function socket(room) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${room}`);
  const waiters = [];
  ws.onmessage = (e) => {
    const f = JSON.parse(e.data);
    for (const w of [...waiters]) if (w.type === f.t) { waiters.splice(waiters.indexOf(w), 1); w.resolve(f); }
  };
  const opened = new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  return {
    ws,
    opened,
    next: (type) => new Promise((resolve) => waiters.push({ type, resolve })),
    send: (t, d) => ws.send(JSON.stringify({ t, d })),
  };
}

async function oneGame() {
  const res = await fetch(`${base}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game: "chess", seats: [{ kind: "human" }, { kind: "human" }] }),
  });
  if (!res.ok) throw new Error(`POST /api/rooms: ${res.status} ${await res.text()}`);
  const { room, secret } = await res.json();
  const white = socket(room);
  const black = socket(room);
  await Promise.all([white.opened, black.opened]);
  let snap = white.next("snapshot");
  white.send("hello", { secret });
  await snap;
  snap = black.next("snapshot");
  black.send("hello", {});
  await snap;
  const seated = black.next("seated");
  black.send("sit", {});
  await seated;
  const moves = ["f2f3", "e7e5", "g2g4", "d8h4"];
  for (let i = 0; i < moves.length; i++) {
    const mover = i % 2 === 0 ? white : black;
    const seen = white.next("move");
    mover.send("move", { u: moves[i], a: i + 1 });
    await seen;
  }
  white.ws.close();
  black.ws.close();
}

let started = 0;
let done = 0;
const t0 = Date.now();
async function lane() {
  while (started < games) {
    started++;
    await oneGame();
    done++;
    if (done % every === 0) console.log(`${done} games in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${rss()}`);
  }
}
await Promise.all(Array.from({ length: concurrency }, lane));
console.log(`done: ${done} games in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${rss()}`);
process.exit(0);
