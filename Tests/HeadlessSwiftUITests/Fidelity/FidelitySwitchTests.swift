import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Every fidelity switch, flipped: each changes what its scenario shows, in the way its
/// documentation says, and no switch of ``FidelityProfile/Behavior`` or ``SwiftUIFidelity`` is
/// left without a case here.
@MainActor
struct FidelitySwitchTests {
  @Test("Flipping a switch changes what its scenario shows", arguments: FidelitySwitch.all)
  func flipping(_ fidelitySwitch: FidelitySwitch) async throws {
    var flipped = FidelityProfile.iPhone
    fidelitySwitch.flip(&flipped)
    #expect(flipped != .iPhone)
    let byDefault = await fidelitySwitch.observe(.iPhone)
    let afterFlip = await fidelitySwitch.observe(flipped)
    #expect(byDefault.contains(fidelitySwitch.marker) == fidelitySwitch.markerByDefault)
    #expect(afterFlip.contains(fidelitySwitch.marker) == !fidelitySwitch.markerByDefault)
  }

  @Test("Every switch of the two switch sets has a case")
  func everySwitchHasACase() {
    let switches =
      Mirror(reflecting: FidelityProfile.Behavior()).children.compactMap(\.label)
      + Mirror(reflecting: SwiftUIFidelity()).children.compactMap(\.label)
    #expect(Set(switches) == Set(FidelitySwitch.all.map(\.name)))
    #expect(switches.count == FidelitySwitch.all.count)
  }
}

// MARK: - Fixtures

/// One fidelity switch: how to flip it, a scenario that shows what it decides, and a marker
/// its observation holds with the default and lacks when flipped (or the reverse).
struct FidelitySwitch: Sendable, CustomTestStringConvertible {
  /// The switch's property name.
  let name: String
  /// Flips it in a profile.
  let flip: @Sendable (inout FidelityProfile) -> Void
  /// Runs the scenario on a profile and returns what it shows: the capture's text, the console,
  /// and any answer the scenario adds.
  let observe: @MainActor @Sendable (FidelityProfile) async -> String
  /// Text that one of the two observations holds.
  let marker: String
  /// Whether the default's observation is the one that holds it.
  let markerByDefault: Bool

  var testDescription: String { name }

