#!/usr/bin/env python3
"""Lists a module's public API from its symbol graph, one `kind path` line each, sorted.

Symbols every conformance synthesizes (`!=`, `hashValue`, `hash(into:)`, `init(rawValue:)`,
`localizedDescription`, range operators) and default implementations from the standard
library's protocols (an `OptionSet`'s `union(_:)`, …) are left out: they say nothing about the
API's design.
Usage: public-api.py <Module.symbols.json>
"""
import json
import sys

SYNTHESIZED = {"!=(_:_:)", "hashValue", "hash(into:)", "init(rawValue:)", "localizedDescription",
               "...(_:)", "...(_:_:)", "..<(_:)", "..<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)"}

graph = json.load(open(sys.argv[1], encoding="utf-8"))
lines = set()
for symbol in graph["symbols"]:
    path = symbol["pathComponents"]
    extension = symbol.get("swiftExtension", {})
    if path[-1] in SYNTHESIZED or (
        extension.get("extendedModule") == "Swift" and extension.get("typeKind") == "swift.protocol"
    ):
        continue
    kind = symbol["kind"]["identifier"].removeprefix("swift.")
    lines.add(f"{kind} {'.'.join(path)}")
print("\n".join(sorted(lines)))
