/// An effect that rotates a symbol, as the Symbols framework's `RotateSymbolEffect`; inert.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, rotating clockwise.
  public var clockwise: RotateSymbolEffect {
    var effect = self
    effect.chosen.append("clockwise")
    return effect
  }
  /// The effect, rotating counterclockwise.
  public var counterClockwise: RotateSymbolEffect {
    var effect = self
    effect.chosen.append("counterClockwise")
    return effect
  }
  /// The effect, rotating each layer separately.
  public var byLayer: RotateSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, rotating the symbol as a whole.
  public var wholeSymbol: RotateSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// An effect that rotates a symbol; inert.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
