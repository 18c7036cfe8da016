/// An effect that fades the opacity of a symbol's layers, as the Symbols framework's
/// `PulseSymbolEffect`; inert.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, pulsing each layer separately.
  public var byLayer: PulseSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, pulsing the symbol as a whole.
  public var wholeSymbol: PulseSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// An effect that fades the opacity of a symbol's layers; inert.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
