#!/usr/bin/env bash
# Uses this package the way a user does: a separate package in a temporary folder depends on it
# by path, builds the README's app library (its files keep `import SwiftUI` and `import UIKit`,
# mapped onto the headless models by module aliases) and runs its tests, sets itself up with
# `snapshots init`, records, accepts a change as the failure's advice says (from a subfolder),
# fails under CI with a forced record mode left in the code (writing nothing), reports, and
# finds orphans only among passing tests.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/App"
mkdir -p "$app/Tests/AppTests"
# The steps that play a developer's machine run without CI's variables (the CI that runs this
# script sets them); the steps that play CI set CI=1 themselves.
unset CI GITHUB_ACTIONS
step() { printf '\n== consumer: %s\n' "$*"; }
fail() { echo "consumer-check: $*" >&2; exit 1; }

# A path dependency's identity is its folder's name.
identity="$(basename "$repo")"
# README's manifest, as README shows it (an app library and its tests, whose untouched
# `import SwiftUI` and `import UIKit` load the headless models through module aliases), with the
# dependency pointed at this checkout, named by its folder, and the app's entry point added.
python3 - "$repo/README.md" "$repo" "$identity" >"$app/Package.swift" <<'PY'
import sys

readme, repo, identity = sys.argv[1:]
text = open(readme, encoding="utf-8").read()
fence = "```swift\n// swift-tools-version:"
if fence not in text:
    sys.exit("consumer-check: README.md has no manifest (a swift block starting with the tools version)")
start = text.index(fence) + len("```swift\n")
manifest = text[start:text.index("```\n", start)]
app_target = '    .target(name: "App", dependencies: headlessModels, swiftSettings: headlessImports),\n'
for old, new in [
    ('package: "PresentationSnapshots"', f'package: "{identity}"'),
    ('.package(path: "../PresentationSnapshots")', f'.package(path: "{repo}")'),
    # An app's entry point, `@main struct …: App`, as Xcode's template writes it.
    (app_target, app_target + '    .executableTarget(\n      name: "PodcastsMain", '
     'dependencies: headlessModels, swiftSettings: headlessImports),\n'),
]:
    if old not in manifest:
        sys.exit(f"consumer-check: README's manifest no longer has {old!r}; update this script")
    manifest = manifest.replace(old, new)
print(manifest, end="")
PY
mkdir -p "$app/Sources/App"
# README's app file, as README shows it, with an environment switch standing in for the refactor
# README describes: with MOVED=1 the toast sits in the root view instead of its own window.
python3 - "$repo/README.md" >"$app/Sources/App/ContentView.swift" <<'PY'
import sys

text = open(sys.argv[1], encoding="utf-8").read()
fence = "```swift\nimport SwiftUI\nimport UIKit\n\nstruct ContentView"
if fence not in text:
    sys.exit("consumer-check: README.md has no app file (a swift block starting with its imports)")
start = text.index(fence) + len("```swift\n")
source = "import Foundation\n" + text[start:text.index("```\n", start)]
root = """    Button("Open") { showCover = true }
      .accessibilityIdentifier("open")
      .fullScreenCover(isPresented: $showCover) {
        Color.blue.accessibilityIdentifier("cover")
      }
      .task { ToastWindow.show() }
"""
moved = """    ZStack {
      Button("Open") { showCover = true }
        .accessibilityIdentifier("open")
      if ProcessInfo.processInfo.environment["MOVED"] == "1" {
        Toast()
      }
    }
    .fullScreenCover(isPresented: $showCover) {
      Color.blue.accessibilityIdentifier("cover")
    }
    .task {
      if ProcessInfo.processInfo.environment["MOVED"] != "1" { ToastWindow.show() }
    }
"""
if root not in source:
    sys.exit("consumer-check: README's app file no longer has the root view this script switches")
print(source.replace(root, moved), end="")
PY
# A preview beside it, as Xcode's template writes one: it compiles and is ignored.
cat > "$app/Sources/App/Previews.swift" <<'SWIFT'
import SwiftUI

