extension Binding {
  /// Whether an optional value is present, as a binding: it reads `true` while the value isn't
  /// `nil`, and setting it to `false` sets the value to `nil` (how the `item:` presentation
  /// modifiers dismiss).
  func presence<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(get: { wrappedValue != nil }, trackedSet: { if !$0 { wrappedValue = nil } })
  }
}
