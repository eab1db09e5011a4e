// Load client for the littletable server: opens many WebSockets on loopback, plays scripted games of chess in
// many rooms and reports the sockets held, moves per second and the move round trip (send → the room's
// `move` event back), p50 and p99. Bounded in count (--rooms, --spectators) and time (--seconds).
// Run through bench/load_test.sh, which starts a server and raises the file-descriptor limit.
// --cpu-level L: rooms of one human seat (this client's socket) against one CPU seat at level L instead; the
// human plays a random legal move --think-ms after each computer move, and the report adds the computer's moves
// per second and the wait from the player's move to the computer's reply, p50/p90/max
// (bench/computer_capacity.sh).
// --stall-url URL: after --seconds, a connection of its own to the server's PostgreSQL database holds the first
// room's rows locked for --stall-ms, --stalls times, as a slow transaction would: that room's writes wait. The
// report adds the round trip in the other rooms before and during those windows (bench/storage_stall.sh).
#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>
#include <pqxx/pqxx>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    std::string host = "127.0.0.1";
    uint16_t port = 8080;
    int rooms = 100;
    int spectators = 0;
    double seconds = 30;
    int thinkMs = 1000;
    double thinkSpread = 0.5; ///< each pause is uniform in thinkMs * [1 - spread, 1 + spread]
    int connectBatch = 200;
    int cpuLevel = 0; ///< > 0: rooms of one human socket against one CPU seat at this level
    bool check = false; ///< exit 1 unless every socket opened, no frame was refused and moves were played
    std::string stallUrl; ///< the server's PostgreSQL database: lock the first room's rows after --seconds
    int stalls = 5; ///< windows the rows are locked
    int stallMs = 2000; ///< each window's length
    int stallGapMs = 1000; ///< the pause after each window
};

/// A move's round trip, when it was sent, and whether its room is the one whose rows get locked.
struct Sample {
    Clock::time_point sentAt;
    double ms = 0;
    bool stalledRoom = false;
};

/// A time the stalled room's rows were locked.
struct Window {
    Clock::time_point from, to;
};

struct Stats {
    int open = 0, maxOpen = 0, failedConnects = 0, errors = 0;
    std::map<std::string, int> errorCodes; ///< protocol errors by code
    long moves = 0, games = 0;
    std::vector<double> rttMs;
    std::vector<Sample> samples; ///< --stall-url: every measured move
    std::string stalledRoom; ///< --stall-url: the room whose rows get locked
    std::vector<double> lagMs; ///< how late the client's own probe timer ran (its event loop's queueing)
    std::vector<double> cpuWaitMs; ///< --cpu-level: the player's move sent → the computer's reply received
    std::map<std::string, long> cpuMovesByRoom; ///< --cpu-level: measured computer moves per room
    int expected = 0; ///< sockets to open
    /// When the last socket opened: moves sent before it (during the connection storm) are not measured.
    Clock::time_point measureFrom = Clock::time_point::max();
};

/// One HTTP request on a fresh connection (room creation only: not on the measured path).
json http_post(net::io_context& io, const Options& o, const std::string& target, const json& body) {
    tcp::resolver resolver(io);
    beast::tcp_stream stream(io);
    stream.connect(resolver.resolve(o.host, std::to_string(o.port)));
    http::request<http::string_body> req{http::verb::post, target, 11};
    req.set(http::field::host, o.host);
    req.set(http::field::content_type, "application/json");
    req.body() = body.dump();
    req.prepare_payload();
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    beast::error_code ec;
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);
    return json::parse(res.body(), nullptr, false);
}

