// Storage, on every backend (SQLite, PostgreSQL): what a room writes survives closing the database, every room
// is rebuilt by replaying its moves, and a move is stored before the room hands out the frames that announce it.
#include <future>

#include "server/api/game_api.h"
#include "server/storage/postgres/pg_connection.h"
#include "tests/server/room_fixture.h"
#include "tests/server/test_database.h"

namespace littletable::server::testing {
namespace {

class ServerStorage : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override { db = database.open(); }
    /// Moves stored for the room, counted through a second, independent connection.
    int stored_moves() { return int(database.count("SELECT COUNT(*) FROM moves")); }

    TestDatabase database{GetParam()};
    std::unique_ptr<Database> db;
    Millis now = 5'000;
};

TEST_P(ServerStorage, AMoveIsStoredBeforeItIsAnnounced) {
    auto created = Room::create(two_humans(), "StoreRoom1", *db, now);
    ASSERT_TRUE(created.ok());
    Room& room = *created.value().room;
    room.receive(1, protocol::in::Hello{created.value().secret, std::nullopt}, now);
    room.receive(2, protocol::in::Hello{}, now);
    room.receive(2, protocol::in::Sit{}, now);
    int a = 0;
    for (const char* u : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}) {
        Effects fx = room.receive(room.game().side_to_move() == 0 ? 1 : 2, protocol::in::Move{u, ++a}, now);
        // The frames announcing the move exist only now, and the move is already in the file.
        ASSERT_FALSE(frames_to(fx, 1).empty());
        EXPECT_EQ(stored_moves(), a) << u;
    }
}

TEST_P(ServerStorage, ReopenedStorageRebuildsEveryRoomWhereItWas) {
    std::string whiteSecret, blackSecret;
    std::string fen;
    uint64_t version = 0;
    {
        auto created = Room::create(two_humans(), "StoreRoom2", *db, now);
        ASSERT_TRUE(created.ok());
        Room& room = *created.value().room;
        whiteSecret = created.value().secret;
        room.receive(1, protocol::in::Hello{whiteSecret, std::nullopt}, now);
        room.receive(2, protocol::in::Hello{}, now);
        Effects fx = room.receive(2, protocol::in::Sit{}, now);
        blackSecret = frame_of(fx, 2, "seated")["d"]["secret"];
        room.receive(1, protocol::in::Move{"e2e4", 1}, now);
        room.receive(2, protocol::in::Move{"c7c5", 1}, now);
        room.receive(1, protocol::in::Move{"g1f3", 2}, now);
        fen = room.game().fen();
        version = room.version();
        ASSERT_TRUE(Room::create(human_vs_cpu(5), "StoreRoom3", *db, now).ok());
    }
    db = database.open(); // as after a restart

    auto records = db->load_rooms();
    ASSERT_TRUE(records.ok());
    ASSERT_EQ(records.value().size(), 2u);
    const RoomRecord& r = records.value()[0];
    EXPECT_EQ(r.id, "StoreRoom2");
    EXPECT_GE(r.version, version) << "the stored bound covers every version sent";
    ASSERT_EQ(r.current.moves.size(), 3u);
    EXPECT_EQ(r.current.moves[1], (MoveRecord{"c7c5", 1, false, 1, std::nullopt})); // no game clock: no time stored
    EXPECT_EQ(r.seats[1].secretHash, sha256_hex(blackSecret));
    EXPECT_EQ(records.value()[1].seats[1], (SeatRecord{protocol::SeatKind::CPU, 5, "", {}}));

    auto rebuilt = Room::restore(r, *db, now);
    ASSERT_TRUE(rebuilt.ok());
    Room& room = *rebuilt.value();
    EXPECT_EQ(room.game().fen(), fen);
    EXPECT_GT(room.version(), version); // clients holding `version` get a snapshot, not a stale gap
    // Both players come back with their secrets; a retried move keeps its ack and is not applied again.
    Effects fx = room.receive(7, protocol::in::Hello{blackSecret, int64_t(version)}, now);
    EXPECT_EQ(frame_of(fx, 7, "seated")["d"]["seat"], 1);
    EXPECT_EQ(frame_of(fx, 7, "snapshot")["d"]["state"]["fen"], fen);
    room.receive(8, protocol::in::Hello{whiteSecret, std::nullopt}, now);
    fx = room.receive(8, protocol::in::Move{"g1f3", 2}, now);
    EXPECT_EQ(types_to(fx, 8), (std::vector<std::string>{"ack"}));
    fx = room.receive(7, protocol::in::Move{"d7d6", 2}, now);
    EXPECT_EQ(frame_of(fx, 8, "move")["d"]["move"]["u"], "d7d6");
    EXPECT_EQ(room.game().history().size(), 4u);
}

