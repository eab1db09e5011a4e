// The headers every HTTP answer carries so that a browser keeps it to this site: no page of another site may frame
// ours (a hidden Resign or Accept button under a click), no answer is read as another type than it says, and no
// room link leaves in a Referer.
#pragma once

#include <boost/beast/http/field.hpp>

namespace littletable::server {

template<class Message>
void set_security_headers(Message& res) {
    namespace http = boost::beast::http;
    res.set(http::field::x_frame_options, "DENY");
    res.set("Content-Security-Policy", "frame-ancestors 'none'");
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "same-origin");
}

} // namespace littletable::server
