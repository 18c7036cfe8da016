#!/usr/bin/env python3
"""Checks the declarations the model builds against the ones Apple documents.

Usage: compare-apple.py <apple file>... <API list>
  <apple file>: scripts/api/apple/<Module>.txt and the files by Apple documentation topic in
    scripts/api/apple/<Module>/, lines
      `kind Owner.member(labels:)  # apple: <declaration>  # page: <doc path>`
    optionally followed by `  # differs: <built declaration>  # why: <reason>` where the model
    can't declare what Apple does (on Linux, or in a model with no Objective-C runtime).
  <API list>: scripts/api/<Module>.txt, whose `# decl:` parts hold the declarations as built.

For each recorded symbol, one of the list's declarations for it (one per overload) must equal
Apple's after normalising both the same way. Normalising keeps what a caller's code depends on
and drops what it can't observe, or what Apple's pages print differently from the compiler:

- line breaks and the spaces inside parentheses: the pages break long declarations over lines;
- parameter names: only argument labels reach callers (`animated flag: Bool` is `animated:`;
  a result builder attribute before the label, `@ViewBuilder content: () -> V`, stays);
  an unlabelled parameter keeps `_`. Labels, types, optionality (`?`, `!`), defaults,
  `@escaping` and generic constraints are compared as written;
- `@preconcurrency`: the model marks its main-actor types so Swift 5-mode code may use them
  outside an actor, as the Objective-C import does for UIKit's; the pages don't print it;
- `open`, `dynamic`, `override`: whether a member may be overridden outside the module, is
  dispatched dynamically, or overrides a superclass's member the model declares where Apple's
  superclass does is invisible to a call site (an override's `override` keyword is the app's);
- `convenience`: a caller writes `UIImage(named:)` the same for either kind of initializer;
  only a subclass's initializer delegating to it could tell;
- `@discardableResult`: UIKit's Objective-C methods all import with discardable results,
  which the pages don't print; the model marks the ones returning a value so that calls
  ignoring it (`navigationController?.popViewController(animated: true)`) compile without a
  warning, as against UIKit;
- `@NSCopying`: the setter copies the value in UIKit; the model's values (`UIColor`) are
  immutable, so a copy is indistinguishable;
- `nonisolated` on a member of a main-actor type: the same as Apple's printing no `@MainActor`;
- `@frozen` and `@export(implementation)` (SwiftUI's pages): a type's layout is fixed, or a
  body is emitted into the client, for binary compatibility and inlining; a call site reads the
  same either way;
- `@Sendable` right after `@MainActor` in a function type: a main-actor function type is
  Sendable (SE-0434), which the compiler's symbol graph prints and the pages don't;
- `@ContentBuilder` is `@ViewBuilder`: SwiftUI's 2026 pages print the builder under its alias
  (swiftui/contentbuilder: `typealias ContentBuilder = ViewBuilder`), so both name one builder;
- the generic parameters a function or initializer declares are compared by position
  (`background<V>(_: V)` is `background<Background>(_: Background)`): a caller never names
  them, since Swift has no explicit specialisation of functions; a type's generic parameters
  keep their names (an extension's `where Content == …` names them);
- properties: `let x: T` is `var x: T { get }` (so Apple's `class let automaticDimension`, an
  imported constant Swift source can't declare, is a `class var` with a getter), and a stored `var x: T` (the compiler prints
  no accessors for it) is `var x: T { get set }`; `weak` on a get-only property is dropped
  (a caller can't store through it; `weak` on a settable one, such as `delegate`, is kept);
- in a generic type's members, the type's own name with its generic arguments
  (`NSLayoutAnchor<AnchorType>`) is its bare name, as Swift reads it and the pages print it.

`@MainActor` is compared: the pages print it on members of UIKit's main-actor classes, and a
difference decides whether nonisolated code may call the member.
A mismatch fails with both declarations and the fix; so does a `# differs:` allowance whose
built declaration changed, or one no longer needed.
"""
import re
import sys
from collections import defaultdict

from swift_text import parameter_list, split_top

DROPPED = {"@preconcurrency", "@NSCopying", "@discardableResult", "open", "dynamic", "override", "convenience",
           "nonisolated", "@frozen", "@export(implementation)"}


def normalise_parameters(declaration):
    """Keeps each parameter's argument label, dropping its internal name."""
    found = parameter_list(declaration)
    if not found:
        return declaration
    _, start, end = found
    inner = declaration[start : end - 1]
    if not inner.strip():
        return declaration
    parameters = []
    for parameter in split_top(inner, ","):
        head, _, rest = parameter.partition(":")
        attributes = [word for word in head.split() if word.startswith("@")]
        names = [word for word in head.split() if not word.startswith("@")]
        parameters.append(" ".join(attributes + [f"{names[0]}: {' '.join(rest.split())}"]))
    return declaration[:start] + ", ".join(parameters) + declaration[end - 1 :]


