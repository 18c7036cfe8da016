#!/usr/bin/env bash
# Checks that Tests/SeedSourceTests/ArticleBlocks holds the seed articles' code blocks exactly,
# cut from the articles by the line ranges in its README. Needs the articles' folder (the
# project's shared `seeds/`, or SEEDS_DIR); without it, says so and succeeds.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
seeds="${SEEDS_DIR:-$repo/../shared/seeds}"
blocks="$repo/Tests/SeedSourceTests/ArticleBlocks"
if [[ ! -d "$seeds" ]]; then
  echo "check-article-blocks: no seeds folder at $seeds; skipped"
  exit 0
fi
status=0
while IFS='|' read -r _ file article lines _; do
  file="$(echo "$file" | xargs)"; article="$(echo "$article" | xargs)"; lines="$(echo "$lines" | xargs)"
  [[ "$file" == *.swift.txt ]] || continue
  range="${lines//–/,}"
  if ! diff -q <(sed -n "${range}p" "$seeds/$article") "$blocks/$file" > /dev/null; then
    echo "check-article-blocks: $file differs from $article lines $lines" >&2
    status=1
  fi
done < "$blocks/README.md"
[[ $status == 0 ]] && echo "check-article-blocks: every block matches its article"
exit $status
