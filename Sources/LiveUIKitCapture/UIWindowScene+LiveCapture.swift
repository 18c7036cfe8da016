#if canImport(UIKit)
public import PresentationHierarchy
public import UIKit

/// The windows of live UIKit scenes as a hierarchy source for snapshots.
///
/// ```swift
/// @MainActor @Test func launch() async throws {
///   let scenes = LiveScenes(UIApplication.shared.connectedScenes)
///   try await scenes.settle()
///   expectSnapshot(of: scenes.captureHierarchy())
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
  /// - Returns: The windows back to front: by scene, then level, then `UIApplication.windows`
  ///   order.
  public func captureHierarchy() -> Hierarchy {
    liveCapture(windows: LiveWindows.backToFront(scenes.map(\.windows)), detail: detail)
  }
}

extension UIWindowScene {
  /// Captures the scene's windows, hidden ones included.
  ///
  /// - Parameter detail: How much of each tree to keep.
  /// - Returns: The windows back to front, by level then `UIApplication.windows` order.
  @MainActor
  public func captureLiveHierarchy(detail: LiveCaptureDetail = .presentation) -> Hierarchy {
    liveCapture(windows: LiveWindows.backToFront([windows]), detail: detail)
  }
}

/// Orders a UIKit app's windows for a capture.
@MainActor
enum LiveWindows {
  /// The windows of scenes back to front, as live nodes (`LiveWindowOrder`).
  static func backToFront(_ scenes: [[UIWindow]]) -> [any LiveNode] {
    let application: any ApplicationWindowList = UIApplication.shared
    return LiveWindowOrder.backToFront(
      scenes: scenes, applicationWindows: application.windows,
      level: { Double($0.windowLevel.rawValue) }
    ).map { $0 as any LiveNode }
  }
}

/// `UIApplication.windows`, the only window list whose order Apple documents ("ordered from
/// back to front by window level" [DOC: `UIApplication.windows`]).
///
/// Deprecated since iOS 15 in favour of `UIWindowScene.windows`, whose order is not documented;
/// reading it through this protocol keeps the deprecation warning out of every build of the
/// package, while the conformance states where it comes from.
@MainActor
protocol ApplicationWindowList {
  /// The app's windows, back to front.
  var windows: [UIWindow] { get }
}

extension UIApplication: ApplicationWindowList {}
#endif
