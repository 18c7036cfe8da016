#!/usr/bin/env bash
# Checks the pictures `snapshots render` draws, in a real browser: headless Chromium, installed
# from Debian's packages when missing (fails if it can't be). For a few real snapshot files (the
# dolphin bug, its fix, the window-subview overlay, and a before/after pair as `snapshots report`
# writes it) it renders the SVG, screenshots it on a magenta page and checks that the picture
# drawn has exactly the size the SVG declares and isn't blank, then checks that Chromium's DOM
# of the SVG holds each step's title, a panel per window and a label per identifier, that no
# text runs past the picture's edges and no two labels overlap, and, in the before/after
# picture, that the node the headline names is outlined and its label highlighted. Quiet (one line) when standard output is not a terminal.
#
# Usage: scripts/check-pictures.sh [--docs]
#   --docs  also write the README's pictures: docs/pictures/dolphin-{bug,fix}.{svg,png}
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
docs=false
[[ "${1:-}" == "--docs" ]] && docs=true
verbose=false
[[ -t 1 ]] && verbose=true
say() { if $verbose; then echo "$@"; fi; }
fail() { echo "check-pictures: $*" >&2; exit 1; }

work=.build/pictures
rm -rf "$work" && mkdir -p "$work"
work="$(cd "$work" && pwd)"

find_browser() {
  local name
  for name in chromium chromium-headless-shell; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}
if ! browser="$(find_browser)"; then
  sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null 2>&1 || fail "Chromium is missing and, not being root, I need sudo to install it"
    sudo=(sudo)
  fi
  say "== installing Chromium from Debian's packages (apt-get install chromium; log: $work/apt.log)"
  if ! { "${sudo[@]}" apt-get update && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y chromium; } \
    >"$work/apt.log" 2>&1; then
    tail -n 20 "$work/apt.log" >&2
    fail "could not install Chromium with apt-get (Debian package 'chromium'); see $work/apt.log"
  fi
  browser="$(find_browser)" || fail "apt-get installed 'chromium' but no chromium command is on PATH"
fi
say "== browser: $("$browser" --version 2>/dev/null | head -n 1)"

swift build --product snapshots >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "swift build failed"; }
snapshots="$(swift build --show-bin-path)/snapshots"

# Headless Chromium as root needs --no-sandbox; its D-Bus and GPU complaints go to the log.
chrome() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --allow-file-access-from-files "$@" 2>>"$work/chromium.log"
}

# check NAME SVG SNAPSHOT STEP [SNAPSHOT STEP]: the checks above for one picture.
check() {
  local name="$1" svg="$2"
  shift 2
  local size width height
  size="$(python3 scripts/check-pictures.py size "$svg")" || fail "$name: $svg is not XML"
  read -r width height <<<"$size"
  # The picture on a magenta page, with room around it: the part that isn't magenta is the
  # picture, whose size must be the SVG's.
  cat >"$work/$name.page.html" <<HTML
<!doctype html><html><body style="margin:0;background:#ff00ff"><img src="file://$svg" style="display:block"></body></html>
HTML
  chrome --window-size="$((width + 40)),$((height + 40))" --screenshot="$work/$name.shot.png" \
    "file://$work/$name.page.html" >/dev/null
  [[ -s "$work/$name.shot.png" ]] || fail "$name ($1): Chromium made no screenshot; see $work/chromium.log"
  local png
  png="$(python3 scripts/check-pictures.py png "$work/$name.shot.png" "$width" "$height" "$work/$name.png" 2>&1)" \
    || fail "$name ($1): $png"
  # Chromium's own DOM of the SVG document.
  chrome --dump-dom "file://$svg" >"$work/$name.dom.xml"
  # The SVG inline in a page that measures each text's box.
  {
    echo '<!doctype html><html><body style="margin:0">'
    tail -n +2 "$svg"
    cat <<'HTML'
<script>
const svg = document.querySelector("svg");
const width = svg.width.baseVal.value;
const over = [];
for (const text of svg.querySelectorAll("text")) {
  const box = text.getBBox();
  if (box.x < -0.5 || box.x + box.width > width + 0.5) over.push(text.textContent);
}
// Labels (class "label") whose boxes overlap another's by more than half a pixel.
const boxes = [...svg.querySelectorAll("text.label")].map(t => [t.textContent, t.getBBox()]);
const overlaps = [];
for (let i = 0; i < boxes.length; i++) {
  for (let j = i + 1; j < boxes.length; j++) {
    const [a, p] = boxes[i], [b, q] = boxes[j];
    if (p.x + 0.5 < q.x + q.width && q.x + 0.5 < p.x + p.width &&
        p.y + 0.5 < q.y + q.height && q.y + 0.5 < p.y + p.height) overlaps.push(a + " / " + b);
  }
}
const changed = [...svg.querySelectorAll("text.label.changed")].map(t => t.textContent);
const outlines = svg.querySelectorAll("rect.changed").length;
for (const [id, value] of [["overflow", over], ["overlaps", overlaps],
                           ["changed", {labels: changed, outlines: outlines}]]) {
  const out = document.createElement("pre");
  out.id = id;
  out.textContent = JSON.stringify(value);
  document.body.appendChild(out);
}
</script></body></html>
HTML
  } >"$work/$name.measure.html"
  chrome --dump-dom "file://$work/$name.measure.html" >"$work/$name.measure.dump.html"
  local dom
  dom="$(CHANGED="${changed:-}" CHANGED_SIDES="${sides:-2}" python3 scripts/check-pictures.py dom "$work/$name.dom.xml" "$work/$name.measure.dump.html" "$@" 2>&1)" \
    || fail "$name ($1): $dom"
  say "ok   $name: $1 (step $2): $png; $dom"
}

