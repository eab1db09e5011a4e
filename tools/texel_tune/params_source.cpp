#include "tools/texel_tune/params_source.h"

#include <cstdio>
#include <string>

#include "tools/texel_tune/names.h"

namespace littletable::texel {

namespace {

using namespace chess;

const char* const PST_NAME[PIECE_TYPE_NB] = {"",         "PST_PAWN",  "PST_KNIGHT", "PST_BISHOP",
                                             "PST_ROOK", "PST_QUEEN", "PST_KING",   ""};
const char* const MOBILITY_COMMENT[PIECE_TYPE_NB] = {"", "", "knight", "bishop", "rook", "queen", "", ""};
/// The most safe squares a piece of each type can have: the used length of its mobility row.
constexpr int MOBILITY_MAX[PIECE_TYPE_NB] = {0, 0, 8, 13, 14, 27, 0, 0};

std::string format(const char* fmt, int a, int b) {
    char buf[64];
    std::snprintf(buf, sizeof buf, fmt, a, b);
    return buf;
}

std::string score(Score s) { return format("{%d, %d}", s.mg, s.eg); }

std::string diagram(PieceType pt, const EvalParams& p) {
    std::string out = std::string("constexpr Table ") + PST_NAME[pt] + " = diagram({\n";
    for (int rank = 7; rank >= 0; --rank) {
        out += "   ";
        for (int file = 0; file < 8; ++file) {
            const Score s = p.pst[pt][rank * 8 + file];
            out += format(" {%4d, %4d},", s.mg, s.eg);
        }
        out += "\n";
    }
    return out + "});\n";
}

std::string mobility(PieceType pt, const EvalParams& p) {
    const std::string name = std::string("MOBILITY_") + TYPE_NAME[pt];
    std::string out = std::string("    // ") + MOBILITY_COMMENT[pt] + ": 0 .. " + std::to_string(MOBILITY_MAX[pt]) +
                      " safe squares\n    constexpr Score " + name + "[] = {\n       ";
    for (int n = 0; n <= MOBILITY_MAX[pt]; ++n) {
        out += ' ';
        out += score(p.mobility[pt][n]);
        out += ',';
        if (n % 8 == 7 && n < MOBILITY_MAX[pt])
            out += "\n       ";
    }
    out += "\n    };\n";
    out += "    for (int n = 0; n <= " + std::to_string(MOBILITY_MAX[pt]) + "; ++n)\n";
    out += std::string("        p.mobility[") + TYPE_NAME[pt] + "][n] = " + name + "[n];\n";
    return out;
}

std::string line(const std::string& name, Score s) { return "    p." + name + " = " + score(s) + ";\n"; }
std::string line(const std::string& name, int v) { return "    p." + name + " = " + std::to_string(v) + ";\n"; }

} // namespace

std::string eval_params_source(const EvalParams& p, const std::string& provenance) {
    // The tuner lays the file out itself (a test compares it byte for byte): clang-format keeps off it.
    std::string out =
        "// clang-format off\n"
        "// The weights of the chess evaluation (see eval_params.h for what each means).\n" +
        provenance +
        "#include \"engine/chess/eval_params.h\"\n\nnamespace littletable::chess {\n\nnamespace {\n\n"
        "/// A piece-square table written as a board diagram from White's side: the first row is rank 8, "
        "the last\n/// rank 1; returned indexed by square (a1 = 0).\n"
        "struct Table {\n    Score squares[SQUARE_NB];\n};\n"
        "constexpr Table diagram(const Score (&rows)[SQUARE_NB]) {\n    Table t{};\n"
        "    for (int s = 0; s < SQUARE_NB; ++s)\n        t.squares[s] = rows[s ^ 56];\n    return t;\n}\n\n";
    for (int pt = PAWN; pt <= KING; ++pt)
        out += diagram(PieceType(pt), p);
    out += "\nconstexpr EvalParams make_params() {\n    EvalParams p{};\n";
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        out += line(std::string("material[") + TYPE_NAME[pt] + "]", p.material[pt]);
    out += "    for (int s = 0; s < SQUARE_NB; ++s) {\n";
    for (int pt = PAWN; pt <= KING; ++pt)
        out += std::string("        p.pst[") + TYPE_NAME[pt] + "][s] = " + PST_NAME[pt] + ".squares[s];\n";
    out += "    }\n";
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += mobility(PieceType(pt), p);
    out += line("bishopPair", p.bishopPair) + line("rookOpenFile", p.rookOpenFile) +
           line("rookSemiOpenFile", p.rookSemiOpenFile) + line("rookOnSeventh", p.rookOnSeventh) +
           line("knightOutpost", p.knightOutpost) + line("bishopOutpost", p.bishopOutpost) +
           line("minorBehindPawn", p.minorBehindPawn) + line("bishopPawns", p.bishopPawns) +
           line("doubledPawn", p.doubledPawn) + line("isolatedPawn", p.isolatedPawn) +
           line("backwardPawn", p.backwardPawn) + line("hangingPiece", p.hangingPiece) +
           line("threatByKing", p.threatByKing) + line("pawnPushThreat", p.pawnPushThreat) +
           line("restrictedSquare", p.restrictedSquare) + line("knightOnQueen", p.knightOnQueen) +
           line("sliderOnQueen", p.sliderOnQueen) + line("pawnlessFlank", p.pawnlessFlank);
    for (int r = RANK_2; r <= RANK_7; ++r)
        out += line(std::string("connectedPawn[") + RANK_NAME[r] + "]", p.connectedPawn[r]);
    for (int r = RANK_2; r <= RANK_7; ++r)
        out += line(std::string("passedPawn[") + RANK_NAME[r] + "]", p.passedPawn[r]);
    for (int r = RANK_2; r <= RANK_7; ++r)
        out += line(std::string("passedFreePath[") + RANK_NAME[r] + "]", p.passedFreePath[r]);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += line(std::string("threatByPawn[") + TYPE_NAME[pt] + "]", p.threatByPawn[pt]);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += line(std::string("threatByMinor[") + TYPE_NAME[pt] + "]", p.threatByMinor[pt]);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += line(std::string("threatByRook[") + TYPE_NAME[pt] + "]", p.threatByRook[pt]);
    out += line("passedEnemyKingDistance", p.passedEnemyKingDistance) +
           line("passedOwnKingDistance", p.passedOwnKingDistance) + line("shelterNear", p.shelterNear) +
           line("shelterFar", p.shelterFar) + line("shelterMissing", p.shelterMissing) +
           line("shelterOpen", p.shelterOpen) + line("stormNear", p.stormNear) +
           line("kingAttackMax", p.kingAttackMax) + line("tempo", p.tempo);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += line(std::string("kingAttackUnits[") + TYPE_NAME[pt] + "]", p.kingAttackUnits[pt]);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        out += line(std::string("safeCheckUnits[") + TYPE_NAME[pt] + "]", p.safeCheckUnits[pt]);
    out += "    return p;\n}\n\n} // namespace\n\nconstexpr EvalParams EVAL_PARAMS = make_params();\n\n"
           "} // namespace littletable::chess\n";
    return out;
}

} // namespace littletable::texel
