public import Foundation

// UIKit's informal accessibility protocols on `NSObject` (UIAccessibility,
// UIAccessibilityContainer), as UIKit declares them: main-actor properties of every object.
// HeadlessUIKit's `UIView` (an `NSObject`) declares its own, which win on a view: these are
// disfavoured so that a view's member is the one chosen, as a subclass's is in UIKit.

extension NSObject {
  /// As UIKit's `NSObject.isAccessibilityElement`; here, no object is an element.
  @_disfavoredOverload @MainActor public var isAccessibilityElement: Bool { false }
  /// As UIKit's `NSObject.accessibilityElements`; here, none.
  @_disfavoredOverload @MainActor public var accessibilityElements: [Any]? { nil }
  /// As UIKit's `NSObject.accessibilityLabel`; here, none.
  @_disfavoredOverload @MainActor public var accessibilityLabel: String? { nil }
  /// As UIKit's `NSObject.accessibilityFrame`; here, empty.
  @_disfavoredOverload @MainActor public var accessibilityFrame: CGRect { .zero }
  /// As UIKit's `NSObject.accessibilityTraits`; here, none.
  @_disfavoredOverload @MainActor public var accessibilityTraits: UIAccessibilityTraits { [] }
}

/// As UIKit's `UIAccessibilityIdentification`: objects with an accessibility identifier.
@MainActor
public protocol UIAccessibilityIdentification {
  /// The identifier UI tests find the object by.
  var accessibilityIdentifier: String? { get set }
}

/// As UIKit's `UIAccessibilityTraits`, with the traits the live capture reads.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// As UIKit's `UIAccessibilityTraits.button`.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// As UIKit's `UIAccessibilityTraits.image`.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// As UIKit's `UIAccessibilityTraits.staticText`.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
}
