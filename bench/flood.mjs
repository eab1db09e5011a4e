// A flood in one room: two seated players and SPECTATORS spectators; one player sends drawOffer/drawDecline as
// fast as its socket takes them for SECONDS, each of which the room would broadcast to every socket. Prints the
// frames sent and the frames the spectators received. Node.js 20: --experimental-websocket.
// Usage: node --experimental-websocket bench/flood.mjs --port P [--spectators 50] [--seconds 10]
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port);
const spectators = Number(args.spectators ?? 50);
const seconds = Number(args.seconds ?? 10);
const ws = (room) => new WebSocket(`ws://127.0.0.1:${port}/ws/${room}`);
const opened = (s) => new Promise((resolve, reject) => ((s.onopen = resolve), (s.onerror = reject)));

const res = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ game: "chess", seats: [{ kind: "human" }, { kind: "human" }] }),
});
const { room, secret } = await res.json();
const flooder = ws(room);
const other = ws(room);
await Promise.all([opened(flooder), opened(other)]);
flooder.send(JSON.stringify({ t: "hello", d: { secret } }));
other.send(JSON.stringify({ t: "hello", d: {} }));
other.send(JSON.stringify({ t: "sit", d: {} }));
let received = 0;
const watchers = [];
for (let i = 0; i < spectators; i++) {
  const s = ws(room);
  s.onmessage = () => received++;
  watchers.push(opened(s).then(() => s.send(JSON.stringify({ t: "hello", d: {} }))));
}
await Promise.all(watchers);
await new Promise((r) => setTimeout(r, 500));
received = 0;
let sent = 0;
let closed = false;
flooder.onclose = () => (closed = true);
const end = Date.now() + seconds * 1000;
while (Date.now() < end && !closed) {
  // Keep the socket's buffer short: the flood is what the server lets in, not what the client can queue.
  if (flooder.bufferedAmount < 64 * 1024) {
    flooder.send(JSON.stringify({ t: sent % 2 ? "drawDecline" : "drawOffer", d: {} }));
    sent++;
  } else {
    await new Promise((r) => setImmediate(r));
  }
  if (sent % 200 === 0) await new Promise((r) => setImmediate(r));
}
console.log(`flood: ${sent} frames sent${closed ? " (the server closed the flooding socket)" : ""}, ${received} frames received by ${spectators} spectators in ${seconds} s`);
process.exit(0);
