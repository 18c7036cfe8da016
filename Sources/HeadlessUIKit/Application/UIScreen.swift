/// The screen a scene is shown on, as UIKit's `UIScreen`: its bounds in points.
@MainActor
public final class UIScreen {
  /// The screen's bounds, in points, from the app's ``FidelityProfile``.
  public let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
  }
}
