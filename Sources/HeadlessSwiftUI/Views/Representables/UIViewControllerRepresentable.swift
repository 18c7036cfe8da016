public import Foundation
public import HeadlessUIKit

/// A view that represents a UIKit view controller, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// The controller ``makeUIViewController(context:)`` returns becomes a child of the hosting
/// controller (`addChild(_:)`, then `didMove(toParent:)`), so its appearance callbacks run, and
/// its view is placed at the frame the representable gets (see the article "SwiftUI symbols",
/// "UIKit views in SwiftUI").
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context the representable's methods receive.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state; called once per
  /// identity, after ``makeCoordinator()``.
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  /// Updates the state of the view controller with new information from SwiftUI; the model
  /// calls it on every render of the hosting controller, the first right after
  /// ``makeUIViewController(context:)``.
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Cleans up the view controller in anticipation of its removal, when its identity leaves
  /// the tree.
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view controller
  /// to other parts of your SwiftUI interface; called once per identity.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// Given a proposed size, returns the preferred size of the composite view; `nil` leaves
  /// the size to the controller's view and the proposal.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  /// A representable has no body: the model places its controller's view instead.
  public var body: Never { primitiveBody(of: Self.self) }

  /// Does nothing, as SwiftUI's default.
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller.
  ///   - coordinator: The coordinator.
  @MainActor @preconcurrency public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}

  /// Returns `nil`, as SwiftUI's default: the controller's view and the proposal decide.
  ///
  /// - Parameters:
  ///   - proposal: The proposed size.
  ///   - uiViewController: The view controller.
  ///   - context: The context.
  /// - Returns: `nil`.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// Makes no coordinator, for a representable without one.
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller, as SwiftUI's `UIViewControllerRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
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
