/// An effect that makes a symbol's layers disappear, as the Symbols framework's
/// `DisappearSymbolEffect`; inert.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, disappearing while scaling up.
  public var up: DisappearSymbolEffect {
    var effect = self
    effect.chosen.append("up")
    return effect
  }
  /// The effect, disappearing while scaling down.
  public var down: DisappearSymbolEffect {
    var effect = self
    effect.chosen.append("down")
    return effect
  }
  /// The effect, hiding each layer separately.
  public var byLayer: DisappearSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, hiding the symbol as a whole.
  public var wholeSymbol: DisappearSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// An effect that makes a symbol's layers disappear; inert.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
