#!/usr/bin/env bash
# Checks formatting and lint rules of every tracked Swift file with the toolchain's swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z -- '*.swift' | xargs -0 swift format lint --strict --parallel
echo "lint: ok"
