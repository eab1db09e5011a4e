#include "server/lobby/lobby.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <cmath>

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "protocol/json_fields.h"
#include "server/common/secrets.h"

namespace littletable::server {

using nlohmann::json;

Result<SeekSpec> parse_seek(std::string_view body) {
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return make_error("ERR_BAD_JSON", "the body is not a JSON object");
    const protocol::FieldReader in(j);
    SeekSpec s;
    auto game = in.required_string("game", "a game name (GET /api/games)");
    if (!game)
        return game.error();
    s.game = std::move(game).value();
    if (!find_game(s.game))
        return errors::unknown_game(s.game);
    if (auto e = in.read("ranked", s.ranked))
        return *e;
    protocol::RoomSettings clocks;
    for (auto e : {in.read("moveTime", 0, 3600, clocks.moveTime),
                   in.read("clockBase", 0, protocol::MAX_CLOCK_BASE, clocks.clockBase),
                   in.read("clockIncrement", 0, protocol::MAX_CLOCK_INCREMENT, clocks.clockIncrement),
                   in.read("daysPerMove", INT_MIN, INT_MAX, clocks.daysPerMove)})
        if (e)
            return *e;
    if (auto e = protocol::clock_choice_error(clocks, ""))
        return *e;
    s.moveTime = clocks.moveTime;
    s.clockBase = clocks.clockBase;
    s.clockIncrement = clocks.clockIncrement;
    s.daysPerMove = clocks.daysPerMove;
    for (auto e : {in.read("ratingMin", 0, 4000, s.ratingMin), in.read("ratingMax", 0, 4000, s.ratingMax)})
        if (e)
            return *e;
    if ((s.ratingMin || s.ratingMax) && !s.ranked)
        return protocol::bad_field("ratingMin", "a rating range is for ranked seeks");
    if (s.ratingMin && s.ratingMax && *s.ratingMin > *s.ratingMax)
        return protocol::bad_field("ratingMin", "must not be above ratingMax");
    const int seats = find_game(s.game)->seats;
    if (s.ranked && seats != 2 && seats != 4)
        return protocol::bad_field("ranked", "ranked games have 2 or 4 seats");
    return s;
}

Lobby::Lobby(OpenRoom openRoom_, RatingStorage& ratings_, Now now_)
    : openRoom(std::move(openRoom_)), ratings(ratings_), now(std::move(now_)) {}

void Lobby::expire(int64_t t) {
    std::erase_if(seeks, [t](const auto& entry) {
        const Seek& s = entry.second;
        return s.match ? t - s.matchedMs > MATCHED_KEPT_MS : t - s.posterSeenMs > POSTER_TIMEOUT_MS;
    });
}

Lobby::Seek* Lobby::find(const std::string& id) {
    auto it = seeks.find(id);
    return it == seeks.end() ? nullptr : &it->second;
}

const Lobby::Participant* Lobby::holder(const Seek& s, const std::string& ticket) {
    const std::string hash = sha256_hex(ticket);
    for (const Participant& p : s.joined)
        if (p.ticketHash == hash)
            return &p;
    return nullptr;
}

Result<std::optional<rating::Rating>> Lobby::rating_of(const protocol::SeatPlayer& who, const std::string& game) {
    if (who.id == 0)
        return std::optional<rating::Rating>();
    auto r = ratings.player_rating(who.id, game);
    if (!r)
        return r.error();
    return std::optional<rating::Rating>(r.value().rating);
}

Result<Lobby::Ticketed> Lobby::post(const SeekSpec& spec, const protocol::SeatPlayer& who) {
    if (spec.ranked && who.id == 0)
        return make_error("ERR_SIGN_IN_REQUIRED", "take a name (Sign in) to post a ranked seek");
    std::lock_guard lock(mutex);
    const int64_t t = now();
    expire(t);
    if (seeks.size() >= MAX_SEEKS)
        return make_error("ERR_LOBBY_FULL", "the lobby is full: try again in a minute");
    auto rating = rating_of(who, spec.game);
    if (!rating)
        return rating.error();
    const std::string id = new_room_id();
    const std::string ticket = new_secret();
    Seek s{spec, find_game(spec.game)->seats, {{sha256_hex(ticket), who, rating.value()}}, t, t, std::nullopt, 0};
    const SeekStatus status{false, 1, s.seats, "", NO_SEAT, ""};
    seeks.emplace(id, std::move(s));
    return Ticketed{id, ticket, status};
}

Result<Lobby::Ticketed> Lobby::join(const std::string& id, const protocol::SeatPlayer& who) {
    std::lock_guard lock(mutex);
    const int64_t t = now();
    expire(t);
    Seek* s = find(id);
    if (!s || s->match)
        return make_error("ERR_NO_SEEK", "this seek is no longer open");
    if (s->spec.ranked && who.id == 0)
        return make_error("ERR_SIGN_IN_REQUIRED", "take a name (Sign in) to join a ranked seek");
    if (who.id != 0 &&
        std::any_of(s->joined.begin(), s->joined.end(), [&](const Participant& p) { return p.player.id == who.id; }))
        return make_error("ERR_OWN_SEEK", "you are in this seek already");
    auto rating = rating_of(who, s->spec.game);
    if (!rating)
        return rating.error();
    if (s->spec.ranked && rating.value()) {
        const int r = int(std::lround(rating.value()->rating));
        const protocol::RatingRange range{s->spec.ratingMin, s->spec.ratingMax};
        if (!range.contains(r))
            return make_error("ERR_RATING_RANGE", "your " + s->spec.game + " rating " + std::to_string(r) +
                                                      " is outside this seek's range " + range.text());
    }
    const std::string ticket = new_secret();
    s->joined.push_back({sha256_hex(ticket), who, rating.value()});
    SeekStatus status{false, int(s->joined.size()), s->seats, "", NO_SEAT, ""};
    if (int(s->joined.size()) == s->seats) {
        protocol::RoomSettings settings;
        settings.moveTime = s->spec.moveTime;
        settings.clockBase = s->spec.clockBase;
        settings.clockIncrement = s->spec.clockIncrement;
        settings.daysPerMove = s->spec.daysPerMove;
        settings.ranked = s->spec.ranked;
        settings.isPublic = true; // the lobby's own games are listed there
        settings.ratingMin = s->spec.ratingMin; // kept by the room: whoever sits there is checked too
        settings.ratingMax = s->spec.ratingMax;
        protocol::RoomSpec room{
            s->spec.game, std::vector<protocol::SeatSpec>(size_t(s->seats)), 0, settings, "", s->joined.front().player};
        auto opened = openRoom(room);
        if (!opened) {
            s->joined.pop_back();
            return opened.error();
        }
        s->match = SeekStatus{true, s->seats, s->seats, opened.value().first, 0, opened.value().second};
        s->matchedMs = t;
        status = SeekStatus{true, s->seats, s->seats, opened.value().first, NO_SEAT, ""};
    }
    return Ticketed{id, ticket, status};
}

Result<SeekStatus> Lobby::status(const std::string& id, const std::string& ticket) {
    std::lock_guard lock(mutex);
    const int64_t t = now();
    expire(t);
    Seek* s = find(id);
    if (!s)
        return make_error("ERR_NO_SEEK", "this seek is gone (withdrawn, or its poster left)");
    const Participant* p = holder(*s, ticket);
    if (!p)
        return make_error("ERR_BAD_TICKET", "this ticket is not for this seek");
    const bool poster = p == &s->joined.front();
    if (poster)
        s->posterSeenMs = t;
    if (!s->match)
        return SeekStatus{false, int(s->joined.size()), s->seats, "", NO_SEAT, ""};
    SeekStatus out = *s->match;
    if (!poster) {
        out.seat = NO_SEAT;
        out.secret.clear();
    }
    return out;
}

Result<Ok> Lobby::cancel(const std::string& id, const std::string& ticket) {
    std::lock_guard lock(mutex);
    Seek* s = find(id);
    if (!s)
        return make_error("ERR_NO_SEEK", "this seek is gone");
    const Participant* p = holder(*s, ticket);
    if (!p)
        return make_error("ERR_BAD_TICKET", "this ticket is not for this seek");
    if (s->match)
        return make_error("ERR_NO_SEEK", "this seek has its room already");
    if (p == &s->joined.front())
        seeks.erase(id);
    else
        s->joined.erase(s->joined.begin() + (p - s->joined.data()));
    return Ok{};
}

json Lobby::open_seeks(const std::string& game) {
    std::lock_guard lock(mutex);
    expire(now());
    std::vector<std::pair<int64_t, json>> listed;
    for (const auto& [id, s] : seeks) {
        if (s.match || s.spec.game != game)
            continue;
        json players = json::array();
        for (const Participant& p : s.joined)
            players.push_back({{"name", p.player.id ? json(p.player.name) : json(nullptr)},
                               {"rating", p.rating ? json(std::lround(p.rating->rating)) : json(nullptr)},
                               {"provisional", p.rating && rating::provisional(*p.rating)}});
        listed.emplace_back(s.postedMs,
                            json{{"id", id},
                                 {"game", s.spec.game},
                                 {"ranked", s.spec.ranked},
                                 {"moveTime", s.spec.moveTime},
                                 {"clockBase", s.spec.clockBase},
                                 {"clockIncrement", s.spec.clockIncrement},
                                 {"daysPerMove", s.spec.daysPerMove},
                                 {"seats", s.seats},
                                 {"joined", s.joined.size()},
                                 {"players", std::move(players)},
                                 {"ratingMin", s.spec.ratingMin ? json(*s.spec.ratingMin) : json(nullptr)},
                                 {"ratingMax", s.spec.ratingMax ? json(*s.spec.ratingMax) : json(nullptr)}});
    }
    std::stable_sort(listed.begin(), listed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    json out = json::array();
    for (auto& [at, seek] : listed)
        out.push_back(std::move(seek));
    return out;
}

} // namespace littletable::server
