/// Writes numbers in one locale-free form: integers without `.0`, other values in the shortest
/// form that reads back exactly.
enum NumberText {
  /// The largest magnitude written as a plain integer.
  static let integerLimit = 1e15

  /// Returns a number's text.
  static func format(_ value: Double) -> String {
    var writer = SnapshotWriter()
    writer.appendNumber(value)
    return writer.text
  }

  /// Reads a number, returning `nil` when the text is not one.
  static func parse(_ text: String) -> Double? {
    guard !text.isEmpty, text != "+", !text.hasPrefix("+") else { return nil }
    return Double(text)
  }
}

extension SnapshotWriter {
  /// Appends a number in the form ``NumberText`` describes.
  mutating func appendNumber(_ value: Double) {
    if value == value.rounded(), abs(value) < NumberText.integerLimit {
      appendInteger(Int64(value))
    } else if value.isNaN {
      append("nan")
    } else if value.isInfinite {
      append(value < 0 ? "-inf" : "inf")
    } else {
      append(value.description)
    }
  }
}
