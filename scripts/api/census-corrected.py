#!/usr/bin/env python3
"""Re-counts the API-demand census with its blind spots corrected, from evidence only.

  python3 scripts/api/census-corrected.py CENSUS.json [--tests Tests]

The census (`../shared/api-demand/run.sh`) counts a file as covered when every UIKit/SwiftUI
symbol it uses is in the model. It cannot see some symbols the model has: it counts `#Preview`,
`@Environment(Type.self)`, `@Observable` and SwiftUI's global functions as absent whatever the
model declares, reads UIKit's global functions (`UIGraphicsGetCurrentContext()`) as types the
model lacks, and looks members up on a few owners only. It also counts an app's own
environment keys (`@Entry var isCompact` in an `extension EnvironmentValues`) as missing model
symbols. This script corrects exactly two things, and prints both figures for SwiftUI view files
and for UIKit files:

- a census key named by a `// census: KEY` comment in a compiled test file (the spelling, as the
  apps write it, on the next line after any stacked tags; Tests/*/Census/) counts as present;
- `@Environment(\\.key)` counts as present when the app itself declares `key` in an
  `extension EnvironmentValues` of its own sources at the census's commit.

Nothing else changes: a symbol without a compiled probe or an app declaration stays missing.
"""
import argparse
import collections
import json
import pathlib
import re
import subprocess

TAG = re.compile(r'^\s*// census: (.+?)\s*$')
ENV_KEY = re.compile(r'^@Environment\(\\\.(\w+)\)$')


def probed_keys(tests):
    """The census keys the compiled tests name, each with the file that names it."""
    keys = {}
    for path in sorted(pathlib.Path(tests).rglob('*.swift')):
        lines = path.read_text(encoding='utf-8').splitlines()
        for number, line in enumerate(lines):
            match = TAG.match(line)
            if not match:
                continue
            after = number + 1
            while after < len(lines) and TAG.match(lines[after]):
                after += 1   # stacked tags name the same spelling
            following = lines[after].strip() if after < len(lines) else ''
            if not following or following.startswith('//'):
                raise SystemExit(f'{path}:{number + 1}: `// census:` must precede the spelling it names')
            keys[match.group(1)] = str(path)
    return keys


def app_environment_keys(gitdir, commit):
    """Names the app declares in its own `extension EnvironmentValues` (with or without @Entry)."""
    found = subprocess.run(['git', '--git-dir', gitdir, 'grep', '-l', '-E', r'extension\s+EnvironmentValues',
                            commit, '--', '*.swift'], capture_output=True, text=True).stdout.split()
    names = set()
    for spec in found:
        text = subprocess.run(['git', '--git-dir', gitdir, 'show', spec], capture_output=True, text=True).stdout
        for block in re.finditer(r'extension\s+EnvironmentValues\b[^{]*\{', text):
            depth, i = 1, block.end()
            while i < len(text) and depth:
                depth += {'{': 1, '}': -1}.get(text[i], 0)
                i += 1
            body = text[block.end():i]
            names.update(re.findall(r'\bvar\s+(\w+)\s*:', body))
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('census')
    parser.add_argument('--tests', default='Tests')
    args = parser.parse_args()
    census = json.load(open(args.census, encoding='utf-8'))
    probed = probed_keys(args.tests)
    totals = collections.Counter()
    why = collections.Counter()
    for app in census['apps'].values():
        commit = app['commit'].split()[0]
        own_keys = app_environment_keys(app['gitdir'], commit)
        for file in app['files']:
            measures = []
            if file['view_file']:
                measures.append('swiftui_views')
            if file['uikit'] and not file['swiftui'] and file['symbols']:
                measures.append('uikit_files')
            if not measures:
                continue
            missing = {key for key, present in file['symbols'].items() if not present}
            left = set()
            for key in missing:
                env = ENV_KEY.match(key)
                if key in probed:
                    why['probed: ' + key] += 1
                elif env and env.group(1) in own_keys:
                    why["the app's own environment key"] += 1
                else:
                    left.add(key)
            for measure in measures:
                totals[measure, 'files'] += 1
                totals[measure, 'census'] += not missing
                totals[measure, 'corrected'] += not left
    for measure in ('swiftui_views', 'uikit_files'):
        files = totals[measure, 'files']
        for figure in ('census', 'corrected'):
            count = totals[measure, figure]
            label = f'{measure} ({figure}):'
            print(f'{label:28}{count}/{files} = {count / files:.1%}')
    print(f'{len(probed)} keys with a compiled probe; uses re-counted as present, most first:')
    for reason, count in why.most_common():
        print(f'  {count:4}  {reason}')

if __name__ == '__main__':
    main()
