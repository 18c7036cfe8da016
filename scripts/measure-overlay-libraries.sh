#!/usr/bin/env bash
# Measures how much of the public overlay libraries' Swift code compiles, unchanged, against the
# headless models: for each library, its files, its compiler errors and the missing symbols
# behind them, most frequent first.
#
# NOT PART OF CI: it needs the libraries' sources, fetched and extracted beforehand (this
# repository never holds them), one folder per library named as below, e.g.
#
#   git --git-dir=<bare clone of SwiftKickMobile/SwiftMessages> archive HEAD \
#     | tar -x -C /tmp/overlay-src/SwiftMessages
#   scripts/measure-overlay-libraries.sh /tmp/overlay-src
#
# Each library builds in one scratch SwiftPM package (default /tmp/overlay-check, one folder per
# library holding links to its Swift files) that depends on this package by path, with README's
# consumer setup: `-module-alias UIKit=HeadlessUIKit -module-alias SwiftUI=HeadlessSwiftUI`, plus
# `QuartzCore=HeadlessQuartzCore`, `CoreGraphics=HeadlessCoreGraphics`,
# `ObjectiveC=HeadlessObjectiveC`, `Combine=HeadlessCombine`, `WidgetKit=HeadlessWidgetKit`,
# `UniformTypeIdentifiers=HeadlessUniformTypeIdentifiers` and
# `SafariServices=HeadlessSafariServices` for the Apple modules Linux lacks,
# the HeadlessUIKit and HeadlessSwiftUI products, and Swift 5 language mode as the libraries use.
# Only the Swift files of each library's own SwiftPM target are built (no resources, no Objective-C);
# a library's SwiftPM dependencies (SnapKit, MarqueeLabel, DynamicBlurView) are built the same way,
# and a library whose dependency fails is reported as not reached.
#
# Accelerate, which Linux lacks and the models don't stand in for (vImage is out of their scope),
# gets an empty stand-in module in the scratch package (`ShimAccelerate`, re-exporting the models,
# reached by a further alias on the libraries' targets only, so the models' own `canImport` checks
# never see it) so that the rest of the file is checked; the report counts each such import
# separately ("imports Linux lacks"): with README's setup alone each is an error.
#
# `--run` (first argument) also runs each library's documented "show a toast" call headlessly and
# checks where it lands (issue 26: "their toasts behave as their documentation promises"):
#
# - The Objective-C lines the issue excepts are excepted mechanically, in the scratch package
#   only: the libraries build from rewritten copies (scripts/overlay-run/rewrite.py) without
#   `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
#   `@IBDesignable` and `dynamic`, and with `#selector(expr)` as `Selector("name")`, the model's
#   Linux stand-in (it reports, and doesn't send, a selector due to be sent). The `excepted`
#   column counts the lines each rewrite touched. A library with `@objc optional` protocol
#   requirements is "not runnable" (no simple rewrite keeps their meaning). Beyond the issue's
#   exception, and counted apart (`+N os`), `os(iOS)` in `#if` lines reads `true`: Drops,
#   SPIndicator and parts of AlertKit wrap whole files in `#if os(iOS)`, which Linux never
#   satisfies, so without it they "compile" as nothing and there is nothing to run.
# - Each runnable library (it builds after the rewrite and has a driver) gets its driver, a Swift
#   Testing test written from its README (scripts/overlay-run/<module>.swift, with
#   RunHarness.swift): it launches a headless app as the model's tests do, presents a full-screen
#   modal (the "cover"), calls the library's documented API, settles, and checks that the toast is
#   painted over the cover in the captured hierarchy, that a tap on it lands inside it and, where
#   the documentation promises pass-through, that a tap outside reaches the cover's button. Each
#   driver runs in its own `swift test` process (a crash spoils one library's line only).
# - The table gains `excepted` and `runs` columns (`✓ promise kept`, `✗ …`, `not runnable: …`),
#   followed by one line per library saying what happened. Without `--run` the output is as before.
#
# Usage: scripts/measure-overlay-libraries.sh [--run] <extracted-sources-dir> [scratch-dir] [library…]
set -euo pipefail

run=0
if [[ "${1:-}" == "--run" ]]; then
  run=1
  shift
fi

