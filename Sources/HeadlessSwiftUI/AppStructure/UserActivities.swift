public import HeadlessUIKit

// The user-activity modifiers of SwiftUI's external events: exact declarations, inert. The model
// has no Handoff, Spotlight or Siri to advertise an activity to, and it delivers an activity the
// test continues (`UIApplication.continueInApp(_:)`) to a UIKit scene delegate's
// `scene(_:continue:)`, never to a SwiftUI view, as it does URLs and `onOpenURL(perform:)`.

extension View {
  /// Registers a handler for user activities of a type that the app's scene continues; inert:
  /// the model delivers continued activities to a UIKit scene delegate, never to a SwiftUI view.
  ///
  /// - Parameters:
  ///   - activityType: The type of activity the handler takes.
  ///   - action: The handler, never called in the model.
  /// - Returns: The view, unchanged.
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Advertises a user activity of a type while the view is shown; inert: the model has no
  /// Handoff or search to advertise it to, and never calls `update`.
  ///
  /// - Parameters:
  ///   - activityType: The type of activity to advertise.
  ///   - isActive: Whether the activity is advertised.
  ///   - update: A closure that fills in the activity, never called in the model.
  /// - Returns: The view, unchanged.
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Advertises a user activity of a type for an element while the view is shown; inert: the
  /// model has no Handoff or search to advertise it to, and never calls `update`.
  ///
  /// - Parameters:
  ///   - activityType: The type of activity to advertise.
  ///   - element: The element the activity is about; `nil` advertises nothing.
  ///   - update: A closure that fills in the activity for the element, never called in the
  ///     model.
  /// - Returns: The view, unchanged.
  nonisolated public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View {
    self
  }
}
