#!/usr/bin/env node
// The score of a match from A's side with a 95 % interval and the Elo difference it implies.
// The interval is Wilson's score interval on the mean score (draws count 1/2), which stays meaningful for the small,
// one-sided samples a slow opponent allows (a normal approximation gives 100 % +- 0 after a clean sweep).
// As a program it sums match.js logs: node score.js --a NAME LOG... (NAME as match.js prints it, e.g. uci:littletable).
"use strict";

const fs = require("fs");

const Z = 1.96;

/// {mean, low, high, elo, eloLow, eloHigh} for per-game scores (1, 0.5, 0) of A; Elo is +-Infinity at 100 % / 0 %.
function summary(points) {
    const n = points.length;
    const mean = n ? points.reduce((a, b) => a + b, 0) / n : 0;
    const denom = 1 + (Z * Z) / n;
    const centre = (mean + (Z * Z) / (2 * n)) / denom;
    const half = (Z * Math.sqrt((mean * (1 - mean)) / n + (Z * Z) / (4 * n * n))) / denom;
    const elo = (p) => (p <= 0 ? -Infinity : p >= 1 ? Infinity : -400 * Math.log10(1 / p - 1));
    // Rounded off at 1e-12 so that a clean sweep's bound is exactly 0 or 1 (Elo +-Infinity), not 6,000 Elo.
    const clamp = (p) => (p < 1e-12 ? 0 : p > 1 - 1e-12 ? 1 : p);
    const low = clamp(centre - half), high = clamp(centre + half);
    return { mean, low, high, elo: elo(mean), eloLow: elo(low), eloHigh: elo(high) };
}

/// "A vs B: +W =D -L of N, score S % [95 %: lo, hi], Elo E [lo, hi]".
function resultLine(aName, bName, points) {
    const count = (x) => points.filter((p) => p === x).length;
    const s = summary(points);
    return `${aName} vs ${bName}: +${count(1)} =${count(0.5)} -${count(0)} of ${points.length}, ` +
           `score ${(100 * s.mean).toFixed(1)} % [95 %: ${(100 * s.low).toFixed(1)}, ${(100 * s.high).toFixed(1)}], ` +
           `Elo ${s.elo.toFixed(0)} [${s.eloLow.toFixed(0)}, ${s.eloHigh.toFixed(0)}]`;
}

function main(argv) {
    if (argv[0] !== "--a" || argv.length < 3) throw new Error("usage: node score.js --a NAME LOG...");
    const aName = argv[1];
    const points = [];
    let bName = "?";
    for (const file of argv.slice(2)) {
        for (const line of fs.readFileSync(file, "utf8").split("\n").filter((l) => l.trim())) {
            const g = JSON.parse(line);
            if (g.white !== aName && g.black !== aName) throw new Error(file + ": game " + g.game + " has no " + aName);
            bName = g.white === aName ? g.black : g.white;
            points.push(g.white === aName ? g.result : 1 - g.result);
        }
    }
    if (!points.length) throw new Error("no games in " + argv.slice(2).join(" "));
    console.log(resultLine(aName, bName, points));
}

module.exports = { summary, resultLine };
if (require.main === module) {
    try { main(process.argv.slice(2)); } catch (e) { console.error("score.js:", e.message); process.exit(2); }
}
