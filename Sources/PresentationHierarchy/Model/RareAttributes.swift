/// The attributes only windows and presentations have, kept out of line by ``Attributes``.
///
/// Immutable, so one box is shared by every copy of a node and replaced, never changed, when an
/// attribute in it is set.
final class RareAttributes: Sendable {
  /// The values a box holds.
  struct Values: Hashable, Sendable {
    var level: WindowLevel?
    var presentationStyle: String?
    var presenter: String?
    var extra: [Attributes.Extra] = []
  }

  /// The values.
  let values: Values

  init(_ values: Values) {
    self.values = values
  }
}
