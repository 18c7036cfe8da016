/// The identity of one snapshot file: test target, suite path, test function and optional name.
///
/// Its ``relativePath`` is `<test target>/<suite>/…/<function>[.<name>].<extension>` below the
/// `Snapshots/` folder. Every component is sanitised to letters, digits, `_` and `-`, so no key
/// can name a path outside that folder, whatever the test is called.
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
    let baseName = Self.sanitise(Self.functionName(function))
    let fileName =
      [baseName, name.map(Self.sanitise), Self.sanitise(fileExtension)].compactMap(\.self)
      .joined(separator: ".")
    return ([module] + suitePath).map(Self.sanitise).joined(separator: "/") + "/" + fileName
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

  /// Keeps ASCII letters, digits, `_` and `-`; every other character becomes `_`.
  static func sanitise(_ component: String) -> String {
    let kept = component.unicodeScalars.map { scalar -> String in
      let isSafe =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "-")
      return isSafe ? String(scalar) : "_"
    }
    let result = kept.joined()
    return result.isEmpty ? "_" : result
  }
}
