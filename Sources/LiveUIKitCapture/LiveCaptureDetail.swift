/// How much of a live view tree a capture keeps.
public enum LiveCaptureDetail: Hashable, Sendable {
  /// Windows, transition views, controller boundaries, hosted content, dimming views and other
  /// views; UIKit plumbing (drop shadows, a card sheet's clipping views, layout, wrapper and
  /// platform host views) is folded away, its children lifted to the nearest kept ancestor and
  /// its class named in a presentation's `chrome` attribute; a control's label that only
  /// repeats its `label=` is left out, as headless captures do. The default.
  case presentation
  /// Every view, each under its own class name.
  case full
}
