#!/usr/bin/env bash
# Checks formatting and lint rules of every tracked Swift file with the toolchain's swift-format,
# except the seed articles' code, which is kept exactly as published.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z -- '*.swift' ':!:Tests/SeedSourceTests/SeedApps/Article*' | xargs -0 swift format lint --strict --parallel
echo "lint: ok"