#Preview {
  ContentView()
}
SWIFT
# App classes naming members as the model's own bookkeeping does: the model keeps its names out
# of UIKit's classes (package access, engine types), so an app's subclass compiles as on iOS.
cat > "$app/Sources/App/OwnNames.swift" <<'SWIFT'
import UIKit

final class ProfileViewController: UIViewController {
  var identifier = "profile"
  var typeName = "Profile"
  var presentation: String?
  var engine = 0
  var owningViewController: UIViewController?
  var windowOfRoot: UIWindow?
}

final class BadgeView: UIView {
  var typeName = "Badge"
  var engine = "v8"
  var tapAction: (() -> Void)?
  var captureRole = 1
  var screenFrame = CGRect.zero
}
SWIFT
# An app file that talks to WidgetKit, and a widget's view, with their own `import WidgetKit`:
# the alias loads HeadlessWidgetKit, which the HeadlessSwiftUI product carries.
cat > "$app/Sources/App/Widgets.swift" <<'SWIFT'
import SwiftUI
import WidgetKit

func refreshWidgets() {
  WidgetCenter.shared.reloadTimelines(ofKind: "toast")
  WidgetCenter.shared.reloadAllTimelines()
}

struct ToastWidgetView: View {
  @Environment(\.widgetFamily) var family

  var body: some View {
    Text(family == .systemSmall ? "Toast" : "Toast, larger")
      .widgetURL(URL(string: "app://toast"))
  }
}
SWIFT
# The tests, in the style of README's test file: the guided example's, a forced record mode left in
# the code, and a test that throws before its snapshot.
cat > "$app/Tests/AppTests/ToastTests.swift" <<'SWIFT'
@testable import App
import Foundation
import PresentationSnapshotTesting
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct ToastTests {
  /// Launches the app and records the launch and the cover.
  static func record() async throws -> HierarchyRecorder {
    ToastWindow.window = nil  // an app global: each test's app starts without it
    let app = await UIApplication.launch(ContentView())
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    try await recorder.step("present cover") { try app.tap("open") }
    return recorder
  }

  @Test func toastStaysAboveTheCover() async throws {
    let recorder = try await Self.record()
    expectSnapshot(of: recorder)
    #expect(try recorder.last.isInFront("toast", of: "cover"))
  }

  @Test(.recordMode(.all)) func forgotten() async throws {
    expectSnapshot(of: try await Self.record())
  }

  @Test func throwsFirst() async throws {
    if ProcessInfo.processInfo.environment["BREAK"] == "1" { throw CancellationError() }
    expectSnapshot(of: try await Self.record(), named: "ダーク")
  }
}
SWIFT
# A UIKit app's test file: Swift Testing beside `import UIKit` and `import CoreGraphics`, without
# SwiftUI (Testing's cross-import overlays for those two, declared on Linux without modules, are
# what HeadlessUIKit's empty `_Testing_UIKit` and `_Testing_CoreGraphics` answer).
cat > "$app/Tests/AppTests/UIKitOnlyTests.swift" <<'SWIFT'
import CoreGraphics
import Testing
import UIKit

@MainActor
@Test func aPlainViewHasNoSubviews() {
  #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).subviews.isEmpty)
}
SWIFT
# The app's entry point, untouched: on Linux, running it launches the app headlessly and prints
# the launch's snapshot.
mkdir -p "$app/Sources/PodcastsMain"
cat > "$app/Sources/PodcastsMain/PodcastsApp.swift" <<'SWIFT'
import SwiftUI

@main
struct PodcastsApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Episodes").accessibilityIdentifier("episodes")
    }
  }
}
SWIFT
cd "$app"
git init -q .

step "the app library alone builds from a clean folder, its imports untouched"
swift build --target App 2>&1 | tail -1

step "build (the dependency is named '$identity', its folder's name)"
swift build --build-tests 2>&1 | tail -1

step "the @main App runs: it launches headlessly and prints the launch's snapshot"
swift run -q PodcastsMain > "$work/main.txt"
grep -qx 'presentation-snapshot 2' "$work/main.txt" || fail "@main printed no snapshot"
grep -qx '## step 1: launch' "$work/main.txt" || fail "@main's snapshot has no launch step"
grep -q 'content Text #episodes' "$work/main.txt" || fail "@main's snapshot lacks the app's view"

