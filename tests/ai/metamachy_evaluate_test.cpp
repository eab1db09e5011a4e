// Metamachy's evaluation (engine/metamachy/evaluate.h): symmetric under the colour mirror, computed here on the FEN
// text (ranks reversed, letters' case swapped, side, king-leap rights and en passant square mirrored), and sensible
// on material.
#include <gtest/gtest.h>

#include <cctype>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/evaluate.h"
#include "engine/metamachy/position.h"

namespace littletable::metamachy {
namespace {

/// The colour mirror of a six-field FEN, from its text alone.
std::string mirror_fen(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, rights, ep, half, full;
    in >> board >> side >> rights >> ep >> half >> full;
    std::vector<std::string> ranks;
    std::string rank;
    for (char c : board + "/") {
        if (c == '/') {
            ranks.push_back(rank);
            rank.clear();
        } else
            rank += std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
    }
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it)
        out += (out.empty() ? "" : "/") + *it;
    std::string mirroredRights;
    if (rights.find('K') != std::string::npos || rights.find('k') != std::string::npos) {
        if (rights.find('k') != std::string::npos)
            mirroredRights += 'K';
        if (rights.find('K') != std::string::npos)
            mirroredRights += 'k';
    } else
        mirroredRights = "-";
    std::string mirroredEp = ep;
    if (ep != "-")
        mirroredEp = ep.substr(0, 1) + std::to_string(13 - std::stoi(ep.substr(1)));
    return out + (side == "w" ? " b " : " w ") + mirroredRights + " " + mirroredEp + " " + half + " " + full;
}

TEST(MetamachyEvaluate, MirrorOfAHandBuiltFen) {
    // The mirror itself, checked on one position by hand: White's Lion on e10 becomes Black's on e3.
    EXPECT_EQ(mirror_fen("k11/pp10/4L7/12/12/12/12/12/12/12/12/11K w - - 0 1"),
              "11k/12/12/12/12/12/12/12/12/4l7/PP10/K11 b - - 0 1");
}

TEST(MetamachyEvaluate, SymmetricAlongRandomGames) {
    // Every arrangement's start, then positions along seeded random games (no setup phase: its FEN needs Black to
    // move). The mirror is the same position with colours exchanged, so it scores the same for its side to move.
    std::mt19937 rng(11);
    int checked = 0;
    for (int a = 0; a < ARRANGEMENT_NB; a += 5) {
        Position pos = Position::start(a);
        for (int ply = 0; ply < 80 && pos.outcome().termination == Termination::NONE; ++ply) {
            const std::string fen = pos.fen();
            auto mirrored = Position::from_fen(mirror_fen(fen));
            ASSERT_TRUE(mirrored.ok()) << mirror_fen(fen) << ": " << mirrored.error().message;
            EXPECT_EQ(evaluate(pos), evaluate(mirrored.value())) << fen;
            ++checked;
            MoveList list;
            pos.generate_legal(list);
            pos.make(list[rng() % list.size()]);
        }
    }
    EXPECT_GT(checked, 300);
}

TEST(MetamachyEvaluate, MaterialCounts) {
    // The same position with one side's Queen removed: the side without it stands worse by most of a Queen.
    const int full = evaluate(Position::from_fen("k11/pp10/12/12/12/12/12/12/12/12/PP10/Q10K w - - 0 1").value());
    const int noQueen = evaluate(Position::from_fen("k11/pp10/12/12/12/12/12/12/12/12/PP10/11K w - - 0 1").value());
    EXPECT_GT(full - noQueen, PIECE_VALUE[QUEEN] / 2);
    // The start is level within the tempo and the few terms the arrangement breaks symmetry on.
    EXPECT_LT(std::abs(evaluate(Position::start(default_arrangement()))), 60);
}

} // namespace
} // namespace littletable::metamachy
