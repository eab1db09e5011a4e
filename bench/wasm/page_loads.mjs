// N players open the client at once (bench/computer_capacity.sh, "after"): each player GETs the paths one real
// browser load fetched (bench/wasm/browser_bench.mjs app), over up to 6 keep-alive connections as a browser does,
// all players started together. Prints the bytes the server sent, its CPU time meanwhile (all its threads, from
// /proc/PID/task/*/schedstat) and each player's load time (loopback: the server's share only, no network).
// Usage: node bench/wasm/page_loads.mjs --port PORT --server-pid PID --players N --paths 'GET /a,GET /b' [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const port = Number(opt('port'));
const serverPid = Number(opt('server-pid'));
const players = Number(opt('players', 1));
const paths = opt('paths', '')
  .split(',')
  .filter(Boolean)
  .map((r) => r.replace(/^GET /, ''));
if (!port || !serverPid || !paths.length) {
  console.error("usage: node bench/wasm/page_loads.mjs --port PORT --server-pid PID --players N --paths 'GET /a,GET /b'");
  process.exit(2);
}

function cpuNs(pid) {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return total;
}

function get(agent, path) {
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolveGet({ status: res.statusCode, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function player() {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const start = performance.now();
  const results = await Promise.all(paths.map((p) => get(agent, p)));
  const ms = performance.now() - start;
  agent.destroy();
  return { ms, bytes: results.reduce((a, r) => a + r.bytes, 0), failed: results.filter((r) => r.status !== 200).length };
}

const percentile = (xs, p) => {
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(p * v.length))];
};

const cpuBefore = cpuNs(serverPid);
const start = performance.now();
const loads = await Promise.all(Array.from({ length: players }, player));
const wallMs = performance.now() - start;
const cpuMs = (cpuNs(serverPid) - cpuBefore) / 1e6;
const bytes = loads.reduce((a, l) => a + l.bytes, 0);
const failed = loads.reduce((a, l) => a + l.failed, 0);
const times = loads.map((l) => l.ms);
const result = { players, requests: players * paths.length, failed, bytes, serverCpuMs: cpuMs, wallMs, p50: percentile(times, 0.5), p90: percentile(times, 0.9), max: Math.max(...times) };
console.log(
  `${players} page loads at once (${paths.length} GETs each, ${failed} not 200): ${(bytes / 1e6).toFixed(2)} MB sent, server CPU ${cpuMs.toFixed(0)} ms ` +
    `(${(cpuMs / players).toFixed(1)} ms a player), all done in ${wallMs.toFixed(0)} ms; a player's load p50 ${result.p50.toFixed(0)} ms, ` +
    `p90 ${result.p90.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`,
);
if (argv.includes('--json')) console.log(`JSON ${JSON.stringify(result)}`);
