// The real server in-process on a free port, an HTTP request helper and a Beast WebSocket client, for the
// server's black-box tests. CPU seats are answered by a stand-in chooser: the first legal move.
#pragma once

#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>
#include <utility>
#include <vector>

#include "server/common/secrets.h"
#include "server/server.h"

namespace littletable::server::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

/// Sockets of these tests give up after 5 s instead of hanging the run.
inline void set_timeouts(tcp::socket& s) {
    timeval tv{5, 0};
    ::setsockopt(s.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(s.native_handle(), SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
}

class ServerHttp : public ::testing::Test {
protected:
    void SetUp() override {
        spdlog::set_level(spdlog::level::warn);
        web = std::filesystem::temp_directory_path() / ("littletable_web_" + std::to_string(::getpid()));
        std::filesystem::create_directories(web / "assets");
        std::ofstream(web / "index.html") << "<!doctype html><title>littletable</title>";
        std::ofstream(web / "assets" / "app.js") << "console.log('hi');";
        start_server(":memory:");
    }
    void TearDown() override {
        stop_server();
        std::filesystem::remove_all(web);
    }

    /// `options` for a server of these tests on `dataPath`: loopback, any free port, the stand-in chooser.
    ServerOptions test_options(const std::string& dataPath) const {
        ServerOptions o = options;
        o.host = "127.0.0.1";
        o.port = 0;
        o.dataPath = dataPath;
        o.webRoot = web.string();
        o.ioThreads = options.ioThreads > 0 ? options.ioThreads : 2;
        o.cpuThreads = 1;
        o.handleSignals = false;
        o.chooser = [](const Game& g, const ai::CpuLimits&, const std::atomic<bool>*) -> Result<std::string> {
            return g.legal_moves().at(0).text;
        };
        return o;
    }
    void start_server(const std::string& dataPath, int roomBurst = ServerOptions().roomBurst) {
        ServerOptions o = test_options(dataPath);
        o.roomBurst = roomBurst;
        server = std::make_unique<Server>(o);
        auto started = server->start();
        ASSERT_TRUE(started.ok()) << started.error().message;
        ASSERT_NE(server->port(), 0);
        thread = std::thread([this] { server->run(); });
    }
    void stop_server() {
        server->stop();
        if (thread.joinable())
            thread.join();
    }

    /// `headers` by Beast's field names, `named` by their text (for headers Beast has no name for).
    http::response<http::string_body> request(http::verb verb, std::string target, std::string body = {},
                                              const std::vector<std::pair<http::field, std::string>>& headers = {},
                                              const std::vector<std::pair<std::string, std::string>>& named = {}) {
        return request_at(server->port(), verb, std::move(target), std::move(body), headers, named);
    }
    /// The same, to the server on `port`.
    http::response<http::string_body> request_at(uint16_t port, http::verb verb, std::string target,
                                                 std::string body = {},
                                                 const std::vector<std::pair<http::field, std::string>>& headers = {},
                                                 const std::vector<std::pair<std::string, std::string>>& named = {}) {
        tcp::socket socket(ioc);
        socket.connect({net::ip::make_address("127.0.0.1"), port});
        set_timeouts(socket);
        http::request<http::string_body> req{verb, target, 11};
        req.set(http::field::host, "localhost");
        for (const auto& [name, value] : headers)
            req.set(name, value);
        for (const auto& [name, value] : named)
            req.set(name, value);
        if (!body.empty()) {
            req.set(http::field::content_type, "application/json");
            req.body() = std::move(body);
            req.prepare_payload();
        }
        http::write(socket, req);
        beast::flat_buffer buffer;
        http::response<http::string_body> res;
        http::read(socket, buffer, res);
        return res;
    }

    ServerOptions options; ///< what start_server starts from (a test may change it before calling it again)
    net::io_context ioc;
    std::filesystem::path web;
    std::unique_ptr<Server> server;
    std::thread thread;
};

/// A WebSocket client that reads frames until one of the wanted type arrives.
struct Client {
    websocket::stream<tcp::socket> ws;
    beast::flat_buffer buffer;

    /// `cookie`: a Cookie header for the upgrade request (a signed-in player's session), "" for none.
    Client(net::io_context& ioc, uint16_t port, const std::string& room, const std::string& cookie = "") : ws(ioc) {
        ws.next_layer().connect({net::ip::make_address("127.0.0.1"), port});
        set_timeouts(ws.next_layer());
        if (!cookie.empty())
            ws.set_option(websocket::stream_base::decorator(
                [cookie](websocket::request_type& req) { req.set(http::field::cookie, cookie); }));
        ws.handshake("localhost", "/ws/" + room);
    }
    void send(const json& frame) { ws.write(net::buffer(frame.dump())); }
    void send_text(const std::string& text) { ws.write(net::buffer(text)); }
    json read() {
        buffer.clear();
        ws.read(buffer);
        return json::parse(beast::buffers_to_string(buffer.data()));
    }
    json read_until(std::string_view t) {
        for (int i = 0; i < 50; ++i)
            if (json f = read(); f["t"] == t)
                return f;
        ADD_FAILURE() << "no '" << t << "' frame";
        return json();
    }
};

} // namespace littletable::server::testing
