// Which squares a side attacks in a Metamachy position, written straight from docs/rules/metamachy.md ("Pieces"),
// independent of both our engine and Jocly: the comparison needs it to apply Jocly's king-leap deviations to our
// move list. Board: an array of 144 FEN letters ("" for empty), index rank * 12 + file from a1 = 0.
"use strict";

/// The 144-cell board of a FEN's board field.
function parseBoard(field) {
    const ranks = field.split("/");
    if (ranks.length !== 12) throw new Error("FEN board needs 12 ranks: " + field);
    const board = new Array(144).fill("");
    ranks.forEach((rank, i) => {
        const r = 11 - i;
        let f = 0;
        for (const part of rank.match(/[0-9]+|[a-zA-Z]/g)) {
            if (/[0-9]/.test(part)) f += parseInt(part, 10);
            else board[r * 12 + f++] = part;
        }
        if (f !== 12) throw new Error("FEN rank needs 12 files: " + rank);
    });
    return board;
}

const isWhite = (p) => p !== "" && p === p.toUpperCase();
const onBoard = (f, r) => f >= 0 && f < 12 && r >= 0 && r < 12;

const KING_STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
const DIAGONALS = KING_STEPS.slice(4);
const ORTHOGONALS = KING_STEPS.slice(0, 4);
const KNIGHT = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
const CAMEL = [[1, 3], [3, 1], [-1, 3], [-3, 1], [1, -3], [3, -1], [-1, -3], [-3, -1]];
const ELEPHANT = DIAGONALS.concat(DIAGONALS.map(([x, y]) => [2 * x, 2 * y]));
const LION = [];
for (let x = -2; x <= 2; x++) for (let y = -2; y <= 2; y++) if (x || y) LION.push([x, y]);

/// The squares (a Set of indices) that the pieces of one colour attack: where they could capture an enemy piece.
function attackedSquares(board, white) {
    const attacked = new Set();
    const at = (f, r) => board[r * 12 + f];
    const leap = (f, r, steps) => steps.forEach(([x, y]) => onBoard(f + x, r + y) && attacked.add((r + y) * 12 + f + x));
    // A ray from (f, r) (excluded) in direction (x, y): every square up to and including the first piece.
    const ray = (f, r, x, y) => {
        for (f += x, r += y; onBoard(f, r); f += x, r += y) {
            attacked.add(r * 12 + f);
            if (at(f, r) !== "") return;
        }
    };
    for (let sq = 0; sq < 144; sq++) {
        const p = board[sq];
        if (p === "" || isWhite(p) !== white) continue;
        const f = sq % 12, r = Math.floor(sq / 12), fwd = white ? 1 : -1;
        switch (p.toUpperCase()) {
        case "P": leap(f, r, [[1, fwd], [-1, fwd]]); break;
        case "I": case "K": leap(f, r, KING_STEPS); break;
        case "N": leap(f, r, KNIGHT); break;
        case "M": leap(f, r, CAMEL); break;
        case "E": leap(f, r, ELEPHANT); break;
        case "L": leap(f, r, LION); break;
        case "R": ORTHOGONALS.forEach(([x, y]) => ray(f, r, x, y)); break;
        case "B": DIAGONALS.forEach(([x, y]) => ray(f, r, x, y)); break;
        case "Q": KING_STEPS.forEach(([x, y]) => ray(f, r, x, y)); break;
        case "C":
            // Captures the first piece beyond exactly one screen along a rank or file.
            ORTHOGONALS.forEach(([x, y]) => {
                let g = f + x, s = r + y;
                while (onBoard(g, s) && at(g, s) === "") g += x, s += y;
                for (g += x, s += y; onBoard(g, s); g += x, s += y) {
                    if (at(g, s) !== "") { attacked.add(s * 12 + g); break; }
                }
            });
            break;
        case "A":
            // One diagonal step; from that square, if empty, outward along its file and rank as a rook.
            DIAGONALS.forEach(([x, y]) => {
                if (!onBoard(f + x, r + y)) return;
                attacked.add((r + y) * 12 + f + x);
                if (at(f + x, r + y) !== "") return;
                ray(f + x, r + y, x, 0);
                ray(f + x, r + y, 0, y);
            });
            break;
        default: throw new Error("unknown piece letter " + p);
        }
    }
    return attacked;
}

module.exports = { parseBoard, attackedSquares, isWhite };
