/// Options for how a symbol effect plays, as the Symbols framework's `SymbolEffectOptions`;
/// inert.
public struct SymbolEffectOptions: Equatable, Sendable {
  /// The preferred repetition: `nil` for the effect's default.
  var repetition: String?
  /// The preferred speed multiplier.
  var speedMultiplier = 1.0

  /// The default options.
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  /// Options that prefer to repeat indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
  /// Options that prefer not to repeat.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

  /// These options, preferring to repeat indefinitely.
  public var repeating: SymbolEffectOptions { with(repetition: "repeating") }
  /// These options, preferring not to repeat.
  public var nonRepeating: SymbolEffectOptions { with(repetition: "nonRepeating") }

  /// Default options that prefer to play a number of times.
  ///
  /// - Parameter count: The number of times, or `nil` for the effect's default.
  /// - Returns: The options.
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// These options, preferring to play a number of times.
  ///
  /// - Parameter count: The number of times, or `nil` for the effect's default.
  /// - Returns: The options.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    with(repetition: count.map { "\($0) times" })
  }

  /// Default options that prefer to repeat in a given way.
  ///
  /// - Parameter behavior: How to repeat.
  /// - Returns: The options.
  public static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior)
    -> SymbolEffectOptions
  {
    SymbolEffectOptions().repeat(behavior)
  }

  /// These options, preferring to repeat in a given way.
  ///
  /// - Parameter behavior: How to repeat.
  /// - Returns: The options.
  public func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions {
    with(repetition: behavior.name)
  }

  /// Default options with a preferred speed multiplier.
  ///
  /// - Parameter speed: The multiplier; 1 is the effect's own speed.
  /// - Returns: The options.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, with a preferred speed multiplier.
  ///
  /// - Parameter speed: The multiplier; 1 is the effect's own speed.
  /// - Returns: The options.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.speedMultiplier = speed
    return options
  }

  /// These options with another repetition.
  private func with(repetition: String?) -> SymbolEffectOptions {
    var options = self
    options.repetition = repetition
    return options
  }

  /// How a symbol effect repeats, as the Symbols framework's
  /// `SymbolEffectOptions.RepeatBehavior`; inert.
  public struct RepeatBehavior: Equatable, Sendable {
    /// The behavior's name.
    let name: String

    /// Repeats indefinitely, with a continuous animation where the effect has one.
    public static var continuous: SymbolEffectOptions.RepeatBehavior {
      RepeatBehavior(name: "continuous")
    }
    /// Repeats indefinitely, playing the effect at regular intervals.
    public static var periodic: SymbolEffectOptions.RepeatBehavior {
      RepeatBehavior(name: "periodic")
    }
  }
}