step "snapshots init"
swift run -q snapshots init
for file in .gitignore .gitattributes Snapshots/.editorconfig .github/workflows/snapshots.yml; do
  [[ -f "$file" ]] || fail "init did not write $file"
done

step "record locally, with the event stream the workflow asks for, and say so"
# Version 6.3 of the stream: with version 0 Swift Testing hides every warning, these included.
# As the workflow `snapshots init` wrote does on a fresh checkout: the stream's folder first.
[[ ! -d .build/snapshots ]] || fail ".build/snapshots exists before the first test run"
grep -q "mkdir -p .build/snapshots &&" .github/workflows/snapshots.yml \
  || fail "the workflow does not create the event stream's folder"
mkdir -p .build/snapshots
swift test --event-stream-output-path .build/snapshots/events.jsonl \
  --event-stream-version 6.3 > "$work/record.txt" 2>&1 || { tail -30 "$work/record.txt"; fail "recording failed"; }
tail -3 "$work/record.txt"
grep -q "Recorded a new snapshot at " "$work/record.txt" \
  || fail "the run with an event stream did not say it recorded snapshots"
toast=Snapshots/AppTests/ToastTests/toastStaysAboveTheCover.txt
[[ -f "$toast" && -f Snapshots/AppTests/ToastTests/throwsFirst.ダーク.txt ]] \
  || fail "snapshots were not recorded"
cp "$toast" "$work/toast.before"

step "a reference in format 1 (absolute frames, a button's Text under it) still passes, untouched"
python3 - "$toast" "$work/toast.v1" <<'PY'
import re, sys
out, siblings, lines = [], [], open(sys.argv[1], encoding="utf-8").read().split("\n")
for index, line in enumerate(lines):
    node = re.match(r"^( *)[a-z][a-z0-9-]* ", line)
    if line.startswith("presentation-snapshot "):
        line = "presentation-snapshot 1"
    if not node or line.startswith(("## ", "front-to-back:", "test:", "warning:", "exception:")):
        out.append(line)
        siblings = [] if line.startswith("## ") else siblings
        continue
    depth = len(node.group(1)) // 2
    del siblings[depth + 1:]
    siblings += [None] * (depth + 1 - len(siblings))
    frame = re.search(r" frame=(\S+)", line)
    if frame:
        parts, before = frame.group(1).split(","), siblings[depth]
        x = before[0] + before[2] + float(parts[0][1:]) if parts[0][0] == "+" else float(parts[0])
        y = before[1] + before[3] + float(parts[1][1:]) if parts[1][0] == "+" else float(parts[1])
        size = (float(parts[2]), float(parts[3]))
        siblings[depth] = (x, y) + size
        text = ",".join("%d" % v if v == int(v) else repr(v) for v in (x, y) + size)
        line = line[:frame.start()] + " frame=" + text + line[frame.end():]
    out.append(line)
    following = lines[index + 1] if index + 1 < len(lines) else ""
    deeper = len(following) - len(following.lstrip(" ")) > len(node.group(1)) and following.strip()
    if line.lstrip().startswith("content ") and " label=" in line and not deeper:
        out.append("  " * (depth + 1) + "content Text")
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out))
PY
grep -q '^        content Text$\|^ *content Text$' "$work/toast.v1" || fail "the format 1 file has no button Text"
cp "$work/toast.v1" "$toast"
swift test --filter toastStaysAboveTheCover > "$work/v1.txt" 2>&1 || { tail -30 "$work/v1.txt"; fail "a format 1 reference failed"; }
grep -q "^Snapshots: 1 passed, 1 total (1 in an older format: RECORD_SNAPSHOTS=all writes them in format 2)$" "$work/v1.txt" \
  || { grep Snapshots: "$work/v1.txt"; fail "the summary does not count the format 1 reference"; }
