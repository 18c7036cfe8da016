/// How much of the view tree a capture keeps.
public enum CaptureDetail: Hashable, Sendable {
  /// Windows, transition views, controller boundaries, hosted content, dimming views and other
  /// views; UIKit plumbing (drop shadows, wrapper and layout container views) is folded away,
  /// its children lifted to the nearest kept ancestor and its class named in the transition
  /// view's `chrome` attribute; a control's label that only repeats its `label=` (the `Text` of
  /// `Button("Play")`) is left out (`Hierarchy.labelEchoIndices()`). The default.
  case presentation
  /// Every view, each under its own class name.
  case full
}
