/// A scene: one instance of the app's user interface, as UIKit's `UIScene`.
///
/// Scenes compare by identity, so ``UIApplication/connectedScenes`` can be a `Set`, as in UIKit,
/// and `first(where: { $0 is UIWindowScene }) as? UIWindowScene` works unchanged. The model
/// creates scenes only through ``UIApplication/connectScene()``.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// The scene's state: `.unattached` until connected, then foreground-active until a test sends
  /// the app to the background (``UIApplication/sendToBackground()``) [DOC:
  /// `uikit/uiscene/activationstate-swift.property`; a connected headless scene starts active,
  /// INF: UIKit reference §3.1, a Frameworks Engineer, Apple forums 832898].
  public internal(set) var activationState: UIScene.ActivationState = .unattached
  /// The scene's delegate; the scene keeps it, as UIKit's does [DOC: `uikit/uiscene/delegate`:
  /// "UIKit maintains a strong reference"].
  public var delegate: (any UISceneDelegate)?
  /// The scene's title, as the app switcher shows it; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var title: String!
  /// The scene's session, made when the scene connects.
  public internal(set) lazy var session = UISceneSession(scene: self, index: 0)

  override init() {}

}
