#include "protocol/ending_json.h"

#include "protocol/game_json.h"

namespace littletable::protocol {

using nlohmann::json;

namespace {

Error bad(std::string_view member, std::string_view what) {
    return make_error("ERR_BAD_FIELD", "ending." + std::string(member) + ": " + std::string(what));
}

} // namespace

json ending_json(const Ending& e) {
    return {{"termination", to_string(e.outcome.termination)},
            {"winners", winners_json(e.outcome.winners)},
            {"reason", e.reason}};
}

Result<Ending> read_ending(const json& j, int seats) {
    if (!j.is_object())
        return make_error("ERR_BAD_FIELD", "ending: must be {termination, winners, reason?}");
    auto termination = j.find("termination");
    const std::optional<Termination> t = termination != j.end() && termination->is_string()
                                             ? termination_named(termination->get_ref<const std::string&>())
                                             : std::nullopt;
    if (!t)
        return bad("termination", "must be a termination's name");
    auto winners = j.find("winners");
    if (winners == j.end() || !winners->is_array() || winners->size() >= size_t(seats))
        return bad("winners", "must list the winning seats, not all of them");
    uint8_t mask = 0;
    for (const json& w : *winners) {
        if (!w.is_number_integer() || w.get<int64_t>() < 0 || w.get<int64_t>() >= seats || ((mask >> w.get<int>()) & 1))
            return bad("winners", "must be distinct seats of the game");
        mask = uint8_t(mask | (1u << w.get<int>()));
    }
    std::string reason;
    if (auto r = j.find("reason"); r != j.end()) {
        if (!r->is_string())
            return bad("reason", "must be a string");
        reason = r->get<std::string>();
    }
    return Ending{Outcome{*t, mask}, std::move(reason)};
}

} // namespace littletable::protocol
