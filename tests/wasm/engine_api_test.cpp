// The browser module's requests (wasm/engine_api.h), natively: a game against the computer played, taken back,
// saved and restored, and every bad request refused with its code and nothing changed. Expected values come from
// the rules (docs/rules/chess.md, fourplayer.md) and the protocol, not from this code's output.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/fourplayer/fen_builder.h"
#include "wasm/engine_api.h"

namespace littletable::wasm {
namespace {

using nlohmann::json;

json call(EngineApi& api, const json& request) { return json::parse(api.handle(request.dump())); }

/// The reply's error code; "" when it succeeded.
std::string error_code(const json& reply) {
    return reply["ok"] == true ? "" : reply["error"]["code"].get<std::string>();
}

json new_game(EngineApi& api, const json& request) {
    json reply = call(api, request);
    EXPECT_EQ(reply["ok"], true) << reply.dump();
    return reply;
}

TEST(EngineApi, NewChessGameHasTheStartAndTwentyMoves) {
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "chess"}});
    EXPECT_EQ(g["state"]["moves"].size(), 20u);
    EXPECT_EQ(g["state"]["toMove"], 0);
    EXPECT_EQ(g["state"]["pieces"].size(), 32u);
    EXPECT_EQ(g["geometry"]["width"], 8);
    EXPECT_EQ(g["startFen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_TRUE(g["state"]["history"].empty());
    EXPECT_TRUE(g["state"]["outcome"].is_null());
}

TEST(EngineApi, FoolsMateEndsInCheckmateForBlack) {
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "chess"}});
    json last;
    for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"})
        last = call(api, {{"cmd", "play"}, {"id", g["id"]}, {"move", move}});
    ASSERT_EQ(last["ok"], true) << last.dump();
    EXPECT_EQ(last["move"]["san"], "Qh4#");
    EXPECT_EQ(last["seat"], 1);
    EXPECT_EQ(last["state"]["outcome"]["termination"], "checkmate");
    EXPECT_EQ(last["state"]["outcome"]["winners"], json::array({1}));
    EXPECT_TRUE(last["state"]["moves"].empty());
    const json whole = call(api, {{"cmd", "state"}, {"id", g["id"]}});
    EXPECT_EQ(whole["state"]["history"].size(), 4u);
    EXPECT_EQ(whole["state"]["history"][3]["seat"], 1);
    // A move after the end is refused.
    EXPECT_EQ(error_code(call(api, {{"cmd", "play"}, {"id", g["id"]}, {"move", "a2a3"}})), "ERR_GAME_OVER");
}

TEST(EngineApi, UndoTakesBackMovesAndTheEnding) {
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}});
    EXPECT_EQ(g["state"]["outcome"]["termination"], "checkmate");
    const json undone = call(api, {{"cmd", "undo"}, {"id", g["id"]}, {"plies", 2}});
    ASSERT_EQ(undone["ok"], true);
    EXPECT_EQ(undone["undone"], 2);
    EXPECT_TRUE(undone["state"]["outcome"].is_null());
    EXPECT_EQ(call(api, {{"cmd", "state"}, {"id", g["id"]}})["state"]["history"].size(), 2u);
    EXPECT_EQ(undone["state"]["toMove"], 0);
    // More plies than played: back to the start, no further.
    const json all = call(api, {{"cmd", "undo"}, {"id", g["id"]}, {"plies", 10}});
    EXPECT_EQ(all["undone"], 2);
    EXPECT_EQ(all["state"]["moves"].size(), 20u);
}

TEST(EngineApi, ASavedGameWithAnIllegalMoveIsRefusedWhole) {
    EngineApi api;
    const json bad = call(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"e2e4", "e2e4"}}});
    EXPECT_EQ(error_code(bad), "ERR_ILLEGAL_MOVE");
    EXPECT_NE(bad["error"]["message"].get<std::string>().find("moves[1]"), std::string::npos) << bad.dump();
    // No game was made: the first game created afterwards is still number 1.
    EXPECT_EQ(call(api, {{"cmd", "new"}, {"game", "chess"}})["id"], 1);
}

