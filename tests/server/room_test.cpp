// Rooms as a state machine: seats and secrets, moves with ack ids, refusals that change nothing, versions and
// reconnects, draws, claims, resignation and new games.
#include "engine/core/registry.h"
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

TEST_F(ServerRoom, CreatorSitsWithTheSecretAndOthersTakeFreeSeats) {
    make(two_humans());
    ASSERT_EQ(creatorSecret.size(), 32u);
    EXPECT_EQ(room->seat(0).secretHash, sha256_hex(creatorSecret));
    EXPECT_NE(room->seat(0).secretHash, creatorSecret);

    hello(1, creatorSecret);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"seated", "snapshot"}));
    json snap = frame_of(fx, 1, "snapshot")["d"];
    EXPECT_EQ(snap["you"]["seat"], 0);
    EXPECT_EQ(snap["game"], "chess");
    EXPECT_EQ(snap["geometry"]["squares"][0], "a1");
    EXPECT_EQ(snap["state"]["moves"].size(), 20u);
    EXPECT_EQ(snap["state"]["toMove"], 0);
    // The start position, so that a client can rebuild every earlier position of the game (FIDE's initial position).
    EXPECT_EQ(snap["state"]["startFen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_TRUE(snap["seats"][0]["connected"]);
    EXPECT_FALSE(snap["seats"][1]["taken"]);

    hello(2);
    EXPECT_TRUE(frame_of(fx, 2, "snapshot")["d"]["you"]["seat"].is_null());
    send(2, protocol::in::Sit{});
    json seated = frame_of(fx, 2, "seated")["d"];
    EXPECT_EQ(seated["seat"], 1);
    EXPECT_EQ(seated["secret"].get<std::string>().size(), 32u);
    EXPECT_TRUE(frame_of(fx, 1, "seats")["d"]["seats"][1]["taken"]);
    EXPECT_EQ(room->seat_of(2), 1);

    send(2, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_ALREADY_SEATED");
    hello(3);
    send(3, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 3, "error")["d"]["code"], "ERR_NO_FREE_SEAT");
    send(3, protocol::in::Sit{5});
    EXPECT_EQ(frame_of(fx, 3, "error")["d"]["code"], "ERR_BAD_SEAT");
}

TEST_F(ServerRoom, ARoomCannotStartFromAFinishedPosition) {
    // Black is checkmated (queen g7 protected by the king): every game of such a room would be over at once.
    protocol::RoomSpec spec = two_humans();
    spec.fen = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    auto created = Room::create(spec, "Dead000001", *storage, now);
    ASSERT_FALSE(created.ok());
    EXPECT_EQ(created.error().code, "ERR_GAME_OVER");
    EXPECT_NE(created.error().message.find("checkmate"), std::string::npos) << created.error().message;
    // A stalemate start is refused the same way; a playable FEN is not.
    spec.fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    EXPECT_FALSE(Room::create(spec, "Dead000002", *storage, now).ok());
    spec.fen = "7k/8/6K1/8/8/8/8/5Q2 b - - 0 1";
    EXPECT_TRUE(Room::create(spec, "Live000001", *storage, now).ok());
}

// An imported game opens a room that plays on from its moves: they are the first game's first moves, stored, and
// a rebuilt room has them; a bad move or moves that end the game make no room.
TEST_F(ServerRoom, AnImportedGameOpensARoomWithItsMoves) {
    protocol::RoomSpec spec = two_humans();
    spec.creatorSeat = 1;
    spec.moves = {"e2e4", "c7c5", "g1f3"};
    make(spec);
    EXPECT_EQ(room->game().history().size(), 3u);
    EXPECT_EQ(room->game().side_to_move(), 1);
    hello(1, creatorSecret);
    const json state = frame_of(fx, 1, "snapshot")["d"]["state"];
    ASSERT_EQ(state["history"].size(), 3u);
    EXPECT_EQ(state["history"][2]["san"], "Nf3");
    move(1, "d7d6", 1);
    auto records = storage->load_rooms();
    ASSERT_TRUE(records.ok());
    ASSERT_EQ(records.value()[0].current.moves.size(), 4u);
    EXPECT_EQ(records.value()[0].current.moves[1].seat, 1);
    auto restored = Room::restore(records.value()[0], *storage, now);
    ASSERT_TRUE(restored.ok()) << restored.error().message;
    EXPECT_EQ(restored.value()->game().fen(), room->game().fen());

    spec.moves = {"e2e4", "e2e4"};
    auto bad = Room::create(spec, "Bad0000001", *storage, now);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(bad.error().message.rfind("moves[1] 'e2e4': ", 0), 0u) << bad.error().message;
    spec.moves = {"f2f3", "e7e5", "g2g4", "d8h4"}; // fool's mate: nothing left to play
    auto over = Room::create(spec, "Over000001", *storage, now);
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error().code, "ERR_GAME_OVER");
    auto rooms = storage->load_rooms();
    ASSERT_TRUE(rooms.ok());
    EXPECT_EQ(rooms.value().size(), 1u) << "no room stored for a refused import";
}

