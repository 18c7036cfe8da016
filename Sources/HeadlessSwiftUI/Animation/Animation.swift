public import Foundation

// Animation, as SwiftUI's: exact declarations, inert for layering. The model has no clock
// for drawing: every state change applies at once, as if each animation took no time, so a
// capture shows a change's end state [INF].

/// How a change is animated, as SwiftUI's `Animation`; inert: changes apply at once.
public struct Animation: Equatable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")

  /// An animation that starts and ends slowly.
  public static var easeInOut: Animation { Animation(name: "easeInOut") }
  /// An animation that starts slowly.
  public static var easeIn: Animation { Animation(name: "easeIn") }
  /// An animation that ends slowly.
  public static var easeOut: Animation { Animation(name: "easeOut") }
  /// An animation at a constant speed.
  public static var linear: Animation { Animation(name: "linear") }
  /// A spring animation with the default parameters.
  public static var spring: Animation { Animation(name: "spring") }
  /// A stiff spring animation for interactive changes.
  public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
  /// A spring animation with a small bounce.
  public static var bouncy: Animation { Animation(name: "bouncy") }
  /// A spring animation with no bounce that settles fast.
  public static var snappy: Animation { Animation(name: "snappy") }
  /// A spring animation with no bounce.
  public static var smooth: Animation { Animation(name: "smooth") }

  /// An animation that starts and ends slowly.
  ///
  /// - Parameter duration: The duration in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeInOut \(duration)")
  }

  /// An animation that starts slowly.
  ///
  /// - Parameter duration: The duration in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(name: "easeIn \(duration)")
  }

  /// An animation that ends slowly.
  ///
  /// - Parameter duration: The duration in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeOut \(duration)")
  }

  /// An animation at a constant speed.
  ///
  /// - Parameter duration: The duration in seconds.
  /// - Returns: The animation.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(name: "linear \(duration)")
  }

  /// A spring animation.
  ///
  /// - Parameters:
  ///   - response: The spring's stiffness, as an approximate duration in seconds.
  ///   - dampingFraction: The drag, as a fraction of the critical damping.
  ///   - blendDuration: How long a change of response takes.
  /// - Returns: The animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(name: "spring \(response) \(dampingFraction)")
  }

  /// A spring animation with a perceptual duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: The pace of the spring, in seconds.
  ///   - bounce: How bouncy, from -1 to 1.
  ///   - blendDuration: How long a change of duration takes.
  /// - Returns: The animation.
  ///
  /// Disfavoured, so that `.spring()` picks ``spring(response:dampingFraction:blendDuration:)``
  /// as against SwiftUI, where both have defaults for every parameter [INF].
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring \(duration) bounce \(bounce)")
  }

  /// A stiff spring animation for interactive changes.
  ///
  /// - Parameters:
  ///   - response: The spring's stiffness, as an approximate duration in seconds.
  ///   - dampingFraction: The drag, as a fraction of the critical damping.
  ///   - blendDuration: How long a change of response takes.
  /// - Returns: The animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring \(response) \(dampingFraction)")
  }

  /// A spring animation from a physical spring's mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: The mass on the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The spring's damping.
  ///   - initialVelocity: The velocity at the start.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(name: "interpolatingSpring \(stiffness) \(damping)")
  }

  /// A spring animation with a small bounce.
  ///
  /// - Parameters:
  ///   - duration: The pace of the spring, in seconds.
  ///   - extraBounce: Bounce to add.
  /// - Returns: The animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    Animation(name: "bouncy \(duration) \(extraBounce)")
  }

  /// A spring animation with no bounce that settles fast.
  ///
  /// - Parameters:
  ///   - duration: The pace of the spring, in seconds.
  ///   - extraBounce: Bounce to add.
  /// - Returns: The animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    Animation(name: "snappy \(duration) \(extraBounce)")
  }

  /// A spring animation with no bounce.
  ///
  /// - Parameters:
  ///   - duration: The pace of the spring, in seconds.
  ///   - extraBounce: Bounce to add.
  /// - Returns: The animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    Animation(name: "smooth \(duration) \(extraBounce)")
  }

  /// This animation, started after a delay.
  ///
  /// - Parameter delay: The delay in seconds.
  /// - Returns: The animation.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(name: "\(name) delay \(delay)")
  }

  /// This animation, run at a speed.
  ///
  /// - Parameter speed: The speed, 1 for unchanged.
  /// - Returns: The animation.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: "\(name) speed \(speed)")
  }

  /// This animation, repeated for ever.
  ///
  /// - Parameter autoreverses: Whether each repeat runs backwards after forwards.
  /// - Returns: The animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name) repeatForever \(autoreverses)")
  }

  /// This animation, repeated a number of times.
  ///
  /// - Parameters:
  ///   - repeatCount: How many times it runs.
  ///   - autoreverses: Whether each repeat runs backwards after forwards.
  /// - Returns: The animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name) repeatCount \(repeatCount) \(autoreverses)")
  }
}

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria`; inert:
/// every animation finishes at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String

  /// The animation has reached its end, though it may still be settling.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation is over and removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with an animation; inert: `body` runs at once and its state changes apply at
/// once, as in SwiftUI without the drawing in between.
///
/// - Parameters:
///   - animation: The animation.
///   - body: The changes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` with an animation, then `completion`; inert: `body` runs at once, and
/// `completion` right after it, as every animation finishes at once.
///
/// - Parameters:
///   - animation: The animation.
///   - completionCriteria: When the animation counts as finished.
///   - body: The changes.
///   - completion: What runs when the animation finishes.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

extension View {
  /// Animates changes of `value` in the view; inert: changes apply at once.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - value: The value whose changes are animated.
  /// - Returns: The view, unchanged.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Animates every change in the view; inert: changes apply at once.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The view, unchanged.
  @available(
    iOS, introduced: 13.0, deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  nonisolated public func animation(_ animation: Animation?) -> some View { self }

  /// Applies an animation to the modifiers that `body` applies to the view; the animation is
  /// inert (changes apply at once), the modifiers apply to the view as written.
  ///
  /// `body` receives a placeholder standing for this view; what it returns takes the view's
  /// place, so `.animation(.easeInOut) { $0.opacity(0.5) }` is `.opacity(0.5)` here.
  ///
  /// - Parameters:
  ///   - animation: The animation for the modifiers in `body`.
  ///   - body: A closure that modifies the placeholder standing for this view.
  /// - Returns: What `body` returns, in which the placeholder is this view.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }
}

/// A placeholder that stands for a view in an inline modifier, such as the content
/// `animation(_:body:)` passes to its closure.
///
/// Apps don't create it: the modifier does, and it lays out, draws and takes taps as the view
/// it stands for, which a capture shows in its place.
public struct PlaceholderContentView<Value>: View {
  let content: any View

  init(content: any View) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension PlaceholderContentView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.resolve(content)
  }
}
