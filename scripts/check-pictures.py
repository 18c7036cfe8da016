#!/usr/bin/env python3
"""Checks for scripts/check-pictures.sh: what headless Chromium made of a picture.

  size SVG                          print the width and height the SVG declares
  png SHOT.png WIDTH HEIGHT [OUT]   the screenshot of the SVG on a magenta page: the picture is
                                    exactly WIDTH x HEIGHT at the top-left corner and not blank;
                                    OUT receives the picture alone as a PNG
  dom DOM OVERFLOW SNAPSHOT STEP [SNAPSHOT STEP]
                                    Chromium's DOM of the SVG is well-formed SVG and holds, for
                                    each step drawn (STEP: a number or 'all'), its title, a panel
                                    per window and a label per identifier; OVERFLOW (the dump of
                                    a page that measured each text) lists no text past the
                                    picture's edges

Exits with 1 and one line per problem on standard error. Needs only the standard library (PNG
decoded with zlib).
"""
import html
import json
import os
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def declared_size(path):
    root = ET.parse(path).getroot()
    return int(root.get("width")), int(root.get("height"))


def add_bytes(x, y, mask_low, mask_high):
    """Adds two equal-length byte strings byte by byte, modulo 256, in a few big-int steps."""
    a, b = int.from_bytes(x, "big"), int.from_bytes(y, "big")
    total = ((a & mask_low) + (b & mask_low)) ^ ((a ^ b) & mask_high)
    return total.to_bytes(len(x), "big")


