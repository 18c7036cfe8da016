#!/usr/bin/env python3
"""Checks that every symbol of an API list is called somewhere in the tests, the way apps call it.

Usage: check-probes.py <API list> <test folder>... [--known FILE [--prune]] [--report]

A compile probe is test code that uses a symbol as an app would: the tests compile against the
model, so a symbol some test calls with its labels has a declaration apps can call that way. For
each line of the list (scripts/api/<Module>.txt) the Swift files under the test folders (comments
and string literals blanked) must hold:

- a type (struct, enum, class, protocol, typealias): its name, a probe of one of its members
  (`.font(.system(size: 14, weight: .bold))` probes `Font.Weight` through `Font.Weight.bold`),
  or a probed symbol whose declaration names it (`.presentationSizing(.form)` probes
  `FormPresentationSizing`, the type of `PresentationSizing.form`; `.commands { }` probes
  `CommandsBuilder`);
- an enum case or static property: `.name`, qualified or implicit (`.bold`, `Font.Weight.bold`);
- a property: `.name`; a property wrapper's `projectedValue`: a `$name` projection; a
  protocol's property requirement: a `var name` implementing it (`static var defaultValue`);
- a method or static method: a call `.name(…)`, `.name { … }` or `name(…)` whose labels fit the
  declaration: the call's labels, in order, are the declaration's, each parameter being passed
  (under its label; `_` unlabelled) or left to its default, and trailing closures filling the
  last closure parameters (`callAsFunction` is called as the value itself: `dismiss()`);
- an initializer: `Owner(…)`, `Owner<…>(…)` or `Owner.init(…)` whose labels fit likewise
  (`.init(` with the labels counts too: implicit members such as `.init(top: 8)`);
- the builders of `#Preview`'s body and of `var body: some Scene`, and `Preview.ViewTraits`:
  those spellings (SYNTAX_PROBES), as no app names them;
- a nested typealias (`DragGesture.Body`): a probe of its owner, whose conformance it witnesses;
- a subscript: `[label: …]` for a labelled one (`d[explicit: .leading]`), a `$model.name`
  projection for `subscript(dynamicMember:)`, and for an unlabelled one the owner named or an
  implicit member as an index (`d[.bottom]`): Swift spells no subscript's name.

Exempt, with the reason: associated types (every conformance the tests declare spells them),
operators (no name to find: `Text + Text` is tested where it is modelled), result builders'
`build…` methods (the compiler calls them for every builder block the tests write; `if`, `else`,
`switch` and `if #available` blocks appear in the builder tests), extensions (conformances) and
the literal protocols' requirements (`init(stringLiteral:)`, `appendLiteral(_:)`: every literal
calls them; interpolations count as calls of `appendInterpolation`), and `App.main()`, which only
`@main` calls and a test target can't declare (scripts/consumer-check.sh builds and runs an `@main`
app).
A property wrapper's `@Wrapper(args) var name = value` calls `Wrapper(wrappedValue:args)`, and a
`func name(…)` implementing a protocol requirement probes the requirement (`updateUIView`).
Overloads that differ only in their argument types (`navigationTitle(_: Text)` beside
`navigationTitle(_: LocalizedStringKey)`) share one spelling, so one call probes them together.

Prints the symbols with no probe and exits 1 when there are any; --report prints counts only.
--known FILE names symbols known to lack a probe (`kind Owner.member(labels:)` per line, as the
list spells them; `#` comments): those are allowed, so a module can be held where it stands
while its probes are written, and a listed symbol that gained a probe fails too, so the file only
shrinks (--prune rewrites it without the symbols that gained a probe).
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

from swift_text import parameter_list, split_top

EXEMPT_KINDS = {"associatedtype", "func.op", "extension"}
BUILDER_METHOD = re.compile(r"^build[A-Z]")
# Symbols apps use only through syntax that names none of them: the builder of `#Preview`'s body
# and of a `some Scene` body, and the traits `#Preview(traits:)` takes.
SYNTAX_PROBES = {
    "PreviewMacroBodyBuilder": r"#Preview\b",
    "Preview.ViewTraits": r"#Preview\([^)]*traits:",
    "SceneBuilder": r"var body: some Scene",
}
LITERAL_REQUIREMENTS = re.compile(r"^init\((stringLiteral|extendedGraphemeClusterLiteral|unicodeScalarLiteral|literalCapacity|integerLiteral|floatLiteral|booleanLiteral|arrayLiteral|dictionaryLiteral|nilLiteral):|^appendLiteral\(")


def strip_swift(text):
    """Blanks comments and string literal contents, keeping interpolations' code."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            body = text[i + 3 : n if j < 0 else j]
            calls = [f" appendInterpolation({strip_swift(m)})" for m in re.findall(r"\\\(([^()]*(?:\([^()]*\)[^()]*)*)\)", body)]
            out.append('""' + "".join(calls))
            i = n if j < 0 else j + 3
        elif text[i] == '"':
            j, interpolations = i + 1, []
            while j < n and text[j] != '"' and text[j] != "\n":
                if text.startswith("\\(", j):
                    depth, k = 1, j + 2
                    while depth and k < n:
                        depth += {"(": 1, ")": -1}.get(text[k], 0)
                        k += 1
                    interpolations.append(f" appendInterpolation({strip_swift(text[j + 2 : k - 1])})")
                    j = k
                else:
                    j += 2 if text[j] == "\\" else 1
            out.append('""' + "".join(interpolations))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def declared_parameters(declaration):
    """[(label, has_default, is_closure)] of a function, initializer or subscript declaration."""
    found = parameter_list(declaration)
    if not found:
        return []
    match, start, end = found
    inner = declaration[start : end - 1]
    if not inner.strip():
        return []
    parameters = []
    for parameter in split_top(inner):
        head, _, rest = parameter.partition(":")
        names = [word for word in head.split() if not word.startswith("@")]
        if match.group(1) == "subscript" and len(names) == 1:
            names = ["_"]  # a subscript's parameter has no argument label unless it names one
        kind = rest.split("=")[0]
        closure = ("->" in kind and not kind.strip().startswith("[")) or "@escaping" in kind
        parameters.append((names[0], "=" in rest, closure))
    return parameters


