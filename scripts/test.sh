#!/usr/bin/env bash
# Sets up, builds and runs every test through CTest: the C++ unit tests under AddressSanitizer + UBSan first
# (without the deep perft runs, which take minutes under the sanitizers), then everything on the release build:
# unit tests, perft suites, CLI black-box tests, the server's tests, the web client's unit tests, its lint (ESLint,
# Prettier) and the end-to-end tests in Debian's Chromium. The storage suites run on SQLite and on a PostgreSQL
# server of the tests' own (build/postgres-test, port 55433); the search queue's on a Redis server of their own
# (build/redis-test, port 56380). Both are stopped at the end. The parsers run under libFuzzer for a few seconds
# (scripts/fuzz.sh), and the time of each phase is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's wall time, printed at the end (also when a phase fails).
phases=()
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  phases+=("$(printf '%-34s %4d s' "$name" $((SECONDS - start)))")
}
report() {
  local rc=$?
  scripts/postgres.sh stop build/postgres-test >/dev/null 2>&1 || true
  scripts/redis.sh stop build/redis-test >/dev/null 2>&1 || true
  echo "== phase times"
  printf '%s\n' "${phases[@]}"
  printf '%-34s %4d s (exit %d)\n' total "$SECONDS" "$rc"
}
trap report EXIT

phase "setup (Debian packages)" scripts/setup.sh
LITTLETABLE_TEST_POSTGRES=$(scripts/postgres.sh start build/postgres-test 55433)
LITTLETABLE_TEST_REDIS=$(scripts/redis.sh start build/redis-test 56380)
export LITTLETABLE_TEST_POSTGRES LITTLETABLE_TEST_REDIS
phase "build release" scripts/build.sh release
phase "build wasm" scripts/build.sh wasm
phase "web client (npm ci, vite build)" scripts/web.sh
phase "build sanitize" scripts/build.sh sanitize
phase "tests under ASan + UBSan" ctest --preset sanitize -j "$(nproc)" -E 'WikiPerft|PerftSuite'
phase "fuzz (build, 5 s)" scripts/fuzz.sh 5
phase "tests on release" ctest --preset release -j "$(nproc)"
