public import PresentationHierarchy

/// Why a gesture could not do what a test asked.
///
/// There was nothing to act on, or something else received the touch; the message says what.
public struct GestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the element, the point and what received the touch.
  public var message: String

  public var description: String { message }
}

extension UIApplication {
  /// Taps the centre of the on-screen view with an accessibility identifier (or, when no view
  /// has it, an accessibility label such as an alert button's or a SwiftUI text's), as a
  /// finger would.
  ///
  /// The touch goes through UIKit's hit testing across windows (UIKit reference §4.5): a view
  /// under a dimming view, a cover or a window that takes touches doesn't get it, and one in a
  /// window with user interaction off never does. When the view (or one of its subviews) receives
  /// the touch, the actions of the `UIControl` or SwiftUI `Button` it belongs to run (or the
  /// SwiftUI tap gestures that take precedence over the button) and SwiftUI content is
  /// evaluated again.
  ///
  /// - Parameter accessibilityIdentifier: The identifier, or the label, of the view to tap.
  /// - Returns: The view that received the touch.
  /// - Throws: ``GestureError`` when no such view is on screen or something else receives the
  ///   touch, naming what did.
  @discardableResult
  public func tap(_ accessibilityIdentifier: String) throws -> UIView {
    // A touch reaches the windows of the scene it lands in only (§9 [INF]).
    guard
      let (scene, targetView) = windowScenes.lazy.compactMap({ scene in
        self.liveView(named: accessibilityIdentifier, in: scene).map { (scene, $0) }
      }).first
    else {
      throw GestureError(
        message: "No view with accessibilityIdentifier or accessibilityLabel "
          + "'\(accessibilityIdentifier)' is on screen.")
    }
    let point = center(of: targetView)
    let place = "The tap on '\(accessibilityIdentifier)' at \(describe(point))"
    guard let hit = touch(at: point, in: scene) else {
      throw GestureError(message: "\(place) reached no view: no window there takes touches.")
    }
    // A view that takes no touches itself, such as a label, passes the tap to what holds it.
    let passedOn = !targetView.isUserInteractionEnabled && targetView.isDescendant(of: hit)
    guard hit.isDescendant(of: targetView) || passedOn else {
      // Only a failure needs the capture that names what received the touch.
      var capture = HierarchyCapture.hitTesting(in: self)
      let hierarchy = capture.capture(scene.windowsBackToFront)
      let described = capture.views.firstIndex { $0 === hit }.map { describe($0, in: hierarchy) }
      throw GestureError(
        message:
          "\(place) landed on \(described ?? hit.engine.typeName) instead: it is in front of "
          + "'\(accessibilityIdentifier)', or '\(accessibilityIdentifier)' doesn't take touches.")
    }
    try runTapAction(from: hit, at: point)
    return hit
  }

  /// Sends a touch at a point of a scene through UIKit's hit testing on the live views — each
  /// window's `hitTest(_:with:)`, front to back, so an app's overrides decide — and returns the
  /// view it reaches.
  func touch(at point: Point, in scene: UIWindowScene) -> UIView? {
    let touch = UITouch(screenPoint: CGPoint(x: point.x, y: point.y))
    let event = UIEvent(touches: [touch])
    guard let hit = HitTesting.view(at: touch.location(in: nil), in: scene, with: event) else {
      return nil
    }
    touch.view = hit
    touch.window = hit.window
    touch.phase = .ended
    return hit
  }

  /// Finds the front-most view of a scene with an identifier, else with a label, walking
  /// the live views in the order a hit-testing capture lists them (pre-order, windows back to
  /// front), without building the capture.
  func liveView(named name: String, in scene: UIWindowScene) -> UIView? {
    let windows = scene.windowsBackToFront
    // Frames are solved first, as a capture solves them.
    LayoutPass.layOut(windows)
    let byZPosition = profile.behavior.zPositionReordersHitTesting
    var identified: UIView?
    var labelled: UIView?
    // Pre-order, back to front, so the last match is the front-most.
    var stack = Array(windows.reversed()) as [UIView]
    while let view = stack.popLast() {
      if !view.isHidden {
        if view.accessibilityIdentifier == name { identified = view }
        if view.accessibilityLabel == name { labelled = view }
      }
      stack += HierarchyCapture.paintOrderedSubviews(of: view, byZPosition: byZPosition).reversed()
    }
    return identified ?? labelled
  }

  /// The centre of a view's frame on screen, or of its nearest ancestor's that has one, else of
  /// the screen.
  func center(of view: UIView) -> Point {
    var current: UIView? = view
    while let candidate = current {
      if let frame = candidate.capturedScreenFrame {
        return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
      }
      current = candidate.superview
    }
    return Point(x: profile.device.screen.width / 2, y: profile.device.screen.height / 2)
  }

  /// Taps at a point, as a finger would: the view UIKit's hit testing picks receives the touch
  /// and, if it belongs to a `Button`, runs its action.
  ///
  /// - Parameters:
  ///   - point: The touch location in screen coordinates.
  ///   - scene: The scene touched; `nil` for the first connected scene, the only one on an
  ///     iPhone. Each scene is its own region of the screen [INF, UIKit reference §9].
  /// - Returns: The view that received the touch, or `nil` when no window takes it.
  /// - Throws: ``UIKitException`` when evaluating SwiftUI content after the action fails.
  @discardableResult
  public func tap(at point: Point, in scene: UIWindowScene? = nil) throws -> UIView? {
    guard let scene = scene ?? windowScenes.first, let view = touch(at: point, in: scene) else {
      return nil
    }
    try runTapAction(from: view, at: point)
    return view
  }

