#!/usr/bin/env bash
# Checks that Tests/SeedSourceTests/ArticleBlocks holds the seed articles' code blocks exactly, cut
# from the articles by the line ranges in its README. With the articles at hand (SEEDS_DIR, or the
# project's shared `seeds/` beside the repository), each block is compared with its article's
# lines and with the SHA-256 the README records for them; without the articles, with that SHA-256
# alone, and the script says which it did. A block that differs fails either way.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
seeds="${SEEDS_DIR:-$repo/../shared/seeds}"
blocks="$repo/Tests/SeedSourceTests/ArticleBlocks"
have_articles=false
[[ -d "$seeds" ]] && have_articles=true
status=0
count=0
while IFS='|' read -r _ file article lines hash _; do
  file="$(echo "$file" | xargs)"; article="$(echo "$article" | xargs)"
  lines="$(echo "$lines" | xargs)"; hash="$(echo "$hash" | xargs)"
  [[ "$file" == *.swift.txt ]] || continue
  count=$((count + 1))
  if [[ "$(sha256sum "$blocks/$file" | cut -d' ' -f1)" != "$hash" ]]; then
    echo "check-article-blocks: $file differs from $article lines $lines (its SHA-256 isn't the one recorded)" >&2
    status=1
  fi
  if $have_articles && ! diff -q <(sed -n "${lines//–/,}p" "$seeds/$article") "$blocks/$file" >/dev/null; then
    echo "check-article-blocks: $file differs from $article lines $lines" >&2
    status=1
  fi
done <"$blocks/README.md"
if [[ $count == 0 ]]; then
  echo "check-article-blocks: no blocks listed in $blocks/README.md" >&2
  exit 1
fi
if [[ $status == 0 ]]; then
  if $have_articles; then
    echo "check-article-blocks: all $count blocks match their articles ($seeds) and the recorded SHA-256"
  else
    echo "check-article-blocks: all $count blocks match the SHA-256 recorded from the articles (the articles aren't at $seeds: set SEEDS_DIR to compare with them)"
  fi
fi
exit $status