TEST(EngineApi, ResignationEndsATwoSeatGameAndIsRestored) {
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"e2e4"}}});
    const json r = call(api, {{"cmd", "resign"}, {"id", g["id"]}, {"seat", 0}});
    ASSERT_EQ(r["ok"], true) << r.dump();
    EXPECT_EQ(r["state"]["outcome"]["termination"], "resignation");
    EXPECT_EQ(r["state"]["outcome"]["winners"], json::array({1}));
    EXPECT_TRUE(r["state"]["moves"].empty());
    const json record = call(api, {{"cmd", "record"}, {"id", g["id"]}, {"players", {"Ann", "Computer"}}});
    EXPECT_NE(record["record"].get<std::string>().find("0-1"), std::string::npos) << record.dump();
    EXPECT_NE(record["record"].get<std::string>().find("[White \"Ann\"]"), std::string::npos);
    EXPECT_EQ(record["format"], "pgn");
    // The saved ending comes back with the game.
    const json again =
        new_game(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"e2e4"}}, {"ending", r["state"]["outcome"]}});
    EXPECT_EQ(again["state"]["outcome"]["termination"], "resignation");
}

TEST(EngineApi, FourPlayerResignationIsTheSeatsOwnMove) {
    // docs/rules/fourplayer.md: a resigned player is eliminated and the others play on.
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "fourplayer"}});
    EXPECT_EQ(error_code(call(api, {{"cmd", "resign"}, {"id", g["id"]}, {"seat", 1}})), "ERR_NOT_YOUR_TURN");
    const json r = call(api, {{"cmd", "resign"}, {"id", g["id"]}, {"seat", 0}});
    ASSERT_EQ(r["ok"], true) << r.dump();
    EXPECT_EQ(r["state"]["eliminated"][0], true);
    EXPECT_TRUE(r["state"]["outcome"].is_null());
    EXPECT_EQ(r["state"]["toMove"], 1);
    EXPECT_EQ(r["seat"], 0);
    EXPECT_EQ(r["move"]["u"], "R");
    EXPECT_EQ(call(api, {{"cmd", "state"}, {"id", g["id"]}})["state"]["history"][0]["seat"], 0);
}

/// The history a client keeps: `history` after a reply that extends it (a move, a resignation played as a ply:
/// `{u, san, seat, kind?, captured?}` appended) or shortens it (`undone` moves dropped).
void extend(json& history, const json& reply) {
    if (reply.contains("move")) {
        json entry = {{"u", reply["move"]["u"]}, {"san", reply["move"]["san"]}, {"seat", reply["seat"]}};
        for (const char* optional : {"kind", "captured"})
            if (reply["move"].contains(optional))
                entry[optional] = reply["move"][optional];
        history.push_back(entry);
    }
    if (reply.contains("undone"))
        history.erase(history.end() - reply["undone"].get<int>(), history.end());
}

TEST(EngineApi, RepliesToAMoveLeaveOutTheHistoryTheClientExtends) {
    // docs/engine-api.md: a move's reply carries the move and its seat, not the history; the client appends it.
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "fourplayer"}});
    json history = g["state"]["history"];
    std::vector<json> replies;
    for (const char* move : {"h2h3", "b8c8", "g13g12"})
        replies.push_back(call(api, {{"cmd", "play"}, {"id", g["id"]}, {"move", move}}));
    replies.push_back(call(api, {{"cmd", "resign"}, {"id", g["id"]}, {"seat", 3}}));
    replies.push_back(call(api, {{"cmd", "undo"}, {"id", g["id"]}, {"plies", 2}}));
    replies.push_back(call(api, {{"cmd", "play"}, {"id", g["id"]}, {"move", "g13g12"}}));
    for (const json& reply : replies) {
        ASSERT_EQ(reply["ok"], true) << reply.dump();
        EXPECT_FALSE(reply["state"].contains("history")) << reply.dump();
        extend(history, reply);
    }
    const json whole = call(api, {{"cmd", "state"}, {"id", g["id"]}});
    ASSERT_EQ(whole["ok"], true);
    EXPECT_EQ(history.size(), 3u);
    EXPECT_EQ(history, whole["state"]["history"]);
    // A capture's piece comes with the move: Fool's mate has none, a pawn takes a pawn in the Scandinavian.
    const json chess = new_game(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"e2e4", "d7d5"}}});
    json played = chess["state"]["history"];
    const json takes = call(api, {{"cmd", "play"}, {"id", chess["id"]}, {"move", "e4d5"}});
    extend(played, takes);
    EXPECT_EQ(takes["move"]["captured"]["kind"], "P");
    EXPECT_EQ(played, call(api, {{"cmd", "state"}, {"id", chess["id"]}})["state"]["history"]);
    EXPECT_EQ(error_code(call(api, {{"cmd", "state"}, {"id", 99}})), "ERR_NO_GAME");
}

