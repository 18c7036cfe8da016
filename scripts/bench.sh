#!/usr/bin/env bash
# Builds and runs the benchmarks in release. Arguments pass through, e.g. --quick or --json.
# Set SCRATCH_PATH to build somewhere other than .build.
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift run -c release ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} snapshot-benchmarks "$@"
