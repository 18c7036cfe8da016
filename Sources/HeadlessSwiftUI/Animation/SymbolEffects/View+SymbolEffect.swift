extension View {
  /// Adds an indefinite symbol effect to the symbol images in the view; inert: nothing animates.
  ///
  /// - Parameters:
  ///   - effect: The effect, such as `.pulse` or `.variableColor.iterative`.
  ///   - options: How the effect plays.
  ///   - isActive: Whether the effect runs.
  /// - Returns: The view, unchanged.
  nonisolated public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
    self
  }

  /// Adds a discrete symbol effect that plays each time a value changes; inert: nothing animates.
  ///
  /// - Parameters:
  ///   - effect: The effect, such as `.bounce`.
  ///   - options: How the effect plays.
  ///   - value: The value whose changes play the effect.
  /// - Returns: The view, unchanged.
  nonisolated public func symbolEffect<T, U>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
    self
  }

  /// Removes the symbol effects from the symbol images in the view; inert, as they are.
  ///
  /// - Parameter isEnabled: Whether to remove them.
  /// - Returns: The view, unchanged.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
  /// A transition that applies a symbol effect as a symbol image's content changes; inert.
  ///
  /// - Parameters:
  ///   - effect: The effect, such as `.replace`.
  ///   - options: How the effect plays.
  /// - Returns: The transition.
  public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition where T: ContentTransitionSymbolEffect, T: SymbolEffect
  {
    ContentTransition(name: "symbolEffect")
  }

  /// The default symbol effect transition for a symbol image's content; inert.
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}
