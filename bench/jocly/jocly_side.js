// Jocly's Metamachy (npm package jocly 0.9.13, game "metamachy-chess") driven headless under Node.js, in our move
// texts. In Node.js a Jocly match runs in-process (match.game is the game object); its public API is used:
// createMatch, getPossibleMoves, applyMove, machineSearch.
//
// Jocly's frame: squares are numbered rank * 12 + file from a1 = 0; its setup is two pseudo-moves (an empty move by
// White, then Black's choice among 12 arrangements, all with the King on the f-file: deviation 4 of
// docs/rules/metamachy.md). A position whose King stands on the g-file is therefore played mirrored left-right
// (files a..l to l..a): the rules are symmetric, so the mirrored position has the mirrored legal moves.
"use strict";

const Jocly = require("jocly");

const GAME = "metamachy-chess";
const FILES = "abcdefghijkl";

/// "e3" -> Jocly's square number (rank * 12 + file), or -1.
function squareIndex(name) {
    const m = /^([a-l])([0-9]{1,2})$/.exec(name);
    if (!m) return -1;
    const rank = parseInt(m[2], 10) - 1;
    return rank >= 0 && rank < 12 ? rank * 12 + FILES.indexOf(m[1]) : -1;
}

function squareName(index) {
    return FILES[index % 12] + (Math.floor(index / 12) + 1);
}

/// A square's name mirrored left-right ("a1" <-> "l1").
function mirrorSquare(name) {
    return FILES[11 - FILES.indexOf(name[0])] + name.slice(1);
}

/// A long algebraic move mirrored left-right; a setup text "qkla@f12" swaps its f and g chiefs ("kqal@f12").
function mirrorMove(text) {
    const setup = /^([a-z])([a-z])([a-z])([a-z])@f12$/.exec(text);
    if (setup) return setup[2] + setup[1] + setup[4] + setup[3] + "@f12";
    const m = /^([a-l][0-9]{1,2})([a-l][0-9]{1,2})([a-z]?)$/.exec(text);
    if (!m) throw new Error("not a long algebraic move: " + text);
    return mirrorSquare(m[1]) + mirrorSquare(m[2]) + m[3];
}

/// A FEN's board field mirrored left-right (each rank reversed).
function mirrorBoard(board) {
    return board.split("/").map((rank) => {
        const cells = [];
        for (const part of rank.match(/[0-9]+|[a-zA-Z]/g)) cells.push(part);
        return cells.reverse().join("");
    }).join("/");
}

/// True when a setup text puts the King on the g-file ("qkla@f12": f12 g12 f11 g11), so that Jocly plays it
/// mirrored.
function needsMirror(setupText) {
    const i = setupText.indexOf("k");
    return i === 1 || i === 3;
}

/// One game in Jocly, created at the default start. Moves go in and come out as our long algebraic texts in
/// Jocly's frame (the caller mirrors).
class JoclyGame {
    static async create() {
        const game = new JoclyGame();
        game.match = await Jocly.createMatch(GAME);
        game.model = game.match.game;
        game.geometry = game.model.cbVar.geometry;
        game.pieceTypes = game.model.cbVar.pieceTypes;
        return game;
    }

    /// The move's text: "f3f5", "e11e12l" (promotion letter of Jocly's abbreviation, lower case), a setup choice as
    /// the four chiefs it puts on f12 g12 f11 g11 ("qkla@f12"), "--" for the empty pseudo-move.
    async moveText(move) {
        if (move.setup !== undefined) return (await this.setupTexts())[move.setup];
        if (move.f === undefined) return "--";
        let text = squareName(move.f) + squareName(move.t);
        if (move.pr !== undefined) text += this.pieceTypes[move.pr].abbrev.toLowerCase();
        return text;
    }

    /// Jocly's 12 setup choices as our setup texts, found by playing each on a probe game and reading f12 g12 f11
    /// g11.
    async setupTexts() {
        if (JoclyGame.setups) return JoclyGame.setups;
        const texts = [];
        const probe = await Jocly.createMatch(GAME);
        for (let s = 0; s < 12; s++) {
            await probe.rollback(0);
            await probe.applyMove((await probe.getPossibleMoves())[0]);
            await probe.applyMove({ setup: s });
            const board = probe.game.mBoard;
            texts.push(["f12", "g12", "f11", "g11"].map((sq) => {
                const piece = board.pieces[board.board[squareIndex(sq)]];
                return probe.game.cbVar.pieceTypes[piece.t].abbrev.toLowerCase();
            }).join("") + "@f12");
        }
        JoclyGame.setups = texts;
        return texts;
    }

    /// Back to the default start (Jocly replays nothing: its history is cut).
    async restart() {
        await this.match.rollback(0);
    }

    /// Jocly's legal moves here with their texts: [{move, text}].
    async legalMoves() {
        const moves = await this.match.getPossibleMoves();
        const out = [];
        for (const move of moves) out.push({ move, text: await this.moveText(move) });
        return out;
    }

    /// Plays the move with this text (the empty pseudo-move is played first when a setup text comes at the start).
    /// A move Jocly does not offer is forced onto its board when `force` is set (Jocly's applyMove does not check
    /// legality; used to follow our playouts past a move one of its deviations forbids): returns false then, true
    /// for an offered move. Throws when the move is not offered and not forced.
    async play(text, force) {
        let legal = await this.legalMoves();
        if (legal.length === 1 && legal[0].text === "--" && text !== "--") {
            await this.match.applyMove(legal[0].move);
            legal = await this.legalMoves();
        }
        const found = legal.find((m) => m.text === text);
        if (found) {
            await this.match.applyMove(found.move);
            return true;
        }
        if (!force) throw new Error("Jocly does not offer " + text);
        await this.match.applyMove(this.buildMove(text));
        return false;
    }

