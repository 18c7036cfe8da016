/// An effect that smoothly scales a symbol up and down, as the Symbols framework's
/// `BreatheSymbolEffect`; inert.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, scaling only.
  public var plain: BreatheSymbolEffect {
    var effect = self
    effect.chosen.append("plain")
    return effect
  }
  /// The effect, scaling and fading the opacity.
  public var pulse: BreatheSymbolEffect {
    var effect = self
    effect.chosen.append("pulse")
    return effect
  }
  /// The effect, breathing each layer separately.
  public var byLayer: BreatheSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, breathing the symbol as a whole.
  public var wholeSymbol: BreatheSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// An effect that smoothly scales a symbol up and down; inert.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
