import Foundation

/// What kind of element an accessibility element is, as `UIAccessibilityTraits` (inert).
///
/// UIKit exports each trait as a constant whose value its headers don't give; the model's
/// are distinct bits, so combinations and membership behave as UIKit's do [INF].
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that doesn't change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary read when the app starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable by swiping up and down.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A toggle.
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
}

/// An action VoiceOver offers for an element, as `UIAccessibilityCustomAction` (inert: the
/// model runs no VoiceOver; ``actionHandler`` is kept for the app to call).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The closure that performs an action, as `UIAccessibilityCustomAction.Handler`.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// The action's name, as VoiceOver reads it.
  open var name: String
  /// The action's image, if any.
  open var image: UIImage?
  /// What performing the action runs.
  open var actionHandler: UIAccessibilityCustomAction.Handler?

  /// Creates an action with a name and a handler.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - actionHandler: What performing it runs; returns whether it succeeded.
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// Creates an action with a name, an image and a handler.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - image: The image.
  ///   - actionHandler: What performing it runs; returns whether it succeeded.
  public init(
    name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
  }
}
