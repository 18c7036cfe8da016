#!/usr/bin/env bash
# Runs the tests with a Swift Testing event stream in .build/snapshots/events.jsonl, so
# `swift run snapshots orphans` can tell which tests passed, and `swift run snapshots report`
# summarises the run. Arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
# Swift Testing doesn't create the stream's folder: without it no test runs.
mkdir -p .build/snapshots
swift test --event-stream-output-path .build/snapshots/events.jsonl --event-stream-version 6.3 "$@"
