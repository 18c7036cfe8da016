// Transitions, as SwiftUI's: exact declarations, inert for layering. A view inserted or
// removed appears or leaves at once, with its end state captured [INF].

/// How a view enters and leaves, as SwiftUI's `AnyTransition`; inert: views enter and leave
/// at once.
public struct AnyTransition: Sendable {
  let name: String

  /// Fades the view in and out.
  public static let opacity = AnyTransition(name: "opacity")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static var slide: AnyTransition { AnyTransition(name: "slide") }
  /// Scales the view from nothing and back.
  public static var scale: AnyTransition { AnyTransition(name: "scale") }

  /// Scales the view from a factor and back.
  ///
  /// - Parameters:
  ///   - scale: The factor it scales from.
  ///   - anchor: The point it scales about.
  /// - Returns: The transition.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale \(scale)")
  }

  /// Moves the view in from an edge and back out to it.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(name: "move \(edge)")
  }

  /// Pushes the view in from an edge and out to the opposite one.
  ///
  /// - Parameter edge: The edge it enters from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(name: "push \(edge)")
  }

  /// Offsets the view on its way in and out.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(name: "offset \(x) \(y)")
  }

  /// One transition on the way in, another on the way out.
  ///
  /// - Parameters:
  ///   - insertion: The transition in.
  ///   - removal: The transition out.
  /// - Returns: The transition.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(name: "asymmetric \(insertion.name) \(removal.name)")
  }

  /// This transition and another, together.
  ///
  /// - Parameter other: The other transition.
  /// - Returns: The transition.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name) + \(other.name)")
  }

  /// This transition, with an animation.
  ///
  /// - Parameter animation: The animation.
  /// - Returns: The transition.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place, as SwiftUI's `ContentTransition`; inert.
public struct ContentTransition: Equatable, Sendable {
  let name: String

  /// The new content replaces the old.
  public static let identity = ContentTransition(name: "identity")
  /// The old content fades out and the new in.
  public static let opacity = ContentTransition(name: "opacity")
  /// The content's glyphs morph from old to new.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits of numeric text roll from old to new.
  ///
  /// - Parameter countsDown: Whether the digits roll down.
  /// - Returns: The transition.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText \(countsDown)")
  }

  /// Digits of numeric text roll from old to new, in the direction the value moves.
  ///
  /// - Parameter value: The value shown.
  /// - Returns: The transition.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText value")
  }
}

extension View {
  /// Sets how the view enters and leaves; inert: it enters and leaves at once.
  ///
  /// - Parameter t: The transition.
  /// - Returns: The view, unchanged.
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  /// Sets how the view's content changes in place; inert.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view, unchanged.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
