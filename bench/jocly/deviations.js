// Jocly 0.9.13's documented deviations from our rules (docs/rules/metamachy.md, "Known deviations of Jocly"), as
// a transformation of OUR legal move list into the list Jocly should give if those deviations were its only ones.
// Our rules are never changed; the comparison applies this to our list when the switch is on.
//   1. A (2,1) king leap needs both passed-over squares safe (ours: one suffices).
//   2. White King on f1: the leap to h1 tests i1 instead of g1, the leap to d2 tests g1 instead of e2.
//   3. No 50-move rule; threefold repetition ends the game: no effect on a position's move list (our playouts stop
//      at our own game ends, which come no earlier than Jocly's move generation would differ).
//   4. The setup is two pseudo-moves, with only the 12 arrangements with the King on the f-file.
// All squares are in Jocly's frame (positions with the King on the g-file are mirrored before, jocly_side.js).
"use strict";

const { parseBoard, attackedSquares } = require("./attacks");
const { squareName } = require("./jocly_side");

const ALL = [1, 2, 4];
const F1 = 5, D2 = 15, H1 = 7, E1 = 4, G1 = 6, I1 = 8;

/// The King's initial leaps of the side to move under one rule, as a Set of move texts.
/// rule: {anyPassedSuffices: bool (ours), f1Bug: bool (deviation 2)}.
function kingLeaps(board, white, rule) {
    const king = board.indexOf(white ? "K" : "k");
    const lifted = board.slice();
    lifted[king] = "";
    const attacked = attackedSquares(lifted, !white);
    const leaps = new Set();
    if (attacked.has(king)) return leaps; // not while in check
    const kf = king % 12, kr = Math.floor(king / 12), sign = Math.sign;
    for (let dx = -2; dx <= 2; dx++) {
        for (let dy = -2; dy <= 2; dy++) {
            if (Math.max(Math.abs(dx), Math.abs(dy)) !== 2) continue;
            const f = kf + dx, r = kr + dy;
            if (f < 0 || f > 11 || r < 0 || r > 11) continue;
            const to = r * 12 + f;
            if (board[to] !== "" || attacked.has(to)) continue;
            let passed = [(kr + sign(dy)) * 12 + kf + sign(dx)];
            if (Math.abs(dx) + Math.abs(dy) === 3)
                passed.push(Math.abs(dx) === 2 ? kr * 12 + kf + sign(dx) : (kr + sign(dy)) * 12 + kf);
            if (rule.f1Bug && white && king === F1 && to === H1) passed = [I1];
            if (rule.f1Bug && white && king === F1 && to === D2) passed = [E1, G1];
            const safe = passed.map((s) => !attacked.has(s));
            const ok = rule.anyPassedSuffices ? safe.some((x) => x) : safe.every((x) => x);
            if (ok) leaps.add(squareName(king) + squareName(to));
        }
    }
    return leaps;
}

/// Our list transformed by the deviations in `enabled` (a subset of [1, 2, 4]). Returns {expected: Set of texts,
/// reasons: Map text -> [deviation numbers] for each move added or removed, leapCheck: false when this file's
/// reading of our rules disagrees with our engine's King leaps (then the attack function is wrong)}.
/// pos: a line of metamachy_positions, already mirrored into Jocly's frame (for the start, Jocly's list is the one
/// after its empty pseudo-move).
function expectedJoclyMoves(pos, enabled) {
    const ours = new Set(pos.legal);
    const reasons = new Map();
    const note = (text, dev) => reasons.set(text, (reasons.get(text) || []).concat([dev]));
    let leapCheck = true;
    if (pos.kind === "start") {
        if (enabled.includes(4))
            for (const text of pos.legal) {
                const i = text.indexOf("k");
                if (i === 1 || i === 3) { ours.delete(text); note(text, 4); }
            }
        return { expected: ours, reasons, leapCheck };
    }
    const [boardField, side, rights] = pos.fen.split(" ");
    const white = side === "w";
    if (!rights.includes(white ? "K" : "k")) return { expected: ours, reasons, leapCheck };
    const board = parseBoard(boardField);
    const kingSquare = squareName(board.indexOf(white ? "K" : "k"));
    const engineLeaps = pos.legal.filter((t) => t.startsWith(kingSquare) && isLeap(t));
    const ourRule = kingLeaps(board, white, { anyPassedSuffices: true, f1Bug: false });
    leapCheck = engineLeaps.length === ourRule.size && engineLeaps.every((t) => ourRule.has(t));
    const dev1 = enabled.includes(1) ? kingLeaps(board, white, { anyPassedSuffices: false, f1Bug: false }) : ourRule;
    const dev12 = enabled.includes(2)
        ? kingLeaps(board, white, { anyPassedSuffices: !enabled.includes(1), f1Bug: true }) : dev1;
    const candidates = new Set([...ourRule, ...dev1, ...dev12]);
    for (const text of candidates) {
        if (ourRule.has(text) !== dev1.has(text)) note(text, 1);
        if (dev1.has(text) !== dev12.has(text)) note(text, 2);
        if (dev12.has(text)) ours.add(text); else ours.delete(text);
    }
    return { expected: ours, reasons, leapCheck };
}

/// A King move of distance 2 (a leap) in long algebraic.
function isLeap(text) {
    const m = /^([a-l])([0-9]+)([a-l])([0-9]+)$/.exec(text);
    if (!m) return false;
    const df = Math.abs(m[1].charCodeAt(0) - m[3].charCodeAt(0)), dr = Math.abs(parseInt(m[2]) - parseInt(m[4]));
    return Math.max(df, dr) === 2;
}

module.exports = { ALL, expectedJoclyMoves, kingLeaps };