TEST(RoomSpecMoves, MovesAreAListOfTextsAndNotForRankedRooms) {
    const auto error_of = [](const char* body) {
        auto spec = protocol::parse_room_spec(body);
        return spec.ok() ? std::string() : spec.error().code + " " + spec.error().message;
    };
    EXPECT_EQ(error_of(R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"moves":"e2e4"})")
                  .rfind("ERR_BAD_FIELD moves:", 0),
              0u);
    EXPECT_EQ(error_of(R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"moves":[1]})")
                  .rfind("ERR_BAD_FIELD moves[0]:", 0),
              0u);
    EXPECT_EQ(
        error_of(
            R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"moves":["e2e4"],"settings":{"ranked":true}})")
            .rfind("ERR_BAD_FIELD settings.ranked:", 0),
        0u);
    auto ok = protocol::parse_room_spec(
        R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"moves":["e2e4","e7e5"]})");
    ASSERT_TRUE(ok.ok()) << ok.error().message;
    EXPECT_EQ(ok.value().moves, (std::vector<std::string>{"e2e4", "e7e5"}));
}

TEST_F(ServerRoom, WrongSecretIsRefusedAndChangesNothing) {
    make(two_humans());
    hello(1, creatorSecret);
    const uint64_t v = room->version();
    const json seats = room->seats_json();
    for (const std::string& bad :
         std::vector<std::string>{"nope", "", std::string(32, '0'), room->seat(0).secretHash}) {
        hello(2, bad);
        EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_BAD_SECRET") << bad;
        EXPECT_EQ(room->seat_of(2), NO_SEAT);
        EXPECT_EQ(room->version(), v);
        EXPECT_EQ(room->seats_json(), seats);
        EXPECT_TRUE(frame_of(fx, 2, "snapshot")["d"]["you"]["seat"].is_null()); // still a spectator
    }
}

// protocol.md, hello: "A secret that opens no seat gets error ERR_BAD_SECRET, then the room as a spectator", also
// for a socket that holds a seat (found by an attack run: it kept its seat). The right secret takes it back.
TEST_F(ServerRoom, ASeatedSocketSayingHelloWithAWrongSecretBecomesASpectator) {
    make(two_humans());
    hello(1, creatorSecret);
    ASSERT_FALSE(sit(2).empty());
    ASSERT_EQ(room->seat_of(1), 0);

    hello(1, "wrong", int64_t(room->version()));
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"error", "snapshot"}));
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_BAD_SECRET");
    EXPECT_TRUE(frame_of(fx, 1, "snapshot")["d"]["you"]["seat"].is_null());
    EXPECT_EQ(room->seat_of(1), NO_SEAT);
    EXPECT_FALSE(frame_of(fx, 2, "seats")["d"]["seats"][0]["connected"]); // seat 0 is away now
    EXPECT_TRUE(room->seat(0).taken()); // but still its player's
    move(1, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NOT_SEATED");
    EXPECT_TRUE(room->game().history().empty());

    hello(1, creatorSecret);
    EXPECT_EQ(frame_of(fx, 1, "seated")["d"]["seat"], 0);
    EXPECT_EQ(room->seat_of(1), 0);
    move(1, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 1, "ack")["d"]["a"], 1);
}

