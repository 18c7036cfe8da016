#!/usr/bin/env bash
# Checks that the public API of the modules that spell Apple's frameworks is exactly the reviewed
# list in scripts/api/<Module>.txt, where every symbol is tagged as Apple's (with its
# documentation path) or the model's own (with why) and carries its full declaration as built
# (`# decl:`). A symbol added, removed or re-declared without updating the list fails, so nothing
# invented slips into the API under a UIKit name and no signature drifts from Apple's unnoticed.
# Where scripts/api/apple/<Module>.txt and the topic files in scripts/api/apple/<Module>/ record
# Apple's documented declarations, the built ones must match them after the normalisation
# scripts/api/compare-apple.py describes, or carry a recorded reason to differ. No model member is named like a UIKit member of its class chain
# (scripts/api/check-model-names.py).
# Every symbol must be called by a test as apps call it (scripts/api/check-probes.py), and the
# DocC coverage pages are generated from the lists (scripts/api/coverage-page.py).
# `--update` rewrites the declarations from the build, keeping the reviewed tags (see
# scripts/api/update-declarations.py); new symbols still need a tagged line written by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
status=0
update=false
[[ "${1:-}" == "--update" ]] && update=true
shopt -s nullglob
for module in HeadlessUIKit HeadlessSwiftUI HeadlessCombine HeadlessWidgetKit HeadlessUniformTypeIdentifiers HeadlessSafariServices HeadlessCoreTransferable; do
  list="scripts/api/$module.txt"
  untagged="$(grep -v '^#' "$list" | grep -vE '  # (uikit|coregraphics|swiftui|developertoolssupport|combine|dispatch|widgetkit|uniformtypeidentifiers|safariservices|coretransferable|model): .+$' || true)"
  if [[ -n "$untagged" ]]; then
    echo "check-api: $list: these lines lack a '# uikit: <doc path>' or '# model: <why>' tag:" >&2
    echo "$untagged" >&2
    status=1
  fi
  built="$(mktemp)"
  python3 scripts/public-api.py "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json >"$built"
  if $update; then
    python3 scripts/api/update-declarations.py "$list" "$built"
  fi
  if ! diff -u --label "$list (reviewed)" --label "$module (built)" \
    <(grep -v '^#' "$list" | sed -E 's/  # (uikit|coregraphics|swiftui|developertoolssupport|combine|dispatch|widgetkit|uniformtypeidentifiers|safariservices|coretransferable|model): .*(  # decl: )/\2/; s/  # (uikit|coregraphics|swiftui|developertoolssupport|combine|dispatch|widgetkit|uniformtypeidentifiers|safariservices|coretransferable|model): .*$//') \
    "$built"; then
    echo "check-api: the public API of $module differs from $list; review the change and update the list" >&2
    echo "check-api: (declarations only changed? scripts/check-api.sh --update rewrites them)" >&2
    status=1
  fi
  rm -f "$built"
  apple=()
  for recorded in scripts/api/apple/"$module".txt scripts/api/apple/"$module"/*.txt; do
    [[ -f "$recorded" ]] && apple+=("$recorded")
  done
  if ((${#apple[@]} > 0)) && ! python3 scripts/api/compare-apple.py "${apple[@]}" "$list"; then
    echo "check-api: declarations in $list differ from Apple's in scripts/api/apple/$module* (see above)" >&2
    status=1
  fi
done
# Every symbol is called by some test the way apps call it (a compile probe); the modules not yet
# fully probed are held where they stand by scripts/api/unprobed/<Module>.txt.
for module in HeadlessSwiftUI HeadlessUIKit HeadlessCombine HeadlessWidgetKit HeadlessUniformTypeIdentifiers HeadlessSafariServices HeadlessCoreTransferable; do
  known=()
  [[ -f "scripts/api/unprobed/$module.txt" ]] && known=(--known "scripts/api/unprobed/$module.txt")
  python3 scripts/api/check-probes.py "scripts/api/$module.txt" Tests "${known[@]}" || status=1
done
# The DocC coverage pages are generated from the lists.
if $update; then python3 scripts/api/coverage-page.py; fi
python3 scripts/api/coverage-page.py --check || status=1
# The model's own members (test controls, capture names) never take a UIKit member's name.
python3 scripts/api/check-model-names.py scripts/api/HeadlessUIKit.txt Sources/HeadlessUIKit || status=1
[[ $status -eq 0 ]] && echo "check-api: ok"
exit $status
