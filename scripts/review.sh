#!/usr/bin/env bash
# Runs the tests (so every mismatch leaves a pending <reference>.new file), then reviews the
# pending snapshots interactively. Arguments go to `swift test` (e.g. --filter ToastTests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test "$@" || true
swift run snapshots review