TEST_F(ServerRoom, MovesAreAckedAndAppliedOncePerAckId) {
    make(two_humans());
    hello(1, creatorSecret);
    const std::string black = sit(2);
    const uint64_t v = room->version();

    move(1, "e2e4", 7);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"ack", "move"}));
    EXPECT_EQ(frame_of(fx, 1, "ack")["d"]["a"], 7);
    json ev = frame_of(fx, 2, "move")["d"];
    EXPECT_EQ(ev["v"], v + 1);
    EXPECT_EQ(ev["seat"], 0);
    EXPECT_EQ(ev["move"]["u"], "e2e4");
    EXPECT_EQ(ev["move"]["san"], "e4");
    EXPECT_EQ(ev["cpu"], false);
    EXPECT_EQ(ev["state"]["toMove"], 1);
    EXPECT_FALSE(ev["state"].contains("history")) << "a move event carries the move, not the whole history";
    EXPECT_FALSE(ev["state"].contains("startFen")) << "nor the start position, which the snapshot gave";
    EXPECT_EQ(ev["state"]["lastMove"]["to"], 28); // e4 = rank 3 * 8 + file 4

    // A retry (lost ack, reconnect) is acknowledged again and not replayed.
    move(1, "e2e4", 7);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"ack"}));
    EXPECT_EQ(room->version(), v + 1);
    EXPECT_EQ(room->game().history().size(), 1u);
}

/// The engine's own error code for a move text in the start position (the room passes it on unchanged).
std::string engine_code(std::string_view u) {
    auto game = std::move(create_game("chess")).value();
    auto played = game->play(u);
    return played.ok() ? "OK" : played.error().code;
}

TEST_F(ServerRoom, RefusedMovesChangeNothing) {
    make(two_humans());
    hello(1, creatorSecret);
    sit(2);
    hello(3);
    const uint64_t v = room->version();
    const std::string fen = room->game().fen();
    struct Case {
        ConnId c;
        std::string u;
        std::string code;
    };
    for (const Case& k :
         {Case{2, "e7e5", "ERR_NOT_YOUR_TURN"}, Case{3, "e2e4", "ERR_NOT_SEATED"}, Case{1, "e2e5", "ERR_ILLEGAL_MOVE"},
          Case{1, "zz", engine_code("zz")}, Case{4, "e2e4", "ERR_HELLO_FIRST"}}) {
        move(k.c, k.u, 99);
        json err = frame_of(fx, k.c, "error")["d"];
        EXPECT_EQ(err["code"], k.code) << k.u;
        EXPECT_EQ(err["a"], 99);
        EXPECT_EQ(fx.frames.size(), 1u) << "only the refusal is sent";
        EXPECT_EQ(room->version(), v);
        EXPECT_EQ(room->game().fen(), fen);
    }
    // A refused ack id stays usable.
    move(1, "e2e4", 99);
    EXPECT_EQ(frame_of(fx, 1, "ack")["d"]["a"], 99);
}

TEST_F(ServerRoom, ReconnectGetsTheMissedEventsOrASnapshot) {
    make(two_humans());
    hello(1, creatorSecret);
    const std::string black = sit(2);
    const uint64_t seen = room->version();
    move(1, "e2e4", 1);
    move(2, "e7e5", 1);
    move(1, "g1f3", 2);
    room->disconnect(2, now);

    // Back with v: seated, then exactly the events after v (the moves, then its own presence).
    hello(5, black, int64_t(seen));
    auto frames = frames_to(fx, 5);
    ASSERT_GE(frames.size(), 4u);
    EXPECT_EQ(frames[0]["t"], "seated");
    uint64_t expect = seen + 1;
    for (size_t i = 1; i < frames.size(); ++i)
        EXPECT_EQ(frames[i]["d"]["v"], expect++);
    EXPECT_EQ(expect, room->version() + 1);

    // Up to date: nothing to replay.
    hello(6, std::nullopt, int64_t(room->version()));
    EXPECT_TRUE(frames_to(fx, 6).empty());
    // A version from the future (another server's) or from before the ring: a snapshot.
    hello(7, std::nullopt, int64_t(room->version() + 5));
    EXPECT_EQ(types_to(fx, 7), (std::vector<std::string>{"snapshot"}));
    for (int i = 0; i < int(EVENT_RING_SIZE); ++i) {
        send(1, protocol::in::DrawOffer{});
        send(5, protocol::in::DrawDecline{});
    }
    hello(8, std::nullopt, int64_t(seen));
    EXPECT_EQ(types_to(fx, 8), (std::vector<std::string>{"snapshot"}));
    EXPECT_EQ(frame_of(fx, 8, "snapshot")["d"]["v"], room->version());
}

