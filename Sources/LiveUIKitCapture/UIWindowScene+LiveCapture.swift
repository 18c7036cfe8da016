#if canImport(UIKit)
public import PresentationHierarchy
public import UIKit

/// The windows of live UIKit scenes as a hierarchy source for snapshots.
///
/// ```swift
/// @MainActor @Test func launch() {
///   expectSnapshot(of: LiveScenes(UIApplication.shared.connectedScenes).captureHierarchy())
/// }
/// ```
@MainActor
public struct LiveScenes: HierarchyCapturing {
  /// The window scenes, in a stable order.
  public let scenes: [UIWindowScene]
  /// How much of each tree captures keep.
  public var detail: LiveCaptureDetail

  /// Creates a source from scenes; scenes that are not window scenes are skipped.
  ///
  /// Scenes are ordered by their session's persistent identifier, so a capture does not
  /// depend on the order of a `Set`.
  ///
  /// - Parameters:
  ///   - scenes: The scenes, such as `UIApplication.shared.connectedScenes`.
  ///   - detail: How much of each tree to keep.
  public init(_ scenes: some Sequence<UIScene>, detail: LiveCaptureDetail = .presentation) {
    self.scenes = scenes.compactMap { $0 as? UIWindowScene }
      .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
    self.detail = detail
  }

  /// Captures every window of the scenes, hidden ones included.
  ///
  /// - Returns: The windows back to front, by level then order in their scene.
  public func captureHierarchy() -> Hierarchy {
    // Windows of later scenes break ties after those of earlier ones.
    let windows = scenes.flatMap(\.windows).map { $0 as any LiveNode }
    return liveCapture(windows: windows, detail: detail)
  }
}

extension UIWindowScene {
  /// Captures the scene's windows, hidden ones included.
  ///
  /// - Parameter detail: How much of each tree to keep.
  /// - Returns: The windows back to front, by level then order in the scene.
  @MainActor
  public func captureLiveHierarchy(detail: LiveCaptureDetail = .presentation) -> Hierarchy {
    liveCapture(windows: windows.map { $0 as any LiveNode }, detail: detail)
  }
}
#endif
