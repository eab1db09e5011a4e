// The built web client as the server hands it out (server/static_files.*): what the browser's service worker and
// WebAssembly need of it. serve_static is called directly on a folder laid out like web/dist; its reply is
// serialized and parsed back as a client would read it.
#include <gtest/gtest.h>

#include <boost/asio/buffer.hpp>
#include <boost/beast/http.hpp>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "server/net/static_files.h"

namespace littletable::server {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;

constexpr std::string_view IMMUTABLE = "public, max-age=31536000, immutable";
// The first bytes of every WebAssembly module: "\0asm", version 1.
const std::string WASM_BYTES("\0asm\1\0\0\0", 8);

TEST(StaticFiles, TheEngineModuleAndTheManifestHaveTheirMimeTypes) {
    // WebAssembly.instantiateStreaming refuses a module served as anything but application/wasm.
    EXPECT_EQ(mime_type("assets/littletable-engine-Bx3kQ9aZ.wasm"), "application/wasm");
    EXPECT_EQ(mime_type("assets/littletable-engine-Bx3kQ9aZ.js"), "text/javascript; charset=utf-8");
    EXPECT_EQ(mime_type("manifest.webmanifest"), "application/manifest+json");
    EXPECT_EQ(mime_type("sw.js"), "text/javascript; charset=utf-8");
    EXPECT_EQ(mime_type("icons/icon-512.png"), "image/png");
    EXPECT_EQ(mime_type("icons/icon.svg"), "image/svg+xml");
    EXPECT_EQ(mime_type("ICONS/ICON.PNG"), "image/png");
    EXPECT_EQ(mime_type("assets/no-extension"), "application/octet-stream");
}

TEST(StaticFiles, ThePlayRoutesAreClientRoutesLikeTheOthers) {
    for (const char* route : {"/", "/play/chess", "/play/fourplayer", "/play/martian4/", "/play/chess?level=3",
                              "/r/AbC-12_x", "/rules/chess", "/rules/metamate/fr", "/tutorials/metamate/en/3"})
        EXPECT_EQ(static_file_for(route), std::optional<std::string>("")) << route;
    EXPECT_EQ(static_file_for("/sw.js"), std::optional<std::string>("sw.js"));
    EXPECT_EQ(static_file_for("/manifest.webmanifest"), std::optional<std::string>("manifest.webmanifest"));
    EXPECT_EQ(static_file_for("/assets/e-1.wasm?__WB_REVISION__=9"), std::optional<std::string>("assets/e-1.wasm"));
}

TEST(StaticFiles, OnlyHashedAssetsAreCachedForLong) {
    EXPECT_EQ(cache_control("assets/index-CqW393Ut.js"), IMMUTABLE);
    EXPECT_EQ(cache_control("assets/littletable-engine-Bx3kQ9aZ.wasm"), IMMUTABLE);
    EXPECT_EQ(cache_control(""), "no-cache"); // index.html
    EXPECT_EQ(cache_control("sw.js"), "no-cache");
    EXPECT_EQ(cache_control("workbox-5ffe50d4.js"), "no-cache");
    EXPECT_EQ(cache_control("manifest.webmanifest"), "no-cache");
    EXPECT_EQ(cache_control("icons/icon-192.png"), "no-cache");
}

class StaticFilesServed : public ::testing::Test {
protected:
    void SetUp() override {
        root = std::filesystem::temp_directory_path() / ("littletable_static_" + std::to_string(::getpid()));
        std::filesystem::create_directories(root / "assets");
        std::ofstream(root / "index.html") << "<!doctype html><title>littletable</title>";
        std::ofstream(root / "sw.js") << "self.skipWaiting();";
        std::ofstream(root / "manifest.webmanifest") << R"({"name":"littletable","start_url":"/"})";
        std::ofstream(root / "assets" / "littletable-engine-Bx3kQ9aZ.wasm", std::ios::binary) << WASM_BYTES;
    }
    void TearDown() override { std::filesystem::remove_all(root); }

    /// The reply to `verb target` as a client reads it off the wire.
    http::response<http::string_body> serve(http::verb verb, const std::string& target,
                                            std::string_view acceptEncoding = {}) {
        http::request<http::string_body> req{verb, target, 11};
        req.set(http::field::host, "localhost");
        if (!acceptEncoding.empty())
            req.set(http::field::accept_encoding, acceptEncoding);
        auto reply = serve_static(req, root.string());
        std::string wire;
        beast::error_code ec;
        while (!reply.is_done()) {
            auto buffers = reply.prepare(ec);
            if (ec)
                break;
            const size_t n = boost::asio::buffer_size(buffers);
            for (auto b : buffers)
                wire.append(static_cast<const char*>(b.data()), b.size());
            reply.consume(n);
        }
        EXPECT_FALSE(ec) << ec.message();
        http::response_parser<http::string_body> parser;
        parser.skip(verb == http::verb::head); // a reply to HEAD announces a length but carries no body
        parser.eager(true);
        parser.put(boost::asio::buffer(wire), ec);
        EXPECT_FALSE(ec) << ec.message();
        EXPECT_TRUE(parser.is_done());
        return parser.release();
    }