def call_arguments(text, open_index):
    """The top-level labels ('_' when unlabelled) of the call whose '(' is at open_index, and
    the index after its ')'."""
    depth, i = 1, open_index + 1
    while depth and i < len(text):
        depth += {"(": 1, ")": -1, "[": 1, "]": -1, "{": 1, "}": -1}.get(text[i], 0)
        i += 1
    inner = text[open_index + 1 : i - 1]
    if not inner.strip():
        return [], i
    labels = []
    for argument in split_top(inner):
        label = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", argument)
        labels.append(label.group(1) if label else "_")
    return labels, i


def trailing_closures(text, index):
    """How many trailing closures follow a call ending at index (`{ … } label: { … }`)."""
    count = 0
    while True:
        match = re.compile(r"\s*(?:[A-Za-z_][A-Za-z0-9_]*\s*:\s*)?\{").match(text, index)
        if not match or (count == 0 and re.match(r"\s*[A-Za-z_]", text[index:])):
            return count
        depth, i = 1, match.end()
        while depth and i < len(text):
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        count, index = count + 1, i


def fits(parameters, labels, closures):
    """Whether a call with these labels and trailing closures can call these parameters."""
    position = 0
    for label in labels:
        while position < len(parameters) and parameters[position][0] != label:
            if not parameters[position][1]:
                return False
            position += 1
        if position == len(parameters):
            return False
        position += 1
    rest = parameters[position:]
    required = [p for p in rest if not p[1]]
    closure_params = [p for p in rest if p[2]]
    if closures > len(closure_params):
        return False
    return all(p[2] for p in required) and len(required) <= closures


class Corpus:
    """The tests' code, with every call indexed by callee name."""

    def __init__(self, folders):
        self.text = "\n".join(strip_swift(p.read_text(encoding="utf-8")) for f in folders for p in sorted(Path(f).rglob("*.swift")))
        self.words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", self.text))
        self.dotted = set(re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)", self.text))
        self.projected = bool(re.search(r"\$[A-Za-z_]", self.text))
        self.calls = defaultdict(list)
        for match in re.finditer(r"(\.?)([A-Za-z_][A-Za-z0-9_]*)\s*(<[^<>()]*>)?\s*(\(|\{)", self.text):
            dot, name, _, opener = match.groups()
            if re.search(r"\bfunc\s+$", self.text[max(0, match.start() - 12) : match.start()]) and opener == "(":
                implemented = declared_parameters(self.text[match.start() - 5 : call_arguments(self.text, match.end() - 1)[1]])
                self.calls[name].append(("", [label for label, _, _ in implemented], 0))
                continue
            if opener == "(":
                labels, end = call_arguments(self.text, match.end() - 1)
            else:
                labels, end = [], match.end() - 1
            self.calls[name].append((dot, labels, trailing_closures(self.text, end)))

        wrapper = re.compile(r"@([A-Z][A-Za-z0-9_]*)\s*(\()?")
        for match in wrapper.finditer(self.text):
            labels, end = call_arguments(self.text, match.end() - 1) if match.group(2) else ([], match.end())
            declared = re.compile(r"\s*(?:(?:private|fileprivate|internal|public|static|lazy|nonisolated)\s+)*var\s+[A-Za-z_][A-Za-z0-9_]*\s*(?::[^=\n{]*)?(=)?").match(self.text, end)
            if declared:
                self.calls[match.group(1)].append(("", (["wrappedValue"] if declared.group(1) else []) + labels, 0))

    def called(self, name, parameters, dotted=None):
        for dot, labels, closures in self.calls.get(name, ()):
            if dotted is not None and bool(dot) != dotted:
                continue
            if fits(parameters, labels, closures):
                return True
        return False


