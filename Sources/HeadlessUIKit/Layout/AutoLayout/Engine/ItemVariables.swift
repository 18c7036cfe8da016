/// The four variables that place one view or layout guide, in its tree's root coordinates.
@MainActor
final class ItemVariables {
  weak var item: AnyObject?
  let minX: LinearVariable
  let minY: LinearVariable
  let width: LinearVariable
  let height: LinearVariable

  init(_ item: AnyObject) {
    self.item = item
    minX = LinearVariable("minX")
    minY = LinearVariable("minY")
    width = LinearVariable("width")
    height = LinearVariable("height")
  }

  /// The solved rectangle in root coordinates.
  var rect: (x: Double, y: Double, width: Double, height: Double) {
    (minX.value, minY.value, width.value, height.value)
  }

  /// The weighted variables an attribute stands for: an edge, a center or a size, where a
  /// plain view's baselines are its bottom [INF: a view without text aligns by its frame].
  func terms(_ attribute: NSLayoutConstraint.Attribute) -> [(
    variable: LinearVariable, coefficient: Double
  )] {
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: [(minX, 1)]
    case .right, .trailing, .rightMargin, .trailingMargin: [(minX, 1), (width, 1)]
    case .centerX, .centerXWithinMargins: [(minX, 1), (width, 0.5)]
    case .top, .topMargin: [(minY, 1)]
    case .bottom, .lastBaseline, .firstBaseline, .bottomMargin: [(minY, 1), (height, 1)]
    case .centerY, .centerYWithinMargins: [(minY, 1), (height, 0.5)]
    case .width: [(width, 1)]
    case .height: [(height, 1)]
    case .notAnAttribute: []
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is measured inside the view's layout margins.
  var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is one of the four edges (left, right, leading, trailing, top or
  /// bottom), outside the margins.
  var isEdge: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .top, .bottom: true
    default: false
    }
  }

  /// The name UIKit's console prints for the attribute.
  var consoleName: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