TEST(EngineApi, TheComputerPlaysALegalMoveAtEveryLevelOfEveryGame) {
    EngineApi api;
    for (const char* game : {"chess", "metamate", "metamachy", "martian", "martian4", "fourplayer"}) {
        const json g = new_game(api, {{"cmd", "new"}, {"game", game}});
        for (int level : {1, 4}) {
            const json t = call(api, {{"cmd", "think"}, {"id", g["id"]}, {"level", level}, {"seed", 7}});
            ASSERT_EQ(t["ok"], true) << game << ": " << t.dump();
            bool legal = false;
            for (const json& m : g["state"]["moves"])
                legal = legal || m["u"] == t["move"];
            EXPECT_TRUE(legal) << game << " level " << level << ": " << t["move"];
        }
    }
}

TEST(EngineApi, AHintFindsTheMateInOne) {
    // White mates with Qh5xf7 (Scholar's mate), the only mate in one.
    EngineApi api;
    const json g =
        new_game(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"}}});
    const json h = call(api, {{"cmd", "hint"}, {"id", g["id"]}, {"nodes", 20000}});
    ASSERT_EQ(h["ok"], true) << h.dump();
    EXPECT_EQ(h["move"], "h5f7");
    EXPECT_EQ(h["san"], "Qxf7#");
    EXPECT_EQ(h["score"]["mate"], 1);
}

TEST(EngineApi, EvaluateScoresFromWhitesSide) {
    EngineApi api;
    // Black to move without queen and bishop: White's bishop has just taken the queen on d8.
    const json down = call(api, {{"cmd", "evaluate"},
                                 {"game", "chess"},
                                 {"fen", "rn1Bkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RN1QKBNR b KQkq - 0 3"},
                                 {"nodes", 20000}});
    ASSERT_EQ(down["ok"], true) << down.dump();
    EXPECT_GT(down["score"]["cp"].get<int>(), 500) << "a queen up for White, seen from White's side";
    const json mated = call(api, {{"cmd", "evaluate"}, {"game", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}});
    EXPECT_EQ(mated["winner"], 1);
    EXPECT_EQ(mated["winners"], json::array({1}));
    EXPECT_FALSE(mated.contains("best"));
    // Black to move mates in one (Qh4#): a mate for the second seat, one move away, from White's side.
    const json mating =
        call(api, {{"cmd", "evaluate"}, {"game", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4"}}, {"nodes", 20000}});
    EXPECT_EQ(mating["score"]["mate"], -1) << mating.dump();
    EXPECT_EQ(mating["san"], "Qh4#");
}

/// A `{cp}` or `{mate}` score as one number to compare: a mate beats any centipawn score.
int value_of(const json& score) {
    if (score.contains("mate")) {
        const int mate = score["mate"].get<int>();
        return mate > 0 ? 100000 - mate : -100000 - mate;
    }
    return score["cp"].get<int>();
}

TEST(EngineApi, EvaluateJudgesAMartianMoveFromTheSameRoot) {
    // docs/rules/martian.md: South, 2 points behind, takes the queen b5 (3 points) with its last piece, the drone
    // b4; its zone is empty, the game ends and South wins 3-2. The quiet b4-b3 lets the game go on, behind.
    EngineApi api;
    const json e = call(api, {{"cmd", "evaluate"},
                              {"game", "martian"},
                              {"fen", "4/3p/1d2/1q2/1d2/4/4/4 s 0/2 - - 0"},
                              {"move", "b4-b3"},
                              {"nodes", 20000}});
    ASSERT_EQ(e["ok"], true) << e.dump();
    EXPECT_EQ(e["seat"], 0);
    EXPECT_EQ(e["best"], "b4-b5");
    EXPECT_FALSE(e["score"].is_null()) << "two seats: a score from the first seat's side";
    EXPECT_GT(value_of(e["moverScore"]), value_of(e["moveScore"]));
}

TEST(EngineApi, EvaluateJudgesAFourPlayerMoveByTheMoversOwnView) {
    // docs/rules/fourplayer.md, "Elimination, grey pieces": Yellow's king g14, left in check on the g-file of
    // Red's rook g5, is taken for 20 points. A king move instead gives them away.
    EngineApi api;
    const std::string fen = fourplayer::testing_support::build_fen4(
        "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
        {{"h1", "rK"}, {"g5", "rR"}, {"a7", "bK"}, {"g14", "yK"}, {"d13", "yP"}, {"n8", "gK"}});
    const json e =
        call(api, {{"cmd", "evaluate"}, {"game", "fourplayer"}, {"fen", fen}, {"move", "h1i1"}, {"nodes", 20000}});
    ASSERT_EQ(e["ok"], true) << e.dump();
    EXPECT_EQ(e["seat"], 0);
    EXPECT_EQ(e["best"], "g5g14");
    EXPECT_TRUE(e["score"].is_null()) << "four seats: no single side's score";
    EXPECT_GT(value_of(e["moverScore"]) - value_of(e["moveScore"]), 1000) << e.dump();
    // The move asked about must be legal there.
    EXPECT_EQ(error_code(call(api, {{"cmd", "evaluate"}, {"game", "fourplayer"}, {"fen", fen}, {"move", "h1h3"}})),
              "ERR_ILLEGAL_MOVE");
}

TEST(EngineApi, OptionsMakeTheStartAndBadOnesAreRefused) {
    EngineApi api;
    const json g = new_game(api, {{"cmd", "new"}, {"game", "fourplayer"}, {"options", {{"setup", "classic"}}}});
    EXPECT_NE(g["startFen"], new_game(api, {{"cmd", "new"}, {"game", "fourplayer"}})["startFen"]);
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "fourplayer"}, {"options", {{"setup", "round"}}}})),
              "ERR_BAD_OPTION");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"options", {{"speed", "1"}}}})),
              "ERR_BAD_OPTION");
}

