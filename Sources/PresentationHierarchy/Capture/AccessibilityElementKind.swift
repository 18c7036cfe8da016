/// What an accessibility element is, from its traits: the type name a capture gives the
/// `content` node it makes of SwiftUI content a device shows.
///
/// SwiftUI's views are not `UIView`s, so a capture on a device sees hosted content the way
/// VoiceOver and UI tests do, as the hosting view's accessibility elements. This is the one
/// table both sides use: the live capture names an element by its traits, and
/// ``Hierarchy/contentAsAccessibilityElements()`` names the headless model's content by the
/// SwiftUI view it stands for.
public enum AccessibilityElementKind: String, Hashable, Sendable, CaseIterable {
  /// An element with the `button` trait: `Button`, `NavigationLink`, `Link`, `Toggle`.
  case button = "Button"
  /// An element with the `image` trait: `Image`.
  case image = "Image"
  /// An element with the `staticText` trait: `Text`.
  case text = "Text"
  /// An element with none of those traits.
  case element = "AccessibilityElement"

  /// Returns the kind of element a SwiftUI view is, or `nil` when SwiftUI doesn't make the
  /// view an element of its own (a stack, a spacer, a color, the app's own views).
  ///
  /// SwiftUI gives a `Text` the `staticText` trait and an `Image` the `image` trait, and makes
  /// a `Button` (and `NavigationLink`, `Link`, `Toggle`) one element with the `button` trait
  /// whose label is its content's text [DOC: `accessibilityAddTraits(_:)`,
  /// `AccessibilityTraits`; INF for `Toggle`, whose trait changed in iOS 17].
  ///
  /// - Parameter typeName: The SwiftUI view's type name, such as `Button` or `Image`.
  /// - Returns: The element kind, or `nil`.
  package static func kind(ofSwiftUIView typeName: String) -> Self? {
    let name = typeName.prefix { $0 != "<" }
    switch name {
    case "Button", "NavigationLink", "Link", "Toggle": return .button
    case "Image": return .image
    case "Text": return .text
    default: return nil
    }
  }

  /// Whether a capture keeps the element's label as `label=`: only a button's, its title;
  /// a text's label is the app's own text, which captures leave out.
  package var keepsLabel: Bool { self == .button }
}