repo="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:?usage: $0 [--run] <extracted-sources-dir> [scratch-dir] [library…]}"
src="$(cd "$src" && pwd)"
scratch="${2:-/tmp/overlay-check}"
shift $(($# < 2 ? $# : 2))
only=("$@")
identity="$(basename "$repo")"

# folder | module | Swift sources inside the folder | SwiftPM dependencies | defines
libraries=(
  "SwiftMessages|SwiftMessages|SwiftMessages||"
  "SwiftEntryKit|SwiftEntryKit|Source||"
  "Toast-Swift|Toast|Toast||"
  "SnapKit|SnapKit|Sources||"
  "MarqueeLabel|MarqueeLabel|Sources||"
  "NotificationBanner|NotificationBannerSwift|NotificationBanner/Classes|MarqueeLabel SnapKit|"
  "Drops|Drops|Sources||"
  "JDStatusBarNotification|JDStatusBarNotification|JDStatusBarNotification||"
  "SPIndicator|SPIndicator|Sources/SPIndicator||SPINDICATOR_SPM"
  "SPAlert|AlertKit|Sources/AlertKit||ALERTKIT_SPM"
  "Loaf|Loaf|Sources/Loaf||"
  "DynamicBlurView|DynamicBlurView|Sources/DynamicBlurView||"
  "PopupDialog|PopupDialog|PopupDialog/Classes|DynamicBlurView|"
  "PKHUD|PKHUD|PKHUD||"
  "ProgressHUD|ProgressHUD|SwiftUI/Sources||"
  "Whisper|Whisper|Source||"
)
# Apple modules with no Linux counterpart and no stand-in in the models, given empty stand-ins
# that re-export the models.
shims=(Accelerate)

mkdir -p "$scratch"
rm -rf "${scratch:?}/excepted"
mkdir -p "$scratch/excepted"
present=()
for entry in "${libraries[@]}"; do
  IFS='|' read -r folder module sources deps defines <<<"$entry"
  [[ -d "$src/$folder/$sources" ]] || continue
  present+=("$entry")
  rm -rf "${scratch:?}/$module"
  mkdir -p "$scratch/$module"
  if [[ $run -eq 1 ]]; then
    # Rewritten copies with the Objective-C lines excepted; the sources stay untouched.
    python3 "$repo/scripts/overlay-run/rewrite.py" "$src/$folder/$sources" "$scratch/$module" \
      >"$scratch/excepted/$module"
    continue
  fi
  # Links to the library's Swift files, flattened (a path's folders joined with `+`).
  while IFS= read -r -d '' file; do
    relative="${file#"$src/$folder/$sources/"}"
    ln -s "$file" "$scratch/$module/${relative//\//+}"
  done < <(find "$src/$folder/$sources" -name '*.swift' -print0)
done

# The manifest's library targets for some entries (`folder|module|sources|deps|defines`).
library_targets() {
  local entry folder module sources deps defines dependencies settings shim dep
  for entry in "$@"; do
    IFS='|' read -r folder module sources deps defines <<<"$entry"
    dependencies='"HeadlessUIKit", "HeadlessSwiftUI", '
    for shim in "${shims[@]}"; do dependencies+="\"Shim$shim\", "; done
    for dep in $deps; do dependencies+="\"$dep\", "; done
    settings='headlessImports + shimImports + [.swiftLanguageMode(.v5)'
    for define in $defines; do settings+=", .define(\"$define\")"; done
    settings+=']'
    printf '    .target(name: "%s", dependencies: [%s], path: "%s", swiftSettings: %s),\n' \
      "$module" "$dependencies" "$module" "$settings"
  done
}
if [[ ${#present[@]} -eq 0 ]]; then
  echo "measure-overlay-libraries: no library sources found in $src" >&2
  exit 1
fi
shimAliases=""
shimTargets=""
for shim in "${shims[@]}"; do
  mkdir -p "$scratch/Shims/$shim"
  printf '// Stands in for Apple'"'"'s %s, which Linux lacks.\n@_exported import Foundation\n@_exported import HeadlessUIKit\n' \
    "$shim" >"$scratch/Shims/$shim/Shim$shim.swift"
  shimTargets+="    .target(name: \"Shim$shim\", dependencies: [\"HeadlessUIKit\"], path: \"Shims/$shim\","
  shimTargets+=" swiftSettings: [.swiftLanguageMode(.v5)]),"$'\n'
  shimAliases+="\"-module-alias\", \"$shim=Shim$shim\", "
done

# Writes the scratch package's manifest with the given targets.
write_manifest() {
  cat >"$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

// README's consumer setup: untouched \`import UIKit\` / \`import SwiftUI\` load the headless models.
let headlessImports: [SwiftSetting] = [
  .unsafeFlags([
    "-module-alias", "SwiftUI=HeadlessSwiftUI", "-module-alias", "UIKit=HeadlessUIKit",
    "-module-alias", "QuartzCore=HeadlessQuartzCore", "-module-alias",
    "CoreGraphics=HeadlessCoreGraphics", "-module-alias", "ObjectiveC=HeadlessObjectiveC",
    "-module-alias", "Combine=HeadlessCombine", "-module-alias", "WidgetKit=HeadlessWidgetKit",
    "-module-alias", "UniformTypeIdentifiers=HeadlessUniformTypeIdentifiers", "-module-alias",
    "SafariServices=HeadlessSafariServices",
  ])
]
// Stand-ins for Apple modules Linux lacks (the libraries' targets only).
// \`-continue-building-after-errors\`: every file is checked, not only those before the first error.
let shimImports: [SwiftSetting] = [.unsafeFlags([$shimAliases"-continue-building-after-errors"])]
let HeadlessUIKit = Target.Dependency.product(name: "HeadlessUIKit", package: "$identity")
let HeadlessSwiftUI = Target.Dependency.product(name: "HeadlessSwiftUI", package: "$identity")
let PresentationHierarchy = Target.Dependency.product(
  name: "PresentationHierarchy", package: "$identity")

let package = Package(
  name: "OverlayCheck",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "$repo")],
  targets: [
$(sed 's/"HeadlessUIKit"/HeadlessUIKit/g; s/"HeadlessSwiftUI"/HeadlessSwiftUI/g; s/"PresentationHierarchy"/PresentationHierarchy/g' <<<"$1")
  ]
)
MANIFEST
}
write_manifest "$(library_targets "${present[@]}")"$'\n'"$shimTargets"

logs="$scratch/logs"
mkdir -p "$logs"
for entry in "${present[@]}"; do
  IFS='|' read -r folder module _ _ _ <<<"$entry"
  if [[ ${#only[@]} -gt 0 && ! " ${only[*]} " =~ " $folder " ]]; then continue; fi
  echo "building $folder ($module)…" >&2
  status=0
  swift build --package-path "$scratch" --target "$module" >"$logs/$module.log" 2>&1 || status=$?
  echo "$status" >"$logs/$module.status"
done

# --run: the drivers of the libraries that build after the rewrite, each in its own process.
# `runs` holds one line per library: `folder|runs column|what happened`.
runs="$logs/runs.txt"
rm -f "$runs"
if [[ $run -eq 1 ]]; then
  drivers="$repo/scripts/overlay-run"
  runnable=()
  for entry in "${present[@]}"; do
    IFS='|' read -r folder module _ deps _ <<<"$entry"
    if [[ ${#only[@]} -gt 0 && ! " ${only[*]} " =~ " $folder " ]]; then continue; fi
    read -r _ _ _ optional _ <<<"$(cat "$scratch/excepted/$module")"
    if [[ "${optional#optional=}" != 0 ]]; then
      echo "$folder|not runnable: @objc optional requirements|${optional#optional=} @objc optional protocol requirement(s); no simple rewrite keeps their meaning" >>"$runs"
      continue
    fi
    if [[ ! -f "$drivers/$module.swift" ]]; then
      continue # a dependency or a library with no driver: no `runs` entry
    fi
    if [[ "$(cat "$logs/$module.status" 2>/dev/null || echo 1)" != 0 ]]; then
      first="$(grep -E '^/[^:]+:[0-9]+:[0-9]+: error:' "$logs/$module.log" | sort -u | head -3 \
        | sed -E 's|^.*/([^/]+):([0-9]+):[0-9]+: error: |\1:\2: |' | paste -sd ';' - || true)"
      echo "$folder|not runnable: still fails after the rewrite|first errors: ${first:-see $logs/$module.log}" >>"$runs"
      continue
    fi
    runnable+=("$entry")
  done
  if [[ ${#runnable[@]} -gt 0 ]]; then
    # A manifest with the runnable libraries, their dependencies and a test target per driver.
    needed=()
    for entry in "${runnable[@]}"; do
      IFS='|' read -r _ _ _ deps _ <<<"$entry"
      for other in "${present[@]}"; do
        IFS='|' read -r _ othermodule _ _ _ <<<"$other"
        if [[ " $deps " =~ " $othermodule " && ! " ${needed[*]} " =~ " $other " ]]; then
          needed+=("$other")
        fi
      done
    done
    for entry in "${runnable[@]}"; do
      [[ " ${needed[*]} " =~ " $entry " ]] || needed+=("$entry")
    done
    tests=""
    for entry in "${runnable[@]}"; do
      IFS='|' read -r _ module _ _ _ <<<"$entry"
      rm -rf "${scratch:?}/Drivers/$module"
      mkdir -p "$scratch/Drivers/$module"
      cp "$drivers/$module.swift" "$drivers/RunHarness.swift" "$scratch/Drivers/$module/"
      tests+="    .testTarget(name: \"${module}RunTests\", dependencies: [\"$module\", \"HeadlessUIKit\","
      tests+=" \"PresentationHierarchy\"], path: \"Drivers/$module\","
      tests+=" swiftSettings: [.swiftLanguageMode(.v5)]),"$'\n'
    done
    write_manifest "$(library_targets "${needed[@]}")"$'\n'"$shimTargets$tests"
    echo "building the drivers…" >&2
    if swift build --build-tests --package-path "$scratch" >"$logs/drivers.log" 2>&1; then
      for entry in "${runnable[@]}"; do
        IFS='|' read -r folder module _ _ _ <<<"$entry"
        suite="$(sed -nE 's/^@Suite struct ([A-Za-z0-9_]+).*/\1/p' "$drivers/$module.swift")"
        echo "running $folder's driver ($suite)…" >&2
        swift test --skip-build --package-path "$scratch" --filter "$suite" \
          >"$logs/$module.run.log" 2>&1 || true
        line="$(grep -m1 '^RUN|' "$logs/$module.run.log" || true)"
        warnings="$(grep -c '^warning: ' "$logs/$module.run.log" || true)"
        note=""
        if [[ $warnings -gt 0 ]]; then
          note=" [model issues printed: $warnings, e.g. $(grep -m1 '^warning: ' "$logs/$module.run.log" | cut -c10-170)…]"
        fi
        if [[ -z "$line" ]]; then
          last="$(grep -vE '^\s*$' "$logs/$module.run.log" | tail -3 | paste -sd ' ' - | cut -c1-300)"
          echo "$folder|✗ driver crashed|no result line; last output: $last$note" >>"$runs"
        else
          IFS='|' read -r _ _ verdict detail <<<"$line"
          if [[ "$verdict" == pass ]]; then
            echo "$folder|✓ promise kept|$detail$note" >>"$runs"
          else
            why="${detail##*— ✗ }"
            [[ "$why" == "$detail" ]] && why="$detail"
            echo "$folder|✗ ${why:0:60}|$detail$note" >>"$runs"
          fi
        fi
      done
    else
      first="$(grep -E 'error:' "$logs/drivers.log" | sort -u | head -5 | paste -sd ';' - | cut -c1-400)"
      for entry in "${runnable[@]}"; do
        IFS='|' read -r folder _ _ _ _ <<<"$entry"
        echo "$folder|✗ drivers don't build|$first (log: $logs/drivers.log)" >>"$runs"
      done
    fi
  fi
fi

# The report: per library, files, errors (distinct file:line:column:message) and the missing
# symbols behind them, from the compiler's wording.
python3 - "$run" "$scratch" "$src" "${present[@]}" <<'PY'
import collections, os, re, sys
run, scratch, src, entries = sys.argv[1] == "1", sys.argv[2], sys.argv[3], sys.argv[4:]
runs, details = {}, []
if run and os.path.exists(os.path.join(scratch, "logs", "runs.txt")):
    for line in open(os.path.join(scratch, "logs", "runs.txt")):
        folder, column, detail = line.rstrip("\n").split("|", 2)
        runs[folder] = column
        details.append("%s: %s — %s" % (folder, column, detail))
def excepted_lines(module):
    path = os.path.join(scratch, "excepted", module)
    if not os.path.exists(path):
        return "-"
    counts = dict(part.split("=") for part in open(path).read().split())
    platform = int(counts.get("platform", 0))
    return counts["lines"] + (" +%d os" % platform if platform else "")
def row(text, folder, module):
    if run:
        return "%s  %12s  %-32s" % (text, excepted_lines(module), runs.get(folder, "—"))
    return text
lacking = ("Accelerate",)
patterns = [
    (r"cannot find type '([^']+)' in scope", "{0}"),
    (r"cannot find '([^']+)' in scope", "{0}"),
    (r"value of type '([^']+)' has no member '([^']+)'", "{0}.{1}"),
    (r"type '([^']+)' has no member '([^']+)'", "{0}.{1}"),
    (r"reference to member '([^']+)' cannot be resolved", ".{0} (implicit member)"),
    (r"module '([^']+)' has no member named '([^']+)'", "{0}.{1}"),
    (r"'([^']+)' is not a member type of (?:class|struct|enum|protocol) '([^']+)'", "{1}.{0}"),
    (r"no such module '([^']+)'", "module {0}"),
    (r"has no member '([^']+)'", ".{0}"),
]
def symbol(message):
    if "#selector" in message and "Objective-C runtime" in message:
        return "#selector (excepted)"
    if "Objective-C interoperability is disabled" in message:
        return "@objc (excepted)"
    if "cannot be overridden from extension" in message:
        # UIKit's members are Objective-C methods, which an extension may override on iOS;
        # Swift on Linux allows overrides only in the class body (a gap no model can close).
        return "override in an extension (Objective-C dispatch)"
    for pattern, form in patterns:
        match = re.search(pattern, message)
        if match:
            return form.format(*match.groups())
    return "other: " + re.sub(r"'[^']*'", "'…'", message)[:90]
errors_by_module = {}
guarded, totals = {}, {}  # files with code under `#if os(iOS)`, and all files, per library
header = "library                   files  errors  @objc/#selector  imports-Linux-lacks"
print(header + ("      excepted  runs                            " if run else "")
      + "  top missing symbols")
for entry in entries:
    folder, module, sources, deps, _ = entry.split("|")
    files = [f for f in os.listdir(os.path.join(scratch, module)) if f.endswith(".swift")]
    if not os.path.exists(os.path.join(scratch, "logs", module + ".log")):
        continue
    imports = 0
    for name in files:
        with open(os.path.join(scratch, module, name), errors="replace") as handle:
            text = handle.read()
        imports += sum(1 for line in text.splitlines()
                       if re.match(r"\s*import (%s)\b" % "|".join(lacking), line))
        if re.search(r"^\s*#(?:if|elseif)\b.*\bos\(iOS\)", text, re.M):
            guarded[folder] = guarded.get(folder, 0) + 1
    totals[folder] = len(files)
    log = os.path.join(scratch, "logs", module + ".log")
    if not os.path.exists(log):
        continue
    seen, own, elsewhere = set(), collections.Counter(), set()
    with open(log, errors="replace") as handle:
        for line in handle:
            match = re.match(r"(/[^:]+):(\d+):(\d+): error: (.*)", line.rstrip())
            if not match:
                continue
            path, message = match.group(1), match.group(4)
            key = (path, match.group(2), match.group(3), message)
            if key in seen:
                continue
            seen.add(key)
            owner = os.path.basename(os.path.dirname(path))
            if owner != module:
                elsewhere.add(owner)
                continue
            own[symbol(message)] += 1
    total = sum(own.values())
    errors_by_module[module] = total
    failed_deps = [d for d in deps.split() if errors_by_module.get(d, 0) > 0 or d in elsewhere]
    if failed_deps and total == 0:
        summary = "not reached: dependency %s failed" % ", ".join(failed_deps)
        print(row("%-25s %5d  %6s  %15s  %19d" % (folder, len(files), "-", "-", imports), folder,
                  module) + "  " + summary)
        continue
    excepted = own.pop("#selector (excepted)", 0) + own.pop("@objc (excepted)", 0)
    top = ", ".join("%s ×%d" % (name, count) for name, count in own.most_common(12))
    print(row("%-25s %5d  %6d  %15d  %19d" % (folder, len(files), total, excepted, imports),
              folder, module) + "  " + (top or "—"))
if run:
    print()
    for detail in details:
        print(detail)
elif guarded:
    # Linux never satisfies `os(iOS)`, so that code isn't compiled here: a library whose files
    # are all guarded shows 0 errors for having compiled nothing. `--run` reads it as true.
    print("files with code under #if os(iOS), not compiled on Linux (--run compiles it): "
          + ", ".join("%s %d of %d" % (f, n, totals[f]) for f, n in sorted(guarded.items())))
PY
echo "(errors: distinct compiler errors in the library's own files, @objc/#selector ones included" \
  "(the issue excepts those lines), with a stand-in for Accelerate, which Linux" \
  "lacks; each import of it is also an error with README's setup alone." \
  "Logs: $logs)"
