// The little JSON the plugin needs: parsing the compiler's messages into values, and quoting
// strings for replies. Messages are small and shallow (a request names a macro and carries a few
// syntax nodes as source text), so a plain recursive-descent parser serves.

/// A JSON value, as the compiler's plugin messages carry them.
enum JSONValue {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  /// A number, kept as its text: the plugin reads none as a number but the protocol version.
  case number(String)
  case bool(Bool)
  case null

  /// The value of `key` in an object, or nil.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string value, or nil.
  var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The elements of an array value, or none.
  var elements: [JSONValue] {
    guard case .array(let elements) = self else { return [] }
    return elements
  }

  /// The first key of an object: the name of a plugin message.
  var firstKey: String? {
    guard case .object(let members) = self else { return nil }
    return members.first?.key
  }

  /// Parses one JSON document, or returns nil if the bytes are not one.
  static func parse(_ bytes: [UInt8]) -> JSONValue? {
    var parser = JSONParser(bytes: bytes)
    guard let value = parser.value() else { return nil }
    parser.skipSpace()
    return parser.index == bytes.count ? value : nil
  }
}

/// Quotes `text` as a JSON string.
func jsonQuoted(_ text: String) -> String {
  var quoted = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": quoted += "\\\""
    case "\\": quoted += "\\\\"
    case "\n": quoted += "\\n"
    case "\r": quoted += "\\r"
    case "\t": quoted += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: quoted.unicodeScalars.append(scalar)
    }
  }
  return quoted + "\""
}

/// A recursive-descent reader over a message's bytes.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  mutating func value() -> JSONValue? {
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    default: return number()
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { return nil }
    index += expected.count
    return value
  }

  private mutating func number() -> JSONValue? {
    let start = index
    let allowed = Set("+-0123456789.eE".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func object() -> JSONValue? {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let member = value() else { return nil }
      members.append((key, member))
      skipSpace()
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "}"): return .object(members)
      default: return nil
      }
    }
  }

  private mutating func array() -> JSONValue? {
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      guard let element = value() else { return nil }
      elements.append(element)
      skipSpace()
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return .array(elements)
      default: return nil
      }
    }
  }

  /// A string's text, its escapes decoded; the index is on its opening quote.
  private mutating func string() -> String? {
    index += 1
    var utf8: [UInt8] = []
    var pendingHighSurrogate: UInt32?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [
          UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
          UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "\""): 0x22,
          UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        ]
        if let decoded = simple[escape] {
          utf8.append(decoded)
          continue
        }
        guard escape == UInt8(ascii: "u"), index + 4 <= bytes.count,
          let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        var scalarValue = code
        if (0xD800..<0xDC00).contains(code) {
          pendingHighSurrogate = code
          continue
        }
        if (0xDC00..<0xE000).contains(code), let high = pendingHighSurrogate {
          scalarValue = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
        }
        pendingHighSurrogate = nil
        guard let scalar = Unicode.Scalar(scalarValue) else { return nil }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
      default:
        utf8.append(byte)
      }
    }
    return nil
  }
}
