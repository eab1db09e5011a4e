// Black-box tests of the `littletable` command: run the built binary, read what it prints and its exit code.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "cli_run.h"

namespace {

using namespace littletable::cli_test;

TEST(CliCommand, AnUnknownCommandIsNamed) {
    CliRun r = run("bogus", true);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.out.find("unknown command 'bogus'"), std::string::npos) << r.out;
    CliRun help = run("--help");
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("littletable games"), std::string::npos) << "the help names no game the build lacks";
}

TEST(CliServe, ThreadCountsOutOfRangeAreRefusedBeforeStarting) {
    for (const char* bad : {"--io-threads -1", "--cpu-threads 257", "--io-threads many"}) {
        CliRun r = run(std::string("serve --port 0 --data :memory: ") + bad, true);
        EXPECT_NE(r.exitCode, 0) << bad;
        EXPECT_EQ(r.out.find("listening on"), std::string::npos) << bad << ": " << r.out;
        EXPECT_NE(r.out.find(std::string(bad).substr(0, std::string(bad).find(' '))), std::string::npos) << r.out;
    }
}

TEST(CliServe, AnUnreachableDatabaseServerStopsTheStartWithItsReason) {
    // Port 1 on loopback: nothing listens there. The port to listen on is free, so the database is the reason.
    CliRun r =
        run("serve --port 0 --data 'postgresql://littletable:hunter2secret@127.0.0.1:1/littletable?connect_timeout=2'",
            true);
    EXPECT_NE(r.exitCode, 0);
    EXPECT_EQ(r.out.find("listening on"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("connect to postgresql://littletable:***@127.0.0.1:1/"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("hunter2secret"), std::string::npos) << "no password in a log line: " << r.out;
}

TEST(CliWorker, AnUnreachableRedisStopsTheWorkerWithItsReason) {
    CliRun r = run("worker --redis redis://:hunter2secret@127.0.0.1:1", true);
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.out.find("cannot reach Redis at 127.0.0.1:1"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("hunter2secret"), std::string::npos) << r.out;
    CliRun serve = run("serve --port 0 --data :memory: --redis redis://127.0.0.1:1", true);
    EXPECT_NE(serve.exitCode, 0);
    EXPECT_NE(serve.out.find("cannot reach Redis at 127.0.0.1:1"), std::string::npos) << serve.out;
    EXPECT_NE(run("worker --redis http://x", true).out.find("a Redis URL starts with redis://"), std::string::npos);
}

TEST(CliServe, LimitsAndProxiesThatMakeNoSenseAreRefusedBeforeStarting) {
    for (const char* bad : {"--frame-burst 0", "--hello-burst -1", "--frames-per-second fast",
                            "--trusted-proxy 127.0.0.1 --trusted-proxy balancer.local"}) {
        CliRun r = run(std::string("serve --port 0 --data :memory: ") + bad, true);
        EXPECT_NE(r.exitCode, 0) << bad;
        EXPECT_EQ(r.out.find("listening on"), std::string::npos) << bad << ": " << r.out;
        const std::string named = std::string(bad).find("balancer") != std::string::npos
                                      ? "balancer.local" // the second of two --trusted-proxy, refused by the server
                                      : std::string(bad).substr(0, std::string(bad).find(' '));
        EXPECT_NE(r.out.find(named), std::string::npos) << bad << ": " << r.out;
    }
}

TEST(CliPerft, StartPositionDepth3EndsWithNodesSearched) {
    // chessprogramming wiki: start position, depth 3 = 8902.
    CliRun r = run("perft --game chess --depth 3");
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(last_line(r.out), "Nodes searched: 8902");
}

TEST(CliPerft, DivideListsEachRootMove) {
    CliRun r =
        run("perft --game chess --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' --depth 2 --divide");
    EXPECT_EQ(r.exitCode, 0);
    // 20 root moves with 20 replies each (depth 2 = 400).
    std::istringstream in(r.out);
    std::string line;
    int moves = 0;
    while (std::getline(in, line))
        if (line.find(": 20") != std::string::npos)
            ++moves;
    EXPECT_EQ(moves, 20);
    EXPECT_NE(r.out.find("e2e4: 20\n"), std::string::npos);
    EXPECT_EQ(last_line(r.out), "Nodes searched: 400");
}

TEST(CliPerft, KiwipeteDepth2) {
    CliRun r = run("perft --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' --depth 2");
    EXPECT_EQ(last_line(r.out), "Nodes searched: 2039");
}

TEST(CliPerft, MetamateSetupAndFirstMoves) {
    // docs/rules/metamate.md §2: 27 setup choices a side (8 pawns x 2, 4 minor pieces x 2, 2 rooks, the queen).
    EXPECT_EQ(last_line(run("perft --game metamate --depth 2").out), "Nodes searched: 729");
    // After White's rook h1 became an M3 (and Black's e7 an M1): chess's 20 first moves, and the M3's knight jump
    // to g3 as the knight g1 (it also copies the pawns g2 and h2, which give it no move).
    CliRun r = run("perft --game metamate --fen 'rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1' "
                   "--depth 1 --divide");
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("h1g3: 1\n"), std::string::npos) << r.out;
    EXPECT_EQ(last_line(r.out), "Nodes searched: 21");
    CliRun bad = run("perft --game metamate --fen '4k3/8/8/8/8/8/8/2M[5]K4 w - - 0 1' --depth 1", true);
    EXPECT_NE(bad.exitCode, 0);
    EXPECT_NE(bad.out.find("ERR_FEN_META"), std::string::npos) << bad.out;
}

TEST(CliPerft, EpdFileWithCrlfAndOneWrongCount) {
    // Counts from the chessprogramming wiki; the second line's D2 is deliberately wrong (400 -> 401).
    std::string path =
        temp_file("suite.epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\r\n"
                               "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401\r\n"
                               "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191 ;D3 2812\n");
    CliRun r = run("perft --epd " + path + " --max-depth 3");
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_EQ(last_line(r.out), "2 passed, 1 failed");
    EXPECT_NE(r.out.find("line 2: FAILED D2 expected 401, got 400"), std::string::npos);
}

TEST(CliPerft, MaxDepthLimitsTheCheckedCounts) {
    std::string path =
        temp_file("shallow.epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 999\n");
    CliRun r = run("perft --epd " + path + " --max-depth 1");
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(last_line(r.out), "1 passed, 0 failed");
}

TEST(CliPerft, SharedSuiteToDepth3) {
    CliRun r = run(std::string("perft --epd ") + LITTLETABLE_PERFT_DIR + "/chess-perftsuite.epd --max-depth 3");
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(last_line(r.out), "126 passed, 0 failed");
}

TEST(CliPerft, BadInputGetsClearErrors) {
    CliRun missing = run("perft --epd /nonexistent/file.epd", true);
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.out.find("cannot read EPD file"), std::string::npos);

    CliRun badFen = run("perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1' --depth 1", true);
    EXPECT_EQ(badFen.exitCode, 1);
    EXPECT_NE(badFen.out.find("castling field"), std::string::npos);

    CliRun badGame = run("perft --game nosuchgame --depth 1", true);
    EXPECT_EQ(badGame.exitCode, 2);
    EXPECT_NE(badGame.out.find("unknown game"), std::string::npos);

    CliRun badDepth = run("perft --depth -3", true);
    EXPECT_NE(badDepth.exitCode, 0);

    std::string garbage = temp_file("garbage.epd", "this is not a FEN ;D1 20\n;;;\n\x01\x02\x03 ;Dx y\n");
    CliRun g = run("perft --epd " + garbage + " --max-depth 2");
    EXPECT_EQ(g.exitCode, 1);
    EXPECT_EQ(last_line(g.out), "0 passed, 3 failed");
}