/// A seat (or spectator) in a room: hello, optionally sit, then answer every "your turn" with a random legal
/// move after a pause of about `thinkMs`, timing each move until its `move` event returns. A spectator only
/// reads: it does not parse what it gets, so the client spends its time on the sockets it measures.
net::awaitable<void> player(const Options& o, Stats& stats, std::string room, std::string secret, bool sit, bool plays,
                            Clock::time_point deadline, uint64_t seed) {
    auto ex = co_await net::this_coro::executor;
    websocket::stream<beast::tcp_stream> ws(ex);
    tcp::resolver resolver(ex);
    auto [rec, endpoints] =
        co_await resolver.async_resolve(o.host, std::to_string(o.port), net::as_tuple(net::use_awaitable));
    if (rec) {
        ++stats.failedConnects;
        co_return;
    }
    auto [cec, ep] = co_await beast::get_lowest_layer(ws).async_connect(endpoints, net::as_tuple(net::use_awaitable));
    if (cec) {
        ++stats.failedConnects;
        co_return;
    }
    // Every operation of this socket ends by the deadline: a read waiting on a quiet room must not outlive it.
    beast::get_lowest_layer(ws).expires_at(deadline + std::chrono::seconds(1));
    // As browsers do: a frame goes out at once, not held back by Nagle's algorithm for an ACK.
    beast::error_code nodelayError;
    beast::get_lowest_layer(ws).socket().set_option(tcp::no_delay(true), nodelayError);
    auto [hec] = co_await ws.async_handshake(o.host, "/ws/" + room, net::as_tuple(net::use_awaitable));
    if (hec) {
        ++stats.failedConnects;
        co_return;
    }
    stats.maxOpen = std::max(stats.maxOpen, ++stats.open);
    if (stats.maxOpen == stats.expected && stats.measureFrom == Clock::time_point::max())
        stats.measureFrom = Clock::now();

    std::mt19937_64 rng(seed);
    // Players think for different times, as people do: a fixed pause keeps every room that started together
    // in step, and thousands of moves then reach the server in the same instant of every cycle.
    std::uniform_real_distribution<double> think(o.thinkMs * (1 - o.thinkSpread), o.thinkMs * (1 + o.thinkSpread));
    int mySeat = -1;
    json state; ///< the room's latest state
    long ack = 0;
    bool pending = false;
    bool awaitingCpu = false; ///< --cpu-level: this socket's move was played, the computer's reply not yet seen
    bool rematchAsked = false; ///< this socket agreed to a new game after the one that ended
    Clock::time_point sentAt;
    net::steady_timer timer(ex);
    auto send = [&](const json& frame) -> net::awaitable<bool> {
        auto [ec, n] = co_await ws.async_write(net::buffer(frame.dump()), net::as_tuple(net::use_awaitable));
        co_return !ec;
    };
    json hello = {{"t", "hello"}, {"d", json::object()}};
    if (!secret.empty())
        hello["d"]["secret"] = secret;
    co_await send(hello);
    if (sit) {
        json sitFrame = {{"t", "sit"}, {"d", json::object()}};
        co_await send(sitFrame);
    }

    beast::flat_buffer buffer;
    while (Clock::now() < deadline) {
        timer.expires_at(deadline);
        auto [ec, n] = co_await ws.async_read(buffer, net::as_tuple(net::use_awaitable));
        if (ec)
            break;
        if (!plays) { // a spectator sent only its hello, which no room refuses: nothing to look at
            buffer.consume(buffer.size());
            continue;
        }
        json frame = json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
        buffer.consume(buffer.size());
        if (!frame.is_object() || !frame.contains("t"))
            continue;
        const std::string t = frame["t"];
        const json& d = frame["d"];
        if (t == "error") {
            ++stats.errors;
            ++stats.errorCodes[d.is_object() ? d.value("code", "?") : "?"];
            continue;
        }
        if (t == "snapshot" && d.contains("you") && d["you"].contains("seat") && d["you"]["seat"].is_number())
            mySeat = d["you"]["seat"];
        if (t == "move" && pending && d.value("seat", -2) == mySeat) {
            pending = false;
            awaitingCpu = o.cpuLevel > 0;
            if (sentAt >= stats.measureFrom) {
                ++stats.moves;
                const double ms = std::chrono::duration<double, std::milli>(Clock::now() - sentAt).count();
                stats.rttMs.push_back(ms);
                if (!o.stallUrl.empty())
                    stats.samples.push_back({sentAt, ms, room == stats.stalledRoom});
            }
        }
        if (t == "move" && awaitingCpu && d.value("seat", mySeat) != mySeat) {
            awaitingCpu = false;
            if (sentAt >= stats.measureFrom) {
                stats.cpuWaitMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sentAt).count());
                ++stats.cpuMovesByRoom[room];
            }
        }
        // What to do is decided on the latest state with the latest seat. A new game rotates the seats (the
        // rooms' default): the `seated` right after it names this socket's seat for that game.
        if (t == "seated") {
            mySeat = d.value("seat", -1);
            if (state.is_null())
                continue;
        } else if (d.is_object() && d.contains("state")) {
            state = std::move(frame["d"]["state"]);
            if (t == "newGame")
                rematchAsked = false;
            // Against the computer the seats do not rotate (rotateStart off): no `seated` follows, play on.
            if (t == "newGame" && o.cpuLevel == 0)
                continue;
        } else {
            continue;
        }
        if (!state["outcome"].is_null()) {
            awaitingCpu = false;
            // A new game starts when every player agrees (a rematch): each seat asks once.
            if (t != "seated" && !rematchAsked) {
                rematchAsked = true;
                if (mySeat == 0)
                    ++stats.games;
                json again = {{"t", "newGame"}, {"d", json::object()}};
                co_await send(again);
            }
            continue;
        }
        if (pending || !state["toMove"].is_number() || state["toMove"] != mySeat || state["moves"].empty())
            continue;
        timer.expires_after(std::chrono::microseconds(int64_t(think(rng) * 1000)));
        co_await timer.async_wait(net::as_tuple(net::use_awaitable));
        const json& moves = state["moves"];
        const json& move = moves[size_t(rng() % moves.size())];
        pending = true;
        sentAt = Clock::now();
        json moveFrame = {{"t", "move"}, {"d", {{"u", move["u"]}, {"a", ++ack}}}};
        if (!co_await send(moveFrame))
            break;
    }
    --stats.open;
    beast::error_code ignored;
    beast::get_lowest_layer(ws).socket().close(ignored);
}

