// Schema migrations: a database written by the release before migrations (tests/server/data/release-3f6c12f.sql,
// dumped from a file that release wrote) opens with today's storage, keeps its room, seats, game and moves, and
// gains the players' tables; a database of a later release is refused.
#include <sqlite3.h>

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "server/common/secrets.h"
#include "server/storage/sqlite/sqlite_schema.h"
#include "server/storage/sqlite/sqlite_storage.h"

namespace littletable::server {
namespace {

class Migration : public ::testing::Test {
protected:
    void SetUp() override {
        path = std::filesystem::temp_directory_path() /
               ("littletable_migration_" + std::to_string(::getpid()) + "_" + new_secret().substr(0, 8) + ".db");
    }
    void TearDown() override {
        for (const char* suffix : {"", "-wal", "-shm"})
            std::filesystem::remove(path.string() + suffix);
    }
    /// Runs `sql` on the file through a connection of its own.
    void run_sql(const std::string& sql) {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        char* message = nullptr;
        const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
        EXPECT_EQ(rc, SQLITE_OK) << (message ? message : "");
        sqlite3_free(message);
        sqlite3_close(db);
    }
    int user_version() {
        sqlite3* db = nullptr;
        sqlite3_open(path.c_str(), &db);
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
        const int v = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
        sqlite3_finalize(st);
        sqlite3_close(db);
        return v;
    }
    std::filesystem::path path;
};

std::string read_text(const std::string& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST_F(Migration, ADatabaseOfTheReleaseBeforeMigrationsKeepsItsRoomsAndGainsPlayers) {
    run_sql(read_text(LITTLETABLE_SOURCE_DIR "/tests/server/data/release-3f6c12f.sql"));
    ASSERT_EQ(user_version(), 0);
    {
        auto opened = SqliteStorage::open(path.string());
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        SqliteStorage& db = *opened.value();
        auto rooms = db.load_rooms();
        ASSERT_TRUE(rooms.ok());
        ASSERT_EQ(rooms.value().size(), 1u);
        const RoomRecord& room = rooms.value()[0];
        EXPECT_EQ(room.id, "3hZf8bn9qn");
        EXPECT_EQ(room.game, "chess");
        ASSERT_EQ(room.seats.size(), 2u);
        EXPECT_EQ(room.seats[0].kind, protocol::SeatKind::HUMAN);
        EXPECT_EQ(room.seats[0].secretHash, "0dd8ea261856ce63f3149c93b51e27106a6f851e2c0544ccf510dcef76974438");
        EXPECT_EQ(room.seats[1].kind, protocol::SeatKind::CPU);
        EXPECT_EQ(room.seats[1].level, 1);
        ASSERT_EQ(room.current.moves.size(), 6u);
        EXPECT_EQ(room.current.moves[0], (MoveRecord{"a2a3", 0, false, 1}));
        EXPECT_EQ(room.current.moves[5], (MoveRecord{"g8f6", 1, true, std::nullopt}));
        ASSERT_TRUE(room.current.ending.has_value());
        EXPECT_EQ(room.current.ending->outcome.termination, Termination::RESIGNATION);
        EXPECT_EQ(room.current.ending->outcome.winners, 2);
        // The new tables work in the migrated file.
        auto player = db.create_player("Anna", "");
        ASSERT_TRUE(player.ok()) << player.error().message;
        EXPECT_EQ(db.find_player("anna").value()->id, player.value().id);
    }
    EXPECT_EQ(user_version(), sqlite::schema_version());
    // Opening again changes nothing.
    auto again = SqliteStorage::open(path.string());
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(again.value()->load_rooms().value().size(), 1u);
    EXPECT_TRUE(again.value()->find_player("ANNA").value().has_value());
}

TEST_F(Migration, AsciiNamesOfVersion7GainTheirKeysAndSkeletons) {
    {
        auto opened = SqliteStorage::open(path.string());
        ASSERT_TRUE(opened.ok());
    }
    // The players table as version 7 left it, with ASCII names in any case, and none of the later migrations'
    // tables. "paul1" and "Paull" look alike ("1" and "l"): the second keeps no skeleton, and both stay usable.
    run_sql("DROP TABLE player_traces; DROP INDEX seats_by_player; DROP INDEX games_by_turn_deadline;"
            "ALTER TABLE games DROP COLUMN turn_deadline; DROP TABLE push_subscriptions; DROP TABLE server_keys;"
            "DROP INDEX players_by_name_key; DROP INDEX players_by_name_skeleton; DROP TABLE sign_in_failures;"
            "ALTER TABLE players DROP COLUMN name_key; ALTER TABLE players DROP COLUMN name_skeleton;"
            "ALTER TABLE players ADD COLUMN failed_sign_ins INTEGER NOT NULL DEFAULT 0;"
            "ALTER TABLE players ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0;"
            "CREATE INDEX players_by_lower_name ON players(lower(name));"
            "INSERT INTO players (name, created_at) VALUES ('paul1', 1), ('Paull', 2), ('AnnA', 3);"
            "PRAGMA user_version = 7;");
    auto opened = SqliteStorage::open(path.string());
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    EXPECT_EQ(user_version(), sqlite::schema_version());
    SqliteStorage& db = *opened.value();
    EXPECT_EQ(db.fill_name_skeletons().value(), 1) << "one name kept no skeleton";
    EXPECT_EQ(db.find_player("PAUL1").value()->name, "paul1");
    EXPECT_EQ(db.find_player("paull").value()->name, "Paull");
    EXPECT_EQ(db.find_player("anna").value()->name, "AnnA");
    EXPECT_EQ(db.create_player("ANNA", "").error().code, "ERR_NAME_TAKEN");
    auto lookalike = db.create_player("pau1l", "");
    ASSERT_FALSE(lookalike.ok());
    EXPECT_EQ(lookalike.error().code, "ERR_NAME_TAKEN");
}

TEST_F(Migration, ANewDatabaseStartsAtTheLatestVersion) {
    {
        auto opened = SqliteStorage::open(path.string());
        ASSERT_TRUE(opened.ok());
    }
    EXPECT_EQ(user_version(), sqlite::schema_version());
    EXPECT_GE(sqlite::schema_version(), 2);
}

TEST_F(Migration, ADatabaseOfALaterReleaseIsRefusedAndLeftAlone) {
    run_sql("PRAGMA user_version = 999; CREATE TABLE future (x);");
    auto opened = SqliteStorage::open(path.string());
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, "ERR_STORAGE");
    EXPECT_NE(opened.error().message.find("newer"), std::string::npos);
    EXPECT_EQ(user_version(), 999);
}

TEST_F(Migration, AFailedMigrationIsRolledBack) {
    // A file of the old release whose seats table already has a column the migration adds: version 2 fails
    // half-way and nothing of it stays.
    run_sql(read_text(LITTLETABLE_SOURCE_DIR "/tests/server/data/release-3f6c12f.sql") +
            "ALTER TABLE seats ADD COLUMN player INTEGER;");
    auto opened = SqliteStorage::open(path.string());
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, "ERR_STORAGE");
    EXPECT_EQ(user_version(), 1);
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_NE(sqlite3_exec(db, "SELECT * FROM players", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
}

} // namespace
} // namespace littletable::server
