/// The order in which UIKit composites windows (UIKit reference §4.1–§4.2).
enum LiveWindowOrder {
  /// Sorts windows back to front: by level, then scene order, then the given order.
  ///
  /// - Parameter windows: The windows in any order.
  /// - Returns: The windows back to front.
  static func backToFront(_ windows: [any LiveNode]) -> [any LiveNode] {
    let keyed = windows.enumerated().map { offset, window in
      (
        window: window, level: window.liveWindow?.level ?? 0,
        order: window.liveWindow?.sceneOrder ?? 0, offset: offset
      )
    }
    return keyed.sorted { ($0.level, $0.order, $0.offset) < ($1.level, $1.order, $1.offset) }
      .map(\.window)
  }
}
