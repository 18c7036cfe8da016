public import Foundation
public import HeadlessUIKit

/// A wrapper for a UIKit gesture recognizer that you attach to SwiftUI content with
/// ``View/gesture(_:)``, as SwiftUI's `UIGestureRecognizerRepresentable`
/// [DOC: `swiftui/uigesturerecognizerrepresentable`].
///
/// Inert in the model: the modifier leaves the content unchanged and never makes the
/// recognizer, so ``makeUIGestureRecognizer(context:)`` and the other methods are never
/// called — a known gap: SwiftUI content isn't backed by one UIKit view per modified view, so
/// there is no view to attach the recognizer to where the content is.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
  /// The type of gesture recognizer represented.
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  /// A type to coordinate with the recognizer.
  associatedtype Coordinator = Void
  /// The context the representable's methods receive.
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  /// The type that converts locations between coordinate spaces.
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

  /// Creates the gesture recognizer; never called by the model.
  ///
  /// - Parameter context: The context.
  /// - Returns: The recognizer.
  @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context)
    -> Self.UIGestureRecognizerType
  /// Updates the recognizer with new information from SwiftUI; never called by the model.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - context: The context.
  @MainActor @preconcurrency func updateUIGestureRecognizer(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// Handles the recognizer's action; never called by the model.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - context: The context.
  @MainActor @preconcurrency func handleUIGestureRecognizerAction(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context)
  /// Creates the coordinator; never called by the model.
  ///
  /// - Parameter converter: Converts locations between coordinate spaces.
  /// - Returns: The coordinator.
  @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter)
    -> Self.Coordinator
}

extension UIGestureRecognizerRepresentable {
  /// Does nothing: SwiftUI's default.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - context: The context.
  @MainActor @preconcurrency public func updateUIGestureRecognizer(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
  ) {}

  /// Does nothing: SwiftUI's default.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - context: The context.
  @MainActor @preconcurrency public func handleUIGestureRecognizerAction(
    _ recognizer: Self.UIGestureRecognizerType, context: Self.Context
  ) {}
}

extension UIGestureRecognizerRepresentable where Self.Coordinator == () {
  /// No coordinator.
  ///
  /// - Parameter converter: Converts locations between coordinate spaces.
  /// - Returns: The empty coordinator.
  @MainActor @preconcurrency public func makeCoordinator(
    converter: Self.CoordinateSpaceConverter
  ) -> Self.Coordinator { () }
}

/// What a gesture recognizer representable's methods receive, as SwiftUI's
/// `UIGestureRecognizerRepresentableContext`.
///
/// The model never makes one.
public struct UIGestureRecognizerRepresentableContext<Representable>
where Representable: UIGestureRecognizerRepresentable {
  /// Converts locations between coordinate spaces.
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// The representable's coordinator.
  public let coordinator: Representable.Coordinator
}

/// Converts a represented recognizer's locations to the coordinate spaces of the SwiftUI view it is
/// attached to, as SwiftUI's `UIGestureRecognizerRepresentableCoordinateSpaceConverter`.
///
/// The model never makes one.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  /// The recognizer's location in the attached view's coordinates.
  public var localLocation: CGPoint { .zero }
  /// The recognizer's translation in the attached view's coordinates, or `nil`.
  public var localTranslation: CGPoint? { nil }
  /// The recognizer's velocity in the attached view's coordinates, or `nil`.
  public var localVelocity: CGPoint? { nil }
}

extension View {
  /// Attaches a UIKit gesture recognizer to the view.
  ///
  /// Inert in the model: the recognizer is never made (see ``UIGestureRecognizerRepresentable``).
  ///
  /// - Parameter representable: The representable that makes and manages the recognizer.
  /// - Returns: The view, unchanged.
  nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable)
    -> some View
  { self }
}
