#include "tools/texel_tune/files.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace littletable::texel {

namespace fs = std::filesystem;

namespace {

/// True when `path` names a regular file (through links); false for anything else and on any error.
bool is_regular(const std::string& path) {
    std::error_code ec;
    return fs::is_regular_file(fs::status(path, ec)) && !ec;
}

} // namespace

std::optional<std::string> read_text_file(const std::string& path) {
    if (!is_regular(path))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad())
        return std::nullopt;
    return text;
}

bool writable_file(const std::string& path) {
    std::error_code ec;
    const fs::file_status link = fs::symlink_status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
        return false; // a name too long, a loop of links, no permission to look
    const bool exists = fs::exists(link);
    if (exists && !is_regular(path))
        return false;
    const bool ok = bool(std::ofstream(path, std::ios::app));
    if (ok && !exists)
        fs::remove(path, ec);
    return ok;
}

bool replace_file(const std::string& path, const std::string& text) {
    if (!writable_file(path))
        return false;
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            std::error_code ec;
            fs::remove(temporary, ec);
            return false;
        }
    }
    std::error_code ec;
    fs::rename(temporary, path, ec);
    if (!ec)
        return true;
    std::error_code ignored;
    fs::remove(temporary, ignored);
    return false;
}

} // namespace littletable::texel
