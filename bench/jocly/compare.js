#!/usr/bin/env node
// Compares our Metamachy legal moves with Jocly's on the same positions (bench/jocly/README.md).
// Input (stdin): the JSON lines of metamachy_positions. Each position is replayed in Jocly from the default start by
// its move sequence (mirrored when our King stands on the g-file, jocly_side.js), or, for a position given by FEN
// (kind "fen"), set up on Jocly's board; the board and side of Jocly's FEN export are checked against ours, then the
// two legal move lists are compared.
// Usage: metamachy_positions ... | node compare.js [--deviations 1,2,4|none] [--show N]
//   --deviations: which of Jocly's documented deviations (deviations.js) to apply to our list before comparing
//                 (default all); a difference left is "unexplained".
//   --show N: print the first N unexplained differences (default 10).
"use strict";

const readline = require("readline");
const { Replayer, mirrorMove, mirrorBoard, needsMirror } = require("./jocly_side");
const { ALL, expectedJoclyMoves } = require("./deviations");
const { parseBoard, attackedSquares } = require("./attacks");

function parseArgs(argv) {
    const args = { deviations: ALL, show: 10 };
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === "--deviations") {
            const v = argv[++i];
            if (v === undefined) throw new Error("--deviations needs a value");
            args.deviations = v === "none" ? [] : v.split(",").map(Number);
            if (args.deviations.some((d) => !ALL.includes(d))) throw new Error("deviations are among " + ALL);
        } else if (argv[i] === "--show") {
            args.show = parseInt(argv[++i], 10);
            if (!(args.show >= 0)) throw new Error("--show needs a number");
        } else throw new Error("unknown argument " + argv[i] + " (--deviations 1,2,4|none, --show N)");
    }
    return args;
}

/// The position in Jocly's frame: moves, FEN and legal list mirrored when the setup puts the King on the g-file.
function toJoclyFrame(pos) {
    if (!(pos.kind === "fen" ? fenNeedsMirror(pos.fen) : pos.moves.length > 0 && needsMirror(pos.moves[0])))
        return { ...pos, mirrored: false };
    const [board, ...rest] = pos.fen.split(" ");
    const m = (list) => (list || []).map(mirrorMove);
    return { ...pos, mirrored: true, moves: m(pos.moves), legal: m(pos.legal), leaps: m(pos.leaps),
             enPassant: m(pos.enPassant), promotions: m(pos.promotions), fen: [mirrorBoard(board), ...rest].join(" ") };
}

/// A FEN position is mirrored when a side with the leap right has its King on the g-file (Jocly's leap table
/// knows only the f-file).
function fenNeedsMirror(fen) {
    const [board, , rights] = fen.split(" ");
    const cells = parseBoard(board);
    return ["K", "k"].some((k) => rights.includes(k) && cells.indexOf(k) % 12 === 6);
}

/// Whether the side to move is in check (attacks.js), for Jocly's check flag of a FEN position.
function inCheck(fen) {
    const [board, side] = fen.split(" ");
    const cells = parseBoard(board);
    return attackedSquares(cells, side !== "w").has(cells.indexOf(side === "w" ? "K" : "k"));
}

function newRow() {
    return { positions: 0, equal: 0, different: 0, explained: 0, unexplained: 0, byDeviation: { 1: 0, 2: 0, 4: 0 },
             ourMoves: 0, joclyMoves: 0, fenMismatch: 0, leapCheckFailed: 0, mirrored: 0 };
}

