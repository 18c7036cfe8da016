import PresentationHierarchy

extension UINavigationController {
  /// The geometry of bar button items in a navigation bar, for hit testing only [INF: UIKit
  /// sizes items to their content, which the model doesn't measure].
  private enum BarItemLayout {
    /// An item's width and height: the 44-point minimum tap target [DOC: Human Interface
    /// Guidelines; UIKit's widths follow the content, INF].
    static let size = 44.0
    /// The inset of the first item from the bar's edge [INF].
    static let margin = 16.0
    /// The space between neighbouring items [INF].
    static let spacing = 8.0
  }

  /// Shows the top controller's bar button items as views of the navigation bar: the leading
  /// items from the leading edge, the first leftmost, and the trailing items from the trailing
  /// edge, the first rightmost [DOC: `leftBarButtonItems`, `rightBarButtonItems`], in the
  /// bar's bottom 44 points [INF].
  ///
  /// Space items are left out [INF]. While a controller is below the top one, a back button
  /// comes first (see ``shownBackButtonTitle``).
  func showBarItems() {
    for view in navigationBar.subviews { view.removeFromSuperview() }
    guard isViewLoaded, let bar = navigationBar.screenFrame else { return }
    let size = BarItemLayout.size
    let y = bar.y + max(bar.height - size, 0)
    var leading = bar.x + BarItemLayout.margin
    if let title = shownBackButtonTitle {
      navigationBar.addSubview(backButtonView)
      backButtonView.screenFrame = Rect(x: leading, y: y, width: size, height: size)
      backButtonView.accessibilityLabel = title
      leading += size + BarItemLayout.spacing
    }
    guard let item = topViewController?.navigationItemStorage else { return }
    for barItem in (item.leftBarButtonItems ?? []) where !barItem.isSpace {
      place(barItem, at: Rect(x: leading, y: y, width: size, height: size))
      leading += size + BarItemLayout.spacing
    }
    var trailing = bar.x + bar.width - BarItemLayout.margin
    for barItem in (item.rightBarButtonItems ?? []) where !barItem.isSpace {
      trailing -= size
      place(barItem, at: Rect(x: trailing, y: y, width: size, height: size))
      trailing -= BarItemLayout.spacing
    }
    if let titleView = item.titleView { placeTitleView(titleView, in: bar, y: y) }
  }

  /// The label of the back button the bar shows, or `nil` when it shows none.
  ///
  /// There is one while a controller is below the top one, unless the top's navigation item
  /// hides it or has leading items that don't supplement it [DOC: `uikit/uinavigationbar/backitem`:
  /// the bar shows a back button when the top item has no leading item;
  /// `uikit/uinavigationitem/leftitemssupplementbackbutton`; `…/hidesbackbutton`]. Its title
  /// comes from the controller below: its `backBarButtonItem`'s title, else by its
  /// `backButtonDisplayMode` its `backButtonTitle`, its `title` or "Back" [DOC:
  /// `uikit/uinavigationitem/backbarbuttonitem`; `uikit/uinavigationitem/backbuttondisplaymode-swift.enum/default`:
  /// backButtonTitle, title, a generic title such as "Back"]. A `.minimal` one shows only the
  /// chevron; the model labels it "Back", as VoiceOver reads it [INF]. The button is 44 points
  /// square at the leading margin [INF], and a tap pops the top controller.
  var shownBackButtonTitle: String? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    let item = top.navigationItemStorage
    if item?.hidesBackButton == true { return nil }
    if let leading = item?.leftBarButtonItems, !leading.isEmpty,
      item?.leftItemsSupplementBackButton != true
    {
      return nil
    }
    let below = viewControllers[viewControllers.count - 2]
    let backItem = below.navigationItem
    if let title = backItem.backBarButtonItem?.title { return title }
    switch backItem.backButtonDisplayMode {
    case .default: return backItem.backButtonTitle ?? backItem.title ?? below.title ?? "Back"
    case .generic, .minimal: return "Back"
    }
  }

  /// Puts a title view centred in the bar's bottom 44 points, its size its frame's or else its
  /// intrinsic size, no wider than the bar less its margins [DOC: `titleView`; sizes INF].
  private func placeTitleView(_ titleView: UIView, in bar: Rect, y: Double) {
    let own = titleView.screenFrame.map { CGSize(width: $0.width, height: $0.height) }
    let intrinsic = titleView.intrinsicContentSize
    var width = Double(own?.width ?? 0)
    var height = Double(own?.height ?? 0)
    if width <= 0 { width = max(Double(intrinsic.width), 0) }
    if height <= 0 { height = max(Double(intrinsic.height), 0) }
    width = min(width, bar.width - 2 * BarItemLayout.margin)
    height = min(height, BarItemLayout.size)
    let frame = Rect(
      x: bar.x + (bar.width - width) / 2, y: y + (BarItemLayout.size - height) / 2,
      width: width, height: height)
    navigationBar.addSubview(titleView)
    titleView.screenFrame = frame
  }

  private func place(_ item: UIBarButtonItem, at frame: Rect) {
    let view = item.barView
    item.updateView()
    let own = view.screenFrame
    navigationBar.addSubview(view)
    // A custom view keeps the size it was given, centred in the item's slot [INF].
    if item.customView != nil, let own, own.width > 0, own.height > 0 {
      view.screenFrame = Rect(
        x: frame.x + (frame.width - own.width) / 2, y: frame.y + (frame.height - own.height) / 2,
        width: own.width, height: own.height)
    } else {
      view.screenFrame = frame
    }
  }
}
