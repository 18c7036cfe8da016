/// Bindings made from other bindings, as SwiftUI declares them: to an unwrapped, an optional or
/// a type-erased value, and with an animation or a transaction (inert: state changes apply at
/// once in the model).
extension Binding {
  /// Creates a binding to the unwrapped value of an optional binding, or `nil` when its value
  /// is `nil`.
  ///
  /// SwiftUI's new binding force-unwraps the base's value, so reading it after the base became
  /// `nil` crashes; the model's reads the value the base had when the binding was made instead,
  /// so a test never stops there.
  ///
  /// - Parameter base: The optional binding.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, trackedSet: { base.wrappedValue = $0 })
  }

  /// Creates a binding to an optional value from a binding to a value; writing `nil` leaves the
  /// base unchanged.
  ///
  /// - Parameter base: The binding.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      trackedSet: { newValue in
        if let newValue { base.wrappedValue = newValue }
      })
  }

  /// Creates a binding to a type-erased value from a binding to a hashable value; writing a
  /// value of another type leaves the base unchanged.
  ///
  /// - Parameter base: The binding.
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      trackedSet: { newValue in
        if let value = newValue.base as? V { base.wrappedValue = value }
      })
  }

  /// The binding, animating the changes its writes cause: inert, the model applies them at once.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: A binding to the same value.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }

  /// The binding, with the transaction its writes apply in: inert, the model applies them at once.
  ///
  /// - Parameter transaction: The transaction.
  /// - Returns: A binding to the same value.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    self
  }
}
