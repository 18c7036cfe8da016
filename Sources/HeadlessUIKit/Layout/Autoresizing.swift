import PresentationHierarchy

extension UIView {
  /// The parts of a view that grow or shrink with its superview, as `UIView.AutoresizingMask`.
  ///
  /// Bit values in UIView.h's order: left margin, width, right margin, top margin, height,
  /// bottom margin (UIKit engine reference §4).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// UIKit's autoresizing: when a view's size changes, each subview with a mask shares the
/// change among its flexible parts — margins and size — in proportion to their lengths, or
/// equally when those are all zero [DOC: `uikit/uiview/autoresizingmask-swift.property`, "the
/// difference is distributed proportionally"; the equal split INF].
@MainActor
enum Autoresizing {
  static func resizeSubviews(of view: UIView, from old: Rect, to new: Rect) {
    for subview in view.subviews where !subview.autoresizingMask.isEmpty {
      guard let frame = subview.screenFrame else { continue }
      let mask = subview.autoresizingMask
      let (x, width) = share(
        start: frame.x - old.x, length: frame.width, total: old.width, delta: new.width - old.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = share(
        start: frame.y - old.y, length: frame.height, total: old.height,
        delta: new.height - old.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.screenFrame = Rect(x: new.x + x, y: new.y + y, width: width, height: height)
    }
  }

  /// One axis: the new start and length of a part `[start, start + length]` of `total` when
  /// the total grows by `delta`.
  private static func share(
    start: Double, length: Double, total: Double, delta: Double,
    flexible: (leading: Bool, size: Bool, trailing: Bool)
  ) -> (start: Double, length: Double) {
    let trailing = total - start - length
    let parts = [
      flexible.leading ? max(0, start) : nil, flexible.size ? max(0, length) : nil,
      flexible.trailing ? max(0, trailing) : nil,
    ]
    let flexibleCount = parts.compactMap { $0 }.count
    guard flexibleCount > 0, delta != 0 else { return (start, length) }
    let sum = parts.compactMap { $0 }.reduce(0, +)
    func portion(_ part: Double?) -> Double {
      guard let part else { return 0 }
      return sum > 0 ? delta * part / sum : delta / Double(flexibleCount)
    }
    return (start + portion(parts[0]), max(0, length + portion(parts[1])))
  }
}
