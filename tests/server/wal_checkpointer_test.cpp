// Checkpoints off the committing thread (server/wal_checkpointer.h): commits never checkpoint below maxFrames,
// the background checkpoint puts them in the database file within syncDelay, the WAL stays bounded, concurrent
// commits and checkpoints lose and reorder nothing, and a commit survives the process being killed.
#include <sqlite3.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

/// SQLite's default page size and the 24-byte header of each WAL frame (sqlite.org/fileformat2.html, 4.1);
/// the WAL file starts with a 32-byte header.
constexpr uintmax_t FRAME_BYTES = 4096 + 24;
constexpr uintmax_t WAL_HEADER_BYTES = 32;

class WalCheckpoints : public ::testing::Test {
protected:
    void SetUp() override {
        path = fs::temp_directory_path() /
               ("littletable_wal_" + std::to_string(::getpid()) + "_" + new_secret().substr(0, 8) + ".db");
    }
    void TearDown() override {
        for (const fs::path& p : {path, copy})
            for (const char* suffix : {"", "-wal", "-shm"})
                fs::remove(p.string() + suffix);
    }
    std::unique_ptr<SqliteStorage> open(WalCheckpointer::Options options) {
        auto s = SqliteStorage::open(path.string(), options);
        EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().message);
        return s.ok() ? std::move(s).value() : nullptr;
    }
    static RoomRecord room(const std::string& id) {
        return RoomRecord{id,
                          "chess",
                          "",
                          protocol::RoomSettings{},
                          {SeatRecord{}, SeatRecord{}},
                          0,
                          GameRecord{1, "", {}, std::nullopt}};
    }
    /// The text stored for ply `ply`: storage knows no rules, so any text tells the moves apart.
    static std::string move_text(int ply) { return "m" + std::to_string(ply); }
    static void append(SqliteStorage& s, const std::string& id, int plies) {
        for (int ply = 0; ply < plies; ++ply)
            ASSERT_TRUE(s.append_move(id, 1, ply, {move_text(ply), Seat(ply % 2), false, ply}).ok()) << ply;
    }
    /// Moves in the database file alone (a copy of it without its WAL): what a checkpoint has put there. -1 when
    /// the copy cannot be read (no checkpoint has written the tables yet, or the copy caught a write half done).
    int moves_in_database_file() {
        copy = path.string() + ".copy";
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(copy.string() + suffix);
        std::error_code ec;
        fs::copy_file(path, copy, ec);
        sqlite3* db = nullptr;
        int n = -1;
        if (!ec && sqlite3_open_v2(copy.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK) {
            sqlite3_stmt* st = nullptr;
            if (sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM moves", -1, &st, nullptr) == SQLITE_OK &&
                sqlite3_step(st) == SQLITE_ROW)
                n = sqlite3_column_int(st, 0);
            sqlite3_finalize(st);
        }
        sqlite3_close(db);
        return n;
    }
    uintmax_t wal_bytes() const {
        std::error_code ec;
        const uintmax_t n = fs::file_size(path.string() + "-wal", ec);
        return ec ? 0 : n;
    }
    /// Every room of the file read back through a fresh storage, as after a restart.
    std::vector<RoomRecord> reload() {
        auto s = open({});
        auto rooms = s->load_rooms();
        EXPECT_TRUE(rooms.ok());
        return rooms.ok() ? rooms.value() : std::vector<RoomRecord>{};
    }

    fs::path path, copy;
};

TEST_F(WalCheckpoints, ACommitNeverCheckpointsOnTheCommittingThreadBelowMaxFrames) {
    // SQLite's own auto-checkpoint would run on the committing thread at 1000 frames; 1500 moves write more.
    auto s = open({std::chrono::hours(1), 1'000'000});
    ASSERT_TRUE(s->create_room(room("Wal1")).ok());
    append(*s, "Wal1", 1500);
    EXPECT_GT(wal_bytes(), WAL_HEADER_BYTES + 1000 * FRAME_BYTES) << "no checkpoint started the WAL over";
    EXPECT_LE(moves_in_database_file(), 0) << "the database file holds only what checkpoints copied";
    EXPECT_EQ(s->checkpoint_stats().checkpoints, 0);
    EXPECT_EQ(s->checkpoint_stats().inlineCheckpoints, 0);
    s.reset();
    ASSERT_EQ(reload().at(0).current.moves.size(), 1500u) << "committed moves are all there";
}

