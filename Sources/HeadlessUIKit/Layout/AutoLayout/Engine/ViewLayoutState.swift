/// A view's Auto Layout bookkeeping, kept beside the view rather than on it (DESIGN §9).
@MainActor
final class ViewLayoutState {
  /// Whether the view's frame becomes constraints; true for views made in code
  /// [DOC: `d.a.c/uiview/translatesautoresizingmaskintoconstraints`].
  var translatesAutoresizingMaskIntoConstraints = true
  /// Content hugging by axis: 250 on both [OBS: objc.io, engine reference §5].
  var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  /// Compression resistance by axis: 750 on both [OBS: as `hugging`].
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  /// The constraints installed on the view, in installation order.
  var constraints: [NSLayoutConstraint] = []
  /// The guides the view owns, in the order they were added.
  var layoutGuides: [UILayoutGuide] = []
  /// Whether the view's `layoutSubviews` runs on the next layout pass; a new view needs one.
  var needsLayout = true
  /// Whether the view's `updateConstraints` runs on the next constraint-based pass; a new view
  /// needs one [INF: UIKit asks every view of a constraint-based tree once].
  var needsUpdateConstraints = true

  func guide(_ kind: SystemGuideKind) -> UILayoutGuide? {
    layoutGuides.first { $0.systemKind == kind }
  }
}

/// Every view's ``ViewLayoutState``, by view identity; a view without an entry has the
/// defaults.
@MainActor
enum ViewLayoutStates {
  private struct Entry {
    weak var view: UIView?
    let state: ViewLayoutState
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var pruneThreshold = 1024

  /// The view's state, if anything was ever recorded for it.
  static func existing(_ view: UIView) -> ViewLayoutState? {
    guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
    return entry.state
  }

  /// The view's state, created with the defaults when there is none.
  static func of(_ view: UIView) -> ViewLayoutState {
    if let state = existing(view) { return state }
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.view != nil }
      pruneThreshold = max(1024, entries.count * 2)
    }
    let state = ViewLayoutState()
    entries[ObjectIdentifier(view)] = Entry(view: view, state: state)
    return state
  }
}
