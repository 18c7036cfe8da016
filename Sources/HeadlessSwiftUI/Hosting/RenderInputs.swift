import HeadlessUIKit
import PresentationHierarchy

/// What a hosting controller's render reads from outside its views' own state: its root view
/// and inherited environment, where its view is, and the traits and containment its environment
/// is made from.
///
/// Two renders with equal inputs, between which nothing they read changed (``RenderReads``),
/// give the same views, bars, lifecycle and presentation modifiers, so the second is skipped
/// (``HostingEngine/render()``).
@MainActor
struct RenderInputs: Equatable {
  /// How many times the root view or the inherited environment was set.
  let assignments: UInt64
  /// The hosting view's frame on screen.
  let bounds: Rect
  /// The part of it the content is laid out in.
  let safeArea: Rect
  /// The window the hosting view is in.
  let window: ObjectIdentifier?
  /// The controller that presented the hosting controller.
  let presenter: ObjectIdentifier?
  /// The hosting controller's parent, and its place among a navigation controller's children.
  let parent: ObjectIdentifier?
  let navigationIndex: Int?
  /// The traits the environment's size classes, display scale and scene phase come from.
  let horizontalSizeClass: UIUserInterfaceSizeClass
  let verticalSizeClass: UIUserInterfaceSizeClass
  let displayScale: CGFloat
  let activationState: UIScene.ActivationState?
  /// The controllers inside the tab, navigation and split containers its views embed, down to
  /// the hosting controllers, in order.
  ///
  /// UIKit changes them (a back button, a `dismiss()`), and the render makes the path,
  /// selection or column follow. A render keeps the ones it left, since it makes them itself.
  var contained: [ObjectIdentifier]

  /// The inputs of a hosting controller's next render.
  init(
    of controller: any HostingControllerProtocol, containers: [UIViewController],
    assignments: UInt64, bounds: Rect, safeArea: Rect
  ) {
    self.assignments = assignments
    self.bounds = bounds
    self.safeArea = safeArea
    let window = controller.viewIfLoaded?.window
    self.window = window.map(ObjectIdentifier.init)
    presenter = controller.presentingViewController.map(ObjectIdentifier.init)
    parent = controller.parent.map(ObjectIdentifier.init)
    navigationIndex = (controller.parent as? UINavigationController)?.viewControllers.firstIndex {
      $0 === controller
    }
    let traits = controller.traitCollection
    horizontalSizeClass = traits.horizontalSizeClass
    verticalSizeClass = traits.verticalSizeClass
    displayScale = traits.displayScale
    activationState = window?.windowScene?.activationState
    contained = Self.controllers(inside: containers)
  }

  /// Whether these inputs equal others but for the controllers inside the containers.
  func differsOnlyInContained(from other: RenderInputs) -> Bool {
    var same = other
    same.contained = contained
    return same == self
  }

  /// The controllers inside containers, down to the hosting controllers, in order.
  static func controllers(inside containers: [UIViewController]) -> [ObjectIdentifier] {
    var contained: [ObjectIdentifier] = []
    var pending = Array(containers.reversed())
    while let next = pending.popLast() {
      contained.append(ObjectIdentifier(next))
      if !(next is any HostingControllerProtocol) {
        pending.append(contentsOf: next.children.reversed())
      }
    }
    return contained
  }
}