seed=Snapshots/SeedSourceTests/SeedAppTests
bug=$seed/ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt
fix=$seed/SeparateWindowDolphinTests/dolphinStaysInFront.txt
overlay=$seed/WindowOverlayDolphinTests/dolphinFallsUnderModal.txt
for file in "$bug" "$fix" "$overlay"; do
  [[ -f "$file" ]] || fail "$file is missing"
done

"$snapshots" render "$bug" --step 3 --output "$work/dolphin-bug.svg" >/dev/null
check dolphin-bug "$work/dolphin-bug.svg" "$bug" 3
"$snapshots" render "$fix" --step 3 --output "$work/dolphin-fix.svg" >/dev/null
check dolphin-fix "$work/dolphin-fix.svg" "$fix" 3
"$snapshots" render "$overlay" --output "$work/window-overlay.svg" >/dev/null
check window-overlay "$work/window-overlay.svg" "$overlay" all

# A before/after pair as `snapshots report` writes it next to an actual recording: the fix's
# first three steps as the reference, the bug as the actual (a regression); every step differs.
mkdir -p "$work/package/Snapshots" "$work/artifacts"
echo "// swift-tools-version: 6.3" >"$work/package/Package.swift"
awk '/^## step 4:/ { exit } { print }' "$fix" | sed '$ d' >"$work/package/Snapshots/dolphin.txt"
cp "$bug" "$work/artifacts/dolphin.txt"
cat >"$work/package/report.json" <<JSON
{"entries": [{"test": "SeedAppTests.SeparateWindowDolphinTests/dolphinStaysInFront()",
  "snapshot": "Snapshots/dolphin.txt", "outcome": "failed", "reason": "mismatched",
  "artifact": "$work/artifacts/dolphin.txt"}], "failed": 1, "written": 0, "passed": 0, "total": 1}
JSON
(cd "$work/package" && "$snapshots" report --markdown report.json >report.md)
grep -q "^Picture: \[reference and actual, side by side\](\.\./artifacts/dolphin\.txt\.svg)$" \
  "$work/package/report.md" || fail "the report has no link to the before/after picture"
# Steps 1 and 2 differ the same way (the app's root view appeared), so step 2 is not drawn; step
# 3's headline names the dolphin, which must be marked on both sides.
changed=DolphinOverlay check before-after "$work/artifacts/dolphin.txt.svg" \
  "$work/package/Snapshots/dolphin.txt" 1 "$work/package/Snapshots/dolphin.txt" 3 "$bug" 1 "$bug" 3
grep -q "step 2 differs the same way, not drawn" "$work/artifacts/dolphin.txt.svg" \
  || fail "before-after: step 2, which differs as step 1 does, is not summarised" 

# The typical changes of the format article's churn table, each drawn as `snapshots report` draws
# a mismatch: the variant before as the reference, the one after as the actual recording; the
# node each headline names must be marked (a row added is on the actual side only). Among them
# the mini-player regression: moved from its own window into the root view's overlay, it falls
# under the "now playing" cover.
churn=Snapshots/AppPatternsTests/SnapshotChurnTests
mkdir -p "$work/churn/package/Snapshots" "$work/churn/artifacts"
echo "// swift-tools-version: 6.3" >"$work/churn/package/Package.swift"
# name before after subject sides steps-drawn
changes=(
  "rowAtEnd base rowAtEnd #episode-4 1 1"
  "rowAtTop newestFirst rowAtTop #episode-4 1 1"
  "renamed base renamed UINavigationBar 2 1"
  "twoDetents base twoDetents #episode-1 2 2"
  "searchFirst base searchFirst UITabBar 2 1,2"
  "miniPlayer miniPlayerInWindow miniPlayerInOverlay #pause 2 1,2,3,4"
)
entries=()
for change in "${changes[@]}"; do
  read -r name before after _ <<<"$change"
  for variant in "$before" "$after"; do
    [[ -f "$churn/recordsVariant.$variant.txt" ]] || fail "$churn/recordsVariant.$variant.txt is missing"
  done
  cp "$churn/recordsVariant.$before.txt" "$work/churn/package/Snapshots/$name.txt"
  cp "$churn/recordsVariant.$after.txt" "$work/churn/artifacts/$name.txt"
  entries+=("{\"test\": \"SnapshotChurnTests/$name()\", \"snapshot\": \"Snapshots/$name.txt\", \"outcome\": \"failed\", \"reason\": \"mismatched\", \"artifact\": \"$work/churn/artifacts/$name.txt\"}")
done
(IFS=,; echo "{\"entries\": [${entries[*]}], \"failed\": ${#entries[@]}, \"written\": 0, \"passed\": 0, \"total\": ${#entries[@]}}") \
  >"$work/churn/package/report.json"
(cd "$work/churn/package" && "$snapshots" report --markdown report.json >report.md)
pictures=4
for change in "${changes[@]}"; do
  read -r name _ _ subject sides drawn <<<"$change"
  reference="$work/churn/package/Snapshots/$name.txt"
  actual="$work/churn/artifacts/$name.txt"
  steps=()
  for step in ${drawn//,/ }; do steps+=("$reference" "$step" "$actual" "$step"); done
  changed="$subject" sides="$sides" check "change-$name" "$actual.svg" "${steps[@]}"
  pictures=$((pictures + 1))
done

if $docs; then
  mkdir -p docs/pictures
  for name in dolphin-bug dolphin-fix; do
    cp "$work/$name.svg" "$work/$name.png" docs/pictures/
  done
  say "wrote docs/pictures/dolphin-{bug,fix}.{svg,png}"
fi
echo "check-pictures: ok, $pictures pictures checked in Chromium in $((SECONDS - started)) s"
