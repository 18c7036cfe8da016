package import PresentationHierarchy

/// The messages UIKit would print to the console, in order, for a test to read.
@preconcurrency @MainActor
public final class Console {
  /// Every message so far, oldest first.
  public private(set) var messages: [String] = []
  /// Every warning and exception printed since launch, in order, never cleared: what recorders
  /// put in snapshot files.
  package private(set) var transcript: [Recording.Message] = []

  init() {}

  /// Appends a message.
  package func log(_ message: String) {
    messages.append(message)
    transcript.append(Recording.Message(.warning, message))
  }

  /// Notes an exception UIKit raised, for recorders.
  package func logException(_ exception: UIKitException) {
    transcript.append(Recording.Message(.exception, exception.description))
  }

  /// Removes every message, for a test that checks the messages of one step; recorders still
  /// see each message once.
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
