import PresentationHierarchy

/// Every view tree's ``LayoutEngine``, by the tree's root, and what the engines' solutions say
/// about items.
@MainActor
enum LayoutEngines {
  private struct Entry {
    weak var root: UIView?
    let engine: LayoutEngine
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// The root of a view's tree: its window, or its highest ancestor.
  static func root(of view: UIView) -> UIView {
    var current = view
    while let parent = current.superview { current = parent }
    return current
  }

  /// The engine of a tree, if its root ever solved constraints.
  static func existing(for root: UIView) -> LayoutEngine? {
    guard let entry = entries[ObjectIdentifier(root)], entry.root === root else { return nil }
    return entry.engine
  }

  /// The engine of a tree, made on first use.
  static func engine(for root: UIView) -> LayoutEngine {
    if let engine = existing(for: root) { return engine }
    entries = entries.filter { $0.value.root != nil }
    let engine = LayoutEngine(root: root)
    entries[ObjectIdentifier(root)] = Entry(root: root, engine: engine)
    return engine
  }

  /// Where the last solution of the item's tree placed it, in screen coordinates.
  static func solvedScreenFrame(of item: AnyObject) -> Rect? {
    let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    guard let view else { return nil }
    let root = root(of: view)
    guard let solved = existing(for: root)?.solvedVariables(of: item)?.rect else { return nil }
    let origin = root.effectiveScreenFrame
    return Rect(
      x: origin.x + solved.x, y: origin.y + solved.y, width: solved.width, height: solved.height)
  }

  /// Places the subviews Auto Layout positions at their solved frames: what UIKit's
  /// `layoutSubviews` does by default [DOC: `d.a.c/uiview/layoutsubviews()`: "the default
  /// implementation uses any constraints you have set to determine the size and position of
  /// any subviews"].
  static func applySolvedFrames(toSubviewsOf view: UIView) {
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = solvedScreenFrame(of: subview), frame != subview.effectiveScreenFrame
      else { continue }
      // Its subviews follow it, as frames in superview coordinates do (FrameFollowing).
      subview.screenFrame = frame
    }
  }
}
