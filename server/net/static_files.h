// The built web client (web/dist) over HTTP: files with their MIME types, index.html for client routes
// (/r/ID, /play/GAME, /rules/GAME: any path whose last segment has no extension), '..' and absolute targets refused.
// The client's service worker (web/dist/sw.js, web/vite.config.ts) is a file like any other here: no-cache.
#pragma once

#include <boost/beast/http/message_generator.hpp>
#include <boost/beast/http/string_body.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace littletable::server {

/// The MIME type for a file name's extension ("application/octet-stream" when unknown).
std::string_view mime_type(std::string_view path);

/// The file a request path maps to under `root`: "" for index.html. nullopt when the path is refused (not
/// absolute, "..", backslash, NUL, bad escape). Pure, for tests.
std::optional<std::string> static_file_for(std::string_view target);

/// The Cache-Control of a file under the web root (a path as `static_file_for` gives it, "" for index.html): a year
/// and immutable for Vite's content-hashed "assets/", "no-cache" (revalidate each time) for everything else.
std::string_view cache_control(std::string_view file);

/// True when an Accept-Encoding header value admits gzip ("gzip", "gzip, br", "*"; not "gzip;q=0").
bool accepts_gzip(std::string_view acceptEncoding);

/// Answers a GET or HEAD for a static file under `root`. A file with a gzipped twin beside it (NAME.gz, written by
/// scripts/web.sh) goes out as that twin, Content-Encoding gzip, to a client that accepts gzip (the engine module:
/// 0.95 MB, 0.33 MB gzipped).
boost::beast::http::message_generator
serve_static(const boost::beast::http::request<boost::beast::http::string_body>& req, const std::string& root);

} // namespace littletable::server
