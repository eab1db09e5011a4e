// The board's redraw after a move, an older client's board (a git ref, main by default) beside this tree's, in
// headless Chromium (Debian's, driven by playwright-core from web/node_modules as web/e2e/helpers.mjs drives it).
// Both boards are bundled by Vite into one page; each draws the same games, one move at a time: a piece of the
// side to move goes to a square that is empty or holds another side's piece (a capture), chosen by a seeded
// random generator, on the chess board and on four-player chess's 160-square board. The board knows no rule, so
// the moves need none. For each move: the time of `board.set` with the new pieces and last move plus the style
// and layout it causes (read back at once), and the elements added and removed (with their descendants) and the
// attributes changed (a MutationObserver; Chromium's clock counts in steps of 0.1 ms). The boards take turns by round, each round a fresh board; figures are medians over moves.
// Sliding pieces are off (the board option), so that the new board does the same work whatever the motion.
//
//   node bench/web/board_redraw.mjs [--old main] [--moves 200] [--rounds 5] [--seed 1] [--json]
//
// Needs web/node_modules (npm ci in web/). The older tree is written to web/node_modules/.cache/board-redraw
// (`git archive`), where its imports resolve to web/node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(repoRoot, 'web');
const load = (path) => import(pathToFileURL(join(web, 'node_modules', path)).href);
const { chromium } = await load('playwright-core/index.mjs');
const { build } = await load('vite/dist/node/index.js');

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const oldRef = opt('old', 'main');
const moves = Number(opt('moves', 200));
const rounds = Number(opt('rounds', 5));
const seed = Number(opt('seed', 1));

