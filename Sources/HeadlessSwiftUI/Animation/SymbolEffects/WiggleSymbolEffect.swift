/// An effect that moves a symbol back and forth, as the Symbols framework's `WiggleSymbolEffect`;
/// inert.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, wiggling up.
  public var up: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("up")
    return effect
  }
  /// The effect, wiggling down.
  public var down: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("down")
    return effect
  }
  /// The effect, wiggling left.
  public var left: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("left")
    return effect
  }
  /// The effect, wiggling right.
  public var right: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("right")
    return effect
  }
  /// The effect, wiggling in the reading direction.
  public var forward: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("forward")
    return effect
  }
  /// The effect, wiggling against the reading direction.
  public var backward: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("backward")
    return effect
  }
  /// The effect, rotating clockwise.
  public var clockwise: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("clockwise")
    return effect
  }
  /// The effect, rotating counterclockwise.
  public var counterClockwise: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("counterClockwise")
    return effect
  }
  /// The effect, wiggling each layer separately.
  public var byLayer: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("byLayer")
    return effect
  }
  /// The effect, wiggling the symbol as a whole.
  public var wholeSymbol: WiggleSymbolEffect {
    var effect = self
    effect.chosen.append("wholeSymbol")
    return effect
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// An effect that moves a symbol back and forth; inert.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