TEST(EngineApi, BadRequestsAreRefusedWithTheirCodes) {
    EngineApi api;
    EXPECT_EQ(error_code(json::parse(api.handle("{not json"))), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(json::parse(api.handle("[1,2]"))), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "fly"}})), "ERR_UNKNOWN_COMMAND");
    EXPECT_EQ(error_code(call(api, {{"cmd", 3}})), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "go"}})), "ERR_UNKNOWN_GAME");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"fen", "8/8 w"}})).rfind("ERR_FEN", 0), 0u);
    EXPECT_EQ(error_code(call(api, {{"cmd", "play"}, {"id", 99}, {"move", "e2e4"}})), "ERR_NO_GAME");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"moves", "e2e4"}})), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"ending", {{"termination", 1}}}})),
              "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", nullptr}})), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"game", "chess"}})), "ERR_BAD_REQUEST");
    // A saved ending must be one a game can have: a known termination, winners among its seats, not every seat,
    // and not on a position the moves already ended (Fool's mate).
    const auto ending = [](const char* termination, json winners) {
        return json{{"termination", termination}, {"winners", std::move(winners)}, {"reason", termination}};
    };
    for (const json& bad : {ending("resignation", {2}), ending("resignation", {0, 1}), ending("resignation", {-1}),
                            ending("resignation", {0, 0}), ending("gave-up", {0}), ending("none", json::array())})
        EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"ending", bad}})), "ERR_BAD_REQUEST")
            << bad;
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"},
                                    {"game", "chess"},
                                    {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}},
                                    {"ending", ending("resignation", {0})}})),
              "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "new"}, {"game", "chess"}, {"ending", ending("resignation", {1})}})), "");
    const json g = new_game(api, {{"cmd", "new"}, {"game", "chess"}});
    EXPECT_EQ(error_code(call(api, {{"cmd", "play"}, {"id", g["id"]}, {"move", "e2e5"}})), "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(error_code(call(api, {{"cmd", "think"}, {"id", g["id"]}, {"level", 9}})), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "claim"}, {"id", g["id"]}})), "ERR_NO_CLAIM");
    EXPECT_EQ(error_code(call(api, {{"cmd", "perft"}, {"game", "chess"}, {"depth", 40}})), "ERR_BAD_REQUEST");
    EXPECT_EQ(error_code(call(api, {{"cmd", "perft"}, {"game", "chess"}, {"depth", EngineApi::MAX_PERFT_DEPTH + 1}})),
              "ERR_BAD_REQUEST");
    // Nothing of that changed the game.
    const json state = call(api, {{"cmd", "state"}, {"id", g["id"]}});
    EXPECT_EQ(state["state"]["moves"].size(), 20u);
    EXPECT_TRUE(state["state"]["history"].empty());
}

TEST(EngineApi, PerftAndLegalMovesOfEveryGame) {
    EngineApi api;
    // data/perft/README.md: the chess start 20, 400, 8902; four-player chess 20, 395, 7800.
    EXPECT_EQ(call(api, {{"cmd", "perft"}, {"game", "chess"}, {"depth", 3}})["nodes"], 8902);
    EXPECT_EQ(call(api, {{"cmd", "perft"}, {"game", "fourplayer"}, {"depth", 3}})["nodes"], 7800);
    const json legal = call(api, {{"cmd", "legal"}, {"game", "chess"}, {"moves", {"e2e4"}}});
    EXPECT_EQ(legal["moves"].size(), 20u);
    EXPECT_EQ(legal["fen"], "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

} // namespace
} // namespace littletable::wasm
