#include "tools/texel_tune/tunable.h"

#include <string>

#include "tools/texel_tune/names.h"

namespace littletable::texel {

namespace {

using namespace chess;

void add_score(std::vector<Tunable>& out, const std::string& name, Score& s) {
    out.push_back({name + ".mg", &s.mg, false});
    out.push_back({name + ".eg", &s.eg, false});
}

} // namespace

std::vector<Tunable> tunables(EvalParams& p) {
    std::vector<Tunable> out;
    for (int pt = PAWN; pt <= QUEEN; ++pt)
        add_score(out, std::string("material[") + TYPE_NAME[pt] + "]", p.material[pt]);
    for (int pt = PAWN; pt <= KING; ++pt)
        for (int sq = 0; sq < SQUARE_NB; ++sq)
            add_score(out, std::string("pst[") + TYPE_NAME[pt] + "][" + square_name(Square(sq)) + "]", p.pst[pt][sq]);
    for (int pt = KNIGHT; pt <= QUEEN; ++pt)
        for (int n = 0; n < 28; ++n)
            add_score(out, std::string("mobility[") + TYPE_NAME[pt] + "][" + std::to_string(n) + "]",
                      p.mobility[pt][n]);
    add_score(out, "bishopPair", p.bishopPair);
    add_score(out, "rookOpenFile", p.rookOpenFile);
    add_score(out, "rookSemiOpenFile", p.rookSemiOpenFile);
    add_score(out, "rookOnSeventh", p.rookOnSeventh);
    add_score(out, "knightOutpost", p.knightOutpost);
    add_score(out, "bishopOutpost", p.bishopOutpost);
    add_score(out, "minorBehindPawn", p.minorBehindPawn);
    add_score(out, "bishopPawns", p.bishopPawns);
    add_score(out, "doubledPawn", p.doubledPawn);
    add_score(out, "isolatedPawn", p.isolatedPawn);
    add_score(out, "backwardPawn", p.backwardPawn);
    for (int r = RANK_2; r <= RANK_7; ++r) {
        add_score(out, std::string("connectedPawn[") + RANK_NAME[r] + "]", p.connectedPawn[r]);
        add_score(out, std::string("passedPawn[") + RANK_NAME[r] + "]", p.passedPawn[r]);
        add_score(out, std::string("passedFreePath[") + RANK_NAME[r] + "]", p.passedFreePath[r]);
    }
    out.push_back({"passedEnemyKingDistance", &p.passedEnemyKingDistance, false});
    out.push_back({"passedOwnKingDistance", &p.passedOwnKingDistance, false});
    for (int pt = KNIGHT; pt <= QUEEN; ++pt) {
        add_score(out, std::string("threatByPawn[") + TYPE_NAME[pt] + "]", p.threatByPawn[pt]);
        add_score(out, std::string("threatByMinor[") + TYPE_NAME[pt] + "]", p.threatByMinor[pt]);
        add_score(out, std::string("threatByRook[") + TYPE_NAME[pt] + "]", p.threatByRook[pt]);
    }
    add_score(out, "hangingPiece", p.hangingPiece);
    add_score(out, "threatByKing", p.threatByKing);
    add_score(out, "pawnPushThreat", p.pawnPushThreat);
    add_score(out, "restrictedSquare", p.restrictedSquare);
    add_score(out, "knightOnQueen", p.knightOnQueen);
    add_score(out, "sliderOnQueen", p.sliderOnQueen);
    add_score(out, "pawnlessFlank", p.pawnlessFlank);
    out.push_back({"shelterNear", &p.shelterNear, false});
    out.push_back({"shelterFar", &p.shelterFar, false});
    out.push_back({"shelterMissing", &p.shelterMissing, false});
    out.push_back({"shelterOpen", &p.shelterOpen, false});
    out.push_back({"stormNear", &p.stormNear, false});
    out.push_back({"tempo", &p.tempo, true});
    return out;
}

} // namespace littletable::texel
