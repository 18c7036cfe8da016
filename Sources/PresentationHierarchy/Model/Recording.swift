/// A recorded scenario: the hierarchy after each labelled step, as one snapshot file holds it.
public struct Recording: Hashable, Sendable {
  /// The test the recording belongs to, such as `ExamplesTests/MascotOverlay/launch`.
  public var testName: String?
  /// The steps in the order they were recorded.
  public var steps: [Step]
  /// What part of each step the recording keeps and which attributes it leaves out; the file's
  /// header says so when it isn't everything.
  public var selection: SnapshotSelection = .everything

  /// Creates a recording.
  ///
  /// - Parameters:
  ///   - testName: The test the recording belongs to.
  ///   - steps: The steps in the order they were recorded.
  public init(testName: String? = nil, steps: [Step] = []) {
    self.testName = testName
    self.steps = steps
  }
}

extension Recording {
  /// One step of a recording: a label, the hierarchy captured after it, and what UIKit printed
  /// during it.
  public struct Step: Hashable, Sendable {
    /// What happened in the step, such as `present fullScreenCover`.
    public var label: String
    /// The hierarchy captured after the step.
    public var hierarchy: Hierarchy
    /// UIKit's warnings and exceptions that first appeared during the step, in order: a new
    /// warning in a pull request is often the root cause of a layering change.
    public var messages: [Message]

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - label: What happened in the step.
    ///   - hierarchy: The hierarchy captured after the step.
    ///   - messages: UIKit's warnings and exceptions printed during the step.
    public init(_ label: String, _ hierarchy: Hierarchy, messages: [Message] = []) {
      self.label = label
      self.hierarchy = hierarchy
      self.messages = messages
    }
  }

  /// A message UIKit printed: a console warning, or an exception it raised (which ends the app
  /// on a device).
  public struct Message: Hashable, Sendable, CustomStringConvertible {
    /// Whether UIKit warned or raised.
    public enum Kind: String, Hashable, Sendable {
      /// A console warning, such as "Attempt to present … which is already presenting …".
      case warning
      /// An exception, written `Name: reason`.
      case exception
    }

    /// Whether UIKit warned or raised.
    public var kind: Kind
    /// The message's text, one line.
    public var text: String

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - kind: Whether UIKit warned or raised.
    ///   - text: The message's text; line breaks are written as spaces.
    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The message as a snapshot line writes it: `warning: …` or `exception: …`.
    public var description: String { "\(kind.rawValue): \(text)" }
  }
}
