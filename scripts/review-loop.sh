#!/usr/bin/env bash
# Demonstrates the review loop end to end on a temporary copy of this repository:
# an outdated snapshot is committed, `swift test` fails and leaves a pending file,
# `snapshots review` (driven through a pseudo-terminal by `script`) accepts it, `swift test`
# passes, and `git diff` shows the change. Usage: scripts/review-loop.sh [work-dir]
set -euo pipefail
source_root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}/repo"
snapshot=Snapshots/ExamplesTests/ZStackMascotTests/mascotFallsBehindFullScreenCover.txt
filter=ExamplesTests.ZStackMascotTests

echo "== copy the working tree to $work and commit it with an outdated snapshot"
mkdir -p "$work"
(cd "$source_root" && git ls-files -co --exclude-standard -z) |
  (cd "$source_root" && xargs -0 cp --parents -t "$work")
cd "$work"
sed -i 's/frame=274,648,100,100/frame=274,600,100,100/' "$snapshot"
git init -q && git add -A && git -c user.name=loop -c user.email=loop@example.invalid commit -qm base

echo "== swift test fails and leaves a pending file"
if swift test --filter "$filter" >test1.log 2>&1; then echo "unexpected pass" >&2; exit 1; fi
grep -m1 'does not match the recording' test1.log
ls "$snapshot.new"
swift run -q snapshots pending

echo "== swift run snapshots review, pressing 'a'"
swift build -q --product snapshots
printf 'a' | script -qec "NO_COLOR=1 swift run -q snapshots review" /dev/null

echo "== swift test passes"
swift test --filter "$filter" 2>&1 | grep -E 'Test run with|Snapshots:'
swift run -q snapshots check

echo "== git diff"
git --no-pager diff --stat
git --no-pager diff | grep '^[-+]' | grep -v '^[-+][-+]'
