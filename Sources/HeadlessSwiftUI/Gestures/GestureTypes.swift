public import Foundation

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`.
///
/// Modelled for one tap: a tap that lands on the view's content (as ``View/onTapGesture(count:perform:)``
/// describes) ends it. The model's taps are single, so a gesture for `count` above 1 never
/// ends (a known gap).
@frozen
public struct TapGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The type representing the gesture's value.
  public typealias Value = Void

  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  ///
  /// - Parameter count: The required number of taps to complete the tap gesture.
  public init(count: Int = 1) {
    self.count = count
  }

  func makeRun(for event: GestureEvent) -> Any? {
    guard case .tap = event.input, count == 1 else { return nil }
    return GestureRun<Void>(values: [()], ends: true)
  }
}

/// A gesture that recognizes one or more taps and reports their location, as SwiftUI's
/// `SpatialTapGesture`.
///
/// Modelled for one tap, as ``TapGesture``; its value's location is the tap's, in the
/// gesture's coordinate space (`.named` spaces read as `.global`, a known gap).
@frozen
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The attributes of a tap gesture.
  @frozen
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event.
    public var location: CGPoint
  }

  /// The required number of tap events.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a tap gesture with the number of required taps and the coordinate space of the
  /// gesture's location.
  ///
  /// - Parameters:
  ///   - count: The required number of taps to complete the tap gesture.
  ///   - coordinateSpace: The coordinate space of the tap gesture's location.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Creates a tap gesture with the number of required taps and the coordinate space of the
  /// gesture's location.
  ///
  /// - Parameters:
  ///   - count: The required number of taps to complete the tap gesture.
  ///   - coordinateSpace: The coordinate space of the tap gesture's location.
  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  func makeRun(for event: GestureEvent) -> Any? {
    guard case .tap = event.input, count == 1 else { return nil }
    let location = event.point(event.location, in: coordinateSpace)
    return GestureRun(values: [Value(location: location)], ends: true)
  }
}

/// A gesture that succeeds when the user performs a long press, as SwiftUI's
/// `LongPressGesture`.
///
/// Modelled: a driven long press (`app.longPress(_:)`) holds long enough for any minimum
/// duration and doesn't move, so its value becomes `true` and it ends; a tap ends it only when
/// the minimum duration is zero.
@frozen
public struct LongPressGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The type representing the gesture's value.
  public typealias Value = Bool

  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double
  /// The maximum distance that the long press can move before the gesture fails.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the
  /// interaction can move before the gesture fails.
  ///
  /// - Parameters:
  ///   - minimumDuration: The minimum duration of the long press that must elapse before the
  ///     gesture succeeds.
  ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
  ///     press can move before the gesture fails.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeRun(for event: GestureEvent) -> Any? {
    switch event.input {
    case .longPress: return GestureRun(values: [true], ends: true)
    case .tap where minimumDuration <= 0: return GestureRun(values: [true], ends: true)
    default: return nil
    }
  }
}

/// A dragging motion that invokes an action as the drag-event sequence changes, as SwiftUI's
/// `DragGesture`.
///
/// Modelled: a driven drag (`app.pan(_:by:)`) at least `minimumDistance` long changes the
/// value once, to the whole translation, and ends; with a `minimumDistance` of zero a tap or a
/// long press is a drag that doesn't move. Driven drags take no time: the velocity is zero and
/// the predicted end is where the drag ends [INF].
@frozen
public struct DragGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// A prediction, based on the current drag velocity, of where the final location will be
    /// if dragging stopped now.
    public var predictedEndLocation: CGPoint { location }

    /// The total translation from the start of the drag gesture to the current event of the
    /// drag gesture.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    public var predictedEndTranslation: CGSize { translation }

    /// The current drag velocity: zero, since the model's drags take no time.
    public var velocity: CGSize { CGSize(width: 0, height: 0) }
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  ///
  /// - Parameters:
  ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
  ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
  {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  ///
  /// - Parameters:
  ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
  ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  func makeRun(for event: GestureEvent) -> Any? {
    let translation: CGSize
    switch event.input {
    case .drag(let moved):
      // It succeeds once the drag has moved `minimumDistance` [DOC:
      // `swiftui/draggesture/minimumdistance`].
      guard
        (moved.width * moved.width + moved.height * moved.height).squareRoot() >= minimumDistance
      else { return nil }
      translation = moved
    case .tap, .longPress:
      guard minimumDistance <= 0 else { return nil }
      translation = CGSize(width: 0, height: 0)
    }
    let start = event.point(event.location, in: coordinateSpace)
    let value = Value(
      time: event.time,
      location: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
      startLocation: start)
    return GestureRun(values: [value], ends: true)
  }
}

/// A gesture that recognizes a magnification motion, as SwiftUI's `MagnifyGesture`.
///
/// Inert: the model drives no pinches, so it never changes or ends.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The value of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has magnified by.
    public var magnification: CGFloat
    /// The current magnification velocity.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a gesture with a minimum scale delta.
  ///
  /// - Parameter minimumScaleDelta: The minimum scale delta required before the gesture starts.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRun(for event: GestureEvent) -> Any? { nil }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as
/// SwiftUI's `MagnificationGesture`.
///
/// Inert: the model drives no pinches, so it never changes or ends.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The type representing the gesture's value.
  public typealias Value = CGFloat

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture with a given minimum delta for the gesture to start.
  ///
  /// - Parameter minimumScaleDelta: The minimum scale delta required before the gesture starts.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRun(for event: GestureEvent) -> Any? { nil }
}

/// A gesture that recognizes a rotation motion, as SwiftUI's `RotateGesture`.
///
/// Inert: the model drives no rotations, so it never changes or ends.
public struct RotateGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The value of a rotation gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has rotated by.
    public var rotation: Angle
    /// The current rotation velocity.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum delta required before the gesture succeeds.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  ///
  /// - Parameter minimumAngleDelta: The minimum delta required before the gesture starts.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRun(for event: GestureEvent) -> Any? { nil }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as
/// SwiftUI's `RotationGesture`.
///
/// Inert: the model drives no rotations, so it never changes or ends.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
public struct RotationGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The type representing the gesture's value.
  public typealias Value = Angle

  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  ///
  /// - Parameter minimumAngleDelta: The minimum delta required before the gesture starts.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRun(for event: GestureEvent) -> Any? { nil }
}