def read_png(path):
    """Returns (width, height, channels, rows of bytes) of an 8-bit RGB or RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path}: not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        fail(f"{path}: unsupported PNG (bit depth {depth}, colour type {color})")
    channels = 3 if color == 2 else 4
    stride = width * channels
    mask_low = int.from_bytes(b"\x7f" * stride, "big")
    mask_high = int.from_bytes(b"\x80" * stride, "big")
    raw = zlib.decompress(idat)
    previous = bytes(stride)
    rows = []
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], raw[start + 1:start + 1 + stride]
        if kind == 2:
            line = add_bytes(line, previous, mask_low, mask_high)
        elif kind in (1, 3, 4):
            line = bytearray(line)
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                if kind == 1:
                    predictor = a
                elif kind == 3:
                    predictor = (a + previous[i]) >> 1
                else:
                    b = previous[i]
                    c = previous[i - channels] if i >= channels else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    predictor = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + predictor) & 0xFF
            line = bytes(line)
        rows.append(line)
        previous = line
    return width, height, channels, rows


def write_png(path, rows, width, channels):
    height = len(rows)
    color = 2 if channels == 3 else 6
    raw = b"".join(b"\x00" + row[:width * channels] for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        out.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color, 0, 0, 0)))
        out.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        out.write(chunk(b"IEND", b""))


def magenta_pixels(row, channels):
    """The x of every pixel of a row that is the page's magenta, #ff00ff."""
    pattern = b"\xff\x00\xff" + (b"\xff" if channels == 4 else b"")
    found, start = [], row.find(pattern)
    while start >= 0:
        if start % channels == 0:
            found.append(start // channels)
        start = row.find(pattern, start + 1)
    return found


def check_png(path, width, height, out=None):
    shot_width, shot_height, channels, rows = read_png(path)
    if shot_width < width + 1 or shot_height < height + 1:
        fail(f"the screenshot is {shot_width}x{shot_height}, too small for {width}x{height}")
    problems = []
    # Every pixel inside the declared box is the picture's, every pixel outside the page's.
    for y, row in enumerate(rows):
        magenta = magenta_pixels(row, channels)
        outside = shot_width - width if y < height else shot_width
        inside = [x for x in magenta if x < width] if y < height else []
        if inside or len(magenta) - len(inside) != outside:
            problems.append(
                f"the picture drawn doesn't fill exactly the {width}x{height} the SVG declares "
                f"(row {y}: {len(inside)} page pixels inside, "
                f"{outside - (len(magenta) - len(inside))} picture pixels outside)")
            break
    # Not blank: ink, colours and dark (text) pixels, sampled every third pixel both ways.
    white = b"\xff" * 3
    sampled = inked = dark = 0
    colors = set()
    for row in rows[:height:3]:
        for x in range(0, width, 3):
            pixel = row[x * channels:x * channels + 3]
            sampled += 1
            colors.add(pixel)
            if pixel != white:
                inked += 1
            if sum(pixel) < 300:
                dark += 1
    if inked < sampled * 0.02 or len(colors) < 8:
        problems.append(
            f"the picture looks blank: {inked} of {sampled} sampled pixels inked, "
            f"{len(colors)} colours")
    if dark < 60:
        problems.append(f"no text seems drawn: only {dark} dark pixels sampled")
    if problems:
        fail("; ".join(problems))
    if out:
        write_png(out, rows[:height], width, channels)
    print(f"{width}x{height}, {100 * inked // sampled}% inked, {len(colors)} colours")


def unquote(word):
    if word.startswith('"'):
        return re.sub(r"\\(.)", r"\1", word[1:-1])
    return word


def expectations(snapshot, step):
    """The texts a picture of a snapshot's step (or every step) must show."""
    steps, current = [], None
    for line in open(snapshot, encoding="utf-8").read().split("\n"):
        heading = re.match(r"## step (\d+): (.*)$", line)
        if heading:
            current = {"number": int(heading.group(1)), "windows": 0, "identifiers": set()}
            steps.append(current)
        elif current and not line.startswith("front-to-back:"):
            if line.startswith("window "):
                current["windows"] += 1
            for identifier in re.findall(r' #("(?:[^"\\]|\\.)*"|[^\s"]+)', line):
                current["identifiers"].add(unquote(identifier))
    chosen = steps if step == "all" else [s for s in steps if s["number"] == int(step)]
    if not chosen:
        fail(f"{snapshot} has no step {step}")
    return [(len(steps), s) for s in chosen]


def check_dom(dom_path, overflow_path, pairs):
    try:
        root = ET.parse(dom_path).getroot()
    except ET.ParseError as error:
        fail(f"Chromium's DOM of the picture is not well-formed XML: {error}")
    if root.tag != SVG + "svg":
        fail(f"Chromium's DOM is a {root.tag}, not an SVG (it could not read the file)")
    if any(element.tag.endswith("parsererror") for element in root.iter()):
        fail("Chromium reports a parser error in the picture")
    texts = ["".join(t.itertext()) for t in root.iter(SVG + "text")]
    problems = []
    drawn = 0
    for snapshot, step in pairs:
        for count, expected in expectations(snapshot, step):
            drawn += 1
            title = f"step {expected['number']} of {count}: "
            if not any(t.startswith(title) for t in texts):
                problems.append(f"no title '{title}…'")
            windows = expected["windows"]
            for position in range(max(1, windows - 11), windows + 1):
                panel = f"window {position} of {windows}"
                if not any(t.startswith(panel) for t in texts):
                    problems.append(f"step {expected['number']}: no panel '{panel}'")
            for identifier in sorted(expected["identifiers"]):
                pattern = r"(^|\s)#" + re.escape(identifier) + r"(\s|$)"
                if not any(re.search(pattern, t) for t in texts):
                    problems.append(f"step {expected['number']}: no label '#{identifier}'")
    overflow = open(overflow_path, encoding="utf-8").read()
    measured = re.search(r'<pre id="overflow">(.*?)</pre>', overflow, re.S)
    if not measured:
        problems.append("the measuring page did not run")
    elif measured.group(1).strip() != "[]":
        problems.append(f"text runs past the picture's edges: {measured.group(1).strip()[:300]}")
    overlaps = re.search(r'<pre id="overlaps">(.*?)</pre>', overflow, re.S)
    if not overlaps or overlaps.group(1).strip() != "[]":
        found = overlaps.group(1).strip()[:300] if overlaps else "(not measured)"
        problems.append(f"labels overlap: {html.unescape(found)}")
    changed = re.search(r'<pre id="changed">(.*?)</pre>', overflow, re.S)
    marked = json.loads(html.unescape(changed.group(1))) if changed else {"labels": [], "outlines": 0}
    expected_changed = os.environ.get("CHANGED", "")
    # A node the change added is on the actual side only.
    sides_needed = int(os.environ.get("CHANGED_SIDES", "2"))
    if expected_changed:
        sides = [t for t in marked["labels"] if t.startswith(expected_changed + " ")]
        if len(sides) < sides_needed or marked["outlines"] < sides_needed:
            where = "on both sides" if sides_needed == 2 else "on the actual side"
            problems.append(f"'{expected_changed}' is not marked {where}: "
                            f"{marked['outlines']} outlines, highlighted labels {marked['labels']}")
    if problems:
        fail("; ".join(problems))
    note = f", marked: {expected_changed}" if expected_changed else ""
    print(f"steps drawn: {drawn}, texts: {len(texts)}, no labels overlap{note}")


def main(arguments):
    if arguments[:1] == ["size"]:
        print(*declared_size(arguments[1]))
    elif arguments[:1] == ["png"]:
        check_png(arguments[1], int(arguments[2]), int(arguments[3]),
                  arguments[4] if len(arguments) > 4 else None)
    elif arguments[:1] == ["dom"]:
        rest = arguments[3:]
        check_dom(arguments[1], arguments[2], list(zip(rest[0::2], rest[1::2])))
    else:
        fail(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
