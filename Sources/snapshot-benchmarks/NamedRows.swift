/// Values by name and size index, with the names in the order they were first set.
struct NamedRows<Value> {
  /// The rows, in order.
  private(set) var rows: [(name: String, values: [Value?])] = []

  /// Sets the value of a name at a size index, adding the row (of `count` sizes) if it's new.
  mutating func set(_ name: String, size: Int, count: Int, _ value: Value) {
    if let row = rows.firstIndex(where: { $0.name == name }) {
      rows[row].values[size] = value
    } else {
      var values = [Value?](repeating: nil, count: count)
      values[size] = value
      rows.append((name, values))
    }
  }
}