TEST_F(ServerRoom, DrawOfferDeclineAndAccept) {
    make(two_humans());
    hello(1, creatorSecret);
    sit(2);
    send(1, protocol::in::DrawOffer{});
    EXPECT_EQ(frame_of(fx, 2, "draw")["d"]["offeredBy"], 0);
    send(1, protocol::in::DrawAccept{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NO_DRAW_OFFER");
    send(2, protocol::in::DrawDecline{});
    EXPECT_TRUE(frame_of(fx, 1, "draw")["d"]["offeredBy"].is_null());
    send(2, protocol::in::DrawAccept{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_NO_DRAW_OFFER");

    send(2, protocol::in::DrawOffer{});
    // The offer lapses when the other side moves instead of answering.
    move(1, "e2e4", 1);
    EXPECT_TRUE(frame_of(fx, 2, "move")["d"]["state"]["drawOffer"].is_null());
    send(2, protocol::in::DrawOffer{});
    send(1, protocol::in::DrawAccept{});
    json end = frame_of(fx, 2, "end")["d"]["state"];
    EXPECT_EQ(end["outcome"]["termination"], "agreement");
    EXPECT_TRUE(end["outcome"]["winners"].empty());
    EXPECT_TRUE(end["moves"].empty());
    EXPECT_TRUE(end["toMove"].is_null());
    EXPECT_TRUE(room->over());
}

TEST_F(ServerRoom, DrawOffersToTheComputerAreRefused) {
    make(human_vs_cpu());
    hello(1, creatorSecret);
    send(1, protocol::in::DrawOffer{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_DRAW_CPU");
    // The seats say so, computed by the same check: the client shows no offer.
    EXPECT_FALSE(room->seats_json()[0]["mayOfferDraw"].get<bool>());
}

TEST_F(ServerRoom, DrawOffersWaitForEverySeatTaken) {
    make(two_humans());
    hello(1, creatorSecret);
    EXPECT_FALSE(room->seats_json()[0]["mayOfferDraw"].get<bool>());
    send(1, protocol::in::DrawOffer{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_DRAW_CPU");
    sit(2);
    EXPECT_TRUE(room->seats_json()[0]["mayOfferDraw"].get<bool>());
    EXPECT_TRUE(room->seats_json()[1]["mayOfferDraw"].get<bool>());
}

TEST_F(ServerRoom, ClaimsThreefoldNowOrWithTheMove) {
    make(two_humans());
    hello(1, creatorSecret);
    sit(2);
    send(1, protocol::in::ClaimDraw{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NO_CLAIM");
    int a = 0;
    for (const char* u : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
        move(room->game().side_to_move() == 0 ? 1 : 2, u, ++a);
    // Black announces Nf6-g8, which repeats the start position a third time, and claims with it.
    send(1, protocol::in::ClaimDraw{"f6g8"});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NOT_YOUR_TURN");
    send(2, protocol::in::ClaimDraw{"f6g8"});
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"move", "end"}));
    json end = frame_of(fx, 1, "end")["d"]["state"];
    EXPECT_EQ(end["outcome"]["termination"], "threefold-repetition");
    EXPECT_EQ(end["history"].size(), 8u);
}

TEST_F(ServerRoom, TheHistoryNamesEachMovesKind) {
    // Metamate's setup phase (docs/rules/metamate.md §2): White puts an M3 where the a1 rook stood, Black an M4
    // where its queen stood; then 1.e4 is a plain move, whose entry carries no kind.
    protocol::RoomSpec spec = two_humans();
    spec.game = "metamate";
    make(spec);
    hello(1, creatorSecret);
    sit(2);
    move(1, "M3@a1", 1);
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["move"]["kind"], "setup");
    move(2, "M4@d8", 2);
    move(1, "e2e4", 3);
    EXPECT_FALSE(frame_of(fx, 2, "move")["d"]["move"].contains("kind"));
    hello(3);
    json history = frame_of(fx, 3, "snapshot")["d"]["state"]["history"];
    ASSERT_EQ(history.size(), 3u);
    EXPECT_EQ(history[0]["kind"], "setup");
    EXPECT_EQ(history[1]["kind"], "setup");
    EXPECT_FALSE(history[2].contains("kind"));
}

TEST_F(ServerRoom, ResignEndsTheGameForTheOtherSeat) {
    make(two_humans());
    hello(1, creatorSecret);
    sit(2);
    send(2, protocol::in::Resign{});
    json outcome = frame_of(fx, 1, "end")["d"]["state"]["outcome"];
    EXPECT_EQ(outcome["termination"], "resignation");
    EXPECT_EQ(outcome["winners"], json::array({0}));
    move(1, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_GAME_OVER");
    send(1, protocol::in::Resign{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_GAME_OVER");
}

TEST_F(ServerRoom, NewGameRotatesThePlayersSoTheFirstMoverChanges) {
    make(two_humans());
    hello(1, creatorSecret);
    const std::string second = sit(2);
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_GAME_NOT_OVER");
    send(1, protocol::in::Resign{});
    send(2, protocol::in::NewGame{});
    send(1, protocol::in::NewGame{}); // both agree
    json ev = frame_of(fx, 1, "newGame")["d"];
    EXPECT_EQ(ev["state"]["gameNo"], 2);
    EXPECT_EQ(ev["state"]["history"].size(), 0u);
    EXPECT_EQ(frame_of(fx, 1, "seated")["d"], (json{{"seat", 1}, {"secret", creatorSecret}}));
    EXPECT_EQ(frame_of(fx, 2, "seated")["d"], (json{{"seat", 0}, {"secret", second}}));
    EXPECT_EQ(room->seat_of(1), 1);
    EXPECT_EQ(room->seat_of(2), 0);
    // The second player now moves first; the creator's secret opens seat 1 from any device.
    move(1, "e2e4", 50);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NOT_YOUR_TURN");
    move(2, "e2e4", 50);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["seat"], 0);
    hello(9, creatorSecret);
    EXPECT_EQ(frame_of(fx, 9, "seated")["d"]["seat"], 1);
}

TEST_F(ServerRoom, NewGameWithoutRotationKeepsSeats) {
    protocol::RoomSettings s;
    s.rotateStart = false;
    make(two_humans(s));
    hello(1, creatorSecret);
    sit(2);
    send(1, protocol::in::Resign{});
    send(1, protocol::in::NewGame{});
    send(2, protocol::in::NewGame{}); // both agree
    EXPECT_EQ(room->seat_of(1), 0);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"newGame"}));
}

TEST_F(ServerRoom, MoveLimitDrawsTheGame) {
    protocol::RoomSettings s;
    s.moveLimit = 2;
    make(two_humans(s));
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    move(2, "e7e5", 1);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"move", "end"}));
    EXPECT_EQ(frame_of(fx, 1, "end")["d"]["state"]["outcome"]["termination"], "move-limit");
}

TEST_F(ServerRoom, TheMoveLimitCountsNoSetupMoves) {
    // Metamate's two setup moves (docs/rules/metamate.md §2) place pieces; the limit counts the board's plies.
    protocol::RoomSettings s;
    s.moveLimit = 2;
    protocol::RoomSpec spec = two_humans(s);
    spec.game = "metamate";
    make(spec);
    hello(1, creatorSecret);
    sit(2);
    move(1, "M3@a1", 1);
    move(2, "M4@d8", 2);
    move(1, "e2e4", 3);
    EXPECT_FALSE(room->over());
    move(2, "e7e5", 3);
    EXPECT_EQ(frame_of(fx, 1, "end")["d"]["state"]["outcome"]["termination"], "move-limit");
}

TEST_F(ServerRoom, TheMoveLimitIsARunningCounter) {
    // The house rule's count is shown like the rules' own counters: plies played of the limit, setup moves not
    // counted (docs/protocol.md, state.counters).
    protocol::RoomSettings s;
    s.moveLimit = 4;
    protocol::RoomSpec spec = two_humans(s);
    spec.game = "metamate";
    make(spec);
    hello(1, creatorSecret);
    const auto limitAt = [](int plies) -> json {
        return json::array({{{"name", "move-limit"}, {"value", plies}, {"limit", 4}}});
    };
    EXPECT_EQ(frame_of(fx, 1, "snapshot")["d"]["state"]["counters"], limitAt(0));
    sit(2);
    move(1, "M3@a1", 1);
    move(2, "M4@d8", 2);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["counters"], limitAt(0));
    move(1, "e2e4", 3);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["counters"], limitAt(1));
}

TEST_F(ServerRoom, ARoomWithoutAMoveLimitHasNoCounter) {
    make(two_humans());
    hello(1, creatorSecret);
    EXPECT_EQ(frame_of(fx, 1, "snapshot")["d"]["state"]["counters"], json::array());
}

TEST_F(ServerRoom, PingAnswersPongEvenBeforeHello) {
    make(two_humans());
    send(1, protocol::in::Ping{});
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"pong"}));
}

