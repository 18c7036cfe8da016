public import Foundation

/// Where the pointer is over a view, as SwiftUI's `HoverPhase` [DOC: `swiftui/hoverphase`].
///
/// The model never reports one: no pointer hovers on an iPhone.
@frozen public enum HoverPhase: Equatable, Sendable {
  /// The pointer is at a location in the view.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Performs an action when the pointer enters or leaves the view.
  ///
  /// Inert in the model: no pointer hovers on an iPhone, so the action never runs.
  ///
  /// - Parameter action: The action; receives whether the pointer is over the view.
  /// - Returns: The view, unchanged.
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// Performs an action when the pointer enters, moves within, or leaves the view.
  ///
  /// Inert in the model, as ``onHover(perform:)``.
  ///
  /// - Parameters:
  ///   - coordinateSpace: The space of the locations reported.
  ///   - action: The action; receives the hover phase.
  /// - Returns: The view, unchanged.
  nonisolated public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (HoverPhase) -> Void
  ) -> some View { self }
}
