/// The part a node plays in a presentation hierarchy, such as window or transition view.
///
/// Roles are an open set: the common ones are static members, and any lowercase word made of
/// `a`–`z`, `0`–`9` and `-` that starts with a letter is a valid role, so captures can add their
/// own without a format change.
public struct Role: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The role's word as written in a snapshot file, for example `window`.
  public let rawValue: String

  /// Creates a role from its word, or returns `nil` when the word is not a valid role.
  ///
  /// - Parameter rawValue: A lowercase word such as `window` or `scroll-view`.
  public init?(rawValue: String) {
    guard Role.isValidWord(rawValue.utf8) else { return nil }
    self.rawValue = rawValue
  }

  private init(known rawValue: String) {
    self.rawValue = rawValue
  }

  /// A `UIWindow` or one of its subclasses; always at depth 0.
  public static let window = Role(known: "window")
  /// A `UITransitionView`: one presentation layer of a window.
  public static let transition = Role(known: "transition")
  /// UIKit presentation plumbing kept at the `full` detail level, such as `UIDropShadowView`.
  public static let chrome = Role(known: "chrome")
  /// A container view such as `UILayoutContainerView` or `UINavigationTransitionView`.
  public static let container = Role(known: "container")
  /// A view controller boundary; its type name is the controller's class.
  public static let controller = Role(known: "controller")
  /// A SwiftUI hosting view such as `_UIHostingView<Root>`.
  public static let hosting = Role(known: "hosting")
  /// SwiftUI content inside a hosting view, such as a `ZStack` or an `Image`.
  public static let content = Role(known: "content")
  /// Any other view.
  public static let view = Role(known: "view")

  /// The roles above, which a parser can reuse instead of building a new one per line, and
  /// which `snapshots check` tells typos of.
  package static let common: [Role] = [
    .window, .transition, .chrome, .container, .controller, .hosting, .content, .view,
  ]

  public var description: String { rawValue }

  public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

  static func isValidWord(_ bytes: some Collection<UInt8>) -> Bool {
    guard let first = bytes.first, ASCII.isLowercaseLetter(first) else { return false }
    return bytes.allSatisfy {
      ASCII.isLowercaseLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen
    }
  }
}