TEST_F(ServerRoom, InfoHasNoSecrets) {
    make(two_humans());
    const std::string info = room->info_json().dump();
    EXPECT_EQ(info.find(creatorSecret), std::string::npos);
    EXPECT_EQ(info.find(room->seat(0).secretHash), std::string::npos);
    EXPECT_EQ(room->info_json()["status"], "waiting");
}

/// A store whose writes of moves fail: the move is refused and taken back.
class FailingMoves final : public Storage {
public:
    explicit FailingMoves(Storage& inner) : inner(inner) {}
    Result<Ok> create_room(const RoomRecord& r) override { return inner.create_room(r); }
    Result<Ok> save_seats(std::string_view room, const std::vector<SeatRecord>& s) override {
        return inner.save_seats(room, s);
    }
    Result<Ok> append_move(std::string_view, int, int, const MoveRecord&) override {
        return make_error("ERR_STORAGE", "disk full");
    }
    Result<Ok> end_game(std::string_view room, int n, const Ending& e) override { return inner.end_game(room, n, e); }
    Result<Ok> start_game(std::string_view room, int n, std::string_view fen,
                          const std::vector<SeatRecord>& s) override {
        return inner.start_game(room, n, fen, s);
    }
    Result<Ok> save_version(std::string_view room, uint64_t v) override { return inner.save_version(room, v); }
    Result<Ok> save_deadline(std::string_view room, int n, std::optional<int64_t> at) override {
        return inner.save_deadline(room, n, at);
    }
    Result<std::vector<std::string>> rooms_due(int64_t at, size_t limit) override { return inner.rooms_due(at, limit); }
    Result<std::vector<RoomRecord>> load_rooms() override { return inner.load_rooms(); }
    Result<std::optional<RoomRecord>> load_room(std::string_view id) override { return inner.load_room(id); }
    Result<std::optional<StoredGame>> load_game(std::string_view room, int n) override {
        return inner.load_game(room, n);
    }

private:
    Storage& inner;
};

TEST_F(ServerRoom, AMoveThatCannotBeStoredIsRefusedAndTakenBack) {
    FailingMoves failing(*storage);
    auto created = Room::create(two_humans(), "Room000002", failing, now);
    ASSERT_TRUE(created.ok());
    room = std::move(created.value().room);
    hello(1, created.value().secret);
    const uint64_t v = room->version();
    move(1, "e2e4", 1);
    EXPECT_EQ(types_to(fx, 1), (std::vector<std::string>{"error"}));
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_STORAGE");
    EXPECT_EQ(room->game().history().size(), 0u);
    EXPECT_EQ(room->version(), v);
}

} // namespace
} // namespace littletable::server::testing
