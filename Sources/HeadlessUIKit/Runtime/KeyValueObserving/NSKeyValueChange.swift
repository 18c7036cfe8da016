#if !canImport(ObjectiveC)
/// The kinds of change a key-value observer hears of, as Foundation's `NSKeyValueChange`,
/// which Linux lacks.
///
/// The raw values are Foundation's. The model only ever reports ``setting``: it observes no
/// to-many relationships.
public enum NSKeyValueChange: UInt, Sendable {
  /// The observed value was set.
  case setting = 1
  /// Objects were inserted into an observed to-many relationship; never reported by the model.
  case insertion = 2
  /// Objects were removed from an observed to-many relationship; never reported by the model.
  case removal = 3
  /// Objects of an observed to-many relationship were replaced; never reported by the model.
  case replacement = 4
}
#endif