// ---- the page: both boards in one bundle ----
const cache = join(web, 'node_modules', '.cache', 'board-redraw');
rmSync(cache, { recursive: true, force: true });
mkdirSync(join(cache, 'old'), { recursive: true });
const archive = execFileSync('git', ['-C', repoRoot, 'archive', oldRef, 'web/src'], { maxBuffer: 1 << 28 });
execFileSync('tar', ['-x', '-C', join(cache, 'old')], { input: archive });
const oldCommit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', oldRef]).toString().trim();
const newCommit = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']).toString().trim();
const dirty = execFileSync('git', ['-C', repoRoot, 'status', '--porcelain', 'web/src']).toString().trim() !== '';
writeFileSync(
  join(cache, 'entry.ts'),
  `import { Board as OldBoard } from './old/web/src/board/board';
import { Board as NewBoard } from '../../../src/board/board';
import { setSlideOption } from '../../../src/board/motion';
setSlideOption(false);
(window as unknown as { boards: unknown }).boards = { old: OldBoard, new: NewBoard };
`,
);
await build({
  root: web,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: join(cache, 'dist'),
    emptyOutDir: true,
    minify: true,
    lib: { entry: join(cache, 'entry.ts'), formats: ['es'], fileName: () => 'boards.js' },
  },
});
const script = readFileSync(join(cache, 'dist', 'boards.js'));
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
svg.board { display: block; width: 640px; height: auto; }</style></head>
<body><div id="host"></div><script type="module" src="/boards.js"></script></body></html>`;
const server = createServer((req, res) => {
  if (req.url === '/boards.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    res.end(script);
  } else {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(html);
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

// ---- in the page ----
/** Plays `moves` random moves on one board of `kind` and returns each move's time (ms) and DOM changes. */
function playInPage({ kind, geometryName, moves, seed }) {
  const Board = window.boards[kind];
  let s = seed >>> 0;
  const random = (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  const name = (f, r) => String.fromCharCode(97 + f) + String(r + 1);
  const geometry = (w, h, removed) => {
    const squares = [];
    for (let r = 0; r < h; r++) for (let f = 0; f < w; f++) squares.push(removed(f, r) ? '' : name(f, r));
    return { width: w, height: h, squares, zones: [] };
  };
  let g;
  let seats;
  let pieces = [];
  const back = 'RNBQKBNR';
  if (geometryName === 'chess') {
    g = geometry(8, 8, () => false);
    seats = 2;
    for (let f = 0; f < 8; f++) {
      pieces.push({ sq: f, owner: 0, kind: back[f] }, { sq: 8 + f, owner: 0, kind: 'P' });
      pieces.push({ sq: 48 + f, owner: 1, kind: 'P' }, { sq: 56 + f, owner: 1, kind: back[f] });
    }
  } else {
    g = geometry(14, 14, (f, r) => (f < 3 || f > 10) && (r < 3 || r > 10));
    seats = 4;
    // Each seat's back row and pawns along its edge, clockwise from the bottom: south, west, north, east.
    for (let i = 0; i < 8; i++) {
      const k = back[i];
      pieces.push({ sq: 3 + i, owner: 0, kind: k }, { sq: 14 + 3 + i, owner: 0, kind: 'P' });
      pieces.push({ sq: (3 + i) * 14, owner: 1, kind: k }, { sq: (3 + i) * 14 + 1, owner: 1, kind: 'P' });
      pieces.push({ sq: 13 * 14 + 3 + i, owner: 2, kind: k }, { sq: 12 * 14 + 3 + i, owner: 2, kind: 'P' });
      pieces.push({ sq: (3 + i) * 14 + 13, owner: 3, kind: k }, { sq: (3 + i) * 14 + 12, owner: 3, kind: 'P' });
    }
  }
  // The older board takes square names, this tree's the indices.
  const named = kind === 'old';
  const sq = (i) => (named ? g.squares[i] : i);
  const show = (list) => list.map((p) => ({ ...p, sq: sq(p.sq) }));
  const host = document.getElementById('host');
  const board = new Board({ geometry: g, seatCount: seats, orientationSeat: 0, pieces: show(pieces) });
  host.replaceChildren(board.element);
  const out = [];
  for (let m = 0; m < moves; m++) {
    const mover = m % seats;
    const own = pieces.filter((p) => p.owner === mover);
    const piece = own[random(own.length)];
    if (!piece) continue; // a seat with nothing left
    const free = [];
    g.squares.forEach((n, i) => {
      if (n && !pieces.some((p) => p.sq === i && p.owner === mover)) free.push(i);
    });
    const to = free[random(free.length)];
    const from = piece.sq;
    pieces = pieces.filter((p) => p.sq !== to).map((p) => (p === piece ? { ...p, sq: to } : p));
    const next = show(pieces);
    const lastMove = { from: sq(from), to: sq(to) };
    let added = 0;
    let removed = 0;
    let attributes = 0;
    const seen = new MutationObserver(() => undefined);
    seen.observe(board.element, { subtree: true, childList: true, attributes: true });
    const t0 = performance.now();
    board.set({ pieces: next, lastMove });
    void board.element.getBoundingClientRect();
    void document.body.offsetHeight;
    const ms = performance.now() - t0;
    // Elements with their descendants: a layer put in whole counts every element in it.
    const elements = (nodes) =>
      [...nodes].reduce((n, x) => n + (x instanceof Element ? 1 + x.querySelectorAll('*').length : 0), 0);
    for (const r of seen.takeRecords()) {
      added += elements(r.addedNodes);
      removed += elements(r.removedNodes);
      if (r.type === 'attributes') attributes++;
    }
    seen.disconnect();
    out.push({ ms, added, removed, attributes });
  }
  board.destroy();
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);
await page.waitForFunction(() => window.boards !== undefined);
const results = {};
for (const geometryName of ['chess', 'fourplayer']) {
  const runs = { old: [], new: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const kind of order)
      runs[kind].push(...(await page.evaluate(playInPage, { kind, geometryName, moves, seed: seed + round })));
  }
  const sum = (kind) => {
    const r = runs[kind];
    return {
      msMedian: median(r.map((x) => x.ms)),
      msP90: p90(r.map((x) => x.ms)),
      nodesAdded: median(r.map((x) => x.added)),
      nodesRemoved: median(r.map((x) => x.removed)),
      attributes: median(r.map((x) => x.attributes)),
    };
  };
  results[geometryName] = { old: sum('old'), new: sum('new') };
}
await browser.close();
server.close();
rmSync(cache, { recursive: true, force: true });

const f = (x) => x.toFixed(1);
console.log(
  `board redraw per move: old ${oldRef} (${oldCommit}) vs new ${newCommit}${dirty ? '+changes' : ''}; ` +
    `${moves} moves x ${rounds} rounds each; Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
);
console.log('board       | board  | ms median | ms p90 | elements added | elements removed | attributes set');
for (const [name, r] of Object.entries(results)) {
  for (const kind of ['old', 'new']) {
    const x = r[kind];
    console.log(
      `${name.padEnd(11)} | ${kind.padEnd(6)} | ${f(x.msMedian).padStart(9)} | ${f(x.msP90).padStart(6)} | ` +
        `${String(x.nodesAdded).padStart(14)} | ${String(x.nodesRemoved).padStart(16)} | ${String(x.attributes).padStart(14)}`,
    );
  }
  console.log(`${name.padEnd(11)} | old/new time ratio ${(r.old.msMedian / r.new.msMedian).toFixed(1)}`);
}
if (argv.includes('--json')) console.log(`JSON ${JSON.stringify(results)}`);
