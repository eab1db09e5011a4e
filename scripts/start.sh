#!/usr/bin/env bash
# Sets up, builds and starts littletable. For now the platform is the `littletable` command itself: this
# prints its help (the server arrives with the platform issue).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release
build/release/cli/littletable --help
