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

/// The file a write to `path` goes to: the target of a link (so that the link stays a link), else `path`.
std::string written_path(const std::string& path) {
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(path, ec)))
        return path;
    const fs::path target = fs::canonical(path, ec);
    return ec ? path : target.string();
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
    // replace_file writes the link's target through a temporary file beside it: both must be possible.
    const std::string target = written_path(path);
    for (const std::string& file : {target, target + ".tmp"}) {
        const bool existed = fs::exists(file, ec);
        if (!std::ofstream(file, std::ios::app))
            return false;
        if (!existed)
            fs::remove(file, ec);
    }
    return true;
}

bool replace_file(const std::string& path, const std::string& text) {
    if (!writable_file(path))
        return false;
    const std::string target = written_path(path);
    const std::string temporary = target + ".tmp";
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
    fs::rename(temporary, target, ec);
    if (!ec)
        return true;
    std::error_code ignored;
    fs::remove(temporary, ignored);
    return false;
}

} // namespace littletable::texel
