extension View {
  /// Sets a preference value for the view's ancestors to read, replacing what the views inside
  /// set for the key [INF: a later writer of a key replaces the values from inside it].
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - value: The value.
  /// - Returns: The modified view.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    preferenceOperation(.write(key: ObjectIdentifier(key), value: value))
  }

  /// Changes the preference value the views inside produce, for the view's ancestors to read.
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - callback: Changes the value: the views' combined value, or the key's default when
  ///     none sets one.
  /// - Returns: The modified view.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    preferenceOperation(
      .transform(key: ObjectIdentifier(key)) { value in
        var typed = value as? K.Value ?? K.defaultValue
        callback(&typed)
        return typed
      })
  }

  /// Runs an action when the preference value the view's content produces changes.
  ///
  /// Modelled [DOC: `swiftui/view/onpreferencechange(_:perform:)`]: after each layout, the
  /// value the content produces (the key's default when none sets one) is compared with the
  /// value of the last layout; the action runs with the new value when it differs, and on the
  /// first layout [INF: apps read sizes this way as the view first appears]. State the action
  /// sets is evaluated in a further pass, as a lifecycle action's is; a value that changes on
  /// every pass stops at the evaluation's pass limit with `HeadlessSwiftUI.ContentDidNotSettle`
  /// where SwiftUI logs that the preference updated more than once per frame.
  ///
  /// - Parameters:
  ///   - key: The preference key.
  ///   - action: Runs with the new value.
  /// - Returns: The modified view.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    preferenceOperation(
      .observe(
        key: ObjectIdentifier(key),
        PreferenceObserver { node, index, last in
          let value = node.preferenceValue(K.self, before: index) ?? K.defaultValue
          if let last = last as? K.Value, last == value { return (value, nil) }
          return (value, { action(value) })
        }))
  }

  /// Adds a preference operation to the view's nodes, after the ones already there.
  private func preferenceOperation(_ operation: PreferenceOperation) -> some View {
    modified(.outer { $0[PreferenceOperationsKey.self].append(operation) })
  }
}
