/// An object that can restore its state from a user activity, as UIKit's
/// `UIUserActivityRestoring`: the type of what an app delegate passes to the restoration handler
/// of `application(_:continue:restorationHandler:)`.
///
/// Every ``UIResponder`` conforms, through its ``UIResponder/restoreUserActivityState(_:)``.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
  /// Restores the object's state from an activity.
  ///
  /// - Parameter userActivity: The activity to continue.
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
