#!/usr/bin/env bash
# Fuzzes the snapshot parser and the diffs with libFuzzer (swiftc -sanitize=fuzzer,address).
# Usage: scripts/fuzz.sh [seconds per target] [targets…]   (default: 60 parser diff)
# Findings are written to .build/fuzz/<target>/ as crash-* files; each becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parser diff)
out=.build/fuzz
mkdir -p "$out"
features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility -enable-upcoming-feature NonisolatedNonsendingByDefault
  -enable-upcoming-feature InferIsolatedConformances)
# One package name for all modules, as SwiftPM gives them, so `package` declarations link up.
flags=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name PresentationSnapshots
  "${features[@]}")

# PresentationHierarchy as a module, then HierarchyDiffing on top of it (both instrumented).
swiftc "${flags[@]}" -module-name PresentationHierarchy -emit-module -emit-library -static \
  -emit-module-path "$out/PresentationHierarchy.swiftmodule" -o "$out/libPresentationHierarchy.a" \
  $(find Sources/PresentationHierarchy -name '*.swift') 2> >(grep -v 'Cannot export local symbol' >&2)
swiftc "${flags[@]}" -module-name HierarchyDiffing -emit-module -emit-library -static -I "$out" \
  -emit-module-path "$out/HierarchyDiffing.swiftmodule" -o "$out/libHierarchyDiffing.a" \
  $(find Sources/HierarchyDiffing -name '*.swift') 2> >(grep -v 'Cannot export local symbol' >&2)

# The parser fuzzer compiles the module's sources together with its entry point, so it can
# call the parser as in-module code.
swiftc "${flags[@]}" -module-name ParserFuzzer -o "$out/parser-fuzzer" \
  $(find Sources/PresentationHierarchy -name '*.swift') Fuzz/ParserFuzzer.swift \
  2> >(grep -v 'Cannot export local symbol' >&2)
swiftc "${flags[@]}" -module-name DiffFuzzer -I "$out" -L "$out" -lHierarchyDiffing \
  -lPresentationHierarchy -o "$out/diff-fuzzer" Fuzz/DiffFuzzer.swift \
  2> >(grep -v 'Cannot export local symbol' >&2)

# Seed corpus: every committed snapshot.
for target in "${targets[@]}"; do
  corpus="$out/$target-corpus"
  mkdir -p "$corpus" "$out/$target"
  find Snapshots -name '*.txt' -exec cp {} "$corpus/" \;
  echo "== fuzzing the $target for $seconds s"
  "$out/$target-fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
    -artifact_prefix="$out/$target/" -print_final_stats=1 "$corpus" 2>&1 \
    | grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY)' || true
  if ls "$out/$target"/crash-* >/dev/null 2>&1; then
    echo "fuzz: the $target fuzzer found a crash: $(ls "$out/$target"/crash-*)" >&2
    exit 1
  fi
done
echo "fuzz: no findings"
