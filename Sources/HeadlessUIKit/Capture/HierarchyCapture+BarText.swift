import PresentationHierarchy

extension HierarchyCapture {
  /// The bar's text attributes (see `BarText`); none for other views.
  static func barText(of view: UIView) -> [(key: String, value: String)] {
    if let bar = view as? UINavigationBar {
      return BarText.navigationBar(title: bar.topItem?.title)
    }
    if let bar = view as? UITabBar {
      return BarText.tabBar(
        items: (bar.items ?? []).map(\.title), selected: bar.selectedItem?.title)
    }
    return []
  }
}
