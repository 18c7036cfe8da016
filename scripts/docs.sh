#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's `docc` (no plugin),
# treating warnings (such as broken symbol links) as errors. Output: .build/docs/<Module>.doccarchive
#
# The products' catalogs document their public API; SnapshotReview, the command line's logic, is
# no product (its API is `package`), so its catalog documents its package API, for contributors.
set -euo pipefail
cd "$(dirname "$0")/.."

public_modules=(PresentationHierarchy HierarchyDiffing SnapshotStorage PresentationSnapshotTesting HeadlessUIKit HeadlessSwiftUI HeadlessWidgetKit LiveUIKitCapture PresentationExplorer)
package_modules=(SnapshotReview)
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
mkdir -p .build/docs

# Copies each module's symbol graphs, as just dumped, into a folder of its own.
collect() {
  for module in "$@"; do
    dir=".build/docs/symbols-$module"
    rm -rf "$dir" && mkdir -p "$dir"
    cp "$graphs/$module.symbols.json" "$dir/"
    cp "$graphs/$module"@*.symbols.json "$dir/" 2>/dev/null || true
  done
}
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
collect "${public_modules[@]}"
swift package dump-symbol-graph --minimum-access-level package --emit-extension-block-symbols >/dev/null
collect "${package_modules[@]}"

for module in "${public_modules[@]}" "${package_modules[@]}"; do
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir ".build/docs/symbols-$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.presentationsnapshots.$module" \
    --output-path ".build/docs/$module.doccarchive" \
    --warnings-as-errors
  echo "docs: $module ok"
done
