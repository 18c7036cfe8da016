#!/usr/bin/env python3
"""Lists a module's public API from its symbol graph, one `kind path  # decl: declaration` line
each, sorted: the declaration as the compiler prints it (labels, parameter names and types,
defaults, generic constraints, attributes such as `@MainActor`), one line per overload.

Symbols every conformance synthesizes (`!=`, `hashValue`, `hash(into:)`, `init(rawValue:)`,
`localizedDescription`, range operators) and default implementations from the standard
library's protocols (an `OptionSet`'s `union(_:)`, …) are left out: they say nothing about the
API's design. So are the copies the graph makes of a protocol extension's members on each
conforming type (`Text.frame(width:height:alignment:)` for `View.frame(…)`): the extension itself
is listed once.
Usage: public-api.py <Module.symbols.json> [<Module@Other.symbols.json> …]
"""
import json
import sys

SYNTHESIZED = {"!=(_:_:)", "hashValue", "hash(into:)", "init(rawValue:)", "localizedDescription",
               "...(_:)", "...(_:_:)", "..<(_:)", "..<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)"}

symbols = [
    symbol for name in sys.argv[1:] for symbol in json.load(open(name, encoding="utf-8"))["symbols"]
]
lines = set()
for symbol in symbols:
    path = symbol["pathComponents"]
    extension = symbol.get("swiftExtension", {})
    if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
        continue
    if path[-1] in SYNTHESIZED or (
        extension.get("extendedModule") == "Swift" and extension.get("typeKind") == "swift.protocol"
    ):
        continue
    kind = symbol["kind"]["identifier"].removeprefix("swift.")
    declaration = " ".join(
        "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", [])).split()
    )
    lines.add(f"{kind} {'.'.join(path)}  # decl: {declaration}")
print("\n".join(sorted(lines)))