async function main() {
    const args = parseArgs(process.argv.slice(2));
    const rows = { fen: newRow(), start: newRow(), arrangement: newRow(), playout: newRow() };
    const replayer = new Replayer();
    const shown = [];
    // Coverage of the rarer rules: our moves of each kind, and how many of them Jocly offers too.
    const coverage = { leaps: [0, 0], enPassant: [0, 0], promotions: [0, 0] };
    const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of input) {
        if (!line.trim()) continue;
        const pos = toJoclyFrame(JSON.parse(line));
        const row = rows[pos.kind];
        row.positions++;
        if (pos.mirrored) row.mirrored++;
        const game = pos.kind === "fen" ? await replayer.setPosition(pos.fen, inCheck(pos.fen))
                                        : await replayer.reach(pos.moves);
        let jocly = (await game.legalMoves()).map((m) => m.text);
        if (pos.kind === "start" && args.deviations.includes(4)) {
            // Deviation 4: Jocly's choice comes after its empty pseudo-move.
            await game.play("--");
            jocly = (await game.legalMoves()).map((m) => m.text);
            await game.restart();
        } else if (pos.kind !== "start") {
            const ours = pos.fen.split(" ").slice(0, 2).join(" ");
            if (game.boardAndSide() !== ours) {
                row.fenMismatch++;
                if (shown.length < args.show) shown.push({ kind: "position differs", ours, jocly: game.boardAndSide() });
            }
        }
        const { expected, reasons, leapCheck } = expectedJoclyMoves(pos, args.deviations);
        if (!leapCheck) row.leapCheckFailed++;
        const joclySet = new Set(jocly);
        const raw = new Set(pos.legal);
        row.ourMoves += raw.size;
        row.joclyMoves += joclySet.size;
        for (const k of Object.keys(coverage))
            for (const m of pos[k] || []) { coverage[k][0]++; if (joclySet.has(m)) coverage[k][1]++; }
        const rawDiff = [...raw].filter((m) => !joclySet.has(m)).concat(jocly.filter((m) => !raw.has(m)));
        if (rawDiff.length === 0) { row.equal++; continue; }
        row.different++;
        const onlyOurs = [...expected].filter((m) => !joclySet.has(m));
        const onlyJocly = jocly.filter((m) => !expected.has(m));
        if (onlyOurs.length === 0 && onlyJocly.length === 0) {
            row.explained++;
            const devs = new Set();
            for (const m of rawDiff) for (const d of reasons.get(m) || []) devs.add(d);
            for (const d of devs) row.byDeviation[d]++;
        } else {
            row.unexplained++;
            if (shown.length < args.show) shown.push({ kind: pos.kind, game: pos.game, ply: pos.ply, fen: pos.fen,
                                                       mirrored: pos.mirrored, onlyOurs, onlyJocly });
        }
    }
    printTable(rows, args);
    console.log("Rarer moves in our lists (also offered by Jocly): " +
                Object.entries(coverage).map(([k, [n, j]]) => `${k} ${n} (${j})`).join(", "));
    console.log(`Moves of our playouts that Jocly does not offer, forced onto its board to follow them: ${replayer.forced}`);
    for (const s of shown) console.log(JSON.stringify(s));
    const bad = Object.values(rows).some((r) => r.unexplained || r.fenMismatch || r.leapCheckFailed);
    process.exitCode = bad ? 1 : 0;
}

function printTable(rows, args) {
    const devs = args.deviations.length ? args.deviations.join(",") : "none";
    console.log(`Deviations applied: ${devs}`);
    console.log("| positions | compared | mirrored | equal | different | explained (dev 1 / 2 / 4) | unexplained | " +
                "our moves | Jocly moves | position mismatch |");
    console.log("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|");
    const total = newRow();
    for (const [name, r] of Object.entries(rows)) {
        line(name, r);
        for (const k of Object.keys(total))
            if (k === "byDeviation") for (const d in r.byDeviation) total.byDeviation[d] += r.byDeviation[d];
            else total[k] += r[k];
    }
    line("**total**", total);
    const failed = total.leapCheckFailed;
    if (failed) console.log(`WARNING: attacks.js disagrees with our engine's King leaps in ${failed} positions`);
    function line(name, r) {
        const b = r.byDeviation;
        console.log(`| ${name} | ${r.positions} | ${r.mirrored} | ${r.equal} | ${r.different} | ` +
                    `${r.explained} (${b[1]} / ${b[2]} / ${b[4]}) | ${r.unexplained} | ${r.ourMoves} | ${r.joclyMoves} | ` +
                    `${r.fenMismatch} |`);
    }
}

main().catch((e) => { console.error("compare.js:", e.message || e); process.exitCode = 2; });