def rename_generic_parameters(declaration):
    """Names a function's or initializer's own generic parameters by position."""
    match = re.search(r"\b(func\s+[^\s<(]+|init[?!]?|subscript)\s*<([^()]*?)>\(", declaration)
    if not match:
        return declaration
    names = [part.split(":")[0].strip().removeprefix("each ") for part in split_top(match.group(2), ",")]
    head, tail = declaration[: match.start(2)], declaration[match.start(2) :]
    for index, name in enumerate(names):
        tail = re.sub(rf"(?<![\w.]){re.escape(name)}\b", f"T{index}", tail)
    return head + tail


def normalise(declaration, owner):
    text = " ".join(declaration.split())
    text = text.replace("@ContentBuilder ", "@ViewBuilder ").replace("@MainActor @Sendable (", "@MainActor (")
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    text = " ".join(word for word in text.split(" ") if word not in DROPPED)
    if owner:
        text = re.sub(rf"\b{re.escape(owner)}<[^<>]*>", owner, text)
    text = normalise_parameters(text)
    text = rename_generic_parameters(text)
    prop = re.fullmatch(r"(.*?\b)(let|var) ([^:]+): (.+?)( \{ (get|get set) \})?", text)
    if prop and not re.search(r"\b(func|init|subscript|case)\b", prop.group(1)):
        prefix, keyword, name, kind, accessors = prop.group(1, 2, 3, 4, 6)
        if keyword == "let":
            accessors = "get"
        elif accessors is None:
            accessors = "get set"
        if accessors == "get":
            prefix = re.sub(r"\bweak ", "", prefix)
        text = f"{prefix}var {name}: {kind} {{ {accessors} }}"
    return text


def main(*paths):
    *apple_paths, list_path = paths
    built = defaultdict(list)
    for line in open(list_path, encoding="utf-8"):
        if line.startswith("#") or "  # decl: " not in line:
            continue
        symbol = line.split("  # ")[0]
        built[symbol].append(line.rstrip("\n").split("  # decl: ", 1)[1])
    checked = matched = allowed = 0
    failures = []
    records = (
        (apple_path, number, line)
        for apple_path in apple_paths
        for number, line in enumerate(open(apple_path, encoding="utf-8"), 1)
    )
    for apple_path, number, line in records:
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        fields = dict(
            (part.split(": ", 1) + [""])[:2] for part in line.split("  # ")[1:]
        )
        symbol = line.split("  # ")[0]
        apple, page = fields.get("apple"), fields.get("page")
        where = f"{apple_path}:{number}: {symbol}"
        if not apple or not page:
            failures.append(f"{where}: needs '  # apple: <declaration>  # page: <doc path>'")
            continue
        checked += 1
        path = symbol.split(" ", 1)[1]
        owner_path = re.sub(r"\.[^.(]*(\(.*\))?$", "", path)
        owner = owner_path.rsplit(".", 1)[-1] if "." in path else ""
        wanted = normalise(apple, owner)
        candidates = built.get(symbol, [])
        same = [d for d in candidates if normalise(d, owner) == wanted]
        differs = fields.get("differs")
        if not candidates:
            failures.append(
                f"{where}: not in {list_path}; fix: declare it as Apple does ({apple}), "
                "or drop the line here if the symbol was renamed"
            )
        elif differs is not None:
            if same:
                failures.append(
                    f"{where}: the model now declares it as Apple does ({same[0]}); "
                    "fix: remove the '# differs:' allowance"
                )
            elif differs not in candidates:
                failures.append(
                    f"{where}: allowed to differ as '{differs}', but built as "
                    f"{' | '.join(candidates)}; fix: declare it as Apple does ({apple}), or "
                    "review the allowance and record the new declaration"
                )
            else:
                allowed += 1
        elif same:
            matched += 1
        else:
            failures.append(
                f"{where}: differs from Apple's declaration\n"
                f"  Apple ({page}): {apple}\n"
                f"  built: {' | '.join(candidates)}\n"
                f"  compared as: {wanted}\n"
                f"          vs: {' | '.join(normalise(d, owner) for d in candidates)}\n"
                "  fix: declare it as Apple does in Sources/ and run scripts/check-api.sh "
                "--update; if Linux or the model can't, add '  # differs: <built declaration>"
                "  # why: <reason>' to the line"
            )
    for failure in failures:
        print(f"compare-apple: {failure}", file=sys.stderr)
    print(
        f"compare-apple: {checked} symbols checked against Apple's declarations: {matched} "
        f"match, {allowed} allowed to differ (recorded why), {len(failures)} failing"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