/// Every LAG_PROBE, how late a timer of the client's own event loop fires: the queueing that the client adds
/// to every round trip it measures (a saturated client shows up here, not as a slow server).
constexpr auto LAG_PROBE = std::chrono::milliseconds(5);
net::awaitable<void> lag_probe(Stats& stats, Clock::time_point deadline) {
    net::steady_timer timer(co_await net::this_coro::executor);
    while (Clock::now() < deadline) {
        const auto due = Clock::now() + LAG_PROBE;
        timer.expires_at(due);
        co_await timer.async_wait(net::as_tuple(net::use_awaitable));
        const auto now = Clock::now();
        if (due >= stats.measureFrom)
            stats.lagMs.push_back(std::chrono::duration<double, std::milli>(now - due).count());
    }
}

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

/// From `from` on, `o.stalls` times: locks `room`'s rows (its room and its games: every write of the room waits)
/// in a transaction of a connection of its own, holds them `o.stallMs`, commits and pauses. The windows go to
/// `windows`; a failure is printed and ends the stalls.
void hold_locks(const Options& o, const std::string& room, Clock::time_point from, std::vector<Window>& windows) {
    try {
        pqxx::connection conn(o.stallUrl);
        std::this_thread::sleep_until(from);
        for (int i = 0; i < o.stalls; ++i) {
            pqxx::work tx(conn);
            tx.exec_params("SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE", room);
            tx.exec_params("SELECT 1 FROM games WHERE room = $1 FOR UPDATE", room);
            const Clock::time_point locked = Clock::now();
            std::this_thread::sleep_until(locked + std::chrono::milliseconds(o.stallMs));
            tx.commit();
            windows.push_back({locked, Clock::now()});
            std::this_thread::sleep_for(std::chrono::milliseconds(o.stallGapMs));
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "stall: %s\n", e.what());
    }
}

