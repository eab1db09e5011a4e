#include "server/net/ws_session.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>
#include <spdlog/spdlog.h>

#include <deque>

#include "protocol/server_frames.h"
#include "server/cluster/cluster_node.h"
#include "server/net/frame_limit.h"

namespace littletable::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

namespace {

class WsSession final : public Connection, public std::enable_shared_from_this<WsSession> {
public:
    explicit WsSession(beast::tcp_stream&& stream) : ws(std::move(stream)), id(new_conn_id()) {}

    ConnId conn_id() const { return id; }
    websocket::stream<beast::tcp_stream>& socket() { return ws; }

    void send(std::shared_ptr<const std::string> frame) override {
        net::post(ws.get_executor(),
                  [self = shared_from_this(), frame = std::move(frame)]() mutable { self->enqueue(std::move(frame)); });
    }

    void close() override {
        net::post(ws.get_executor(),
                  [self = shared_from_this()] { self->close_now(websocket::close_code::service_restart); });
    }

    /// On the socket's strand.
    void enqueue(std::shared_ptr<const std::string> frame) {
        if (closing)
            return;
        if (queue.size() >= MAX_QUEUED_FRAMES) {
            spdlog::warn("socket {}: {} frames unread, closing it", id, queue.size());
            return close_now(websocket::close_code::policy_error);
        }
        queue.push_back(std::move(frame));
        if (!writing)
            write_next();
    }

    /// On the socket's strand. Ends the socket with `reason`; what is still queued is dropped.
    void close_now(const websocket::close_reason& reason) {
        if (closing)
            return;
        closing = true;
        // Drop what is unsent, but not the frame being written: its buffer is in use until the write completes.
        while (queue.size() > (writing ? 1u : 0u))
            queue.pop_back();
        ws.async_close(reason, [self = shared_from_this()](beast::error_code) {});
    }

private:
    void write_next() {
        writing = true;
        ws.async_write(net::buffer(*queue.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
            self->writing = false;
            if (ec) {
                self->queue.clear();
                self->closing = true;
                return;
            }
            if (!self->queue.empty())
                self->queue.pop_front();
            if (!self->queue.empty() && !self->closing)
                self->write_next();
        });
    }

    websocket::stream<beast::tcp_stream> ws;
    const ConnId id;
    std::deque<std::shared_ptr<const std::string>> queue;
    bool writing = false;
    bool closing = false;
};

/// Runs `fn` on the room's strand and waits for it. A bug that throws there is logged; the socket and the
/// room live on.
/// (The awaitable is built before the co_await: GCC 12 mishandles temporaries with destructors inside it.)
template<typename F>
net::awaitable<void> on_room(const std::shared_ptr<RoomHost>& room, F fn) {
    auto run = [&]() -> net::awaitable<void> {
        try {
            fn();
        } catch (const std::exception& e) {
            spdlog::error("room {}: {}", room->room().id(), e.what());
        }
        co_return;
    };
    auto on_strand = net::co_spawn(room->strand(), std::move(run), net::use_awaitable);
    co_await std::move(on_strand);
}

/// Refuses a frame over the socket's limits (the error carries a move's ack id), or closes the socket when it kept
/// going. Returns whether the socket reads on.
bool enforce(FrameVerdict verdict, WsSession& session, std::string_view what, const std::string& text) {
    if (verdict == FrameVerdict::CLOSE) {
        spdlog::info("socket {}: too many {}, closing it", session.conn_id(), what);
        session.close_now({websocket::close_code::policy_error, "too many " + std::string(what)});
        return false;
    }
    const Error e = make_error("ERR_RATE_LIMITED", "too many " + std::string(what) + ": slow down");
    session.enqueue(std::make_shared<const std::string>(protocol::frame_text(protocol::refusal_of(e, text))));
    return true;
}

} // namespace

net::awaitable<void> run_websocket(beast::tcp_stream stream, http::request<http::string_body> req, WsTarget target,
                                   NetContext& ctx) {
    std::shared_ptr<RoomHost> room = std::move(target.room.host);
    // A room another node plays: its frames are relayed there (cluster/cluster_node.h).
    ClusterNode* relay = room ? nullptr : ctx.cluster;
    if (!room && !relay)
        co_return;
    auto session = std::make_shared<WsSession>(std::move(stream));
    auto& ws = session->socket();
    // A ping after 10 s of silence and a close after 20 s: a vanished client (no FIN) is seen as away quickly,
    // which starts its grace period.
    websocket::stream_base::timeout timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = std::chrono::seconds(20);
    timeouts.keep_alive_pings = true;
    ws.set_option(timeouts);
    ws.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(http::field::server, "littletable"); }));
    ws.read_message_max(MAX_READ_BYTES);
    ws.text(true);
    if (auto [ec] = co_await ws.async_accept(req, net::as_tuple(net::use_awaitable)); ec)
        co_return;

    const ConnId id = session->conn_id();
    ctx.sockets.add(id, session);
    const protocol::SeatPlayer player = std::move(target.player);
    if (relay) {
        relay->relay_attach(target.room.owner, target.roomId, id, player);
    } else {
        auto attached = on_room(room, [&room, id, &session, player] { room->attach(id, session, player); });
        co_await std::move(attached);
    }

    FrameMeter meter(ctx.frameLimits);
    beast::flat_buffer buffer;
    for (;;) {
        auto [ec, n] = co_await ws.async_read(buffer, net::as_tuple(net::use_awaitable));
        if (ec) {
            if (ec != websocket::error::closed && ec != net::error::eof && ec != beast::error::timeout &&
                ec != net::error::operation_aborted && ec != net::error::connection_reset)
                spdlog::debug("socket {}: {}", id, ec.message());
            break;
        }
        std::string text = beast::buffers_to_string(buffer.data());
        buffer.consume(buffer.size());
        if (const FrameVerdict v = meter.on_frame(FrameMeter::Clock::now()); v != FrameVerdict::PASS) {
            if (enforce(v, *session, "frames", text))
                continue;
            break;
        }
        auto msg = ws.got_text() ? protocol::parse_client_message(text)
                                 : Result<protocol::ClientMessage>(make_error("ERR_BAD_FRAME", "frames are JSON text"));
        if (!msg) {
            session->enqueue(
                std::make_shared<const std::string>(protocol::frame_text(protocol::refusal_of(msg.error(), text))));
            continue;
        }
        if (std::holds_alternative<protocol::in::Hello>(msg.value())) {
            if (const FrameVerdict v = meter.on_hello(FrameMeter::Clock::now()); v != FrameVerdict::PASS) {
                if (enforce(v, *session, "hellos", text))
                    continue;
                break;
            }
        }
        if (relay)
            relay->relay_frame(id, text);
        else
            co_await on_room(room, [&] { room->receive(id, msg.value()); });
    }

    if (relay)
        relay->relay_detach(id);
    else
        co_await on_room(room, [&] { room->detach(id); });
    ctx.sockets.remove(id);
}

} // namespace littletable::server
