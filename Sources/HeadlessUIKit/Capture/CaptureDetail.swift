/// How much of the view tree a capture keeps.
public enum CaptureDetail: Hashable, Sendable {
  /// Windows, transition views, controller boundaries, hosted content and identified or named
  /// views; UIKit plumbing (drop shadows, dimming, wrapper and layout container views) is
  /// folded away, its children lifted to the nearest kept ancestor. The default.
  case presentation
  /// Every view, each under its own class name.
  case full
}