/// The round trips of `samples` sent in [from, to) of the other rooms (or of the stalled one).
std::vector<double> round_trips(const std::vector<Sample>& samples, Clock::time_point from, Clock::time_point to,
                                bool stalledRoom) {
    std::vector<double> out;
    for (const Sample& s : samples)
        if (s.sentAt >= from && s.sentAt < to && s.stalledRoom == stalledRoom)
            out.push_back(s.ms);
    return out;
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    CLI::App app{"littletable load client: many WebSockets, scripted chess games, round-trip percentiles"};
    app.add_option("--host", o.host);
    app.add_option("--port", o.port)->required();
    app.add_option("--rooms", o.rooms, "Rooms with two playing sockets each")->check(CLI::Range(1, 100000));
    app.add_option("--spectators", o.spectators, "Extra sockets that only watch")->check(CLI::Range(0, 100000));
    app.add_option("--seconds", o.seconds, "Measured time after all sockets are open")->check(CLI::Range(1.0, 3600.0));
    app.add_option("--think-ms", o.thinkMs, "Mean pause before each move")->check(CLI::Range(0, 60000));
    app.add_option("--think-spread", o.thinkSpread,
                   "Pauses are uniform in think-ms * [1 - spread, 1 + spread]; "
                   "0 = all equal (rooms move in lockstep)")
        ->check(CLI::Range(0.0, 1.0));
    app.add_option("--cpu-level", o.cpuLevel,
                   "Rooms of one human socket against one CPU seat at this level (1-8); "
                   "reports the wait for each computer move")
        ->check(CLI::Range(1, 8));
    app.add_flag("--check", o.check, "Exit 1 on a failed connect, a protocol error or no move played (smoke test)");
    app.add_option("--stall-url", o.stallUrl,
                   "The server's PostgreSQL database: after --seconds, lock the first room's rows from a connection "
                   "of this client's, and report the other rooms' round trip before and meanwhile");
    app.add_option("--stalls", o.stalls, "Times the rows are locked")->check(CLI::Range(1, 1000));
    app.add_option("--stall-ms", o.stallMs, "How long each time")->check(CLI::Range(1, 600000));
    app.add_option("--stall-gap-ms", o.stallGapMs, "The pause after each")->check(CLI::Range(0, 600000));
    CLI11_PARSE(app, argc, argv);

    net::io_context io(1);
    Stats stats;
    std::vector<std::pair<std::string, std::string>> rooms;
    for (int i = 0; i < o.rooms; ++i) {
        // Against the computer the player keeps seat 0 (White) every game, so every computer move follows one of its.
        json body = o.cpuLevel > 0
                        ? json{{"game", "chess"},
                               {"seats", json::array({{{"kind", "human"}}, {{"kind", "cpu"}, {"level", o.cpuLevel}}})},
                               {"creatorSeat", 0},
                               {"settings", {{"rotateStart", false}}}}
                        : json{{"game", "chess"},
                               {"seats", json::array({{{"kind", "human"}}, {{"kind", "human"}}})},
                               {"creatorSeat", 0}};
        json r = http_post(io, o, "/api/rooms", body);
        if (!r.contains("room")) {
            std::cerr << "room creation failed: " << r.dump() << "\n";
            return 1;
        }
        rooms.emplace_back(r["room"], r["secret"]);
    }
    const int totalSockets = (o.cpuLevel > 0 ? 1 : 2) * o.rooms + o.spectators;
    stats.expected = totalSockets;
    stats.stalledRoom = rooms.front().first;
    const auto openPhase = std::chrono::milliseconds(200 + 2 * totalSockets);
    const auto stallsFrom = Clock::now() + openPhase + std::chrono::milliseconds(int64_t(o.seconds * 1000));
    const auto stallPhase =
        o.stallUrl.empty() ? Clock::duration::zero() : std::chrono::milliseconds(o.stalls * (o.stallMs + o.stallGapMs));
    const auto deadline = stallsFrom + stallPhase;
    std::vector<Window> windows;
    std::thread locker;
    if (!o.stallUrl.empty())
        locker = std::thread([&] { hold_locks(o, stats.stalledRoom, stallsFrom, windows); });
    uint64_t seed = 1;
    int spawned = 0;
    auto spawn = [&](std::string room, std::string secret, bool sit, bool plays) {
        net::co_spawn(io, player(o, stats, std::move(room), std::move(secret), sit, plays, deadline, seed++),
                      net::detached);
        ++spawned;
    };
    for (size_t i = 0; i < rooms.size(); ++i) {
        spawn(rooms[i].first, rooms[i].second, false, true);
        if (o.cpuLevel == 0)
            spawn(rooms[i].first, "", true, true);
    }
    for (int i = 0; i < o.spectators; ++i)
        spawn(rooms[size_t(i) % rooms.size()].first, "", false, false);

    net::co_spawn(io, lag_probe(stats, deadline), net::detached);

    const auto start = Clock::now();
    io.run();
    const auto end = Clock::now();
    if (locker.joinable())
        locker.join();
    const double opening = std::chrono::duration<double>(std::min(stats.measureFrom, end) - start).count();
    const double elapsed =
        stats.measureFrom < end ? std::chrono::duration<double>(end - stats.measureFrom).count() : 0.0;
    std::string codes;
    for (const auto& [code, n] : stats.errorCodes)
        codes += (codes.empty() ? " (" : ", ") + code + " x" + std::to_string(n);
    std::printf(
        "sockets requested %d, held at once %d (all open after %.1f s), failed connects %d, protocol errors %d%s\n",
        totalSockets, stats.maxOpen, opening, stats.failedConnects, stats.errors,
        codes.empty() ? "" : (codes + ")").c_str());
    std::printf("moves %ld in %.1f s measured with every socket open: %.1f moves/s; games finished %ld\n", stats.moves,
                elapsed, elapsed > 0 ? double(stats.moves) / elapsed : 0.0, stats.games);
    std::printf("move round trip: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%zu samples)\n", percentile(stats.rttMs, 0.5),
                percentile(stats.rttMs, 0.99), percentile(stats.rttMs, 1.0), stats.rttMs.size());
    if (o.cpuLevel > 0) {
        long least = stats.cpuMovesByRoom.size() < rooms.size() ? 0 : std::numeric_limits<long>::max(), most = 0;
        for (const auto& [room, n] : stats.cpuMovesByRoom) {
            least = std::min(least, n);
            most = std::max(most, n);
        }
        std::printf("computer moves (level %d) %zu in %.1f s: %.2f moves/s, per room %ld-%ld\n", o.cpuLevel,
                    stats.cpuWaitMs.size(), elapsed, elapsed > 0 ? double(stats.cpuWaitMs.size()) / elapsed : 0.0,
                    least, most);
        std::printf("computer move wait (the player's move sent -> the computer's move received): p50 %.0f ms, "
                    "p90 %.0f ms, max %.0f ms (%zu samples)\n",
                    percentile(stats.cpuWaitMs, 0.5), percentile(stats.cpuWaitMs, 0.9),
                    percentile(stats.cpuWaitMs, 1.0), stats.cpuWaitMs.size());
    }
    if (!o.stallUrl.empty()) {
        const auto before = round_trips(stats.samples, stats.measureFrom, stallsFrom, false);
        std::vector<double> during, stalled;
        for (const Window& w : windows) {
            for (double ms : round_trips(stats.samples, w.from, w.to, false))
                during.push_back(ms);
            for (double ms : round_trips(stats.samples, w.from, w.to, true))
                stalled.push_back(ms);
        }
        std::printf("other rooms, unloaded: p50 %.2f ms, p99 %.2f ms (%zu samples)\n", percentile(before, 0.5),
                    percentile(before, 0.99), before.size());
        std::printf("other rooms, while room %s's rows are locked (%zu x %d ms): p50 %.2f ms, p99 %.2f ms, max %.2f ms "
                    "(%zu samples)\n",
                    stats.stalledRoom.c_str(), windows.size(), o.stallMs, percentile(during, 0.5),
                    percentile(during, 0.99), percentile(during, 1.0), during.size());
        std::printf("the locked room meanwhile: max %.2f ms (%zu samples)\n", percentile(stalled, 1.0), stalled.size());
    }
    std::printf("client event-loop lag (a %lld ms timer fires late by): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                (long long)LAG_PROBE.count(), percentile(stats.lagMs, 0.5), percentile(stats.lagMs, 0.99),
                percentile(stats.lagMs, 1.0));
    if (o.check && (stats.failedConnects > 0 || stats.errors > 0 || stats.moves == 0 || stats.maxOpen < totalSockets)) {
        std::fprintf(stderr, "check failed: every socket must open, no frame be refused and moves be played\n");
        return 1;
    }
    return 0;
}
