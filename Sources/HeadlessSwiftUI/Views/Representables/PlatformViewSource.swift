import Foundation
import HeadlessUIKit

/// What a representable made, kept for its identity: the UIKit view placed in the hosting
/// view tree, the controller whose view it is, and the representable's calls.
@MainActor
protocol PlatformViewSource: AnyObject {
  /// The view placed in the hosting view tree, inside SwiftUI's platform view host.
  var platformView: UIView { get }
  /// The controller whose view ``platformView`` is, for a controller representable.
  var platformController: UIViewController? { get }
  /// The class name of SwiftUI's host view around ``platformView``.
  var hostTypeName: String { get }
  /// Calls the representable's update method with the latest representable and environment.
  func update()
  /// Calls the representable's dismantle method.
  func dismantle()
  /// The size the representable's `sizeThatFits` returns for a proposal; `nil` for the
  /// default sizing.
  func preferredSize(for proposal: ProposedViewSize) -> CGSize?
}

/// A representable's place in the graph: holds what it made once the first evaluation made
/// it, and is dropped with the place.
final class PlatformViewSlot {
  /// What the representable made.
  var source: (any PlatformViewSource)?
}

/// What a `UIViewRepresentable` made: its coordinator, then its view [DOC:
/// `swiftui/uiviewrepresentable/makecoordinator()`: "SwiftUI calls this method before calling
/// the makeUIView(context:) method"].
@MainActor
final class ViewRepresentableSource<Representable: UIViewRepresentable>: PlatformViewSource {
  /// The latest value of the representable.
  var representable: Representable
  /// The environment at the representable's place.
  var environment: EnvironmentValues
  /// The coordinator, made once.
  let coordinator: Representable.Coordinator
  /// The view, made once.
  let uiView: Representable.UIViewType

  init(_ representable: Representable, environment: EnvironmentValues) {
    self.representable = representable
    self.environment = environment
    coordinator = representable.makeCoordinator()
    uiView = representable.makeUIView(
      context: Representable.Context(coordinator: coordinator, environment: environment))
  }

  private var context: Representable.Context {
    Representable.Context(coordinator: coordinator, environment: environment)
  }

  var platformView: UIView { uiView }
  var platformController: UIViewController? { nil }
  var hostTypeName: String {
    "PlatformViewHost<PlatformViewRepresentableAdaptor<\(ViewTypeName.of(Representable.self))>>"
  }

  func update() { representable.updateUIView(uiView, context: context) }

  func dismantle() { Representable.dismantleUIView(uiView, coordinator: coordinator) }

  func preferredSize(for proposal: ProposedViewSize) -> CGSize? {
    representable.sizeThatFits(proposal, uiView: uiView, context: context)
  }
}

/// What a `UIViewControllerRepresentable` made: its coordinator, then its controller [DOC:
/// `swiftui/uiviewcontrollerrepresentable/makecoordinator()`].
@MainActor
final class ViewControllerRepresentableSource<Representable: UIViewControllerRepresentable>:
  PlatformViewSource
{
  /// The latest value of the representable.
  var representable: Representable
  /// The environment at the representable's place.
  var environment: EnvironmentValues
  /// The coordinator, made once.
  let coordinator: Representable.Coordinator
  /// The controller, made once.
  let uiViewController: Representable.UIViewControllerType

  init(_ representable: Representable, environment: EnvironmentValues) {
    self.representable = representable
    self.environment = environment
    coordinator = representable.makeCoordinator()
    uiViewController = representable.makeUIViewController(
      context: Representable.Context(coordinator: coordinator, environment: environment))
  }

  private var context: Representable.Context {
    Representable.Context(coordinator: coordinator, environment: environment)
  }

  var platformView: UIView { uiViewController.view }
  var platformController: UIViewController? { uiViewController }
  var hostTypeName: String {
    "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<"
      + "\(ViewTypeName.of(Representable.self))>>"
  }

  func update() { representable.updateUIViewController(uiViewController, context: context) }

  func dismantle() {
    Representable.dismantleUIViewController(uiViewController, coordinator: coordinator)
  }

  func preferredSize(for proposal: ProposedViewSize) -> CGSize? {
    representable.sizeThatFits(proposal, uiViewController: uiViewController, context: context)
  }
}
