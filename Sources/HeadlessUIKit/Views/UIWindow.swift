package import PresentationHierarchy

/// A window: a view at the root of a tree, with a level, key status and a root controller.
///
/// Subclass it as you would `UIWindow`; captures show the subclass's name.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The scene the window belongs to; assigning another scene moves the window there, and `nil`
  /// removes it from its scene (§1.1).
  public var windowScene: UIWindowScene? {
    get { scene }
    set {
      guard newValue !== scene else { return }
      scene?.remove(self)
      scene = newValue
      newValue?.add(self)
      stamp()
    }
  }
  private weak var scene: UIWindowScene?
  /// The window's first responder [OBS: one per window; see ``UIResponder``].
  weak var firstResponder: UIResponder?
  /// The model's bookkeeping for the window, apart from UIKit's state.
  let windowEngine = WindowEngineState()

  /// The application, through the window's scene [DOC: `UIResponder.next`: "UIWindow returns
  /// the application object"].
  open override var next: UIResponder? { windowScene?.application }

  /// Creates a hidden window in a scene, as `UIWindow(windowScene:)` does (§1.1); captures show
  /// the class's name, `UIWindow` or your subclass's, which may call it as `super.init`.
  ///
  /// - Parameter windowScene: The scene.
  public init(windowScene: UIWindowScene) {
    scene = windowScene
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: windowScene.bounds)
    joinScene(windowScene)
  }

  /// Creates a hidden window of a named subclass, such as `PassthroughWindow`.
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - typeName: The window's class name.
  package convenience init(windowScene: UIWindowScene, typeName: String) {
    self.init(windowScene: windowScene)
    adoptModelPlacement(typeName: typeName, screenFrame: windowScene.bounds)
  }

  /// Creates a hidden window with a frame and no scene, as `UIWindow(frame:)` does.
  ///
  /// In an app with scenes such a window is never shown nor touched until its ``windowScene``
  /// is set [OBS: Tencent/Hippy #1346, SwiftEntryKit #378; INF, UIKit engine reference §3.1];
  /// the frame is kept.
  ///
  /// - Parameter frame: The frame, in screen coordinates.
  public override init(frame: CGRect) {
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: Rect(frame))
    super.isHidden = true
  }

  /// Creates one from an archive, as UIKit's storyboards and nibs do: the model loads no
  /// archives, so this returns `nil` (and a subclass's `required init?(coder:)` compiles).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A new window is hidden [OBS, §1.1] and in front of its scene's others.
  private func joinScene(_ windowScene: UIWindowScene) {
    super.isHidden = true
    windowEngine.orderStamp = windowScene.application.nextOrderStamp()
    windowScene.add(self)
  }

  /// The frame in screen coordinates; when its size changes, the root presentation's
  /// containers and the root controller's view take the window's new frame, so the root view
  /// keeps filling the window [INF: UIKit keeps a window's root view the window's size through
  /// rotation and Split View; a window made with `init(frame: .zero)` whose frame is set before
  /// it shows, as Drops' and SwiftEntryKit's windows are, lays its content out at the new size
  /// (UIKit engine reference §3.1)].
  package override var screenFrame: Rect? {
    didSet {
      guard screenFrame?.width != oldValue?.width || screenFrame?.height != oldValue?.height
      else { return }
      fitRootToWindow()
    }
  }

  /// Gives the root presentation's containers and the root view the window's frame.
  private func fitRootToWindow() {
    guard let root = rootViewController, root.isViewLoaded else { return }
    var view: UIView? = root.view
    while let current = view, current !== self {
      current.screenFrame = screenFrame
      view = current.superview
    }
  }

  /// The window's level; assigning it moves the window in front of its new peers (§4.2), and
  /// assigning the level it already has does too unless the profile says otherwise.
  public var windowLevel: UIWindow.Level = .normal {
    didSet {
      if oldValue != windowLevel
        || application?.profile.behavior.reassigningWindowLevelReorders != false
      {
        stamp()
      }
    }
  }

  /// Whether the window is hidden; showing it moves it in front of its peers (§4.2 [INF], a
  /// profile-independent model choice recorded in the UIKit reference, open question 4).
  open override var isHidden: Bool {
    didSet {
      if oldValue && !isHidden && !AppOwnership.allows("showed", ownershipName, of: application) {
        super.isHidden = true
        return
      }
      if oldValue && !isHidden { stamp() }
      if !oldValue && isHidden { passKeyStatusOn() }
      // The root's appearance follows the window's visibility [INF, §2.4].
      if oldValue != isHidden { application?.updateAppearance() }
      if oldValue != isHidden {
        postWindowNotification(
          isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification)
      }
    }
  }

  /// Hands key status to the front-most visible window of the scene when the key window is
  /// hidden, when the profile says UIKit does (§4.3; UIKit reference §9 [OBS: openradar
  /// 22364739, iOS 8/9]; which window receives it is [INF]).
  private func passKeyStatusOn() {
    guard isKeyWindow, let scene,
      application?.profile.behavior.hidingKeyWindowPassesKeyStatus == true
    else { return }
    let candidates = scene.windows.filter {
      $0 !== self && !$0.isHidden && !$0.windowEngine.isSystemWindow
    }
    if let next = candidates.sorted(by: UIWindow.isBehind).last {
      next.makeKey()
    }
  }

  /// Whether this is its scene's key window.
  public var isKeyWindow: Bool { windowScene?.keyWindow === self }

  /// Shows the window, moves it in front of the windows of its level and makes it key (§4.2).
  public func makeKeyAndVisible() {
    guard AppOwnership.allows("made key and visible", ownershipName, of: application) else {
      return
    }
    isHidden = false
    stamp()
    makeKey()
  }

  /// Makes the window key without moving it; the previous key window resigns (§4.3).
  public func makeKey() {
    guard AppOwnership.allows("made key", ownershipName, of: application) else { return }
    let previous = windowScene?.keyWindow
    windowScene?.keyWindow = self
    if previous !== self {
      previous?.resignKey()
      previous?.postWindowNotification(UIWindow.didResignKeyNotification)
      becomeKey()
      postWindowNotification(UIWindow.didBecomeKeyNotification)
    }
    application?.verifyInvariantsAfterOperation("makeKey")
  }

  /// Tells the window that it's the key window.
  ///
  /// The model calls it when the window becomes its scene's key window, before posting
  /// ``didBecomeKeyNotification`` ([DOC] uikit/uiwindow/becomekey()). It does nothing;
  /// subclasses override it.
  open func becomeKey() {}

  /// Tells the window that it's no longer the key window.
  ///
  /// The model calls it when another window of the scene becomes key, before posting
  /// ``didResignKeyNotification`` ([DOC] uikit/uiwindow/resignkey()). It does nothing, so
  /// calling it directly, which Apple says never to do, leaves the window key, as on a device;
  /// subclasses override it.
  open func resignKey() {}

  /// Dispatches an event to the window's views: each of the window's touches to the view it
  /// landed on, which UIKit's tap delivery takes from there (the view's `touchesBegan`, its
  /// gesture recognizers, `touchesEnded`, the control's actions).
  ///
  /// `UIApplication.sendEvent(_:)` calls it for every tap a test makes ([DOC]
  /// uikit/uiwindow/sendevent(_:)); a subclass that overrides it sees each tap as it begins and
  /// as it ends, and swallows it unless it calls `super`.
  ///
  /// - Parameter event: The event, whose touches for this window are delivered.
  open func sendEvent(_ event: UIEvent) {
    TouchDelivery.deliver(event, in: self)
  }

  /// The controller whose view is the window's content; assigning it installs that view and
  /// removes the old ones (§1.1, §2.1, §3.8).
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      _ = AppOwnership.allows("set the root view controller of", ownershipName, of: application)
      oldValue?.tearDownPresentations(
        leavingContainers: application?.profile.behavior.rootSwapLeavesStaleTransitionViews ?? false
      )
      installRoot(old: oldValue)
      application?.updateAppearance()
      application?.verifyInvariantsAfterOperation("rootViewController")
    }
  }

  var application: UIApplication? { windowScene?.application }

  /// The window as cross-test issues name it: `UIWindow #miniPlayer`, or its root controller.
  private var ownershipName: String {
    if let accessibilityIdentifier { return "\(engine.typeName) #\(accessibilityIdentifier)" }
    return rootViewController.map { "\(engine.typeName) with root \($0.messageDescription)" }
      ?? engine.typeName
  }

  private func stamp() {
    if let application { windowEngine.orderStamp = application.nextOrderStamp() }
  }

  private func installRoot(old: UIViewController?) {
    if let old {
      old.view.removeFromSuperview()
      windowEngine.rootTransitionView?.removeFromSuperview()
      windowEngine.rootTransitionView = nil
      old.engine.windowOfRoot = nil
      if application?.profile.behavior.rootSwapLeavesStaleTransitionViews == false {
        // The documentation's reading: every view already in the window goes (§1.1 [DOC]).
        for view in subviews { view.removeFromSuperview() }
      }
    }
    guard let root = rootViewController else { return }
    root.engine.windowOfRoot = self
    let content: UIView = root.view
    content.screenFrame = screenFrame
    guard let application, application.profile.hasRootPresentation else {
      // iOS 12 and earlier: the root view sits directly in the window (§2.2).
      insertSubview(content, at: 0)
      return
    }
    // iOS 13 and later: the root presentation's UITransitionView holds the root view,
    // inside a UIDropShadowView (§2.1).
    let transition = UIView(UIKitClassName.transitionView, frame: screenFrame)
    windowEngine.rootTransitionView = transition
    insertSubview(transition, at: 0)
    if application.profile.behavior.rootUsesDropShadowView {
      let shadow = UIView(UIKitClassName.dropShadowView, frame: screenFrame)
      transition.addSubview(shadow)
      shadow.addSubview(content)
    } else {
      transition.addSubview(content)
    }
  }

  /// Sorts windows back to front: by level, then by order stamp (§4.1–§4.2).
  static func isBehind(_ lhs: UIWindow, _ rhs: UIWindow) -> Bool {
    lhs.windowLevel == rhs.windowLevel
      ? lhs.windowEngine.orderStamp < rhs.windowEngine.orderStamp
      : lhs.windowLevel < rhs.windowLevel
  }
}
