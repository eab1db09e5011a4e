#include "server/push/base64url.h"

#include <sodium.h>

namespace littletable::server::push {

namespace {
constexpr int VARIANT = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
} // namespace

std::string base64url(std::string_view bytes) {
    std::string out(sodium_base64_encoded_len(bytes.size(), VARIANT), '\0');
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                      VARIANT);
    out.resize(out.find('\0'));
    return out;
}

std::optional<std::string> from_base64url(std::string_view text) {
    std::string out(text.size() * 3 / 4 + 1, '\0');
    size_t length = 0;
    const char* end = nullptr;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                          &length, &end, VARIANT) != 0 ||
        end != text.data() + text.size())
        return std::nullopt;
    out.resize(length);
    return out;
}

} // namespace littletable::server::push
