import PresentationHierarchy

extension TreeDiff {
  /// Compares attributes as the text format spells them (``Attributes/fields``).
  enum AttributeText {
    /// One attribute whose written value differs; `nil` means the default, which the text
    /// format omits.
    struct Difference: Hashable {
      var name: String
      var old: String?
      var new: String?
    }

    /// The standard attributes that are flags: written as their bare name when set.
    static let flagNames: Set<String> = ["key", "hidden", "opaque"]

    /// Returns the attributes whose written values differ: standard ones in the text format's
    /// order, then extra keys in the old order, then extra keys only the new attributes have.
    static func differences(from old: Attributes, to new: Attributes) -> [Difference] {
      guard old != new else { return [] }
      let oldFields = old.fields
      let newFields = new.fields
      let oldValues = values(oldFields)
      let newValues = values(newFields)
      let standard = Attributes.standardKeys.filter { oldValues[$0] != nil || newValues[$0] != nil }
      var seen: Set<String> = []
      var result: [Difference] = []
      for name in standard + (oldFields + newFields).map(\.name)
      where seen.insert(name).inserted && oldValues[name] != newValues[name] {
        result.append(Difference(name: name, old: oldValues[name], new: newValues[name]))
      }
      if result.isEmpty, oldFields != newFields {
        // Same pairs in another order: the text format would still differ.
        result.append(
          Difference(name: "extra", old: extraText(old.extra), new: extraText(new.extra)))
      }
      return result
    }

    /// Each field's written value, `true` for a set flag.
    private static func values(_ fields: [Attributes.Field]) -> [String: String] {
      Dictionary(fields.map { ($0.name, $0.value ?? "true") }) { first, _ in first }
    }

    private static func extraText(_ extra: [Attributes.Extra]) -> String {
      extra.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }
}
