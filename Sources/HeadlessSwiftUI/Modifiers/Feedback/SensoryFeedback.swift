// Sensory feedback: the haptics and sounds SwiftUI plays when a trigger value changes. Nothing
// plays on a headless device, and feedback never decides what covers what, so the modifiers
// compile as in SwiftUI and change nothing a capture shows or a tap reaches. The HeadlessSwiftUI
// coverage page lists them as inert.

extension View {
  /// Plays feedback when a value changes (inert: the model plays no haptics or sounds).
  ///
  /// - Parameters:
  ///   - feedback: Which feedback to play.
  ///   - trigger: The value whose changes play it.
  /// - Returns: The view, unchanged.
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
  where T: Equatable {
    self
  }

  /// Plays feedback when a value changes and a condition on the old and new values holds
  /// (inert: the condition is never asked).
  ///
  /// - Parameters:
  ///   - feedback: Which feedback to play.
  ///   - trigger: The value whose changes may play it.
  ///   - condition: Whether a change from the first value to the second plays it.
  /// - Returns: The view, unchanged.
  nonisolated public func sensoryFeedback<T>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View where T: Equatable {
    self
  }

  /// Plays the feedback a closure returns when a value changes (inert: the closure is never
  /// called).
  ///
  /// - Parameters:
  ///   - trigger: The value whose changes may play feedback.
  ///   - feedback: The feedback to play, or `nil` for none.
  /// - Returns: The view, unchanged.
  nonisolated public func sensoryFeedback<T>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View where T: Equatable {
    self
  }
}

/// A kind of haptic or audio feedback, as SwiftUI's `SensoryFeedback` (inert).
public struct SensoryFeedback: Equatable, Sendable {
  private let name: String

  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A dragged item lined up with something.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// An important value fell below a threshold.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An important value rose above a threshold.
  public static let increase = SensoryFeedback(name: "increase")
  /// Pressure moved between discrete levels.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A drawn path completed.
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(name: "error")
  /// Interface elements collided.
  public static let impact = SensoryFeedback(name: "impact")

  /// Interface elements of a weight collided.
  ///
  /// - Parameters:
  ///   - weight: How heavy the elements are.
  ///   - intensity: How strong the impact is.
  /// - Returns: The feedback.
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0)
    -> SensoryFeedback
  {
    SensoryFeedback(name: "impact")
  }

  /// Interface elements of a flexibility collided.
  ///
  /// - Parameters:
  ///   - flexibility: How flexible the elements are.
  ///   - intensity: How strong the impact is.
  /// - Returns: The feedback.
  public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0)
    -> SensoryFeedback
  {
    SensoryFeedback(name: "impact")
  }

  /// How heavy colliding elements are, as SwiftUI's `SensoryFeedback.Weight` (inert).
  public struct Weight: Equatable, Sendable {
    private let name: String

    /// Small or light elements.
    public static let light = Weight(name: "light")
    /// Medium-sized elements.
    public static let medium = Weight(name: "medium")
    /// Large or heavy elements.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible colliding elements are, as SwiftUI's `SensoryFeedback.Flexibility` (inert).
  public struct Flexibility: Equatable, Sendable {
    private let name: String

    /// Hard, inflexible elements.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid elements of medium flexibility.
    public static let solid = Flexibility(name: "solid")
    /// Soft, flexible elements.
    public static let soft = Flexibility(name: "soft")
  }
}
