/// An effect that briefly scales a symbol's layers, a bounce, as the Symbols framework's
/// `BounceSymbolEffect`; inert.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, bouncing upward.
  public var up: BounceSymbolEffect {
    var effect = self
    effect.chosen.append("up")
    return effect
  }
  /// The effect, bouncing downward.
  public var down: BounceSymbolEffect {
    var effect = self
    effect.chosen.append("down")
    return effect
  }
  /// The effect, bouncing each layer separately.
  public var byLayer: BounceSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, bouncing the symbol as a whole.
  public var wholeSymbol: BounceSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// An effect that briefly scales a symbol's layers, a bounce; inert.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
