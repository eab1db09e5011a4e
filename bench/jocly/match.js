#!/usr/bin/env node
// A Metamachy match between a UCI engine (ours: `littletable uci` with UCI_Variant metamachy) and Jocly's AI, or
// between two Jocly levels (to test this script). Our rules referee every move (metamachy_referee); each pair of
// games plays one chief arrangement with colours swapped (the arrangement is the opening: Black's setup choice is
// made by the schedule, all 24 in turn; Jocly plays the mirrored game when the King stands on the g-file).
// Usage: node match.js --a ENGINE --b ENGINE [--games N (24)] [--first-game K (1)] [--movetime MS (1000)]
//                      [--max-plies P (400)] [--referee PATH] [--log FILE]
//   Games K .. K+N-1 of the schedule are played, so that one schedule can be split over several processes.
//   ENGINE: "jocly:LEVEL" (easy, fast, medium, strong) or "uci:COMMAND ARG..." (e.g. "uci:../../build/release/cli/
//   littletable uci", option UCI_Variant=metamachy is set). Results are from A's side.
"use strict";

const fs = require("fs");
const path = require("path");
const readline = require("readline");
const { spawn } = require("child_process");
const { Replayer, mirrorMove, needsMirror } = require("./jocly_side");
const { summary, resultLine } = require("./score");

const ARRANGEMENTS = ["aklq", "akql", "alkq", "alqk", "aqkl", "aqlk", "kalq", "kaql", "klaq", "klqa", "kqal", "kqla",
                      "lakq", "laqk", "lkaq", "lkqa", "lqak", "lqka", "qakl", "qalk", "qkal", "qkla", "qlak", "qlka"];

/// A line-oriented child process: send a line, wait for a line matching a test.
class LineProcess {
    constructor(command, args) {
        this.child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
        this.waiters = [];
        this.lines = []; // the lines read until the uci handshake is done (then null)
        this.child.on("error", (e) => { for (const w of this.waiters) w.reject(e); });
        readline.createInterface({ input: this.child.stdout }).on("line", (line) => {
            if (this.lines) this.lines.push(line);
            const w = this.waiters.find((x) => x.test(line));
            if (w) { this.waiters.splice(this.waiters.indexOf(w), 1); w.resolve(line); }
        });
    }
    send(line) { this.child.stdin.write(line + "\n"); }
    until(test) { return new Promise((resolve, reject) => this.waiters.push({ test, resolve, reject })); }
    close() { this.child.stdin.end(); }
}

/// Our rules: the referee's verdict on a move sequence.
class Referee {
    constructor(program) { this.process = new LineProcess(program, []); }
    async judge(moves) {
        this.process.send(moves.join(" "));
        return JSON.parse(await this.process.until(() => true));
    }
    close() { this.process.close(); }
}

class UciPlayer {
    constructor(commandLine, movetime) {
        const [command, ...args] = commandLine.split(" ").filter((x) => x);
        this.name = "uci:" + path.basename(command);
        this.process = new LineProcess(command, args);
        this.movetime = movetime;
    }
    async init() {
        this.process.send("uci");
        await this.process.until((l) => l === "uciok");
        const variant = this.process.lines.find((l) => /^option name UCI_Variant /.test(l));
        if (!variant || !/\bmetamachy\b/.test(variant))
            throw new Error(this.name + " does not offer UCI_Variant metamachy (" + (variant || "no UCI_Variant") + ")");
        this.process.lines = null;
        this.process.send("setoption name UCI_Variant value metamachy");
        this.process.send("isready");
        await this.process.until((l) => l === "readyok");
    }
    async newGame() { this.process.send("ucinewgame"); }
    async move(moves) {
        this.process.send("position startpos moves " + moves.join(" "));
        this.process.send("go movetime " + this.movetime);
        return (await this.process.until((l) => l.startsWith("bestmove "))).split(" ")[1];
    }
    close() { this.process.send("quit"); this.process.close(); }
}

class JoclyPlayer {
    constructor(level) { this.name = "jocly:" + level; this.level = level; this.replayer = new Replayer(); }
    async init() {}
    async newGame() {}
    async move(moves) {
        const mirrored = needsMirror(moves[0]);
        const game = await this.replayer.reach(mirrored ? moves.map(mirrorMove) : moves);
        const { text } = await game.machineMove(this.level);
        return mirrored ? mirrorMove(text) : text;
    }
    close() {}
}

