/// Maps the lines of two texts to small integers so equal lines share one number.
///
/// Lines compare by their exact UTF-8 bytes, not by Unicode canonical equivalence, so a patch
/// never treats two differently encoded lines as unchanged. An unterminated last line never
/// equals a terminated one: the missing newline is part of the change.
struct InternedLines {
  /// The number of each old line.
  let old: [Int]
  /// The number of each new line.
  let new: [Int]
  /// How many different lines the two texts hold; every number is below this.
  let distinctCount: Int

  /// Numbers the lines of both texts.
  ///
  /// - Parameters:
  ///   - old: The lines of the old text.
  ///   - new: The lines of the new text.
  init(old: TextLines, new: TextLines) {
    var numbers: [LineKey: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ lines: TextLines) -> [Int] {
      lines.lines.indices.map { index in
        let key = LineKey(text: lines.lines[index], lacksNewline: lines.lacksNewline(at: index))
        if let existing = numbers[key] {
          return existing
        }
        let fresh = numbers.count
        numbers[key] = fresh
        return fresh
      }
    }
    self.old = number(old)
    self.new = number(new)
    distinctCount = numbers.count
  }
}

/// A line's identity for interning: its exact bytes and whether it lacks a newline.
private struct LineKey: Hashable {
  let text: Substring
  let lacksNewline: Bool

  static func == (lhs: LineKey, rhs: LineKey) -> Bool {
    guard lhs.lacksNewline == rhs.lacksNewline, lhs.text.utf8.count == rhs.text.utf8.count else {
      return false
    }
    let contiguousResult = lhs.text.utf8.withContiguousStorageIfAvailable { lhsBytes in
      rhs.text.utf8.withContiguousStorageIfAvailable { rhsBytes in
        var offset = 0
        while offset < lhsBytes.count, lhsBytes[offset] == rhsBytes[offset] {
          offset += 1
        }
        return offset == lhsBytes.count
      }
    }
    return (contiguousResult ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(lacksNewline)
    let hashedContiguously: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashedContiguously == nil {
      for byte in text.utf8 {
        hasher.combine(byte)
      }
    }
  }
}
