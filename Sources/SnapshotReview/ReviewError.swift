/// An error a review command reports to the user, with a message that names what went wrong.
package struct ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in words.
  package var message: String
  /// The process exit status to use: 1 for a failure, 2 for a usage error.
  package var status: Int32

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - status: The exit status, 1 unless the command line itself is wrong.
  package init(_ message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  package var description: String { message }
}