cmp -s "$toast" "$work/toast.v1" || fail "a passing run rewrote the format 1 reference"
RECORD_SNAPSHOTS=all swift test --filter toastStaysAboveTheCover > /dev/null 2>&1 || fail "re-recording failed"
cmp -s "$toast" "$work/toast.before" || fail "re-recording did not write the reference in format 2"

step "the README's refactor (the toast moved into the root view) fails and says so"
if MOVED=1 swift test --filter toastStaysAboveTheCover > "$work/moved.txt" 2>&1; then
  fail "the refactor passed"
fi
grep -B1 -A3 "does not match the recording" "$work/moved.txt" | head -5 || { tail -40 "$work/moved.txt"; fail "no mismatch reported"; }
# What moved is the first line under Swift Testing's "Issue recorded", as the README shows.
grep -qF '↳ step 2 "present cover": `toast` is now behind `cover` (was in front)' "$work/moved.txt" \
  || fail "the failure does not lead with what moved"
grep -q 'isInFront("toast", of: "cover")' "$work/moved.txt" || fail "the query did not fail"
swift run -q snapshots reject --all > /dev/null

step "the accept advice works where swift test ran: here in Tests/AppTests"
(cd Tests/AppTests && MOVED=1 swift test --filter toastStaysAboveTheCover > "$work/sub.txt" 2>&1) \
  && fail "the refactor passed"
accept="$(grep -o "mv '[^']*' '[^']*'" "$work/sub.txt" | head -1 || true)"
[[ "$accept" == "mv '../../Snapshots/AppTests/"* ]] \
  || { tail -30 "$work/sub.txt"; fail "no accept advice relative to Tests/AppTests: $accept"; }
(cd Tests/AppTests && eval "$accept") || fail "the accept advice failed: $accept"
cmp -s "$toast" "$work/toast.before" && fail "accepting did not change the reference"
cp "$work/toast.before" "$toast"

step "a forced record mode under CI fails and writes nothing"
if CI=1 MOVED=1 swift test > "$work/ci.txt" 2>&1; then fail "CI run passed"; fi
grep -q "Remove the '.recordMode' trait at Tests/AppTests/ToastTests.swift:" "$work/ci.txt" \
  || fail "the failure does not name the trait"
cmp -s "$toast" "$work/toast.before" || fail "CI changed a reference"
[[ -z "$(find Snapshots -name '*.new')" ]] || fail "CI wrote a pending file"
if CI=1 MOVED=1 swift test > /dev/null 2>&1; then fail "the CI rerun passed"; fi

step "pending files are ignored by git, and the report needs no path"
MOVED=1 swift test > /dev/null 2>&1 || true
[[ -n "$(find Snapshots -name '*.new')" ]] || fail "no pending file locally"
if git status --porcelain | grep -q '\.new'; then fail "git status shows pending files"; fi
swift run -q snapshots report --markdown > "$work/report.md"
grep -q 'mismatched' "$work/report.md" || fail "report did not describe the failure"
grep -q '^step [0-9]* ".*": `toast`' "$work/report.md" \
  || { cat "$work/report.md"; fail "report has no headline naming the toast"; }
grep -q '^```diff$' "$work/report.md" || fail "report has no diff"
swift run -q snapshots reject --all > /dev/null

step "orphans keep the snapshots of a test that failed before its assertion"
cp "$toast" Snapshots/AppTests/ToastTests/renamed.txt
BREAK=1 swift test --event-stream-output-path .build/snapshots/events.jsonl \
  --event-stream-version 6.3 > /dev/null 2>&1 && fail "BREAK=1 run passed"
swift run -q snapshots orphans --no-run > "$work/orphans.out" 2> "$work/orphans.err"
cat "$work/orphans.out" "$work/orphans.err"
[[ "$(cat "$work/orphans.out")" == "Snapshots/AppTests/ToastTests/renamed.txt" ]] \
  || fail "orphans listed the wrong files"
grep -q "kept Snapshots/AppTests/ToastTests/throwsFirst.ダーク.txt: its test .* failed" \
  "$work/orphans.err" || fail "orphans did not keep the failed test's snapshot"

echo
echo "consumer-check: all good"
