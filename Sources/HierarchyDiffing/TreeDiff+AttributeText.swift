import PresentationHierarchy

extension TreeDiff {
  /// Renders attributes as short strings, spelled as the text format spells them.
  enum AttributeText {
    /// One attribute whose rendered value differs.
    struct Difference: Hashable {
      var name: String
      var old: String?
      var new: String?
    }

    /// The standard attributes that are flags: written as their bare name when set.
    static let flagNames: Set<String> = ["key", "hidden", "opaque"]

    /// The standard attributes in the text format's order, each with its rendering; `nil`
    /// means the default, which the text format omits.
    private static let standard: [(name: String, render: @Sendable (Attributes) -> String?)] = [
      ("key", { $0.isKey ? "true" : nil }),
      ("hidden", { $0.isHidden ? "true" : nil }),
      ("level", { $0.level.map(levelText) }),
      ("alpha", { $0.alpha == 1 ? nil : number($0.alpha) }),
      ("interaction", { $0.isUserInteractionEnabled ? nil : "off" }),
      ("opaque", { $0.isOpaque ? "true" : nil }),
      ("frame", { $0.frame.map(frameText) }),
      ("style", { $0.presentationStyle }),
      ("presenter", { $0.presenter }),
    ]

    /// Returns the attributes whose rendered values differ, standard ones first, then extra
    /// keys in the old order, then extra keys only the new attributes have.
    static func differences(from old: Attributes, to new: Attributes) -> [Difference] {
      guard old != new else { return [] }
      var result: [Difference] = []
      for (name, render) in standard {
        let before = render(old)
        let after = render(new)
        if before != after {
          result.append(Difference(name: name, old: before, new: after))
        }
      }
      let newExtra = Dictionary(new.extra.map { ($0.key, $0.value) }) { first, _ in first }
      var seen: Set<String> = []
      for extra in old.extra where seen.insert(extra.key).inserted {
        if newExtra[extra.key] != extra.value {
          result.append(Difference(name: extra.key, old: extra.value, new: newExtra[extra.key]))
        }
      }
      for extra in new.extra where seen.insert(extra.key).inserted {
        result.append(Difference(name: extra.key, old: nil, new: extra.value))
      }
      if result.isEmpty, old.extra != new.extra {
        // Same pairs in another order: the text format would still differ.
        result.append(
          Difference(name: "extra", old: extraText(old.extra), new: extraText(new.extra)))
      }
      return result
    }

    /// Writes a number as the text format does: integers without `.0`, others exactly.
    static func number(_ value: Double) -> String {
      if value.isNaN { return "nan" }
      if value.isInfinite { return value < 0 ? "-inf" : "inf" }
      if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
      }
      return value.description
    }

    private static func levelText(_ level: WindowLevel) -> String {
      switch level {
      case .normal: return "normal"
      case .statusBar: return "statusBar"
      case .alert: return "alert"
      default: return number(level.rawValue)
      }
    }

    private static func frameText(_ frame: Rect) -> String {
      [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ",")
    }

    private static func extraText(_ extra: [Attributes.Extra]) -> String {
      extra.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }
}