TEST_P(ServerStorage, ARestartedRoomNeverReusesAVersionSentBeforeEvenPastAReservedBlock) {
    uint64_t sent = 0;
    {
        auto created = Room::create(two_humans(), "StoreRoom7", *db, now);
        ASSERT_TRUE(created.ok());
        Room& room = *created.value().room;
        room.receive(1, protocol::in::Hello{created.value().secret, std::nullopt}, now);
        room.receive(2, protocol::in::Hello{}, now);
        room.receive(2, protocol::in::Sit{}, now);
        // Each offer and each withdrawal is a versioned `draw` event: more events than one reserved block.
        for (uint64_t i = 0; i < VERSION_BLOCK; ++i) {
            room.receive(1, protocol::in::DrawOffer{}, now);
            room.receive(1, protocol::in::DrawDecline{}, now);
        }
        sent = room.version();
        ASSERT_GT(sent, 2 * VERSION_BLOCK);
    }
    db = database.open();
    auto records = db->load_rooms();
    ASSERT_TRUE(records.ok());
    EXPECT_GE(records.value()[0].version, sent);
    auto room = Room::restore(records.value()[0], *db, now);
    ASSERT_TRUE(room.ok());
    EXPECT_GT(room.value()->version(), sent);
}

TEST_P(ServerStorage, EndingsAndNewGamesSurviveARestart) {
    {
        auto created = Room::create(two_humans(), "StoreRoom4", *db, now);
        ASSERT_TRUE(created.ok());
        Room& room = *created.value().room;
        room.receive(1, protocol::in::Hello{created.value().secret, std::nullopt}, now);
        room.receive(2, protocol::in::Hello{}, now);
        room.receive(2, protocol::in::Sit{}, now);
        room.receive(1, protocol::in::Move{"e2e4", 1}, now);
        room.receive(1, protocol::in::Resign{}, now);
        auto resigned = db->load_rooms();
        ASSERT_TRUE(resigned.ok());
        auto again = Room::restore(resigned.value()[0], *db, now);
        ASSERT_TRUE(again.ok());
        EXPECT_TRUE(again.value()->over());
        EXPECT_EQ(again.value()->state_json(now)["outcome"]["termination"], "resignation");

        room.receive(1, protocol::in::NewGame{}, now);
        room.receive(2, protocol::in::NewGame{}, now);
        room.receive(2, protocol::in::Move{"d2d4", 1}, now); // the second player now has seat 0
    }
    db = database.open();
    auto records = db->load_rooms();
    ASSERT_TRUE(records.ok());
    const RoomRecord& r = records.value()[0];
    EXPECT_EQ(r.current.gameNo, 2);
    EXPECT_FALSE(r.current.ending);
    ASSERT_EQ(r.current.moves.size(), 1u);
    EXPECT_EQ(r.current.moves[0].u, "d2d4");
    auto room = Room::restore(r, *db, now);
    ASSERT_TRUE(room.ok());
    EXPECT_FALSE(room.value()->over());
    EXPECT_EQ(room.value()->game_no(), 2);
    EXPECT_EQ(room.value()->game().history().size(), 1u);
}

