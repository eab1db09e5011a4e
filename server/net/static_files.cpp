#include "server/net/static_files.h"

#include <boost/beast/core/file.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/file_body.hpp>

#include "server/net/http_target.h"
#include "server/net/security_headers.h"

namespace littletable::server {

namespace beast = boost::beast;
namespace http = beast::http;

namespace {

constexpr std::string_view NOT_BUILT_PAGE =
    "<!doctype html><meta charset=utf-8><title>littletable</title><p>The littletable server runs, but the web "
    "client is not built: no index.html in the web directory (see README: build the client, or pass --web).</p>";

http::message_generator text_response(const http::request<http::string_body>& req, http::status status,
                                      std::string_view type, std::string body) {
    http::response<http::string_body> res{status, req.version()};
    res.set(http::field::content_type, type);
    set_security_headers(res);
    res.keep_alive(req.keep_alive());
    const size_t size = body.size();
    const bool head = req.method() == http::verb::head;
    res.body() = head ? std::string() : std::move(body);
    res.prepare_payload();
    if (head)
        res.content_length(size);
    return res;
}

} // namespace

std::string_view mime_type(std::string_view path) {
    const size_t dot = path.rfind('.');
    const size_t slash = path.rfind('/');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash))
        return "application/octet-stream";
    std::string ext;
    for (char c : path.substr(dot + 1))
        ext += char(std::tolower(static_cast<unsigned char>(c)));
    static constexpr std::pair<std::string_view, std::string_view> TYPES[] = {
        {"html", "text/html; charset=utf-8"},
        {"htm", "text/html; charset=utf-8"},
        {"js", "text/javascript; charset=utf-8"},
        {"mjs", "text/javascript; charset=utf-8"},
        {"css", "text/css; charset=utf-8"},
        {"json", "application/json"},
        {"map", "application/json"},
        {"webmanifest", "application/manifest+json"},
        {"svg", "image/svg+xml"},
        {"png", "image/png"},
        {"jpg", "image/jpeg"},
        {"jpeg", "image/jpeg"},
        {"gif", "image/gif"},
        {"webp", "image/webp"},
        {"ico", "image/x-icon"},
        {"woff", "font/woff"},
        {"woff2", "font/woff2"},
        {"ttf", "font/ttf"},
        {"otf", "font/otf"},
        {"txt", "text/plain; charset=utf-8"},
        {"md", "text/markdown; charset=utf-8"},
        {"wasm", "application/wasm"},
        {"xml", "application/xml"},
        {"pdf", "application/pdf"},
    };
    for (const auto& [e, type] : TYPES)
        if (e == ext)
            return type;
    return "application/octet-stream";
}

std::string_view cache_control(std::string_view file) {
    // Vite's assets carry a content hash in their names: cache them for good. Everything else is revalidated on
    // every use: index.html (it names the current assets), the service worker sw.js (the browser looks for a new
    // one at each visit; "no-cache" keeps any cache in between from hiding a deploy), the manifest and the icons.
    return file.starts_with("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

bool accepts_gzip(std::string_view acceptEncoding) {
    while (!acceptEncoding.empty()) {
        const size_t comma = acceptEncoding.find(',');
        std::string_view item = acceptEncoding.substr(0, comma);
        acceptEncoding.remove_prefix(comma == std::string_view::npos ? acceptEncoding.size() : comma + 1);
        const size_t semicolon = item.find(';');
        std::string_view coding = item.substr(0, semicolon);
        std::string_view params = semicolon == std::string_view::npos ? std::string_view() : item.substr(semicolon + 1);
        auto trim = [](std::string_view v) {
            while (!v.empty() && (v.front() == ' ' || v.front() == '\t'))
                v.remove_prefix(1);
            while (!v.empty() && (v.back() == ' ' || v.back() == '\t'))
                v.remove_suffix(1);
            return v;
        };
        coding = trim(coding);
        params = trim(params);
        if (coding != "gzip" && coding != "*")
            continue;
        // "q=0", "q=0.0", "q=0.000": refused; any other weight admits it.
        if (params.starts_with("q=") || params.starts_with("Q=")) {
            const std::string_view q = params.substr(2);
            if (!q.empty() && q.find_first_not_of("0.") == std::string_view::npos)
                continue;
        }
        return true;
    }
    return false;
}

std::optional<std::string> static_file_for(std::string_view target) {
    auto path = percent_decode(target_path(target), false);
    if (!path || path->empty() || (*path)[0] != '/')
        return std::nullopt;
    if (path->find('\\') != std::string::npos || path->find('\0') != std::string::npos)
        return std::nullopt;
    // Refuse ".." as a whole segment anywhere (and a "//" that could make the path look absolute).
    std::string_view rest(*path);
    while (!rest.empty()) {
        rest.remove_prefix(1);
        const std::string_view segment = rest.substr(0, rest.find('/'));
        if (segment == ".." || segment == ".")
            return std::nullopt;
        rest.remove_prefix(segment.size());
        if (segment.empty() && !rest.empty())
            return std::nullopt;
    }
    const std::string_view last = std::string_view(*path).substr(path->rfind('/') + 1);
    if (last.empty() || last.find('.') == std::string_view::npos)
        return std::string(); // "/", "/r/ID", "/rules/chess": the client's own routes
    return path->substr(1);
}

http::message_generator serve_static(const http::request<http::string_body>& req, const std::string& root) {
    if (req.method() != http::verb::get && req.method() != http::verb::head)
        return text_response(req, http::status::method_not_allowed, "text/plain", "method not allowed\n");
    auto file = static_file_for(req.target());
    if (!file)
        return text_response(req, http::status::bad_request, "text/plain", "bad path\n");
    const bool index = file->empty();
    const std::string path = root + "/" + (index ? std::string("index.html") : *file);

    http::file_body::value_type body;
    beast::error_code ec;
    body.open(path.c_str(), beast::file_mode::scan, ec);
    if (ec) {
        if (index)
            return text_response(req, http::status::ok, "text/html; charset=utf-8", std::string(NOT_BUILT_PAGE));
        return text_response(req, http::status::not_found, "text/plain", "not found\n");
    }
    // The gzipped twin, where there is one: it replaces the file for a client that takes gzip.
    http::file_body::value_type gzipped;
    gzipped.open((path + ".gz").c_str(), beast::file_mode::scan, ec);
    const bool twin = !ec;
    const bool compressed = twin && accepts_gzip(req[http::field::accept_encoding]);
    if (compressed)
        body = std::move(gzipped);
    const auto size = body.size();
    const std::string_view cache = cache_control(index ? std::string_view() : std::string_view(*file));
    auto headers = [&](auto& res) {
        res.set(http::field::content_type, mime_type(path));
        res.set(http::field::cache_control, cache);
        set_security_headers(res);
        if (twin)
            res.set(http::field::vary, "Accept-Encoding");
        if (compressed)
            res.set(http::field::content_encoding, "gzip");
        res.content_length(size);
        res.keep_alive(req.keep_alive());
    };
    if (req.method() == http::verb::head) {
        http::response<http::empty_body> res{http::status::ok, req.version()};
        headers(res);
        return res;
    }
    http::response<http::file_body> res{std::piecewise_construct, std::make_tuple(std::move(body)),
                                        std::make_tuple(http::status::ok, req.version())};
    headers(res);
    return res;
}

} // namespace littletable::server
