#include "protocol/json_fields.h"

namespace littletable::protocol {

using nlohmann::json;

namespace {

/// What an integer field must be, for its error: "an integer", "an integer >= 0", "an integer 1..8".
std::string integer_in(int64_t lo, int64_t hi) {
    if (lo == FieldReader::ANY_MIN && hi == FieldReader::ANY_MAX)
        return "must be an integer";
    if (hi == FieldReader::ANY_MAX)
        return "must be an integer >= " + std::to_string(lo);
    return "must be an integer " + std::to_string(lo) + ".." + std::to_string(hi);
}

} // namespace

Error bad_field(std::string_view field, std::string_view what) {
    return make_error("ERR_BAD_FIELD", std::string(field) + ": " + std::string(what));
}

FieldReader::FieldReader(const json& object, std::string prefix, std::string code)
    : object(object), prefix_(std::move(prefix)), code(std::move(code)) {}

Error FieldReader::bad(std::string_view field, std::string_view what) const {
    return make_error(code, prefix_ + std::string(field) + ": " + std::string(what));
}

const json* FieldReader::find(std::string_view field) const {
    if (!object.is_object())
        return nullptr;
    auto it = object.find(field);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

FieldReader FieldReader::nested(std::string_view field) const {
    static const json NONE;
    const json* value = find(field);
    return FieldReader(value ? *value : NONE, prefix_ + std::string(field) + ".", code);
}

Result<std::optional<std::string>> FieldReader::optional_string(std::string_view field) const {
    const json* value = find(field);
    if (!value)
        return std::optional<std::string>();
    if (!value->is_string())
        return bad(field, "must be a string");
    return std::optional<std::string>(value->get<std::string>());
}

Result<std::string> FieldReader::required_string(std::string_view field, std::string_view what) const {
    const json* value = find(field);
    if (!value || !value->is_string())
        return bad(field, "must be " + std::string(what));
    return value->get<std::string>();
}

Result<std::string> FieldReader::string_or(std::string_view field, std::string fallback) const {
    auto value = optional_string(field);
    if (!value)
        return value.error();
    return value.value() ? *std::move(value).value() : std::move(fallback);
}

Result<std::optional<int64_t>> FieldReader::optional_int(std::string_view field, int64_t lo, int64_t hi) const {
    const json* value = find(field);
    if (!value)
        return std::optional<int64_t>();
    // An unsigned value above int64_t's range is out of every range a field has.
    if (!value->is_number_integer() || (value->is_number_unsigned() && value->get<uint64_t>() > uint64_t(ANY_MAX)) ||
        value->get<int64_t>() < lo || value->get<int64_t>() > hi)
        return bad(field, integer_in(lo, hi));
    return std::optional<int64_t>(value->get<int64_t>());
}

Result<int64_t> FieldReader::required_int(std::string_view field, int64_t lo, int64_t hi) const {
    auto value = optional_int(field, lo, hi);
    if (!value)
        return value.error();
    if (!value.value())
        return bad(field, integer_in(lo, hi));
    return *value.value();
}

Result<int64_t> FieldReader::int_or(std::string_view field, int64_t fallback, int64_t lo, int64_t hi) const {
    auto value = optional_int(field, lo, hi);
    if (!value)
        return value.error();
    return value.value().value_or(fallback);
}

Result<std::optional<bool>> FieldReader::optional_bool(std::string_view field) const {
    const json* value = find(field);
    if (!value)
        return std::optional<bool>();
    if (!value->is_boolean())
        return bad(field, "must be true or false");
    return std::optional<bool>(value->get<bool>());
}

Result<std::vector<std::string>> FieldReader::strings(std::string_view field, std::string_view what,
                                                      std::string_view item, size_t most) const {
    std::vector<std::string> out;
    const json* value = find(field);
    if (!value)
        return out;
    if (!value->is_array() || value->size() > most)
        return bad(field, "must be " + std::string(what));
    for (size_t i = 0; i < value->size(); ++i) {
        if (!(*value)[i].is_string())
            return bad(std::string(field) + "[" + std::to_string(i) + "]", "must be " + std::string(item));
        out.push_back((*value)[i].get<std::string>());
    }
    return out;
}

std::optional<Error> FieldReader::read(std::string_view field, int lo, int hi, int& out) const {
    auto value = optional_int(field, lo, hi);
    if (!value)
        return value.error();
    if (value.value())
        out = int(*value.value());
    return std::nullopt;
}

std::optional<Error> FieldReader::read(std::string_view field, int lo, int hi, std::optional<int>& out) const {
    int value = 0;
    if (auto e = read(field, lo, hi, value))
        return e;
    if (find(field))
        out = value;
    return std::nullopt;
}

std::optional<Error> FieldReader::read(std::string_view field, bool& out) const {
    auto value = optional_bool(field);
    if (!value)
        return value.error();
    if (value.value())
        out = *value.value();
    return std::nullopt;
}

} // namespace littletable::protocol
