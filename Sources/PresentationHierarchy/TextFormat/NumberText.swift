/// Writes numbers in one locale-free form: integers without `.0`, other values in the shortest
/// form that reads back exactly.
enum NumberText {
  /// The largest magnitude written as a plain integer.
  private static let integerLimit = 1e15

  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < integerLimit {
      return String(Int64(value))
    }
    return value.description
  }

  /// Reads a number, returning `nil` when the text is not one.
  static func parse(_ text: String) -> Double? {
    guard !text.isEmpty, text != "+", !text.hasPrefix("+") else { return nil }
    return Double(text)
  }
}
