public import Foundation
public import HeadlessUIKit

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy, as SwiftUI's `UIViewRepresentable`.
///
/// The view ``makeUIView(context:)`` returns is placed in the hosting controller's view tree at
/// the frame the representable gets, so captures show it with its subviews and taps reach it
/// through UIKit's `hitTest(_:with:)` (see the article "SwiftUI symbols", "UIKit views in
/// SwiftUI").
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context the representable's methods receive.
  typealias Context = UIViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state; called once per identity,
  /// after ``makeCoordinator()``.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Updates the state of the view with new information from SwiftUI; the model calls it on
  /// every render of the hosting controller, the first right after ``makeUIView(context:)``.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Cleans up the view in anticipation of its removal, when its identity leaves the tree.
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface; called once per identity.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// Given a proposed size, returns the preferred size of the composite view; `nil` leaves
  /// the size to the view's intrinsic content size and the proposal.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?
}

extension UIViewRepresentable {
  /// A representable has no body: the model places its UIKit view instead.
  public var body: Never { primitiveBody(of: Self.self) }

  /// Does nothing, as SwiftUI's default.
  ///
  /// - Parameters:
  ///   - uiView: The view.
  ///   - coordinator: The coordinator.
  @MainActor @preconcurrency public static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator
  ) {}

  /// Returns `nil`, as SwiftUI's default: the view's intrinsic content size and the proposal
  /// decide.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - uiView: The view.
  ///   - context: The context.
  /// - Returns: `nil`.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }
}

extension UIViewRepresentable where Self.Coordinator == Void {
  /// Makes no coordinator, for a representable without one.
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view, as SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
  /// The view's associated coordinator.
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  /// The current transaction: always an empty one, as the model doesn't animate.
  @MainActor @preconcurrency public var transaction: Transaction { Transaction() }
  /// The environment values at the representable's place.
  @MainActor @preconcurrency public var environment: EnvironmentValues { values }

  private let values: EnvironmentValues

  init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    values = environment
  }
}
