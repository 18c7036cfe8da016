/// A headless app: its scenes, windows and console, with no global state.
///
/// Every test creates its own, so tests run in parallel:
///
/// ```swift
/// let app = Application(profile: .iPhone)
/// let scene = app.connectScene()
/// let window = Window(windowScene: scene)
/// window.rootViewController = root
/// window.makeKeyAndVisible()
/// ```
///
/// Once connected, a scene and its app keep each other alive, so holding a window or a
/// controller is enough; like a real app, a headless one is never torn down.
@MainActor
public final class Application {
  /// The iOS version, idiom and uncertain behaviours being reproduced.
  public let profile: FidelityProfile
  /// What UIKit would have printed: warnings for dropped requests.
  public let console = Console()
  /// The connected scenes, in connection order.
  public private(set) var connectedScenes: [WindowScene] = []
  /// Whether animated transitions stay in progress until ``finishTransitions()``.
  ///
  /// When `false` (the default) every transition completes at once, so a test never waits.
  /// Set it to `true` to reproduce "while a presentation is in progress" warnings.
  public var defersAnimatedTransitions = false

  /// Transitions started but not finished, in start order.
  var pendingTransitions: [() -> Void] = []
  /// The last window order stamp given out (UIKIT-MODEL.md §4.2).
  private var clock = 0

  /// Creates an app.
  ///
  /// - Parameter profile: The iOS version, idiom and uncertain behaviours to reproduce.
  public init(profile: FidelityProfile = .iPhone) {
    self.profile = profile
  }

  /// Connects a new window scene, as the system does at launch.
  ///
  /// - Returns: The scene.
  @discardableResult
  public func connectScene() -> WindowScene {
    let scene = WindowScene(application: self)
    connectedScenes.append(scene)
    return scene
  }

  /// The app's windows in all scenes, back to front: by level, then show order (§4.4), hidden
  /// ones included, system windows (the keyboard's) excluded.
  public var windows: [Window] {
    connectedScenes.flatMap(\.windows).filter { !$0.isSystemWindow }.sorted(by: Window.isBehind)
  }

  /// The key window of the first scene that has one.
  public var keyWindow: Window? {
    connectedScenes.lazy.compactMap(\.keyWindow).first
  }

  /// Completes every transition in progress, in the order they started.
  public func finishTransitions() {
    while !pendingTransitions.isEmpty {
      let transition = pendingTransitions.removeFirst()
      transition()
    }
  }

  /// Whether any transition is in progress.
  public var hasTransitionInProgress: Bool { !pendingTransitions.isEmpty }

  /// Runs a transition's completion now, or later when transitions are deferred.
  func perform(animated: Bool, completion: @escaping () -> Void) {
    if animated && defersAnimatedTransitions {
      pendingTransitions.append(completion)
    } else {
      completion()
    }
  }

  /// Returns the next window order stamp.
  func nextOrderStamp() -> Int {
    clock += 1
    return clock
  }
}
