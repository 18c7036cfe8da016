#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identity of one snapshot file: test target, suite path, test function and optional name.
///
/// Its ``relativePath`` is `<test target>/<suite>/…/<function>[.<name>].<extension>` below the
/// `Snapshots/` folder. Every component is sanitised to letters and digits of any script, `_`
/// and `-` (in Unicode normalisation form C, so one name is one file on Linux and macOS), so no
/// key can name a path outside that folder, whatever the test is called. A component longer
/// than 120 bytes keeps a prefix and a stable hash of the whole, so the file name stays within
/// the file system's limit.
public struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
  /// The test target (module), such as `ExamplesTests`.
  public let module: String
  /// The enclosing suites, outermost first; the file's name when the test is a free function.
  public let suitePath: [String]
  /// The test function's name, such as `presentsSheet()`.
  public let function: String
  /// The name that tells several snapshots of one test apart.
  public let name: String?
  /// The file extension, without a dot.
  public let fileExtension: String

  /// Creates a key.
  ///
  /// - Parameters:
  ///   - module: The test target.
  ///   - suitePath: The enclosing suites, outermost first.
  ///   - function: The test function's name; a parenthesised argument list is dropped.
  ///   - name: The name that tells several snapshots of one test apart.
  ///   - fileExtension: The file extension, without a dot.
  public init(
    module: String, suitePath: [String], function: String, name: String? = nil,
    fileExtension: String = "txt"
  ) {
    self.module = module
    self.suitePath = suitePath
    self.function = function
    self.name = name
    self.fileExtension = fileExtension
  }

  /// The path below the `Snapshots/` folder, with `/` separators.
  public var relativePath: String {
    let baseName = Self.sanitize(Self.functionName(function))
    let fileName =
      [baseName, name.map(Self.sanitize), Self.sanitize(fileExtension)].compactMap(\.self)
      .joined(separator: ".")
    return ([module] + suitePath).map(Self.sanitize).joined(separator: "/") + "/" + fileName
  }

  public var description: String { relativePath }

  /// Removes a trailing `(…)` argument list: `presentsSheet()` becomes `presentsSheet`.
  ///
  /// - Parameter function: A test function's name.
  /// - Returns: The name without its argument list.
  public static func functionName(_ function: String) -> String {
    guard let parenthesis = function.firstIndex(of: "(") else { return function }
    return String(function[..<parenthesis])
  }

  /// The longest path component, in UTF-8 bytes: a file name of two such components, the
  /// extension and the pending suffix stays under the common 255-byte limit.
  package static let maximumComponentLength = 120

  /// Returns a component with only letters, marks and digits of any script, `_` and `-`.
  ///
  /// Every other character becomes `_`. The result is in normalisation form C and at most
  /// `maximumComponentLength` bytes.
  ///
  /// - Parameter component: A name from the test's identity.
  /// - Returns: The component as it appears in the path.
  package static func sanitize(_ component: String) -> String {
    var result = String.UnicodeScalarView()
    // NFC from the standard library itself, so every platform composes alike, Foundation or not.
    let composed = String(decoding: component._nfcCodeUnits, as: UTF8.self)
    for scalar in composed.unicodeScalars {
      result.append(isKept(scalar) ? scalar : "_")
    }
    return result.isEmpty ? "_" : shortened(String(result))
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      return true
    default:
      return scalar == "_" || scalar == "-"
    }
  }

  /// Cuts a long component to a prefix, `~` and 16 hexadecimal digits of a stable hash
  /// (64-bit FNV-1a) of the whole, so distinct long names stay distinct and deterministic.
  private static func shortened(_ component: String) -> String {
    guard component.utf8.count > maximumComponentLength else { return component }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in component.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    let suffix = "~" + String(repeating: "0", count: 16 - digits.count) + digits
    var prefix = String.UnicodeScalarView()
    var length = 0
    for scalar in component.unicodeScalars {
      length += UTF8.width(scalar)
      if length > maximumComponentLength - suffix.utf8.count { break }
      prefix.append(scalar)
    }
    return String(prefix) + suffix
  }
}