    /// A Jocly move object for a plain move text (a step, leap, slide or capture; no en passant, double step or
    /// promotion: those are never forced, since Jocly offers them when we do).
    buildMove(text) {
        const m = /^([a-l][0-9]{1,2})([a-l][0-9]{1,2})$/.exec(text);
        if (!m) throw new Error("cannot force " + text + " onto Jocly's board");
        const board = this.model.mBoard, f = squareIndex(m[1]), t = squareIndex(m[2]);
        const piece = board.pieces[board.board[f]];
        return { f, t, c: board.board[t] >= 0 ? board.board[t] : null, a: this.pieceTypes[piece.t].abbrev };
    }

    /// Sets up a position of our FEN (Jocly's frame) directly on Jocly's board, past its setup. Jocly's own FEN import
    /// is not used: it gives White's Pawns and Princes Black's move graphs (README.md). Each letter gets the piece
    /// type of its colour (Pawns are Jocly's "ipawn" types, which double-step from any square); the King is unmoved
    /// exactly when the side has its leap right; `inCheck` (side to move) sets Jocly's check flag, which its move
    /// generation takes from the last move. Jocly's King-leap table knows only f1, f2, f11 and f12: a side with the
    /// leap right must have its King there (mirror first).
    async setPosition(fen, inCheck) {
        await this.restart();
        const [boardField, side, rights, ep] = fen.split(" ");
        const byName = {};
        for (const t in this.pieceTypes) byName[this.pieceTypes[t].name] = parseInt(t, 10);
        const typeOf = (letter) => {
            const white = letter === letter.toUpperCase(), l = letter.toUpperCase();
            if (l === "P") return byName[white ? "ipawn-w" : "ipawn-b"];
            if (l === "I") return byName[white ? "prince-w" : "prince-b"];
            const t = Object.keys(this.pieceTypes).find((k) => this.pieceTypes[k].abbrev === l);
            if (t === undefined) throw new Error("no Jocly piece for " + letter);
            return parseInt(t, 10);
        };
        const b = this.model.mBoard;
        b.board = new Int16Array(144).fill(-1);
        b.pieces = [];
        b.kings = {};
        const { parseBoard } = require("./attacks");
        parseBoard(boardField).forEach((letter, p) => {
            if (letter === "") return;
            const s = letter === letter.toUpperCase() ? 1 : -1, t = typeOf(letter), i = b.pieces.length;
            const king = this.pieceTypes[t].isKing;
            if (king) b.kings[s] = p;
            const unmoved = king && rights.includes(s === 1 ? "K" : "k");
            if (unmoved && ![5, 17, 137, 125].includes(p)) throw new Error("Jocly has no leap table for " + squareName(p));
            b.pieces.push({ s, t, p, m: !unmoved, i });
            b.board[p] = i;
        });
        const who = side === "w" ? 1 : -1;
        b.mWho = who;
        this.model.mWho = who;
        b.setupState = "done";
        b.check = !!inCheck;
        b.lastMove = null;
        b.ending = { 1: false, "-1": false };
        b.epTarget = null;
        if (ep && ep !== "-") {
            const passed = squareIndex(ep);
            b.epTarget = { p: passed, i: b.board[passed + (who === 1 ? -12 : 12)] };
        }
        b.mMoves = [];
    }

    /// The board and side fields of Jocly's FEN export (its other fields do not follow our FEN).
    boardAndSide() {
        const fen = this.model.mBoard.ExportBoardState(this.model);
        return fen.split(" ").slice(0, 2).join(" ");
    }

    /// Jocly's AI move here at one of its levels ("easy", "fast", "medium", "strong": the game config's model.levels,
    /// all UCT searches, "strong" being 60000 nodes or 45 s). Returns {move, text}.
    async machineMove(levelName) {
        const levels = (await this.match.getConfig()).model.levels;
        const level = levels.find((l) => l.name === levelName);
        if (!level) throw new Error("no Jocly level " + levelName + " (" + levels.map((l) => l.name) + ")");
        const result = await this.match.machineSearch({ level });
        return { move: result.move, text: await this.moveText(result.move) };
    }
}

/// One Jocly game that follows move sequences (in Jocly's frame): a sequence that extends the last one is replayed
/// from where it stopped, any other from the start. Moves Jocly does not offer are forced (JoclyGame.play) and
/// counted in `forced`.
class Replayer {
    constructor() { this.game = null; this.played = []; this.forced = 0; }
    /// A position of our FEN set up directly (JoclyGame.setPosition); the next reach() starts afresh.
    async setPosition(fen, inCheck) {
        if (!this.game) this.game = await JoclyGame.create();
        await this.game.setPosition(fen, inCheck);
        this.played = null;
        return this.game;
    }
    async reach(moves) {
        if (!this.game) this.game = await JoclyGame.create();
        const extends_ = this.played && this.played.length <= moves.length &&
            this.played.every((m, i) => m === moves[i]);
        if (!extends_) { await this.game.restart(); this.played = []; }
        for (const m of moves.slice(this.played.length)) {
            if (!(await this.game.play(m, true))) this.forced++;
            this.played.push(m);
        }
        return this.game;
    }
}

module.exports = { JoclyGame, Replayer, squareIndex, squareName, mirrorMove, mirrorBoard, mirrorSquare, needsMirror };
