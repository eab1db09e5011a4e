// GET /api/record and POST /api/import's answers (server/http_api_record.h). The positions are those of the FEN
// article's example game 1.e4 c5 2.Nf3 (Wikipedia, "Forsyth-Edwards Notation"); the record's movetext is PGN's
// export form (PGN standard 8.2).
#include <gtest/gtest.h>

#include <string>

#include "server/api/record_api.h"
#include "tests/server/chess_start.h"

namespace littletable::server {
namespace {

using nlohmann::json;

using test_fens::CHESS_START;
constexpr const char* AFTER_NF3 = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

TEST(RecordExport, WritesTheMovesAsPgnMovetext) {
    auto written = record_export("chess", "", "e2e4 c7c5 g1f3");
    ASSERT_TRUE(written.ok()) << written.error().message;
    const json& r = written.value();
    EXPECT_EQ(r["format"], "pgn");
    EXPECT_EQ(r["fen"], AFTER_NF3);
    const std::string pgn = r["record"];
    EXPECT_NE(pgn.find("1. e4 c5 2. Nf3 *"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Result \"*\"]"), std::string::npos) << pgn;
}

TEST(RecordExport, AnIllegalMoveIsNamed) {
    auto written = record_export("chess", "", "e2e4 e2e4");
    ASSERT_FALSE(written.ok());
    EXPECT_EQ(written.error().message.rfind("moves[1] 'e2e4': ", 0), 0u) << written.error().message;
}

TEST(RecordImport, AFenStartsWithoutMoves) {
    auto read = record_import("chess", std::string("  ") + AFTER_NF3 + "\n");
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value()["kind"], "fen");
    EXPECT_EQ(read.value()["startFen"], AFTER_NF3);
    EXPECT_EQ(read.value()["fen"], AFTER_NF3);
    EXPECT_TRUE(read.value()["moves"].empty());
    EXPECT_EQ(read.value()["toMove"], 1); // "b": Black, the second seat
}

TEST(RecordImport, APgnGivesItsStartAndMoves) {
    auto read = record_import("chess", "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 c5 2. Nf3 *\n");
    ASSERT_TRUE(read.ok()) << read.error().message;
    const json& r = read.value();
    EXPECT_EQ(r["kind"], "record");
    EXPECT_EQ(r["startFen"], CHESS_START);
    EXPECT_EQ(r["fen"], AFTER_NF3);
    ASSERT_EQ(r["moves"].size(), 3u);
    EXPECT_EQ(r["moves"][0]["u"], "e2e4");
    EXPECT_EQ(r["moves"][2]["san"], "Nf3");
}

// The exported record reads back to the same position.
TEST(RecordImport, ReadsWhatRecordExportWrites) {
    auto written = record_export("fourplayer", "", "");
    ASSERT_TRUE(written.ok()) << written.error().message;
    EXPECT_EQ(written.value()["format"], "pgn4");
    auto read = record_import("fourplayer", written.value()["record"].get<std::string>());
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value()["fen"], written.value()["fen"]);
}

TEST(RecordImport, GarbleIsRefusedNamingBothReadings) {
    auto read = record_import("chess", "1. e4 e5 2. Ke3");
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, "ERR_BAD_IMPORT");
    EXPECT_NE(read.error().message.find("FEN"), std::string::npos) << read.error().message;
    EXPECT_NE(read.error().message.find("pgn"), std::string::npos) << read.error().message;
    EXPECT_EQ(record_import("chess", "   ").error().code, "ERR_BAD_FIELD");
    EXPECT_EQ(record_import("nochess", AFTER_NF3).error().code, "ERR_UNKNOWN_GAME");
}

} // namespace
} // namespace littletable::server
