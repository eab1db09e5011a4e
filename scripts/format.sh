#!/usr/bin/env bash
# Lays out the C++ sources with clang-format (.clang-format), or with --check only lists the files that differ
# and fails (the test command's check). The web client has its own: cd web && npm run format / npm run lint.
# Usage: scripts/format.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' ':!:web/**')
if [ "${1:-}" = "--check" ]; then
  if ! clang-format-14 --dry-run -Werror "${files[@]}" 2> "${TMPDIR:-/tmp}/format-check.$$"; then
    grep -o '^[^:]*:[0-9]*:[0-9]*: error' "${TMPDIR:-/tmp}/format-check.$$" | cut -d: -f1 | sort -u |
      sed 's/^/not laid out by clang-format (scripts\/format.sh): /'
    rm -f "${TMPDIR:-/tmp}/format-check.$$"
    exit 1
  fi
  rm -f "${TMPDIR:-/tmp}/format-check.$$"
  echo "format: ${#files[@]} C++ files laid out"
else
  clang-format-14 -i "${files[@]}"
fi
