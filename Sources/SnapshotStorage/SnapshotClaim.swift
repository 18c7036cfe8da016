/// A snapshot assertion's claim on a reference file, so that two assertions that map to one
/// file are reported instead of overwriting each other.
package struct SnapshotClaim: Hashable, Sendable {
  /// The test that made the claim, such as `ExamplesTests.MascotOverlay/launch()`.
  package var test: String
  /// The `named:` argument of the assertion, if any.
  package var name: String?
  /// The reference file's path relative to the package root.
  package var path: String

  /// Creates a claim.
  ///
  /// - Parameters:
  ///   - test: The claiming test.
  ///   - name: The assertion's `named:` argument.
  ///   - path: The reference's path relative to the package root.
  package init(test: String, name: String?, path: String) {
    self.test = test
    self.name = name
    self.path = path
  }

  /// The key two claims collide on: the path in lower case, because macOS's default file
  /// system treats names that differ only in letter case as one file.
  var collisionKey: String { path.lowercased() }

  /// Returns the message for a claim that collides with an earlier one: what the two
  /// assertions are, why they map to one file and what to change.
  ///
  /// - Parameter earlier: The claim made first.
  /// - Returns: One paragraph naming both assertions and the fix.
  package func collisionMessage(with earlier: SnapshotClaim) -> String {
    let files =
      earlier.path == path
      ? "map to one file, \(path)"
      : "map to \(earlier.path) and \(path), one file on macOS, whose default file system "
        + "ignores letter case"
    let who =
      earlier.test == test ? "Two snapshot assertions in \(test)" : "\(earlier.test) and \(test)"
    let fix: String
    switch (earlier.name, name) {
    case (nil, nil) where earlier.test == test:
      fix = "Pass a distinct 'named:' to each."
    case (let first?, let second?) where first == second:
      fix = "Both are named '\(first)'; pass a distinct 'named:' to each."
    case (let first?, let second?) where earlier.path == path:
      fix =
        "Their names '\(first)' and '\(second)' differ only in characters a file name can't "
        + "hold (only letters, digits, '_' and '-' are kept); pass names that differ in "
        + "letters or digits."
    case (let first?, let second?):
      fix =
        "Their names '\(first)' and '\(second)' differ only in letter case; pass names that "
        + "differ in more than case."
    default:
      fix = "Pass a distinct 'named:' to the assertions, or rename one test."
    }
    return "\(who) \(files). \(fix)"
  }
}
