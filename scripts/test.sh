#!/usr/bin/env bash
# What CI runs for the tests: `swift test`, writing the JSON report to .build/snapshots/report.json
# (override with SNAPSHOT_REPORT) so `swift run snapshots report --markdown` can summarise it.
set -euo pipefail
cd "$(dirname "$0")/.."
export SNAPSHOT_REPORT="${SNAPSHOT_REPORT:-$PWD/.build/snapshots/report.json}"
swift test "$@"
