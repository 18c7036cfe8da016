/// A scene: one instance of the app's user interface, as UIKit's `UIScene`.
///
/// Scenes compare by identity, so ``UIApplication/connectedScenes`` can be a `Set`, as in UIKit,
/// and `first(where: { $0 is UIWindowScene }) as? UIWindowScene` works unchanged. The model
/// creates scenes only through ``UIApplication/connectScene()``.
@preconcurrency @MainActor
open class UIScene: Hashable {
  init() {}

  nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