TEST_F(WalCheckpoints, TheBackgroundCheckpointPutsCommitsInTheDatabaseFileWithinTheSyncDelay) {
    auto s = open({10ms, 1'000'000});
    ASSERT_TRUE(s->create_room(room("Wal2")).ok());
    append(*s, "Wal2", 100);
    // 10 ms after the first commit; the wait allows for a slow (sanitized, shared) machine.
    const auto deadline = std::chrono::steady_clock::now() + 20s;
    int n = moves_in_database_file();
    while ((n != 100 || s->checkpoint_stats().checkpoints == 0) && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(5ms);
        n = moves_in_database_file();
    }
    EXPECT_EQ(n, 100);
    EXPECT_GE(s->checkpoint_stats().checkpoints, 1);
    EXPECT_EQ(s->checkpoint_stats().inlineCheckpoints, 0);
}

TEST_F(WalCheckpoints, AtMaxFramesTheCommittingThreadCheckpointsSoTheWalStaysBounded) {
    constexpr int MAX_FRAMES = 200;
    auto s = open({std::chrono::hours(1), MAX_FRAMES});
    ASSERT_TRUE(s->create_room(room("Wal3")).ok());
    append(*s, "Wal3", 1000); // at least one frame each
    EXPECT_GE(s->checkpoint_stats().inlineCheckpoints, 1);
    // The WAL starts over after each: never much more than MAX_FRAMES frames (plus one commit's few).
    EXPECT_LT(wal_bytes(), WAL_HEADER_BYTES + (MAX_FRAMES + 10) * FRAME_BYTES);
    s.reset();
    ASSERT_EQ(reload().at(0).current.moves.size(), 1000u);
}

TEST_F(WalCheckpoints, ConcurrentCommitsAndCheckpointsKeepEveryMoveInOrder) {
    constexpr int ROOMS = 4, PLIES = 300;
    {
        auto s = open({1ms, 300});
        for (int r = 0; r < ROOMS; ++r)
            ASSERT_TRUE(s->create_room(room("Wal4-" + std::to_string(r))).ok());
        std::vector<std::thread> writers;
        for (int r = 0; r < ROOMS; ++r)
            writers.emplace_back([&s, r] { append(*s, "Wal4-" + std::to_string(r), PLIES); });
        for (std::thread& t : writers)
            t.join();
        // The first background checkpoint began a millisecond after the first commit, amid the others.
        const auto deadline = std::chrono::steady_clock::now() + 20s;
        while (s->checkpoint_stats().checkpoints == 0 && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(1ms);
        EXPECT_GE(s->checkpoint_stats().checkpoints, 1);
    }
    const std::vector<RoomRecord> rooms = reload();
    ASSERT_EQ(rooms.size(), size_t(ROOMS));
    for (const RoomRecord& r : rooms) {
        ASSERT_EQ(r.current.moves.size(), size_t(PLIES)) << r.id;
        for (int ply = 0; ply < PLIES; ++ply)
            ASSERT_EQ(r.current.moves[size_t(ply)], (MoveRecord{move_text(ply), Seat(ply % 2), false, ply})) << r.id;
    }
}

TEST_F(WalCheckpoints, ACommittedMoveSurvivesTheProcessBeingKilled) {
    // The child commits and is killed at once: no checkpoint (an hour away), no close, no destructor.
    const pid_t child = fork();
    ASSERT_NE(child, -1);
    if (child == 0) {
        auto s = SqliteStorage::open(path.string(), {std::chrono::hours(1), 1'000'000});
        bool ok = s.ok() && s.value()->create_room(room("Wal5")).ok();
        for (int ply = 0; ok && ply < 30; ++ply)
            ok = s.value()->append_move("Wal5", 1, ply, {move_text(ply), Seat(ply % 2), false, ply}).ok();
        if (ok)
            raise(SIGKILL);
        _exit(1);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "the child could not store its moves";
    const std::vector<RoomRecord> rooms = reload();
    ASSERT_EQ(rooms.size(), 1u);
    ASSERT_EQ(rooms[0].current.moves.size(), 30u);
    EXPECT_EQ(rooms[0].current.moves[29], (MoveRecord{move_text(29), 1, false, 29}));
}

TEST_F(WalCheckpoints, AnInMemoryDatabaseHasNoCheckpoints) {
    auto s = SqliteStorage::open(":memory:", {1ms, 10});
    ASSERT_TRUE(s.ok());
    ASSERT_TRUE(s.value()->create_room(room("Wal6")).ok());
    append(*s.value(), "Wal6", 50);
    EXPECT_EQ(s.value()->checkpoint_stats().checkpoints, 0);
    EXPECT_EQ(s.value()->checkpoint_stats().inlineCheckpoints, 0);
}

} // namespace
} // namespace littletable::server::testing
