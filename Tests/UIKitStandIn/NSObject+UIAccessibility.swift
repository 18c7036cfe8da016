public import Foundation
public import HeadlessUIKit

// UIKit's informal accessibility protocols on `NSObject` (UIAccessibility,
// UIAccessibilityContainer), as UIKit declares them: main-actor properties of every object.
// The model's views are not `NSObject`s, so `UIView` gets the container property too.

extension NSObject {
  /// As UIKit's `NSObject.isAccessibilityElement`; here, no object is an element.
  @MainActor public var isAccessibilityElement: Bool { false }
  /// As UIKit's `NSObject.accessibilityElements`; here, none.
  @MainActor public var accessibilityElements: [Any]? { nil }
  /// As UIKit's `NSObject.accessibilityLabel`; here, none.
  @MainActor public var accessibilityLabel: String? { nil }
  /// As UIKit's `NSObject.accessibilityFrame`; here, empty.
  @MainActor public var accessibilityFrame: CGRect { .zero }
  /// As UIKit's `NSObject.accessibilityTraits`; here, none.
  @MainActor public var accessibilityTraits: UIAccessibilityTraits { [] }
}

extension UIView {
  /// As UIKit's `accessibilityElements`, which `UIView` inherits from `NSObject`; here, none.
  public var accessibilityElements: [Any]? { nil }
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
