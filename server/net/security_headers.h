// The headers every HTTP answer carries so that a browser keeps it to this site: no page of another site may frame
// ours (a hidden Resign or Accept button under a click), no answer is read as another type than it says, no room
// link leaves in a Referer, and the pages run only this site's own files (no inline script or style, no plugin).
#pragma once

#include <string_view>

#include <boost/beast/http/field.hpp>

namespace littletable::server {

/// The pages' Content-Security-Policy. The engine is WebAssembly compiled in a worker ('wasm-unsafe-eval'); the
/// client sets styles only through element.style, which style-src does not cover; the favicon is a data: image.
inline constexpr std::string_view CONTENT_SECURITY_POLICY =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'";

template<class Message>
void set_security_headers(Message& res) {
    namespace http = boost::beast::http;
    res.set(http::field::x_frame_options, "DENY");
    res.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "same-origin");
}

} // namespace littletable::server
