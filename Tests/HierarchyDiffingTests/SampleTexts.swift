/// Texts the diff tests share.
enum SampleTexts {
  /// Four indented tree lines repeated: a highly repetitive snapshot-like text.
  static func repetitiveTreeLines(count: Int) -> [String] {
    let pattern = [
      "window UIWindow #main key level=normal",
      "  transition UITransitionView",
      "    controller UIHostingController<RootView>",
      "      content Image #mascot frame=274,648,100,100",
    ]
    return (0..<count).map { pattern[$0 % pattern.count] }
  }

  /// Joins lines into a text, each line ending with a newline unless `finalNewline` is `false`.
  static func text(_ lines: [String], finalNewline: Bool = true) -> String {
    let body = lines.joined(separator: "\n")
    return lines.isEmpty || !finalNewline ? body : body + "\n"
  }

  /// A random text over a small alphabet of lines, so that lines repeat.
  static func randomText(
    using generator: inout some RandomNumberGenerator, maximumLines: Int = 40
  ) -> String {
    let alphabet = ["a", "b", "", "c\r", "  d"].prefix(Int.random(in: 1...5, using: &generator))
    let lines = (0..<Int.random(in: 0...maximumLines, using: &generator)).map { _ in
      alphabet.randomElement(using: &generator) ?? ""
    }
    return text(lines, finalNewline: Bool.random(using: &generator))
  }

  /// A copy of `text` with a few random lines removed, inserted or replaced.
  static func mutated(_ text: String, using generator: inout some RandomNumberGenerator) -> String {
    var lines = DiffOracle.lines(of: text).map(String.init)
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let position = Int.random(in: 0...lines.count, using: &generator)
      let newLine = ["a", "b", "x", ""].randomElement(using: &generator) ?? ""
      switch (Int.random(in: 0..<3, using: &generator), position < lines.count) {
      case (0, true): lines.remove(at: position)
      case (1, true): lines[position] = newLine
      default: lines.insert(newLine, at: position)
      }
    }
    return self.text(lines, finalNewline: Bool.random(using: &generator))
  }
}
