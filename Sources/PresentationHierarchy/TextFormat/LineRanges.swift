/// The byte range of each line of a text, without its `\n`, kept as one offset a line.
///
/// A line starts one byte after the previous line's end, so the ends alone describe every range:
/// half the memory of an array of ranges, which a 100k-line file notices.
struct LineRanges: RandomAccessCollection {
  /// Where each line ends: its `\n`, or the text's end for a last line without one.
  private let ends: [Int]

  /// Finds the lines of a text; a last line without a newline counts too.
  init(of bytes: [UInt8]) {
    var ends: [Int] = []
    // Through the base pointer, which stays fast in debug builds too (see ``ByteScan``).
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        if base[offset] == ASCII.newline { ends.append(offset) }
        offset += 1
      }
    }
    if let last = ends.last, last + 1 < bytes.count {
      ends.append(bytes.count)
    } else if ends.isEmpty, !bytes.isEmpty {
      ends.append(bytes.count)
    }
    self.ends = ends
  }

  var startIndex: Int { 0 }
  var endIndex: Int { ends.count }

  subscript(index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1] + 1)..<ends[index]
  }
}
