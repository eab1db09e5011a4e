#!/usr/bin/env bash
# Sets up, builds and runs every test through CTest: the C++ unit tests under AddressSanitizer + UBSan first
# (without the deep perft runs, which take minutes under the sanitizers), then everything on the release build:
# unit tests, perft suites, CLI black-box tests, the server's tests, the web client's unit tests, its lint (ESLint,
# Prettier) and the end-to-end tests in Debian's Chromium. The storage suites run on SQLite and on a PostgreSQL
# server of the tests' own (build/postgres-test, port 55433); the search queue's on a Redis server of their own
# (build/redis-test, port 56380). Both are stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
LITTLETABLE_TEST_POSTGRES=$(scripts/postgres.sh start build/postgres-test 55433)
LITTLETABLE_TEST_REDIS=$(scripts/redis.sh start build/redis-test 56380)
export LITTLETABLE_TEST_POSTGRES LITTLETABLE_TEST_REDIS
trap 'scripts/postgres.sh stop build/postgres-test; scripts/redis.sh stop build/redis-test' EXIT
scripts/build.sh release
scripts/build.sh wasm
scripts/web.sh
scripts/build.sh sanitize
ctest --preset sanitize -j "$(nproc)" -E 'WikiPerft|PerftSuite'
ctest --preset release -j "$(nproc)"
