#!/usr/bin/env bash
# Formats every tracked Swift file in place with the toolchain's swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z -- '*.swift' ':!:Tests/SeedSourceTests/SeedApps/Article*' | xargs -0 swift format format --in-place --parallel
