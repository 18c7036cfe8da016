public import Foundation

/// The anchors of a view controller's top and bottom layout guides, as UIKit's
/// `UILayoutSupport` [DOC: `uikit/uilayoutsupport`]: what `topLayoutGuide` and
/// `bottomLayoutGuide` return.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
  /// The guide's height: from the view's edge to the safe area's [DOC:
  /// `uikit/uilayoutsupport/length`].
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: a layout guide of its view, pinned between the
/// view's edge and its safe area's, so Auto Layout places it [DOC:
/// `uikit/uiviewcontroller/toplayoutguide`, "the lowest vertical extent for your onscreen
/// content", which iOS 11 replaced by the safe area].
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
  /// The identifiers of the two guides.
  static let topIdentifier = "UIViewControllerTopLayoutGuide"
  static let bottomIdentifier = "UIViewControllerBottomLayoutGuide"
  /// Whether the guide is the top one (else the bottom one).
  private var isTop = true

  /// The owning view's safe-area inset on the guide's edge, so it is right even before the
  /// next layout pass places the guide.
  var length: CGFloat {
    guard let owningView else { return 0 }
    return isTop ? owningView.safeAreaInsets.top : owningView.safeAreaInsets.bottom
  }

  /// The guide of `view` named `identifier`, added and pinned the first time it is asked for.
  static func guide(
    _ identifier: String, in view: UIView,
    pinnedBy constraints: (BarLayoutGuide, UIView) -> [NSLayoutConstraint]
  ) -> BarLayoutGuide {
    if let guide = view.layoutGuides.lazy.compactMap({ $0 as? BarLayoutGuide }).first(where: {
      $0.identifier == identifier
    }) {
      return guide
    }
    let guide = BarLayoutGuide()
    guide.identifier = identifier
    guide.isTop = identifier == topIdentifier
    view.addLayoutGuide(guide)
    NSLayoutConstraint.activate(constraints(guide, view))
    return guide
  }
}

extension UIViewController {
  /// The guide from the top of the view to the top of its safe area, as UIKit's deprecated
  /// `topLayoutGuide` (its `bottomAnchor` is the safe area's `topAnchor`).
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
  )
  public var topLayoutGuide: any UILayoutSupport {
    BarLayoutGuide.guide(BarLayoutGuide.topIdentifier, in: view) { guide, view in
      [
        guide.topAnchor.constraint(equalTo: view.topAnchor),
        guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      ]
    }
  }

  /// The guide from the bottom of the view's safe area to the bottom of the view, as UIKit's
  /// deprecated `bottomLayoutGuide` (its `topAnchor` is the safe area's `bottomAnchor`).
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
  )
  public var bottomLayoutGuide: any UILayoutSupport {
    BarLayoutGuide.guide(BarLayoutGuide.bottomIdentifier, in: view) { guide, view in
      [
        guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ]
    }
  }
}
