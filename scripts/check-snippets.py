#!/usr/bin/env python3
"""Checks that every Swift snippet in README.md, CONTRIBUTING.md and the DocC catalogs compiles.

Usage: check-snippets.py [REPO]

A snippet is a ```swift block. It counts as compiled when a Swift file under Sources/ or Tests/
holds it: its `import` lines among the file's imports (a file needs more imports than a snippet
shows), and its other lines in a row, as written, indented alike by any amount (a test may sit
in a suite). README's manifest (the block that starts with `// swift-tools-version:`) is the one
exception: scripts/consumer-check.sh builds a package from it as README shows it, so it counts
when that script still reads it from README. Tests/DocSnippets holds the snippets that live
nowhere else, run as tests.

Prints each snippet no file holds, with where it is, and exits 1; else one line and 0.
"""

import pathlib
import re
import sys

IMPORT = re.compile(r"^(@testable |@_spi\(\w+\) )?(public |internal |package )?import \w+")
MANIFEST_MARKER = "// swift-tools-version:"
MANIFEST_READER = '"```swift\\n// swift-tools-version:"'


def snippets(path):
    """Yields (line number, lines) for each ```swift block of a Markdown file, dedented."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        fence = re.match(r"^(\s*)```swift\s*$", lines[index])
        index += 1
        if not fence:
            continue
        indent, start, body = len(fence.group(1)), index, []
        while index < len(lines) and lines[index].strip() != "```":
            body.append(lines[index][indent:] if lines[index][:indent].isspace() else lines[index])
            index += 1
        index += 1
        yield start, body


def held_by(snippet, source_lines, source_imports):
    """Whether a source file's lines hold the snippet, as the module docstring says."""
    imports = {line.strip() for line in snippet if IMPORT.match(line)}
    if not imports <= source_imports:
        return False
    code = [line.rstrip() for line in snippet if not IMPORT.match(line)]
    while code and not code[0]:
        code.pop(0)
    while code and not code[-1]:
        code.pop()
    if not code:
        return True
    first = code[0]
    for start, line in enumerate(source_lines):
        if not line.endswith(first) or line[: len(line) - len(first)].strip():
            continue
        prefix = line[: len(line) - len(first)]
        window = source_lines[start : start + len(code)]
        if len(window) == len(code) and all(
            (have == "" and want == "") or have == prefix + want for have, want in zip(window, code)
        ):
            return True
    return False


def main(repo):
    repo = pathlib.Path(repo)
    documents = [repo / "README.md", repo / "CONTRIBUTING.md"]
    documents += sorted(repo.glob("Sources/*/*.docc/**/*.md"))
    sources = []
    for folder in ("Sources", "Tests"):
        for path in sorted((repo / folder).rglob("*.swift")):
            lines = [line.rstrip() for line in path.read_text(encoding="utf-8").split("\n")]
            sources.append((lines, {line.strip() for line in lines if IMPORT.match(line)}))
    consumer = (repo / "scripts/consumer-check.sh").read_text(encoding="utf-8")
    checked, missing = 0, []
    for document in documents:
        if not document.exists():
            continue
        for number, snippet in snippets(document):
            checked += 1
            if document.name == "README.md" and snippet and snippet[0].startswith(MANIFEST_MARKER):
                if MANIFEST_READER in consumer:
                    continue
            if not any(held_by(snippet, lines, imports) for lines, imports in sources):
                missing.append(f"{document.relative_to(repo)}:{number}")
    for place in missing:
        print(
            f"check-snippets: {place}: no Swift file under Sources/ or Tests/ holds this snippet; "
            "fix: put it, as written, in a test (Tests/DocSnippets runs the ones that live "
            "nowhere else), or change the snippet to the code a test runs",
            file=sys.stderr,
        )
    if missing:
        return 1
    print(f"check-snippets: {checked} Swift snippets, each compiled in a target of the package")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent))