TEST(CliFen, NormalisesAndListsMovesInSan) {
    // The 20 legal first moves of chess.
    CliRun r = run("fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1'");
    EXPECT_EQ(r.exitCode, 1) << "e3 is not behind a pawn that has just double-stepped with White to move";
    r = run("fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    EXPECT_EQ(r.exitCode, 0);
    // No black pawn can capture on e3, so the en passant square is dropped (docs/rules/chess.md §4).
    EXPECT_NE(r.out.find("fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), std::string::npos);
    r = run("fen");
    std::set<std::string> expected = {"a3", "a4", "b3", "b4", "c3", "c4", "d3",  "d4",  "e3",  "e4",
                                      "f3", "f4", "g3", "g4", "h3", "h4", "Na3", "Nc3", "Nf3", "Nh3"};
    std::string list = last_line(r.out);
    ASSERT_EQ(list.rfind("legal moves (20):", 0), 0u) << list;
    std::istringstream in(list.substr(std::string("legal moves (20):").size()));
    std::set<std::string> got;
    for (std::string m; in >> m;)
        got.insert(m);
    EXPECT_EQ(got, expected);
}

TEST(CliFen, ReportsMateAndStalemate) {
    // Fool's mate: 1.f3 e5 2.g4 Qh4#.
    CliRun mate = run("fen 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'");
    EXPECT_NE(mate.out.find("status: checkmate, seat 1 wins"), std::string::npos) << mate.out;
    CliRun stalemate = run("fen '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'");
    EXPECT_NE(stalemate.out.find("status: stalemate"), std::string::npos) << stalemate.out;
}

TEST(Cli, HelpListsTheCommands) {
    CliRun r = run("--help");
    EXPECT_EQ(r.exitCode, 0);
    for (const char* cmd : {"perft", "fen", "games"})
        EXPECT_NE(r.out.find(cmd), std::string::npos) << cmd;
    EXPECT_NE(run("games").out.find("chess"), std::string::npos);
}

} // namespace
