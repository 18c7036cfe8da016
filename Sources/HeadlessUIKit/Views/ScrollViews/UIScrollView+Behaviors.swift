public import Foundation

extension UIScrollView {
  /// How a drag in a scroll view dismisses the keyboard, as UIKit's
  /// `UIScrollView.KeyboardDismissMode`; inert.
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag doesn't dismiss the keyboard.
    case none = 0
    /// A drag dismisses the keyboard.
    case onDrag = 1
    /// The keyboard follows the drag and can be dragged away.
    case interactive = 2
    /// A drag dismisses the keyboard and its accessory.
    case onDragWithAccessory = 3
    /// The keyboard and its accessory follow the drag.
    case interactiveWithAccessory = 4
  }

  /// How the safe area adjusts a scroll view's content insets, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`; modelled by ``UIScrollView/adjustedContentInset``.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Adjusts as `.scrollableAxes`, and vertically always for the root view of a controller
    /// shown by a navigation or tab bar controller.
    case automatic = 0
    /// Adjusts along the axes the content scrolls on (larger than the scroll view, or always
    /// bouncing).
    case scrollableAxes = 1
    /// Never adjusts.
    case never = 2
    /// Always adjusts, on every edge.
    case always = 3
  }

  /// How fast a scroll view's content slows down after a flick, as UIKit's
  /// `UIScrollView.DecelerationRate`; inert (the model doesn't decelerate).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate's numeric value: the share of the velocity kept each millisecond.
    public var rawValue: CGFloat

    /// Creates a rate from its numeric value.
    ///
    /// - Parameter rawValue: The value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default rate, 0.998 [INF: UIKit's published value of
    /// `UIScrollViewDecelerationRateNormal`].
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// A faster rate, 0.99 [INF: UIKit's published value of `UIScrollViewDecelerationRateFast`].
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

extension UISheetPresentationController {
  /// Runs changes to the sheet's detents and properties; they apply at once, as every
  /// animation does in the model.
  ///
  /// - Parameter changes: The changes.
  public func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
