import Foundation

/// How many cases the property tests run: seeded random cases, random operations, parallel
/// recordings, huge inputs.
///
/// A plain `swift test` runs them `quick`, so the whole suite takes seconds; CI's property step
/// and nightly runs ask for the full counts with the environment variable:
///
/// ```sh
/// PROPERTY_TEST_DEPTH=deep swift test
/// ```
public enum PropertyTestDepth: String, Sendable {
  /// The default: enough cases to catch most regressions in a fast run.
  case quick
  /// The full counts, for CI's property step and nightly runs.
  case deep

  /// The environment variable that chooses the depth.
  public static let environmentVariable = "PROPERTY_TEST_DEPTH"

  /// The depth of this run, from ``environmentVariable``.
  ///
  /// A value other than `quick`, `deep` or empty stops the run, so a misspelt depth can't pass
  /// for a deep run.
  public static let current: Self = {
    let value = ProcessInfo.processInfo.environment[environmentVariable]
    guard let depth = Self(environmentValue: value) else {
      fatalError("\(environmentVariable)=\(value ?? ""): expected quick or deep")
    }
    return depth
  }()

  /// Reads the depth from the environment variable's value: `quick` when it is unset or empty.
  ///
  /// - Parameter value: The variable's value, or `nil` when it is unset.
  public init?(environmentValue value: String?) {
    guard let value, !value.isEmpty else {
      self = .quick
      return
    }
    self.init(rawValue: value)
  }

  /// How many cases to run at this run's depth.
  ///
  /// - Parameters:
  ///   - quick: The count for a plain `swift test`.
  ///   - deep: The count with `PROPERTY_TEST_DEPTH=deep`.
  /// - Returns: `quick` or `deep`, whichever this run's depth asks for.
  public static func count(quick: Int, deep: Int) -> Int {
    current == .deep ? deep : quick
  }
}
