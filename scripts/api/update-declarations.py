#!/usr/bin/env python3
"""Writes the built declarations into an API list, keeping each symbol's reviewed tag.

Every line of `scripts/api/<Module>.txt` reads `kind Owner.member(labels:)  # <tag>  # decl: <the
declaration as built>`, one line per overload. After changing a declaration on purpose, run
`scripts/check-api.sh --update`: it calls this to refresh the `decl:` parts. A symbol the list
doesn't tag yet is not added (its tag says whose it is: UIKit's page or the model's reason), so
check-api keeps failing until someone writes its line by hand, with or without the `decl:` part.
Usage: update-declarations.py <list> <built lines file>
"""
import sys

TAG_SEPARATOR, DECLARATION_SEPARATOR = "  # ", "  # decl: "


def split(line):
    """Returns a list line's `kind symbol`, its tag and its declaration (or None)."""
    head, _, declaration = line.partition(DECLARATION_SEPARATOR)
    symbol, _, tag = head.partition(TAG_SEPARATOR)
    return symbol, tag, declaration or None


def main():
    list_path, built_path = sys.argv[1], sys.argv[2]
    lines = open(list_path, encoding="utf-8").read().splitlines()
    header = [line for line in lines if line.startswith("#")]
    # An overload keeps its own line's tag (its page differs by a disambiguating suffix): the tag
    # is looked up by symbol and declaration first, then by symbol for a re-declared one.
    tags, overload_tags = {}, {}
    for line in lines:
        if not line.startswith("#"):
            symbol, tag, declaration = split(line)
            tags.setdefault(symbol, tag)
            overload_tags.setdefault((symbol, declaration), tag)
    # The built lines come sorted as check-api compares them, overloads by declaration: keep it.
    body, untagged = [], []
    for line in open(built_path, encoding="utf-8").read().splitlines():
        symbol, _, declaration = split(line)
        if symbol in tags:
            tag = overload_tags.get((symbol, declaration), tags[symbol])
            body.append(f"{symbol}{TAG_SEPARATOR}{tag}{DECLARATION_SEPARATOR}{declaration}")
        else:
            untagged.append(symbol)
    with open(list_path, "w", encoding="utf-8") as out:
        out.write("\n".join(header + body) + "\n")
    for symbol in untagged:
        print(f"update-declarations: {list_path}: no tagged line for {symbol}; add one", file=sys.stderr)


main()
