#!/usr/bin/env bash
# Builds and runs the benchmarks in release. Arguments pass through, e.g. --quick or --json.
# Set SCRATCH_PATH to build the benchmark somewhere other than .build. The benchmark itself
# builds the `snapshots` executable it times into .build/cli-static and .build/cli-dynamic
# (pass --cli <path> to time another one, --no-cli to skip those comparisons).
set -euo pipefail
cd "$(dirname "$0")/.."
exec swift run -c release ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} snapshot-benchmarks "$@"
