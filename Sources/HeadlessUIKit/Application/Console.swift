/// The messages UIKit would print to the console, in order, for a test to read.
@MainActor
public final class Console {
  /// Every message so far, oldest first.
  public private(set) var messages: [String] = []

  init() {}

  /// Appends a message.
  package func log(_ message: String) {
    messages.append(message)
  }

  /// Removes every message, for a test that checks the messages of one step.
  public func clear() {
    messages.removeAll()
  }
}

extension Console: @MainActor CustomStringConvertible {
  /// The messages, one per line, as UIKit prints them; "(no messages)" when there are none.
  public var description: String {
    messages.isEmpty ? "(no messages)" : messages.joined(separator: "\n")
  }
}
