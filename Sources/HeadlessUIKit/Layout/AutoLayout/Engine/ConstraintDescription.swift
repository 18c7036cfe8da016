import Foundation

/// Describes constraints as UIKit's console does, with stand-ins for addresses: each object a
/// message names is `0x1`, `0x2`… in the order the message first names it.
///
/// UIKit's forms [OBS: mozilla-mobile/firefox-ios#27523 (`… (active, names: id:0x… )`),
/// microsoftconnect/ms-intune-app-sdk-ios#523 (`NSAutoresizingMaskLayoutConstraint … h=--&
/// v=--&`), horizontalsystems/unstoppable-wallet-ios#707 (`'UIView-Encapsulated-Layout-Width'`
/// identifiers)].
@MainActor
struct ConstraintDescriber {
  private var addresses: [ObjectIdentifier: String] = [:]
  private var count = 0

  private mutating func freshAddress() -> String {
    count += 1
    return "0x\(count)"
  }

  private mutating func address(of object: AnyObject) -> String {
    let id = ObjectIdentifier(object)
    if let known = addresses[id] { return known }
    let address = freshAddress()
    addresses[id] = address
    return address
  }

  /// An item as the console prints it, and the `names:` entry it needs (views with an
  /// accessibility identifier print by it).
  private mutating func name(of item: AnyObject?) -> (text: String, names: [String]) {
    if let view = item as? UIView {
      let address = address(of: view)
      if let identifier = view.accessibilityIdentifier {
        return (identifier, ["\(identifier):\(address)"])
      }
      return ("\(view.engine.typeName):\(address)", [])
    }
    if let guide = item as? UILayoutGuide {
      let suffix = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      return ("UILayoutGuide:\(address(of: guide))\(suffix)", [])
    }
    return ("(null)", [])
  }

  /// An anchor, such as `<NSLayoutYAxisAnchor:0x1 "UILabel:0x2.top">`.
  mutating func anchorDescription(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute
  ) -> String {
    let kind =
      switch attribute {
      case .width, .height: "NSLayoutDimension"
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        "NSLayoutYAxisAnchor"
      default: "NSLayoutXAxisAnchor"
      }
    let anchorAddress = freshAddress()
    return "<\(kind):\(anchorAddress) \"\(name(of: item).text).\(attribute.consoleName)\">"
  }

  /// One constraint, such as `<NSLayoutConstraint:0x1 banner.height == 60   (active, names:
  /// banner:0x2 )>`.
  mutating func describe(_ constraint: EngineConstraint) -> String {
    switch constraint.source {
    case .app(let app):
      let head =
        "NSLayoutConstraint:\(address(of: app))"
        + (app.identifier.map { " '\($0)'" } ?? "")
      let first = name(of: app.firstItem)
      var names = first.names
      var text = "\(first.text).\(app.firstAttribute.consoleName) \(app.relation.symbol) "
      if app.secondItem == nil {
        text += Self.number(Double(app.constant))
      } else {
        let second = name(of: app.secondItem)
        names += second.names.filter { !names.contains($0) }
        let factor = app.multiplier == 1 ? "" : "\(Self.number(Double(app.multiplier)))*"
        text += "\(factor)\(second.text).\(app.secondAttribute.consoleName)"
        if let spacing = app.systemSpacing {
          text += " + NSSpace(\(Self.number(Double(spacing))))"
        } else if app.constant != 0 {
          text += (app.constant < 0 ? " - " : " + ") + Self.number(abs(Double(app.constant)))
        }
      }
      return Self.wrap(head, text, names: names)
    case .autoresizing(let view, let attribute, let superview, let fills):
      let mask = fills ? "h=-&- v=-&-" : "h=--& v=--&"
      let head = "NSAutoresizingMaskLayoutConstraint:\(address(of: constraint.linear)) \(mask)"
      let item = name(of: view)
      var names = item.names
      var right = Self.number(constraint.constant)
      if let superview {
        let parent = name(of: superview).text
        names.append("'|':\(parent)")
        if fills { right = "\(parent).\(attribute)" }
      }
      return Self.wrap(head, "\(item.text).\(attribute) == \(right)", names: names)
    case .contentSize(let view, let attribute, let hug, let resist):
      let item = name(of: view)
      return Self.wrap(
        "NSContentSizeLayoutConstraint:\(address(of: constraint.linear))",
        "\(item.text).\(attribute) == \(Self.number(constraint.constant)) "
          + "Hug:\(Self.number(Double(hug.rawValue))) "
          + "CompressionResistance:\(Self.number(Double(resist.rawValue)))", names: item.names)
    case .guide(let guide, let attribute, let owner):
      let item = name(of: guide)
      let ownerName = name(of: owner)
      let head =
        "NSLayoutConstraint:\(address(of: constraint.linear)) '\(guide.identifier)-\(attribute)'"
      let sign = constraint.constant < 0 ? " - " : " + "
      return Self.wrap(
        head,
        "\(item.text).\(attribute) == \(ownerName.text).\(attribute)\(sign)"
          + Self.number(abs(constraint.constant)), names: item.names + ownerName.names)
    case .fitting(let view, let attribute):
      let item = name(of: view)
      return Self.wrap(
        "NSLayoutConstraint:\(address(of: constraint.linear)) 'UIView-Fitting-Size'",
        "\(item.text).\(attribute) == \(Self.number(constraint.constant))", names: item.names)
    }
  }

  private static func wrap(_ head: String, _ text: String, names: [String]) -> String {
    let state = names.isEmpty ? "active" : "active, names: \(names.joined(separator: ", ")) "
    return "<\(head) \(text)   (\(state))>"
  }

  /// A number as the console prints it: `60`, `187.5`, `0.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension NSLayoutConstraint.Relation {
  /// The relation's symbol in the console.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