    std::filesystem::path root;
};

TEST_F(StaticFilesServed, TheEngineModuleIsServedAsWasmAndCachedForLong) {
    auto res = serve(http::verb::get, "/assets/littletable-engine-Bx3kQ9aZ.wasm");
    EXPECT_EQ(res.result(), http::status::ok);
    EXPECT_EQ(res[http::field::content_type], "application/wasm");
    EXPECT_EQ(res[http::field::cache_control], IMMUTABLE);
    EXPECT_EQ(res.body(), WASM_BYTES);
}

TEST_F(StaticFilesServed, TheServiceWorkerAndTheManifestAreRevalidatedAtEachUse) {
    auto worker = serve(http::verb::get, "/sw.js");
    EXPECT_EQ(worker.result(), http::status::ok);
    EXPECT_EQ(worker[http::field::content_type], "text/javascript; charset=utf-8");
    EXPECT_EQ(worker[http::field::cache_control], "no-cache");
    EXPECT_EQ(worker.body(), "self.skipWaiting();");
    auto manifest = serve(http::verb::get, "/manifest.webmanifest");
    EXPECT_EQ(manifest.result(), http::status::ok);
    EXPECT_EQ(manifest[http::field::content_type], "application/manifest+json");
    EXPECT_EQ(manifest[http::field::cache_control], "no-cache");
}

TEST_F(StaticFilesServed, ThePlayPageIsIndexHtml) {
    auto res = serve(http::verb::get, "/play/chess");
    EXPECT_EQ(res.result(), http::status::ok);
    EXPECT_EQ(res[http::field::content_type], "text/html; charset=utf-8");
    EXPECT_EQ(res[http::field::cache_control], "no-cache");
    EXPECT_EQ(res.body(), "<!doctype html><title>littletable</title>");
}

TEST_F(StaticFilesServed, HeadAnswersWithTheSameHeadersAsGet) {
    for (const char* target : {"/sw.js", "/assets/littletable-engine-Bx3kQ9aZ.wasm", "/play/chess"}) {
        auto get = serve(http::verb::get, target);
        auto head = serve(http::verb::head, target);
        EXPECT_EQ(head.result(), http::status::ok) << target;
        EXPECT_EQ(head[http::field::content_type], get[http::field::content_type]) << target;
        EXPECT_EQ(head[http::field::cache_control], get[http::field::cache_control]) << target;
        EXPECT_EQ(head[http::field::content_length], std::to_string(get.body().size())) << target;
        EXPECT_TRUE(head.body().empty()) << target;
    }
}

TEST(StaticFiles, GzipIsAcceptedAsHttpSaysIt) {
    for (const char* yes : {"gzip", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8", "deflate, gzip ; q=0.5", "*"})
        EXPECT_TRUE(accepts_gzip(yes)) << yes;
    for (const char* no : {"", "identity", "br", "gzip;q=0", "gzip; q=0.000", "x-gzip2"})
        EXPECT_FALSE(accepts_gzip(no)) << no;
}

TEST_F(StaticFilesServed, AGzippedTwinGoesToClientsThatTakeGzip) {
    const std::string packed("\x1f\x8b\x08\x00packed", 10); // what scripts/web.sh's gzip -9 wrote beside it
    std::ofstream(root / "assets" / "littletable-engine-Bx3kQ9aZ.wasm.gz", std::ios::binary) << packed;
    const std::string target = "/assets/littletable-engine-Bx3kQ9aZ.wasm";
    auto gz = serve(http::verb::get, target, "gzip, deflate, br");
    EXPECT_EQ(gz[http::field::content_encoding], "gzip");
    EXPECT_EQ(gz[http::field::content_type], "application/wasm");
    EXPECT_EQ(gz[http::field::vary], "Accept-Encoding");
    EXPECT_EQ(gz.body(), packed);
    auto plain = serve(http::verb::get, target, "identity");
    EXPECT_EQ(plain[http::field::content_encoding], "");
    EXPECT_EQ(plain[http::field::vary], "Accept-Encoding");
    EXPECT_EQ(plain.body(), WASM_BYTES);
    auto head = serve(http::verb::head, target, "gzip");
    EXPECT_EQ(head[http::field::content_encoding], "gzip");
    EXPECT_EQ(head[http::field::content_length], std::to_string(packed.size()));
    // A file without a twin says nothing of encodings.
    auto worker = serve(http::verb::get, "/sw.js", "gzip");
    EXPECT_EQ(worker[http::field::content_encoding], "");
    EXPECT_EQ(worker[http::field::vary], "");
}

TEST_F(StaticFilesServed, AMissingFileIsNotFoundAndNotTheIndex) {
    // A worker precaching a build that is gone must fail, not cache index.html under an asset's name.
    auto res = serve(http::verb::get, "/assets/littletable-engine-Old00000.wasm");
    EXPECT_EQ(res.result(), http::status::not_found);
    EXPECT_EQ(res[http::field::content_type], "text/plain");
}

} // namespace
} // namespace littletable::server
