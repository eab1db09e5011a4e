#!/usr/bin/env bash
# Lays out the C++ sources with clang-format (.clang-format), or with --check only lists the files that differ
# and fails (the test command's check). The files are those git tracks and the new ones it does not ignore.
# The web client has its own: cd web && npm run format / npm run lint.
# Usage: scripts/format.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' ':!:web/**')
if [ "${1:-}" = "--check" ]; then
  report=$(mktemp)
  trap 'rm -f "$report"' EXIT
  if ! clang-format-14 --dry-run -Werror "${files[@]}" 2> "$report"; then
    grep -o '^[^:]*:[0-9]*:[0-9]*: error' "$report" | cut -d: -f1 | sort -u |
      sed 's/^/not laid out by clang-format (scripts\/format.sh): /'
    exit 1
  fi
  echo "format: ${#files[@]} C++ files laid out"
else
  clang-format-14 -i "${files[@]}"
fi
