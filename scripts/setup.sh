#!/usr/bin/env bash
# Installs every Debian package littletable needs to build, test and benchmark. Idempotent and
# non-interactive: packages already present are not touched, and apt is only called when one is missing.
set -euo pipefail

packages=(
  # build
  build-essential g++ cmake ninja-build pkg-config git
  # libraries
  libcli11-dev libgtest-dev libgmock-dev libbenchmark-dev
  # server (server/)
  libboost1.81-dev nlohmann-json3-dev libsqlite3-dev libspdlog-dev libssl-dev libjemalloc-dev libsodium-dev
  # Unicode player names (server/players/player_name.cpp)
  libicu-dev
  # the push services' certificates, checked when "your turn" notifications are sent (server/push/)
  ca-certificates
  # PostgreSQL storage for several nodes (server/postgres/), and the server its tests run against (scripts/postgres.sh)
  libpqxx-dev postgresql openssl
  # search workers over Redis (server/search/), and the server their tests run against (scripts/redis.sh)
  libhiredis-dev redis-server
  # the load balancer of scripts/cluster.sh (deploy/haproxy.cfg); curl for its health checks
  haproxy curl
  # the engine as WebAssembly for the browser (wasm/, preset "wasm")
  emscripten
  # the libFuzzer harnesses of the parsers (scripts/fuzz.sh, preset "fuzz"); clang-format checks the C++ layout
  clang-14 libclang-rt-14-dev clang-format-14
  # browser tests (web/e2e): Debian's Chromium, driven by playwright-core
  chromium
  # benchmarks against peers (bench/)
  stockfish bc
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js and npm for the web client: any installed ones will do (Debian's, or a distribution's repack that
# bundles npm); Debian's packages otherwise.
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
