public import PresentationHierarchy

/// An accessibility element of a hosting view: one piece of SwiftUI content as VoiceOver and UI
/// tests see it.
///
/// A capture records it as a `content` node named by its kind (`Image`, `Button`, `Text`),
/// with its identifier, frame and, for a button, its label: the node the headless model's
/// `Hierarchy.contentAsAccessibilityElements()` makes of the same view.
public struct LiveAccessibilityElement: Hashable, Sendable {
  /// The accessibility identifier (`.accessibilityIdentifier(_:)`), which tests use.
  public var identifier: String?
  /// The accessibility label, such as a button's title.
  public var label: String?
  /// The frame in screen coordinates (`accessibilityFrame`).
  public var frame: Rect?
  /// What the element is, from its accessibility traits.
  public var kind: AccessibilityElementKind

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier.
  ///   - label: The accessibility label.
  ///   - frame: The frame in screen coordinates.
  ///   - kind: What the element is.
  public init(
    identifier: String?, label: String?, frame: Rect?, kind: AccessibilityElementKind
  ) {
    self.identifier = identifier
    self.label = label
    self.frame = frame
    self.kind = kind
  }
}
