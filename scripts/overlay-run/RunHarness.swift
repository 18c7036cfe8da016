// The harness of `measure-overlay-libraries.sh --run`'s drivers: a headless app launched as the
// model's own tests launch one (Tests/AppPatterns/Tests/OverlayWindowTests.swift), with a
// full-screen modal (the "cover") presented on its root, and the checks of where a library's
// toast lands. Copied into each driver's test target of the scratch package; never built here.
import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// What a library's documentation promises about taps outside its toast.
enum OutsideTaps {
  /// They reach the app beneath (a pass-through window or a small view in the app's window).
  case passThrough
  /// The documentation promises nothing: the driver reports where they land, unchecked.
  case notPromised
}

@MainActor
final class RunHarness {
  let app = UIApplication(profile: .iPhone)
  let home = UIViewController()
  let cover = UIViewController()
  let coverButton: UIButton
  /// The app's main window, once launched.
  var window: UIWindow?
  var coverTaps = 0
  /// The views on screen before the toast was shown.
  private var before: Set<ObjectIdentifier> = []

  init() {
    coverButton = UIButton(frame: CGRect(x: 20, y: 600, width: 180, height: 50))
  }

  /// Launches the app and presents the cover over its root controller.
  func launch() async {
    app.asShared {
      let scene = app.connectScene()
      let window = UIWindow(windowScene: scene)
      self.window = window
      home.view.backgroundColor = .systemBackground
      window.rootViewController = home
      window.makeKeyAndVisible()
      cover.view.backgroundColor = .systemBackground
      cover.view.accessibilityIdentifier = "cover"
      coverButton.accessibilityIdentifier = "coverButton"
      coverButton.addAction(
        UIAction(title: "coverButton") { [unowned self] _ in coverTaps += 1 }, for: .touchUpInside)
      cover.view.addSubview(coverButton)
      cover.modalPresentationStyle = .fullScreen
      home.present(cover, animated: false)
    }
    await settle()
    before = Set(allViews().map(ObjectIdentifier.init))
  }

  /// Runs the library's call in the app's scope, then lets the app settle.
  func show(_ body: () -> Void) async {
    app.asShared(body)
    await settle()
  }

  /// Settles, lets work queued on the main queue run, and settles again.
  func settle() async {
    await app.settle()
    try? await Task.sleep(for: .milliseconds(100))
    await app.settle()
  }

  func allViews() -> [UIView] {
    func descendants(_ view: UIView) -> [UIView] {
      view.subviews.flatMap { [$0] + descendants($0) }
    }
    return app.windowsBackToFront.flatMap { [$0] + descendants($0) }
  }

  /// The front-most view of a class, by its name.
  func view(named typeName: String) -> UIView? {
    allViews().last { String(describing: type(of: $0)) == typeName }
  }

  /// The front-most view that appeared since launch and whose superview didn't.
  func newRoot() -> UIView? {
    let new = allViews().filter { !before.contains(ObjectIdentifier($0)) }
    let ids = Set(new.map(ObjectIdentifier.init))
    return new.last { view in view.superview.map { !ids.contains(ObjectIdentifier($0)) } ?? true }
  }

  func name(_ view: UIView?) -> String {
    guard let view else { return "nothing" }
    let type = String(describing: Swift.type(of: view))
    return view.accessibilityIdentifier.map { "\(type) #\($0)" } ?? type
  }

  /// A view's centre in screen coordinates.
  func center(of view: UIView) -> CGPoint {
    let inWindow = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    let origin = view.window?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
  }

  /// Checks what the library's documentation promises and prints the driver's line,
  /// `RUN|<library>|pass|fail|<what happened>`.
  func check(_ library: String, toast: UIView?, outside: OutsideTaps) throws {
    guard let toast else {
      let windows = app.windowsBackToFront.map { "\(name($0)) level \($0.windowLevel.rawValue)" }
      print(
        "RUN|\(library)|fail|no toast on screen (windows back to front: \(windows.joined(separator: ", ")))"
      )
      Issue.record("\(library): no toast on screen")
      return
    }
    var failures: [String] = []
    var facts: [String] = []
    // Where it is: its window, and paint order in the captured hierarchy, front to back.
    let identifier = toast.accessibilityIdentifier ?? "run-toast"
    if toast.accessibilityIdentifier == nil { toast.accessibilityIdentifier = identifier }
    let hierarchy = app.captureHierarchy(detail: .full)
    let toastIndex = hierarchy.nodes.lastIndex { $0.identifier == identifier }
    let coverIndex = hierarchy.nodes.lastIndex { $0.identifier == "cover" }
    let host = toast.window
    var place = "shown in \(host.map(name) ?? "no window")"
    if let host { place += " at level \(host.windowLevel.rawValue)" }
    if let toastIndex, let coverIndex {
      let coverEnd = hierarchy.subtree(of: coverIndex).upperBound
      let toastEnd = hierarchy.subtree(of: toastIndex).upperBound
      if toastIndex >= coverEnd {
        place += ", frontmost over the cover"
      } else if toastIndex > coverIndex, toastEnd == coverEnd {
        // Shown inside the cover's own view (a toast on the view of the screen on top), drawn
        // after everything else in it.
        place += ", frontmost inside the cover"
      } else {
        place += ", BEHIND the cover"
        failures.append("behind the cover")
      }
    } else {
      place +=
        ", not in the captured hierarchy (toast \(toastIndex != nil), cover \(coverIndex != nil))"
      failures.append("not captured")
    }
    if let front = app.windowsBackToFront.last, front !== host {
      place += " (front window: \(name(front)) level \(front.windowLevel.rawValue))"
    }
    let size = toast.bounds.size
    if size.width < 1 || size.height < 1 {
      place += ", size \(size.width)×\(size.height)"
      failures.append("empty toast")
    }
    facts.append(place)
    // A tap outside the toast, on the cover's button, moved clear of the toast first.
    let toastCenter = center(of: toast)
    let screen = window?.bounds ?? .zero
    let clearY = toastCenter.y < screen.midY ? screen.height * 0.75 : screen.height * 0.2
    coverButton.frame = CGRect(x: 20, y: clearY, width: 180, height: 50)
    let outsidePoint = center(of: coverButton)
    let outsideHit: UIView? = try app.asShared {
      try app.tap(at: Point(x: Double(outsidePoint.x), y: Double(outsidePoint.y)))
    }
    let reached = coverTaps == 1
    let outsideFact =
      "tap outside → \(name(outsideHit))" + (reached ? " (the cover's button ran)" : "")
    switch outside {
    case .passThrough:
      facts.append(outsideFact)
      if !reached { failures.append("a tap outside doesn't reach the modal beneath") }
    case .notPromised:
      facts.append(outsideFact + " [not promised]")
    }
    // A tap on the toast.
    let onHit: UIView? = try app.asShared {
      try app.tap(at: Point(x: Double(toastCenter.x), y: Double(toastCenter.y)))
    }
    let inside = onHit.map { $0 === toast || $0.isDescendant(of: toast) } ?? false
    facts.insert(
      "tap on toast → \(name(onHit))" + (inside ? " (inside the toast)" : " (NOT the toast)"), at: 1
    )
    if !inside { failures.append("a tap on the toast misses it") }
    let verdict = failures.isEmpty ? "pass" : "fail"
    print(
      "RUN|\(library)|\(verdict)|\(facts.joined(separator: "; "))"
        + (failures.isEmpty ? "" : " — ✗ \(failures.joined(separator: ", "))"))
    #expect(failures.isEmpty, "\(library): \(failures)")
  }
}
