extension UIScrollView {
  /// The layout guide based on the untranslated content rectangle of the scroll view.
  ///
  /// Modelled: its origin is the content's (it scrolls with ``contentOffset``), and when
  /// constraints decide its width or height, a layout pass makes them the ``contentSize``
  /// [DOC: `uikit/uiscrollview/contentlayoutguide`: "Use this layout guide when you want to
  /// create Auto Layout constraints related to the content area of a scroll view"; Auto Layout
  /// Guide, "Working with Scroll Views": the content's constraints define "the size of the
  /// scroll view's content area"]. A size no constraint decides stays the ``contentSize`` set in
  /// code [INF: UIKit leaves it ambiguous].
  public var contentLayoutGuide: UILayoutGuide {
    systemGuide(.scrollContent, identifier: "")
  }

  /// The layout guide based on the untransformed frame rectangle of the scroll view.
  ///
  /// Modelled: it covers the scroll view's frame and stays put while the content scrolls, so
  /// content pinned to it floats [DOC: `uikit/uiscrollview/framelayoutguide`: "constraints that
  /// explicitly involve the frame rectangle of the scroll view itself, as opposed to its content
  /// rectangle"].
  public var frameLayoutGuide: UILayoutGuide {
    systemGuide(.scrollFrame, identifier: "")
  }
}
