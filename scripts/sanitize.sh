#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer, then AddressSanitizer (swift test --sanitize=…),
# each in its own build folder. Usage: scripts/sanitize.sh [thread|address]...
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(thread address)
for sanitizer in "${sanitizers[@]}"; do
  log=".build/sanitize-$sanitizer.log"
  mkdir -p .build
  echo "== swift test --sanitize=$sanitizer (log: $log)"
  status=0
  # Leak detection is off: every test's headless Application and its scenes keep each other
  # alive on purpose (like UIApplication, an app lives until the process ends), so LeakSanitizer
  # would report each test's app. Memory errors (use after free, overflows) are still fatal.
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" >"$log" 2>&1 \
    || status=$?
  grep -E 'WARNING: ThreadSanitizer|ERROR: AddressSanitizer|SUMMARY:|Test run with|Snapshots:' \
    "$log" || true
  if [ "$status" -ne 0 ] || grep -qE 'WARNING: ThreadSanitizer|ERROR: AddressSanitizer' "$log"; then
    echo "sanitize: $sanitizer found problems (exit $status)" >&2
    exit 1
  fi
done
echo "sanitize: clean"