// A game clock's times survive a restart: each move stores its mover's time left (FIDE 6.2-6.3: the time used
// taken from the mover's clock, the increment added), the rebuilt room starts from there.
TEST_P(ServerStorage, GameClocksSurviveARestart) {
    protocol::RoomSettings clock;
    clock.clockBase = 60;
    clock.clockIncrement = 2;
    {
        auto created = Room::create(two_humans(clock), "StoreRoom5", *db, now);
        ASSERT_TRUE(created.ok());
        Room& room = *created.value().room;
        room.receive(1, protocol::in::Hello{created.value().secret, std::nullopt}, now);
        room.receive(2, protocol::in::Hello{}, now);
        room.receive(2, protocol::in::Sit{}, now); // White's clock starts
        now += 20'000;
        room.receive(1, protocol::in::Move{"e2e4", 1}, now); // 60 - 20 + 2
        now += 5'000;
        room.receive(2, protocol::in::Move{"e7e5", 1}, now); // 60 - 5 + 2
    }
    db = database.open();
    auto records = db->load_rooms();
    ASSERT_TRUE(records.ok());
    ASSERT_EQ(records.value().size(), 1u);
    const RoomRecord& r = records.value()[0];
    ASSERT_EQ(r.current.moves.size(), 2u);
    EXPECT_EQ(r.current.moves[0].clockMs, 42'000);
    EXPECT_EQ(r.current.moves[1].clockMs, 57'000);
    auto rebuilt = Room::restore(r, *db, now);
    ASSERT_TRUE(rebuilt.ok()) << rebuilt.error().message;
    EXPECT_EQ(rebuilt.value()->state_json(now)["clocks"]["remainingMs"], json({42'000, 57'000}));
}

TEST_P(ServerStorage, AStoredPlyCannotBeOverwritten) {
    ASSERT_TRUE(Room::create(two_humans(), "StoreRoom5", *db, now).ok());
    EXPECT_TRUE(db->append_move("StoreRoom5", 1, 0, {"e2e4", 0, false, 1}).ok());
    auto again = db->append_move("StoreRoom5", 1, 0, {"d2d4", 0, false, 2});
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, "ERR_STORAGE");
}

// A stored move the game refuses (stored by a build whose rules differed) ends the replay there: the rebuilt room
// and the stored game's replay have the moves before it, and the refused move's ack is not kept.
TEST_P(ServerStorage, AStoredMoveTheGameRefusesEndsTheReplayThere) {
    ASSERT_TRUE(Room::create(two_humans(), "StoreRoom6", *db, now).ok());
    ASSERT_TRUE(db->append_move("StoreRoom6", 1, 0, {"e2e4", 0, false, 1}).ok());
    ASSERT_TRUE(db->append_move("StoreRoom6", 1, 1, {"e2e4", 1, false, 1}).ok());
    ASSERT_TRUE(db->append_move("StoreRoom6", 1, 2, {"e7e5", 1, false, 2}).ok());
    auto records = db->load_rooms();
    ASSERT_TRUE(records.ok());
    auto room = Room::restore(records.value()[0], *db, now);
    ASSERT_TRUE(room.ok());
    EXPECT_EQ(room.value()->game().history().size(), 1u);
    EXPECT_EQ(room.value()->seat(0).acks, (std::deque<int64_t>{1}));
    EXPECT_TRUE(room.value()->seat(1).acks.empty());
    auto stored = stored_game_json("StoreRoom6", 1, *db);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    ASSERT_EQ(stored.value()["moves"].size(), 1u);
    EXPECT_EQ(stored.value()["moves"][0]["san"], "e4");
}

// Who sat in a seat is stored as data, never as text for people: a computer as its level, a deleted player as a
// flag without a name (players/seat_labels.h words them).
TEST_P(ServerStorage, WhoSatInASeatIsData) {
    const int64_t ann = db->create_player("Ann", "").value().id;
    const int64_t ben = db->create_player("Ben", "").value().id;
    RoomRecord vsCpu{"SeatsRoom1", "chess", "", {}, {}, 0, {}, true};
    vsCpu.seats = {{protocol::SeatKind::HUMAN, 0, "hash", {ann, "Ann"}}, {protocol::SeatKind::CPU, 6, "", {}}};
    vsCpu.current.ending = Ending{Outcome{Termination::RESIGNATION, 2}, "seat 0 resigned"};
    ASSERT_TRUE(db->create_room(vsCpu).ok());
    RoomRecord ranked{"SeatsRoom2", "chess", "", {}, {}, 0, {}, true};
    ranked.seats = {{protocol::SeatKind::HUMAN, 0, "h0", {ann, "Ann"}},
                    {protocol::SeatKind::HUMAN, 0, "h1", {ben, "Ben"}}};
    ranked.current.ending = Ending{Outcome{Termination::RESIGNATION, 2}, "seat 0 resigned"};
    ASSERT_TRUE(db->create_room(ranked).ok());
    ASSERT_TRUE(
        db->store_rated_game({"SeatsRoom2",
                              1,
                              "chess",
                              {{0, ann, "Ann", {}, {1400, 300, 0.06}, -1}, {1, ben, "Ben", {}, {1600, 300, 0.06}, 1}}})
            .ok());
    ASSERT_TRUE(db->delete_player(ann).ok());

    const GameSeat deletedAnn{"", true, 0};
    const GameSeat level6{"", false, 6};
    const GameSeat liveBen{"Ben", false, 0};
    auto game = db->load_game("SeatsRoom1", 1);
    ASSERT_TRUE(game.ok() && game.value());
    EXPECT_EQ(game.value()->seats, (std::vector<GameSeat>{deletedAnn, level6}));
    auto room = db->load_room("SeatsRoom1");
    ASSERT_TRUE(room.ok() && room.value());
    EXPECT_EQ(room.value()->seats[0].player, (protocol::SeatPlayer{ann, "", true}));
    auto played = db->player_games(ben, 10);
    ASSERT_TRUE(played.ok());
    ASSERT_EQ(played.value().size(), 1u);
    EXPECT_EQ(played.value()[0].seats, (std::vector<GameSeat>{deletedAnn, liveBen}));
    auto rated = db->rated_game("SeatsRoom2", 1);
    ASSERT_TRUE(rated.ok() && rated.value());
    EXPECT_EQ(rated.value()->at(0).name, "");
    EXPECT_TRUE(rated.value()->at(0).deleted);
    EXPECT_EQ(rated.value()->at(1).name, "Ben");
    EXPECT_FALSE(rated.value()->at(1).deleted);
}

// A days-per-move deadline is kept with its game; the rooms whose deadline passed are found, the earliest first,
// and a game that ended, or whose deadline was cleared, is due no more.
TEST_P(ServerStorage, DaysPerMoveDeadlinesAreKeptAndTheRoomsDueFound) {
    protocol::RoomSettings days;
    days.daysPerMove = 1;
    for (const char* id : {"DueRoom1", "DueRoom2", "DueRoom3"})
        ASSERT_TRUE(Room::create(two_humans(days), id, *db, now).ok());
    ASSERT_TRUE(db->save_deadline("DueRoom1", 1, 2'000).ok());
    ASSERT_TRUE(db->save_deadline("DueRoom2", 1, 1'000).ok());
    ASSERT_TRUE(db->save_deadline("DueRoom3", 1, 9'000).ok());
    db = database.open(); // as after a restart
    auto room = db->load_room("DueRoom1");
    ASSERT_TRUE(room.ok() && room.value());
    EXPECT_EQ(room.value()->current.deadlineMs, 2'000);
    using Ids = std::vector<std::string>;
    EXPECT_EQ(db->rooms_due(5'000, 10).value(), (Ids{"DueRoom2", "DueRoom1"}));
    EXPECT_EQ(db->rooms_due(5'000, 1).value(), (Ids{"DueRoom2"}));
    ASSERT_TRUE(db->end_game("DueRoom2", 1, Ending{Outcome{Termination::TIME_FORFEIT, 1}, "time"}).ok());
    ASSERT_TRUE(db->save_deadline("DueRoom1", 1, std::nullopt).ok());
    EXPECT_EQ(db->rooms_due(10'000, 10).value(), (Ids{"DueRoom3"}));
}

INSTANTIATE_TEST_SUITE_P(Backends, ServerStorage, ::testing::ValuesIn(storage_backends()), backend_name);

// The PostgreSQL storage's connections: a few, each used by one call at a time, a lost one replaced.
class PostgresConnections : public ::testing::Test {
protected:
    void SetUp() override {
        if (storage_backends().size() < 2)
            GTEST_SKIP() << "no PostgreSQL server (LITTLETABLE_TEST_POSTGRES)";
        database = std::make_unique<TestDatabase>("postgresql");
        application = TestDatabase::unique_application();
        auto opened = open_database(database->named(application), 2);
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        db = std::move(opened).value();
        for (const char* id : {"PoolRoom01", "PoolRoom02"})
            ASSERT_TRUE(Room::create(two_humans(), id, *db, 5'000).ok());
    }

    std::unique_ptr<TestDatabase> database;
    std::string application; ///< the name of the storage's connections
    std::unique_ptr<Database> db;
};

TEST_F(PostgresConnections, ACallWaitingOnALockHoldsOneConnectionAndTheOthersGoOn) {
    std::future<Result<Ok>> waiting, other; // before the lock: on an early return, it is released first
    pqxx::connection locker(database->location);
    pqxx::work hold(locker);
    hold.exec("SELECT 1 FROM games WHERE room = 'PoolRoom01' FOR UPDATE");
    waiting = std::async(std::launch::async, [&] {
        return db->append_move("PoolRoom01", 1, 0, {"e2e4", 0, false, 1});
    });
    ASSERT_TRUE(database->waits_on_lock(application)) << "the move waits for the games row";
    other = std::async(std::launch::async, [&] { return db->append_move("PoolRoom02", 1, 0, {"d2d4", 0, false, 1}); });
    ASSERT_EQ(other.wait_for(std::chrono::seconds(10)), std::future_status::ready) << "another room's move waits too";
    EXPECT_TRUE(other.get().ok());
    EXPECT_EQ(waiting.wait_for(std::chrono::milliseconds(0)), std::future_status::timeout);
    hold.commit();
    EXPECT_TRUE(waiting.get().ok()) << "stored once the lock is released";
    EXPECT_EQ(database->count("SELECT COUNT(*) FROM moves"), 2);
}

TEST_F(PostgresConnections, ALostConnectionIsReplaced) {
    ASSERT_TRUE(db->load_room("PoolRoom01").ok());
    {
        pqxx::connection admin(database->location);
        pqxx::work tx(admin);
        tx.exec_params("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
                       application);
        tx.commit();
    }
    // The call that finds its connection cut fails (the caller refuses what it stored, as for any storage error);
    // the next one opens another.
    auto cut = db->load_room("PoolRoom01");
    if (!cut.ok())
        EXPECT_EQ(cut.error().code, "ERR_STORAGE");
    auto next = db->load_room("PoolRoom01");
    ASSERT_TRUE(next.ok()) << next.error().message;
    ASSERT_TRUE(next.value().has_value());
    EXPECT_EQ(next.value()->id, "PoolRoom01");
}

TEST(PostgresStatements, EachQuestionMarkOutsideQuotesIsANumberedParameter) {
    EXPECT_EQ(pg::numbered_parameters("SELECT a FROM t WHERE b = ? AND c = '?' AND \"d?\" = ? LIMIT ?"),
              "SELECT a FROM t WHERE b = $1 AND c = '?' AND \"d?\" = $2 LIMIT $3");
    EXPECT_EQ(pg::numbered_parameters("SELECT 'it''s ?', ?"), "SELECT 'it''s ?', $1");
}

TEST(ServerStorageOpen, AnUnreachablePostgresServerIsAnErrorThatKeepsThePasswordSecret) {
    EXPECT_TRUE(is_postgres_url("postgresql://a@b/c"));
    EXPECT_TRUE(is_postgres_url("postgres://a@b/c"));
    EXPECT_FALSE(is_postgres_url("var/postgresql.db"));
    // Port 1 on loopback: nothing listens there.
    auto s = open_database("postgresql://littletable:hunter2secret@127.0.0.1:1/littletable?connect_timeout=2");
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, "ERR_STORAGE");
    EXPECT_NE(s.error().message.find("127.0.0.1"), std::string::npos) << s.error().message;
    EXPECT_EQ(s.error().message.find("hunter2secret"), std::string::npos) << s.error().message;
    EXPECT_EQ(redact_location("postgresql://u:p%40ss@h:5/d?x=1"), "postgresql://u:***@h:5/d?x=1");
    EXPECT_EQ(redact_location("postgresql://u@h/d"), "postgresql://u@h/d");
}

TEST(ServerStorageOpen, AnUnopenablePathIsAnError) {
    auto s = SqliteStorage::open("/nonexistent-dir/sub/x.db");
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, "ERR_STORAGE");
}

} // namespace
} // namespace littletable::server::testing
