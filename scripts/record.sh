#!/usr/bin/env bash
# Records snapshots: missing ones by default, every differing one with --all.
# Usage: scripts/record.sh [--all] [filter]    (filter is passed to `swift test --filter`)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=missing
if [[ "${1:-}" == "--all" ]]; then mode=all; shift; fi
if [[ "${1:-}" == -* ]]; then echo "record.sh: unknown option '$1'" >&2; exit 2; fi
if [[ $# -gt 1 ]]; then echo "record.sh: unexpected argument '$2'" >&2; exit 2; fi
if [[ $# -eq 1 ]]; then
  RECORD_SNAPSHOTS=$mode swift test --filter "$1"
else
  RECORD_SNAPSHOTS=$mode swift test
fi
