/// An effect that scales a symbol's layers and keeps them scaled, as the Symbols framework's
/// `ScaleSymbolEffect`; inert.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, scaling up.
  public var up: ScaleSymbolEffect {
    var effect = self
    effect.chosen.append("up")
    return effect
  }
  /// The effect, scaling down.
  public var down: ScaleSymbolEffect {
    var effect = self
    effect.chosen.append("down")
    return effect
  }
  /// The effect, scaling each layer separately.
  public var byLayer: ScaleSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, scaling the symbol as a whole.
  public var wholeSymbol: ScaleSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// An effect that scales a symbol's layers and keeps them scaled; inert.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
