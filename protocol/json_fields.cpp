#include "protocol/json_fields.h"

#include <string>

namespace littletable::protocol {

using nlohmann::json;

Error bad_field(std::string_view field, std::string_view what) {
    return make_error("ERR_BAD_FIELD", std::string(field) + ": " + std::string(what));
}

std::optional<Error> read_int(const json& j, const char* field, std::string_view path, int lo, int hi, int& out) {
    auto it = j.find(field);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    if (!it->is_number_integer() || it->get<int64_t>() < lo || it->get<int64_t>() > hi)
        return bad_field(path, "must be an integer " + std::to_string(lo) + ".." + std::to_string(hi));
    out = int(it->get<int64_t>());
    return std::nullopt;
}

std::optional<Error> read_bool(const json& j, const char* field, std::string_view path, bool& out) {
    auto it = j.find(field);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    if (!it->is_boolean())
        return bad_field(path, "must be true or false");
    out = it->get<bool>();
    return std::nullopt;
}

} // namespace littletable::protocol
