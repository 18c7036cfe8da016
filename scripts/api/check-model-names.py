#!/usr/bin/env python3
"""Fails when a model-only member of a UIKit class shares its name with one of UIKit's.

The model's own members (test controls such as `UIApplication.tap(_:)`, `# model:` in the API
list) sit beside UIKit's on the same classes. One named like a UIKit member of the class or of a
superclass would shadow it, or read as UIKit's when it is not, so each model member's base name
must differ from every UIKit-tagged member's on its class chain. The chain comes from the
`class X: Y` declarations under Sources/HeadlessUIKit.

Usage: check-model-names.py <API list> <source folder>
"""
import pathlib
import re
import sys

api_list, sources = sys.argv[1], pathlib.Path(sys.argv[2])
superclass = {}
for path in sources.rglob("*.swift"):
    for match in re.finditer(r"^\s*(?:@\w+\s+)*(?:open |public |final |package )*class (\w+)(?:<[^>{]*>)?\s*:\s*(\w+)", path.read_text(), re.M):
        superclass.setdefault(match.group(1), match.group(2))

member = re.compile(r"^(method|property|init|subscript|func\.op|type\.method|type\.property) ([\w.]+)\.([^.(\s]+)")
uikit, model = {}, []
for line in open(api_list):
    found = member.match(line)
    if not found:
        continue
    owner, base = found.group(2), found.group(3)
    if base == "init":
        continue
    if "  # model: " in line:
        model.append((owner, base, line.split("  # decl:")[0].strip()))
    else:
        uikit.setdefault(owner, set()).add(base)

failures = []
for owner, base, line in model:
    chain, current = [], owner
    while current and current not in chain:
        chain.append(current)
        current = superclass.get(current)
    clash = [cls for cls in chain if base in uikit.get(cls, set())]
    if clash:
        failures.append(f"{line}\n  shares the name '{base}' with UIKit's {clash[0]}.{base}")
if failures:
    print("check-model-names: a model member is named like a UIKit member of its class chain;")
    print("rename it so it can't shadow or pass for UIKit's:")
    print("\n".join(failures))
    sys.exit(1)
print(f"check-model-names: {len(model)} model members, none named like UIKit's on its class chain")