def probed(corpus, kind, symbol, declaration, owners_probed, protocols):
    path = symbol.split("(")[0]
    owner, _, name = path.rpartition(".")
    owner_name = owner.rpartition(".")[2]
    parameters = declared_parameters(declaration)
    if path in SYNTAX_PROBES and re.search(SYNTAX_PROBES[path], corpus.text):
        return True
    if kind in ("struct", "enum", "class", "protocol", "typealias"):
        return name in corpus.words or path in owners_probed
    if kind in ("enum.case", "type.property", "property") and owner in protocols:
        if re.search(rf"\bvar\s+{name}\b", corpus.text):
            return True
    if kind in ("enum.case", "type.property"):
        return name in corpus.dotted
    if kind == "property":
        if name == "projectedValue":
            return corpus.projected
        return name in corpus.dotted or (name in corpus.words and owner_name in corpus.words)
    if kind in ("method", "type.method"):
        if name == "callAsFunction":
            return any(fits(parameters, labels, closures) for calls in corpus.calls.values() for _, labels, closures in calls)
        return corpus.called(name, parameters)
    if kind == "init":
        nested = "." in owner
        return corpus.called(owner_name, parameters, dotted=None if nested else False) or corpus.called("init", parameters)
    if kind == "subscript":
        label = parameters[0][0] if parameters else "_"
        if label == "dynamicMember":
            return bool(re.search(r"\$[A-Za-z_][A-Za-z0-9_]*\.[a-z]", corpus.text))
        if label != "_":
            return bool(re.search(rf"\[\s*{label}\s*:", corpus.text))
        return owner_name in corpus.words or bool(re.search(r"[A-Za-z0-9_)\]]\[\.[a-z]", corpus.text))
    if kind == "func":
        return corpus.called(name, parameters, dotted=False)
    return name in corpus.words


def main(arguments):
    report, prune = "--report" in arguments, "--prune" in arguments
    arguments = [a for a in arguments if a not in ("--report", "--prune")]
    known_path = None
    known = set()
    if "--known" in arguments:
        index = arguments.index("--known")
        known_path = arguments[index + 1]
        for line in open(arguments[index + 1], encoding="utf-8"):
            if line.strip() and not line.startswith("#"):
                known.add(line.strip())
        del arguments[index : index + 2]
    list_path, *folders = arguments
    entries = []
    for line in open(list_path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        head = line.split("  # ")[0]
        declaration = line.split("  # decl: ", 1)[1].strip() if "  # decl: " in line else ""
        kind, symbol = head.split(" ", 1)
        entries.append((kind, symbol, declaration))
    corpus = Corpus(folders)
    protocols = {symbol for kind, symbol, _ in entries if kind == "protocol"}
    missing, exempt, owners_probed = [], 0, set()
    results = {}
    for kind, symbol, declaration in entries:
        name = symbol.split("(")[0].rpartition(".")[2]
        member = symbol.rpartition(".")[2] if "(" not in symbol else symbol.split("(")[0].rpartition(".")[2] + "(" + symbol.split("(", 1)[1]
        if (
            kind in EXEMPT_KINDS
            or (kind == "type.method" and BUILDER_METHOD.match(name))
            or LITERAL_REQUIREMENTS.match(member)
            or symbol == "App.main()"
        ):
            results[(kind, symbol)] = None
            continue
        ok = results.get((kind, symbol)) or probed(corpus, kind, symbol, declaration, owners_probed, protocols)
        results[(kind, symbol)] = ok
        if ok and kind not in ("struct", "enum", "class", "protocol", "typealias"):
            owner = symbol.split("(")[0].rpartition(".")[0]
            while owner:
                owners_probed.add(owner)
                owner = owner.rpartition(".")[0]
    probed_declarations = " ".join(d for k, s, d in entries if results[(k, s)])
    for kind, symbol, declaration in entries:
        if results[(kind, symbol)] is None:
            exempt += 1
        elif not results[(kind, symbol)]:
            kind_type = kind in ("struct", "enum", "class", "protocol", "typealias")
            if kind_type and symbol.split("(")[0] in owners_probed:
                continue
            if kind_type and re.search(rf"\b{re.escape(symbol.rpartition('.')[2])}\b", probed_declarations):
                continue  # named by a probed symbol's declaration: `.presentationSizing(.form)`
            if kind == "typealias" and symbol.rpartition(".")[0] in owners_probed:
                continue  # a nested typealias witnesses its owner's protocol (`Body`, `Components`)
            missing.append(f"{kind} {symbol}")
    missing = sorted(set(missing))
    total = len({(k, s) for k, s, _ in entries})
    print(f"check-probes: {list_path}: {total - len(missing)} of {total} symbols probed ({exempt} lines exempt), {len(missing)} not")
    if report:
        return 0
    unexpected = [symbol for symbol in missing if symbol not in known]
    stale = sorted(known - set(missing))
    if prune and known_path and stale:
        lines = open(known_path, encoding="utf-8").read().splitlines()
        kept = [line for line in lines if line.strip() not in stale]
        open(known_path, "w", encoding="utf-8").write("\n".join(kept) + "\n")
        print(f"check-probes: {known_path}: {len(stale)} symbols that gained a probe removed")
        stale = []
    for symbol in unexpected:
        print(f"  no probe: {symbol} (call it in a test as apps do)")
    for symbol in stale:
        print(f"  probed now or gone, so remove it from the known list: {symbol}")
    return 1 if unexpected or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