  /// Swipes the front-most sheet down, as a user dismisses it: the front-most presentation of
  /// the front-most visible window that takes touches.
  ///
  /// A page or form sheet is dismissed unless its controller sets `isModalInPresentation`
  /// (SwiftUI's `.interactiveDismissDisabled()`); other styles don't move.
  ///
  /// - Returns: The dismissed controller.
  /// - Throws: ``GestureError`` naming why nothing was dismissed.
  @discardableResult
  public func swipeDownToDismiss() throws -> UIViewController {
    try asShared { try dismissFrontSheet() }
  }

  /// Dismisses the front-most sheet, as ``swipeDownToDismiss()`` describes.
  private func dismissFrontSheet() throws -> UIViewController {
    guard let sheet = frontPresentation, let style = sheet.resolvedPresentationStyle else {
      throw GestureError(
        message: "Swipe down: nothing is presented in the front-most window that takes touches.")
    }
    guard style.isSheet else {
      throw GestureError(
        message: "Swipe down: the front-most presentation, \(sheet.messageDescription), is "
          + "\(style.name), which a swipe doesn't dismiss.")
    }
    let presentationController = sheet.presentationController
    let delegate = presentationController?.delegate
    let allowed =
      presentationController.map { delegate?.presentationControllerShouldDismiss($0) ?? true }
      ?? true
    guard !sheet.isModalInPresentation, allowed else {
      if let presentationController {
        delegate?.presentationControllerDidAttemptToDismiss(presentationController)
      }
      throw GestureError(
        message: "Swipe down: \(sheet.messageDescription) "
          + (sheet.isModalInPresentation
            ? "sets isModalInPresentation" : "has a delegate that refuses the dismissal")
          + ", so the sheet stays.")
    }
    if let presentationController {
      delegate?.presentationControllerWillDismiss(presentationController)
    }
    sheet.dismiss(animated: true)
    if let presentationController {
      delegate?.presentationControllerDidDismiss(presentationController)
    }
    evaluateContent()
    return sheet
  }

  /// The front-most presentation of the front-most visible window that takes touches, or
  /// `nil` when that window presents nothing.
  var frontPresentation: UIViewController? {
    let touchable = windowsBackToFront.reversed().filter {
      !$0.isHidden && $0.isUserInteractionEnabled && $0.alpha >= 0.01
    }
    var top = touchable.first?.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top === touchable.first?.rootViewController ? nil : top
  }

  /// Runs what a tap on a view does — its tap gesture recognizers', then, unless one of them
  /// cancels the touch, the actions of the control it belongs to, of the table row it is in or
  /// of the SwiftUI `Button` — then evaluates SwiftUI content again.
  func runTapAction(from view: UIView, at point: Point) throws {
    asShared { runActions(from: view, at: CGPoint(x: point.x, y: point.y)) }
    evaluateContent()
  }

  /// Sends a tap's touch through UIKit's dispatch chain: `UIApplication.sendEvent(_:)` then the
  /// window's `sendEvent(_:)`, once as the touch begins and once as it ends, so an app's
  /// overrides of either see the tap (and one that doesn't call `super` swallows it) [OBS:
  /// UIKIT-ENGINE §1.2, "the dispatch chain"; DOC: `uikit/uiapplication/sendevent(_:)`].
  private func runActions(from view: UIView, at point: CGPoint) {
    let touch = UITouch(screenPoint: point)
    touch.view = view
    touch.window = view.window
    let event = UIEvent(touches: [touch])
    sendEvent(event)
    touch.phase = .ended
    sendEvent(event)
  }

  func describe(_ point: Point) -> String {
    func text(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return "(\(text(point.x)), \(text(point.y)))"
  }

  /// A node and the window it is in, as `UIDimmingView in window #main`: a node without an
  /// identifier is placed in its nearest identified ancestor (`Text in #openCover`), a window
  /// without one by its place among the windows (`UIWindow 1 of 2, back to front`).
  func describe(_ node: Int, in hierarchy: Hierarchy) -> String {
    let ancestors = hierarchy.ancestors(of: node)
    let window = ancestors.last ?? node
    let windowNode = hierarchy.nodes[window]
    let windows = hierarchy.windowIndices
    let place = (windows.firstIndex(of: window) ?? 0) + 1
    let windowName =
      windowNode.identifier.map { "#\($0)" }
      ?? (windows.count > 1
        ? "\(windowNode.typeName) \(place) of \(windows.count), back to front"
        : windowNode.typeName)
    guard window != node else { return "window \(windowName)" }
    var name = hierarchy.nodes[node].identifier.map { "#\($0)" } ?? hierarchy.nodes[node].typeName
    if hierarchy.nodes[node].identifier == nil,
      let named = ancestors.dropLast().first(where: { hierarchy.nodes[$0].identifier != nil }),
      let identifier = hierarchy.nodes[named].identifier
    {
      name += " in #\(identifier)"
    }
    return "\(name) in window \(windowName)"
  }
}
