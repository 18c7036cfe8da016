public import Foundation

extension UIView {
  /// The value `intrinsicContentSize` gives for a dimension without an intrinsic size (-1)
  /// [DOC: `d.a.c/uiview/nointrinsicmetric`].
  public static let noIntrinsicMetric: CGFloat = -1
}
