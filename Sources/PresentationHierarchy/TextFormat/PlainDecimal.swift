/// Reads the numbers the writer spells without an exponent, without going through `Double`'s
/// text conversions.
///
/// The writer (``NumberText``) writes a whole number below 10¹⁵ as its digits, and any other
/// value as Swift's `description`: the shortest digits that read back exactly, in plain notation
/// from 0.0001 up. This reader accepts a token only when it is exactly such a spelling and has at
/// most 15 significant digits: no leading zeros, no trailing zeros after the point, no `-0`, no
/// `+`, at most three zeros after the point before the first other digit when the whole part is
/// zero. For 15 digits or fewer, the decimal is the only one of its length or shorter that reads
/// back as its value (`DBL_DIG` is 15), so it is the shortest spelling. Its value is the digits as
/// a whole number divided by a power of ten, both exact in a `Double`, so the division rounds
/// exactly as `strtod` does. Anything else is left to the general reader.
enum PlainDecimal {
  /// The most significant digits read here.
  private static let maximumDigits = 15
  /// The most zeros after the point, before the first significant digit, of a value below 1.
  private static let maximumLeadingFractionZeros = 3
  /// Powers of ten up to 10¹⁸, each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...18).map { exponent in
    (0..<exponent).reduce(1.0) { product, _ in product * 10 }
  }

  /// The value of a token in the writer's plain spelling, or `nil`.
  static func value(of token: UnsafeBufferPointer<UInt8>) -> Double? {
    var offset = 0
    let isNegative = token.first == ASCII.hyphen
    if isNegative { offset = 1 }
    let wholeStart = offset
    var digits: Int64 = 0
    var significantDigits = 0
    while offset < token.count, let digit = digit(token[offset]) {
      digits = digits * 10 + digit
      if digits > 0 { significantDigits += 1 }
      offset += 1
      guard significantDigits <= maximumDigits else { return nil }
    }
    let wholeDigits = offset - wholeStart
    guard wholeDigits > 0, wholeDigits == 1 || token[wholeStart] != UInt8(ascii: "0") else {
      return nil
    }
    guard offset < token.count else {
      // A whole number; zero is written `0`, never `-0`.
      return isNegative && digits == 0 ? nil : Double(isNegative ? -digits : digits)
    }
    guard token[offset] == ASCII.period else { return nil }
    offset += 1
    let fractionStart = offset
    var leadingZeros = 0
    while offset < token.count, let digit = digit(token[offset]) {
      if digits == 0, digit == 0 { leadingZeros += 1 }
      digits = digits * 10 + digit
      if digits > 0 { significantDigits += 1 }
      offset += 1
      guard significantDigits <= maximumDigits else { return nil }
    }
    let fractionDigits = offset - fractionStart
    guard offset == token.count, fractionDigits > 0, token[offset - 1] != UInt8(ascii: "0"),
      leadingZeros <= maximumLeadingFractionZeros
    else { return nil }
    let magnitude = Double(digits) / powersOfTen[fractionDigits]
    return isNegative ? -magnitude : magnitude
  }

  private static func digit(_ byte: UInt8) -> Int64? {
    let value = byte &- UInt8(ascii: "0")
    return value < 10 ? Int64(value) : nil
  }
}