  static let all: [FidelitySwitch] = [
    FidelitySwitch(
      name: "rootUsesDropShadowView", flip: { $0.behavior.rootUsesDropShadowView = false },
      observe: { describe(launch($0).app, detail: .full) }, marker: "UIDropShadowView",
      markerByDefault: true),
    FidelitySwitch(
      name: "fullScreenUsesDropShadowView",
      flip: { $0.behavior.fullScreenUsesDropShadowView = false },
      observe: { profile in
        let (app, root) = launch(profile)
        root.present(controller("cover", .fullScreen), animated: false)
        return describe(app)
      }, marker: "presenter=UIViewController#root chrome=UIDropShadowView",
      markerByDefault: true),
    FidelitySwitch(
      name: "contextStylesAdaptInCompactWidth",
      flip: { $0.behavior.contextStylesAdaptInCompactWidth = true },
      observe: { profile in
        let (app, root) = launch(profile)
        root.present(controller("context", .overCurrentContext), animated: false)
        return describe(app)
      }, marker: "style=overCurrentContext", markerByDefault: true),
    FidelitySwitch(
      name: "rootSwapLeavesStaleTransitionViews",
      flip: { $0.behavior.rootSwapLeavesStaleTransitionViews = false },
      observe: { profile in
        let (app, root) = launch(profile)
        let window = root.view.window
        root.present(controller("cover", .fullScreen), animated: false)
        window?.rootViewController = controller("newRoot", .fullScreen)
        return describe(app)
      }, marker: "#cover", markerByDefault: true),
    FidelitySwitch(
      name: "transitionInProgressBlocksEveryWindow",
      flip: { $0.behavior.transitionInProgressBlocksEveryWindow = false },
      observe: { profile in
        let (app, root) = launch(profile)
        let other = secondWindow(in: app, root: controller("otherRoot", .fullScreen))
        app.defersAnimatedTransitions = true
        root.present(controller("first", .fullScreen), animated: true)
        other.rootViewController?.present(controller("second", .fullScreen), animated: true)
        return "presented second: \(other.rootViewController?.presentedViewController != nil)"
      }, marker: "presented second: false", markerByDefault: true),
    FidelitySwitch(
      name: "reassigningWindowLevelReorders",
      flip: { $0.behavior.reassigningWindowLevelReorders = false },
      observe: { profile in
        let (app, root) = launch(profile)
        _ = secondWindow(in: app, root: controller("otherRoot", .fullScreen))
        root.view.window?.windowLevel = .normal
        return describe(app)
      }, marker: "front-to-back: root, otherRoot", markerByDefault: true),
    FidelitySwitch(
      name: "hidingKeyWindowPassesKeyStatus",
      flip: { $0.behavior.hidingKeyWindowPassesKeyStatus = false },
      observe: { profile in
        let (app, root) = launch(profile)
        let other = secondWindow(in: app, root: controller("otherRoot", .fullScreen))
        root.view.window?.isHidden = true
        return "other is key: \(other.isKeyWindow)"
      }, marker: "other is key: true", markerByDefault: true),
    FidelitySwitch(
      name: "fontPickerDismissesItself",
      flip: { $0.behavior.fontPickerDismissesItself = true },
      observe: { profile in
        let (app, root) = launch(profile)
        let picker = UIFontPickerViewController()
        root.present(picker, animated: false)
        app.cancelFontPicker()
        return "picker presented: \(root.presentedViewController === picker)"
      }, marker: "picker presented: true", markerByDefault: true),
    FidelitySwitch(
      name: "zPositionReordersHitTesting",
      flip: { $0.behavior.zPositionReordersHitTesting = true },
      observe: { profile in
        let (app, root) = launch(profile)
        let raised = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        raised.accessibilityIdentifier = "raised"
        raised.layer.zPosition = 1
        let later = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        later.accessibilityIdentifier = "later"
        root.view.addSubview(raised)
        root.view.addSubview(later)
        let hit = app.asShared {
          root.view.window?.hitTest(CGPoint(x: 100, y: 200), with: nil)?.accessibilityIdentifier
        }
        return "hit: \(hit ?? "nothing")"
      }, marker: "hit: later", markerByDefault: true),
    FidelitySwitch(
      name: "alertUsesDimmingView", flip: { $0.behavior.alertUsesDimmingView = false },
      observe: { describe(presentingAnAlert($0)) }, marker: "UIDimmingView", markerByDefault: true
    ),
    FidelitySwitch(
      name: "alertViewTypeName",
      flip: { $0.behavior.alertViewTypeName = "_UIAlertControllerPhoneTVMacView" },
      observe: { describe(presentingAnAlert($0)) }, marker: "_UIAlertControllerPhoneTVMacView",
      markerByDefault: false),
    FidelitySwitch(
      name: "alertPresentationStyle",
      flip: { $0.behavior.alertPresentationStyle = .overFullScreen },
      observe: { profile in
        // SwiftUI's alerts: UIKit's own alert controller keeps UIKit's style.
        let app = await UIApplication.launch(
          Color.clear.alert("Saved", isPresented: .constant(true)) { Button("OK") {} },
          profile: profile)
        return describe(app)
      }, marker: "style=overFullScreen", markerByDefault: false),
    FidelitySwitch(
      name: "fullScreenCoverIsOverFullScreen",
      flip: { $0.swiftUI.fullScreenCoverIsOverFullScreen = false },
      observe: { profile in
        let app = await UIApplication.launch(
          Color.clear.fullScreenCover(isPresented: .constant(true)) { Text("Cover") },
          profile: profile)
        return describe(app)
      }, marker: "style=overFullScreen", markerByDefault: true),
    FidelitySwitch(
      name: "retriesDroppedPresentations",
      flip: { $0.swiftUI.retriesDroppedPresentations = true },
      observe: { profile in
        let sheet = Flag()
        let alert = Flag()
        let app = await UIApplication.launch(
          Color.clear
            .sheet(isPresented: sheet.binding) { Text("Sheet") }
            .alert("Saved", isPresented: alert.binding) { Button("OK") {} },
          profile: profile)
        sheet.value = true
        alert.value = true
        await app.settle()
        sheet.value = false
        await app.settle()
        return describe(app)
      }, marker: "controller SwiftUI.PlatformAlertController", markerByDefault: false),
    FidelitySwitch(
      name: "resetsBindingWhenDismissedElsewhere",
      flip: { $0.swiftUI.resetsBindingWhenDismissedElsewhere = false },
      observe: { profile in
        let sheet = Flag()
        sheet.value = true
        let app = await UIApplication.launch(
          Color.clear.sheet(isPresented: sheet.binding) { Text("Sheet") }, profile: profile)
        let root = (app.connectedScenes.first as? UIWindowScene)?.keyWindow?.rootViewController
        root?.presentedViewController?.dismiss(animated: false)
        await app.settle()
        return "binding: \(sheet.value)"
      }, marker: "binding: false", markerByDefault: true),
  ]
}

/// A Boolean a test sets and a view's binding reads and writes.
@MainActor
private final class Flag {
  var value = false
  var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// An app whose key window's root controller is identified `root`.
@MainActor
private func launch(_ profile: FidelityProfile) -> (app: UIApplication, root: UIViewController) {
  let root = UIViewController(identifier: "root")
  let (app, _) = launchKeyWindow(root: root, profile: profile)
  return (app, root)
}

/// A second visible window, not key, in the scene of the app's first window.
@MainActor
private func secondWindow(in app: UIApplication, root: UIViewController) -> UIWindow {
  let scene = app.connectedScenes.first as? UIWindowScene
  let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
  window.rootViewController = root
  window.isHidden = false
  return window
}

/// A controller with an identifier and a presentation style.
@MainActor
private func controller(_ identifier: String, _ style: UIModalPresentationStyle)
  -> UIViewController
{
  let controller = UIViewController(identifier: identifier)
  controller.modalPresentationStyle = style
  return controller
}

/// An app whose root presents an alert.
@MainActor
private func presentingAnAlert(_ profile: FidelityProfile) -> UIApplication {
  let (app, root) = launch(profile)
  let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
  alert.addAction(UIAlertAction(title: "OK", style: .default))
  root.present(alert, animated: false)
  return app
}

/// The app's capture as snapshot text, then its console.
@MainActor
private func describe(_ app: UIApplication, detail: CaptureDetail = .presentation) -> String {
  snapshotText(of: app, detail: detail) + app.console.messages.joined(separator: "\n")
}
