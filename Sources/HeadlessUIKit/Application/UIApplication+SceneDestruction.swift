/// What UIKit uses when it removes a scene at the app's request, as UIKit's
/// `UISceneDestructionRequestOptions`; inert.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions {
  /// Creates options.
  public init() {}
}

extension UIApplication {
  /// Asks the system to dismiss a scene and remove it from the app switcher.
  ///
  /// Inert in the model: the scene stays connected and its windows stay on screen, since the
  /// model disconnects no scene; the error handler isn't called.
  ///
  /// - Parameters:
  ///   - sceneSession: The session of the scene to remove.
  ///   - options: How to remove it.
  ///   - errorHandler: Called by UIKit when the request fails.
  public func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
}
