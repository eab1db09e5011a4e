// The browser's engine module: one C function the Web Worker calls with a JSON request (wasm/engine_api.h).
// Built by emscripten only (CMakePresets.json "wasm"); the reply stays valid until the next call.
#include <string>

#include <emscripten/emscripten.h>

#include "wasm/engine_api.h"

namespace {

littletable::wasm::EngineApi& api() {
    static littletable::wasm::EngineApi instance;
    return instance;
}

std::string lastReply;

} // namespace

extern "C" EMSCRIPTEN_KEEPALIVE const char* lt_call(const char* request) {
    lastReply = api().handle(request ? request : "");
    return lastReply.c_str();
}
