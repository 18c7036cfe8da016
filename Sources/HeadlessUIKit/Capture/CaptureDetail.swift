/// How much of the view tree a capture keeps.
public enum CaptureDetail: Hashable, Sendable {
  /// Windows, transition views, controller boundaries, hosted content, dimming views and other
  /// views; UIKit plumbing (drop shadows, wrapper and layout container views) is folded away,
  /// its children lifted to the nearest kept ancestor and its class named in the transition
  /// view's `chrome` attribute. The default.
  case presentation
  /// Every view, each under its own class name.
  case full
}
