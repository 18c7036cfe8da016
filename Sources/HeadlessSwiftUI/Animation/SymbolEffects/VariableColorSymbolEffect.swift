/// An effect that changes the opacity of a symbol's variable layers in turn, as the Symbols
/// framework's `VariableColorSymbolEffect`; inert.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect
{
  /// The variants chosen, in order.
  var chosen: [String] = []

  /// The effect, lighting one layer at a time.
  public var iterative: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("iterative")
    return effect
  }
  /// The effect, lighting each layer and keeping it lit.
  public var cumulative: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("cumulative")
    return effect
  }
  /// The effect, running forward then back.
  public var reversing: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("reversing")
    return effect
  }
  /// The effect, running forward only.
  public var nonReversing: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("nonReversing")
    return effect
  }
  /// The effect, hiding the layers not lit.
  public var hideInactiveLayers: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("hideInactiveLayers")
    return effect
  }
  /// The effect, dimming the layers not lit.
  public var dimInactiveLayers: VariableColorSymbolEffect {
    var effect = self
    effect.chosen.append("dimInactiveLayers")
    return effect
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// An effect that changes the opacity of a symbol's variable layers in turn; inert.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
