#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's `docc` (no plugin),
# treating warnings (such as broken symbol links) as errors. Output: .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(PresentationHierarchy HierarchyDiffing SnapshotStorage PresentationSnapshotTesting HeadlessUIKit HeadlessSwiftUI SnapshotReview LiveUIKitCapture PresentationExplorer)
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
mkdir -p .build/docs
for module in "${modules[@]}"; do
  dir=".build/docs/symbols-$module"
  rm -rf "$dir" && mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  cp "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.presentationsnapshots.$module" \
    --output-path ".build/docs/$module.doccarchive" \
    --warnings-as-errors
  echo "docs: $module ok"
done