function makePlayer(spec, movetime) {
    if (spec.startsWith("jocly:")) return new JoclyPlayer(spec.slice(6));
    if (spec.startsWith("uci:")) return new UciPlayer(spec.slice(4), movetime);
    throw new Error("an engine is jocly:LEVEL or uci:COMMAND, not " + spec);
}

/// One game; returns {result: 1 | 0.5 | 0 for White, reason, moves}.
async function playGame(white, black, setup, referee, maxPlies) {
    const moves = [setup + "@f12"];
    for (;;) {
        const v = await referee.judge(moves);
        if (!v.ok) throw new Error("referee rejects the record at ply " + v.ply + ": " + moves.join(" "));
        if (v.termination !== "none")
            return { result: v.winner === "white" ? 1 : v.winner === "black" ? 0 : 0.5, reason: v.termination, moves };
        if (v.threefold) return { result: 0.5, reason: "threefold-repetition", moves };
        if (v.fifty) return { result: 0.5, reason: "fifty-moves", moves };
        if (moves.length - 1 >= maxPlies) return { result: 0.5, reason: "adjudicated-max-plies", moves };
        const whiteToMove = v.fen.split(" ")[1] === "w";
        const player = whiteToMove ? white : black;
        const move = await player.move(moves);
        if (!v.legal.includes(move))
            return { result: whiteToMove ? 0 : 1, reason: "illegal move " + move + " by " + player.name, moves };
        moves.push(move);
    }
}

function parseArgs(argv) {
    const args = { games: 24, firstGame: 1, movetime: 1000, maxPlies: 400,
                   referee: path.join(__dirname, "../../build/release/bench/metamachy_referee"), log: null };
    for (let i = 0; i < argv.length; i += 2) {
        const [k, v] = [argv[i], argv[i + 1]];
        if (v === undefined) throw new Error(k + " needs a value");
        if (k === "--a") args.a = v;
        else if (k === "--b") args.b = v;
        else if (k === "--games") args.games = parseInt(v, 10);
        else if (k === "--first-game") args.firstGame = parseInt(v, 10);
        else if (k === "--movetime") args.movetime = parseInt(v, 10);
        else if (k === "--max-plies") args.maxPlies = parseInt(v, 10);
        else if (k === "--referee") args.referee = v;
        else if (k === "--log") args.log = v;
        else throw new Error("unknown argument " + k);
    }
    if (!args.a || !args.b) throw new Error("--a and --b are required");
    if (!(args.games > 0 && args.firstGame > 0 && args.movetime > 0 && args.maxPlies > 0))
        throw new Error("bad --games/--first-game/--movetime/--max-plies");
    if (!fs.existsSync(args.referee)) throw new Error("referee not found: " + args.referee + " (build metamachy_referee)");
    return args;
}

async function main() {
    const args = parseArgs(process.argv.slice(2));
    const a = makePlayer(args.a, args.movetime), b = makePlayer(args.b, args.movetime);
    await a.init();
    await b.init();
    const referee = new Referee(args.referee);
    const points = [];
    for (let g = args.firstGame - 1; g < args.firstGame - 1 + args.games; g++) {
        const setup = ARRANGEMENTS[Math.floor(g / 2) % ARRANGEMENTS.length];
        const aWhite = g % 2 === 0;
        await a.newGame();
        await b.newGame();
        const game = await playGame(aWhite ? a : b, aWhite ? b : a, setup, referee, args.maxPlies);
        const score = aWhite ? game.result : 1 - game.result;
        points.push(score);
        console.log(`game ${g + 1}: ${aWhite ? a.name : b.name} - ${aWhite ? b.name : a.name} ` +
                    `${game.result === 1 ? "1-0" : game.result === 0 ? "0-1" : "1/2-1/2"} (${game.reason}, ` +
                    `${game.moves.length - 1} plies, arrangement ${setup})`);
        if (args.log) fs.appendFileSync(args.log, JSON.stringify({ game: g + 1, white: aWhite ? a.name : b.name,
            black: aWhite ? b.name : a.name, ...game }) + "\n");
    }
    console.log(resultLine(a.name, b.name, points));
    a.close();
    b.close();
    referee.close();
}

main().catch((e) => { console.error("match.js:", e.message || e); process.exit(2); });
