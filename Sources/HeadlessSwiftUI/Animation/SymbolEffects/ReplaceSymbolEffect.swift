/// An effect that replaces one symbol's layers with another's, as the Symbols framework's
/// `ReplaceSymbolEffect`; inert.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, scaling the old symbol down and the new one up.
  public var downUp: ReplaceSymbolEffect {
    var effect = self
    effect.chosen.append("downUp")
    return effect
  }
  /// The effect, scaling the old symbol up and the new one up.
  public var upUp: ReplaceSymbolEffect {
    var effect = self
    effect.chosen.append("upUp")
    return effect
  }
  /// The effect, removing the old symbol at once and scaling the new one up.
  public var offUp: ReplaceSymbolEffect {
    var effect = self
    effect.chosen.append("offUp")
    return effect
  }
  /// The effect, replacing each layer separately.
  public var byLayer: ReplaceSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, replacing the symbol as a whole.
  public var wholeSymbol: ReplaceSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// An effect that replaces one symbol's layers with another's; inert.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
