/// An error a review command reports to the user, with a message that names what went wrong.
public struct ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String
  /// The process exit status to use: 1 for a failure, 2 for a usage error.
  public var status: Int32

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - status: The exit status, 1 unless the command line itself is wrong.
  public init(_ message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  public var description: String { message }
}
