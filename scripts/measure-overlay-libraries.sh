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
# `QuartzCore=HeadlessQuartzCore`, `CoreGraphics=HeadlessCoreGraphics` and
# `ObjectiveC=HeadlessObjectiveC` for the Apple modules Linux lacks, the HeadlessUIKit and
# HeadlessSwiftUI products, and Swift 5 language mode as the libraries use. Only
# the Swift files of each library's own SwiftPM target are built (no resources, no Objective-C);
# a library's SwiftPM dependencies (SnapKit, MarqueeLabel, DynamicBlurView) are built the same way,
# and a library whose dependency fails is reported as not reached.
#
# Accelerate, which Linux lacks and the models don't stand in for (vImage is out of their scope),
# gets an empty stand-in module in the scratch package (`ShimAccelerate`, re-exporting the models,
# reached by a further alias on the libraries' targets only, so the models' own `canImport` checks
# never see it) so that the rest of the file is checked; the report counts each such import
# separately ("imports Linux lacks"): with README's setup alone each is an error.
#
# Usage: scripts/measure-overlay-libraries.sh <extracted-sources-dir> [scratch-dir] [library…]
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:?usage: $0 <extracted-sources-dir> [scratch-dir] [library…]}"
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
targets=""
present=()
for entry in "${libraries[@]}"; do
  IFS='|' read -r folder module sources deps defines <<<"$entry"
  [[ -d "$src/$folder/$sources" ]] || continue
  present+=("$entry")
  rm -rf "${scratch:?}/$module"
  mkdir -p "$scratch/$module"
  # Links to the library's Swift files, flattened (a path's folders joined with `+`).
  while IFS= read -r -d '' file; do
    relative="${file#"$src/$folder/$sources/"}"
    ln -s "$file" "$scratch/$module/${relative//\//+}"
  done < <(find "$src/$folder/$sources" -name '*.swift' -print0)
  dependencies='"HeadlessUIKit", "HeadlessSwiftUI", '
  for shim in "${shims[@]}"; do dependencies+="\"Shim$shim\", "; done
  for dep in $deps; do dependencies+="\"$dep\", "; done
  settings='headlessImports + shimImports + [.swiftLanguageMode(.v5)'
  for define in $defines; do settings+=", .define(\"$define\")"; done
  settings+=']'
  targets+="    .target(name: \"$module\", dependencies: [$dependencies], path: \"$module\","
  targets+=" swiftSettings: $settings),"$'\n'
done
if [[ ${#present[@]} -eq 0 ]]; then
  echo "measure-overlay-libraries: no library sources found in $src" >&2
  exit 1
fi
shimAliases=""
for shim in "${shims[@]}"; do
  mkdir -p "$scratch/Shims/$shim"
  printf '// Stands in for Apple'"'"'s %s, which Linux lacks.\n@_exported import Foundation\n@_exported import HeadlessUIKit\n' \
    "$shim" >"$scratch/Shims/$shim/Shim$shim.swift"
  targets+="    .target(name: \"Shim$shim\", dependencies: [\"HeadlessUIKit\"], path: \"Shims/$shim\","
  targets+=" swiftSettings: [.swiftLanguageMode(.v5)]),"$'\n'
  shimAliases+="\"-module-alias\", \"$shim=Shim$shim\", "
done

cat >"$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.3
import PackageDescription

// README's consumer setup: untouched \`import UIKit\` / \`import SwiftUI\` load the headless models.
let headlessImports: [SwiftSetting] = [
  .unsafeFlags([
    "-module-alias", "SwiftUI=HeadlessSwiftUI", "-module-alias", "UIKit=HeadlessUIKit",
    "-module-alias", "QuartzCore=HeadlessQuartzCore", "-module-alias",
    "CoreGraphics=HeadlessCoreGraphics", "-module-alias", "ObjectiveC=HeadlessObjectiveC",
  ])
]
// Stand-ins for Apple modules Linux lacks (the libraries' targets only).
// \`-continue-building-after-errors\`: every file is checked, not only those before the first error.
let shimImports: [SwiftSetting] = [.unsafeFlags([$shimAliases"-continue-building-after-errors"])]
let HeadlessUIKit = Target.Dependency.product(name: "HeadlessUIKit", package: "$identity")
let HeadlessSwiftUI = Target.Dependency.product(name: "HeadlessSwiftUI", package: "$identity")

let package = Package(
  name: "OverlayCheck",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "$repo")],
  targets: [
$(sed 's/"HeadlessUIKit"/HeadlessUIKit/g; s/"HeadlessSwiftUI"/HeadlessSwiftUI/g' <<<"$targets")
  ]
)
MANIFEST

logs="$scratch/logs"
mkdir -p "$logs"
for entry in "${present[@]}"; do
  IFS='|' read -r folder module _ _ _ <<<"$entry"
  if [[ ${#only[@]} -gt 0 && ! " ${only[*]} " =~ " $folder " ]]; then continue; fi
  echo "building $folder ($module)…" >&2
  swift build --package-path "$scratch" --target "$module" >"$logs/$module.log" 2>&1 || true
done

# The report: per library, files, errors (distinct file:line:column:message) and the missing
# symbols behind them, from the compiler's wording.
python3 - "$scratch" "$src" "${present[@]}" <<'PY'
import collections, os, re, sys
scratch, src, entries = sys.argv[1], sys.argv[2], sys.argv[3:]
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
    for pattern, form in patterns:
        match = re.search(pattern, message)
        if match:
            return form.format(*match.groups())
    return "other: " + re.sub(r"'[^']*'", "'…'", message)[:90]
errors_by_module = {}
print("library                   files  errors  @objc/#selector  imports-Linux-lacks  top missing symbols")
for entry in entries:
    folder, module, sources, deps, _ = entry.split("|")
    files = [f for f in os.listdir(os.path.join(scratch, module)) if f.endswith(".swift")]
    imports = 0
    for name in files:
        with open(os.path.join(scratch, module, name), errors="replace") as handle:
            imports += sum(1 for line in handle
                           if re.match(r"\s*import (%s)\b" % "|".join(lacking), line))
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
        print("%-25s %5d  %6s  %15s  %19d  %s" % (folder, len(files), "-", "-", imports, summary))
        continue
    excepted = own.pop("#selector (excepted)", 0) + own.pop("@objc (excepted)", 0)
    top = ", ".join("%s ×%d" % (name, count) for name, count in own.most_common(12))
    print("%-25s %5d  %6d  %15d  %19d  %s" % (folder, len(files), total, excepted, imports,
                                              top or "—"))
PY
echo "(errors: distinct compiler errors in the library's own files, @objc/#selector ones included" \
  "(the issue excepts those lines), with a stand-in for Accelerate, which Linux" \
  "lacks; each import of it is also an error with README's setup alone." \
  "Logs: $logs)"
