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
  /// `UIScrollView.ContentInsetAdjustmentBehavior`; inert.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Adjusts as `.scrollableAxes`, and always for a controller's root scroll view.
    case automatic = 0
    /// Adjusts along the scrollable axes.
    case scrollableAxes = 1
    /// Never adjusts.
    case never = 2
    /// Always adjusts.
    case always = 3
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
