import Foundation

/// How a scroll view's safe area becomes part of its content insets, and how the content
/// follows when it changes.
///
/// A behaviour adds the safe area insets on the edges it adjusts [DOC:
/// `uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/…`]: `.always` on every edge,
/// `.never` on none, `.scrollableAxes` top and bottom when the content is taller than the scroll
/// view or `alwaysBounceVertical` is set (left and right the same way), and `.automatic` as
/// `.scrollableAxes` plus top and bottom whenever the scroll view is the root view of a
/// controller a navigation or tab bar controller shows.
@MainActor
enum ContentInsetAdjustment {
  /// The scroll view's content inset plus the safe area insets its behaviour adds.
  static func adjustedInset(of scrollView: UIScrollView) -> UIEdgeInsets {
    let (vertical, horizontal) = adjustedAxes(of: scrollView)
    let safeArea = scrollView.safeAreaInsets
    var inset = scrollView.contentInset
    if vertical {
      inset.top += safeArea.top
      inset.bottom += safeArea.bottom
    }
    if horizontal {
      inset.left += safeArea.left
      inset.right += safeArea.right
    }
    return inset
  }

  /// Which of the scroll view's axes take the safe area into their insets.
  private static func adjustedAxes(of scrollView: UIScrollView) -> (
    vertical: Bool, horizontal: Bool
  ) {
    let size = scrollView.bounds.size
    let content = scrollView.contentSize
    let scrollsVertically = content.height > size.height || scrollView.alwaysBounceVertical
    let scrollsHorizontally = content.width > size.width || scrollView.alwaysBounceHorizontal
    switch scrollView.contentInsetAdjustmentBehavior {
    case .always: return (true, true)
    case .never: return (false, false)
    case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
    case .automatic:
      return (scrollsVertically || isRootOfBarController(scrollView), scrollsHorizontally)
    }
  }

  /// Whether the scroll view is the root view of a controller a navigation or tab bar
  /// controller shows [DOC: `…/contentinsetadjustmentbehavior-swift.enum/automatic`].
  private static func isRootOfBarController(_ scrollView: UIScrollView) -> Bool {
    guard let controller = scrollView.engine.owningViewController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Takes a change of the adjusted inset into account, in a layout pass: content resting at
  /// its top-left keeps resting there, so a table's first row sits just below the bars [INF:
  /// UIKit keeps a resting offset at minus the adjusted inset; an offset the app scrolled
  /// elsewhere stays], then the scroll view and its delegate hear of the change [DOC:
  /// `uikit/uiscrollview/adjustedcontentinsetdidchange()`,
  /// `uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)`].
  /// - Returns: Whether the inset changed.
  @discardableResult
  static func update(_ scrollView: UIScrollView) -> Bool {
    let inset = adjustedInset(of: scrollView)
    let applied = scrollView.engine.appliedAdjustedContentInset
    guard inset != applied else { return false }
    scrollView.engine.appliedAdjustedContentInset = inset
    var offset = scrollView.contentOffset
    if offset.y == -applied.top { offset.y = -inset.top }
    if offset.x == -applied.left { offset.x = -inset.left }
    scrollView.contentOffset = offset
    scrollView.adjustedContentInsetDidChange()
    scrollView.delegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
    return true
  }
}
