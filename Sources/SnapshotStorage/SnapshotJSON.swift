#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON spelling of the run's files and the commands' output: keys sorted, pretty
/// printed, slashes unescaped, so the same value always gives the same bytes.
package enum SnapshotJSON {
  /// Encodes a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its JSON text, without a final newline.
  /// - Throws: The encoder's error.
  package static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(value))
  }

  /// Decodes a value.
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - bytes: Its JSON text.
  /// - Returns: The value.
  /// - Throws: The decoder's error, which says where the text is wrong.
  package static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: Data(bytes))
  }
}
