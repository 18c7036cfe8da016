import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// The dolphin app launched headlessly, and a recorder whose every step also checks the model's
/// invariants.
///
/// It holds the ``UIApplication`` for the whole test: scenes keep it unowned.
@MainActor
final class DolphinScenario {
  let app: UIApplication
  /// The key window, identified `main`.
  let window: UIWindow
  /// The window's root, the app's `UIHostingController`.
  let root: UIViewController
  let recorder: HierarchyRecorder

  /// Launches the dolphin app and lets it settle.
  ///
  /// - Parameters:
  ///   - dolphin: The fixture whose root view the app shows.
  ///   - profile: The iOS version and device to reproduce.
  /// - Throws: When the app has no key window with a root controller.
  init(_ dolphin: DolphinFixture, profile: FidelityProfile = .iPhone) async throws {
    let app = await UIApplication.launch(dolphin.rootView, profile: profile)
    let window = try #require(app.windowScenes.first?.keyWindow)
    root = try #require(window.rootViewController)
    window.accessibilityIdentifier = "main"
    self.app = app
    self.window = window
    recorder = HierarchyRecorder(app)
  }

  /// Lets the app settle after the test flipped a switch: SwiftUI evaluates the bodies again.
  func update() async {
    await app.settle()
  }

  /// Records a step and checks the invariants after it.
  ///
  /// - Parameters:
  ///   - label: What happened in the step.
  ///   - sourceLocation: The location failures are attributed to.
  /// - Returns: The hierarchy after the step.
  @discardableResult
  func step(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Hierarchy {
    expectInvariants(app, after: label, sourceLocation: sourceLocation)
    return recorder.step(label)
  }

  /// The view a touch at a point reaches.
  func hit(at point: Point) -> UIView? {
    app.hitTest(point)
  }

  /// The identifier of the view a touch at a point reaches.
  func hitName(at point: Point) -> String? {
    app.hitTest(point)?.accessibilityIdentifier
  }

  /// The navigation controller of the first tab.
  var navigation: UINavigationController? {
    let tabs = root.children.first as? UITabBarController
    return tabs?.viewControllers?.first?.children.first as? UINavigationController
  }
}

/// Records an issue listing the invariant violations, if any, and the points where the live hit
/// testing and the captured snapshot's disagree.
@MainActor
func expectInvariants(
  _ app: UIApplication, after step: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let violations = app.checkInvariants()
  #expect(
    violations.isEmpty, "after \(step): \(violations.joined(separator: "; "))",
    sourceLocation: sourceLocation)
  // The snapshot's hit-test queries answer as the live views do (HeadlessUIKit's hit testing).
  let disagreements = app.hitTestDisagreements()
  #expect(
    disagreements.count == 0,
    "after \(step), live and captured hit tests differ at \(disagreements.prefix(3))",
    sourceLocation: sourceLocation)
}

/// The class name of SwiftUI's alert controller, which `.alert` and `.confirmationDialog`
/// present; SwiftUI gives it no accessibility identifier.
let platformAlertTypeName = "SwiftUI.PlatformAlertController"

extension Hierarchy {
  /// The index of the only node of a type, for nodes SwiftUI gives no identifier, such as an
  /// alert's controller.
  ///
  /// - Parameter typeName: The node's type name.
  /// - Returns: The index, or `nil` when no node or several nodes have the type.
  func onlyIndex(ofType typeName: String) -> Int? {
    let matches = nodes.indices.filter { nodes[$0].typeName == typeName }
    return matches.count == 1 ? matches[0] : nil
  }
}

/// A value a test owns, exposed to the views as a binding; observable, so that a test's write
/// makes the views that read it evaluate again, as in SwiftUI.
@MainActor @Observable
final class Box<Value> {
  /// The value.
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// A binding to the value.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

extension UIView {
  /// Whether the view is another view or inside it.
  func isInside(_ view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }
}
