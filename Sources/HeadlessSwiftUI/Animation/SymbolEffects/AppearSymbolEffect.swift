/// An effect that makes a symbol's layers appear, as the Symbols framework's `AppearSymbolEffect`;
/// inert.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, appearing while scaling up.
  public var up: AppearSymbolEffect {
    var effect = self
    effect.chosen.append("up")
    return effect
  }
  /// The effect, appearing while scaling down.
  public var down: AppearSymbolEffect {
    var effect = self
    effect.chosen.append("down")
    return effect
  }
  /// The effect, showing each layer separately.
  public var byLayer: AppearSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, showing the symbol as a whole.
  public var wholeSymbol: AppearSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// An effect that makes a symbol's layers appear; inert.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
