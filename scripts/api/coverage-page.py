#!/usr/bin/env python3
"""Generates the DocC coverage pages from the reviewed API lists.

Usage: coverage-page.py [--check]

For HeadlessSwiftUI, HeadlessUIKit, HeadlessWidgetKit and the stand-ins
HeadlessUniformTypeIdentifiers, HeadlessSafariServices and HeadlessCoreTransferable, reads
scripts/api/<Module>.txt (one line per public symbol: `kind Owner.member(labels:)  #
<framework>: <doc path> (<status>: <note>)  # decl: …`) and scripts/api/apple/<Module>.txt with
scripts/api/apple/<Module>/*.txt (the symbols whose declaration was checked against Apple's
documentation), and writes Sources/<Module>/<Module>.docc/<page>.md (the
stand-ins' pages in the catalog of the product that carries them): a table per type of every
symbol with its status and note, and a link to Apple's page. A symbol's status is its note's
first word: `inert` (compiles, does nothing), `partial` (modelled in part; the note says which),
anything else or no note: modelled. Overloads share a row. The model's own symbols (`# model:`)
are listed apart. With --check, writes nothing and fails when a page differs from what the
lists give (scripts/check-api.sh runs it; run without --check to regenerate).
"""
import re
import sys
from collections import OrderedDict, defaultdict
from pathlib import Path

PAGES = {
    "HeadlessSwiftUI": ("swiftui-coverage", "SwiftUI"),
    "HeadlessUIKit": ("uikit-coverage", "UIKit"),
    "HeadlessWidgetKit": ("widgetkit-coverage", "WidgetKit"),
    "HeadlessUniformTypeIdentifiers": ("uniformtypeidentifiers-coverage", "UniformTypeIdentifiers"),
    "HeadlessSafariServices": ("safariservices-coverage", "SafariServices"),
    "HeadlessCoreTransferable": ("coretransferable-coverage", "CoreTransferable"),
}
# The catalog a module's page goes in, when not its own: the stand-ins the HeadlessUIKit and
# HeadlessSwiftUI products carry have none of their own.
CATALOGS = {
    "HeadlessUniformTypeIdentifiers": "HeadlessUIKit",
    "HeadlessSafariServices": "HeadlessUIKit",
    "HeadlessCoreTransferable": "HeadlessSwiftUI",
}
LINE = re.compile(r"^(\S+) (.+?)  # (\w+): (.*?)(?:  # decl: (.*))?$")


def apple_files(module):
    """The files recording Apple's declarations for a module: its main file and its topic files."""
    main = Path(f"scripts/api/apple/{module}.txt")
    return ([main] if main.exists() else []) + sorted(Path(f"scripts/api/apple/{module}").glob("*.txt"))


def status_of(tag):
    """(status, note) of a tag's text after the doc path."""
    path, _, note = tag.partition(" (")
    note = note[:-1] if note.endswith(")") else note
    word = re.match(r"[a-z]+", note)
    if word and word.group(0) == "inert":
        return path, "inert", note.partition(":")[2].strip()
    if word and word.group(0) == "partial":
        return path, "partial", note.partition(":")[2].strip()
    return path, "modelled", note.removeprefix("modelled").lstrip(": ").strip()


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def page(module, title):
    rows = OrderedDict()
    own = []
    for line in open(f"scripts/api/{module}.txt", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        match = LINE.match(line.rstrip("\n"))
        kind, symbol, framework, tag = match.group(1, 2, 3, 4)
        if kind == "extension":
            continue
        if framework == "model":
            own.append((kind, symbol, tag))
            continue
        path, status, note = status_of(tag)
        key = (kind, symbol)
        if key in rows:
            rows[key]["statuses"].add(status)
            if note and note not in rows[key]["notes"]:
                rows[key]["notes"].append(note)
        else:
            rows[key] = {"path": path, "framework": framework, "statuses": {status}, "notes": [note] if note else []}
    checked = set()
    for apple in apple_files(module):
        for line in apple.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                kind, _, rest = line.partition(" ")
                checked.add((kind, rest.split("  # ")[0]))
    counts = defaultdict(int)
    groups = defaultdict(list)
    for (kind, symbol), row in rows.items():
        status = "partial" if "partial" in row["statuses"] or len(row["statuses"]) > 1 else next(iter(row["statuses"]))
        counts[status] += 1
        top = symbol.split("(")[0].split(".")[0] if kind not in ("func", "macro", "var", "func.op") else "Global functions and macros"
        groups[top].append((kind, symbol, status, row, (kind, symbol) in checked))
    total = sum(counts.values())
    unprobed = Path(f"scripts/api/unprobed/{module}.txt")
    waiting = [l for l in unprobed.read_text(encoding="utf-8").splitlines() if l and not l.startswith("#")] if unprobed.exists() else []
    probes = (
        f"Every symbol but {len(waiting)} (`scripts/api/unprobed/{module}.txt`) is called by a test as apps call it"
        if waiting
        else "Every symbol is called by a test as apps call it"
    ) + " (`scripts/api/check-probes.py`)."
    out = [
        f"# {title} coverage",
        "",
        f"Every {title} symbol the model spells, with what it does in the model.",
        "",
        "## Overview",
        "",
        f"Generated by `scripts/api/coverage-page.py` from `scripts/api/{module}.txt`, the reviewed",
        "list `scripts/check-api.sh` holds the built API to; don't edit it by hand.",
        "",
        f"{total} symbols: {counts['modelled']} **modelled** (behave as {title}'s do where layering,",
        f"presentation, frames, hit testing or state is concerned), {counts['inert']} **inert**",
        "(Apple's declaration, compiles, does nothing the snapshot shows) and",
        f"{counts['partial']} **partial** (the note says what is left out). Overloads share a row.",
        f"{len([1 for g in groups.values() for r in g if r[4]])} of them have their declaration checked",
        f"against Apple's documentation (`scripts/api/apple/{module}.txt` and `{module}/`, marked ✓). {probes}",
        "",
    ]
    for top in sorted(groups, key=lambda g: (g == "Global functions and macros", g.lower())):
        out += [f"### {top}", "", "| Symbol | Kind | Status | Note | Apple |", "| --- | --- | --- | --- | --- |"]
        for kind, symbol, status, row, is_checked in sorted(groups[top], key=lambda r: (r[1], r[0])):
            link = f"[{cell(row['path'])}](https://developer.apple.com/documentation/{row['path']})"
            note = cell("; ".join(row["notes"]))
            out.append(f"| `{cell(symbol)}` | {kind} | {status} | {note} | {link}{' ✓' if is_checked else ''} |")
        out.append("")
    if own:
        out += [
            "### The model's own symbols",
            "",
            "Public symbols that are not Apple's: test controls and the model's bookkeeping, each with why.",
            "",
            "| Symbol | Kind | Why |",
            "| --- | --- | --- |",
        ]
        for kind, symbol, tag in own:
            out.append(f"| `{cell(symbol)}` | {kind} | {cell(tag)} |")
        out.append("")
    return "\n".join(out)


def main(arguments):
    check = "--check" in arguments
    status = 0
    for module, (name, title) in PAGES.items():
        catalog = CATALOGS.get(module, module)
        target = Path(f"Sources/{catalog}/{catalog}.docc/{name}.md")
        text = page(module, title)
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                print(f"coverage-page: {target} is not what scripts/api/{module}.txt gives; run scripts/api/coverage-page.py")
                status = 1
        else:
            target.write_text(text, encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
