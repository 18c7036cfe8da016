#!/usr/bin/env python3
"""Excepts a library's Objective-C lines mechanically, for `measure-overlay-libraries.sh --run`.

Usage: rewrite.py <source-folder> <destination-folder>

Copies every Swift file below the source folder into the destination (flattened, a path's folders
joined with `+`, as the script's links are), with (a) `@objc`, `@objc(name)`, `@objcMembers`,
`@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` and the `dynamic` modifier removed and
(b) `#selector(expr)` replaced by `Selector("name")`, the method's Objective-C name as Swift
derives it (`save` → `save`, `save(_:)` → `save:`, `save(with:)` → `saveWith:`, a bare name by its
declaration's parameters). Separately, (c) `os(iOS)` in `#if`/`#elseif` lines reads `true`: some
libraries wrap whole files in `#if os(iOS)`, which Linux never satisfies, so they would build as
nothing. Prints one line: `lines=<lines (a) and (b) touched> attributes=<n> selectors=<n>
optional=<@objc optional requirements> platform=<lines (c) touched>`. The source folder is only
read.
"""
import os, re, sys

ATTRIBUTE = re.compile(
    r"@(?:objc\s*\([^)]*\)|(?:objcMembers|objc|IBOutlet|IBAction|IBInspectable|IBDesignable)\b)\s*")
DYNAMIC = re.compile(
    r"\bdynamic\s+(?=(?:var|let|func|open|public|internal|private|fileprivate|final|override|"
    r"class|static|lazy|weak|unowned|@)\b)")
# Platform conditions Linux can't satisfy, which hide whole files of some libraries there.
PLATFORM = re.compile(r"\bos\(iOS\)")
OPTIONAL = re.compile(r"@objc\b[^\n]*\boptional\s+(?:func|var|init|subscript)\b")


def parameter_labels(parameters):
    """The argument labels of a declaration's parameter list (`_` for none)."""
    labels, depth, current = [], 0, ""
    for character in parameters + ",":
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            depth -= 1
        if character == "," and depth == 0:
            head = current.split(":")[0].split()
            if head:
                labels.append(head[0])
            current = ""
        else:
            current += character
    return labels


def objc_name(base, labels):
    """The Objective-C selector Swift gives a method with these argument labels."""
    if not labels:
        return base
    first, rest = labels[0], labels[1:]
    name = base + (":" if first == "_" else "With" + first[0].upper() + first[1:] + ":")
    return name + "".join(("" if label == "_" else label) + ":" for label in rest)


def declared_labels(name, sources):
    """The labels of the first `func name(…)` declared in the library, else none."""
    for text in sources:
        match = re.search(r"\bfunc\s+%s\s*\(" % re.escape(name), text)
        if not match:
            continue
        depth, start = 1, match.end()
        for index in range(start, len(text)):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                return parameter_labels(text[start:index])
    return []


def selector_name(expression, sources):
    expression = " ".join(expression.split())
    accessor = re.match(r"(getter|setter)\s*:\s*(.*)", expression)
    if accessor:
        prop = accessor.group(2).split(".")[-1].strip()
        return prop if accessor.group(1) == "getter" else "set" + prop[0].upper() + prop[1:] + ":"
    match = re.match(r"(?:[\w.]*\.)?(\w+)\s*(?:\((.*)\))?\s*$", expression)
    if not match:
        return expression
    base, labels = match.group(1), match.group(2)
    if labels is None:
        return objc_name(base, declared_labels(base, sources))
    return objc_name(base, [label for label in labels.split(":") if label.strip()])


def replace_selectors(line, sources):
    output, index, count = "", 0, 0
    while True:
        start = line.find("#selector(", index)
        if start < 0:
            return output + line[index:], count
        depth, end = 1, start + len("#selector(")
        while end < len(line) and depth:
            depth += {"(": 1, ")": -1}.get(line[end], 0)
            end += 1
        expression = line[start + len("#selector("):end - 1]
        output += line[index:start] + 'Selector("%s")' % selector_name(expression, sources)
        index, count = end, count + 1


def main():
    source, destination = sys.argv[1], sys.argv[2]
    files = []
    for root, _, names in os.walk(source):
        files += [os.path.join(root, name) for name in names if name.endswith(".swift")]
    texts = {path: open(path, errors="replace").read() for path in files}
    touched = attributes = selectors = optional = platform = 0
    os.makedirs(destination, exist_ok=True)
    for path, text in sorted(texts.items()):
        optional += len(OPTIONAL.findall(text))
        lines = []
        for line in text.split("\n"):
            new, found = ATTRIBUTE.subn("", line)
            new, dynamic = DYNAMIC.subn("", new)
            new, replaced = replace_selectors(new, texts.values())
            if line.lstrip().startswith(("#if", "#elseif")):
                new, conditions = PLATFORM.subn("true", new)
                platform += conditions > 0
            attributes += found + dynamic
            selectors += replaced
            touched += new != line and not line.lstrip().startswith(("#if", "#elseif"))
            lines.append(new)
        relative = os.path.relpath(path, source).replace(os.sep, "+")
        with open(os.path.join(destination, relative), "w") as handle:
            handle.write("\n".join(lines))
    print("lines=%d attributes=%d selectors=%d optional=%d platform=%d"
          % (touched, attributes, selectors, optional, platform))


main()
