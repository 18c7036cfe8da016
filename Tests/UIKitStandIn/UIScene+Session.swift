public import HeadlessUIKit

/// As UIKit's `UISceneSession`, with the identifier the live capture orders scenes by.
@MainActor
public final class UISceneSession {
  /// As UIKit's `persistentIdentifier`.
  public let persistentIdentifier: String

  init(persistentIdentifier: String) {
    self.persistentIdentifier = persistentIdentifier
  }
}

extension UIScene {
  /// As UIKit's `session`; here named by the scene's place in its app's connection order.
  public var session: UISceneSession {
    let scenes = (self as? UIWindowScene)?.application.windowScenes ?? []
    let position = scenes.firstIndex { $0 === self } ?? 0
    return UISceneSession(persistentIdentifier: "scene-\(1000 + position)")
  }
}
