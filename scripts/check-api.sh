#!/usr/bin/env bash
# Checks that the public API of the modules that spell Apple's frameworks is exactly the reviewed
# list in scripts/api/<Module>.txt, where every symbol is tagged as Apple's (with its
# documentation path) or the model's own (with why). A symbol added or removed without updating
# the list fails, so nothing invented slips into the API under a UIKit name.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
status=0
shopt -s nullglob
for module in HeadlessUIKit HeadlessSwiftUI; do
  list="scripts/api/$module.txt"
  untagged="$(grep -v '^#' "$list" | grep -vE '  # (uikit|coregraphics|swiftui|developertoolssupport|model): .+$' || true)"
  if [[ -n "$untagged" ]]; then
    echo "check-api: $list: these lines lack a '# uikit: <doc path>' or '# model: <why>' tag:" >&2
    echo "$untagged" >&2
    status=1
  fi
  if ! diff -u --label "$list (reviewed)" --label "$module (built)" \
    <(grep -v '^#' "$list" | sed -E 's/  # .*$//') \
    <(python3 scripts/public-api.py "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json); then
    echo "check-api: the public API of $module differs from $list; review the change and update the list" >&2
    status=1
  fi
done
[[ $status -eq 0 ]] && echo "check-api: ok"
exit $status
